// A promo's name, written from its rule, so no figure of an offer is typed twice: "₹200 off your
// first booking", "20% off with promo code DELHI20", "20% off all packages (Delhi NCR page offer,
// until 31 January 2027)", "10% off for students, given at the door on a student ID". The quote
// names its promo line by it and the pages say it (model/offers.ts). model/offers-hi.ts writes the
// same in Hindi. Pure: the browser may bundle it.
import type { IsoDate, PromoClaim, PromoWho } from './rules.ts';

/** What a promo's name is written from (RawPromo with its defaults filled). */
export interface PromoFacts {
  readonly discount: { readonly kind: 'amount' | 'percent'; readonly value: number };
  readonly code?: string;
  readonly firstBookingOnly: boolean;
  readonly fromPage?: string;
  readonly who: PromoWho;
  readonly age?: number;
  readonly claim: PromoClaim;
  readonly until?: IsoDate;
}

/** Writes a promo's name; `nameOf` gives a page's or city's name by its slug. */
export type PromoLabeler = (p: PromoFacts, nameOf: (slug: string) => string) => string;

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "31 January 2027" for "2027-01-31". */
export function dateText(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

const off = (p: PromoFacts) => (p.discount.kind === 'amount' ? `₹${p.discount.value.toLocaleString('en-IN')}` : `${p.discount.value}%`) + ' off';

/** The English name of a promo. */
export const promoLabel: PromoLabeler = (p, nameOf) => {
  const until = p.until ? `until ${dateText(p.until)}` : '';
  if (p.claim === 'at-door') {
    const whom = p.who === 'students' ? 'students' : p.who === 'seniors' ? `senior citizens (${p.age}+)` : 'everyone';
    const proof = p.who === 'students' ? 'a student ID' : p.who === 'seniors' ? 'proof of age' : 'asking';
    return `${off(p)} for ${whom}, given at the door on ${proof}${until ? `, ${until}` : ''}`;
  }
  if (p.fromPage !== undefined) return `${off(p)} all packages (${nameOf(p.fromPage)} page offer${until ? `, ${until}` : ''})`;
  const base = p.code ? `${off(p)} with promo code ${p.code}` : p.firstBookingOnly ? `${off(p)} your first booking` : `${off(p)} every booking`;
  return until ? `${base}, ${until}` : base;
};

/** Whether a promo still holds on this day (India's date): it has no last day, or that day is not past. */
export const holdsOn = (p: { readonly until?: IsoDate }, today: IsoDate): boolean => p.until === undefined || today <= p.until;
