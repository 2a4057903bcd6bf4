// The rules a booking form needs for its page's city (islands/forms/visit-rules.ts FormVisits):
// small on purpose, since they travel in the page as island props: the shared numbers, the
// form's packages, the add-ons, the promos of this city and those with a code (so a code typed
// for another city says where it holds), this city without its groomers, and the cities those
// codes name, reduced to their names.
import type { Route } from '../../model/routes.ts';
import type { City, Package, Site } from '../../model/types.ts';
import type { CityVisitRules, VisitRules } from '../../model/visits/rules.ts';
import { packageLabel, serviceLabel } from '../../model/format.ts';
import type { FormVisits } from '../forms/visit-rules.ts';

export function formVisits(site: Site, route: Route, city: City | undefined, packages: readonly Package[]): FormVisits | undefined {
  const rules = site.visits;
  const page = route.page;
  if (!rules || !city || (page.template === 'locality' && page.locality.onRequest)) return undefined;
  const own = Object.hasOwn(rules.cities, city.slug) ? rules.cities[city.slug] : undefined;
  if (!own) return undefined;
  const promos = rules.promos.filter((p) => (p.cities.includes(city.slug) && p.fromPage === undefined) || p.code);
  const cities: Record<string, CityVisitRules> = {};
  for (const slug of new Set(promos.flatMap((p) => p.cities))) {
    const c = rules.cities[slug];
    if (c) cities[slug] = { ...c, serviceAreas: [], groomers: [], fees: [] };
  }
  cities[city.slug] = { ...own, groomers: [] };
  const packageIds: Record<string, string> = {};
  const timed: VisitRules['packages'][string][] = [];
  for (const p of packages) {
    if (!Object.hasOwn(rules.packages, p.id)) continue;
    packageIds[packageLabel(p)] = p.id;
    timed.push(rules.packages[p.id]);
  }
  const addOnIds: Record<string, string> = {};
  for (const a of site.addOns) if (Object.hasOwn(rules.addOns, a.id)) addOnIds[a.price ? serviceLabel(a.label, a.price) : a.label] = a.id;
  return {
    city: city.slug, packageIds, addOnIds,
    rules: {
      windowMinutes: rules.windowMinutes, horizonDays: rules.horizonDays, leadMinutes: rules.leadMinutes, travelMinutes: rules.travelMinutes,
      packages: Object.fromEntries(timed.map((p) => [p.id, p])),
      addOns: Object.fromEntries(Object.values(addOnIds).map((id) => [id, rules.addOns[id]])),
      promos, cities,
    },
  };
}
