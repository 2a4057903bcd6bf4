// Step 3: turn validated raw data into the read-only Site the templates read (DESIGN habit 4):
// placeholders filled, package contents split per pet, cities given their own terms, Markdown
// rendered, posts sorted newest first.
import { fill, fillMarkdown, globalVars, hoursOf, hoursSpan, hoursWords, listIn, siteFigures, teamCities, withVars, type Vars } from './placeholders.ts';
import { planTerms, type PlanTermText } from '../model/boarding.ts';
import { displayDate, isoDate, parsePostDate, todayIn } from './dates.ts';
import { renderMarkdown } from '../model/markdown.ts';
import { articleText } from './load/article.ts';
import { cityPath, postImage, postPath } from '../model/paths.ts';
import { OWN_PREVIEW_POSTS, petSharePath, postSharePath } from '../model/share.ts';
import { resolveVisitRules } from '../model/visits/resolve-rules.ts';
import type { VisitRules, VisitTerms } from '../model/visits/rules.ts';
import { cityPromos, doorPromos, offerWordsIn, type OfferWords } from '../model/offers.ts';
import { holdsOn } from '../model/visits/promo-words.ts';
import { rupees } from '../model/format.ts';
import type { Validated } from './validate/validate.ts';
import { languagesOf, untranslated } from '../model/languages.ts';
import type { SiteLanguage, City, Faq, Locality, Package, PageText, Post, RawFaq, RawSite, Site } from '../model/types.ts';

export interface ResolveOptions {
  /** The day the build publishes for (YYYY-MM-DD); by default today in India. Posts dated later are scheduled. */
  today?: string;
  /** Keep drafts and scheduled posts, marked (groomsite dev); a build leaves them out. */
  unpublished?: boolean;
  /** The language the texts are in (pipeline/languages/edition.ts); by default the site's first. */
  language?: SiteLanguage;
  /** A page text's Markdown as HTML: by default rendered now; a build takes it from the last one's (load/html-cache.ts). */
  pageHtml?: (markdown: string) => string;
  /** The cities' names in the default language, by slug: another language's edition names each place's business by them (City.entityName). */
  cityNames?: ReadonlyMap<string, string>;
}

export function resolveSite(v: Validated, opts: ResolveOptions = {}): Site {
  const raw = v.raw;
  const tr = generatedText(opts.language);
  const words = offerWordsIn((opts.language ?? defaultLanguage(raw)).code, tr);
  // Offers are said as of the build's day in India: a promo past its last day is said nowhere.
  const today = opts.today ?? todayIn('Asia/Kolkata');
  const vars = globalVars(raw, tr, { today, dateText: words.dateText });
  // A page's Markdown is filled before it is rendered, so a kept rendering (load/html-cache.ts) is keyed by the filled text.
  const text = (key: string, textVars: Vars = vars): PageText | undefined => {
    const page = v.pages.get(key);
    if (!page) return undefined;
    const markdown = fillMarkdown(articleText(page.file.text), textVars, page.file.file, page.file.bodyLine);
    return { title: page.matter.title, description: page.matter.description, html: (opts.pageHtml ?? renderMarkdown)(markdown), file: page.file.file, local: page.matter.local };
  };
  const packages = raw.packages.map((p) => resolvePackage(raw, p));
  const byId = new Map(packages.map((p) => [p.id, p]));
  const allRules = raw.visits ? resolveVisitRules(raw, words.promoLabel) : undefined;
  const rules = allRules && { ...allRules, promos: allRules.promos.filter((p) => holdsOn(p, today)) };
  const cities = raw.cities.map((c) => ({ ...resolveCity(raw, c, vars, (cityVars) => text(`cities/${c.slug}`, cityVars), rules, tr, words), languages: c.languages, entityName: opts.cityNames?.get(c.slug) ?? c.name }));
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const posts = resolvePosts(v, opts);
  const generalFaqs = raw.faqs.general.map((f) => resolveFaq(f, vars));
  // A place visited on request has no hours: the answers that state the teams' hours are not its own.
  const statesHours = (f: RawFaq) => /\{(hours|hoursSpan|hoursByCity)\}/.test(JSON.stringify(f));
  const onRequestFaqs = raw.faqs.general.filter((f) => !statesHours(f)).map((f) => resolveFaq(f, vars));
  const figures = siteFigures(raw);
  const say = tr as (text: PlanTermText) => string;

  return deepFreeze({
    language: opts.language ?? defaultLanguage(raw),
    raw: fillAll(omit(raw, ['packages', 'cities', 'localities', 'faqs', 'addOns', 'boarding', 'visits']), vars),
    origin: raw.site.url.replace(/\/$/, ''),
    packages,
    packageGroups: {
      grooming: packages.filter((p) => p.kind === 'grooming'),
      haircut: packages.filter((p) => p.kind === 'haircut'),
    },
    addOns: raw.addOns.map(addOnData),
    boarding: { offerText: fill(raw.boarding.offerText, vars), plans: raw.boarding.plans.map((p) => ({ id: p.id, name: p.name, offerPrice: p.offerPrice, listPrice: p.listPrice, terms: planTerms(p, say) })), freeGroomingPackage: raw.boarding.freeGroomingPackage, maxDaysForOffer: raw.boarding.maxDaysForOffer },
    fromPrice: Math.min(...packages.map((p) => p.offerPrice)),
    hoursSpan: hoursSpan(raw),
    hoursSpanText: vars.get('hoursSpan')!,
    hoursByCityText: vars.get('hoursByCity')!,
    sessionText: vars.get('session'),
    counters: raw.claims.counters.map((c) => ({ value: figures[c.of] ?? 0, suffix: c.suffix ?? '', label: fill(c.label, vars) })),
    offers: { landingText: vars.get('landingText')!, metaText: vars.get('metaText')! },
    cities,
    localities: raw.localities.map((l): Locality => {
      const onRequest = l.visits === 'on-request';
      // A place visited on request has no city team: the general terms apply, under its town's name.
      // (Its coordinates are the office's; structured data gives a locality none of its own.)
      const city = onRequest
        ? { ...resolveCity(raw, { slug: l.slug, name: l.town!, region: l.town!, serviceAreas: [l.name], geo: raw.contact.office.geo }, vars, () => undefined, rules, tr, words), faqs: onRequestFaqs, entityName: l.town! }
        : cityBySlug.get(l.city!)!;
      const place = `${l.name}, ${l.town ?? city.name}`;
      const t = text(`localities/${l.slug}`, cityVarsOf(vars, city));
      return {
        slug: l.slug, path: cityPath(l.slug), name: l.name, town: l.town, onRequest, city, place, entityPlace: `${l.name}, ${l.town ?? city.entityName}`, text: t, languages: l.languages,
        title: fill(raw.cityDefaults.titleTemplate, withVars(vars, { city: place })),
        description: t?.description ?? tr(`Doorstep dog and cat grooming in ${place}, from ${rupees(fromPriceOf(raw))}. ${city.promos[0] ?? 'Pay after the service.'}`),
      };
    }),
    posts,
    // A top post that is not out yet is left out of the sidebar until it is.
    topPosts: raw.blog.topPosts.flatMap((slug) => posts.filter((p) => p.slug === slug)),
    texts: { about: text('about'), privacy: text('privacy-policy') },
    vars: Object.fromEntries(vars),
    faqs: { general: generalFaqs, landing: raw.faqs.landing.map((f) => resolveFaq(f, vars)) },
    donationText: fill(raw.donation.text, vars),
    boardingOfferText: fill(raw.boarding.offerText, vars),
    // The same rules the server decides with (model/visits), so a page can show and quote them.
    ...(rules && { visits: rules }),
    promoCodeEnds: Object.fromEntries((allRules?.promos ?? []).flatMap((p) => (p.code && p.until ? [[p.code, p.until]] : []))),
  }) as Site;
}

/** An add-on as pages and forms read it: `packages` only when not every package may take it. */
function addOnData(a: RawSite['addOns'][number]) {
  return { id: a.id, label: a.label, description: a.description, price: a.price, ...(a.packages && { packages: a.packages }), ...(a.covers && { covers: a.covers }) };
}

function resolvePackage(raw: RawSite, p: RawSite['packages'][number]): Package {
  const forPet = (pet: 'dog' | 'cat') => p.inclusions
    .filter((i) => typeof i === 'string' || i.only === pet)
    .map((i) => (typeof i === 'string' ? i : i.text));
  // The card names the add-ons that make up what other packages include (those with `covers`) and this one may take.
  const addOns = raw.addOns.filter((a) => a.covers !== undefined && (!a.packages || a.packages.includes(p.id))).map(addOnData);
  return {
    id: p.id, kind: p.kind, name: p.name, subtitle: p.subtitle, listPrice: p.listPrice, offerPrice: p.offerPrice,
    inclusions: { dog: forPet('dog'), cat: forPet('cat') }, addOns, extras: p.extras ?? [],
  };
}

/** The placeholders a city's texts (and its page's Markdown) are filled with. */
function cityVarsOf(base: Vars, c: City): Vars {
  return withVars(base, { city: c.name, hours: c.hoursText, cancellation: c.cancellation, payment: c.payment });
}

/**
 * A city's offers, fees and terms are written from its visit rules (model/offers.ts), so the page
 * says what the quote will charge. A landing page states each city's own terms, and the hours of
 * all the cities; a place visited on request (no rules of its own) gets no offers or fees, the
 * default terms, and no hours (its visits are arranged on request).
 */
function resolveCity(raw: RawSite, c: RawSite['cities'][number], base: Vars, textOf: (vars: Vars) => PageText | undefined, rules: VisitRules | undefined, tr: (text: string) => string, words: OfferWords): City {
  const d = raw.cityDefaults;
  const own = rules?.cities[c.slug];
  const onRequest = !c.landing && !raw.cities.some((x) => x.slug === c.slug);
  const defaultTerms = sortedTerms(d.visits.terms);
  // A landing page covers every city, and a place visited on request has no team of its own: their
  // hours are the whole business's, from the earliest to the latest team (its pages state no hours
  // for a place visited on request; its structured data and call-back times use them).
  const hours = c.landing || onRequest ? hoursSpan(raw) : hoursOf(raw, c);
  const hoursText = hoursWords(hours, tr);
  const name = c.alsoKnownAs ? `${c.name} (${c.alsoKnownAs})` : c.name;
  const first = withVars(base, { city: c.name, hours: hoursText });
  const termsByCity = c.landing ? citiesTermsTexts(raw, rules, defaultTerms, tr, words) : undefined;
  const cancellation = termsByCity ? termsByCity.join(' ') : words.termsText(own?.terms ?? defaultTerms);
  const payment = fill(c.payment ?? d.payment, first);
  // A city's discounts at the door are its own; a landing page covers every city, so it says those all its cities give.
  const atDoor = !rules ? [] : c.landing ? rules.promos.filter((p) => p.claim === 'at-door') : doorPromos(rules, c.slug);
  const discounts = uniqueTexts(atDoor.map(words.promoText));
  const vars = withVars(first, { cancellation, payment, discounts: discounts.join(' ') });
  // A landing page's offer text is empty once its promo has ended: the page then states no offer.
  const promos = c.landing || !rules ? (c.promos ?? []).map((s) => fill(s, vars)).filter((s) => s.trim() !== '') : cityPromos(rules, c.slug).map(words.promoText);
  const text = textOf(vars);
  return {
    slug: c.slug, path: cityPath(c.slug), name: c.name, entityName: c.name, alsoKnownAs: c.alsoKnownAs, region: c.region,
    title: fill(d.titleTemplate, withVars(vars, { city: name })),
    description: text?.description ?? tr(`Doorstep dog and cat grooming in ${c.name}, from ${rupees(fromPriceOf(raw))}. ${promos[0] ?? 'Pay after the service.'}`),
    tagline: fill(d.tagline, vars),
    hours, hoursText, sessionSmall: base.get('sessionSmall'), sessionLarge: base.get('sessionLarge'), cancellation, termsByCity, payment,
    promos, discounts, promoCode: onRequest ? undefined : c.promoCode, fees: own ? own.fees.map(words.feeText) : onRequest || rules ? [] : (c.fees ?? []).map((s) => fill(s, vars)),
    serviceAreas: c.serviceAreas, landing: c.landing ?? false, hiddenCityTiles: c.hiddenCityTiles ?? [], geo: c.geo,
    groomers: (c.visits?.team ?? []).flatMap((g, j) => (g.photo ? [{ name: g.name, photo: g.photo, alt: g.alt ?? '', at: j }] : [])),
    faqs: (c.landing ? raw.faqs.landing : raw.faqs.city).map((f) => resolveFaq(f, vars)),
    text,
  };
}

/** Each city's own terms, cities with the same terms said together: "In Delhi: Cancel or reschedule ...". */
function citiesTermsTexts(raw: RawSite, rules: VisitRules | undefined, defaultTerms: VisitTerms, tr: (text: string) => string, words: OfferWords): string[] {
  const groups = new Map<string, string[]>();
  for (const c of teamCities(raw)) {
    const said = words.termsText(rules?.cities[c.slug]?.terms ?? defaultTerms);
    groups.set(said, [...(groups.get(said) ?? []), c.name]);
  }
  return [...groups].map(([said, names]) => tr('In {cities}: {terms}').replace('{cities}', listIn(names, tr)).replace('{terms}', said));
}

const uniqueTexts = (texts: string[]) => [...new Set(texts)];

const fromPriceOf = (raw: RawSite) => Math.min(...raw.packages.map((p) => p.offerPrice));

function sortedTerms(t: RawSite['cityDefaults']['visits']['terms']): VisitTerms {
  const sorted = (tiers: readonly { fromHoursBefore: number; feePercent: number }[]) => [...tiers].sort((a, b) => b.fromHoursBefore - a.fromHoursBefore);
  return { cancel: sorted(t.cancel), reschedule: sorted(t.reschedule) };
}

function resolveFaq(f: RawFaq, vars: Vars): Faq {
  return {
    q: fill(f.q, vars),
    a: (Array.isArray(f.a) ? f.a : [f.a]).map((s) => fill(s, vars)),
    points: (f.points ?? []).map((s) => fill(s, vars)),
  };
}

function resolvePosts(v: Validated, opts: ResolveOptions): Post[] {
  const today = Date.parse(`${opts.today ?? todayIn('Asia/Kolkata')}T00:00:00Z`);
  return v.posts
    .map(({ file, matter }) => {
      const time = parsePostDate(matter.date)!;
      const status: Post['status'] = matter.draft ? 'draft' : time > today ? 'scheduled' : 'published';
      return {
        slug: file.slug, path: postPath(file.slug), file: file.file, bodyLine: file.bodyLine, title: matter.title, heading: matter.heading,
        description: matter.description, excerpt: matter.excerpt, date: displayDate(matter.date, time), isoDate: isoDate(time), time,
        pet: matter.pet, imageAlt: matter.imageAlt, image: postImage(file.slug), text: file.text, status,
      };
    })
    .filter((post) => opts.unpublished || post.status === 'published')
    .sort((a, b) => b.time - a.time || compareSlugs(a.slug, b.slug))
    .map(({ time: _time, ...post }, i) => ({ ...post, preview: i < OWN_PREVIEW_POSTS ? postSharePath(post.slug) : petSharePath(post.pet) }));
}

// Posts of the same date are in slug order, as the locale's collation has it. For slugs of
// lowercase ASCII letters, digits and hyphens (every slug in practice) that order is the order of
// their characters, which compares some hundred times faster: with 10,000 posts, many sharing a
// date, the collator alone took a third of a second.
const collator = new Intl.Collator();
const plainSlug = /^[a-z0-9-]*$/;
export function compareSlugs(a: string, b: string): number {
  if (plainSlug.test(a) && plainSlug.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return collator.compare(a, b);
}

function fillAll<T>(value: T, vars: Vars): T {
  if (typeof value === 'string') return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, vars)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, vars)])) as T;
  return value;
}

function omit<T extends object, K extends keyof T>(obj: T, keys: K[]): Omit<T, K> {
  const out = { ...obj };
  for (const k of keys) delete out[k];
  return out;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The default language: its texts are the site's own, so its catalog is empty. */
function defaultLanguage(raw: RawSite): SiteLanguage {
  const languages = languagesOf(raw);
  return { ...languages[0], languages, texts: {}, stringsFile: '' };
}

/**
 * The sentences written from the visit rules (model/offers.ts) and the fallbacks above, in the
 * edition's language: looked up whole in its catalog, so a changed rule changes the English
 * sentence and asks for its translation again. The default language keeps them as written.
 */
function generatedText(language: SiteLanguage | undefined): (text: string) => string {
  if (!language || !language.stringsFile) return (text) => text;
  return (text) => language.texts[text] ?? untranslated(`${language.stringsFile}:1:1`, text);
}
