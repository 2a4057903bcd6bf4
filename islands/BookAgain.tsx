// Book again, on the customer's own page (/b/<token>) once the visit is done (issue 44): the pet,
// package, address and groomer of the last visit as the server read them from its booking, the
// city's open windows, and one button. Only the day and the window are sent: the link is who the
// customer is, so nothing else is typed or trusted. The new visit gets its own page, opened at
// once. Loaded only when the customer asks, as the move form is, so the page stays in its budget.
import { useLayoutEffect, useState } from 'react';
import { fetchDays, type AvailableDay } from './forms/visit-rules.ts';
import { WindowChoice, type Chosen } from './forms/WindowChoice.tsx';
import type { VisitWords } from './forms/visit-words.ts';

/** The Book again part of GET {api.base}/visit/<token> (leads/visits/book-again.ts AgainView). */
export interface Again { pet: { name: string; kind: string; breed: string }; package: string; address: string; groomer?: string }

export interface BookAgainProps {
  apiBase: string; ask: Record<string, string>; again: Again; busy: boolean;
  onBook: (chosen: Chosen) => void; onKeep: () => void; text: VisitWords;
}

export default function BookAgain({ apiBase, ask, again, busy, onBook, onKeep, text }: BookAgainProps) {
  const [days, setDays] = useState<AvailableDay[] | undefined>();
  const [chosen, setChosen] = useState<Chosen>({ date: '', window: '' });
  useLayoutEffect(() => { void fetchDays(apiBase, ask, 14).then(setDays); }, []);
  const pet = [again.pet.name, [text(again.pet.kind), again.pet.breed].filter(Boolean).join(', ')].filter(Boolean).join(': ');
  return (
    <form className="lead-form visit__change" onSubmit={(e) => { e.preventDefault(); if (chosen.window) onBook(chosen); }}>
      <h2>{text('Book again')}</h2>
      <dl className="confirm__rows">
        <div><dt>{text('Pet')}</dt><dd>{pet}</dd></div>
        <div><dt>{text('Package')}</dt><dd>{again.package}</dd></div>
        <div><dt>{text('Address')}</dt><dd>{again.address}</dd></div>
      </dl>
      {again.groomer ? <p className="visit__fee">{text('We send {groomer} again when free.', { groomer: again.groomer })}</p> : null}
      {days ? <WindowChoice id="again" days={days} chosen={chosen} anyDay={text('Choose a day')} onChoose={setChosen} text={text} />
        : <p role="status">{text('Finding open windows…')}</p>}
      <div className="confirm__actions">
        <button type="submit" className="button button--accent" disabled={busy || !chosen.window}>{text('Book this visit')}</button>
        <button type="button" className="button button--ghost" onClick={onKeep}>{text('Not now')}</button>
      </div>
    </form>
  );
}
