// What both ways of writing the site share (a fresh folder, render.ts, or dist/ updated in place,
// update.ts): the pages, this thread's renderer, and the files written beside the pages.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { untranslatedError } from '../languages/missing.ts';
import { showsUntranslated, untranslatedProblems } from '../languages/pages.ts';
import { createRenderer, renderRouteFiles } from '../render/render.tsx';
import type { UntranslatedPage } from '../render/protocol.ts';
import { PageFacts, type PageFactProblem } from '../facts/pages.ts';
import type { CheckedPages } from '../facts/checked.ts';
import { pageFactsError } from '../facts/scan.ts';
import { siteFiles, type SiteFileParts } from '../outputs/site-files.ts';
import { sharePictures, type SharePictures } from '../outputs/share-images.ts';
import { cacheDir } from '../project.ts';
import { step, stepNow } from '../errors.ts';
import { writeWhole, type FolderWriter, type OutputFile } from '../write.ts';
import { siteArt } from '../../templates/art/files.ts';
import type { Assets } from '../../templates/context.tsx';
import { writesPage, type Route } from '../../model/routes.ts';
import type { PostText, Site } from '../../model/types.ts';
import type { Loaded } from './load.ts';
import type { MadeAssets } from './plan.ts';
import type { BuildRun } from './run.ts';
import { DEFAULT_TARGET, makesTwins } from '../../model/deploy-target.ts';

export class SiteJob {
  readonly site: Site;
  readonly assets: Assets;
  /** The routes that write a page: legacy aliases are redirects only (model/routes.ts). */
  readonly pages: Route[];
  /** Pages whose document aliases show: rendered once and reused (render.tsx). */
  readonly shared: Set<string>;
  /** What is written beside the pages and previews: the list dev serves too (outputs/site-files.ts). */
  private readonly siteLevel: SiteFileParts;
  /** Link previews and icons drawn in this build, and those taken from the cache. */
  previews: { drawn: number; reused: number } = { drawn: 0, reused: 0 };

  constructor(private readonly run: BuildRun, readonly loaded: Loaded, readonly routes: Route[], readonly made: MadeAssets) {
    const { site, articles } = loaded;
    this.site = site;
    this.assets = { ...made.built.assets, images: made.pictures.images };
    this.pages = routes.filter(writesPage);
    this.shared = new Set(this.pages.filter((r) => r.kind === 'alias').map((r) => r.canonicalPath));
    this.siteLevel = { assets: made.built.files, pictures: made.pictures.files, art: siteArt(site), articleHtml: (text: PostText) => articles.article(text).html };
  }

  /** Whether this build makes .br/.gz twins: for nginx and `serve`, not for hosts that compress at their edge (model/deploy-target.ts). */
  get twins(): boolean {
    return makesTwins(this.run.target ?? this.site.raw.hosting?.target ?? DEFAULT_TARGET);
  }

  writeSiteFiles(writer: FolderWriter): void {
    for (const f of siteFiles(this.site, this.routes, this.siteLevel)) writer.write(f);
    this.loaded.saveTexts();
  }

  /**
   * This thread's renderer (in process, beside the workers, or updating dist/ in place), with the
   * pages it finds that show an untranslated text: the build lists every such text at once.
   * `checked`: the pages found right before, not checked again (facts/checked.ts).
   */
  rendererHere(checked?: CheckedPages) {
    const untranslated: UntranslatedPage[] = [];
    // Each page's facts, checked as it is made (pipeline/facts/pages.ts), as the workers do theirs.
    const facts: PageFactProblem[] = [];
    const pageFacts = new PageFacts(this.site);
    const render = createRenderer(this.site, this.assets, this.shared, {
      track: true, articles: this.loaded.articles,
      onUntranslated: (route, html) => { if (showsUntranslated(html)) untranslated.push({ route, html }); },
      onPage: (route, html, own, parts) => { if (route.kind === 'page') facts.push(...pageFacts.checkRendered(route.path, html, own, parts, checked)); },
    });
    return { render: (route: Route) => renderRouteFiles(render, route), untranslated, facts };
  }

  /**
   * Every page fact that disagrees with the catalogue, at once, each at the source line it was
   * typed at when it was typed (load.ts scanned the sources): thrown before dist/ changes.
   */
  throwIfFactsDisagree(found: PageFactProblem[]): void {
    if (!found.length) return;
    const order = new Map(this.pages.map((r, i) => [r.path, i]));
    throw pageFactsError([...found].sort((a, b) => (order.get(a.page) ?? 0) - (order.get(b.page) ?? 0)), this.site, this.loaded.sources, this.run.outDir);
  }

  /**
   * Every untranslated text found, at once (the folder is dropped: writeSite), each named with the
   * first page in the site's order that shows it: threads take pages in another order (render/pool.ts).
   */
  throwIfUntranslated(found: UntranslatedPage[]): void {
    if (!found.length) return;
    const order = new Map(this.pages.map((r, i) => [r.path, i]));
    const inOrder = [...found].sort((a, b) => order.get(a.route.path)! - order.get(b.route.path)!);
    throw untranslatedError(inOrder.flatMap((p) => untranslatedProblems(p.route, p.html)));
  }

  /** Writes the link previews and icons: those the cache held, and the others once drawn. */
  async drawPreviewsInto(writer: FolderWriter, previews = this.keptPreviews()): Promise<void> {
    this.writeKeptPreviews(writer, previews);
    const drawn = await this.run.timed('previews', () => this.drawn(previews));
    for (const f of drawn) writer.write(f);
    this.countPreviews(previews, drawn);
  }

  /** The previews and icons the cache held, with the manifest: written with the pages. */
  writeKeptPreviews(writer: FolderWriter, previews: SharePictures): void {
    for (const f of previews.kept) writer.write(f);
  }

  /**
   * Live first: the previews the cache lacked (a new title, or a first build) are drawn once the
   * site is live and put into it, each file whole. Until then an app that reads such a page's
   * og:image finds none, as it would have a moment before the build.
   */
  async drawPreviewsLive(outDir: string, previews: SharePictures): Promise<void> {
    const drawn = await this.run.timed('previews after live', () => this.drawn(previews));
    for (const f of drawn) {
      mkdirSync(dirname(join(outDir, f.file)), { recursive: true });
      writeWhole(join(outDir, f.file), f.content);
    }
    this.countPreviews(previews, drawn);
  }

  private countPreviews(previews: SharePictures, drawn: readonly OutputFile[]): void {
    this.previews = { drawn: drawn.length, reused: previews.kept.length - 1 }; // the manifest is no picture
  }

  /**
   * The link previews and icons the cache holds (by what each shows), read now, and the drawing of
   * the others with sharp, which starts when asked for: once the pages are written. Drawing beside
   * the render threads only took their cores (4,000 posts with no previews kept, 2 cores: the pages
   * took 3.7 s instead of 1.9 s, the drawing 4.3 s instead of some 1.7 s).
   */
  keptPreviews(): SharePictures {
    return stepNow('RenderFailed', DRAWING, () => sharePictures(this.site, this.routes, join(cacheDir, 'share')));
  }

  private drawn(previews: SharePictures): Promise<OutputFile[]> {
    return step('RenderFailed', DRAWING, previews.draw);
  }
}

const DRAWING = 'drawing link previews and icons';
