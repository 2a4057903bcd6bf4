// The pipeline as one readable list of named steps (DESIGN habit 2). `build` is what the CLI,
// `dev`, the bench and the tests all call; each step is in build-steps/.
import { RenderThreads } from './render/worker-policy.ts';
import type { TwinTally } from './outputs/precompress.ts';
import { BuildRun } from './build-steps/run.ts';
import { load } from './build-steps/load.ts';
import { makeAssets, plan } from './build-steps/plan.ts';
import { SiteJob } from './build-steps/site-job.ts';
import { lastBuild, record, type Written } from './build-steps/memo.ts';
import { update } from './build-steps/update.ts';
import { render } from './build-steps/render.ts';
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';
import type { SiteDefinition } from './load/load.ts';
import type { DeployTarget } from '../model/deploy-target.ts';

export { loadSite } from './build-steps/load.ts';

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
  /**
   * The site definition's texts to build from instead of the files ("site.yaml": its text): the
   * desk's editor builds a change before writing it, so a refused one leaves site.yaml as it was.
   */
  definition?: SiteDefinition;
  /** Where dist/ is deployed (model/deploy-target.ts), over the site definition's `hosting.target`: whether it gets .br/.gz twins. */
  target?: DeployTarget;
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
  /** Milliseconds to the new dist/ in place: the site is live; twins the cache lacked were made after it, by `ms`. */
  liveMs: number;
}

export async function build(opts: BuildOptions = {}): Promise<BuildResult> {
  const run = new BuildRun(opts);
  const threads = new RenderThreads(run.root, run.articleDir, opts.workers);
  // Workers start first, so they load React and the templates while this thread loads the site;
  // not for a rebuild, which most often updates dist/ in place, in process (in-place.ts).
  if (run.everyPage) threads.start();
  // The scripts, styles and photos depend on no page: esbuild and sharp make them beside this
  // thread while it loads the site (a first build of 4,000 posts waited 90 to 120 ms for them
  // after planning, instead of 140 to 240 ms).
  const assets = makeAssets(run);
  assets.catch(() => {}); // awaited once the site is planned: a site that does not load is told first
  try {
    const loaded = await load(run, opts.today, opts.definition);
    const routes = await plan(run, loaded.site);
    const job = new SiteJob(run, loaded, routes, await run.timed('assets', () => assets));
    const last = await lastBuild(run, job);
    // A rebuild most often updates dist/ in place (update.ts); else the site goes to a fresh folder.
    const written = await update(run, job, last) ?? await render(run, job, last, await threads.ready());
    await record(run, last, written);
    return resultOf(run, job, written);
  } finally {
    await threads.close();
  }
}

function resultOf(run: BuildRun, job: SiteJob, written: Written): BuildResult {
  const { encoded, reused } = job.made.pictures;
  return { outDir: run.outDir, hostDir: run.hostDir, pages: job.routes.length, files: written.files, ms: performance.now() - run.started, steps: run.steps, site: job.site, routes: job.routes, images: { encoded, reused }, previews: job.previews, twins: written.twins, reused: written.reused, liveMs: run.liveMs ?? performance.now() - run.started };
}
