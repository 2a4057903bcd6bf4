// site.yaml's visit rules (already validated) to the read-only VisitRules the engine reads:
// clock times become minutes, a groomer without hours works the city's, one without areas
// covers all of them, a city without terms takes cityDefaults' terms. Pure, so the build
// (pipeline/resolve.ts), the server and the tests turn the same YAML into the same rules.
import type { RawSite } from '../types.ts';
import { DEFAULT_GROOM_EVERY_WEEKS, type ChangeTier, type CityVisitRules, type DayHours, type PackageRule, type Promo, type RawChangeTier, type RawPromo, type RawVisitTerms, type VisitRules } from './rules.ts';
import { clockMinutes } from './time.ts';
import { promoLabel, type PromoLabeler } from './promo-words.ts';

/**
 * The rules, or undefined for a site that takes no bookable visits (no `visits:` in site.yaml).
 * `label` writes each promo's name from its rule, in the edition's language (English by default).
 */
export function resolveVisitRules(raw: RawSite, label: PromoLabeler = promoLabel): VisitRules | undefined {
  const v = raw.visits;
  if (!v) return undefined;
  const packages: Record<string, PackageRule> = {};
  for (const d of v.durations) {
    const p = raw.packages.find((x) => x.id === d.package)!;
    const prices = { cat: p.offerPrice, smallDog: d.prices?.smallDog ?? p.offerPrice, largeDog: d.prices?.largeDog ?? p.offerPrice };
    packages[p.id] = {
      id: p.id, name: p.name, price: p.offerPrice, minutes: { cat: d.cat, smallDog: d.smallDog, largeDog: d.largeDog }, prices,
      groomEveryWeeks: d.groomEveryWeeks ?? v.groomEveryWeeks ?? DEFAULT_GROOM_EVERY_WEEKS,
    };
  }
  const addOns = Object.fromEntries(raw.addOns.map((a) => [a.id, { label: a.label, price: a.price, ...(a.packages && { packages: [...a.packages] }) }]));
  const defaultTerms = raw.cityDefaults.visits?.terms;
  const nameOf = (slug: string) => raw.cities.find((c) => c.slug === slug)?.name ?? slug;
  const cities: Record<string, CityVisitRules> = {};
  for (const c of raw.cities) {
    if (c.landing || !c.visits) continue;
    const cityHours = minutesOf(c.hours ?? raw.cityDefaults.hours);
    const terms = c.visits.terms ?? defaultTerms;
    const deposit = c.visits.deposit ?? raw.cityDefaults.visits?.deposit;
    if (!terms) continue; // validation reports a city with no terms of its own and none by default
    cities[c.slug] = {
      slug: c.slug, name: c.name, hours: cityHours, serviceAreas: [...c.serviceAreas],
      groomers: c.visits.team.map((g) => ({
        id: g.id, name: g.name, days: [...g.days], hours: g.hours ? minutesOf(g.hours) : cityHours,
        areas: [...(g.areas ?? c.serviceAreas)], daysOff: [...(g.daysOff ?? [])], ...(g.commission && { commission: g.commission }),
      })),
      fees: (c.visits.fees ?? []).map((f) => ({
        id: f.id, label: f.label, amount: f.amount,
        when: {
          ...(f.when.bookedFrom !== undefined && { bookedFrom: clockMinutes(f.when.bookedFrom) }),
          ...(f.when.bookedBefore !== undefined && { bookedBefore: clockMinutes(f.when.bookedBefore) }),
          ...(f.when.visitWithinDays !== undefined && { visitWithinDays: f.when.visitWithinDays }),
        },
      })),
      terms: termsOf(terms),
      ...(deposit && { deposit: deposit.amount !== undefined ? { kind: 'amount' as const, value: deposit.amount } : { kind: 'percent' as const, value: deposit.percent! } }),
    };
  }
  return deepFreeze({
    windowMinutes: v.windowMinutes, horizonDays: v.horizonDays, leadMinutes: v.leadMinutes, travelMinutes: v.travelMinutes,
    packages, addOns, promos: v.promos.map((p) => promoOf(p, label, nameOf)), cities,
  });
}

function promoOf(p: RawPromo, label: PromoLabeler, nameOf: (slug: string) => string): Promo {
  const facts = {
    ...(p.code !== undefined && { code: p.code }),
    discount: p.amount !== undefined ? { kind: 'amount' as const, value: p.amount } : { kind: 'percent' as const, value: p.percent! },
    firstBookingOnly: p.firstBookingOnly ?? false, ...(p.fromPage !== undefined && { fromPage: p.fromPage }),
    who: p.who ?? 'everyone', ...(p.age !== undefined && { age: p.age }),
    // Left out, the claim follows from the rest; a discount for students or seniors is always given at the door.
    claim: p.claim ?? (p.code !== undefined ? 'code' : p.fromPage !== undefined ? 'page' : (p.who ?? 'everyone') !== 'everyone' ? 'at-door' : 'automatic'),
    ...(p.until !== undefined && { until: p.until }),
  };
  return { id: p.id, label: label(facts, nameOf), ...facts, cities: [...p.cities] };
}

const minutesOf = (h: { opens: string; closes: string }): DayHours => ({ opens: clockMinutes(h.opens), closes: clockMinutes(h.closes) });

/** Furthest tier first, so the first tier a moment reaches is the one that applies. */
function termsOf(t: RawVisitTerms): { cancel: ChangeTier[]; reschedule: ChangeTier[] } {
  const sorted = (tiers: RawChangeTier[]) => [...tiers].sort((a, b) => b.fromHoursBefore - a.fromHoursBefore);
  return { cancel: sorted(t.cancel), reschedule: sorted(t.reschedule) };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
