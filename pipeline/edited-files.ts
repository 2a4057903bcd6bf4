// Which files of dist/ changed since the last build recorded them (in-place.ts, DiskState): a
// stat of every file, compared with its size and time then. At 10,000 posts that is 13,000
// stats, some 90 ms of a one-post rebuild's second; done in a worker thread, they overlap the
// check of which pages changed (in-place.ts), which is as long and needs none of them.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DiskState } from './render/page-memo.ts';

/** Below this many files the stats take a few milliseconds here, less than starting a thread. */
const IN_WORKER_FROM = 2_000;

/** A file's size and time, as DiskState records it; undefined when it is gone. */
export function signature(path: string): string | undefined {
  const s = statSync(path, { throwIfNoEntry: false });
  return s && `${s.size}:${s.mtimeMs}`;
}

/** The files of dist/ whose size or time differ from the record: written since by something else than a build. */
export function editedFiles(outDir: string, files: DiskState['files']): Set<string> {
  const edited = new Set<string>();
  const root = `${outDir}/`;
  for (const file in files) if (signature(root + file) !== files[file]) edited.add(file);
  return edited;
}

// The worker's whole code: the loop of editedFiles with signature inlined (an eval'd worker has
// no bundle to import from), the same `size:mtimeMs` the record holds.
const SURVEY = `
const { parentPort, workerData: { root, files } } = require('node:worker_threads');
const { statSync } = require('node:fs');
const edited = [];
for (const file in files) {
  const s = statSync(root + file, { throwIfNoEntry: false });
  if ((s && s.size + ':' + s.mtimeMs) !== files[file]) edited.push(file);
}
parentPort.postMessage(edited);
`;

/**
 * editedFiles, begun now and awaited later: in a worker thread when there are many files and a
 * core to spare, so this thread goes on meanwhile. Should the thread fail, the files are surveyed
 * here instead: the answer is the same either way.
 */
export function editedFilesAside(outDir: string, files: DiskState['files'], cores = availableParallelism()): Promise<Set<string>> {
  let count = 0;
  for (const _ in files) if (++count >= IN_WORKER_FROM) break;
  if (count < IN_WORKER_FROM || cores < 2) return Promise.resolve(editedFiles(outDir, files));
  return editedFilesInWorker(outDir, files).catch(() => editedFiles(outDir, files));
}

/** editedFiles in a worker thread of its own; rejected when the thread fails or ends without an answer. */
export function editedFilesInWorker(outDir: string, files: DiskState['files']): Promise<Set<string>> {
  return new Promise((resolve, reject) => {
    new Worker(SURVEY, { eval: true, workerData: { root: `${outDir}/`, files } })
      .once('message', (edited: string[]) => resolve(new Set(edited)))
      .once('error', reject)
      // After the message this changes nothing: a promise settles once.
      .once('exit', (code) => reject(new Error(`the survey of dist/ ended (${code}) without an answer`)));
  });
}
