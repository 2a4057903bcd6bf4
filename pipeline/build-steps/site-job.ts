// What both ways of writing the site share (a fresh folder, render.ts, or dist/ updated in place,
// update.ts): the pages, this thread's renderer, and the files written beside the pages.
import { join } from 'node:path';
import { untranslatedError } from '../languages/missing.ts';
import { showsUntranslated, untranslatedProblems } from '../languages/pages.ts';
import { createRenderer, renderRouteFiles } from '../render/render.tsx';
import type { UntranslatedPage } from '../render/protocol.ts';
import { PageFacts, type PageFactProblem } from '../facts/pages.ts';
import type { CheckedPages } from '../facts/checked.ts';
import { pageFactsError } from '../facts/scan.ts';
import { siteFiles, type SiteFileParts } from '../outputs/site-files.ts';
import { shareImages, type ShareImages } from '../outputs/share-images.ts';
import { cacheDir } from '../project.ts';
import { step } from '../errors.ts';
import type { FolderWriter } from '../write.ts';
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

  /**
   * Link previews and icons, drawn (on a cache miss) once the render workers are gone: drawing
   * with sharp takes some 150 MB, which on a 10,000-post site pushed the build's peak from
   * 340 MB to 506 MB when it overlapped the workers (and at 4,000 posts, with sharp's cache off,
   * from about 400 MB to 465 MB, for no wall time saved on a busy machine).
   */
  async drawPreviewsInto(writer: FolderWriter, drawing = this.drawPreviews()): Promise<void> {
    const drawn = await drawing;
    for (const f of drawn.files) writer.write(f);
    this.previews = { drawn: drawn.drawn, reused: drawn.reused };
  }

  /**
   * The link previews and icons, drawn with sharp on libuv's threads (or read from the cache, by
   * what each shows): a build starts this before it renders, so a first build draws them while its
   * pages render instead of after (on 2 cores, 1.5 s of a first build of 4,000 posts was drawing).
   * The promise never rejects unheard: the build awaits it after the pages.
   */
  drawPreviews(): Promise<ShareImages> {
    const drawing = this.run.timed('previews', () => step('RenderFailed', 'drawing link previews and icons', () => shareImages(this.site, this.routes, join(cacheDir, 'share'))));
    drawing.catch(() => {});
    return drawing;
  }
}
