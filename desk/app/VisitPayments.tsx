import { useState, type FormEvent } from 'react';
import { rupees } from '../../model/format.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../model/visits/payment.ts';
import { call } from './client.ts';
import type { PlanVisit } from '../wire/visits.ts';

/**
 * A visit's money on its card (issue 43): "Pay ₹N by UPI" with its QR code to show at the door,
 * what was paid and how (each line as marked, never edited), what is still owed (flagged once the
 * visit is done), and a form to mark a payment; the office may also mark a refund.
 */
export function VisitPayments({ visit, office, onChanged }: { visit: PlanVisit; office: boolean; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  const m = visit.money;
  if (!m) return null;
  const unpaidDone = visit.status === 'done' && m.owed > 0;

  async function mark(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const upiRef = String(f.get('upiRef') ?? '').trim();
    try {
      await call(`visits/${visit.id}/payments`, { method: 'POST', body: {
        kind: f.get('kind') ?? 'payment', amount: Number(f.get('amount')), method: f.get('method'), ...(upiRef && { upiRef }),
      } });
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="money">
      <p className={unpaidDone ? 'flag flag-overdue' : 'meta'}>
        {m.paid ? `Paid ${rupees(m.paid)}` : 'Not paid yet'}{m.owed > 0 ? ` · owed ${rupees(m.owed)}` : ' · paid in full'}{unpaidDone ? ': done, not paid' : ''}
      </p>
      {m.refundDue ? <p className="flag">Refund due under the terms: {rupees(m.refundDue)}</p> : null}
      {m.payments.length ? (
        <ul className="payments">
          {m.payments.map((p) => <li key={p.id}>{p.kind === 'refund' ? 'Refund' : 'Paid'} {rupees(p.amount)}, {PAYMENT_METHOD_LABELS[p.method]}{p.upiRef ? ` (ref ${p.upiRef})` : ''}, by {p.by}</li>)}
        </ul>
      ) : null}
      {m.upi ? (
        // The groomer shows the code at the door; the office has it folded.
        <details className="upi" open={!office || undefined}>
          <summary>{m.upi.kind === 'deposit' ? 'Deposit' : 'Pay'} {rupees(m.upi.amount)} by UPI</summary>
          <a href={m.upi.uri}><img src={m.upi.qr} width="200" height="200" alt={`UPI QR code to pay ${rupees(m.upi.amount)}`} /></a>
        </details>
      ) : null}
      {m.owed > 0 || (office && m.paid > 0) ? (
        <details className="mark-paid">
          <summary>Mark a payment</summary>
          <form onSubmit={(e) => void mark(e)}>
            {office ? <label>Kind <select name="kind" defaultValue={m.refundDue ? 'refund' : 'payment'}><option value="payment">Payment</option><option value="refund">Refund</option></select></label> : null}
            <label>Amount (₹) <input name="amount" type="number" inputMode="numeric" min="1" step="1" defaultValue={m.refundDue || m.owed || undefined} required /></label>
            <label>How <select name="method">{PAYMENT_METHODS.map((x) => <option key={x} value={x}>{PAYMENT_METHOD_LABELS[x]}</option>)}</select></label>
            <label>UPI reference (if shown) <input name="upiRef" autoComplete="off" maxLength={35} /></label>
            <button type="submit">Save payment</button>
          </form>
        </details>
      ) : null}
      <p className="error" role="alert">{problem}</p>
    </div>
  );
}
