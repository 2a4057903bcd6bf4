// Texts in site.yaml may say {price:fur-fresh-spa} or {city}; this fills them in. The same
// tables drive validation, so a misspelt placeholder is reported at its line before any render.
import type { RawSite } from '../model/types.ts';
import { indianNumber } from '../model/format.ts';
import { formatTime } from '../model/visits/words.ts';
import { dateText as englishDate, holdsOn } from '../model/visits/promo-words.ts';

export type Vars = ReadonlyMap<string, string>;
const PLACEHOLDER = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

export const cityVarNames = ['city', 'hours', 'sessionSmall', 'sessionLarge', 'cancellation', 'payment', 'discounts'] as const;

export { formatTime };


/**
 * Every placeholder that does not depend on a city. The few values written in words (the hours,
 * the session, a list of cities) are said through `say`, the edition's catalog ("9 AM से 7 PM तक").
 */
export function globalVars(raw: RawSite, say: (text: string) => string = (text) => text, offers: OfferVarOptions = {}): Map<string, string> {
  const vars = new Map<string, string>();
  for (const p of raw.packages) {
    vars.set(`price:${p.id}`, indianNumber(p.offerPrice));
    vars.set(`listPrice:${p.id}`, indianNumber(p.listPrice));
  }
  for (const p of raw.boarding.plans) {
    vars.set(`price:${p.id}`, indianNumber(p.offerPrice));
    vars.set(`listPrice:${p.id}`, indianNumber(p.listPrice));
  }
  for (const a of raw.addOns) vars.set(`price:${a.id}`, indianNumber(a.price));
  const main = raw.packages.filter((p) => !p.locationOnly).map((p) => p.offerPrice);
  const all = raw.packages.map((p) => p.offerPrice);
  vars.set('fromPrice', indianNumber(Math.min(...main)));
  vars.set('cityFromPrice', indianNumber(Math.min(...all)));
  vars.set('phone', raw.contact.phoneDisplay);
  vars.set('email', raw.contact.email);
  vars.set('brand', raw.site.name);
  // Every figure of an offer comes from its promo rule (visits.promos); a promo past its last day
  // (India's date of the build) is said nowhere.
  const today = offers.today;
  const live = (raw.visits?.promos ?? []).filter((p) => !today || holdsOn(p, today));
  const sayDate = offers.dateText ?? englishDate;
  // The landing page's own offer, so the page says what the quote gives and until when. Known to
  // validation whenever the rule exists; empty once it has ended, and the page then states none.
  const landing = raw.visits?.promos.find((p) => p.fromPage !== undefined && p.percent !== undefined);
  if (landing) {
    vars.set('landingPercent', String(landing.percent));
    if (landing.until) vars.set('landingUntil', sayDate(landing.until));
  }
  // The best percentage a visitor gets online ("Get Upto 30% OFF") and where it holds ("Ghaziabad
  // and Faridabad"), so a general page that states the percentage also says where it holds.
  const best = live.filter((p) => p.percent !== undefined && p.fromPage === undefined && p.claim !== 'at-door')
    .reduce<(typeof live)[number] | undefined>((a, b) => (!a || b.percent! > a.percent! ? b : a), undefined);
  vars.set('bestPercent', best ? String(best.percent) : '0');
  const names = (best?.cities ?? []).map((slug) => raw.cities.find((c) => c.slug === slug)?.name ?? slug);
  vars.set('firstBookingCities', names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${say('and')} ${names.at(-1)}`);
  vars.set('hours', say('{opens} to {closes}').replace('{opens}', formatTime(raw.claims.hours.opens)).replace('{closes}', formatTime(raw.claims.hours.closes)));
  vars.set('session', say('{min} to {max} minutes').replace('{min}', String(raw.claims.session.minMinutes)).replace('{max}', String(raw.claims.session.maxMinutes)));
  // Texts that are themselves templates; filled last so they may use the values above.
  vars.set('landingText', landing && live.includes(landing) ? fill(raw.offers.landingText, vars) : '');
  vars.set('metaText', fill(raw.offers.metaText, vars));
  return vars;
}

/** The day offers are said for (a promo past its `until` is left out) and how a day is written in the edition's language. */
export interface OfferVarOptions { today?: string; dateText?: (date: string) => string }

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
