// The size, times and inode of many files at once, stat-ed in a worker thread while this thread
// goes on. A rebuild in place (in-place.ts) stats every file of dist/ to find those edited since
// the last build: at 10,000 posts, 23,500 stats and some 90 ms of a one-post rebuild's second on
// this thread. In a worker they overlap the check of which pages changed, which needs none of
// them. The posts' own stats (load/load.ts) overlap the reading of site.yaml and of the front
// matter kept from the last build (load/matter-cache.ts), which need none of them either.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a build compares of a file: its size, times and inode (a file gone has none). */
export interface FileStat { size: number; mtimeMs: number; ctimeMs: number; ino: number }

/** Below this many files the stats take a few milliseconds here, less than starting a thread. */
const IN_WORKER_FROM = 2_000;
const FIELDS = 4;

// The worker's whole code (an eval'd worker has no bundle to import from): four numbers a file
// in one buffer, handed over rather than copied; NaN for a file that is not there. An inode is a
// number in statSync's Stats too, so both give the same one.
const STAT_ALL = `
const { parentPort, workerData: paths } = require('node:worker_threads');
const { statSync } = require('node:fs');
const out = new Float64Array(paths.length * ${FIELDS}).fill(NaN);
for (let i = 0; i < paths.length; i++) {
  const s = statSync(paths[i], { throwIfNoEntry: false });
  if (s) { out[i * ${FIELDS}] = s.size; out[i * ${FIELDS} + 1] = s.mtimeMs; out[i * ${FIELDS} + 2] = s.ctimeMs; out[i * ${FIELDS} + 3] = s.ino; }
}
parentPort.postMessage(out, [out.buffer]);
`;

/** Each file's stat, in the order of `paths`; undefined for a file that is not there. */
export type FileStats = (i: number) => FileStat | undefined;

/**
 * The stats of `paths`, begun now and awaited later: in a worker thread when there are many files
 * and a core to spare, else here. Should the thread fail, they are taken here: the answer is the
 * same either way.
 */
export function statsAside(paths: readonly string[], cores = availableParallelism()): Promise<FileStats> {
  if (paths.length < IN_WORKER_FROM || cores < 2) return Promise.resolve(statsHere(paths));
  return statsInWorker(paths).catch(() => statsHere(paths));
}

/** The stats taken on this thread. */
export function statsHere(paths: readonly string[]): FileStats {
  const stats = paths.map((p) => statSync(p, { throwIfNoEntry: false }));
  return (i) => stats[i];
}

/** The stats taken in a worker thread of its own; rejected when the thread fails or ends without an answer. */
export function statsInWorker(paths: readonly string[]): Promise<FileStats> {
  return new Promise((resolve, reject) => {
    new Worker(STAT_ALL, { eval: true, workerData: paths })
      .once('message', (out: Float64Array) => resolve((i) => {
        const at = i * FIELDS;
        return Number.isNaN(out[at]) ? undefined : { size: out[at], mtimeMs: out[at + 1], ctimeMs: out[at + 2], ino: out[at + 3] };
      }))
      .once('error', reject)
      // After the message this changes nothing: a promise settles once.
      .once('exit', (code) => reject(new Error(`the stats' thread ended (${code}) without an answer`)));
  });
}
