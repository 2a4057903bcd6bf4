// The availability question as a URL asks it, checked: each bad parameter answers 400 naming it.
// ?city=noida&from=2026-08-14&days=7, optionally &pet=dog&size=small&service=fur-fresh-spa&area=Sector 18
import { badRequest } from '../../http/http-error.ts';
import { MAX_DAYS } from '../../model/visits/availability.ts';
import { sameArea } from '../../model/visits/groomers.ts';
import type { DogSize, IsoDate, VisitPet, VisitRequest, VisitRules } from '../../model/visits/rules.ts';
import { indiaDate, isIsoDate } from '../../model/visits/time.ts';
import { visitMinutes } from '../../model/visits/windows.ts';
import { timedPackageOf, type VisitSettings } from './settings.ts';

export interface AvailabilityAsked { readonly city: string; readonly from: IsoDate; readonly days: number; readonly request: VisitRequest }

// `lang`: the language a page asks the refusals in (visit-language.ts), as the customer's page does.
const KNOWN = new Set(['city', 'from', 'days', 'pet', 'size', 'service', 'area', 'lang']);
/** A week when `days` is left out: what a form shows first. */
export const DEFAULT_DAYS = 7;

export function parseAvailabilityQuery(settings: VisitSettings, search: URLSearchParams, now: number): AvailabilityAsked {
  const { rules } = settings;
  for (const key of new Set(search.keys())) {
    if (!KNOWN.has(key)) {
      throw badRequest(`${key}: not a parameter of availability (city, from, days, pet, size, service, area)`, (say) => say('"{key}" is not a parameter of availability', { key }));
    }
    if (search.getAll(key).length > 1) throw badRequest(`${key}: give it once`);
  }
  const city = search.get('city') ?? '';
  if (!Object.hasOwn(rules.cities, city)) {
    // Another language names the cities as its pages do (the English gives the slugs a URL takes).
    throw badRequest(`city: ${city ? `"${city}" is not` : 'name'} one of the cities we book by window: ${Object.keys(rules.cities).join(', ')}`, (say) => {
      const cities = Object.values(rules.cities).map((c) => say(c.name)).join(', ');
      return `${say('city:')} ${city ? say('"{city}" is not one of the cities we book by window: {cities}', { city, cities }) : say('name one of the cities we book by window: {cities}', { cities })}`;
    });
  }
  const from = search.get('from') ?? indiaDate(now);
  if (!isIsoDate(from)) throw badRequest('from: expected a day as YYYY-MM-DD, e.g. 2026-08-14');
  const daysText = search.get('days') ?? String(DEFAULT_DAYS);
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(days >= 1 && days <= MAX_DAYS)) throw badRequest(`days: expected a whole number from 1 to ${MAX_DAYS}`);
  const pet = oneOf<VisitPet>(search, 'pet', ['dog', 'cat']) ?? 'dog';
  const size = oneOf<DogSize>(search, 'size', ['small', 'large']);
  const packageId = serviceOf(settings, search.get('service'), { pet, size });
  const area = search.get('area')?.trim() || undefined;
  const { name, serviceAreas } = rules.cities[city];
  if (area !== undefined && !serviceAreas.some((a) => sameArea(a, area))) {
    throw badRequest(`area: ${name}'s service areas are ${serviceAreas.join(', ')}`,
      (say) => `${say('area:')} ${say("{city}'s service areas are {areas}", { city: say(name), areas: serviceAreas.join(', ') })}`);
  }
  return { city, from, days, request: { pet, ...(size && { size }), packageId, ...(area && { area }) } };
}

function oneOf<T extends string>(search: URLSearchParams, key: string, values: readonly T[]): T | undefined {
  const text = search.get(key);
  if (text === null || text === '') return undefined;
  const found = values.find((v) => v === text.toLowerCase());
  if (!found) throw badRequest(`${key}: expected ${values.join(' or ')}`);
  return found;
}

/**
 * The package by id or by the words the form shows. Left out, the longest for this pet: a window
 * shown open then fits whatever package the visitor picks next.
 */
function serviceOf(settings: VisitSettings, text: string | null, pet: Pick<VisitRequest, 'pet' | 'size'>): string {
  if (text !== null && text !== '') {
    const id = timedPackageOf(settings, text);
    if (id === undefined) {
      throw badRequest(`service: "${text}" is not a package we book by window (${Object.keys(settings.rules.packages).join(', ')})`,
        (say) => `${say('service:')} ${say('"{service}" is not a package we book by window', { service: text })}`);
    }
    return id;
  }
  return longestPackage(settings.rules, pet);
}

function longestPackage(rules: VisitRules, pet: Pick<VisitRequest, 'pet' | 'size'>): string {
  const all = Object.values(rules.packages);
  return all.reduce((a, b) => (visitMinutes(b, pet) > visitMinutes(a, pet) ? b : a)).id;
}
