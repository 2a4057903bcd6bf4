// The front matter of each post as js-yaml read it in the last build, kept by its exact text: at
// 10,000 posts js-yaml took 50 to 120 ms of every build, and reading the texts' values back as
// one JSON file takes a fifth of that. A text is its own key, so an entry is right by
// construction, whatever a file's times say; an edited front matter is simply not found, and
// parsed. Entries are kept only when JSON gives back exactly what js-yaml gave (no infinities, no
// -0, no `__proto__` key), and the file is named by js-yaml's version.
import { existsSync, readFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { requireFromPackage } from '../project.ts';

const FORMAT = 1;

/** Where the front matter read from the project at `root` is kept. */
export function matterCacheFileFor(cacheDir: string, root: string): string {
  const version = (requireFromPackage('js-yaml/package.json') as { version: string }).version;
  return join(cacheDir, 'front-matter', `${hash('sha1', `${FORMAT}\n${version}\n${root}`).slice(0, 16)}.json`);
}

export class MatterCache {
  /** The last build's entries not yet asked for: each is handed out once (a second post with the same text gets a fresh reading, never a shared object). */
  private stored: Map<string, unknown> | undefined;
  /** This build's entries, as the next build will find them. */
  private readonly now = new Map<string, unknown>();
  private missed = false;

  constructor(private readonly file: string) {}

  /** The value of the front matter `text`: the kept one, or `parse(text)` (undefined: it could not be read, and is not kept). */
  read(text: string, parse: (text: string) => unknown): unknown {
    const stored = (this.stored ??= this.load());
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
    }
    return value;
  }

  /** Keeps this build's entries, when they differ from the last build's: a text new or gone. */
  save(): void {
    if (!this.stored || (!this.missed && this.stored.size === 0)) return;
    // Written before anything downstream sees the values: none of them has changed yet.
    writeCacheFile(this.file, JSON.stringify([...this.now]));
    // Those of projects not built for a day (the tests' temporary ones), and of other js-yaml versions.
    removeStale(dirname(this.file), /^[0-9a-f]{16}\.json$/, this.file);
  }

  private load(): Map<string, unknown> {
    try {
      return existsSync(this.file) ? new Map(JSON.parse(readFileSync(this.file, 'utf8')) as [string, unknown][]) : new Map();
    } catch {
      return new Map(); // unreadable (cut short, or another format): every text is parsed
    }
  }
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
