// Step 7: the one writer. Everything goes into a fresh folder beside dist/, which is swapped in
// only when complete: a failed build leaves the previous dist/ exactly as it was.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface OutputFile { file: string; content: string | Uint8Array }

/**
 * Writes files into one folder, synchronously, making each directory once. Synchronous on
 * purpose: a promise write is an open, a write and a close, each a round trip through the thread
 * pool, and on a site of 20,000 files those round trips cost more than the writes. On a large
 * site each render worker (render-pool.ts) holds one, so writing runs beside rendering on every core.
 */
export class FolderWriter {
  private readonly made = new Set<string>();
  count = 0;

  /** `onWrite` sees every file written (the build hands them to hosting/precompress.ts). */
  constructor(readonly folder: string, private readonly onWrite?: (path: string, content: string | Uint8Array) => void) {}

  write(f: OutputFile): void {
    const path = join(this.folder, f.file);
    const dir = dirname(path);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    writeFileSync(path, f.content);
    this.onWrite?.(path, f.content);
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
