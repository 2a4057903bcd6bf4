// How long a build's .br and .gz twins take to make, and nothing else: every file of a built
// dist/ that gets twins, read into memory first, its distinct bodies compressed with the build's
// own options (pipeline/outputs/precompress.ts) on one thread per core, nothing written. Rendering,
// writing and caching are not in it, so no first build of that dist/ can be faster than this.
// `npm run bench:peers` runs it on the first build's dist/ and prints it beside Eleventy's build,
// which writes no twins. Usage: tsx bench/twins-floor.ts DIST; prints JSON.
import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { twinOptions, worthCompressing } from '../pipeline/outputs/precompress.ts';

// Plain JavaScript, given the build's options with each body: a worker thread cannot load TypeScript here.
const compressShare = `
  const zlib = require('node:zlib');
  const { parentPort, workerData } = require('node:worker_threads');
  for (const { body, options } of workerData) { zlib.brotliCompressSync(body, options.br); zlib.gzipSync(body, options.gz); }
  parentPort.postMessage('done');
`;

const dist = process.argv[2];
const bodies = new Map<string, Buffer>(); // equal bodies are compressed once, as the build does
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (worthCompressing(file, body.length)) bodies.set(hash('sha1', body), body);
}
const all = [...bodies.values()];
const threads = availableParallelism();
const shares = Array.from({ length: threads }, (_, i) => all.filter((_, j) => j % threads === i).map((body) => ({ body, options: twinOptions(body) })));
const started = performance.now();
await Promise.all(shares.map((share) => new Promise((done, fail) => {
  new Worker(compressShare, { eval: true, workerData: share }).once('message', done).once('error', fail);
})));
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ bodies: all.length, mb: all.reduce((sum, b) => sum + b.length, 0) / 1e6, threads, ms })}\n`);
