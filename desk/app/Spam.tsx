import { useEffect, useState } from 'react';
import { kindLabel } from '../../model/lead-facts.ts';
import { call } from './client.ts';
import { formatWhen, SPAM_REASONS } from './format.ts';
import type { SpamLead, SpamView } from '../wire/leads.ts';

/** Leads the server thinks likely spam, to confirm or restore, and those marked spam, to restore. */
export function Spam({ onError }: { onError: (e: unknown) => void }) {
  const [view, setView] = useState<SpamView | undefined>();
  const [problem, setProblem] = useState('');
  const load = () => call<SpamView>('spam').then(setView, onError);
  useEffect(() => void load(), []);

  async function judge(id: number, spam: boolean) {
    try {
      await call(`leads/${id}/spam`, { method: 'POST', body: { spam } });
      setProblem('');
      await load();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onError(error);
    }
  }

  if (!view) return <p>Loading…</p>;
  const rows = (list: SpamLead[], confirm: boolean) => (
    <ol className="leads">
      {list.map((l) => (
        <li key={l.id}>
          <a className="open" href={`#lead-${l.id}`}>
            <span className="card-top"><strong>{l.name || l.phone}</strong><span className={`status status-${l.status}`}>{l.status}</span></span>
            <span className="meta">{kindLabel({ ...l, fields: {} })} · {formatWhen(l.receivedAt)}{l.city ? ` · ${l.city}` : ''}</span>
            {l.likelySpam && <span className="meta">Why: {SPAM_REASONS[l.likelySpam] ?? l.likelySpam}{l.formMs !== null ? ` (form open ${(l.formMs / 1000).toFixed(1)} s)` : ''}</span>}
          </a>
          <span className="actions">
            {confirm && <button type="button" onClick={() => void judge(l.id, true)} aria-label={`Spam: ${l.name || l.phone}`}>Spam</button>}
            <button type="button" className="secondary" onClick={() => void judge(l.id, false)} aria-label={`Not spam: ${l.name || l.phone}`}>Not spam</button>
          </span>
        </li>
      ))}
    </ol>
  );
  return (
    <section aria-labelledby="spam-heading">
      <h1 id="spam-heading">Spam</h1>
      {problem && <p className="error" role="alert">{problem}</p>}
      <h2>Likely spam ({view.likely.length})</h2>
      <p className="meta">Stored and announced like any lead; the server only doubts them. Confirm or restore each.</p>
      {view.likely.length ? rows(view.likely, true) : <p>None waiting.</p>}
      <h2>Marked spam ({view.marked.length})</h2>
      {view.marked.length ? rows(view.marked, false) : <p>None.</p>}
    </section>
  );
}
