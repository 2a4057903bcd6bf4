// Texts in site.yaml may say {price:fur-fresh-spa} or {city}; this fills them in. The same
// tables drive validation, so a misspelt placeholder is reported at its line before any render.
import type { RawSite } from '../model/types.ts';
import { indianNumber } from '../model/format.ts';
import { formatTime } from '../model/visits/words.ts';
import { dateText as englishDate, holdsOn } from '../model/visits/promo-words.ts';

export type Vars = ReadonlyMap<string, string>;
const PLACEHOLDER = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

export const cityVarNames = ['city', 'hours', 'cancellation', 'payment', 'discounts'] as const;

export { formatTime };

type CityHours = { opens: string; closes: string };

/** The hours of a city's team: its own, else those of cityDefaults (a city that states none). */
export const hoursOf = (raw: RawSite, c: { hours?: CityHours }): CityHours => c.hours ?? raw.cityDefaults.hours;

/** The cities that have a team (not a landing page such as delhi-ncr). */
export const teamCities = (raw: RawSite) => raw.cities.filter((c) => !c.landing);

/** The towns visited on request (localities with visits: on-request), each once. */
export const onRequestTowns = (raw: RawSite): string[] => [...new Set(raw.localities.filter((l) => l.visits === 'on-request').map((l) => l.town!))];

/** The whole site's hours: from the earliest opening to the latest closing of any city's team. */
export function hoursSpan(raw: RawSite): CityHours {
  const all = teamCities(raw).map((c) => hoursOf(raw, c));
  if (!all.length) return raw.cityDefaults.hours;
  return { opens: all.map((h) => h.opens).sort()[0], closes: all.map((h) => h.closes).sort().at(-1)! };
}

/** "7 AM to 9 PM" in the edition's words ("7 AM से 9 PM तक"). */
export const hoursWords = (h: CityHours, say: (text: string) => string = (text) => text): string =>
  say('{opens} to {closes}').replace('{opens}', formatTime(h.opens)).replace('{closes}', formatTime(h.closes));

/** "Delhi, Noida and Faridabad" in the edition's words. */
export const listIn = (names: readonly string[], say: (text: string) => string) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${say('and')} ${names.at(-1)}`;

/** The session lengths, from visits.durations: all packages, small dogs and cats, larger dogs. */
export function sessionRanges(raw: RawSite): { all: [number, number]; small: [number, number]; large: [number, number] } | undefined {
  const d = raw.visits?.durations ?? [];
  if (!d.length) return undefined;
  const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    all: span(d.flatMap((x) => [x.cat, x.smallDog, x.largeDog])),
    small: span(d.flatMap((x) => [x.cat, x.smallDog])),
    large: span(d.map((x) => x.largeDog)),
  };
}

/** The figures the counters and texts state: each counted or read from where it is kept. */
export function siteFigures(raw: RawSite): Record<string, number | undefined> {
  return {
    yearsOfExperience: raw.claims.yearsOfExperience,
    happyCustomers: raw.claims.happyCustomers,
    googleRating: raw.reviews.listings.find((l) => l.name === 'Google')?.rating,
    citiesServed: teamCities(raw).length,
    onRequestTowns: onRequestTowns(raw).length,
    placesServed: teamCities(raw).length + onRequestTowns(raw).length,
  };
}

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
  vars.set('availability', raw.claims.availability);
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
  vars.set('firstBookingCities', listIn(names, say));
  // The whole site's hours, and each city's: a general page states them all, never one city's as "ours".
  vars.set('hoursSpan', hoursWords(hoursSpan(raw), say));
  vars.set('hoursByCity', listIn(teamCities(raw).map((c) => `${c.name} ${hoursWords(hoursOf(raw, c), say)}`), say));
  // The session lengths, from the minutes of visits.durations.
  const session = sessionRanges(raw);
  if (session) {
    const range = (template: string, [min, max]: [number, number]) => say(template).replace('{min}', String(min)).replace('{max}', String(max));
    vars.set('session', range('{min} to {max} minutes', session.all));
    vars.set('sessionSmall', range('{min} to {max} minutes for small dogs and cats', session.small));
    vars.set('sessionLarge', range('{min} to {max} minutes for larger dogs', session.large));
  }
  // Counts and figures: the cities with a team, the towns visited on request, and what they add up to.
  for (const [name, value] of Object.entries(siteFigures(raw))) if (value !== undefined) vars.set(name, indianNumber(value));
  vars.set('cityNames', listIn(teamCities(raw).map((c) => c.name), say));
  vars.set('onRequestTownNames', listIn(onRequestTowns(raw), say));
  vars.set('minimumCustomerAge', String(raw.claims.minimumCustomerAge));
  vars.set('retentionMonths', String(raw.retention?.months ?? 12));
  if (raw.privacy) vars.set('privacyAnswerDays', String(raw.privacy.answerWithinDays));
  vars.set('donationCity', raw.donation.city);
  vars.set('donationDailyAmount', indianNumber(raw.donation.dailyAmount));
  vars.set('donationBilling', say(raw.donation.billing));
  vars.set('dogsFedDaily', raw.donation.dogsFedDaily);
  vars.set('boardingOfferDays', String(raw.boarding.maxDaysForOffer));
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

/** An unknown placeholder of a Markdown text, at its file and line. */
export interface MarkdownPlaceholderProblem { file: string; line: number; col: number; name: string }

/** The placeholders of a Markdown body that `vars` does not know, with their lines (`bodyLine`: the file's line where the body starts). */
export function unknownMarkdownPlaceholders(markdown: string, vars: Vars, file: string, bodyLine = 1): MarkdownPlaceholderProblem[] {
  const problems: MarkdownPlaceholderProblem[] = [];
  for (const m of markdown.matchAll(PLACEHOLDER)) {
    if (vars.has(m[1])) continue;
    const before = markdown.slice(0, m.index);
    const line = bodyLine + (before.match(/\n/g)?.length ?? 0);
    problems.push({ file, line, col: m.index! - before.lastIndexOf('\n'), name: m[1] });
  }
  return problems;
}

/**
 * A Markdown body (a page of content/pages, a post) with its placeholders filled, as site.yaml's
 * texts are. An unknown placeholder is an error at its file and line, never printed as written.
 */
export function fillMarkdown(markdown: string, vars: Vars, file: string, bodyLine = 1): string {
  const unknown = unknownMarkdownPlaceholders(markdown, vars, file, bodyLine);
  if (unknown.length) {
    const known = [...vars.keys()].filter((k) => !k.includes(':')).join(', ');
    throw new Error(unknown.map((u) => `${file}:${u.line}:${u.col}: unknown placeholder {${u.name}} (known placeholders: ${known})`).join('\n'));
  }
  return fill(markdown, vars);
}

/** "Bath and blow dry" inside a sentence: "bath and blow dry" (a script without cases is unchanged). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
