// The build's worker and heap policy: how many threads render, when the workers start, and how
// their heaps grow. build.ts starts them and closes them; pool.ts is the pool itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { markdownFilesIn } from '../load/load.ts';
import { TwinCache, twinCacheDir } from '../outputs/twin-cache.ts';
import { step } from '../errors.ts';
import { cacheDir } from '../project.ts';
import { RenderPool, poolSizeFor } from './pool.ts';

/** The render workers of one build: started early for a build of every page, stopped at its end. */
export class RenderThreads {
  private starting: Promise<RenderPool> | undefined;
  private pool: RenderPool | undefined;

  /**
   * `workers`: BuildOptions.workers; by default one per core for a site of thousands of posts
   * (pool.ts, poolSizeFor). `articleDir`: the site's kept articles (load/article-cache.ts). Nothing
   * is looked at before the workers start: a rebuild in place starts none (build.ts).
   */
  constructor(private readonly root: string, private readonly articleDir: string, private readonly workers?: number) {}

  /** Starts the workers, if they have not started: they load React and the templates meanwhile. */
  start(): void {
    this.starting ??= this.startPool();
  }

  /** The workers, once started (started now if they were not); none when this thread renders alone. */
  async ready(): Promise<RenderPool | undefined> {
    this.start();
    this.pool = await step('RenderFailed', 'starting the render workers', () => this.starting);
    return this.pool;
  }

  /** Stops the workers, started or still starting. */
  async close(): Promise<void> {
    await (this.pool ?? await this.starting?.catch(() => undefined))?.close();
  }

  private startPool(): Promise<RenderPool> | undefined {
    const twinsKept = TwinCache.warm(twinCacheDir(cacheDir));
    // Threads that render, this one among them: 0 or 1 renders in process.
    const workers = this.workers ?? poolSizeFor(countPosts(this.root), undefined, twinsKept);
    // A site built here before (its articles kept, the twins' cache in use) parses and compresses
    // little: only a first build, whose memory peaks, keeps heaps small.
    if (workers > 1 && !(twinsKept && existsSync(this.articleDir))) keepHeapsSmall();
    // This thread is one of the `workers` renderers (build-steps/render.ts): the pool starts the others.
    const started = workers > 1 ? RenderPool.start(workers - 1) : undefined;
    started?.catch(() => {}); // awaited by ready(); this only keeps a failure from counting as unhandled first
    return started;
  }
}

/** The number of posts, read from the folder listing alone (before the site loads). */
function countPosts(root: string): number {
  return markdownFilesIn(join(root, 'content', 'posts')).length;
}

/**
 * The old generations are let grow by 40 % after each full collection instead of V8's factor (up
 * to 2x for small heaps): a worker's live set is small (its copy of the site, a batch), and what
 * it renders is garbage, which otherwise piled up to the build's end. The flag is the process's:
 * a worker takes it from here when it starts, and this thread, which renders beside the workers,
 * has it too. 4,000 posts, every page rendered, four runs each: peak 212 to 213 MB against 243 to
 * 260 MB, for 2 to 7 % more wall time; 10,000 posts: 293 to 301 MB against 337 to 345 MB (15 %
 * took a little more off, for more CPU again). Only a first build needs it: 10,000 posts with no
 * cache peaked at 399 MB with it, 443 MB without. A build of a site built before goes without it:
 * 4,000 posts, every page rendered, eight runs paired, it cost 3.5 % of the wall time and 4 % of
 * the CPU for 13 MB (186 MB against 199); 10,000 posts peak at 276 to 282 MB without it, and at
 * 277 MB with every twin to make again but the articles kept. Flags V8 reads only at start-up
 * would do nothing here, and --optimize-for-size, which took 17 MB more off the peak, cost 11 %
 * more CPU and wall time.
 * (While this thread only loaded the site and then waited, its young generation was kept at its
 * first size too, with --semi-space-growth-factor=1; now that it renders, it grows as in an
 * in-process build.)
 */
function keepHeapsSmall(): void {
  setFlagsFromString('--heap-growing-percent=40');
}
