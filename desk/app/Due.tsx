import { useEffect, useState } from 'react';
import { API, call } from './client.ts';
import type { LiveEventName } from '../wire/session.ts';
import { Contact } from './Contact.tsx';
import { formatDuration, formatWhen } from './format.ts';
import { DueVisits } from './DueVisits.tsx';
import { DueAgain } from './DueAgain.tsx';
import { DueReviews } from './DueReviews.tsx';
import type { DueLead, DueList } from '../wire/leads.ts';

/**
 * What is due: the visits a customer changed on their link or the office moved, until handled;
 * then follow-ups past their time (oldest first), then the rest of today's.
 */
export function Due({ onError, owner = false }: { onError: (e: unknown) => void; owner?: boolean }) {
  const [due, setDue] = useState<DueList | undefined>();
  const [version, setVersion] = useState(0);
  const load = () => call<DueList>('due').then((d) => { setDue(d); setVersion((v) => v + 1); }, onError);
  useEffect(() => {
    void load();
    // Someone else sets or clears a follow-up, a customer changes a visit: the list follows.
    const events = new EventSource(`${API}/events`);
    events.addEventListener('changed' satisfies LiveEventName, () => void load());
    return () => events.close();
  }, []);
  if (!due) return <p>Loading…</p>;
  const { leads, visits } = due;
  const overdue = leads.filter((l) => l.overdue);
  const today = leads.filter((l) => !l.overdue);
  const now = Date.now();
  const rows = (list: DueLead[]) => (
    <ol className="leads">
      {list.map((l) => (
        <li key={l.id} className={l.overdue ? 'overdue' : undefined}>
          <a className="open" href={`#lead-${l.id}`}>
            <span className="card-top">
              <strong>{l.name || l.phone}</strong>
              <span className={`status status-${l.status}`}>{l.status}</span>
              {l.overdue && <span className="flag flag-overdue">{formatDuration(now - l.followUpAt)} overdue</span>}
            </span>
            <span className="meta">Call again {formatWhen(l.followUpAt)} · {l.owner ?? 'no owner'} · {l.kindLabel}{l.city ? ` · ${l.city}` : ''}</span>
          </a>
          <Contact lead={{ ...l, fields: { name: l.name, phone: l.phone } }} />
        </li>
      ))}
    </ol>
  );
  return (
    <section aria-labelledby="due-heading">
      <h1 id="due-heading">Due</h1>
      {leads.length + visits.length + (due.pets?.length ?? 0) === 0 && <p>Nothing due today. Set a follow-up on a lead's page.</p>}
      <DueVisits visits={visits} onChanged={() => void load()} />
      <DueAgain pets={due.pets ?? []} onChanged={() => void load()} />
      <DueReviews owner={owner} version={version} />
      {overdue.length > 0 && <><h2>Overdue ({overdue.length})</h2>{rows(overdue)}</>}
      {today.length > 0 && <><h2>Later today ({today.length})</h2>{rows(today)}</>}
    </section>
  );
}
