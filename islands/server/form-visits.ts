// The rules a booking form needs for its page's city (islands/forms/visit-rules.ts FormVisits):
// small on purpose, since they travel in the page as island props: the shared numbers, the
// form's packages, the add-ons, the promos of this city and those with a code (so a code typed
// for another city says where it holds), this city without its groomers, and the cities those
// codes name, reduced to their names. The home page's appointment form has no city of its own:
// it gets every city that takes bookings (still without groomers) and lets the visitor choose.
import type { Route } from '../../model/routes.ts';
import type { City, Package, Site } from '../../model/types.ts';
import type { CityVisitRules, VisitRules } from '../../model/visits/rules.ts';
import { offerWordsIn } from '../../model/offers.ts';
import type { FormVisits } from '../forms/visit-rules.ts';

export function formVisits(site: Site, route: Route, city: City | undefined, packages: readonly Package[]): FormVisits | undefined {
  const rules = site.visits;
  const page = route.page;
  if (!rules || !city || (page.template === 'locality' && page.locality.onRequest)) return undefined;
  if (!Object.hasOwn(rules.cities, city.slug)) return undefined;
  return { city: city.slug, ...rulesFor(site, rules, [city.slug], packages) };
}

/** Every city that takes bookings by window, for a form whose visitor names the city (the home page). */
export function chosenCityVisits(site: Site, packages: readonly Package[]): FormVisits | undefined {
  const rules = site.visits;
  if (!rules) return undefined;
  const choices = site.cities.filter((c) => !c.landing && Object.hasOwn(rules.cities, c.slug)).map((c) => ({ slug: c.slug, name: c.name }));
  if (!choices.length) return undefined;
  return { city: '', choices, ...rulesFor(site, rules, choices.map((c) => c.slug), packages) };
}

function rulesFor(site: Site, rules: VisitRules, own: readonly string[], packages: readonly Package[]): Omit<FormVisits, 'city'> {
  // A promo tied to one page (fromPage) is that page's, not the city's.
  const promos = rules.promos.filter((p) => (p.cities.some((c) => own.includes(c)) && p.fromPage === undefined) || p.code);
  const cities: Record<string, CityVisitRules> = {};
  for (const slug of new Set(promos.flatMap((p) => p.cities))) {
    const c = rules.cities[slug];
    if (c) cities[slug] = { ...c, serviceAreas: [], groomers: [], fees: [] };
  }
  // The form quotes (fees, promos) and asks the API for windows: it needs no groomers (visitors
  // never learn who comes), no service areas and no change terms.
  for (const slug of own) cities[slug] = { ...rules.cities[slug], groomers: [], serviceAreas: [], terms: { cancel: [], reschedule: [] } };
  // Only what the form offers: its packages that the rules time, and the add-ons it lists.
  const timed = packages.filter((p) => Object.hasOwn(rules.packages, p.id)).map((p) => rules.packages[p.id]);
  const addOns = site.addOns.filter((a) => Object.hasOwn(rules.addOns, a.id)).map((a) => a.id);
  return {
    ...feeReasons(site, rules, own),
    rules: {
      windowMinutes: rules.windowMinutes, horizonDays: rules.horizonDays, leadMinutes: rules.leadMinutes, travelMinutes: rules.travelMinutes,
      packages: Object.fromEntries(timed.map((p) => [p.id, p])),
      addOns: Object.fromEntries(addOns.map((id) => [id, rules.addOns[id]])),
      promos, cities,
    },
  };
}

/** Why each fee of the form's cities applies, in the page's language; nothing on the default language's pages. */
function feeReasons(site: Site, rules: VisitRules, own: readonly string[]): Pick<FormVisits, 'feeReasons'> {
  const language = site.language;
  if (!language.prefix) return {};
  const words = offerWordsIn(language.code, (english) => language.texts[english] ?? english);
  const byCity = own.filter((slug) => rules.cities[slug]?.fees.length)
    .map((slug) => [slug, Object.fromEntries(rules.cities[slug].fees.map((f) => [f.id, words.describeCondition(f.when)]))]);
  return byCity.length ? { feeReasons: Object.fromEntries(byCity) } : {};
}
