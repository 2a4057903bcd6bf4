// The twins of earlier builds, kept in the build cache by the hash of their file's bytes, as
// encoded photos are (images.ts): bytes compressed once are never compressed again, so a page
// that did not change costs two hard links instead of a brotli and a gzip pass and two writes.
// Like a package store that links files into projects, an entry and the twins of every dist/
// that uses it are one file under several names; dist/ is replaced on each build, never edited
// in place (pipeline/outputs/precompress.ts, linkOrCopy).
import { existsSync, linkSync, type BigIntStats, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { cannotLink, TWIN_KINDS, TWIN_SETTINGS, type Made, type TwinStore, type Twins } from './precompress.ts';

/** Beside `<key>.br`: the twin of these bytes is not smaller than they are, so there is none to place. */
const NONE = '.none';
/** A file's own bytes, kept under their key as its twins are: a page that comes out the same is linked, not written. */
const BODY = '.body';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Left by each day's first sweep (`sweep`). */
const SWEPT = '.swept';
const READ_ONLY = new Set(['EACCES', 'EROFS']);

/** True when the file's bytes were written only as it was made: its modification time is its birth time (which not every file system keeps). */
function unwrittenSinceMade(stat: BigIntStats): boolean {
  return stat.birthtimeNs > 0n && stat.mtimeNs === stat.birthtimeNs;
}

/** The folder of twins in `cacheDir`: a change of compression settings starts a new one. */
export function twinCacheDir(cacheDir: string): string {
  return join(cacheDir, `twins-${TWIN_SETTINGS}`);
}

export class TwinCache implements TwinStore {
  /** False once a link failed for want of hard links: entries are then read and written as copies. */
  private canLink = true;
  /** True once keeping an entry was refused: what is kept is still used. */
  private readOnly = false;

  private constructor(readonly dir: string) {}

  /** True when a build has used the cache in `dir` to the end (a sweep's mark is there): the twins of most pages are likely kept. */
  static warm(dir: string): boolean {
    return existsSync(join(dir, SWEPT));
  }

  /** The cache in `dir`, or none when it cannot be made (a read-only install): every twin is then compressed. */
  static open(dir: string): TwinCache | undefined {
    try {
      mkdirSync(dir, { recursive: true });
      return new TwinCache(dir);
    } catch {
      return undefined;
    }
  }

  placeInto(file: string, key: string): Made | undefined {
    const made: Made = { br: false, gz: false };
    for (const kind of TWIN_KINDS) {
      const entry = join(this.dir, `${key}.${kind}`);
      if (this.place(entry, `${file}.${kind}`)) made[kind] = true;
      else if (!existsSync(entry + NONE)) {
        // Not kept, or only half (a sweep or another build in between): made anew, both.
        for (const placed of TWIN_KINDS) if (made[placed]) rmSync(`${file}.${placed}`);
        return undefined;
      }
    }
    return made;
  }

  keep(file: string, key: string, twins: Twins, made: Made): void {
    if (this.readOnly) return;
    try {
      for (const kind of TWIN_KINDS) this.keepOne(`${file}.${kind}`, join(this.dir, `${key}.${kind}`), made[kind] ? twins[kind] : undefined);
    } catch (err) {
      // A cache this process may read but not write (another user's, a read-only disk): the build goes on, compressing.
      if (!READ_ONLY.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
      this.readOnly = true;
    }
  }

  /**
   * An entry shares its bytes with every dist/ file linked to it, so a file of dist/ edited in
   * place (a test that removes a tag, an editor) changes the entry too. Such an entry is dropped,
   * and the file is written. An entry whose bytes were never written again after it was made is
   * trusted on its times alone, one stat (a write moves the modification time past the birth time
   * the file system keeps); one without a birth time, or written later, is read and its hash
   * checked against its key. Reading and hashing every entry cost some 5 % of a render worker's CPU.
   */
  placeBody(file: string, key: string, size: number): boolean {
    // Only as a link: copying the kept bytes costs as much as writing them.
    if (!this.canLink) return false;
    const entry = join(this.dir, `${key}${BODY}`);
    const made = statSync(entry, { bigint: true, throwIfNoEntry: false });
    if (!made) return false;
    if (made.size !== BigInt(size) || (!unwrittenSinceMade(made) && hash('sha1', readFileSync(entry)) !== key)) {
      rmSync(entry, { force: true });
      return false;
    }
    return this.place(entry, file);
  }

  keepBody(file: string, key: string): void {
    if (this.readOnly || !this.canLink) return;
    try {
      linkSync(file, join(this.dir, `${key}${BODY}`));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') return; // another worker or build kept the same bytes first
      if (READ_ONLY.has(code)) this.readOnly = true;
      else if (cannotLink(err)) this.canLink = false;
      else throw err;
    }
  }

  /** Keeps the twin at `twin` as `entry`, or that there is none (`bytes` undefined: it was not smaller than its file). */
  private keepOne(twin: string, entry: string, bytes: Buffer | undefined): void {
    if (!bytes) {
      if (!existsSync(entry + NONE)) writeCacheFile(entry + NONE, '');
      return;
    }
    if (this.canLink) {
      try {
        linkSync(twin, entry);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return; // another worker or build kept the same bytes first
        if (!cannotLink(err)) throw err;
        this.canLink = false;
      }
    }
    if (!existsSync(entry)) writeCacheFile(entry, bytes);
  }

  /**
   * At most once a day: removes the entries that no dist/ links to any more (one name left, the
   * cache's own) and that are over a day old, and the folders of other compression settings. An
   * entry removed too soon only costs its compression once more.
   */
  sweep(): void {
    const marker = join(this.dir, SWEPT);
    const now = Date.now();
    if (this.readOnly || now - (statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0) < DAY_MS) return;
    try {
      writeFileSync(marker, '');
      for (const name of readdirSync(this.dir)) {
        const entry = join(this.dir, name);
        const stat = statSync(entry, { throwIfNoEntry: false });
        if (stat?.isFile() && entry !== marker && stat.nlink <= 1 && now - stat.mtimeMs > DAY_MS) rmSync(entry, { force: true });
      }
      removeStale(dirname(this.dir), /^twins-/, this.dir);
    } catch (err) {
      if (!READ_ONLY.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  }

  /** Puts `entry` at `target`; false when the cache does not hold it. */
  private place(entry: string, target: string): boolean {
    try {
      if (this.canLink) linkSync(entry, target);
      else writeFileSync(target, readFileSync(entry), { flag: 'wx' });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      if (!cannotLink(err)) throw err;
      this.canLink = false;
      return this.place(entry, target);
    }
  }
}
