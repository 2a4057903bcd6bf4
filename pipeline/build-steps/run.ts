// What every step of one build shares (build.ts): where it reads and writes, whether it renders
// every page, and the timings it logs and returns.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { articleCacheDirFor } from '../load/article-cache.ts';
import { memoFileFor } from '../render/page-memo.ts';
import { cacheDir } from '../project.ts';
import { hostDirFor } from '../write.ts';
import type { DeployTarget } from '../../model/deploy-target.ts';

export interface RunOptions { root?: string; outDir?: string; log?: (line: string) => void; renderAll?: boolean; target?: DeployTarget }

export class BuildRun {
  readonly root: string;
  readonly outDir: string;
  /** nginx.conf, beside outDir (write.ts, hostDirFor). */
  readonly hostDir: string;
  readonly steps: { name: string; ms: number }[] = [];
  readonly started: number;
  /** What the last build into outDir rendered, to render only pages whose inputs changed since. */
  readonly memoFile: string;
  /** The posts' articles as HTML, kept from build to build (load/article-cache.ts). */
  readonly articleDir: string;
  /** Every page rendered: asked for, or no memo of the last build into outDir. */
  readonly everyPage: boolean;
  /** Folders copied into the site as they are. */
  readonly copyDirs: { from: string; to: string }[];

  constructor(private readonly opts: RunOptions) {
    this.root = resolve(opts.root ?? '.');
    this.outDir = resolve(this.root, opts.outDir ?? 'dist');
    this.hostDir = hostDirFor(this.outDir);
    this.started = performance.now();
    this.memoFile = memoFileFor(cacheDir, this.outDir);
    this.articleDir = articleCacheDirFor(cacheDir, this.root);
    this.everyPage = !!opts.renderAll || !existsSync(this.memoFile);
    this.copyDirs = [{ from: join(this.root, 'content', 'images'), to: 'images' }];
  }

  /** The host asked for on the command line; else the site definition's `hosting.target`. */
  get target(): DeployTarget | undefined {
    return this.opts.target;
  }

  /** Milliseconds from the start to the new dist/ swapped in (live first: its twins may follow). */
  liveMs?: number;

  /** The new dist/ is in place. */
  live(): void {
    this.liveMs ??= performance.now() - this.started;
  }

  get renderAll(): boolean {
    return !!this.opts.renderAll;
  }

  /** Runs a named step, and logs and keeps its time. */
  readonly timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const value = await work();
    this.steps.push({ name, ms: performance.now() - t });
    this.opts.log?.(`  ${name.padEnd(16)} ${(performance.now() - t).toFixed(0).padStart(5)} ms`);
    return value;
  };

  /** Logs how many pages were not rendered again. */
  logUnchanged(reused: number, note: string): void {
    this.opts.log?.(`  ${'unchanged'.padEnd(16)} ${String(reused).padStart(5)} pages not rendered again${note}`);
  }
}
