// Compression once, at build time (DESIGN habit 12): every text file of the built site gets a
// `.br` and a `.gz` twin beside it, which nginx (brotli_static, gzip_static), `groomsite serve`
// and `groomsite dev` send as they are. No server compresses per request, so a random query
// string costs nothing and every visitor gets the same bytes.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing: HTML, CSS, JS, SVG, XML, JSON (and plain text, which is cheap). */
export const COMPRESSIBLE = /\.(html?|css|m?js|svg|xml|json|webmanifest|txt)$/i;
/** Below this the twin saves less than its Content-Encoding header and a second file cost. */
export const MIN_BYTES = 1024;

/**
 * Brotli quality 5: about 10 % larger than quality 11 on these pages but some 40 times faster
 * (0.75 ms against 28 ms for a 23 KB post, measured here), and pages change on every build.
 */
const BROTLI_QUALITY = 5;

export interface Twins { br: Buffer; gz: Buffer }

/** The two twins of one body. */
export async function compressBody(body: Uint8Array): Promise<Twins> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gz };
}

export function worthCompressing(name: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(name);
}

/**
 * Twins made while the build writes: each file handed to `add` is compressed on libuv's thread
 * pool while the main thread goes on rendering, so on two cores compression costs little wall
 * time. Equal contents (the alias pages) are compressed once.
 */
export class Precompressor {
  private readonly byContent = new Map<string, Promise<Twins>>();
  private readonly writes: Promise<void>[] = [];
  /** Absolute paths already handled (precompressFolder skips them). */
  readonly handled = new Set<string>();

  add(file: string, content: string | Uint8Array): void {
    const body = typeof content === 'string' ? Buffer.from(content) : content;
    this.handled.add(file);
    if (!worthCompressing(file, body.length)) return;
    const key = createHash('sha1').update(body).digest('hex');
    let twins = this.byContent.get(key);
    if (!twins) this.byContent.set(key, (twins = compressBody(body)));
    this.writes.push(twins.then(({ br, gz }) => writeTwins(file, body.length, br, gz)));
  }

  /** Resolves when every twin is on disk; the number of files that got twins. */
  async finish(): Promise<number> {
    await Promise.all(this.writes);
    return this.writes.length;
  }
}

async function writeTwins(file: string, size: number, br: Buffer, gz: Buffer): Promise<void> {
  // A twin that is not smaller than the file would only cost a lookup.
  await Promise.all([br.length < size ? writeFile(`${file}.br`, br) : undefined, gz.length < size ? writeFile(`${file}.gz`, gz) : undefined]);
}

/**
 * Writes twins for every compressible file under `folder` not in `skip`. Files with equal content (the hundreds
 * of alias pages that show the home page) are compressed once. A twin that would not be smaller
 * is not written. Returns the number of files that got twins.
 */
export async function precompressFolder(folder: string, options: { concurrency?: number; skip?: ReadonlySet<string> } = {}): Promise<number> {
  const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !options.skip?.has(file));
  const byContent = new Map<string, Promise<Twins>>();
  let done = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < names.length) {
      const file = names[next++];
      const body = await readFile(file);
      if (!worthCompressing(file, body.length)) continue;
      const key = createHash('sha1').update(body).digest('hex');
      let twins = byContent.get(key);
      if (!twins) byContent.set(key, (twins = compressBody(body)));
      const { br, gz } = await twins;
      await writeTwins(file, body.length, br, gz);
      done++;
    }
  }
  // The zlib work runs on libuv's thread pool; a few at a time keeps every core busy.
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return done;
}
