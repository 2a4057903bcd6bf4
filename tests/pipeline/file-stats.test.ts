// The stats of many files, from the worker thread a rebuild takes them in and from this thread:
// the same sizes, times (to the fraction of a millisecond) and inodes, since a rebuild compares
// them with what this thread recorded, and none for a file that is not there.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { statsAside, statsHere, statsInWorker, type FileStat, type FileStats } from '../../pipeline/file-stats.ts';

const dir = mkdtempSync(join(tmpdir(), 'groomsite-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const paths = Array.from({ length: 2_500 }, (_, i) => join(dir, `page-${i}.html`));
paths.forEach((p, i) => writeFileSync(p, 'x'.repeat(i % 97)));
// A time with a fraction of a millisecond, as file systems keep them.
utimesSync(paths[5], new Date(), 1_764_410_400.123456); // seconds, to the microsecond
rmSync(paths[2_000]);

// What a build compares: statSync's own Stats carry more.
const compared = (s: FileStat) => ({ size: s.size, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs, ino: s.ino });
const asRead = (stats: FileStats) => paths.map((_, i) => stats(i)).map((s) => s && compared(s));
const expected = paths.map((p) => {
  const s = statSync(p, { throwIfNoEntry: false });
  return s && compared(s);
});

describe('the stats of many files', () => {
  it('are those statSync gives, taken on this thread', () => {
    expect(asRead(statsHere(paths))).toEqual(expected);
  });
  it('are the same taken in a worker thread, a file gone included', async () => {
    const read = asRead(await statsInWorker(paths));
    expect(read).toEqual(expected);
    expect(read[2_000]).toBeUndefined();
    expect(read[5]!.mtimeMs % 1).not.toBe(0);
    expect(new Set(read.map((s) => s?.ino)).size).toBe(paths.length); // one inode each, the file gone's none
  });
  it('are the same however many files and cores there are', async () => {
    expect(asRead(await statsAside(paths, 2))).toEqual(expected);
    expect(asRead(await statsAside(paths, 1))).toEqual(expected);
    const few = await statsAside(paths.slice(0, 3), 2);
    expect(compared(few(2)!)).toEqual(expected[2]);
  });
});
