// Every page the build wrote, read as a visitor reads it, each fact checked against what the
// catalogue allows for the page's place. Canonical pages only: an alias repeats its target's words.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Site } from '../../model/types.ts';
import { pathForFile } from '../../model/routes.ts';
import { allowedFor, type Allowed } from './allowed.ts';
import { disagreement } from './agree.ts';
import { englishOf, IncludedClaims } from './included.ts';
import { describeFact, type Fact } from './kinds.ts';
import { canonicalOf, fragmentBlocks, headBlocks, pageBlocks } from './page-text.ts';

/** The marker a shared part leaves in a page's own HTML (templates/reuse.tsx). */
const PART = '<gs-part data-key="';
import { placeOf, placeName } from './place.ts';
import { factsIn } from './read-facts.ts';
import { CheckedPages } from './checked.ts';
import type { SourceHit, SourceIndex } from './sources.ts';

export interface PageFactProblem {
  /** The page's path ("/pet-grooming-at-home/noida"). */
  page: string;
  fact: Fact;
  /** What the catalogue says instead. */
  says: string;
  /** The source text the fact is typed in, when it is typed literally in one. */
  source?: { file: string; line: number; col: number };
  text: string;
}

/** The .html files below `dir`, as paths relative to it, without the bundles and the desk. */
export function htmlFiles(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return base === '' && (e.name === 'assets' || e.name === 'desk') ? [] : htmlFiles(join(dir, e.name), `${base}${e.name}/`);
    return e.name.endsWith('.html') ? [`${base}${e.name}`] : [];
  });
}

/** The Site a page is in: the edition whose prefix its path starts with, else the default. */
function siteOfPath(site: Site, path: string): Site {
  for (const [code, edition] of Object.entries(site.editions ?? {})) {
    const prefix = edition.language.prefix;
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return site.editions![code];
  }
  return site;
}

export class PageFacts {
  private readonly allowed = new Map<string, Allowed>();
  private readonly included = new Map<Site, IncludedClaims>();
  /** What each shared part of the pages says wrong, by part and place (checkRendered). */
  private readonly judgedParts = new Map<string, { fact: Fact; says: string }[]>();
  /** The facts of each block of text seen (a header or footer repeats on every page). */
  private readonly known = new Map<string, Fact[]>();

  constructor(private readonly site: Site, private readonly sources?: SourceIndex, private readonly root = process.cwd()) {}

  /** The facts of one page's HTML that disagree with the catalogue; none for an alias. */
  check(path: string, html: string): PageFactProblem[] {
    const canonical = canonicalOf(html)?.replace(this.site.origin, '');
    if (canonical !== undefined && canonical !== path && canonical !== `${path}/` && `${canonical}/` !== path) return [];
    return this.judgePage(path, pageBlocks(html), []);
  }

  /**
   * A page as the build renders it (pipeline/render/render.tsx): its own HTML with a marker where
   * each part shared by many pages goes (templates/reuse.tsx: the top bar, header, footer), and
   * those parts. A part's words are read once per thread, and judged once per place: reading every
   * page whole made a 10,000-post build take 60 % more CPU time, the header and footer read again
   * on every page.
   */
  checkRendered(path: string, html: string, own: string, parts: ReadonlyMap<string, { html: string }> | undefined, checked?: CheckedPages): PageFactProblem[] {
    // A page as an earlier build checked and found it, under the same catalogue (checked.ts).
    const key = checked && CheckedPages.keyOf(path, html);
    if (key && checked!.knows(key)) return [];
    let found: PageFactProblem[];
    if (!parts) found = this.check(path, html);
    else {
      const keys: string[] = [];
      for (let at = own.indexOf(PART); at >= 0; at = own.indexOf(PART, at + 1)) keys.push(own.slice(at + PART.length, own.indexOf('"', at + PART.length)));
      found = this.judgePage(path, [...headBlocks(html), ...fragmentBlocks(own)], keys.filter((k) => parts.has(k)).map((k) => ({ key: k, html: parts.get(k)!.html })));
    }
    if (key && !found.length) checked!.found(key);
    return found;
  }

  private judgePage(path: string, blocks: readonly string[], parts: readonly { key: string; html: string }[]): PageFactProblem[] {
    const site = siteOfPath(this.site, path);
    const place = placeOf(site, path);
    const placeKey = `${site.language.code}:${place.kind}:${place.kind === 'city' || place.kind === 'landing' ? place.city.slug : place.kind === 'on-request' ? place.locality.slug : ''}`;
    let allowed = this.allowed.get(placeKey);
    if (!allowed) this.allowed.set(placeKey, (allowed = allowedFor(site, place)));
    const found = this.judge(path, site, allowed, this.factsOf(blocks, site.language.code), blocks.join(' '));
    for (const part of parts) {
      const key = `${part.key}|${placeKey}`;
      let judged = this.judgedParts.get(key);
      if (!judged) {
        const partBlocks = fragmentBlocks(part.html);
        this.judgedParts.set(key, (judged = this.judge(path, site, allowed, this.factsOf(partBlocks, site.language.code), partBlocks.join(' '))));
      }
      found.push(...judged);
    }
    const out: PageFactProblem[] = [];
    const seen = new Set<string>();
    for (const { fact, says } of found) {
      // A figure repeated on one page (a card and its form) is one finding.
      if (seen.has(`${fact.kind}:${fact.text}`)) continue;
      seen.add(`${fact.kind}:${fact.text}`);
      const hit = this.sources?.find(fact, site.language.code);
      const source = hit && { file: hit.file, line: hit.line, col: hit.col };
      out.push({ page: path, fact, says, source, text: `${path} (${placeName(place)}): ${describeFact(fact)} disagrees with the catalogue: ${says}${hit ? ` (typed at ${this.where(hit)})` : ''}` });
    }
    return out;
  }

  /** Each fact that disagrees, with what the catalogue says; `words`: the text around the facts (a fee's city named beside it). */
  private judge(path: string, site: Site, allowed: Allowed, facts: readonly Fact[], words: string): { fact: Fact; says: string }[] {
    const included = this.claims(site);
    const out: { fact: Fact; says: string }[] = [];
    for (const fact of facts) {
      const says = site !== this.site && fact.kind === 'included' ? this.inEnglish(fact, path) : disagreement(fact, allowed, words, included);
      if (says !== undefined) out.push({ fact, says });
    }
    return out;
  }

  /** A translated included claim, judged as its English (included.ts, englishOf); undefined when it has none. */
  private inEnglish(fact: Fact, path: string): string | undefined {
    const site = siteOfPath(this.site, path);
    const english = englishOf(fact.sentence ?? fact.text, site.language.texts);
    if (!english) return undefined;
    const claim = factsIn(english).find((f) => f.kind === 'included');
    if (!claim) return undefined;
    const place = placeOf(this.site, path);
    return disagreement(claim, allowedFor(this.site, place), english, this.claims(this.site));
  }

  /** The facts of a page's blocks, at their places in the blocks joined by spaces; each block read once per thread. */
  private factsOf(blocks: readonly string[], language: string): Fact[] {
    const out: Fact[] = [];
    let offset = 0;
    for (const block of blocks) {
      let facts = this.known.get(block);
      if (!facts) {
        if (this.known.size > 20_000) this.known.clear();
        this.known.set(block, (facts = factsIn(block, language)));
      }
      for (const f of facts) out.push(offset ? { ...f, at: f.at + offset } : f);
      offset += block.length + 1;
    }
    return out;
  }

  private claims(site: Site): IncludedClaims {
    let included = this.included.get(site);
    if (!included) this.included.set(site, (included = new IncludedClaims(site.packages)));
    return included;
  }

  private where(s: SourceHit): string {
    return `${relative(this.root, s.file) || s.file}:${s.line}:${s.col}`;
  }

  /** Every canonical page below `dir`. */
  checkDir(dir: string, files: readonly string[] = htmlFiles(dir)): PageFactProblem[] {
    return files.flatMap((file) => this.check(pathForFile(file), readFileSync(join(dir, file), 'utf8')));
  }
}

