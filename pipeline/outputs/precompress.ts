// Compression once, at build time (DESIGN habit 12): every text file of the built site gets a
// `.br` and a `.gz` twin beside it, which nginx (brotli_static, gzip_static), `groomsite serve`
// and `groomsite dev` send as they are. No server compresses per request, so a random query
// string costs nothing and every visitor gets the same bytes.
import { hash } from 'node:crypto';
import { constants, copyFileSync, linkSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ownsScratch, utf8Of } from './page-bytes.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing: HTML, CSS, JS, SVG, XML, JSON (and plain text, which is cheap). */
export const COMPRESSIBLE = /\.(html?|css|m?js|svg|xml|json|webmanifest|txt)$/i;
/** Below this the twin saves less than its Content-Encoding header and a second file cost. */
export const MIN_BYTES = 1024;

/**
 * Brotli quality 5: about 10 % larger than quality 11 on these pages but some 40 times faster
 * (0.75 ms against 28 ms for a 23 KB post, measured here). Qualities 4 and 6 cost about the same
 * time as 5 on a post (0.3 ms for 24 KB) and 4 is 6 % larger, so 5 stays.
 * Measured again for a first build of 4,000 posts (9,300 bodies, 4.3 s of its 20 s of CPU went to
 * brotli and gzip; best of three passes over 800 posts of 24.7 KB): quality 4 0.170 ms and 22.6 %
 * of the page, 5 0.211 ms and 21.2 %, 6 0.216 ms and 21.1 %. Quality 4 would save 0.2 s of a
 * first build's CPU for files 7 % larger, for every visitor after it. A window fitted to the
 * body (2^ceil(log2 size) instead of 4 MB) made the same bytes in the same time: the size hint
 * already sizes the encoder's buffers. The 341 pages over 64 KB (city and landing pages) stay at 5
 * too: quality 9 took 12 times as long on them for 5 % less. gzip 9 costs what 6 does on a post
 * (0.13-0.14 ms) and is 0.3 % smaller; on the 837 KB sitemap it is twice as slow, once a build.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

/** zlib's options for the twins of `body` (bench/twins-floor.ts compresses with them too). */
export function twinOptions(body: Uint8Array): { br: zlib.BrotliOptions; gz: zlib.ZlibOptions } {
  return { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, gz: { level: GZIP_LEVEL } };
}

/** What decides the twins' bytes besides the body: part of the build cache's key for them. */
export const TWIN_SETTINGS = `br${BROTLI_QUALITY}-gz${GZIP_LEVEL}`;
export const TWIN_KINDS = ['br', 'gz'] as const;
export type TwinKind = (typeof TWIN_KINDS)[number];

export interface Twins { br: Buffer; gz: Buffer }
export interface TwinTally { files: number; compressed: number }
/** Which twins a file got: each only when smaller than the file, since a larger one would only cost a lookup. */
export type Made = Record<TwinKind, boolean>;

/** The two twins of one body, made on libuv's thread pool while the calling thread goes on. */
export async function compressBody(body: Uint8Array): Promise<Twins> {
  const options = twinOptions(body);
  const [br, gz] = await Promise.all([brotli(body, options.br), gzip(body, options.gz)]);
  return { br, gz };
}

/** The same twins made on the calling thread (one of the render threads, each with a core of its own). */
export function compressBodySync(body: Uint8Array): Twins {
  const options = twinOptions(body);
  return { br: zlib.brotliCompressSync(body, options.br), gz: zlib.gzipSync(body, options.gz) };
}

export function worthCompressing(name: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(name);
}

/** Where a build that goes live first notes the twins to make after the swap (deferred-twins.ts). */
export interface TwinDeferral {
  add(file: string): void;
  link(file: string, first: string): void;
  has(file: string): boolean;
}

/** Where twins made before are kept by the hash of their file's bytes (the build's is pipeline/outputs/twin-cache.ts). */
export interface TwinStore {
  /** Puts the kept twins of `key` beside `file`; undefined when they are not kept (then they are made). */
  placeInto(file: string, key: string): Made | undefined;
  /** Keeps the twins just written beside `file` for the next file (or build) with the same bytes. */
  keep(file: string, key: string, twins: Twins, made: Made): void;
  /** Puts kept bytes with this key at `file` (a name, not a write); false when they are not kept. */
  placeBody?(file: string, key: string, size: number): boolean;
  /** Keeps `file`, just written, under its key for the next file (or build) with the same bytes. */
  keepBody?(file: string, key: string): void;
}

/**
 * Gives each file handed to `add` its twins as the build writes it: from the store when bytes
 * like these were compressed before, otherwise compressed, on libuv's thread pool (`async`: the
 * calling thread goes on rendering while another core compresses) or at once (`sync`, where every
 * core renders: in a render worker, and in the build's thread beside them). Equal bodies are compressed once.
 */
export class Precompressor {
  private readonly writes: Promise<unknown>[] = [];
  private readonly compressing = new Map<string, Promise<Twins>>();
  /** Files that got twins, and the bodies compressed for them (the others' came from the store or an equal file). */
  readonly tally: TwinTally = { files: 0, compressed: 0 };

  /** `none`: a build for a host that compresses at its edge (model/deploy-target.ts) writes the files alone. */
  /**
   * `defer`: a build that goes live first (deferred-twins.ts) notes there the files whose twins the
   * store does not hold, instead of compressing them before the swap.
   */
  constructor(private readonly options: { mode?: 'async' | 'sync'; store?: TwinStore; none?: boolean; defer?: TwinDeferral } = {}) {}

  /**
   * Writes `content` to `file` and gives it its twins. Bytes the store keeps (a page that came out
   * the same as in an earlier build) are linked rather than written: on this machine's disk writing
   * a 26 KB page cost 0.13-0.5 ms, linking it 0.015 ms, and of 4,000 re-rendered posts nearly all
   * come out byte for byte as before.
   */
  write(file: string, content: string | Uint8Array): { key: string; size: number; twins: Made | Promise<Made> } {
    // A page is encoded once, into a buffer reused page after page (the facts check encoded and
    // hashed it already: page-bytes.ts): hashing the string and measuring its UTF-8 length were two
    // more passes over it, and most pages, kept from an earlier build, are linked, not written.
    const { bytes: view, key } = typeof content === 'string' ? utf8Of(content) : { bytes: content, key: hash('sha1', content) };
    const size = view.length;
    const { store } = this.options;
    if (store?.placeBody?.(file, key, size)) return { key, size, twins: this.twinsOf(file, view, key, size) };
    // Bytes of their own from here: the scratch buffer is the next page's, and compressing may outlive this call.
    const bytes = view === content ? view : Buffer.from(view);
    writeFileSync(file, bytes);
    store?.keepBody?.(file, key);
    return { key, size, twins: this.twinsOf(file, bytes, key, size) };
  }

  /**
   * Resolves once at most `most` bodies are being compressed on the thread pool. A thread that
   * renders faster than the pool compresses waits here, so the bodies waiting to be compressed do
   * not pile up in memory (a first build of 2,000 posts in process peaked at 4 GB without it).
   */
  async compressingAtMost(most: number): Promise<void> {
    while (this.compressing.size > most) await Promise.race(this.compressing.values());
  }

  /** Puts the kept file of `key` (`size` bytes) at `file` with its kept twins; false, with nothing placed, when any is not kept. */
  reuse(file: string, key: string, size: number): boolean {
    const { store } = this.options;
    if (!store?.placeBody?.(file, key, size)) return false;
    if (this.options.none || !worthCompressing(file, size)) return true;
    const made = store.placeInto(file, key);
    if (!made) {
      rmSync(file);
      return false;
    }
    this.counted(made);
    return true;
  }

  /** Takes back a file `reuse` placed, with its twins. */
  unplace(file: string): void {
    for (const name of [file, ...TWIN_KINDS.map((k) => `${file}.${k}`)]) rmSync(name, { force: true });
  }

  /** What `file` (already written with `content`) gets; a promise of it while its twins are being made. */
  add(file: string, content: string | Uint8Array): Made | Promise<Made> {
    return this.twinsOf(file, content);
  }

  private twinsOf(file: string, content: string | Uint8Array, knownKey?: string, knownSize?: number): Made | Promise<Made> {
    const size = knownSize ?? (typeof content === 'string' ? Buffer.byteLength(content) : content.length);
    if (this.options.none || !worthCompressing(file, size)) return { br: false, gz: false };
    const key = knownKey ?? hash('sha1', content);
    const kept = this.options.store?.placeInto(file, key);
    if (kept) return this.counted(kept);
    if (this.options.defer) {
      this.options.defer.add(file);
      return { br: false, gz: false };
    }
    const body = typeof content === 'string' || ownsScratch(content) ? Buffer.from(content) : content;
    const done = (twins: Twins): Made => {
      const made = { br: twins.br.length < size, gz: twins.gz.length < size };
      for (const kind of TWIN_KINDS) if (made[kind]) writeFileSync(`${file}.${kind}`, twins[kind], { flag: 'wx' });
      this.options.store?.keep(file, key, twins, made);
      return this.counted(made);
    };
    if (this.options.mode === 'sync') {
      this.tally.compressed++;
      return done(compressBodySync(body));
    }
    let twins = this.compressing.get(key);
    if (!twins) {
      this.tally.compressed++;
      this.compressing.set(key, (twins = compressBody(body)));
      // Only while in flight: afterwards the store has them, and memory does not grow with the site.
      twins.then(() => this.compressing.delete(key), () => this.compressing.delete(key));
    }
    const made = twins.then(done);
    this.writes.push(made);
    return made;
  }

  /**
   * `file` is a hard link to `first` (an alias page and the page it shows): its twins are links
   * to the first one's, made once `first` has them.
   */
  addLink(file: string, first: string, firstMade: Made | Promise<Made>): void {
    if (this.options.defer?.has(first)) {
      this.options.defer.link(file, first);
      return;
    }
    const link = (made: Made) => {
      for (const kind of TWIN_KINDS) if (made[kind]) linkOrCopy(`${first}.${kind}`, `${file}.${kind}`);
      this.counted(made);
    };
    if (firstMade instanceof Promise) this.writes.push(firstMade.then(link));
    else link(firstMade);
  }

  private counted(made: Made): Made {
    if (made.br || made.gz) this.tally.files++;
    return made;
  }

  /** Resolves when every twin is on disk: the number of files that got twins. */
  async finish(): Promise<number> {
    await Promise.all(this.writes);
    return this.tally.files;
  }

  /** Resolves once every twin write has ended, written or not: a stopped build waits for this before clearing its folder. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.writes);
  }
}

/**
 * `to` as a hard link to `from` (a name, not another write of the bytes), or as a copy where the
 * file system has no hard links or `from` is on another one. Whoever writes into a file of dist/
 * in place writes into every name it has: files there are replaced, never edited.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (err) {
    if (!cannotLink(err)) throw err;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  }
}

/** A link refused for want of hard links (another device, a file system without them, too many names), not for a fault. */
export function cannotLink(err: unknown): boolean {
  return ['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK'].includes((err as NodeJS.ErrnoException).code ?? '');
}

/**
 * Writes twins for every compressible file under `folder`, for a folder the build did not write
 * (the build gives each file its twins as it writes it). Files with equal content are compressed
 * once. Returns the number of files that got twins.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const twins = new Precompressor();
  for (const file of names) twins.add(file, await readFile(file));
  return twins.finish();
}
