// The customer's page's money (issue 43 items 2 and 6): "Pay ₹N by UPI" while something is due
// (a city's deposit before the visit, else what is owed), and, once something is paid, a receipt:
// the business, its address and tax number, the payments and how they were made. Payment lines are
// the desk's (desk/visits/payments.ts); the customer never sees who marked one.
import type { Sql } from '../../store/sql.ts';
import { paidOf } from '../../model/visits/payment.ts';
import type { CityVisitRules } from '../../model/visits/rules.ts';
import type { LinkedVisit, VisitView } from './customer-visit.ts';
import { upiPay } from './pay-by-upi.ts';
import { paymentsOf } from './payment-lines.ts';
import type { VisitSettings } from './settings.ts';

export async function withMoneyOfLink(sql: Pick<Sql, 'all'>, settings: VisitSettings, found: { visit: LinkedVisit; city: CityVisitRules }, view: VisitView): Promise<VisitView> {
  const { visit: v, city } = found;
  const lines = (await paymentsOf(sql, [v.id])).get(v.id) ?? [];
  const { net } = paidOf(lines);
  const pay = await upiPay(settings, { total: v.quote.total, status: v.status, reference: v.reference, lines, ...(city.deposit && { deposit: city.deposit }) });
  const receipt = lines.length && settings.payments ? {
    business: settings.business.brand, address: settings.payments.address, ...(settings.payments.taxId && { taxId: settings.payments.taxId }), reference: v.reference,
    payments: lines.map((l) => ({ kind: l.kind, amount: l.amount, method: l.method, ...(l.upiRef && { upiRef: l.upiRef }), at: l.at })),
    paid: net, owed: Math.max(0, v.quote.total - net),
  } : undefined;
  return { ...view, ...(v.reference && { reference: v.reference }), paid: net, ...(pay && { pay }), ...(receipt && { receipt }) };
}
