// The place a page is about, which decides what it may state: a city's page says that city's
// fees, offers, hours and terms, and no other's. A city's short routes and its localities are
// about the city; a place visited on request has no city team, so no city's offers or fees; the
// landing page (delhi-ncr) speaks for every city; every other page is general.
import type { Site } from '../../model/types.ts';

type City = Site['cities'][number];
type Locality = Site['localities'][number];

export type Place =
  | { kind: 'city'; city: City }
  | { kind: 'on-request'; locality: Locality }
  | { kind: 'landing'; city: City }
  | { kind: 'general' };

/** `path`: the page's canonical path, with or without its language's prefix (/hi/...). */
export function placeOf(site: Site, path: string): Place {
  const bare = withoutLanguage(site, path);
  const city = site.cities.find((c) => c.path === bare);
  if (city) return city.landing ? { kind: 'landing', city } : { kind: 'city', city };
  const shortcut = site.raw.cityShortcuts.find((s) => s.path === bare);
  if (shortcut) {
    const c = site.cities.find((x) => x.slug === shortcut.city);
    if (c) return c.landing ? { kind: 'landing', city: c } : { kind: 'city', city: c };
  }
  const locality = site.localities.find((l) => l.path === bare);
  if (locality) return locality.onRequest ? { kind: 'on-request', locality } : { kind: 'city', city: locality.city };
  return { kind: 'general' };
}

/** "/hi/pet-grooming-at-home/noida" -> "/pet-grooming-at-home/noida"; paths in the default language as they are. */
function withoutLanguage(site: Site, path: string): string {
  for (const { prefix } of site.language.languages) {
    if (!prefix) continue;
    if (path === prefix) return '/';
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

export const placeName = (p: Place): string =>
  p.kind === 'general' ? 'a general page' : p.kind === 'on-request' ? `${p.locality.place} (visited on request)` : p.kind === 'landing' ? `the ${p.city.name} page` : p.city.name;
