import { useState } from 'react';
import { call } from './client.ts';
import { customerChangeWords } from './format.ts';
import type { Visit } from '../wire/visits.ts';

/**
 * What the customer last did on their own link, on the office's view of a visit; until staff mark
 * it handled it is flagged, and Due lists it. The mark names the change staff saw, so a newer one
 * is refused rather than marked unseen.
 */
export function CustomerChangeNote({ visit, onChanged }: { visit: Pick<Visit, 'id' | 'customerChange'>; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  const change = visit.customerChange;
  if (!change) return null;
  async function handled() {
    try {
      await call(`visits/${visit.id}/customer-change`, { method: 'POST', body: { changedAt: change!.at } });
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  const words = customerChangeWords(change);
  if (change.handled) return <p className="meta">{words}{change.handledBy ? `; handled by ${change.handledBy}` : ''}</p>;
  return (
    <div className="customer-change">
      <p><strong>{words}</strong>: {change.kind === 'cancelled' ? 'call to confirm, or offer another day' : 'call to confirm'}</p>
      <button type="button" className="secondary" onClick={() => void handled()}>Mark handled</button>
      {problem && <p className="error" role="alert">{problem}</p>}
    </div>
  );
}
