// The two scans the build and `groomsite check` run: the source texts for facts typed by hand
// (typed.ts), and the built pages for facts that disagree with the catalogue (pages.ts), both as
// Problems at file:line, so they are reported like every other problem of the site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath } from '../../model/routes.ts';
import jsYaml from 'js-yaml';
import type { RawSite, Site } from '../../model/types.ts';
import type { Problem } from '../problems.ts';
import { GroomsiteError } from '../errors.ts';
import { describeFact } from './kinds.ts';
import { PageFacts, type PageFactProblem } from './pages.ts';
import { PlaceholderTable } from './placeholders-for.ts';
import { SourceIndex, sourceTexts, type SourceOptions } from './sources.ts';
import { typedFacts } from './typed.ts';

export interface FactScan {
  /** Facts typed by hand in the source texts, each at its line. */
  typed: Problem[];
  /** The source texts, to find where a page's fact was typed. */
  sources: SourceIndex;
}

/** Reads the source texts of the project at `root` and reports every fact typed in them. */
export function scanSources(root: string, site: Site, opts: SourceOptions = {}): FactScan {
  const definition = opts.definition ?? site.definition;
  // The raw site as the build read it (already valid): globalVars reads the raw shape.
  const siteText = definition?.['site.yaml'] ?? readFileSync(join(root, 'site.yaml'), 'utf8');
  const read = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
  const raw = (opts.known ? opts.known.read(siteText, read) : read(siteText)) as RawSite;
  const sources = sourceTexts(root, { ...opts, definition });
  return { typed: typedFacts(sources, new PlaceholderTable(raw, site)), sources: new SourceIndex(sources) };
}

/** Checks every canonical page below `dir` (a built site) against the catalogue. */
export function scanPages(dir: string, site: Site, sources?: SourceIndex, opts: { root?: string; files?: readonly string[] } = {}): PageFactProblem[] {
  return new PageFacts(site, sources, opts.root).checkDir(dir, opts.files);
}

/** A page's disagreeing fact as a Problem: at the source line it was typed at, else at the page's file. */
export function pageProblem(p: PageFactProblem, dir: string): Problem {
  const message = `${p.page}: ${describeFact(p.fact)} disagrees with the catalogue`;
  const hint = `the catalogue says ${p.says}`;
  if (p.source) return { file: p.source.file, line: p.source.line, col: p.source.col, where: p.page, message, hint };
  return { file: join(dir, fileForPath(p.page)), line: 1, col: 1, where: p.page, message, hint: `${hint}; the words come from a placeholder or a template: fix the catalogue or the text around it` };
}

/** The language code of the page at `path` (its edition's prefix), for looking its words up in the texts of that language. */
function languageOfPath(site: Site, path: string): string {
  for (const e of Object.values(site.editions ?? {})) if (e.language.prefix && (path === e.language.prefix || path.startsWith(`${e.language.prefix}/`))) return e.language.code;
  return site.language.code;
}

/** Where a page's disagreeing facts were typed, looked up in the sources (the render threads do not hold them). */
export function withSources(found: readonly PageFactProblem[], site: Site, sources: SourceIndex | undefined): PageFactProblem[] {
  return found.map((p) => {
    if (p.source || !sources) return p;
    const hit = sources.find(p.fact, languageOfPath(site, p.page));
    return hit ? { ...p, source: hit } : p;
  });
}

/** The build's error for pages whose facts disagree: every one, at once. */
export function pageFactsError(found: readonly PageFactProblem[], site: Site, sources: SourceIndex | undefined, outDir: string): GroomsiteError {
  const problems = withSources(found, site, sources).map((p) => pageProblem(p, outDir));
  return new GroomsiteError('FactsDisagree', `${problems.length} fact${problems.length === 1 ? '' : 's'} on the pages`, { problems });
}

/** The build's error for facts typed by hand in the sources. */
export function typedFactsError(typed: readonly Problem[]): GroomsiteError {
  return new GroomsiteError('TypedFacts', `${typed.length} fact${typed.length === 1 ? '' : 's'} typed by hand`, { problems: typed });
}
