// What was paid for a visit (issue 43 item 3): the groomer or the office marks a payment (cash,
// UPI with the transaction reference the customer shows, card), the office a refund; each is a
// line of its own in visit_payments, appended and never edited (the table refuses an UPDATE), and
// a line of the lead's history (desk_audit). A groomer marks only their own visits' payments.
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { rupees } from '../../model/format.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paidOf, UPI_REF_PATTERN, type PaymentMethod } from '../../model/visits/payment.ts';
import type { DeskUser } from '../roles.ts';
import type { PaymentEntry, PaymentInput } from '../wire/money.ts';
import { paymentsOf } from '../../leads/visits/payment-lines.ts';

export { paymentsOf };

/** The largest amount one line may carry: far above any visit, so a typo of extra digits is refused. */
export const MAX_PAYMENT = 100_000;
const NOTE_MAX = 200;

/** A payment as the desk sends it, or 400 naming the field. */
export function readPayment(body: Record<string, unknown>): PaymentInput {
  const { kind = 'payment', amount, method, upiRef, note } = body;
  if (kind !== 'payment' && kind !== 'refund') throw badRequest('kind: expected payment or refund');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_PAYMENT) throw badRequest(`amount: expected whole rupees from 1 to ${MAX_PAYMENT}`);
  if (typeof method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(method)) throw badRequest(`method: expected ${PAYMENT_METHODS.join(', ')}`);
  const ref = typeof upiRef === 'string' ? upiRef.trim() : upiRef;
  if (ref !== undefined && ref !== '' && (typeof ref !== 'string' || method !== 'upi' || !UPI_REF_PATTERN.test(ref))) {
    throw badRequest(method !== 'upi' ? 'upiRef: only a UPI payment has a transaction reference' : 'upiRef: expected the UPI transaction reference, 6 to 35 letters and digits');
  }
  if (note !== undefined && (typeof note !== 'string' || note.length > NOTE_MAX)) throw badRequest(`note: at most ${NOTE_MAX} characters`);
  return { kind, amount, method: method as PaymentMethod, ...(ref && { upiRef: ref as string }), ...(note && { note: (note as string).trim() }) };
}

/** A line in the lead's history: "payment ₹1,499 by UPI (ref 412345678901)", "refund ₹500 in cash". */
export function paymentWords(p: PaymentInput): string {
  const how = p.method === 'cash' ? 'in cash' : `by ${PAYMENT_METHOD_LABELS[p.method]}`;
  return `${p.kind} ${rupees(p.amount)} ${how}${p.upiRef ? ` (ref ${p.upiRef})` : ''}${p.note ? `: ${p.note}` : ''}`;
}

export async function recordPayment(db: SqlStore, visitId: number, p: PaymentInput, user: DeskUser, now = Date.now()): Promise<PaymentEntry[]> {
  if (p.kind === 'refund' && user.role === 'groomer') throw new HttpError(403, 'refunds are the office\'s: ask the office');
  return db.transaction(async (tx) => {
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const visit = await tx.get<{ lead_id: number | string; groomer_id: string; status: string; quote: string }>(`SELECT lead_id, groomer_id, status, quote FROM visits WHERE id = ?${lock}`, [visitId]);
    // Another groomer's visit is not found, as the day plan does not list it.
    if (!visit || (user.role === 'groomer' && visit.groomer_id !== user.groomerId)) throw new HttpError(404, 'visit: no such visit');
    const before = (await paymentsOf(tx, [visitId])).get(visitId) ?? [];
    const { net } = paidOf(before);
    const total = Number((JSON.parse(visit.quote) as { total?: number }).total ?? 0);
    if (p.kind === 'refund' && p.amount > net) throw new HttpError(409, `a refund of ${rupees(p.amount)} is more than was paid (${rupees(net)})`);
    if (p.kind === 'payment' && p.amount > total - net) {
      throw new HttpError(409, total - net > 0 ? `${rupees(p.amount)} is more than is owed (${rupees(total - net)} of ${rupees(total)})` : `this visit is paid in full (${rupees(total)})`);
    }
    const at = new Date(now).toISOString();
    await tx.run('INSERT INTO visit_payments (visit_id, kind, amount, method, upi_ref, note, recorded_by, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [visitId, p.kind, p.amount, p.method, p.upiRef ?? null, p.note ?? '', user.name, at]);
    await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [Number(visit.lead_id), user.name, paymentWords(p), at]);
    return (await paymentsOf(tx, [visitId])).get(visitId) ?? [];
  });
}
