import { useEffect, useState } from 'react';
import { API, call } from './client.ts';
import type { LiveEventName } from '../wire/session.ts';
import { Contact } from './Contact.tsx';
import { formatDuration, formatWhen } from './format.ts';
import type { DueLead, DueList } from '../wire/leads.ts';

/** What is due: follow-ups past their time first (oldest first), then the rest of today's. */
export function Due({ onError }: { onError: (e: unknown) => void }) {
  const [leads, setLeads] = useState<DueLead[] | undefined>();
  useEffect(() => {
    const load = () => call<DueList>('due').then((d) => setLeads(d.leads), onError);
    void load();
    // Someone else sets or clears a follow-up: the list follows.
    const events = new EventSource(`${API}/events`);
    events.addEventListener('changed' satisfies LiveEventName, () => void load());
    return () => events.close();
  }, []);
  if (!leads) return <p>Loading…</p>;
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
      {leads.length === 0 && <p>Nothing due today. Set a follow-up on a lead's page.</p>}
      {overdue.length > 0 && <><h2>Overdue ({overdue.length})</h2>{rows(overdue)}</>}
      {today.length > 0 && <><h2>Later today ({today.length})</h2>{rows(today)}</>}
    </section>
  );
}
