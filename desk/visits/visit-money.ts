// Each visit of the day plan with its money (issue 43): the payment lines, what they add up to,
// what is still owed of the stored total, and "Pay ₹N by UPI" (link and QR code, drawn on the
// server) for the groomer to show at the door.
import type { Sql } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { upiPay } from '../../leads/visits/pay-by-upi.ts';
import { paidOf } from '../../model/visits/payment.ts';
import type { VisitMoney } from '../wire/money.ts';
import { paymentsOf } from './payments.ts';

interface MoneyVisit { id: number; city: string; status: string; total: number; customerChange?: { kind: string; fee: number } }

export async function withMoney<V extends MoneyVisit>(db: Pick<Sql, 'all'>, settings: VisitSettings | undefined, visits: readonly V[], references: ReadonlyMap<number, string>): Promise<(V & { money: VisitMoney })[]> {
  const payments = await paymentsOf(db, visits.map((v) => v.id));
  return Promise.all(visits.map(async (v) => {
    const lines = payments.get(v.id) ?? [];
    const { net } = paidOf(lines);
    const upi = settings && await upiPay(settings, {
      total: v.total, status: v.status, reference: references.get(v.id) ?? '', lines,
      ...(settings.rules.cities[v.city]?.deposit && { deposit: settings.rules.cities[v.city].deposit }),
    });
    // A cancelled visit owes nothing but the fee its terms charged when the customer cancelled on
    // their link; what was paid beyond it is the refund due (the office marks it as a line of its own).
    const cancelled = v.status === 'cancelled';
    const fee = cancelled && v.customerChange?.kind === 'cancelled' ? v.customerChange.fee : 0;
    const owed = v.status === 'no-show' ? 0 : Math.max(0, (cancelled ? fee : v.total) - net);
    const refundDue = cancelled ? Math.max(0, net - fee) : 0;
    return { ...v, money: { payments: lines, paid: net, owed, ...(refundDue && { refundDue }), ...(upi && { upi }) } };
  }));
}
