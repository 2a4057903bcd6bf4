// Rendering on every core. A large site (thousands of posts) renders on this thread and in worker
// threads beside it, each of which renders and writes its share of the routes, handed out here in
// batches. A small site renders in process: starting a worker costs more than it saves there.
import type { DeferredTwins } from '../outputs/deferred-twins.ts';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GroomsiteError } from '../errors.ts';
import { removeStale, sourcesKey, writeCacheFile } from '../cache/build-cache.js';
import { bundleInputs, nodeBundleOptions, sourceDirs } from '../cache/node-bundle.js';
import { cacheDir, packageRoot } from '../project.ts';
import { fromPlainError, type PoolReply, type PoolRequest, type UntranslatedPage } from './protocol.ts';
import type { TwinTally } from '../outputs/precompress.ts';
import type { PageFactProblem } from '../facts/pages.ts';
import type { CheckedPages } from '../facts/checked.ts';
import type { PageMemoFile, PageReport } from './page-memo.ts';
import type { Assets } from '../../templates/context.tsx';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';


/** Below this many posts a build renders in process: the pool's start-up is not worth it. */
export const POOL_MIN_POSTS = 1000;
/**
 * Below this many posts, a build whose pages' bodies and twins are kept from earlier builds (most
 * of its work is rendering, little is compressing) renders in process too: on this 2-core machine
 * two workers rendered no faster than this thread alone, each paying its own start-up, copy of
 * the site and warm-up (every page rendered, caches kept, workers against in process: 1,000 posts
 * 1.52 s against 1.39 s, 2.66 s of CPU against 1.97 s, 175 MB against 139 MB at the peak; 2,000
 * posts 2.15 s against 1.97 s, 206 MB against 151 MB; 4,000 posts 3.16 s against 3.22 s). A first
 * build compresses every page, which the workers do beside their rendering: there they stay
 * faster (1,000 posts: 2.5 s against 2.7 s in process). Why two workers gain so little: one
 * renderer, with V8's garbage collection on its helper threads, already keeps about 1.5 cores
 * busy (1,000 posts in process: 1.81 s of CPU in 1.22 s; two such builds side by side each took
 * half as long again, for the same CPU, even writing no file). Rendering allocates some 365 KB a
 * page; less of that is what would let two workers run side by side.
 */
export const POOL_MIN_POSTS_WARM = 2500;
/**
 * Each worker's young generation, where a page's short-lived objects live. V8's default (48 MB)
 * made two workers add some 200 MB to the peak; at 16 MB they add about 150 MB and render as fast
 * (10,000 posts: peak 357 MB against 390 MB). At 8 MB the peak fell again with no more CPU
 * (1,000 posts: 170 MB against 190 MB, 2.2 s of CPU either way; 4,000: 229 MB against 246 MB).
 * At 4 MB, again no more CPU and a few MB less (1,000 posts: 187 MB against 196 MB; 4,000 posts,
 * every page rendered: 253 MB against 260 MB, 5.86 s of CPU against 5.81 s, five runs each).
 * Once the workers' old generations were kept small (worker-policy.ts, keepHeapsSmall), 8 MB rendered
 * 4,000 posts 2 % faster than 4 MB for 2 MB more at the peak (six runs paired), where 16 MB was 4 %
 * faster for 31 MB more.
 */
const YOUNG_MB = 8;
/** Routes per message: large enough that handing out work costs nothing, small enough to share it evenly. */
const BATCH = 64;
/** With this few batches left, each one taken is halved (down to MIN_BATCH): see take. */
const FEW_LEFT = 4;
const MIN_BATCH = 8;

/**
 * How many threads should render a build of `posts` posts, the build's own among them (it renders
 * beside the pool's workers: RenderPool.render, `here`): 0, in process, on one core or a small
 * site; `warm`: the build cache holds twins from an earlier build (outputs/twin-cache.ts).
 * Rendering beside one worker rather than leaving the work to two, the build's thread saved a
 * worker's start-up, copy of the site and warm-up (4,000 posts, every page rendered, eight runs
 * paired: 4 % less wall time and CPU, peak 210 MB against 242 MB). At 1,000 posts with caches kept
 * it was 4 % faster than in process but took 18 % more CPU and 27 MB more at the peak, so such a
 * build stays in process (POOL_MIN_POSTS_WARM).
 */
export function poolSizeFor(posts: number, cores = availableParallelism(), warm = false): number {
  if (cores < 2 || posts < (warm ? POOL_MIN_POSTS_WARM : POOL_MIN_POSTS)) return 0;
  return Math.min(cores, 4);
}

export interface RenderJob {
  site: Site; assets: Assets; shared: ReadonlySet<string>; folder: string; routes: readonly Route[];
  /** The folder of kept twins (pipeline/outputs/twin-cache.ts); without it every twin is compressed. */
  twinCache?: string;
  /** A build for a host that compresses at its edge makes no twins (model/deploy-target.ts). */
  noTwins?: boolean;
  /** Live first: the twins the cache lacks are noted here, by the workers too, and made after the swap (outputs/deferred-twins.ts). */
  deferred?: DeferredTwins;
  /** The folder of posts' articles kept as HTML (pipeline/load/article-cache.ts); without it every article is parsed. */
  articleCache?: string;
  /** The pages found right before, not checked again; the workers' findings go here too (facts/checked.ts). */
  checked?: CheckedPages;
  /** An incremental build (page-memo.ts): the last build's memo (none: every page renders), and where each page's report goes. */
  memo?: { previous?: PageMemoFile; codeKeys?: Record<string, string>; onPage: (report: PageReport) => void };
}

export class RenderPool {
  private closing = false;
  private used = false;

  private constructor(private readonly workers: Worker[]) {}

  /** Starts `size` workers; call it early, so they load React and the templates while the site loads. */
  static async start(size: number): Promise<RenderPool> {
    const script = await workerScript();
    return new RenderPool(Array.from({ length: size }, () => new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } })));
  }

  get size(): number { return this.workers.length; }

  /**
   * Renders and writes every route, with its twins, into `job.folder`; resolves with the files
   * written by the workers, their twins and the pages that show an untranslated text (the build
   * then fails, listing every such text). `here` renders batches on this thread, from the front of
   * the queue (the posts), while the workers take theirs from its end: it is awaited between
   * batches, so the workers' replies are read and their next batches sent. Once per pool.
   */
  render(job: RenderJob, here?: (routes: Route[]) => Promise<void> | void): Promise<{ files: number; twins: TwinTally; reused: number; untranslated: UntranslatedPage[]; facts: PageFactProblem[] }> {
    if (this.used) throw new Error('a render pool renders one site: start another for the next build');
    this.used = true;
    const queue = batchesByFolder(job.routes);
    // The full post list stays here: workers get each post with its route (render-worker.ts).
    const { posts: _posts, ...rest } = job.site;
    // The other languages' sites share the same list of posts: it stays here too.
    const site = rest.editions ? { ...rest, editions: Object.fromEntries(Object.entries(rest.editions).map(([code, e]) => [code, { ...e, posts: [] }])) } : rest;
    const previous = job.memo?.previous;
    const memo = job.memo && { readSets: previous?.readSets, codeKeys: job.memo.codeKeys };
    const start: PoolRequest = { type: 'start', site, assets: job.assets, shared: [...job.shared], folder: job.folder, twinCache: job.twinCache, articleCache: job.articleCache, memo, noTwins: job.noTwins, deferTwins: !!job.deferred, checked: job.checked?.knownKeys };
    const lastOf = (routes: Route[]) => previous && routes.map((r) => (Object.hasOwn(previous.pages, r.path) ? previous.pages[r.path] : null));

    return new Promise((resolve, reject) => {
      let written = 0;
      let reused = 0;
      const twins: TwinTally = { files: 0, compressed: 0 };
      const untranslated: UntranslatedPage[] = [];
      const facts: PageFactProblem[] = [];
      let inFlight = 0;
      let settled = false;
      let hereDone = !here;
      let failure: Error | undefined;
      // The first failure settles the render, once this thread's batch is done: nothing may still
      // be writing into the folder when the build drops it (the workers are stopped by close()).
      const fail = (err: Error) => {
        failure ??= err;
        finishIfDone();
      };
      const send = (w: Worker) => {
        if (settled || failure) return; // after a failure, nothing more is handed out
        // The workers take their batches from the end of the queue while this thread takes from its
        // front; without it, every other worker does (see batchesByFolder).
        const routes = take(queue, here || this.workers.indexOf(w) % 2 ? 'end' : 'front');
        if (routes) {
          inFlight++;
          w.postMessage({ type: 'routes', routes, last: lastOf(routes) } satisfies PoolRequest);
        } else finishIfDone();
      };
      const finishIfDone = () => {
        if (settled || !hereDone) return;
        if (failure) {
          settled = true;
          reject(failure);
        } else if (inFlight === 0 && queue.length === 0) {
          settled = true;
          resolve({ files: written, twins, reused, untranslated, facts });
        }
      };
      for (const w of this.workers) {
        w.on('message', (msg: PoolReply) => {
          if (msg.type === 'failed') {
            const cause = fromPlainError(msg.cause);
            fail(msg.name ? new GroomsiteError(msg.name, msg.detail, { cause }) : cause);
            return;
          }
          inFlight--;
          written += msg.files;
          reused += msg.reused ?? 0;
          if (msg.pages) for (const page of msg.pages) job.memo?.onPage(page);
          if (msg.untranslated) untranslated.push(...msg.untranslated);
          if (msg.facts) facts.push(...msg.facts);
          if (msg.checked) job.checked?.add(msg.checked);
          if (msg.deferred) job.deferred?.merge(msg.deferred);
          twins.files += msg.twins.files;
          twins.compressed += msg.twins.compressed;
          send(w);
        });
        w.on('error', (err: Error) => fail(err));
        w.on('exit', (code) => { if (!this.closing) fail(new Error(`a render worker stopped unexpectedly (exit code ${code})`)); });
        w.postMessage(start);
        // Two batches each: a worker never waits for its next one.
        send(w);
        send(w);
      }
      if (this.workers.length === 0) fail(new Error('a render pool needs at least one worker'));
      if (here) {
        void (async () => {
          try {
            for (;;) {
              // Between batches, the workers' replies are read and their next batches sent.
              await new Promise((next) => setImmediate(next));
              const routes = failure ? undefined : take(queue, 'front');
              if (!routes) break;
              await here(routes);
            }
          } catch (err) {
            failure ??= err as Error;
          } finally {
            hereDone = true;
            finishIfDone();
          }
        })();
      }
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * The routes in batches, the posts' first and every other page's after them. Linking a file into
 * a folder locks the folder: two workers writing posts into blog/ at once (and their pictures into
 * images/blog/) waited on each other, each link taking some 20 us instead of 12 (and 30,000 links
 * into one folder from two threads took 330 ms, into two folders 215 ms). Taken from both ends of
 * this queue (RenderPool.render), one worker writes posts while the other writes the rest, blog
 * pages, business pages and other languages' pages, in other folders, until they meet.
 */
function batchesByFolder(routes: readonly Route[]): Route[][] {
  const isPost = (r: Route) => r.page.template === 'post' && !r.lang;
  const ordered = [...routes.filter(isPost), ...routes.filter((r) => !isPost(r))];
  const batches: Route[][] = [];
  for (let i = 0; i < ordered.length; i += BATCH) batches.push(ordered.slice(i, i + BATCH));
  return batches;
}

/**
 * The next batch from one end of the queue. Near the end of the queue a batch is halved, the
 * other half left where it was: the threads then finish within a few pages of each other, where
 * whole batches (and the second batch a worker holds ahead) left this thread waiting some 50 ms
 * for a worker's last one (4,000 posts, every page rendered).
 */
function take(queue: Route[][], end: 'front' | 'end'): Route[] | undefined {
  const batch = end === 'front' ? queue.shift() : queue.pop();
  if (!batch || queue.length >= FEW_LEFT || batch.length < 2 * MIN_BATCH) return batch;
  // The half nearer this end is taken; the other goes back, nearer the middle.
  const later = batch.splice(Math.ceil(batch.length / 2));
  if (end === 'front') {
    queue.unshift(later);
    return batch;
  }
  queue.push(batch);
  return later;
}

/** A key that changes with any source a page's rendering could run (the same the worker's bundle is named by). */
function renderCodeKey(): string {
  return sourcesKey(packageRoot, [...sourceDirs, ...bundleInputs]);
}

/**
 * The worker as one plain JavaScript file (node-bundle.js says which npm packages it takes in).
 * A worker thread does not inherit the TypeScript loader, and loading the templates through it
 * costs about 0.6 s of a core per worker; a worker loads this bundle in a few milliseconds.
 * esbuild makes it (some 50 ms) only when a source it could contain has changed; it is kept
 * beside the other build caches, inside the package so its imports resolve.
 */
async function workerScript(): Promise<string> {
  const dir = cacheDir;
  const file = join(dir, `render-worker.${renderCodeKey()}.mjs`);
  if (existsSync(file)) return file;
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({ ...nodeBundleOptions(), entryPoints: [join(packageRoot, 'pipeline', 'render', 'worker.ts')], write: false });
  writeCacheFile(file, result.outputFiles[0].contents);
  removeStale(dir, /^render-worker\.\w+\.mjs$/, file);
  return file;
}
