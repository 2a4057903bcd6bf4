import { useState } from 'react';
import { dayWords } from '../../model/visits/words.ts';
import { call } from './client.ts';
import { Contact } from './Contact.tsx';
import type { DuePet } from '../wire/visits.ts';

/**
 * Due's pets due again this week (issue 44): each with its "due again" WhatsApp message, written by
 * the server from the pet and its last visit, then "Mark sent", which takes it off the list.
 */
export function DueAgain({ pets, onChanged }: { pets: DuePet[]; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  if (pets.length === 0) return null;
  async function sent(p: DuePet) {
    try {
      await call(`pets/${p.petId}/due-again`, { method: 'POST', body: { about: p.lastDate } });
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <>
      <h2>Due again this week ({pets.length})</h2>
      <ol className="leads">
        {pets.map((p) => {
          const who = p.petName || `${p.customer || p.phone}'s ${p.kind.toLowerCase()}`;
          return (
            <li key={p.petId} className="due-again">
              <div className="due-visit">
                <a className="open" href={`#lead-${p.leadId}`}>
                  <strong>{who}</strong>
                  <span className="meta">{p.customer || p.phone} · last {dayWords(p.lastDate)}, {p.package} · due {dayWords(p.dueDate)} (every {p.everyWeeks} weeks)</span>
                </a>
                <div className="message">
                  <a className="wa" href={p.href} target="_blank" rel="noopener noreferrer">WhatsApp: Due again<span className="visually-hidden"> to {p.customer || p.phone}</span></a>
                  <button type="button" className="quiet" onClick={() => void sent(p)}>Mark sent<span className="visually-hidden"> the due-again message for {who}</span></button>
                </div>
              </div>
              <Contact lead={{ id: p.leadId, kind: 'booking', fields: { name: p.customer, phone: p.phone } }} />
            </li>
          );
        })}
      </ol>
      <p className="error" role="alert">{problem}</p>
    </>
  );
}
