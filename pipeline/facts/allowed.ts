// What the catalogue allows a page about `place` to state, from the resolved Site alone: the
// figures of site.yaml as the build resolved them, never figures read off other pages.
import type { Site } from '../../model/types.ts';
import type { CityVisitRules, Promo } from '../../model/visits/rules.ts';
import { savingPercent } from '../../model/format.ts';
import { factsIn } from './read-facts.ts';
import type { Place } from './place.ts';

/** A range of minutes after midnight, [from, to]. */
export interface Span { from: number; to: number; whose: string }

export interface Allowed {
  /** Rupee figures any page of this place may state: prices, add-ons, savings, its fees, its promos' amounts. */
  prices: Set<number>;
  /** Figures allowed only next to the name of a city (a general page stating one city's fee). */
  pricesNear: Map<number, string[]>;
  /** "from ₹N": the lowest price of a group of packages, or of the whole site. */
  fromPrices: Set<number>;
  amountsOff: Set<number>;
  percents: Set<number>;
  /** "up to N%": the best percent of the place's offers. */
  bestPercent: number;
  /** Hours a page may state whole (opening to closing), and within which an arrival window may lie. */
  spans: Span[];
  /** Single times: openings, closings, arrival windows' starts and ends, fee trigger times. */
  times: Set<number>;
  windowMinutes: number;
  /** Hours before a visit: the terms' tiers and the booking lead time. */
  notices: Set<number>;
  packages: Set<number>;
  cities: Set<number>;
  days: Set<number>;
  /** Each package's offer price by its name's first word ("designer haircuts from ₹1,399" is that package's own price). */
  packagePrices: { word: string; price: number }[];
  /** The packages an "every package" claim speaks of: those a page of this place shows. */
  shownPackages: Site['packages'];
  /** What the catalogue says, in a few words, per kind: for the message. */
  says: Record<string, string>;
}

const hhmm = (s: string): number => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
const list = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b).join(', ');
const words = (xs: Iterable<string>) => [...new Set(xs)].join(', ');

export function allowedFor(site: Site, place: Place): Allowed {
  const rules = site.visits;
  const allCities = rules ? Object.values(rules.cities) : [];
  const own = place.kind === 'city' ? rules?.cities[place.city.slug] : undefined;
  // Whose fees, terms and hours a page speaks of: its city's, or (general and landing pages) every city's.
  const cities: readonly CityVisitRules[] = own ? [own] : place.kind === 'on-request' ? [] : allCities;
  const promos: readonly Promo[] = !rules ? [] : place.kind === 'city' ? rules.promos.filter((p) => p.cities.includes(place.city.slug) && (p.fromPage === undefined))
    : place.kind === 'on-request' ? [] : rules.promos;

  const prices = new Set<number>();
  const pricesNear = new Map<number, string[]>();
  for (const p of [...site.packages, ...site.boarding.plans]) {
    prices.add(p.offerPrice).add(p.listPrice).add(p.listPrice - p.offerPrice);
  }
  for (const a of site.addOns) prices.add(a.price);
  for (const a of Object.values(rules?.addOns ?? {})) prices.add(a.price);
  prices.add(site.raw.donation.dailyAmount);
  for (const c of cities) for (const f of c.fees) prices.add(f.amount);
  if (place.kind === 'general') for (const c of allCities) for (const f of c.fees) pricesNear.set(f.amount, [...(pricesNear.get(f.amount) ?? []), c.name]);
  const amountsOff = new Set<number>();
  for (const p of promos) if (p.discount.kind === 'amount') { amountsOff.add(p.discount.value); prices.add(p.discount.value); }

  const groups = [site.packages, site.packageGroups.grooming, site.packageGroups.haircut, site.boarding.plans].filter((g) => g.length);
  const fromPrices = new Set([site.fromPrice, ...groups.map((g) => Math.min(...g.map((p: { offerPrice: number }) => p.offerPrice)))]);

  const percents = new Set<number>();
  for (const p of [...site.packages, ...site.boarding.plans]) percents.add(savingPercent(p.listPrice, p.offerPrice));
  for (const p of promos) if (p.discount.kind === 'percent') percents.add(p.discount.value);
  for (const c of cities) for (const t of [...c.terms.cancel, ...c.terms.reschedule]) percents.add(t.feePercent);
  // "Up to N%" is the best an offer gives online (a discount checked at the door is no such offer).
  // A page of no place states the whole site's best; a city's page, its city's (place-offer.ts).
  const online = (ps: readonly Promo[]) => ps.filter((p) => p.discount.kind === 'percent' && p.claim !== 'at-door' && p.fromPage === undefined).map((p) => p.discount.value);
  const bestPercent = Math.max(0, ...online(place.kind === 'general' ? rules?.promos ?? [] : promos));

  // Hours: the place's city team (and its groomers' shifts), or on a general page any city's and
  // the general hours; boarding plans state their own day; fees start or stop at their times.
  const spans: Span[] = [];
  if (place.kind !== 'city') spans.push({ from: hhmm(site.hoursSpan.opens), to: hhmm(site.hoursSpan.closes), whose: 'all our teams together' });
  const hourCities = place.kind === 'city' ? [place.city] : place.kind === 'on-request' ? [] : site.cities.filter((c) => !c.landing);
  for (const c of hourCities) spans.push({ from: hhmm(c.hours.opens), to: hhmm(c.hours.closes), whose: `${c.name}'s hours` });
  for (const c of cities) for (const g of c.groomers) spans.push({ from: g.hours.opens, to: g.hours.closes, whose: `${g.name}'s hours in ${c.name}` });
  for (const plan of site.boarding.plans) for (const f of factsIn(plan.terms)) if (f.kind === 'hours') spans.push({ from: f.value, to: f.to!, whose: `the ${plan.name} plan` });
  const windowMinutes = rules?.windowMinutes ?? 120;
  const times = new Set<number>();
  for (const s of spans) {
    times.add(s.from).add(s.to);
    for (let t = s.from; t + windowMinutes <= s.to; t += windowMinutes) times.add(t).add(t + windowMinutes);
  }
  for (const c of cities) for (const f of c.fees) for (const t of [f.when.bookedFrom, f.when.bookedBefore]) if (t !== undefined) times.add(t);

  const notices = new Set<number>();
  if (rules) notices.add(rules.leadMinutes / 60);
  // A place visited on request has no city's rules: its terms are the general ones, as its page words them.
  if (place.kind === 'on-request') {
    for (const f of factsIn(place.locality.city.cancellation, site.language.code)) {
      if (f.kind === 'notice') notices.add(f.value);
      if (f.kind === 'percent') percents.add(f.value);
    }
  }
  for (const c of cities) for (const t of [...c.terms.cancel, ...c.terms.reschedule]) if (t.fromHoursBefore > 0) notices.add(t.fromHoursBefore);
  // A site that takes no bookings by window still words its terms from cityDefaults' (pipeline/resolve.ts).
  if (!rules) {
    const d = site.raw.cityDefaults.visits.terms;
    for (const t of [...d.cancel, ...d.reschedule]) {
      if (t.fromHoursBefore > 0) notices.add(t.fromHoursBefore);
      percents.add(t.feePercent);
    }
  }

  // Every page shows every package (and both forms offer them all).
  const shownPackages = site.packages;
  const packages = new Set([site.packages, ...Object.values(site.packageGroups), site.boarding.plans].map((g) => g.length));
  const servedCities = site.cities.filter((c) => !c.landing).length;
  const onRequestTowns = new Set(site.localities.filter((l) => l.onRequest).map((l) => l.town)).size;
  const citiesCount = new Set([servedCities, servedCities + onRequestTowns]);
  const days = new Set([7, site.boarding.maxDaysForOffer]);
  if (rules) days.add(rules.horizonDays);
  for (const plan of site.boarding.plans) for (const f of factsIn(plan.terms)) if (f.kind === 'days') days.add(f.value);

  const says = {
    price: `prices ${list(prices)}`,
    'amount-off': amountsOff.size ? `amounts off ${list(amountsOff)}` : 'no amount off here',
    percent: `percentages ${list(percents)}`,
    time: `times ${words([...times].sort((a, b) => a - b).map(clock))}`,
    hours: spans.map((s) => `${clock(s.from)} to ${clock(s.to)} (${s.whose})`).join('; ') || 'no hours here',
    notice: notices.size ? `${list(notices)} hours before` : 'no notice here',
    packages: `${list(packages)} packages`,
    cities: `${list(citiesCount)} cities`,
    days: `${list(days)} days`,
  };
  const packagePrices = site.packages.map((p) => ({ word: p.name.split(' ')[0].toLowerCase(), price: p.offerPrice }));
  return { prices, pricesNear, fromPrices, packagePrices, amountsOff, percents, bestPercent, spans, times, windowMinutes, notices, packages, cities: citiesCount, days, shownPackages, says };
}

export const clock = (minutes: number): string => {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
};
