// The words a page says about offers, fees and cancelling, written from the same rules the quote
// is computed from (model/visits), so a page can never promise what the booking will not give.
// Pure: the build writes the texts with it, the browser never needs it.
import type { ChangeTier, CityVisitRules, Promo, VisitFee, VisitRules, VisitTerms } from './visits/rules.ts';
import { describeCondition } from './visits/fees.ts';
import { rupees } from './format.ts';

/** "₹200 off your first booking." */
export const promoText = (p: Promo): string => `${p.label}.`;

/** "Last-minute fee of ₹200, when booked at or after 6 PM for a visit the same day or the next day." */
export const feeText = (f: VisitFee): string => `${f.label} of ${rupees(f.amount)}, when ${describeCondition(f.when)}.`;

/** The promos that hold in a city, in the order site.yaml lists them (not a landing page's own offer). */
export const cityPromos = (rules: VisitRules, slug: string): Promo[] => rules.promos.filter((p) => p.cities.includes(slug) && p.fromPage === undefined);

/** A landing page's own offer ("20% off all packages"), if it has one. */
export const pagePromo = (rules: VisitRules, landingSlug: string): Promo | undefined => rules.promos.find((p) => p.fromPage === landingSlug);

/** "Delhi", "Delhi and Noida", "Delhi, Noida and Faridabad". */
export function listNames(names: readonly string[], and = 'and'): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** Each promo with the cities it holds in, for pages that belong to no city: "₹200 off your first booking in Delhi and Noida". */
export function promosByPlace(rules: VisitRules, words = (offer: string, where: string) => `${offer} in ${where}`, and = 'and'): string[] {
  return rules.promos.filter((p) => p.fromPage === undefined).map((p) => words(p.label, listNames(p.cities.map((s) => rules.cities[s]?.name ?? s), and)));
}

/** The promo with the largest percentage (the one "Get Upto 30% OFF" stands for), if any; a landing page's own offer is that page's. */
export function bestPercentPromo(rules: VisitRules): Promo | undefined {
  return rules.promos.filter((p) => p.discount.kind === 'percent' && p.fromPage === undefined).reduce<Promo | undefined>((a, b) => (!a || b.discount.value > a.discount.value ? b : a), undefined);
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

/** A city's fees in words, in the order site.yaml lists them. */
export const feeTexts = (city: CityVisitRules): string[] => city.fees.map(feeText);
