// Step 7: the one writer. Everything goes into a fresh folder beside dist/, which is swapped in
// only when complete: a failed build leaves the previous dist/ exactly as it was.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface OutputFile { file: string; content: string | Uint8Array }

export async function writeSite(outDir: string, files: Iterable<OutputFile>, copyDirs: { from: string; to: string }[] = []): Promise<number> {
  const target = resolve(outDir);
  const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  let count = 0;
  try {
    await mkdir(temp, { recursive: true });
    const made = new Set<string>();
    // A few writes in flight at once keep the disk busy while the next pages render; more would
    // only hold more pages in memory.
    const inFlight = new Set<Promise<void>>();
    for (const f of files) {
      const path = join(temp, f.file);
      const dir = dirname(path);
      if (!made.has(dir)) { await mkdir(dir, { recursive: true }); made.add(dir); }
      const write: Promise<void> = writeFile(path, f.content).finally(() => inFlight.delete(write));
      write.catch(() => {}); // seen by the race or the final Promise.all; this only marks it handled
      inFlight.add(write);
      count++;
      if (inFlight.size >= 16) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
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
