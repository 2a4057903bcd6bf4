// Step 7: the one writer. Everything goes into a fresh folder beside dist/, which is swapped in
// only when complete: a failed build leaves the previous dist/ exactly as it was.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { linkOrCopy, type Made, type Precompressor } from './outputs/precompress.ts';

export interface OutputFile {
  file: string; content: string | Uint8Array;
  /** The same content goes out under other names too (a page that aliases show): written once, then linked. */
  repeated?: boolean;
}

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
  private readonly firstCopies = new Map<string | Uint8Array, { path: string; twins: Made | Promise<Made> }>();
  count = 0;

  constructor(readonly folder: string, private readonly twins: Precompressor) {}

  write(f: OutputFile): void {
    const path = join(this.folder, f.file);
    const dir = dirname(path);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    const first = f.repeated ? this.firstCopies.get(f.content) : undefined;
    if (first) {
      linkOrCopy(first.path, path);
      this.twins.addLink(path, first.path, first.twins);
    } else {
      writeFileSync(path, f.content);
      const twins = this.twins.add(path, f.content);
      if (f.repeated) this.firstCopies.set(f.content, { path, twins });
    }
    this.count++;
  }
}

/**
 * Makes a fresh folder beside `outDir`, lets `fill` write the site into it (returning how many
 * files it wrote), copies `copyDirs` in, and only then swaps the folder in for `outDir`.
 */
export async function writeSite(outDir: string, fill: (folder: string) => Promise<number> | number, copyDirs: { from: string; to: string }[] = []): Promise<number> {
  const target = resolve(outDir);
  const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  let count: number;
  try {
    mkdirSync(temp, { recursive: true });
    count = await fill(temp);
    for (const c of copyDirs) if (existsSync(c.from)) await cp(c.from, join(temp, c.to), { recursive: true });
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  // Two renames: the old site moves aside, the new one takes its name, then the old one goes.
  if (existsSync(target)) await rename(target, old);
  try {
    await rename(temp, target);
  } catch (err) {
    if (existsSync(old)) await rename(old, target);
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  await rm(old, { recursive: true, force: true });
  return count;
}
