import { useEffect, useState } from 'react';
import { API, call } from './client.ts';
import { formatWhen } from './format.ts';
import type * as wire from '../wire/visits.ts';

/**
 * Groomers' calendar feeds (desk/visits/calendar.ts): the owner sees every groomer's, a groomer
 * their own. A new address is shown once, right after it is made (only its fingerprint is kept),
 * as a webcal:// link that a phone's calendar subscribes to and as the https address to copy.
 */
export function CalendarFeeds({ own, onError }: { own: boolean; onError: (e: unknown) => void }) {
  const [feeds, setFeeds] = useState<wire.CalendarFeed[] | undefined>();
  const [issued, setIssued] = useState<{ groomerId: string; path: string } | undefined>();
  const [problem, setProblem] = useState('');

  const load = () => call<wire.CalendarFeeds>('calendars').then((data) => setFeeds(data.feeds), (error) => {
    setProblem(error instanceof Error ? error.message : String(error));
    onError(error);
  });
  useEffect(() => void load(), []);

  async function run(work: () => Promise<void>) {
    try {
      await work();
      setProblem('');
      await load();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  const issue = (groomerId: string) => run(async () => {
    const { path } = await call<wire.IssuedFeed>(`calendars/${groomerId}`, { method: 'POST' });
    setIssued({ groomerId, path });
  });
  const revoke = (groomerId: string) => run(async () => {
    await call(`calendars/${groomerId}/revoke`, { method: 'POST' });
    setIssued(undefined);
  });

  return (
    <section aria-labelledby="feeds-heading" className="feeds">
      <h2 id="feeds-heading">{own ? 'Your calendar' : 'Groomers’ calendars'}</h2>
      <p className="meta">{own ? 'Your visits in your phone’s calendar, kept up to date: moved visits move, cancelled ones say so.'
        : 'Each groomer’s visits as a calendar their phone subscribes to. The address is private: whoever has it sees that groomer’s visits.'}</p>
      <p className="error" role="alert">{problem}</p>
      {!feeds && !problem && <p>Loading…</p>}
      <ul className="feed-list">
        {feeds?.map((f) => {
          const fresh = issued?.groomerId === f.groomerId ? issued.path : undefined;
          const https = fresh && `${location.origin}${API}/${fresh}`;
          const who = own ? 'your' : `${f.name}’s`;
          return (
            <li key={f.groomerId}>
              {!own && <p><strong>{f.name}</strong> <span className="meta">{f.city} · {f.account ? `logs in as ${f.account}` : 'no desk account'}</span></p>}
              <p>{f.since ? `Calendar on since ${formatWhen(f.since)} (made by ${f.by}).` : 'No calendar address yet.'}</p>
              {https && (
                <div className="feed-new">
                  <a className="subscribe" href={`webcal://${location.host}${API}/${fresh}`}>Subscribe to {who} calendar</a>
                  <label>Or copy this address into a calendar app
                    <input readOnly value={https} onFocus={(e) => e.currentTarget.select()} />
                  </label>
                  <p className="meta">It is shown only now: to see it again, make a new one.</p>
                </div>
              )}
              <div className="visit-actions">
                <button type="button" className="secondary" onClick={() => void issue(f.groomerId)}
                  aria-label={f.since ? `New calendar address for ${f.name}; the old one stops working` : `Make a calendar address for ${f.name}`}>
                  {f.since ? 'New address (the old one stops)' : 'Make a calendar address'}
                </button>
                {f.since && <button type="button" className="quiet" onClick={() => void revoke(f.groomerId)} aria-label={`Turn off ${f.name}’s calendar address`}>Turn off</button>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
