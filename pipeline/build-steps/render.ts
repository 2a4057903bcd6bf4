// The site written to a fresh folder that becomes dist/: every page rendered (or linked from the
// last build's, render/page-memo.ts), by this thread alone or beside the render workers.
import { rmSync } from 'node:fs';
import { markCommitting } from '../render/page-memo.ts';
import { Precompressor, type TwinTally } from '../outputs/precompress.ts';
import { DeferredTwins } from '../outputs/deferred-twins.ts';
import { TwinCache, twinCacheDir } from '../outputs/twin-cache.ts';
import { hostFiles } from '../outputs/host-config.ts';
import { MemoRenderer } from '../render/page-memo.ts';
import type { RenderPool } from '../render/pool.ts';
import type { Route } from '../../model/routes.ts';
import { cacheDir } from '../project.ts';
import { step } from '../errors.ts';
import { FolderWriter, writeSite } from '../write.ts';
import { fromBothEnds, readAhead } from '../read-ahead.ts';
import type { LastBuild, Written } from './memo.ts';
import type { BuildRun } from './run.ts';
import type { SiteJob } from './site-job.ts';
import type { SharePictures } from '../outputs/share-images.ts';

/** `pool`: the render workers beside this thread (render/worker-policy.ts); none renders in process. */
export async function render(run: BuildRun, job: SiteJob, last: LastBuild, pool: RenderPool | undefined): Promise<Written> {
  const twinTally: TwinTally = { files: 0, compressed: 0 };
  let reused = 0;
  // .br and .gz twins of every text file (pipeline/outputs/precompress.ts), taken from the cache
  // when the bytes are known. Those it lacks are made once the site is live (live first:
  // outputs/deferred-twins.ts), so a first build is served before it has compressed anything.
  const cache = TwinCache.open(twinCacheDir(cacheDir));
  let deferred: DeferredTwins | undefined;
  let previewsLater: SharePictures | undefined;
  const files = await run.timed(pool ? `render x${pool.size + 1}` : 'render and write', () => step('WriteFailed', run.outDir, () =>
    writeSite(run.outDir, async (folder) => {
      deferred = job.twins ? new DeferredTwins(folder) : undefined;
      // Alone, this thread leaves compressing to libuv's pool, so another core takes it while it
      // renders. Beside render workers every core already renders, and it compresses as they do,
      // at once: the pool's threads only took turns with them and each kept memory of its own
      // (first build of 4,000 posts, no cache, seven runs paired: peak 302 to 330 MB against 364
      // to 395 MB, 5 to 8 % less user CPU, wall time within the disk's noise; 10,000 posts: 388 MB
      // against 437 to 470 MB).
      const twins = new Precompressor({ mode: pool ? 'sync' : 'async', store: cache, none: !job.twins, defer: deferred });
      let written;
      try {
        written = await renderInto({ run, job, last, pool, folder, twins, cache, twinTally, deferred });
        previewsLater = written.previewsLater;
      } catch (err) {
        // A build stopped (facts that disagree, a text untranslated) may still have twins being
        // written: let them land before writeSite clears the folder, or under load the clearing
        // raced them and the build's own reason was lost to a failed write.
        await twins.settled();
        throw err;
      }
      await run.timed('compress', () => twins.finish()); // what this thread's twins still wait for
      twinTally.files += twins.tally.files;
      twinTally.compressed += twins.tally.compressed;
      reused = written.reused;
      return written.files;
    }, run.copyDirs, { dir: run.hostDir, files: hostFiles(job.site, job.routes) },
    // The memo of the last build describes the dist/ about to go: marked, so that a build stopped
    // before its twins are made leaves none to trust, and the next one renders into a fresh folder
    // (memo.ts records this one's at the end, over the mark).
    () => (last.previous ? markCommitting(run.memoFile, last.previous) : rmSync(run.memoFile, { force: true })))));
  run.live();
  // What follows the swap, side by side: the twins and the previews the cache lacked.
  const previewsAfter = previewsLater && job.drawPreviewsLive(run.outDir, previewsLater);
  previewsAfter?.catch(() => {}); // awaited below, after the twins
  if (deferred?.size) {
    const made = await run.timed('twins after live', () => deferred!.makeIn(run.outDir, cache));
    twinTally.files += made.files;
    twinTally.compressed += made.compressed;
  }
  await previewsAfter;
  cache?.sweep();
  return { files: files + (previewsLater ? job.previews.drawn : 0), reused, twins: twinTally, inPlace: false };
}

interface Into {
  run: BuildRun; job: SiteJob; last: LastBuild; pool: RenderPool | undefined;
  folder: string; twins: Precompressor; cache: TwinCache | undefined; deferred: DeferredTwins | undefined;
  /** The workers' twins are added here. */
  twinTally: TwinTally;
}

/** `previewsLater`: the previews to draw for the live site (live first). */
async function renderInto({ run, job, last, pool, folder, twins, cache, twinTally, deferred }: Into): Promise<{ files: number; reused: number; previewsLater?: SharePictures }> {
  const { site, pages, loaded } = job;
  const { previous, codeKeys, memo } = last;
  // With no last build to keep pages from, every post renders and reads its kept article: read
  // ahead, many at a time, in the order the render threads take the posts (read-ahead.ts).
  if (!previous) readAhead(fromBothEnds(pages.flatMap((r) => (r.kind === 'page' && r.page.template === 'post' ? [loaded.articles.fileOf(r.page.post.text.hash)] : []))));
  const writer = new FolderWriter(folder, twins);
  // This thread renders every page of an in-process build, and its share beside the workers:
  // one page at a time, written as soon as it renders, so the whole site is never held in
  // memory. A page not rendered again was checked by the build that rendered it, from the same inputs.
  const { render, untranslated, facts } = job.rendererHere(last.checked().pages);
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
    if (run.everyPage) loaded.matter.save();
  } else {
    const rendering = pool.render({ site, assets: job.assets, shared: job.shared, folder, routes: pages, twinCache: cache?.dir, noTwins: !job.twins, deferred, articleCache: loaded.articles.dir, checked: last.checked().pages, memo: { previous, codeKeys, onPage: (page) => memo.add(page) } }, renderHere);
    // Before this thread's first batch (the pool hands it out on the next turn of the event loop).
    job.writeSiteFiles(writer);
    if (run.everyPage) loaded.matter.save();
    try {
      pooled = await rendering;
      twinTally.files += pooled.twins.files;
      twinTally.compressed += pooled.twins.compressed;
      untranslated.push(...pooled.untranslated);
      facts.push(...pooled.facts);
    } finally {
      // Stop every worker before writeSite clears a failed folder: none may still be writing into it.
      await pool.close();
    }
  }
  const reused = pagesHere.reused + (pooled?.reused ?? 0);
  job.throwIfUntranslated(untranslated);
  job.throwIfFactsDisagree(facts);
  if (!pool) job.writeSiteFiles(writer);
  // The previews the cache holds, read now rather than held through the render (site-job.ts). A
  // build that goes live first (for nginx or `serve`) draws those the cache lacks (a first build,
  // or new titles) after the swap, beside the twins; a build for a static host uploads a folder,
  // which must hold them.
  const previews = job.keptPreviews();
  const previewsLater = deferred && previews.toDraw ? previews : undefined;
  if (previewsLater) job.writeKeptPreviews(writer, previews);
  else await job.drawPreviewsInto(writer, previews);
  return { files: writer.count + (pooled?.files ?? 0), reused, previewsLater };
}
