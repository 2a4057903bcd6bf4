// Which promo a booking gets. A promo without a code applies by itself (₹200 off a first booking);
// one with a code applies when the visitor types it. Offers do not add up: the visit gets the one
// that saves the most, and each other offer is named with the reason it does not apply. A landing
// page's own offer holds only for a visit booked from that page. A promo past its last day (`until`,
// India's date of booking) holds no more. A discount given at the door on proof (students, seniors)
// is never taken off online: the quote names it as a note (atDoor) and leaves the total as it is.
import type { IsoDate, Promo, VisitRules } from './rules.ts';
import { dateText, holdsOn } from './promo-words.ts';

export type PromoReason = 'unknown-code' | 'wrong-city' | 'first-booking-only' | 'smaller-than-another' | 'ended';

export interface AppliedPromo { readonly id: string; readonly label: string; readonly code?: string; readonly amount: number }
export interface PromoNotApplied {
  readonly id?: string; readonly code?: string; readonly label?: string;
  readonly reason: PromoReason; readonly message: string;
  /** For 'smaller-than-another': the label of the offer that applies instead. */
  readonly instead?: string;
}

export interface PromoQuery {
  readonly city: string;
  /** The package price the discount is taken from (add-ons and fees are not discounted). */
  readonly packagePrice: number;
  /** What the visitor typed, if anything; letter case and spaces around it do not matter. */
  readonly code?: string;
  /** Decided by the server from its records; the browser may assume it to show an estimate. */
  readonly firstBooking: boolean;
  /** The landing page's slug the lead was sent from, if it was (model/paths.ts cityOfPage of its path). */
  readonly sentFrom?: string;
  /** The day of booking in India; a promo whose `until` is before it holds no more. Left out: every promo holds. */
  readonly today?: IsoDate;
}

/** The discounts of this city given at the door on proof, still holding on `today`: the quote notes them, never subtracts them. */
export function atDoorPromos(rules: VisitRules, city: string, today?: IsoDate): Promo[] {
  return rules.promos.filter((p) => p.claim === 'at-door' && p.cities.includes(city) && (!today || holdsOn(p, today)));
}

export function choosePromo(rules: VisitRules, q: PromoQuery): { applied?: AppliedPromo; notApplied: PromoNotApplied[] } {
  const notApplied: PromoNotApplied[] = [];
  const candidates: Promo[] = [];
  const consider = (p: Promo) => {
    if (p.firstBookingOnly && !q.firstBooking) notApplied.push(refused(p, 'first-booking-only', `${p.label}: for a first booking only`));
    else candidates.push(p);
  };

  const code = q.code?.trim().toUpperCase();
  if (code) {
    const named = rules.promos.find((p) => p.code === code);
    if (!named) notApplied.push({ code, reason: 'unknown-code', message: `${code} is not a promo code we know` });
    else if (q.today && !holdsOn(named, q.today)) notApplied.push(refused(named, 'ended', `${code} ended on ${dateText(named.until!)}`));
    else if (!named.cities.includes(q.city)) {
      const where = named.cities.map((slug) => rules.cities[slug]?.name ?? slug).join(', ');
      notApplied.push(refused(named, 'wrong-city', `${code} holds in ${where} only`));
    } else consider(named);
  }
  for (const p of rules.promos) {
    if (p.code !== undefined || p.claim === 'at-door' || !p.cities.includes(q.city)) continue;
    if (q.today && !holdsOn(p, q.today)) continue;
    if (p.fromPage === undefined || p.fromPage === q.sentFrom) consider(p);
  }

  if (!candidates.length) return { notApplied };
  const saving = (p: Promo) => discount(p, q.packagePrice);
  // The code the visitor typed comes first among candidates, so it wins a tie.
  const best = candidates.reduce((a, b) => (saving(b) > saving(a) ? b : a));
  for (const p of candidates) {
    if (p !== best) notApplied.push({ ...refused(p, 'smaller-than-another', `offers do not add up: ${best.label} saves more`), instead: best.label });
  }
  return { applied: { id: best.id, label: best.label, ...(best.code && { code: best.code }), amount: saving(best) }, notApplied };
}

/** Rupees off the package price; a percent is rounded up, in the visitor's favour, and never more than the price. */
export function discount(p: Promo, packagePrice: number): number {
  const off = p.discount.kind === 'amount' ? p.discount.value : Math.ceil((packagePrice * p.discount.value) / 100);
  return Math.min(off, packagePrice);
}

function refused(p: Promo, reason: PromoReason, message: string): PromoNotApplied {
  return { id: p.id, label: p.label, ...(p.code && { code: p.code }), reason, message };
}
