// Files a build is about to read, read once beforehand in a worker thread, many at a time, so
// that the system holds them in memory when the render threads ask for them one by one. A build
// that renders every post reads each one's kept article (load/article-cache.ts): on this machine,
// when those files were no longer in memory (a cache restored on CI, a folder not built for a
// while), reading 4,000 of them one after another took 0.4 to 1.3 s of the render threads' time;
// read 64 at a time they took 0.19 s. Files still in memory need none of this, and reading them
// again beside the render threads cost a 4,000-post build 0.15 s: the first few are read here, and
// the thread starts only if they came slowly. A file that is gone is passed over: whoever reads it
// then finds it gone, as without this. The thread never keeps the process alive.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** Files read at once: the disk answers many requests together faster than one by one (see above). */
const AT_ONCE = 64;
/** Files read here first, to tell whether the system still holds them. */
const SAMPLE = 8;
/** A read slower than this on average came from the disk (from memory one takes some 10 µs). */
const FROM_DISK_MS = 0.05;

const READ_ALL = `
const { parentPort, workerData: { paths, atOnce } } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
let next = 0;
const reader = async () => {
  while (next < paths.length) await readFile(paths[next++]).catch(() => {});
};
Promise.all(Array.from({ length: atOnce }, reader)).then(() => parentPort.postMessage('read'));
`;

/**
 * Starts reading `paths` (the first ones first) in a worker thread, unless the first few, read
 * here, took less than `fromDiskMs` each and so came from memory; returns without waiting for the
 * rest. True when the thread started.
 */
export function readAhead(paths: readonly string[], fromDiskMs = FROM_DISK_MS): boolean {
  const sample = Math.min(SAMPLE, paths.length);
  const started = performance.now();
  for (let i = 0; i < sample; i++) {
    try {
      readFileSync(paths[i]);
    } catch {
      // gone: passed over
    }
  }
  if (paths.length <= sample || (performance.now() - started) / sample < fromDiskMs) return false;
  void readInWorker(paths.slice(sample));
  return true;
}

/**
 * Reads `paths` in a worker thread that does not keep the process alive; resolves once they are
 * read (or the thread could not read them: the build reads the files itself, as it always does).
 */
export function readInWorker(paths: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    try {
      new Worker(READ_ALL, { eval: true, workerData: { paths, atOnce: AT_ONCE } })
        .once('message', () => resolve()).once('error', () => resolve()).once('exit', () => resolve())
        .unref();
    } catch {
      resolve();
    }
  });
}

/** `items` from both ends in turn (first, last, second, second to last...): this thread renders from the front of the queue, the render workers from its end (render/pool.ts). */
export function fromBothEnds<T>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (let front = 0, back = items.length - 1; front <= back; front++, back--) {
    out.push(items[front]);
    if (back !== front) out.push(items[back]);
  }
  return out;
}
