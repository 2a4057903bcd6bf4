// The site in another language: the same validated site.yaml with every text a visitor reads
// replaced by its translation from strings/<code>.yaml, and the long texts of content/pages/
// replaced by content/<code>/pages/. Facts (prices, hours, phone numbers, paths, ids, names)
// are not texts and stay as they are, so the pages of every language state the same facts.
// A text without a translation becomes a marker naming its line (model/languages.ts): only a
// marker that reaches a rendered page is a problem (missing.ts), so an English-only page needs none.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readText } from '../load/article.ts';
import { parseMarkdown, type MarkdownFile } from '../load/load.ts';
import type { MatterCache } from '../load/matter-cache.ts';
import type { YamlText } from '../load/source.ts';
import { untranslated, type Language } from '../../model/languages.ts';
import type { Validated } from '../validate/validate.ts';
import type { RawPageMatter, RawSite, SiteLanguage } from '../../model/types.ts';
import type { Strings } from './strings.ts';

type Path = (string | number)[];

// The keys whose text a visitor reads. Anything else (ids, slugs, paths, times, codes, package
// and people's names, addresses) is a fact or a name and is the same in every language. A
// package's subtitle says what it is, so it is a text; a city's name is read as its language writes it.
const TEXT_KEYS = new Set([
  'tagline', 'greeting', 'label', 'heading', 'landingText', 'metaText', 'noVan', 'prepare', 'text', 'phrases', 'cityHeadlines',
  'phoneInvalid', 'alreadySubmitted', 'serverError', 'boardingSuccess', 'appError', 'chunkFailed', 'title', 'link', 'goBack', 'bookByCall',
  'inclusions', 'extras', 'titleTemplate', 'payment', 'description',
  'q', 'a', 'points', 'when', 'caption', 'alt', 'offerText', 'pets', 'subtitle',
]);
const DAY_CODES = /^(mon|tue|wed|thu|fri|sat|sun)$/;

/**
 * The text as site.yaml writes it, by the place a marker names (file#data path): the rendered
 * marker holds the text with its placeholders filled, and the translation is keyed by the text as written.
 */
export const originals = new Map<string, string>();

/** Whether the string at `path` of site.yaml is a text a visitor reads. */
export function isVisitorText(path: Path, value: string): boolean {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const key = keys[keys.length - 1];
  if (key === 'days') return !DAY_CODES.test(value) && /\s/.test(value);
  if (key === 'name') return keys[0] === 'services' || (keys[0] === 'contact' && keys[1] === 'office') || (keys[0] === 'cities' && path.length === 3);
  if (key === 'promos') return false; // a city's promos name offers of visits.promos by placeholder
  // The pets stay as the lead API and the desk know them (Dog, Cat; the forms say them in the
  // page's words). A package's subtitle and an add-on's label are sent in the page's language
  // beside their id, which the lead API reads (model/booking-wire.ts: every edition's labels).
  if (key === 'pets') return false;
  return TEXT_KEYS.has(key);
}

/** site.yaml with its texts translated (or marked untranslated at their line), in `language`. */
export function translateRaw(raw: RawSite, strings: Strings, siteYaml: YamlText, language: Language): RawSite {
  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string') {
      if (!isVisitorText(path, value) || value.replace(/\{[^{}]+\}/g, '').trim() === '') return value; // placeholders alone: nothing to translate
      const done = strings.texts[value];
      if (done !== undefined) return done;
      // The place is kept as the data path; its line is looked up only if the text reaches a page (pages.ts).
      const where = `${siteYaml.file}#${path.join('/')}`; // no quotes: HTML escaping would change them
      originals.set(where, value);
      return untranslated(where, value);
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, i]));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  const out = walk(raw, []) as RawSite;
  return { ...out, site: { ...out.site, language: language.hreflang } };
}

/**
 * content/pages/<key>.md in a language: content/<code>/pages/<key>.md when written, else the
 * English file with its body and front matter texts marked untranslated (a problem only if a
 * page in that language shows it). `kept`: the front matter kept from the last build (load/matter-cache.ts).
 */
export function translatePages(root: string, pages: Validated['pages'], code: string, kept?: MatterCache): Validated['pages'] {
  const out: Validated['pages'] = new Map();
  for (const [key, english] of pages) {
    const file = join(root, 'content', code, 'pages', `${key}.md`);
    if (existsSync(file)) {
      const md = parseMarkdown(file, readFileSync(file, 'utf8'), kept);
      out.set(key, { file: md, matter: md.matter.data as RawPageMatter });
      continue;
    }
    const where = `${file}:1:1`;
    const mark = (text: string) => untranslated(where, text);
    const marked: MarkdownFile = { ...english.file, text: readText(english.file.file, untranslated(where, `no ${relative(root, file)} (the text of ${relative(root, english.file.file)})`)) };
    const matter = english.matter;
    out.set(key, {
      file: marked,
      matter: {
        ...matter, title: mark(matter.title), description: mark(matter.description),
        ...(matter.local ? { local: { ...matter.local, team: mark(matter.local.team), travel: mark(matter.local.travel) } } : {}),
      },
    });
  }
  return out;
}

/** The language of an edition, with its catalog. */
export function editionLanguage(language: Language, languages: readonly Language[], strings: Strings): SiteLanguage {
  return { ...language, languages: [...languages], texts: strings.texts, stringsFile: strings.file };
}
