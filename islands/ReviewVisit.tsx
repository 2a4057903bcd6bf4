// A review of a done visit, on the customer's own page (/b/<token>, issue 44): a rating from 1 to
// 5 stars and a few words. Only these two are sent: the link is who the customer is, and the
// server signs the review from the visit's own booking (first name, place, package, day). One per
// visit; the owner reads it before it shows on the site. Loaded only when the customer asks, as
// Book again is, so the page stays in its script budget.
import { useState } from 'react';
import { REVIEW_TEXT_MAX } from '../model/visit-reviews.ts';
import type { VisitWords } from './forms/visit-words.ts';

export interface ReviewVisitProps {
  busy: boolean; text: VisitWords;
  onSend: (review: { rating: number; text: string }) => void; onKeep: () => void;
}

export default function ReviewVisit({ busy, text, onSend, onKeep }: ReviewVisitProps) {
  const [rating, setRating] = useState(0);
  const [words, setWords] = useState('');
  const [asked, setAsked] = useState(false);
  return (
    <form className="lead-form visit__change" onSubmit={(e) => { e.preventDefault(); setAsked(true); if (rating) onSend({ rating, text: words }); }}>
      <h2>{text('How was the visit?')}</h2>
      <fieldset className="review-stars">
        <legend>{text('Your rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'review-star review-star--on' : 'review-star'}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">★</span><span className="visually-hidden">{text('{n} of 5 stars', { n })}</span>
          </label>
        ))}
      </fieldset>
      {asked && !rating ? <p className="form-message" role="alert">{text('Choose a rating from 1 to 5 stars.')}</p> : null}
      <div className="field">
        <label htmlFor="review-text">{text('A few words (optional)')} <small>({text('at most {max} characters', { max: REVIEW_TEXT_MAX })})</small></label>
        <textarea id="review-text" name="text" rows={4} maxLength={REVIEW_TEXT_MAX} value={words} onInput={(e) => setWords((e.target as HTMLTextAreaElement).value)} />
      </div>
      <div className="confirm__actions">
        <button type="submit" className="button button--accent" disabled={busy}>{text('Send review')}</button>
        <button type="button" className="button button--ghost" onClick={onKeep}>{text('Not now')}</button>
      </div>
    </form>
  );
}

/** The page's word for a review given: waiting for the owner, on the site, or read and kept off it. */
export function ReviewThanks({ status, text }: { status: 'pending' | 'approved' | 'rejected'; text: VisitWords }) {
  return (
    <p className="visit__review lead" role="status">{text(status === 'pending'
      ? 'Thank you! We read every review; yours shows on our site once we have read it.'
      : status === 'approved' ? 'Thank you! Your review is on our site.' : 'Thank you for your review.')}</p>
  );
}
