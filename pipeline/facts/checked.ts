// The pages whose facts an earlier build checked and found right, kept in the build cache by the
// hash of each page's path and HTML. Checking a page's facts was a fifth of the CPU a build of
// every page spends on it (1,000 posts: some 330 of 1,700 ms); a page that comes out byte for
// byte as a checked one, under a catalogue and a checking code both unchanged, would be judged the
// same, so it is not read again. The file is named by both: a price, a fee, a text or the code
// changed, and every page is checked again. Only a build that made dist/ anew and passed saves it.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import type { Site } from '../../model/types.ts';
import { utf8Of } from '../outputs/page-bytes.ts';

/** The checked pages of one build: those known from the last, and those it checked or found known. */
export class CheckedPages {
  /** The keys of this build's pages found right, checked now or known (a page may render twice: kept once). */
  readonly right = new Set<string>();

  constructor(private readonly known: ReadonlySet<string> = new Set()) {}

  /** The key of a page: its path and the hash of its whole HTML (head, body and the parts pasted in). */
  static keyOf(path: string, html: string): string {
    // The hash the writer names the page's file by, made once for both (outputs/page-bytes.ts).
    return `${path} ${utf8Of(html).key}`;
  }

  /** Whether the page of `key` was found right before (then it counts as right in this build too). */
  knows(key: string): boolean {
    if (!this.known.has(key)) return false;
    this.right.add(key);
    return true;
  }

  /** A page just checked and found right. */
  found(key: string): void {
    this.right.add(key);
  }

  /** The keys a render worker found right (or known) for its batch. */
  add(keys: readonly string[]): void {
    for (const key of keys) this.right.add(key);
  }

  /** The keys found right since the last call: what a worker sends back with each batch. */
  drain(): string[] {
    const keys = [...this.right];
    this.right.clear();
    return keys;
  }

  /** The keys of the last build, for the render workers. */
  get knownKeys(): string[] {
    return [...this.known];
  }
}

/**
 * The file of the pages checked under this catalogue and code: the site without its posts (a
 * post's words are in its pages' HTML, so in the key), and the code key of every page (which
 * covers pipeline/facts: render/render-code.ts follows the worker's imports).
 */
export function checkedFileFor(cacheDir: string, site: Site, code: string): string {
  // The posts (and the few the sidebar lists) come into a page through its HTML, which the key
  // holds; in the catalogue they would only make it differ between a build that read the post
  // files and one that trusted them unchanged (load/matter-cache.ts), and no page would be known.
  const catalogue = JSON.stringify(site, (key, value) => (key === 'posts' || key === 'topPosts' ? undefined : value));
  return join(cacheDir, 'facts-checked', `${hash('sha1', `${code}\n${catalogue}`).slice(0, 16)}.json`);
}

/** The keys in `file`; none when it is missing or unreadable (every page is then checked). */
export function readChecked(file: string): Set<string> {
  try {
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return new Set(Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps `keys` for the next build, and drops the files of other catalogues and code after a day. */
export function saveChecked(file: string, keys: Iterable<string>): void {
  writeCacheFile(file, JSON.stringify([...keys]));
  removeStale(dirname(file), /^[0-9a-f]{16}\.json$/, file);
}
