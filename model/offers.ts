// The words a page says about offers, fees and cancelling, written from the same rules the quote
// is computed from (model/visits), so a page can never promise what the booking will not give.
// Pure: the build writes the texts with it, the browser never needs it.
import type { ChangeTier, FeeCondition, Promo, VisitFee, VisitRules, VisitTerms } from './visits/rules.ts';
import { describeCondition } from './visits/fees.ts';
import { dateText, promoLabel, type PromoLabeler } from './visits/promo-words.ts';
import { rupees } from './format.ts';
import { dateTextHi, describeConditionHi, feeTextHi, promoLabelHi, promoTextHi, termsTextHi } from './offers-hi.ts';

/** "₹200 off your first booking." */
export const promoText = (p: Promo): string => `${p.label}.`;

/** "Last-minute fee of ₹200, when booked at or after 6 PM for a visit the same day or the next day." */
export const feeText = (f: VisitFee): string => `${f.label} of ${rupees(f.amount)}, when ${describeCondition(f.when)}.`;

/** The offers a booking in a city gets online, in the order site.yaml lists them (not a landing page's own offer, not one given at the door). */
export const cityPromos = (rules: VisitRules, slug: string): Promo[] => rules.promos.filter((p) => p.cities.includes(slug) && p.fromPage === undefined && p.claim !== 'at-door');

/** The discounts of a city given at the door on proof (students, seniors): "10% off for students, given at the door on a student ID". */
export const doorPromos = (rules: VisitRules, slug: string): Promo[] => rules.promos.filter((p) => p.cities.includes(slug) && p.claim === 'at-door');

/** A landing page's own offer ("20% off all packages"), if it has one. */
export const pagePromo = (rules: VisitRules, landingSlug: string): Promo | undefined => rules.promos.find((p) => p.fromPage === landingSlug);

/** "Delhi", "Delhi and Noida", "Delhi, Noida and Faridabad". */
export function listNames(names: readonly string[], and = 'and'): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** Each promo with the cities it holds in, for pages that belong to no city: "₹200 off your first booking in Delhi and Noida". */
export function promosByPlace(rules: VisitRules, words = (offer: string, where: string) => `${offer} in ${where}`, and = 'and'): string[] {
  return rules.promos.filter((p) => p.fromPage === undefined && p.claim !== 'at-door').map((p) => words(p.label, listNames(p.cities.map((s) => rules.cities[s]?.name ?? s), and)));
}

/**
 * The promo with the largest percentage a visitor gets online (the one "Get Upto 30% OFF" stands
 * for), if any; a landing page's own offer is that page's, and one given at the door is not online.
 */
export function bestPercentPromo(rules: Pick<VisitRules, 'promos'>): Promo | undefined {
  return rules.promos.filter((p) => p.discount.kind === 'percent' && p.fromPage === undefined && p.claim !== 'at-door').reduce<Promo | undefined>((a, b) => (!a || b.discount.value > a.discount.value ? b : a), undefined);
}

/**
 * The cancellation and rescheduling terms in plain words, tier by tier:
 * "Cancel free of charge up to 2 hours before your visit; later than that, it costs 50% of the package price."
 * Identical terms for both are said once: "Cancel or reschedule free of charge up to 2 hours before...".
 */
export function termsText(terms: VisitTerms): string {
  const same = JSON.stringify(terms.cancel) === JSON.stringify(terms.reschedule);
  if (same) return tiersText('Cancel or reschedule', terms.cancel);
  return `${tiersText('Reschedule', terms.reschedule)} ${tiersText('Cancel', terms.cancel)}`;
}

function tiersText(verb: string, tiers: readonly ChangeTier[]): string {
  if (!tiers.length) return `To ${verb.toLowerCase()}, please call us.`;
  const parts = tiers.map((t, i) => {
    const cost = t.feePercent === 0 ? 'free of charge' : `for ${t.feePercent}% of the package price`;
    if (i === 0) return t.fromHoursBefore === 0 ? `${verb} ${cost} any time before your visit` : `${verb} ${cost} up to ${hours(t.fromHoursBefore)} before your visit`;
    const when = t.fromHoursBefore === 0 ? 'later than that' : `from ${hours(t.fromHoursBefore)} before`;
    return t.feePercent === 0 ? `${when}, it is free` : `${when}, it costs ${t.feePercent}% of the package price`;
  });
  if (tiers.at(-1)!.fromHoursBefore > 0) parts.push('nearer the time, please call us');
  return `${parts.join('; ')}.`;
}

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/** The sentences this file writes, in one language. */
export interface OfferWords {
  /** A promo's name from its rule ("₹200 off your first booking"). */
  promoLabel: PromoLabeler;
  /** A day in words: "31 January 2027". */
  dateText: (date: string) => string;
  promoText: (p: Promo) => string;
  describeCondition: (when: FeeCondition) => string;
  feeText: (f: VisitFee) => string;
  termsText: (terms: VisitTerms) => string;
}

/** The languages whose sentences are written from the rules in that language (model/offers-hi.ts). */
const WRITERS: Readonly<Record<string, OfferWords>> = {
  hi: { promoLabel: promoLabelHi, dateText: dateTextHi, promoText: promoTextHi, describeCondition: describeConditionHi, feeText: feeTextHi, termsText: termsTextHi },
};

/**
 * The sentences in a language: its own writer where one exists, else the English sentence passed
 * through `tr` (the default language's identity, or a catalog lookup for a language that has no
 * writer yet, where a changed rule asks for its translation again).
 */
export function offerWordsIn(code: string, tr: (english: string) => string): OfferWords {
  return WRITERS[code] ?? {
    promoLabel: (p, nameOf) => tr(promoLabel(p, nameOf)),
    dateText,
    promoText, // the label is the language's own already
    describeCondition: (when) => tr(describeCondition(when)),
    feeText: (f) => tr(feeText(f)),
    termsText: (terms) => tr(termsText(terms)),
  };
}
