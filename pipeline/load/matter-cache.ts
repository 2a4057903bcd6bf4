// The front matter of each post as js-yaml read it in the last build, kept by its exact text: at
// 10,000 posts js-yaml took 50 to 120 ms of every build, and reading the texts' values back as
// one JSON file takes a fifth of that. A text is its own key, so an entry is right by
// construction, whatever a file's times say; an edited front matter is simply not found, and
// parsed. Entries are kept only when JSON gives back exactly what js-yaml gave (no infinities, no
// -0, no `__proto__` key), and the file is named by js-yaml's version.
//
// Each post file is kept too, with what the last build saw in it: its front matter text, where its
// body starts, whether it has any text and the hash of its article. A rebuild that finds the file
// with the same size, times and inode (git's index trusts a file the same way) takes these and does
// not read the file; its article is read only if its page renders (article.ts). A file changed in
// the last seconds before the cache was written is not trusted: an edit within the same tick of
// the file system's clock could keep its times.
import { existsSync, readFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { requireFromPackage } from '../project.ts';
import type { FileStat } from '../file-stats.ts';

const FORMAT = 2;
/** A file whose time is this close to the cache's writing (or later) is read again: see above. */
const RACY_MS = 2000;
/**
 * A rebuild that read no more than this many files and texts (or this share of the files), none
 * gone, leaves the cache as it is: writing it whole took some 35 ms of a one-post rebuild at
 * 10,000 posts, and reading those few files again in the next builds a few hundredths of a
 * millisecond each.
 */
const FEW_READ = 16;
const FEW_READ_SHARE = 0.01;

/** What a build saw in a post file (load.ts). */
export interface KnownFile { matter: string; bodyLine: number; hash: string; hasText: boolean }

/** The kept form: the values by their texts, and each file as [path, signature, its text's index in `values`, bodyLine, hash, hasText]. */
interface Stored { savedAt: number; values: [string, unknown][]; files: [string, string, number, number, string, 0 | 1][] }

/** Where the front matter read from the project at `root` is kept. */
export function matterCacheFileFor(cacheDir: string, root: string): string {
  const version = (requireFromPackage('js-yaml/package.json') as { version: string }).version;
  return join(cacheDir, 'front-matter', `${hash('sha1', `${FORMAT}\n${version}\n${root}`).slice(0, 16)}.json`);
}

export class MatterCache {
  /** This build's entries, as the next build will find them. */
  private readonly now = new Map<string, unknown>();
  private missed = false;
  /** This build's files, as the next build will find them. */
  private readonly files = new Map<string, { sig: string; known: KnownFile }>();
  /** Files this build read (not taken from the last build). */
  private filesRead = 0;
  /** Texts this build parsed and will keep (the pages' front matter is read from their files every build). */
  private textsParsed = 0;

  constructor(private readonly file: string) {}

  /** The value of the front matter `text`: the kept one, or `parse(text)` (undefined: it could not be read, and is not kept). */
  read(text: string, parse: (text: string) => unknown): unknown {
    // The last build's entries not yet asked for: each is handed out once (a second post with the
    // same text gets a fresh reading, never a shared object).
    const stored = this.load().values;
    if (stored.has(text)) {
      const value = stored.get(text);
      stored.delete(text);
      this.now.set(text, value);
      return value;
    }
    const value = parse(text);
    if (value !== undefined && !this.now.has(text) && sameAsJson(value)) {
      this.now.set(text, value);
      this.missed = true;
      this.textsParsed++;
    }
    return value;
  }

  /** Reads the last build's entries now, rather than at their first use. */
  prepare(): void {
    this.load();
  }

  /** What the last build saw in the file at `path`, when the file is as it was then. */
  known(path: string, stat: FileStat): KnownFile | undefined {
    const { files, savedAt } = this.load();
    const kept = files.get(path);
    if (!kept || kept.sig !== signatureOf(stat) || stat.mtimeMs >= savedAt - RACY_MS || stat.ctimeMs >= savedAt - RACY_MS) return undefined;
    this.files.set(path, kept);
    return kept.known;
  }

  /**
   * Whether the file at `path`, read by this build, holds what the last build saw in it (its front
   * matter and its text), whatever its times say: a fresh checkout gives every file new ones.
   */
  sameAsLast(path: string, known: KnownFile): boolean {
    const last = this.load().files.get(path)?.known;
    return !!last && last.matter === known.matter && last.hash === known.hash && last.bodyLine === known.bodyLine && last.hasText === known.hasText;
  }

  /** Records what this build saw in the file at `path`, for the next build. */
  remember(path: string, stat: FileStat, known: KnownFile): void {
    this.files.set(path, { sig: signatureOf(stat), known });
    this.missed = true;
    this.filesRead++;
  }

  /** Keeps this build's entries, when they differ from the last build's: a text or file new, changed or gone (but see FEW_READ). */
  save(): void {
    const last = this.load();
    const kept = last.files.size;
    const filesGone = kept > 0 && [...last.files.keys()].some((p) => !this.files.has(p));
    if (!this.missed && !filesGone && last.values.size === 0) return;
    if (kept > 0 && !filesGone && this.filesRead + this.textsParsed <= Math.max(FEW_READ, FEW_READ_SHARE * kept)) return;
    const values = [...this.now];
    const index = new Map(values.map(([text], i) => [text, i]));
    const files: Stored['files'] = [];
    for (const [path, { sig, known }] of this.files) files.push([path, sig, index.get(known.matter) ?? -1, known.bodyLine, known.hash, known.hasText ? 1 : 0]);
    // Written before anything downstream sees the values: none of them has changed yet.
    writeCacheFile(this.file, JSON.stringify({ savedAt: Date.now(), values, files } satisfies Stored));
    // Those of projects not built for a day (the tests' temporary ones), and of other js-yaml versions.
    removeStale(dirname(this.file), /^[0-9a-f]{16}\.json$/, this.file);
  }

  /** The last build's entries, read once: texts' values, files by path, when they were written. */
  private loaded: { values: Map<string, unknown>; files: Map<string, { sig: string; known: KnownFile }>; savedAt: number } | undefined;

  private load() {
    if (this.loaded) return this.loaded;
    const none = { values: new Map<string, unknown>(), files: new Map<string, { sig: string; known: KnownFile }>(), savedAt: 0 };
    if (!existsSync(this.file)) return (this.loaded = none);
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Stored;
      const files = new Map<string, { sig: string; known: KnownFile }>();
      // A file whose front matter was not kept (JSON could not carry its value) is read again.
      for (const [path, sig, i, bodyLine, hash, hasText] of stored.files) {
        if (i >= 0) files.set(path, { sig, known: { matter: stored.values[i][0], bodyLine, hash, hasText: hasText === 1 } });
      }
      return (this.loaded = { values: new Map(stored.values), files, savedAt: stored.savedAt });
    } catch {
      return (this.loaded = none); // unreadable (cut short, or another format): every file is read
    }
  }
}

/** A file as a build saw it: any write changes its ctime, and a replaced file has another inode. */
function signatureOf(s: FileStat): string {
  return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
}

/** Whether JSON.parse(JSON.stringify(value)) is the same value. */
export function sameAsJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(sameAsJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key of Object.keys(value)) if (key === '__proto__' || !sameAsJson((value as Record<string, unknown>)[key])) return false;
  return true;
}
