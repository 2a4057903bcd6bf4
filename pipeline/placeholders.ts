// Texts in site.yaml may say {price:fur-fresh-spa} or {city}; this fills them in. The same
// tables drive validation, so a misspelt placeholder is reported at its line before any render.
import type { RawSite } from '../model/types.ts';
import { indianNumber } from '../model/format.ts';
import { formatTime } from '../model/visits/words.ts';

export type Vars = ReadonlyMap<string, string>;
const PLACEHOLDER = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

export const cityVarNames = ['city', 'hours', 'sessionSmall', 'sessionLarge', 'cancellation', 'payment'] as const;

export { formatTime };


/**
 * Every placeholder that does not depend on a city. The few values written in words (the hours,
 * the session, a list of cities) are said through `say`, the edition's catalog ("9 AM से 7 PM तक").
 */
export function globalVars(raw: RawSite, say: (text: string) => string = (text) => text): Map<string, string> {
  const vars = new Map<string, string>();
  for (const p of raw.packages) {
    vars.set(`price:${p.id}`, indianNumber(p.offerPrice));
    vars.set(`listPrice:${p.id}`, indianNumber(p.listPrice));
  }
  for (const p of raw.boarding.plans) {
    vars.set(`price:${p.id}`, indianNumber(p.offerPrice));
    vars.set(`listPrice:${p.id}`, indianNumber(p.listPrice));
  }
  for (const a of [...raw.addOns, ...raw.cityAddOns]) vars.set(`price:${a.id}`, indianNumber(a.price));
  // Every page and form offers every package: the site's one from-price, and its counts.
  vars.set('fromPrice', indianNumber(Math.min(...raw.packages.map((p) => p.offerPrice))));
  vars.set('packageCount', String(raw.packages.length));
  vars.set('groomingCount', String(raw.packages.filter((p) => p.kind === 'grooming').length));
  vars.set('haircutCount', String(raw.packages.filter((p) => p.kind === 'haircut').length));
  // What every grooming package includes, for both pets: a summary that holds for the whole catalogue.
  const grooming = raw.packages.filter((p) => p.kind === 'grooming');
  const everywhere = grooming[0]?.inclusions.filter((i): i is string => typeof i === 'string')
    .filter((item) => grooming.every((p) => p.inclusions.includes(item))) ?? [];
  // An edition's raw site already holds its own words for the inclusions (pipeline/languages).
  vars.set('includedInEvery', everywhere.map(lowerFirst).join(', '));
  vars.set('phone', raw.contact.phoneDisplay);
  vars.set('email', raw.contact.email);
  vars.set('brand', raw.site.name);
  vars.set('firstBookingPercent', String(raw.offers.firstBookingPercent));
  // The landing page's own offer is a promo rule (visits.promos with fromPage), so the page says what the quote gives.
  const landing = raw.visits?.promos.find((p) => p.fromPage !== undefined && p.percent !== undefined);
  if (landing) vars.set('landingPercent', String(landing.percent));
  vars.set('studentPercent', String(raw.offers.studentPercent));
  vars.set('seniorPercent', String(raw.offers.seniorPercent));
  vars.set('seniorAge', String(raw.offers.seniorAge));
  // Where the first-booking percentage holds ("Ghaziabad and Faridabad"), from the promo rules, so
  // a general page that states the percentage also says where it holds.
  const best = raw.visits?.promos.find((p) => p.percent === raw.offers.firstBookingPercent && p.firstBookingOnly);
  const names = (best?.cities ?? []).map((slug) => raw.cities.find((c) => c.slug === slug)?.name ?? slug);
  vars.set('firstBookingCities', names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${say('and')} ${names.at(-1)}`);
  vars.set('hours', say('{opens} to {closes}').replace('{opens}', formatTime(raw.claims.hours.opens)).replace('{closes}', formatTime(raw.claims.hours.closes)));
  vars.set('session', say('{min} to {max} minutes').replace('{min}', String(raw.claims.session.minMinutes)).replace('{max}', String(raw.claims.session.maxMinutes)));
  // Texts that are themselves templates; filled last so they may use the values above.
  vars.set('landingText', fill(raw.offers.landingText, vars));
  vars.set('metaText', fill(raw.offers.metaText, vars));
  return vars;
}

export function withVars(base: Vars, extra: Record<string, string>): Map<string, string> {
  const vars = new Map(base);
  for (const [k, v] of Object.entries(extra)) vars.set(k, v);
  return vars;
}

/** Fill every placeholder; an unknown one is left as written (validation reports it first). */
export function fill(text: string, vars: Vars): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars.get(name) ?? whole);
}

export function unknownPlaceholders(text: string, known: (name: string) => boolean): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !known(name));
}

/** Whether strings at this data path are filled with a city's values. */
export function isCityText(path: (string | number)[]): boolean {
  // The landing FAQs are filled with the landing page's city texts too (pipeline/resolve.ts).
  return ['cities', 'cityDefaults'].includes(String(path[0])) || (path[0] === 'faqs' && (path[1] === 'city' || path[1] === 'landing'));
}

/** Every string in the data with its path, for placeholder checks. */
export function* stringsIn(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsIn(value[i], [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* stringsIn(v, [...path, k]);
}

/** "Bath and blow dry" inside a sentence: "bath and blow dry" (a script without cases is unchanged). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
