// Step 2: check everything an editor wrote, and report every problem at once, each at its line.
// First the JSON Schemas (site.schema.json, content/*.schema.json), then what a schema cannot
// say: duplicate ids and paths, references to unknown things, placeholders, dates.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, packageRoot } from '../project.ts';
import { locate, yamlSyntaxProblems, type YamlSource, type YamlText } from '../load/source.ts';
import { dataPath, problemAt, type Problem } from '../problems.ts';
import { schemaProblems } from './schema-problems.ts';
import { visitRuleProblems } from './visit-rules.ts';
import { addOnProblems } from './add-ons.ts';
import { translatedPostProblems, type CheckedPost } from './translated-posts.ts';
import { loadValidator, validatorKey, type LoadedValidator } from './compiled-schema.ts';
import { globalVars, cityVarNames, isCityText, stringsIn, unknownMarkdownPlaceholders, unknownPlaceholders } from '../placeholders.ts';
import type { Project, MarkdownFile } from '../load/load.ts';
import type { RawPageMatter, RawPostMatter, RawSite } from '../../model/types.ts';
import { parsePostDate } from '../dates.ts';
import { HERO_TEMPLATES, photoUses } from '../../model/photos.ts';

const here = (p: string) => join(packageRoot, p);
const SITE_SCHEMA = 'site.schema.json';
const validators = new Map<string, Promise<LoadedValidator>>();

/** The compiled validator of one of the package's schemas, loaded once per process. */
function validatorOf(schema: string): Promise<LoadedValidator> {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = loadValidator(here(schema), cacheDir)));
  return validator;
}

export interface Validated {
  raw: RawSite;
  posts: { file: MarkdownFile; matter: RawPostMatter }[];
  /** content/<code>/posts by language code (translated-posts.ts): each an English post's version in that language. */
  translatedPosts: Map<string, CheckedPost[]>;
  pages: Map<string, { file: MarkdownFile; matter: RawPageMatter }>;
}

export async function validateProject(project: Project): Promise<{ ok: true; value: Validated } | { ok: false; problems: Problem[] }> {
  // A site.yaml whose very text passed this schema in an earlier build (load/definition-cache.ts)
  // passes again: its validator, the largest (ajv's code for site.schema.json), is not even loaded.
  const siteKnown = project.site.data !== undefined && !!project.site.validity?.knows(validatorKey(here(SITE_SCHEMA)));
  const [siteSchema, postSchema, pageSchema] = await Promise.all([siteKnown ? undefined : validatorOf(SITE_SCHEMA), validatorOf('content/post.schema.json'), validatorOf('content/page.schema.json')]);
  const problems: Problem[] = [];
  const raw = (siteSchema ? parseChecked(project.site, siteSchema, problems) : project.site.data) as RawSite | undefined;
  const posts = project.posts.map((file) => ({ file, matter: parseChecked(file.matter, postSchema, problems) as RawPostMatter }));
  const pages = new Map([...project.pages].map(([key, file]) =>
    [key, { file, matter: parseChecked(file.matter, pageSchema, problems) as RawPageMatter }]));
  const translatedPosts = new Map([...project.translatedPosts].map(([code, files]) =>
    [code, files.map((file) => ({ file, matter: parseChecked(file.matter, postSchema, problems) as RawPostMatter }))]));

  for (const { file, matter } of [...posts, ...[...translatedPosts.values()].flat()]) if (matter) problems.push(...postProblems(file, matter));
  if (raw && problems.every((p) => p.file !== project.site.file)) {
    problems.push(...siteProblems(project.site.source, raw, new Set(project.posts.map((p) => p.slug)), project.root));
  }
  if (raw) problems.push(...orphanTexts(pages, raw), ...translatedPostProblems(project.root, raw, posts, translatedPosts));
  if (raw && !problems.length) problems.push(...markdownPlaceholderProblems(raw, pages, [...posts, ...[...translatedPosts.values()].flat()]));
  if (problems.length || !raw) return { ok: false, problems };
  return { ok: true, value: { raw, posts, translatedPosts, pages } };
}

function parseChecked(text: YamlText, validator: LoadedValidator, problems: Problem[]): unknown {
  // Fast path: the quick reading is valid, so there is nothing to point at. Only that reading's
  // validity is noted: one found in the position-keeping reading below is not the value kept.
  if (text.data !== undefined && validator.validate(text.data)) {
    text.validity?.note(validator.key);
    return text.data;
  }
  const src = text.source();
  const syntax = yamlSyntaxProblems(src);
  if (syntax.length) {
    problems.push(...syntax.map((s) => problemAt(src, s.pos, '', `YAML syntax: ${s.message}`,
      'check indentation (spaces, not tabs) and quote text that contains a colon')));
    return undefined;
  }
  const data = src.doc.toJS();
  const found = schemaProblems(src, validator, data ?? {});
  problems.push(...found);
  return found.length ? undefined : data;
}

/**
 * Markdown may use the placeholders of site.yaml's texts (a city's or locality's page also its
 * city's): an unknown one is reported at its file and line. A post a rebuild trusted unread is
 * checked when its page renders (pipeline/resolve.ts postArticle).
 */
function markdownPlaceholderProblems(raw: RawSite, pages: Validated['pages'], posts: { file: MarkdownFile }[]): Problem[] {
  const global = globalVars(raw);
  const withCity = new Map([...global, ...cityVarNames.map((n): [string, string] => [n, ''])]);
  const files = [...[...pages].map(([key, { file }]) => ({ file, vars: /^(cities|localities)\//.test(key) ? withCity : global })), ...posts.map(({ file }) => ({ file, vars: global }))];
  return files.flatMap(({ file, vars }) => file.text.markdown === undefined ? [] : unknownMarkdownPlaceholders(file.text.markdown, vars, file.file, file.bodyLine).map((u): Problem => ({
    file: u.file, line: u.line, col: u.col, where: '', message: `unknown placeholder {${u.name}}`,
    hint: `known placeholders: ${[...vars.keys()].filter((k) => !k.includes(':')).join(', ')}`,
  })));
}

/** A text in content/pages that no page shows is almost always a misspelt slug. */
function orphanTexts(pages: Validated['pages'], raw: RawSite): Problem[] {
  const used = new Set(['about', 'privacy-policy', ...raw.cities.map((c) => `cities/${c.slug}`), ...raw.localities.map((l) => `localities/${l.slug}`)]);
  return [...pages].filter(([key]) => !used.has(key)).map(([key, { file }]) => problemAt(file.matter.source(), locate(file.matter.source(), ['title']), '',
    `no page shows this text: "${key}" is not about, privacy-policy, a city or a locality`,
    'name the file after the slug of a city or locality in site.yaml, e.g. content/pages/cities/noida.md'));
}

function postProblems(file: MarkdownFile, matter: RawPostMatter): Problem[] {
  const at = (key: string, message: string, hint?: string) => problemAt(file.matter.source(), locate(file.matter.source(), [key]), key, message, hint);
  const time = parsePostDate(matter.date);
  if (time === undefined) return [at('date', `"${matter.date}" is not a real date`, 'write it like 2026-11-24 or July 4, 2024')];
  if (!file.hasText) return [at('title', 'the article has no text below its front matter')];
  return [];
}

/** Checks that need the whole site: uniqueness, references, placeholders, counts. */
function siteProblems(source: () => YamlSource, raw: RawSite, postSlugs: Set<string>, root: string): Problem[] {
  const problems: Problem[] = [];
  const report = (path: (string | number)[], message: string, hint?: string) =>
    problems.push(problemAt(source(), locate(source(), path), dataPath(path), message, hint));

  const unique = (list: { [k: string]: unknown }[], key: string, listPath: string, what: string) => {
    const seen = new Map<unknown, number>();
    list.forEach((item, i) => {
      const first = seen.get(item[key]);
      if (first !== undefined) report([listPath, i, key], `duplicate ${what} "${String(item[key])}"`, `it is already used by ${listPath}[${first}]`);
      else seen.set(item[key], i);
    });
  };
  unique(raw.packages as never, 'id', 'packages', 'package id');
  unique(raw.addOns as never, 'id', 'addOns', 'add-on id');
  unique(raw.cities as never, 'slug', 'cities', 'city slug');
  unique(raw.localities as never, 'slug', 'localities', 'locality slug');
  unique(raw.boarding.plans as never, 'id', 'boarding', 'plan id');

  // JSON Schema cannot compare two fields portably (ajv's $data is unknown to editors' language servers).
  const offerNotAboveList = (item: { offerPrice: number; listPrice: number }, path: (string | number)[]) => {
    if (item.offerPrice > item.listPrice) {
      report([...path, 'offerPrice'], `offer price ${item.offerPrice} is above the list price ${item.listPrice}`,
        'the offer price is what the visitor pays; it must not be more than the struck-through list price');
    }
  };
  raw.packages.forEach((p, i) => offerNotAboveList(p, ['packages', i]));
  raw.boarding.plans.forEach((p, i) => offerNotAboveList(p, ['boarding', 'plans', i]));
  raw.boarding.plans.forEach((p, i) => {
    if (!p.hours && !p.perDay && p.days === undefined && p.anyDaysPerYear === undefined) {
      report(['boarding', 'plans', i], `plan ${p.id} states no terms`, 'give it hours (and meals), perDay: true, days or anyDaysPerYear');
    }
    if (p.meals !== undefined && !p.hours) report(['boarding', 'plans', i, 'meals'], `plan ${p.id} gives meals but no hours`, 'meals go with the hours of a day boarding plan');
  });

  // Coordinates outside India are almost always latitude and longitude swapped, or a sign lost.
  const inIndia = (geo: { latitude: number; longitude: number }, path: (string | number)[]) => {
    if (geo.latitude < 6 || geo.latitude > 37 || geo.longitude < 68 || geo.longitude > 98) {
      report([...path, 'geo'], `latitude ${geo.latitude}, longitude ${geo.longitude} is not in India`,
        'Delhi is latitude 28.6139, longitude 77.2090: latitude comes first, both in decimal degrees');
    }
  };
  inIndia(raw.contact.office.geo, ['contact', 'office']);
  raw.cities.forEach((c, i) => inIndia(c.geo, ['cities', i]));

  const packageIds = new Set(raw.packages.map((p) => p.id));
  const citySlugs = new Set(raw.cities.map((c) => c.slug));
  const must = (ok: boolean, path: (string | number)[], what: string, value: string, known: Iterable<string>) => {
    if (!ok) report(path, `unknown ${what} "${value}"`, `known ${what}s: ${[...known].join(', ')}`);
  };
  addOnProblems(raw, report);
  must(packageIds.has(raw.boarding.freeGroomingPackage), ['boarding', 'freeGroomingPackage'], 'package', raw.boarding.freeGroomingPackage, packageIds);
  raw.localities.forEach((l, i) => { if (l.city !== undefined) must(citySlugs.has(l.city), ['localities', i, 'city'], 'city', l.city, citySlugs); });
  raw.cityShortcuts.forEach((s, i) => must(citySlugs.has(s.city), ['cityShortcuts', i, 'city'], 'city', s.city, citySlugs));
  raw.cities.forEach((c, i) => {
    // The form offers the code; the page's offers must say what it gives (with visit rules, a
    // promo of visits.promos does: pipeline/validate/visit-rules.ts checks that one).
    if (c.promoCode && !(raw.visits && c.visits) && !(c.promos ?? []).some((p) => p.includes(c.promoCode!))) {
      report(['cities', i, 'promoCode'], `no promo of ${c.name} names the code ${c.promoCode}`, `say what it gives in promos, e.g. "20% off with promo code ${c.promoCode}."`);
    }
  });
  raw.cities.forEach((c, i) => (c.hiddenCityTiles ?? []).forEach((h, j) => must(citySlugs.has(h), ['cities', i, 'hiddenCityTiles', j], 'city', h, citySlugs)));
  raw.blog.topPosts.forEach((slug, i) => must(postSlugs.has(slug), ['blog', 'topPosts', i], 'post', slug, [...postSlugs].slice(0, 5).concat('…')));

  const pagePaths = new Set(raw.pages.map((p) => p.path));
  raw.pages.forEach((p, i) => {
    if (p.template === 'pet-packages' && !p.pet) report(['pages', i], `page ${p.path} uses the pet-packages template but names no pet`, 'add "pet: dog" or "pet: cat"');
  });
  raw.aliases.forEach((a, i) => {
    if (!pagePaths.has(a.target)) report(['aliases', i, 'target'], `alias target "${a.target}" is not a page`, `targets are paths from pages:, e.g. ${[...pagePaths].slice(0, 4).join(', ')}`);
  });
  duplicatePaths(raw).forEach(({ path, at, first }) => report(at, `the path ${path} is used twice`, `it is already used by ${dataPath(first)}`));

  for (const { name, path } of photoUses(raw)) {
    if (!existsSync(join(root, 'content', 'images', name))) {
      report(path, `no photo content/images/${name}`, 'put the JPEG or PNG into content/images, or correct the file name (letter case counts)');
    }
  }
  raw.pages.forEach((p, i) => {
    if (p.hero && !HERO_TEMPLATES.includes(p.template)) {
      report(['pages', i, 'hero'], `the ${p.template} page has no title band to show a photo in`, `a hero photo shows on the pages of these templates: ${HERO_TEMPLATES.join(', ')}`);
    }
  });
  if (raw.gallery.length !== raw.ui.galleryCount) {
    report(['gallery'], `the gallery has ${raw.gallery.length} images but ui.galleryCount says ${raw.ui.galleryCount}`, 'add or remove gallery items, or change ui.galleryCount');
  }
  visitRuleProblems(raw, report);

  const vars = globalVars(raw);
  for (const [path, text] of stringsIn(raw)) {
    const city = isCityText(path);
    const unknown = unknownPlaceholders(text, (n) => vars.has(n) || (city && (cityVarNames as readonly string[]).includes(n)));
    for (const name of unknown) {
      report(path, `unknown placeholder {${name}}`, name.includes(':')
        ? `use the id of a package, plan or add-on, e.g. {price:${raw.packages[0].id}}`
        : name === 'landingPercent' ? 'it is the percent of the landing page\'s own promo: add one to visits.promos with fromPage and percent, or say the offer without it'
        : name === 'landingUntil' ? 'it is the last day of the landing page\'s own promo: give that promo until: "YYYY-MM-DD", or say the offer without it'
        : `known placeholders: ${[...vars.keys()].filter((k) => !k.includes(':')).join(', ')}${city ? `, ${cityVarNames.join(', ')}` : ''}`);
    }
  }
  return problems;
}

/** Paths claimed in site.yaml by pages, aliases and shortcuts, with where each repeat stands. */
function duplicatePaths(raw: RawSite) {
  const seen = new Map<string, (string | number)[]>();
  const repeats: { path: string; at: (string | number)[]; first: (string | number)[] }[] = [];
  const claim = (path: string, at: (string | number)[]) => {
    const key = path.replace(/\/$/, '') || '/';
    const first = seen.get(key);
    if (first) repeats.push({ path, at, first });
    else seen.set(key, at);
  };
  raw.pages.forEach((p, i) => claim(p.path, ['pages', i, 'path']));
  raw.aliases.forEach((a, i) => a.paths.forEach((p, j) => claim(p, ['aliases', i, 'paths', j])));
  raw.cityShortcuts.forEach((s, i) => claim(s.path, ['cityShortcuts', i, 'path']));
  return repeats;
}
