// The pipeline as one readable list of named steps (DESIGN habit 2). `build` is what the CLI,
// `dev`, the bench and the tests all call.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadProject } from './load/load.ts';
import { MatterCache, matterCacheFileFor } from './load/matter-cache.ts';
import { HtmlCache, htmlCacheFileFor } from './load/html-cache.ts';
import { ArticleCache, articleCacheDirFor } from './load/article-cache.ts';
import { validateProject } from './validate/validate.ts';
import { resolveSite, type ResolveOptions } from './resolve.ts';
import { planRoutes } from './plan.ts';
import { withEditions } from './languages/editions.ts';
import { withLanguageRoutes } from './languages/routes.ts';
import { untranslatedError } from './languages/missing.ts';
import { showsUntranslated, untranslatedProblems } from './languages/pages.ts';
import { buildAssets } from './outputs/assets.ts';
import { cacheDir } from './project.ts';
import { processImages } from './outputs/images.ts';
import { hash } from 'node:crypto';
import { createRenderer, renderRouteFiles } from './render/render.tsx';
import type { RenderPool } from './render/pool.ts';
import { RenderThreads } from './render/worker-policy.ts';
import type { UntranslatedPage } from './render/protocol.ts';
import { renderCodeKeys } from './render/render-code.ts';
import { MemoCollector, MemoRenderer, markCommitting, memoFileFor, readMemo } from './render/page-memo.ts';
import { FolderWriter, hostDirFor, writeSite } from './write.ts';
import { recordDisk, updateInPlace } from './in-place.ts';
import { siteFiles } from './outputs/site-files.ts';
import { hostFiles } from './outputs/host-config.ts';
import { Precompressor, TWIN_SETTINGS, type TwinTally } from './outputs/precompress.ts';
import { TwinCache, twinCacheDir } from './outputs/twin-cache.ts';
import { GroomsiteError, step } from './errors.ts';
import { siteArt } from '../templates/art/files.ts';
import { shareImages } from './outputs/share-images.ts';
import { writesPage, type Route } from '../model/routes.ts';
import type { PostText, Site } from '../model/types.ts';

export interface BuildOptions {
  root?: string;
  /** The folder to upload (default dist/); the host configs go beside it, to `<outDir>.host/`. */
  outDir?: string;
  log?: (line: string) => void;
  /**
   * Threads that render, this one among them (2: one worker thread beside it); 0 or 1 renders in
   * process. By default, one per core for a site of thousands of posts (render/pool.ts).
   */
  workers?: number;
  /** The day to publish for (YYYY-MM-DD): posts dated later wait. By default, today in India. */
  today?: string;
  /**
   * Render every page, even those whose inputs did not change since the last build into `outDir`
   * (by default those are linked from the build cache instead: render/page-memo.ts).
   */
  renderAll?: boolean;
}
export interface BuildResult {
  outDir: string;
  /** nginx.conf, beside outDir: for the server, not for upload (write.ts, hostDirFor). */
  hostDir: string;
  pages: number; files: number; ms: number; steps: { name: string; ms: number }[]; site: Site; routes: Route[];
  /** Image variants encoded in this build, and those taken from the cache. */
  images: { encoded: number; reused: number };
  /** Link previews and icons drawn in this build, and those taken from the cache. */
  previews: { drawn: number; reused: number };
  /** Files given .br/.gz twins, and the bodies compressed for them in this build (the rest were linked from the cache). */
  twins: TwinTally;
  /** Pages not rendered, their inputs unchanged since the last build into outDir (render/page-memo.ts). */
  reused: number;
}

/**
 * load -> validate -> resolve: the checked, read-only Site (no React, no esbuild). `matter`: the
 * front matter and post files kept from the last build (load/matter-cache.ts), which the caller
 * saves; by default they are kept in the build cache, saved once loaded.
 */
export async function loadSite(root: string, opts: ResolveOptions & { matter?: MatterCache; html?: HtmlCache } = {}): Promise<Site> {
  const matter = opts.matter ?? new MatterCache(matterCacheFileFor(cacheDir, root));
  const project = await loadProject(root, matter);
  if (!opts.matter) matter.save();
  const checked = await validateProject(project);
  if (!checked.ok) throw new GroomsiteError('InvalidSite', `${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}`, { problems: checked.problems });
  const html = opts.html ?? new HtmlCache(htmlCacheFileFor(cacheDir, root));
  const resolveOpts = { ...opts, pageHtml: opts.pageHtml ?? html.html };
  const site = withEditions(resolveSite(checked.value, resolveOpts), checked.value, project, resolveOpts);
  if (!opts.html) html.save();
  return site;
}

export async function build(opts: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(opts.root ?? '.');
  const outDir = resolve(root, opts.outDir ?? 'dist');
  const hostDir = hostDirFor(outDir);
  const steps: { name: string; ms: number }[] = [];
  const started = performance.now();
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const value = await work();
    steps.push({ name, ms: performance.now() - t });
    opts.log?.(`  ${name.padEnd(16)} ${(performance.now() - t).toFixed(0).padStart(5)} ms`);
    return value;
  };

  // What the last build into outDir rendered, to render only pages whose inputs changed since.
  const memoFile = memoFileFor(cacheDir, outDir);
  const articleDir = articleCacheDirFor(cacheDir, root);
  const threads = new RenderThreads(root, articleDir, opts.workers);
  // Workers start first, so they load React and the templates while this thread loads the site;
  // not for a rebuild, which most often updates dist/ in place, in process (in-place.ts).
  const everyPage = opts.renderAll || !existsSync(memoFile);
  if (everyPage) threads.start();
  try {
    // The front matter and post files kept from the last build (load/matter-cache.ts): a post
    // file as it was is not read here, only when its page renders, in whichever thread renders it.
    // A build of every page trusts them too: reading and parsing every file before the render
    // began took 150 to 190 ms of a 4,000-post build on this thread alone, and held every
    // article's Markdown in the site (every page rendered, caches kept, eight runs paired: 5.7 %
    // less wall time, peak 188 MB against 210 MB; 1,000 posts 1 % faster, 134 MB against 140 MB).
    // A build of every page saves the cache once the render has begun, a rebuild at once.
    const matter = new MatterCache(matterCacheFileFor(cacheDir, root));
    // The page texts' HTML kept from the last build (load/html-cache.ts), saved with the site files.
    const html = new HtmlCache(htmlCacheFileFor(cacheDir, root));
    const site = await timed('load', () => loadSite(root, { today: opts.today, matter, html }));
    // The posts' articles as HTML, for their pages and the feed, kept from build to build (load/article-cache.ts).
    const articles = new ArticleCache(articleDir);
    const saveTexts = () => {
      html.save();
      articles.sweep(() => [site, ...Object.values(site.editions ?? {})].flatMap((s) => s.posts.map((p) => p.text.hash)));
    };
    if (!everyPage) matter.save();
    const routes = await timed('plan', () => withLanguageRoutes(site, planRoutes(site, join(root, 'site.yaml')), join(root, 'site.yaml')));
    const [built, pictures] = await timed('assets', () => Promise.all([
      step('RenderFailed', 'bundling islands/client/ and templates/styles/', () => buildAssets()),
      step('RenderFailed', 'encoding content/images', () => processImages(root, join(cacheDir, 'images'))),
    ]));
    const assets = { ...built.assets, images: pictures.images };
    // Pages whose document aliases show: rendered once and reused (render.tsx).
    const pages = routes.filter(writesPage); // legacy aliases are redirects only (model/routes.ts)
    const shared = new Set(pages.filter((r) => r.kind === 'alias').map((r) => r.canonicalPath));
    // What is written beside the pages and previews: the list dev serves too (outputs/site-files.ts).
    const siteLevel = { assets: built.files, pictures: pictures.files, art: siteArt(site), articleHtml: (text: PostText) => articles.article(text).html };
    const writeSiteFiles = (writer: FolderWriter) => {
      for (const f of siteFiles(site, routes, siteLevel)) writer.write(f);
      saveTexts();
    };
    // This thread's renderer (in process, beside the workers, or updating dist/ in place), with the
    // pages it finds that show an untranslated text: the build lists every such text at once.
    const rendererHere = () => {
      const untranslated: UntranslatedPage[] = [];
      const render = createRenderer(site, assets, shared, { track: true, articles, onUntranslated: (route, html) => { if (showsUntranslated(html)) untranslated.push({ route, html }); } });
      return { render: (route: Route) => renderRouteFiles(render, route), untranslated };
    };
    // Every untranslated text found, at once (the folder is dropped: writeSite), each named with the
    // first page in the site's order that shows it: threads take pages in another order (render/pool.ts).
    const throwIfUntranslated = (found: UntranslatedPage[]) => {
      if (!found.length) return;
      const order = new Map(pages.map((r, i) => [r.path, i]));
      const inOrder = [...found].sort((a, b) => order.get(a.route.path)! - order.get(b.route.path)!);
      throw untranslatedError(inOrder.flatMap((p) => untranslatedProblems(p.route, p.html)));
    };

    // The code of each kind of page is its pages' input (render/render-code.ts); what every page carries is the build's.
    const code = hash('sha1', JSON.stringify([TWIN_SETTINGS, assets, [...shared].sort()]));
    const codeKeys = await timed('code', () => renderCodeKeys());
    const previous = opts.renderAll ? undefined : readMemo(memoFile, code);
    const memo = new MemoCollector(code, previous);
    let reused = 0;
    let previews: { drawn: number; reused: number } = { drawn: 0, reused: 0 };

    if (previous) {
      const here = rendererHere();
      const updated = await updateInPlace({
        outDir, site, pages, previous, memo, codeKeys, twinCache: TwinCache.open(twinCacheDir(cacheDir)),
        render: here.render,
        writeRest: async (writer) => {
          throwIfUntranslated(here.untranslated);
          writeSiteFiles(writer);
          await drawPreviewsInto(writer);
        },
        copyDirs: [{ from: join(root, 'content', 'images'), to: 'images' }],
        // From here dist/ changes file by file: a build stopped half way must not find this memo.
        beforeCommit: () => markCommitting(memoFile, previous),
      }, timed);
      if (updated) {
        await writeSite(hostDir, (folder) => hostFiles(site, routes).map((f) => writeFileSync(join(folder, f.file), f.content)).length);
        memo.save(memoFile);
        opts.log?.(`  ${'unchanged'.padEnd(16)} ${String(updated.reused).padStart(5)} pages not rendered again (dist/ updated in place)`);
        return { outDir, hostDir, pages: routes.length, files: updated.files, ms: performance.now() - started, steps, site, routes, images: { encoded: pictures.encoded, reused: pictures.reused }, previews, twins: updated.twins, reused: updated.reused };
      }
    }
    const pool = await threads.ready();
    const twinTally: TwinTally = { files: 0, compressed: 0 };
    const count = await timed(pool ? `render x${pool.size + 1}` : 'render and write', () => step('WriteFailed', outDir, () =>
      writeSite(outDir, async (folder) => {
        // .br and .gz twins of every text file, before the folder becomes dist/ (pipeline/outputs/precompress.ts):
        // each writer gives the files it writes theirs, from the cache when the bytes are known.
        const cache = TwinCache.open(twinCacheDir(cacheDir));
        // Alone, this thread leaves compressing to libuv's pool, so another core takes it while it
        // renders. Beside render workers every core already renders, and it compresses as they do,
        // at once: the pool's threads only took turns with them and each kept memory of its own
        // (first build of 4,000 posts, no cache, seven runs paired: peak 302 to 330 MB against 364
        // to 395 MB, 5 to 8 % less user CPU, wall time within the disk's noise; 10,000 posts: 388 MB
        // against 437 to 470 MB).
        const twins = new Precompressor({ mode: pool ? 'sync' : 'async', store: cache });
        const written = await renderInto(folder, twins, cache);
        await timed('compress', () => twins.finish()); // what this thread's twins still wait for
        cache?.sweep();
        twinTally.files += twins.tally.files;
        twinTally.compressed += twins.tally.compressed;
        return written;
      }, [{ from: join(root, 'content', 'images'), to: 'images' }], { dir: hostDir, files: hostFiles(site, routes) })));
    // Only now that the new dist/ is in place: after a failed build the memo still describes the dist/ that was kept.
    memo.disk = await timed('record', () => recordDisk(outDir));
    memo.save(memoFile);
    if (previous) opts.log?.(`  ${'unchanged'.padEnd(16)} ${String(reused).padStart(5)} pages not rendered again`);
    return { outDir, hostDir, pages: routes.length, files: count, ms: performance.now() - started, steps, site, routes, images: { encoded: pictures.encoded, reused: pictures.reused }, previews, twins: twinTally, reused };

    async function renderInto(folder: string, twins: Precompressor, cache: TwinCache | undefined): Promise<number> {
      const writer = new FolderWriter(folder, twins);
      // This thread renders every page of an in-process build, and its share beside the workers:
      // one page at a time, written as soon as it renders, so the whole site is never held in
      // memory. A page not rendered again was checked by the build that rendered it, from the same inputs.
      const { render, untranslated } = rendererHere();
      const pagesHere = new MemoRenderer(site, previous, writer, render, codeKeys);
      const renderHere = async (routes: readonly Route[]) => {
        for (const r of routes) {
          memo.add(pagesHere.route(r));
          // Compressing beside rendering, a few bodies at a time: on 2 cores 4 in flight made a first
          // build of 1,000 posts 2.72 s and 221 MB at the peak, 16 in flight 2.89 s and 355 MB.
          await twins.compressingAtMost(4);
        }
      };
      let pooled: Awaited<ReturnType<RenderPool['render']>> | undefined;
      if (!pool) {
        await renderHere(pages);
        if (everyPage) matter.save();
      } else {
        const rendering = pool.render({ site, assets, shared, folder, routes: pages, twinCache: cache?.dir, articleCache: articles.dir, memo: { previous, codeKeys, onPage: (page) => memo.add(page) } }, renderHere);
        // Before this thread's first batch (the pool hands it out on the next turn of the event loop).
        writeSiteFiles(writer);
        if (everyPage) matter.save();
        try {
          pooled = await rendering;
          twinTally.files += pooled.twins.files;
          twinTally.compressed += pooled.twins.compressed;
          untranslated.push(...pooled.untranslated);
        } finally {
          // Stop every worker before writeSite clears a failed folder: none may still be writing into it.
          await pool.close();
        }
      }
      reused = pagesHere.reused + (pooled?.reused ?? 0);
      throwIfUntranslated(untranslated);
      if (!pool) writeSiteFiles(writer);
      await drawPreviewsInto(writer);
      return writer.count + (pooled?.files ?? 0);
    }

    /**
     * Link previews and icons, drawn (on a cache miss) once the render workers are gone: drawing
     * with sharp takes some 150 MB, which on a 10,000-post site pushed the build's peak from
     * 340 MB to 506 MB when it overlapped the workers (and at 4,000 posts, with sharp's cache off,
     * from about 400 MB to 465 MB, for no wall time saved on a busy machine).
     */
    async function drawPreviewsInto(writer: FolderWriter): Promise<void> {
      const drawn = await timed('previews', () => step('RenderFailed', 'drawing link previews and icons', () => shareImages(site, routes, join(cacheDir, 'share'))));
      for (const f of drawn.files) writer.write(f);
      previews = { drawn: drawn.drawn, reused: drawn.reused };
    }
  } finally {
    await threads.close();
  }
}
