// The customer's own page (/b/<token>): the visit as the server keeps it (day, window, package,
// the quote's lines and total, the city's terms), and the two changes a customer may make: move
// it to another open window, or cancel it. Before either is confirmed the page shows what it costs
// at this moment under the city's terms (model/visits changeFee, the function the server runs
// again when it makes the change). The token stays in the address; it is never stored here. The
// move form (MoveVisit.tsx, with the window picker) loads only when the customer asks to move.
import { useLayoutEffect, useState } from 'react';
import { changeFee, type ChangeFee, type ChangeKind } from '../model/visits/terms.ts';
import type { QuoteLine } from '../model/visits/quote.ts';
import type { VisitTerms } from '../model/visits/rules.ts';
import { rupees } from '../model/format.ts';
import { dayWords, windowWords } from './forms/visit-words.ts';
import type MoveVisitForm from './MoveVisit.tsx';

/** `apiBase`: site.yaml api.base, as a prop so this page's chunk needs no runtime config. */
export interface VisitLinkProps { apiBase: string; callHref: string; callLabel: string; phone: string }

/** GET {api.base}/visit/<token> (leads/visits/customer-visit.ts VisitView). */
interface View {
  date: string; window: string; status: 'held' | 'cancelled'; city: string; lines: QuoteLine[]; total: number;
  start: number; packagePrice: number; terms: VisitTerms; termsText: string;
  ask: Record<string, string>;
}

/** `attempt` remounts the move form after a refused move, so it asks for the open windows again. */
type Step = { kind: 'view' } | { kind: 'move'; attempt: number } | { kind: 'cancel' };

function feeWords(fee: ChangeFee, what: string): string {
  if (!fee.allowed) return fee.message;
  return fee.fee === 0 ? `${what} now is free of charge.` : `${what} now costs ${rupees(fee.fee)} (${fee.feePercent}% of the package price).`;
}

export default function VisitLink({ apiBase, callHref, callLabel, phone }: VisitLinkProps) {
  const [view, setView] = useState<View | 'loading' | 'gone' | 'failed'>('loading');
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [MoveVisit, setMoveVisit] = useState<typeof MoveVisitForm>();
  const token = typeof location === 'undefined' ? '' : location.pathname.replace(/^\/b\//, '').replace(/\/$/, '');
  const url = `${apiBase}/visit/${encodeURIComponent(token)}`;

  useLayoutEffect(() => {
    fetch(url, { cache: 'no-store' })
      .then(async (res) => setView(res.ok ? await res.json() : res.status === 404 ? 'gone' : 'failed'))
      .catch(() => setView('failed'));
  }, []);

  const call = <a className="button button--accent" href={callHref}>{callLabel}</a>;
  if (view === 'loading') return <p className="lead" role="status">Opening your visit… If nothing shows, call us at {phone}.</p>;
  if (view === 'gone') return <><p className="lead">This link is unknown or no longer open: a visit's link closes after its day. Call us to book or change a visit.</p>{call}</>;
  if (view === 'failed') return <><p className="lead">We could not open your visit just now. Try again in a minute, or call us at {phone}.</p>{call}</>;

  const fee = (kind: ChangeKind) => changeFee(view, { kind, visitStart: view.start, packagePrice: view.packagePrice, now: Date.now() });
  const startMove = (attempt: number) => {
    setStep({ kind: 'move', attempt });
    if (!MoveVisit) {
      import('./MoveVisit.tsx').then((m) => setMoveVisit(() => m.default), () => setMessage('We could not open the move just now. Try again, or call us.'));
    }
  };
  const change = async (action: 'move' | 'cancel', body: object) => {
    setBusy(true);
    setMessage('');
    try {
      const res = await fetch(`${url}/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });
      const answer = await res.json().catch(() => null);
      if (res.ok && answer) {
        setView(answer);
        setStep({ kind: 'view' });
        setMessage(action === 'move' ? `Moved. The fee for the move: ${answer.fee ? rupees(answer.fee) : 'none'}.` : `Cancelled. The fee for cancelling: ${answer.fee ? rupees(answer.fee) : 'none'}.`);
      } else {
        setMessage(typeof answer?.message === 'string' ? answer.message : 'server error');
        if (res.status === 409 && action === 'move') startMove(step.kind === 'move' ? step.attempt + 1 : 0);
      }
    } catch {
      setMessage('server error');
    }
    setBusy(false);
  };

  const held = view.status === 'held';
  const rows: [string, string][] = [
    ['Day', dayWords(view.date)], ['Arrival window', windowWords(view.window)], ['City', view.city],
    ...view.lines.map((l): [string, string] => [l.label, l.amount < 0 ? `− ${rupees(-l.amount)}` : rupees(l.amount)]),
    ['Total', rupees(view.total)],
  ];
  return (
    <div className="visit">
      {held ? null : <p className="visit__cancelled lead">This visit is cancelled.</p>}
      <dl className="confirm__rows">{rows.map(([k, v], i) => <div key={`${i}-${k}`}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <p className="visit__terms">{view.termsText}</p>
      <p className="form-message" role="alert">{message || null}</p>
      {held && step.kind === 'view' ? (
        <div className="confirm__actions">
          <button type="button" className="button button--accent" onClick={() => { setMessage(''); startMove(0); }}>Move to another window</button>
          <button type="button" className="button button--ghost" onClick={() => { setMessage(''); setStep({ kind: 'cancel' }); }}>Cancel the visit</button>
        </div>
      ) : null}
      {held && step.kind === 'move' ? (MoveVisit ? (
        <MoveVisit key={step.attempt} apiBase={apiBase} ask={view.ask} feeText={feeWords(fee('reschedule'), 'Moving')} allowed={fee('reschedule').allowed}
          busy={busy} onMove={(chosen) => void change('move', { date: chosen.date, window: chosen.window })} onKeep={() => setStep({ kind: 'view' })} />
      ) : <p role="status">Finding open windows…</p>) : null}
      {held && step.kind === 'cancel' ? (
        <div className="visit__change">
          <h2>Cancel your visit</h2>
          <p className="visit__fee" role="status">{feeWords(fee('cancel'), 'Cancelling')}</p>
          <div className="confirm__actions">
            <button type="button" className="button button--accent" disabled={busy || !fee('cancel').allowed} onClick={() => void change('cancel', {})}>Yes, cancel it</button>
            <button type="button" className="button button--ghost" onClick={() => setStep({ kind: 'view' })}>Keep my visit</button>
          </div>
        </div>
      ) : null}
      {call}
    </div>
  );
}
