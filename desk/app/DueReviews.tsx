import { useEffect, useState } from 'react';
import { call } from './client.ts';
import type { DeskReview, ReviewDecided, ReviewList } from '../wire/reviews.ts';

/**
 * Due's reviews from customers' links (issue 44): each waiting one with its stars, words, who and
 * which visit. The owner approves (the site shows it within seconds) or rejects; staff see them.
 */
export function DueReviews({ owner, version }: { owner: boolean; version: number }) {
  const [list, setList] = useState<DeskReview[]>([]);
  const [said, setSaid] = useState('');
  const load = () => call<ReviewList>('reviews').then((r) => setList(r.pending), (e: Error) => setSaid(e.message));
  useEffect(() => void load(), [version]);
  if (list.length === 0 && !said) return null;
  async function decide(r: DeskReview, decision: 'approve' | 'reject') {
    try {
      const done = await call<ReviewDecided>(`reviews/${r.visitId}`, { method: 'POST', body: { decision } });
      setSaid(done.published.ok ? `${r.firstName}'s review ${done.review.status}; the site shows ${done.published.shown} review${done.published.shown === 1 ? '' : 's'}.` : done.published.message);
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
    void load();
  }
  return (
    <>
      <h2>Reviews to read ({list.length})</h2>
      <ol className="leads">
        {list.map((r) => (
          <li key={r.visitId} className="due-review">
            <a className="open" href={`#lead-${r.leadId}`}>
              <strong>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}<span className="visually-hidden"> {r.rating} of 5</span> {r.firstName}, {r.locality}</strong>
              <span className="meta">{r.package}, visit of {r.date}</span>
            </a>
            {r.text && <blockquote>{r.text}</blockquote>}
            {owner ? (
              <div className="message">
                <button type="button" onClick={() => void decide(r, 'approve')}>Approve<span className="visually-hidden"> {r.firstName}'s review</span></button>
                <button type="button" className="quiet" onClick={() => void decide(r, 'reject')}>Reject<span className="visually-hidden"> {r.firstName}'s review</span></button>
              </div>
            ) : <p className="meta">The owner approves it before it shows on the site.</p>}
          </li>
        ))}
      </ol>
      <p className="error" role="status">{said}</p>
    </>
  );
}
