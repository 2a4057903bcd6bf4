// Step 7: the one writer. Everything goes into a fresh folder beside dist/, which is swapped in
// only when complete: a failed build leaves the previous dist/ exactly as it was.
import { mkdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { cp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { linkOrCopy, type Made, type Precompressor } from './outputs/precompress.ts';

export interface OutputFile {
  file: string; content: string | Uint8Array;
  /** The same content goes out under other names too (a page that aliases show): written once, then linked. */
  repeated?: boolean;
}

/** A file as written: its name in the folder, the hash of its bytes (the build cache's key for them) and its size. */
export interface WrittenFile { file: string; key: string; size: number }

/**
 * Writes files into one folder, synchronously, making each directory once, and gives each its
 * .br/.gz twins (pipeline/outputs/precompress.ts). Synchronous on purpose: a promise write is an open, a
 * write and a close, each a round trip through the thread pool, and on a site of 20,000 files
 * those round trips cost more than the writes. On a large site each render worker
 * (render/pool.ts) holds one, so writing runs beside rendering on every core.
 */
export class FolderWriter {
  private readonly made = new Set<string>();
  /** The first copy of each repeated content: the hundreds of alias pages are links to it (some 13 us each against 0.1-0.2 ms to write 100 KB). */
  private readonly firstCopies = new Map<string | Uint8Array, { path: string; twins: Made | Promise<Made>; key: string; size: number }>();
  count = 0;

  constructor(readonly folder: string, private readonly twins: Precompressor) {}

  write(f: OutputFile): WrittenFile {
    const path = this.pathOf(f.file);
    const first = f.repeated ? this.firstCopies.get(f.content) : undefined;
    this.count++;
    if (first) {
      linkOrCopy(first.path, path);
      this.twins.addLink(path, first.path, first.twins);
      return { file: f.file, key: first.key, size: first.size };
    }
    const { key, size, twins } = this.twins.write(path, f.content);
    if (f.repeated) this.firstCopies.set(f.content, { path, twins, key, size });
    return { file: f.file, key, size };
  }

  /**
   * Puts files an earlier build wrote into the folder again, with their twins, from the build
   * cache (page-memo.ts); false, with none of them left, when the cache no longer holds them all.
   */
  reuse(files: readonly WrittenFile[]): boolean {
    const placed: string[] = [];
    for (const f of files) {
      const path = this.pathOf(f.file);
      if (!this.twins.reuse(path, f.key, f.size)) {
        for (const p of placed) this.twins.unplace(p);
        return false;
      }
      placed.push(path);
    }
    this.count += files.length;
    return true;
  }

  private pathOf(file: string): string {
    // Names the build makes are already plain relative paths ("blog/x.html"): joined as strings,
    // not normalised again (path.join took some 2 % of a render worker's allocations).
    const path = `${this.folder}${sep}${file}`;
    const dir = dirname(path);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    return path;
  }
}

/** A file put into the live site: written aside and renamed over its name, so a server never sends half of one. */
export function writeWhole(file: string, bytes: string | Uint8Array): void {
  // A hidden name meanwhile: neither `serve` nor the generated nginx config sends a dot file.
  const aside = join(dirname(file), `.${basename(file)}.${process.pid}.part`);
  writeFileSync(aside, bytes);
  renameSync(aside, file);
}

/**
 * A copied file takes the place of one already written under its name instead of writing into
 * it: written files may be links to the build cache's copy (outputs/twin-cache.ts), which a
 * write in place would change for every build after.
 */
async function replaceNotOverwrite(src: string, dest: string): Promise<boolean> {
  if ((await stat(src)).isFile()) await rm(dest, { force: true });
  return true;
}

/** Where the host configs of a build into `outDir` go: beside it, never in it (dist/ -> dist.host/). */
export function hostDirFor(outDir: string): string {
  return `${resolve(outDir).replace(/[\\/]+$/, '')}.host`;
}

/** Files written beside the site rather than in it: the host configs (nginx.conf), which are uploaded nowhere. */
export interface BesideSite { dir: string; files: readonly OutputFile[] }

/**
 * Makes a fresh folder beside `outDir`, lets `fill` write the site into it (returning how many
 * files it wrote), copies `copyDirs` in, writes `beside` into a fresh folder of its own, and only
 * then swaps both in: a failed build leaves the previous site and its host configs as they were.
 */
export async function writeSite(outDir: string, fill: (folder: string) => Promise<number> | number, copyDirs: { from: string; to: string }[] = [], beside?: BesideSite, beforeSwap?: () => void): Promise<number> {
  const stamp = `${process.pid}-${Date.now()}`;
  const folders = [resolve(outDir), ...(beside ? [resolve(beside.dir)] : [])].map((target) => ({ target, temp: `${target}.tmp-${stamp}`, old: `${target}.old-${stamp}` }));
  const [site, host] = folders;
  let count: number;
  try {
    mkdirSync(site.temp, { recursive: true });
    count = await fill(site.temp);
    for (const c of copyDirs) if (existsSync(c.from)) await cp(c.from, join(site.temp, c.to), { recursive: true, filter: replaceNotOverwrite });
    if (host && beside) {
      mkdirSync(host.temp, { recursive: true });
      for (const f of beside.files) writeFileSync(join(host.temp, f.file), f.content);
    }
  } catch (err) {
    for (const f of folders) await rm(f.temp, { recursive: true, force: true });
    throw err;
  }
  beforeSwap?.();
  // Two renames each: the old folders move aside, the new ones take their names, then the old ones go.
  const moved: typeof folders = [];
  try {
    for (const f of folders) {
      if (existsSync(f.target)) await rename(f.target, f.old);
      moved.push(f);
      await rename(f.temp, f.target);
    }
  } catch (err) {
    // Put back whatever moved, so the site and its host configs stay a pair from one build.
    for (const f of moved.reverse()) {
      if (existsSync(f.old)) {
        await rm(f.target, { recursive: true, force: true });
        await rename(f.old, f.target);
      }
    }
    for (const f of folders) await rm(f.temp, { recursive: true, force: true });
    throw err;
  }
  for (const f of folders) await rm(f.old, { recursive: true, force: true });
  return count;
}
