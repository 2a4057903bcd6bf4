// The move form of the customer's own page (/b/<token>): the next open windows of the visit's
// city, the fee the terms give for moving now, confirm or keep. Loaded only when the customer
// asks to move, so the page itself stays within the script budget.
import { useLayoutEffect, useState } from 'react';
import { fetchDays, type AvailableDay } from './forms/visit-rules.ts';
import { WindowChoice, type Chosen } from './forms/WindowChoice.tsx';
import type { VisitWords } from './forms/visit-words.ts';

export interface MoveVisitProps {
  apiBase: string;
  /** The availability query of the visit (city, pet, package) as the server gave it. */
  ask: Record<string, string>;
  /** What moving now costs, in words, and whether it may be done online. */
  feeText: string; allowed: boolean;
  busy: boolean;
  onMove: (chosen: Chosen) => void;
  onKeep: () => void;
  /** Its words in the page's language (VisitLink's). */
  text: VisitWords;
}

export default function MoveVisit({ apiBase, ask, feeText, allowed, busy, onMove, onKeep, text }: MoveVisitProps) {
  const [days, setDays] = useState<AvailableDay[] | undefined>();
  const [chosen, setChosen] = useState<Chosen>({ date: '', window: '' });
  useLayoutEffect(() => { void fetchDays(apiBase, ask, 14).then(setDays); }, []);
  return (
    <form className="lead-form visit__change" onSubmit={(e) => { e.preventDefault(); if (chosen.window) onMove(chosen); }}>
      <h2>{text('Move your visit')}</h2>
      {days ? <WindowChoice id="move" days={days} chosen={chosen} anyDay={text('Choose a day')} onChoose={setChosen} text={text} />
        : <p role="status">{text('Finding open windows…')}</p>}
      <p className="visit__fee" role="status">{feeText}</p>
      <div className="confirm__actions">
        <button type="submit" className="button button--accent" disabled={busy || !chosen.window || !allowed}>{text('Confirm the move')}</button>
        <button type="button" className="button button--ghost" onClick={onKeep}>{text('Keep my visit')}</button>
      </div>
    </form>
  );
}
