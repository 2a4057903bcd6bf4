// The site's languages (site.yaml `languages`): the first is the default and lives at `/`, each
// other under `/<code>/`. Shared by the route plan, the templates (html lang, hreflang, the
// language switch), the lead API (which language a lead's page is in) and the desk.

export interface Language {
  code: string;
  /** Language and region for search engines and html lang, e.g. hi-IN. */
  hreflang: string;
  /** The language named in itself, for the switch: English, हिन्दी. */
  name: string;
  /** '' for the default language, '/hi' for Hindi. */
  prefix: string;
}

/** The languages of a site definition; a site without `languages` is in `site.language` alone. */
export function languagesOf(raw: { site: { language: string }; languages?: readonly { code: string; hreflang: string; name: string }[] }): Language[] {
  const list = raw.languages?.length ? raw.languages : [{ code: raw.site.language.slice(0, 2), hreflang: raw.site.language, name: raw.site.language }];
  return list.map((l, i) => ({ code: l.code, hreflang: l.hreflang, name: l.name, prefix: i === 0 ? '' : `/${l.code}` }));
}

/** A default-language path in a language: / -> /hi, /about -> /hi/about (a page is a file beside its folder, model/routes.ts). */
export function pathIn(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Whether a page (its `languages` list, absent: all) is in a language. */
export function isIn(pageLanguages: readonly string[] | undefined, code: string): boolean {
  return !pageLanguages || pageLanguages.includes(code);
}

/**
 * The language code of a page, given as a path or a full URL as forms send it: the first segment
 * when it names one of `codes` that is not the default ("hi" for .../hi/pet-grooming-at-home/noida),
 * else the default (the first code).
 */
export function languageOfPath(pathname: string, codes: readonly string[]): string {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first && codes.indexOf(first) > 0 ? first : codes[0];
}

// A text with no translation renders as a marker that names where its original lives; the build
// finds the markers in the rendered pages and lists every one as a problem at its file and line
// (pipeline/languages/missing.ts). Private-use characters: no editor types them, HTML escaping
// and JSON keep them as they are.
const OPEN = '\uE000';
const MID = '\uE001';
const CLOSE = '\uE002';

/** The marker of a text that has no translation: `where` is file:line, `text` the original. */
export function untranslated(where: string, text: string): string {
  return `${OPEN}${where}${MID}${text}${CLOSE}`;
}

/** Every marker in a rendered page: where its original lives and (the start of) the text. */
export function untranslatedIn(html: string): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, at + 1)) {
    const mid = html.indexOf(MID, at);
    if (mid < 0) break;
    const end = html.indexOf(CLOSE, mid);
    const text = html.slice(mid + 1, end < 0 ? mid + 80 : end);
    // A marked text may hold marked texts of its own (a sentence written around an offer's label).
    found.push({ where: html.slice(at + 1, mid), text: text.replace(/\uE000[^\uE001]*\uE001/g, '').replace(/[\uE000-\uE002]/g, '') });
  }
  return found;
}

/**
 * The language a lead was sent in, named in English for the desk ("Hindi"), from the page it came
 * from (a path or the full URL browsers send): pages of another language than the default live
 * under /<two-letter code>/. "" for the default language's pages.
 */
export function leadLanguageName(pageOrUrl: string | undefined): string {
  const text = (pageOrUrl ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const code = /^\/([a-z]{2})(?:[/?#]|$)/.exec(text)?.[1];
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A text said in a language: its catalog's words for the English, the {placeholders} filled from `vars`. */
export type Say = (english: string, vars?: Readonly<Record<string, string>>) => string;

const fill = (text: string, vars: Readonly<Record<string, string>> | undefined): string =>
  (vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(vars, name) ? vars[name] : all)) : text);

/** The default language says the English as written. */
export const sayInEnglish: Say = (english, vars) => fill(english, vars);

/** A language's Say from its catalog; a text the catalog lacks is said in English (and a test that reads every refusal finds it). */
export function sayFrom(texts: Readonly<Record<string, string>>): Say {
  return (english, vars) => fill(Object.hasOwn(texts, english) ? texts[english] : english, vars);
}

/**
 * A message of the lead API in another language, from that language's catalog: the message as a
 * whole, or a catalog text with {placeholders} that matches it, its values carried over
 * ("phone: enter a {digits} digit phone number"), or else the field it begins with and the rest
 * each from the catalog ("name:" and "at most {max} characters"): the same few complaints are
 * made of every field, so they are written once, not once per field. A message the catalog does
 * not know stays as it is: the form still shows what went wrong, in English.
 */
export function translateMessage(message: string, texts: Readonly<Record<string, string>>): string {
  const whole = translateWhole(message, texts);
  if (whole !== undefined) return whole;
  // "source.ref: missing": the field's own name, else the one it is part of ("source:").
  const m = /^([A-Za-z_][\w.]*): (.+)$/s.exec(message);
  if (!m) return message;
  const field = [`${m[1]}:`, `${m[1].split('.')[0]}:`].find((f) => Object.hasOwn(texts, f));
  const rest = translateWhole(m[2], texts);
  return field && rest !== undefined ? `${texts[field]} ${rest}` : message;
}

function translateWhole(message: string, texts: Readonly<Record<string, string>>): string | undefined {
  if (Object.hasOwn(texts, message)) return texts[message];
  // The API's messages begin with fixed words (the field's name, "too many requests"), so only a
  // template that does too may match: the window picker's "{weekday} {day} {month}" would match
  // almost any message. Of those that match, the one with the most fixed text wins.
  let best: { literal: number; text: string } | undefined;
  for (const [english, translated] of Object.entries(texts)) {
    if (!english.includes('{') || english.startsWith('{')) continue;
    const names: string[] = [];
    let literal = 0;
    const source = english.split(/(\{\w+\})/).map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) {
        literal += piece.length;
        return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      names.push(name);
      return '(.+?)';
    }).join('');
    if (best && literal <= best.literal) continue;
    const m = new RegExp(`^${source}$`, 's').exec(message);
    if (!m) continue;
    best = { literal, text: translated.replace(/\{(\w+)\}/g, (all, name: string) => (names.includes(name) ? m[names.indexOf(name) + 1] : all)) };
  }
  return best?.text;
}
