// The source texts a page's words come from, each with its file and line: every string of
// site.yaml, every translation of strings/<code>.yaml, every line of content/**/*.md (front
// matter and body) and the string literals and JSX text of templates/ and islands/. A fact is
// looked for in these texts outside their {placeholders}: there it is typed by hand (typed.ts),
// and a page's disagreeing fact is reported at the line it was typed (pages.ts).
//
// Data fields that are not sentences are not texts: ids, slugs, paths, URLs, codes, times of day
// ("09:00"), dates, and the labels of add-ons and fees, which are names of priced items shown
// beside the price the data gives ("Nail clipping (30 Min)"), not claims about it; and a boarding
// plan's `terms` ("14 days", "8 AM to 6 PM, 1 meal"), which is the plan's own data: the page
// check takes the plans' days and hours from there (allowed.ts). A wrong figure in any of them
// still shows on a page, where the page check finds it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parseYamlSource, stringScalars, type KnownTexts } from '../load/source.ts';
import { markdownFilesIn } from '../load/load.ts';
import type { Fact } from './kinds.ts';

export interface SourceText {
  /** Absolute path. */
  file: string;
  /** Line and column (1-based) where `text` starts. */
  line: number;
  col: number;
  /** The text as written in the file, each {placeholder} (and template literal `${…}`) blanked to spaces, so offsets stay. */
  text: string;
  /** The language the text is in: "en", or the code of strings/<code>.yaml or content/<code>/. */
  language: string;
}

export interface SourceHit { file: string; line: number; col: number }

const PLACEHOLDER = /\{[a-zA-Z]+(?::[a-z0-9-]+)?\}|\$\{[^}]*\}/g;
const blank = (s: string) => s.replace(PLACEHOLDER, (m) => ' '.repeat(m.length));

/** Keys whose values are data, not sentences (see above). */
const DATA_KEYS = new Set(['id', 'slug', 'path', 'paths', 'url', 'href', 'code', 'promoCode', 'opens', 'closes', 'date', 'city', 'cities', 'target', 'package',
  'photo', 'avatar', 'icon', 'pet', 'kind', 'phone', 'phoneDisplay', 'email', 'number', 'mapQuery', 'postalCode', 'street', 'themeColor', 'store', 'base',
  'corsOrigins', 'servers', 'trustedProxies', 'honeypotField', 'writeReviewUrl', 'bookedFrom', 'bookedBefore', 'days', 'daysOff', 'language', 'hreflang', 'prefix',
  'titleTemplate', 'terms', 'packageOptions', 'appointmentOptions', 'addOns', 'topPosts', 'languages', 'fromPage', 'freeGroomingPackage']);
const LABELLED_DATA = new Set(['addOns', 'cityAddOns', 'fees']);

export function isDataField(path: readonly (string | number)[]): boolean {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (key === 'label') return path.some((k) => typeof k === 'string' && LABELLED_DATA.has(k));
  return key !== undefined && DATA_KEYS.has(key);
}

/** A text's position to the line and column of an offset within it. */
export function positionIn(s: SourceText, offset: number): { line: number; col: number } {
  const before = s.text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  const lines = nl < 0 ? 0 : before.split('\n').length - 1;
  return { line: s.line + lines, col: nl < 0 ? s.col + offset : offset - nl };
}

/**
 * Texts of a YAML file: the string values of site.yaml that are not data (their data values go
 * into `data`), or the translations of strings/<code>.yaml, but for those of data values (a plan's
 * "14 days" in Hindi is the same data).
 */
export function yamlTexts(file: string, content: string, language: string, data: Set<string>, isData: (path: readonly (string | number)[]) => boolean): SourceText[] {
  const src = parseYamlSource(file, content);
  const starts = lineStarts(content);
  return stringScalars(src).filter((s) => {
    if (!isData(s.path)) return true;
    data.add(s.value);
    return false;
  }).map((s) => {
    const { line, col } = lineColAt(starts, s.start);
    return { file, line, col, text: blank(content.slice(s.start, s.end)), language };
  });
}

/** Every line of a Markdown file (front matter and body alike), one text each. */
export function markdownTexts(file: string, content: string, language: string): SourceText[] {
  return content.split('\n').map((text, i) => ({ file, line: i + 1, col: 1, text: blank(text), language }));
}

/** The string literals and JSX text of a .tsx file, comments left out. */
export function codeTexts(file: string, content: string): SourceText[] {
  // Comments blanked (same length), so the offsets of what is left stay those of the file.
  const code = content.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (m, pre: string | undefined) => (pre ?? '') + m.slice((pre ?? '').length).replace(/[^\n]/g, ' '));
  const starts = lineStarts(content);
  const out: SourceText[] = [];
  const re = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|>([^<>{}]+)</g;
  for (const m of code.matchAll(re)) {
    const offset = m.index! + (m[1] !== undefined ? 1 : 0);
    const text = m[1] ?? m[0];
    if (!/\d/.test(text) && !/include|part of|शामिल/i.test(text)) continue;
    const { line, col } = lineColAt(starts, offset);
    out.push({ file, line, col, text: blank(text), language: 'en' });
  }
  return out;
}

function lineStarts(content: string): number[] {
  const starts = [0];
  for (let i = content.indexOf('\n'); i >= 0; i = content.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineColAt(starts: readonly number[], offset: number): { line: number; col: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
  }
  return { line: lo + 1, col: offset - starts[lo] + 1 };
}

function filesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name)).sort();
}

export interface SourceOptions {
  /** The site definition's texts as the build read them ("site.yaml", "strings/hi.yaml"), else read from disk. */
  definition?: Readonly<Record<string, string>>;
  /** Which post files to read (a build reads only those it read itself: see build-steps/load.ts); by default all. */
  post?: (file: string) => boolean;
  /**
   * The texts of site.yaml, strings/ and the templates kept from a build that read the same bytes
   * (build-steps/load.ts keeps them in the build cache): finding them in the parsed YAML and code
   * took some 150 ms of a cold build's 1 s, every build.
   */
  kept?: { get(key: string): SourceText[] | undefined; set(key: string, texts: SourceText[]): void };
  /** The site definition's readings the build kept (load/definition-cache.ts): site.yaml is not read again by js-yaml. */
  known?: KnownTexts;
}

/** A Markdown file of content/: read line by line when scanned, never held (10,000 posts are 300,000 lines). */
export interface MarkdownSource { file: string; language: string }

export interface Sources {
  /** The texts of site.yaml, strings/ and the templates: small, held for the build. */
  texts: SourceText[];
  markdown: MarkdownSource[];
}

/** Every source text of the project at `root`. */
export function sourceTexts(root: string, opts: SourceOptions = {}): Sources {
  return { texts: keptTexts(root, opts), markdown: markdownSources(root, opts) };
}

/** The texts of site.yaml, strings/ and the templates, from `opts.kept` when the same bytes were read before. */
function keptTexts(root: string, opts: SourceOptions): SourceText[] {
  if (!opts.kept) return definitionTexts(root, opts);
  const read = (rel: string) => opts.definition?.[rel] ?? readFileSync(join(root, rel), 'utf8');
  const key = createHash('sha1');
  key.update(`${TEXTS_FORMAT}\0${root}\0`);
  if (opts.definition?.['site.yaml'] !== undefined || existsSync(join(root, 'site.yaml'))) key.update(`site.yaml\0${read('site.yaml')}\0`);
  for (const file of filesIn(join(root, 'strings'), '.yaml')) key.update(`${file}\0${read(`strings/${file.slice(file.lastIndexOf('/') + 1)}`)}\0`);
  for (const dir of ['templates', 'islands']) for (const file of filesIn(join(root, dir), '.tsx')) key.update(`${file}\0${readFileSync(file, 'utf8')}\0`);
  const id = key.digest('hex');
  const kept = opts.kept.get(id);
  if (kept) return kept;
  const texts = definitionTexts(root, opts);
  opts.kept.set(id, texts);
  return texts;
}

/** Bump when what a text holds (its shape, or how it is found) changes: kept texts of another format are not read. */
const TEXTS_FORMAT = 'texts-1';

function definitionTexts(root: string, opts: SourceOptions): SourceText[] {
  const read = (rel: string) => opts.definition?.[rel] ?? readFileSync(join(root, rel), 'utf8');
  const texts: SourceText[] = [];
  const data = new Set<string>();
  if (opts.definition?.['site.yaml'] !== undefined || existsSync(join(root, 'site.yaml'))) texts.push(...yamlTexts(join(root, 'site.yaml'), read('site.yaml'), 'en', data, isDataField));
  for (const file of filesIn(join(root, 'strings'), '.yaml')) {
    const code = file.slice(file.lastIndexOf('/') + 1, -'.yaml'.length);
    const rel = `strings/${code}.yaml`;
    // Values only (stringScalars): the keys are the English texts of site.yaml and the templates, read there.
    texts.push(...yamlTexts(file, read(rel), code, new Set(), (path) => data.has(String(path[0]))));
  }
  for (const dir of ['templates', 'islands']) for (const file of filesIn(join(root, dir), '.tsx')) texts.push(...codeTexts(file, readFileSync(file, 'utf8')));
  return texts;
}

function markdownSources(root: string, opts: SourceOptions): MarkdownSource[] {
  const content = join(root, 'content');
  const markdown: MarkdownSource[] = [];
  // Listed as the loader lists posts (load.ts, markdownFilesIn): a recursive listing with a
  // path.relative per file took some 140 ms of a one-post rebuild at 10,000 posts.
  for (const found of markdownFilesIn(content)) {
    const rel = sep === '/' ? found : found.split(sep).join('/');
    const file = `${content}${sep}${found}`;
    if (/(^|\/)posts\//.test(rel) && opts.post && !opts.post(file)) continue;
    const code = /^([a-z]{2,3})\//.exec(rel)?.[1];
    markdown.push({ file, language: code && code !== 'pages' && code !== 'posts' ? code : 'en' });
  }
  return markdown;
}

/** The lines of a Markdown file as texts; undefined when it is gone. */
export function markdownOf(m: MarkdownSource): SourceText[] | undefined {
  let content: string;
  try {
    content = readFileSync(m.file, 'utf8');
  } catch {
    return undefined;
  }
  return markdownTexts(m.file, content, m.language);
}

/** The source texts, searchable for where a fact was typed. */
export class SourceIndex {
  constructor(readonly sources: Sources) {}

  /**
   * Where `fact` is typed literally (outside placeholders), preferring a text in `language`. The
   * Markdown files are read again here: this runs only for a fact that disagrees, on a failing build.
   */
  find(fact: Fact, language?: string): SourceHit | undefined {
    let other: SourceHit | undefined;
    for (const s of this.all()) {
      const at = s.text.indexOf(fact.text);
      if (at < 0) continue;
      const hit = { file: s.file, ...positionIn(s, at) };
      if (!language || s.language === language) return hit;
      other ??= hit;
    }
    return other;
  }

  private *all(): Generator<SourceText> {
    yield* this.sources.texts;
    for (const m of this.sources.markdown) yield* markdownOf(m) ?? [];
  }
}
