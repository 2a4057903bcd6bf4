import { useState } from 'react';
import { GROOMER_STATUSES, isMovable, nextStatusesAt, VISIT_STATUS_LABELS, type VisitStatus } from '../../model/visits/visit-status.ts';
import { windowWords } from '../../model/visits/words.ts';
import { call, meta } from './client.ts';
import { PlacementForm } from './PlacementForm.tsx';
import { VisitMessages } from './VisitMessages.tsx';
import { CustomerChangeNote } from './CustomerChangeNote.tsx';
import { PetProfile } from './PetProfile.tsx';
import { VisitPayments } from './VisitPayments.tsx';
import { VisitPhotos } from './VisitPhotos.tsx';
import { VisitQuote } from './VisitQuote.tsx';
import { mapsHref, telHref, visitWhatsappHref } from './visit-links.ts';
import type { OpenWindows, PlanVisit } from '../wire/visits.ts';

/**
 * One visit of the day plan: what the groomer needs at the door, one-tap Call, WhatsApp and Map,
 * the next statuses, and (for the office) moving it to another window or groomer.
 */
export function VisitCard({ visit, office, unreminded, onChanged }: { visit: PlanVisit; office: boolean; unreminded?: boolean; onChanged: () => void }) {
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState('');
  // Done and no-show only once the window has begun (the server says the same).
  const next = nextStatusesAt(visit.status, visit.start, Date.now()).filter((s) => office || GROOMER_STATUSES.includes(s));
  const who = visit.name || visit.phone;
  // The office moved it to another day or window and the customer has not been told (Due lists it too).
  const untold = office && visit.messages.some((m) => m.kind === 'moved' && !m.sentAt);

  async function setStatus(status: VisitStatus) {
    try {
      await call(`visits/${visit.id}/status`, { method: 'POST', body: { status } });
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  const actions = (
    <div className="visit-actions" role="group" aria-label={`Status of ${who}'s visit`}>
      {next.map((s) => <button key={s} type="button" className="secondary" onClick={() => void setStatus(s)}>{VISIT_STATUS_LABELS[s]}</button>)}
      {office && isMovable(visit.status) && !moving && <button type="button" className="secondary" onClick={() => setMoving(true)}>Move or reassign</button>}
    </div>
  );

  return (
    <li className={`visit visit-${visit.status}`}>
      <p className="visit-when"><strong>{windowWords(visit.window)}</strong> <span className={`status vstatus-${visit.status}`}>{VISIT_STATUS_LABELS[visit.status]}</span></p>
      {unreminded && <p className="flag">Reminder not sent yet</p>}
      {office && <CustomerChangeNote visit={visit} onChanged={onChanged} />}
      {untold && <p className="flag">Moved by the office: the customer is not told yet</p>}
      {visit.away && <p className="flag away">{office ? `Groomer on leave then (${visit.away}): move this visit` : `You are on leave then (${visit.away}): the office moves this visit`}</p>}
      {!office && visit.status === 'requested' && <p className="flag">Not confirmed yet: the office calls the customer first</p>}
      <p className="visit-who">{visit.leadId !== undefined ? <a href={`#lead-${visit.leadId}`}>{who}</a> : who}</p>
      <p className="visit-address">{visit.address || 'No address given: call first'}</p>
      <p>{[visit.pet, visit.breed].filter(Boolean).join(', ')} · {visit.package.replace(/ - (₹|Rs\.?) ?[\d,]+$/, '')}{visit.addOns && !/^no add-ons$/i.test(visit.addOns) ? ` + ${visit.addOns}` : ''}</p>
      {visit.petProfile && <PetProfile pet={visit.petProfile} office={office} onChanged={onChanged} />}
      {visit.request && <p className="meta">“{visit.request}”</p>}
      <VisitQuote visit={visit} />
      <VisitPayments visit={visit} office={office} onChanged={onChanged} />
      <VisitPhotos visit={visit} onChanged={onChanged} />
      <span className="contact">
        <a className="call" href={telHref(visit.phone)} aria-label={`Call ${who}`}>Call</a>
        <a className="whatsapp" href={visitWhatsappHref(visit, meta('desk-brand'))} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${who}`}>WhatsApp</a>
        <a className="map" href={mapsHref(visit)} target="_blank" rel="noopener noreferrer" aria-label={`Map of ${who}'s address`}>Map</a>
      </span>
      <VisitMessages visitId={visit.id} who={who} messages={visit.messages} folded={office} open={unreminded || untold} onChanged={onChanged} />
      {next.length > 0 && (office ? (
        // Folded for the office, so a phone shows several visits and a cancellation is never one stray tap.
        <details className="visit-more" open={moving || !!visit.away || undefined}>
          <summary>Change status or move</summary>
          {actions}
        </details>
      ) : actions)}
      <p className="error" role="alert">{problem}</p>
      {moving && (
        <PlacementForm initialDate={visit.date} currentGroomer={visit.groomerId} submitLabel="Move visit"
          load={(date) => call<OpenWindows>(`visits/${visit.id}/windows?date=${date}`)}
          submit={async (to) => {
            await call(`visits/${visit.id}/move`, { method: 'POST', body: to });
            setMoving(false);
            onChanged();
          }}
          onCancel={() => setMoving(false)} />
      )}
    </li>
  );
}
