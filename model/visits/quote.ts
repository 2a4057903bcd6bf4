// The price of a visit, line by line, in whole rupees: the package, its add-ons, each fee that
// applies with its reason, the promo that applies (and why the others do not), the total. The
// browser shows it; the server computes it again from the same rules and stores its own result.
import type { VisitRequest, VisitRules } from './rules.ts';
import { lookup, type Refusal } from './availability.ts';
import { feesThatApply, type AppliedFee } from './fees.ts';
import { atDoorPromos, choosePromo, type AppliedPromo, type PromoNotApplied } from './promos.ts';
import { indiaDate } from './time.ts';
import { sizeWords, visitPrice } from './windows.ts';

export interface QuoteQuery {
  readonly city: string; readonly request: VisitRequest;
  /** Ids of add-ons (the forms' and the city pages'); "none" or any free one adds no line. */
  readonly addOns?: readonly string[];
  readonly promoCode?: string;
  /** Whether this is the customer's first booking: the server knows; a page may assume it. */
  readonly firstBooking: boolean;
  /** The start of the chosen window and the moment of booking, epoch milliseconds. */
  readonly visitStart: number; readonly bookedAt: number;
  /** The landing page's slug the lead was sent from, for that page's own offer. */
  readonly sentFrom?: string;
}

export interface QuoteLine {
  readonly kind: 'package' | 'add-on' | 'fee' | 'promo';
  readonly id: string; readonly label: string;
  /** Rupees; a promo's is negative. */
  readonly amount: number;
  readonly reason?: string;
}

export interface Quote {
  readonly ok: true;
  readonly lines: readonly QuoteLine[];
  readonly packagePrice: number;
  readonly fees: readonly AppliedFee[];
  readonly promo?: AppliedPromo;
  readonly promosNotApplied: readonly PromoNotApplied[];
  /**
   * Discounts given at the door on proof (a student ID, proof of age): named so the visitor knows,
   * not in the lines and not taken off the total, since no one online can check the proof.
   */
  readonly atDoor: readonly { readonly id: string; readonly label: string }[];
  readonly total: number;
}

/** An add-on the package may not take (site.yaml addOns: packages). */
export interface AddOnRefused { readonly ok: false; readonly reason: 'unknown-add-on' | 'add-on-not-for-package'; readonly message: string }

export function quote(rules: VisitRules, q: QuoteQuery): Quote | Refusal | AddOnRefused {
  const found = lookup(rules, q.city, q.request);
  if (!found.ok) return found;
  const { city, pkg } = found;
  // A dog's size may change the package's price (visits.durations prices): the line says which size it priced.
  const packagePrice = visitPrice(pkg, q.request);
  const size = sizeWords(pkg, q.request);
  const lines: QuoteLine[] = [{ kind: 'package', id: pkg.id, label: pkg.name, amount: packagePrice, ...(size && { reason: size }) }];
  for (const id of q.addOns ?? []) {
    const addOn = Object.hasOwn(rules.addOns, id) ? rules.addOns[id] : undefined;
    if (!addOn) return { ok: false, reason: 'unknown-add-on', message: `unknown add-on "${id}"` };
    if (addOn.packages && !addOn.packages.includes(pkg.id)) return { ok: false, reason: 'add-on-not-for-package', message: `${addOn.label} is not offered with ${pkg.name}` };
    if (addOn.price > 0) lines.push({ kind: 'add-on', id, label: addOn.label, amount: addOn.price });
  }
  const fees = feesThatApply(city, q.bookedAt, q.visitStart);
  for (const f of fees) lines.push({ kind: 'fee', id: f.id, label: f.label, amount: f.amount, reason: f.reason });
  const today = indiaDate(q.bookedAt);
  const { applied, notApplied } = choosePromo(rules, { city: city.slug, packagePrice, code: q.promoCode, firstBooking: q.firstBooking, sentFrom: q.sentFrom, today });
  const atDoor = atDoorPromos(rules, city.slug, today).map((p) => ({ id: p.id, label: p.label }));
  if (applied) lines.push({ kind: 'promo', id: applied.id, label: applied.label, amount: -applied.amount });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { ok: true, lines, packagePrice, fees, ...(applied && { promo: applied }), promosNotApplied: notApplied, atDoor, total };
}
