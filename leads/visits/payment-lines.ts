// A visit's payment lines as visit_payments keeps them (store/migrations/payments.ts), read for
// the customer's page and receipt (customer-visit.ts) and the desk's cards and money
// (desk/visits/). Written only by desk/visits/payments.ts, appended, never edited.
import type { Sql } from '../../store/sql.ts';
import type { PaymentEntry, PaymentMethod } from '../../model/visits/payment.ts';

export interface PaymentRow { id: number | string; visit_id: number | string; kind: 'payment' | 'refund'; amount: number | string; method: PaymentMethod; upi_ref: string | null; note: string; recorded_by: string; at: string }

export const entryOf = (r: PaymentRow): PaymentEntry => ({
  id: Number(r.id), kind: r.kind, amount: Number(r.amount), method: r.method,
  ...(r.upi_ref && { upiRef: r.upi_ref }), ...(r.note && { note: r.note }), by: r.recorded_by, at: r.at,
});

/** The payment lines of these visits, by visit, in the order they were marked. */
export async function paymentsOf(db: Pick<Sql, 'all'>, visitIds: readonly number[]): Promise<Map<number, PaymentEntry[]>> {
  const out = new Map<number, PaymentEntry[]>();
  if (!visitIds.length) return out;
  const rows = await db.all<PaymentRow>(`SELECT * FROM visit_payments WHERE visit_id IN (${visitIds.map(() => '?').join(', ')}) ORDER BY id`, [...visitIds]);
  for (const r of rows) {
    const id = Number(r.visit_id);
    out.set(id, [...(out.get(id) ?? []), entryOf(r)]);
  }
  return out;
}

