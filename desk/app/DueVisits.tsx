import type { ReactNode } from 'react';
import { useState } from 'react';
import { visitWords } from '../../model/visits/words.ts';
import { call } from './client.ts';
import { Contact } from './Contact.tsx';
import { CustomerChangeNote } from './CustomerChangeNote.tsx';
import { formatWhen } from './format.ts';
import type { DueVisit } from '../wire/leads.ts';

/**
 * Due's visits: what customers did on their own links (until marked handled), then the office's
 * moves the customer has not been told of (until the "moved" message is marked sent).
 */
export function DueVisits({ visits, onChanged }: { visits: DueVisit[]; onChanged: () => void }) {
  const changed = visits.filter((d) => d.reason !== 'tell-moved');
  const untold = visits.filter((d) => d.reason === 'tell-moved');
  const who = (d: DueVisit) => d.visit.name || d.visit.phone;
  const contact = (d: DueVisit) => <Contact lead={{ id: d.visit.leadId, kind: 'booking', fields: { name: d.visit.name, phone: d.visit.phone } }} />;
  return (
    <>
      {changed.length > 0 && <>
        <h2>Changed by the customer ({changed.length})</h2>
        <ol className="leads">
          {changed.map((d) => (
            <li key={d.visit.id} className="customer-changed">
              <div className="due-visit">
                <a className="open" href={`#lead-${d.visit.leadId}`}><strong>{who(d)}</strong></a>
                <CustomerChangeNote visit={d.visit} onChanged={onChanged} />
              </div>
              {contact(d)}
            </li>
          ))}
        </ol>
      </>}
      {untold.length > 0 && <>
        <h2>Tell the customer ({untold.length})</h2>
        <ol className="leads">
          {untold.map((d) => <Untold key={d.visit.id} due={d} who={who(d)} contact={contact(d)} onChanged={onChanged} />)}
        </ol>
      </>}
    </>
  );
}

/** An office move not yet told: the "moved" message to open in WhatsApp, then "Mark sent". */
function Untold({ due, who, contact, onChanged }: { due: DueVisit; who: string; contact: ReactNode; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  async function sent() {
    try {
      await call(`visits/${due.visit.id}/messages`, { method: 'POST', body: { kind: 'moved' } });
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <li className="untold">
      <div className="due-visit">
        <a className="open" href={`#lead-${due.visit.leadId}`}>
          <strong>{who}</strong>
          <span className="meta">Moved by the office {formatWhen(due.at)} to {visitWords(due.visit)}: tell the customer</span>
        </a>
        <div className="message">
          {due.href && <a className="wa" href={due.href} target="_blank" rel="noopener noreferrer">WhatsApp: Visit moved<span className="visually-hidden"> to {who}</span></a>}
          <button type="button" className="quiet" onClick={() => void sent()}>Mark sent<span className="visually-hidden"> the visit moved message to {who}</span></button>
        </div>
        {problem && <p className="error" role="alert">{problem}</p>}
      </div>
      {contact}
    </li>
  );
}
