// The build's first step: the site, loaded with the caches kept from the last build.
import { loadProject, type SiteDefinition } from '../load/load.ts';
import { MatterCache, matterCacheFileFor } from '../load/matter-cache.ts';
import { HtmlCache, htmlCacheFileFor } from '../load/html-cache.ts';
import { DefinitionCache, definitionCacheFileFor } from '../load/definition-cache.ts';
import { ArticleCache } from '../load/article-cache.ts';
import { validateProject } from '../validate/validate.ts';
import { resolveSite, type ResolveOptions } from '../resolve.ts';
import { withEditions } from '../languages/editions.ts';
import { cacheDir, packageRoot } from '../project.ts';
import { GroomsiteError } from '../errors.ts';
import type { Site } from '../../model/types.ts';
import type { BuildRun } from './run.ts';
import { scanSources, typedFactsError } from '../facts/scan.ts';
import type { SourceIndex, SourceOptions, SourceText } from '../facts/sources.ts';
import type { KnownTexts } from '../load/source.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourcesKey, writeCacheFile } from '../cache/build-cache.js';
import { loadVisitReviews } from '../load/reviews.ts';

/**
 * load -> validate -> resolve: the checked, read-only Site (no React, no esbuild). `matter`: the
 * front matter and post files kept from the last build (load/matter-cache.ts), which the caller
 * saves; by default they are kept in the build cache, saved once loaded. `definitions`: the
 * readings of site.yaml and strings/ kept (load/definition-cache.ts), likewise.
 */
export async function loadSite(root: string, opts: ResolveOptions & { matter?: MatterCache; html?: HtmlCache; definition?: SiteDefinition; definitions?: DefinitionCache } = {}): Promise<Site> {
  const matter = opts.matter ?? new MatterCache(matterCacheFileFor(cacheDir, root));
  // site.yaml and strings/ as the last build read and checked them (load/definition-cache.ts).
  const definitions = opts.definitions ?? new DefinitionCache(definitionCacheFileFor(cacheDir, root));
  const project = await loadProject(root, matter, opts.definition, definitions);
  if (!opts.matter) matter.save();
  const checked = await validateProject(project);
  if (!checked.ok) throw new GroomsiteError('InvalidSite', `${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}`, { problems: checked.problems });
  const html = opts.html ?? new HtmlCache(htmlCacheFileFor(cacheDir, root));
  const resolveOpts = { ...opts, pageHtml: opts.pageHtml ?? html.html };
  const site = withEditions(resolveSite(checked.value, resolveOpts), checked.value, project, resolveOpts);
  if (!opts.definitions) definitions.save();
  if (!opts.html) html.save();
  // The approved reviews of real visits (content/reviews.json), the same in every language: said as their customers wrote them.
  const visitReviews = loadVisitReviews(root);
  const editions = site.editions && Object.fromEntries(Object.entries(site.editions).map(([code, e]) => [code, { ...e, visitReviews }]));
  // The definition as read, for the server beside the dist/ built from it (outputs/host-config.ts).
  return { ...site, visitReviews, ...(editions && { editions }), definition: Object.fromEntries(project.definition) };
}

export interface Loaded {
  site: Site;
  /** The front matter and post files kept, which a build of every page saves once its render has begun (render.ts). */
  matter: MatterCache;
  articles: ArticleCache;
  /** The source texts, to name the line a page's disagreeing fact was typed at (facts/scan.ts). */
  sources: SourceIndex;
  /** Saves the page texts' HTML and drops the articles no post shows any more: with the site files. */
  saveTexts: () => void;
}

/** The site for the day `today` (by default, today in India), with the caches kept from the last build. */
export async function load(run: BuildRun, today: string | undefined, definition?: SiteDefinition): Promise<Loaded> {
  // The front matter and post files kept from the last build (load/matter-cache.ts): a post
  // file as it was is not read here, only when its page renders, in whichever thread renders it.
  // A build of every page trusts them too: reading and parsing every file before the render
  // began took 150 to 190 ms of a 4,000-post build on this thread alone, and held every
  // article's Markdown in the site (every page rendered, caches kept, eight runs paired: 5.7 %
  // less wall time, peak 188 MB against 210 MB; 1,000 posts 1 % faster, 134 MB against 140 MB).
  // A build of every page saves the cache once the render has begun, a rebuild at once.
  const matter = new MatterCache(matterCacheFileFor(cacheDir, run.root));
  // The page texts' HTML kept from the last build (load/html-cache.ts), saved with the site files.
  const html = new HtmlCache(htmlCacheFileFor(cacheDir, run.root));
  // site.yaml and strings/ as the last build read them, for the typed facts too: saved once both have read them.
  const definitions = new DefinitionCache(definitionCacheFileFor(cacheDir, run.root));
  const site = await run.timed('load', () => loadSite(run.root, { today, matter, html, definition, definitions }));
  const sources = await run.timed('typed facts', () => typedFacts(run.root, site, definitions));
  definitions.save();
  // The posts' articles as HTML, for their pages and the feed, kept from build to build (load/article-cache.ts).
  const articles = new ArticleCache(run.articleDir);
  const saveTexts = () => {
    html.save();
    articles.sweep(() => [site, ...Object.values(site.editions ?? {})].flatMap((s) => s.posts.map((p) => p.text.hash)));
  };
  if (!run.everyPage) matter.save();
  return { site, matter, articles, sources, saveTexts };
}

/**
 * Facts typed by hand in the source texts (pipeline/facts), reported with the site's other
 * problems before anything renders. Of the posts, only the files this build read: one it trusted
 * unchanged from the last build (load/matter-cache.ts) was scanned by the build that read it, and
 * reading 10,000 post files again would cost more than the build of the one that changed.
 */
function typedFacts(root: string, site: Site, known: KnownTexts): SourceIndex {
  const read = new Set([site, ...Object.values(site.editions ?? {})].flatMap((s) => s.posts.filter((p) => p.text.markdown !== undefined).map((p) => p.text.file)));
  const scan = scanSources(root, site, { post: (file) => read.has(file), kept: keptSourceTexts(root), known });
  if (scan.typed.length) throw typedFactsError(scan.typed);
  return scan.sources;
}

/**
 * The source texts of the last build of `root` (facts/sources.ts), kept in the build cache under
 * the hash of the bytes they were found in: one file per site folder and version of the code that
 * finds them (pipeline/facts/, by its files' bytes, as the command's bundle is keyed).
 */
function keptSourceTexts(root: string): NonNullable<SourceOptions['kept']> {
  const code = sourcesKey(packageRoot, ['pipeline/facts', 'package.json']);
  const file = join(cacheDir, `source-texts-${createHash('sha1').update(root).digest('hex').slice(0, 12)}-${code}.json`);
  return {
    get(key) {
      try {
        const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; texts: SourceText[] };
        return kept.key === key ? kept.texts : undefined;
      } catch {
        return undefined; // none kept yet, or a file cut short: found again
      }
    },
    set(key, texts) {
      writeCacheFile(file, JSON.stringify({ key, texts }));
    },
  };
}
