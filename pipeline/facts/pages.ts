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
import { canonicalOf, pageBlocks } from './page-text.ts';
import { placeOf, placeName } from './place.ts';
import { factsIn } from './read-facts.ts';
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
  /** The facts of each block of text seen (a header or footer repeats on every page). */
  private readonly known = new Map<string, Fact[]>();

  constructor(private readonly site: Site, private readonly sources?: SourceIndex, private readonly root = process.cwd()) {}

  /** The facts of one page's HTML that disagree with the catalogue; none for an alias. */
  check(path: string, html: string): PageFactProblem[] {
    const canonical = canonicalOf(html)?.replace(this.site.origin, '');
    if (canonical !== undefined && canonical !== path && canonical !== `${path}/` && `${canonical}/` !== path) return [];
    const site = siteOfPath(this.site, path);
    const place = placeOf(site, path);
    const key = `${site.language.code}:${place.kind}:${place.kind === 'city' || place.kind === 'landing' ? place.city.slug : place.kind === 'on-request' ? place.locality.slug : ''}`;
    let allowed = this.allowed.get(key);
    if (!allowed) this.allowed.set(key, (allowed = allowedFor(site, place)));
    const included = this.claims(site);
    const blocks = pageBlocks(html);
    const words = blocks.join(' ');
    const out: PageFactProblem[] = [];
    const seen = new Set<string>();
    for (const fact of this.factsOf(blocks, site.language.code)) {
      // A figure repeated on one page (a card and its form) is one finding.
      if (seen.has(`${fact.kind}:${fact.text}`)) continue;
      const says = site !== this.site && fact.kind === 'included' ? this.inEnglish(fact, path) : disagreement(fact, allowed, words, included);
      if (says === undefined) continue;
      seen.add(`${fact.kind}:${fact.text}`);
      const hit = this.sources?.find(fact, site.language.code);
      const source = hit && { file: hit.file, line: hit.line, col: hit.col };
      out.push({ page: path, fact, says, source, text: `${path} (${placeName(place)}): ${describeFact(fact)} disagrees with the catalogue: ${says}${hit ? ` (typed at ${this.where(hit)})` : ''}` });
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

