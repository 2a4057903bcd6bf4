import { useEffect, useState } from 'react';
import type { SiteHistory } from '../../wire/site-editor.ts';
import { call } from '../client.ts';
import { formatWhen } from '../format.ts';
import { DiffView } from './Review.tsx';

/**
 * Every publish from the desk, newest first: who, when, their note, the change (folded). The
 * latest can be undone while site.yaml has not changed since; undoing is itself a publish.
 */
export function History({ reloadKey, pending, onUndo, onError }: { reloadKey: number; pending: number; onUndo: (id: number) => Promise<void>; onError: (e: unknown) => void }) {
  const [history, setHistory] = useState<SiteHistory | undefined>();
  const [asking, setAsking] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => void call<SiteHistory>('site/history').then(setHistory, onError), [reloadKey]);

  const undo = async (id: number) => {
    setBusy(true);
    try {
      await onUndo(id);
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };
  return (
    <section className="site-history" aria-labelledby="site-history-heading">
      <h2 id="site-history-heading">History</h2>
      {!history ? <p>Loading…</p> : history.entries.length === 0 ? <p className="meta">Nothing published from the desk yet.</p> : (
        <ol className="history">
          {history.entries.map((h) => (
            <li key={h.id}>
              <p><strong>{formatWhen(h.at)}</strong> · {h.by}{h.undoOf !== undefined && <span className="meta"> · undid the change of {formatWhen(history.entries.find((x) => x.id === h.undoOf)?.at ?? h.at)}</span>}</p>
              {h.note && <p className="note">{h.note}</p>}
              <details><summary>What changed</summary><DiffView diff={h.diff} label={`What changed on ${formatWhen(h.at)}`} /></details>
              {h.undoable && (asking === h.id ? (
                <div className="confirm">
                  <p>This publishes the site as it was before this change.</p>
                  <button type="button" disabled={busy} onClick={() => void undo(h.id)}>Undo now</button>
                  <button type="button" className="quiet" onClick={() => setAsking(undefined)}>Keep it</button>
                </div>
              ) : (
                <button type="button" className="secondary" disabled={pending > 0} onClick={() => setAsking(h.id)}>Undo this change</button>
              ))}
              {h.undoable && pending > 0 && <p className="meta">Publish or discard your changes before undoing.</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
