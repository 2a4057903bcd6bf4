// What a done visit's page offers (issue "Customers who come back"): Book again, filled from its
// booking (BookAgain.tsx, fetched when tapped), and its one review (ReviewVisit.tsx), or the word
// on the review given. A chunk of its own, fetched for a done visit only, so the customer's page
// (VisitLink.tsx) keeps its first load within the script budget.
import { useLayoutEffect, useState } from 'react';
import type { VisitWords } from './forms/visit-words.ts';
import type BookAgainForm from './BookAgain.tsx';
import ReviewVisit, { ReviewThanks } from './ReviewVisit.tsx';
import type { Step, View } from './visit-view.ts';

export interface VisitAfterProps {
  view: View; apiBase: string; busy: boolean; text: VisitWords; step: Step;
  setStep: (step: Step) => void; setMessage: (message: string) => void;
  change: (action: 'again' | 'review', body: object) => Promise<void>;
}

export default function VisitAfter({ view, apiBase, busy, text, step, setStep, setMessage, change }: VisitAfterProps) {
  // Not islands/later.ts: shared with the page's own chunk, it would be a file of its own on every visit's page.
  const [BookAgain, setBookAgain] = useState<typeof BookAgainForm>();
  useLayoutEffect(() => {
    if (step.kind === 'again' && !BookAgain) import('./BookAgain.tsx').then((m) => setBookAgain(() => m.default), () => setMessage(text('server error')));
  }, [step.kind]);
  const asked = view.review && !view.review.given;
  return (
    <>
      {view.review?.given ? <ReviewThanks status={view.review.given.status} text={text} /> : null}
      {(view.again || asked) && step.kind === 'view' ? (
        <div className="confirm__actions">
          {view.again ? <button type="button" className="button button--accent" onClick={() => { setMessage(''); setStep({ kind: 'again', attempt: 0 }); }}>{text('Book again')}</button> : null}
          {asked ? <button type="button" className="button button--ghost" onClick={() => { setMessage(''); setStep({ kind: 'review' }); }}>{text('Review this visit')}</button> : null}
        </div>
      ) : null}
      {asked && step.kind === 'review' ? <ReviewVisit busy={busy} text={text} onSend={(r) => void change('review', r)} onKeep={() => setStep({ kind: 'view' })} /> : null}
      {view.again && step.kind === 'again' ? (BookAgain ? (
        <BookAgain key={step.attempt} apiBase={apiBase} ask={view.ask} again={view.again} busy={busy}
          onBook={(chosen) => void change('again', { date: chosen.date, window: chosen.window })} onKeep={() => setStep({ kind: 'view' })} text={text} />
      ) : <p role="status">{text('Finding open windows…')}</p>) : null}
    </>
  );
}
