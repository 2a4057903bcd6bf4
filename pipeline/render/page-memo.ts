// Incremental builds: a page is rendered again only when one of its inputs changed since the
// build that last wrote this dist/. Its inputs are the render code and assets (one key for the
// whole build, `code`), its route (which holds its post, its blog page's posts, its city...) and
// the paths of the site it read while rendering (site-reads.ts), each with the hash of its value
// then. An unchanged page is not rendered: its files are linked from the build cache, where they
// are kept by the hash of their bytes (outputs/twin-cache.ts), with their twins.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { SiteValues } from './site-reads.ts';
import { codeKeyOf } from './render-code.ts';
import type { FolderWriter, OutputFile, WrittenFile } from '../write.ts';
import type { Route } from '../../model/routes.ts';
import type { Post, Site } from '../../model/types.ts';

/** One page as the last build wrote it. */
export interface PageEntry {
  /** Hash of the route (site-reads do not see what the route carries). */
  inputs: string;
  /** The name of its set of reads (`PageMemoFile.readSets`). */
  reads: string;
  files: WrittenFile[];
}

/** What a build leaves for the next one into the same dist/. */
export interface PageMemoFile {
  code: string;
  /** Each set of site paths some page read, with the hash of each path's value in that build. */
  readSets: Record<string, [path: string, value: string][]>;
  pages: Record<string, PageEntry>;
  /** What dist/ held when this build finished, for an update in place by the next one (in-place.ts). */
  disk?: DiskState;
}

/**
 * Each file of dist/ (not its twins) with its size and modification time, and each folder with
 * its modification time: a file edited, added or removed since shows as a difference.
 */
export interface DiskState {
  files: Record<string, string>;
  dirs: Record<string, number>;
  /** The hash of the bytes of each file besides the pages (site files, previews), once known: such a file that comes out the same is left as it is. */
  keys?: Record<string, string>;
}

/**
 * A rendered or reused page, as a worker reports it: its read set by name, the set itself (each
 * path with its value's hash, taken from the site as the worker sees it) only the first time
 * that name is sent.
 */
export interface PageReport { path: string; entry: PageEntry; readSet?: [path: string, value: string][] }

type LastBuild = Pick<PageMemoFile, 'readSets'> & { pages: ReadonlyMap<string, PageEntry> | Record<string, PageEntry> };

/** Where the memo of the build into `outDir` is kept. */
export function memoFileFor(cacheDir: string, outDir: string): string {
  return join(cacheDir, 'pages', `${hash('sha1', outDir).slice(0, 16)}.json`);
}

/** The memo left by the last build into this dist/, when it was made by the same code and assets. */
export function readMemo(file: string, code: string): PageMemoFile | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredMemo;
    return stored.format === STORED_FORMAT && stored.code === code ? fromStored(stored) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The memo as it is kept: at 10,000 posts it is read and written on every rebuild, and in the
 * plain form (7 MB) that took a tenth of a one-post rebuild. Every read set holds this build's
 * values (a reused page's set was just checked against them), so each path and its value are
 * kept once and a set is a list of their numbers; a page is [inputs, reads, file, key, size, ...].
 */
interface StoredMemo {
  format: typeof STORED_FORMAT;
  code: string;
  paths: [path: string, value: string][];
  readSets: Record<string, number[]>;
  pages: Record<string, (string | number)[]>;
  disk?: DiskState;
}
const STORED_FORMAT = 2;

/**
 * Each entry read from a memo file, with its form there: most pages of a rebuild are the last
 * build's, entry for entry, and are written back as they were read (entries are never changed).
 */
const storedForm = new WeakMap<PageEntry, (string | number)[]>();

function toStored(memo: PageMemoFile): StoredMemo {
  const numbers = new Map<string, number>();
  const paths: StoredMemo['paths'] = [];
  const numberOf = (path: string, value: string) => {
    // The same path with another value (never seen) is kept as a pair of its own.
    const key = `${path}\u0000${value}`;
    let n = numbers.get(key);
    if (n === undefined) { numbers.set(key, (n = paths.length)); paths.push([path, value]); }
    return n;
  };
  const readSets: StoredMemo['readSets'] = {};
  for (const [name, set] of Object.entries(memo.readSets)) readSets[name] = set.map(([path, value]) => numberOf(path, value));
  const pages: StoredMemo['pages'] = {};
  for (const path in memo.pages) {
    const e = memo.pages[path];
    let flat = storedForm.get(e);
    if (flat === undefined) {
      flat = [e.inputs, e.reads];
      for (const f of e.files) flat.push(f.file, f.key, f.size);
    }
    pages[path] = flat;
  }
  return { format: STORED_FORMAT, code: memo.code, paths, readSets, pages, disk: memo.disk };
}

function fromStored(stored: StoredMemo): PageMemoFile {
  const readSets: PageMemoFile['readSets'] = {};
  for (const [name, numbers] of Object.entries(stored.readSets)) readSets[name] = numbers.map((n) => stored.paths[n]);
  const pages: PageMemoFile['pages'] = {};
  for (const path in stored.pages) {
    const flat = stored.pages[path];
    const files: WrittenFile[] = [];
    for (let i = 2; i < flat.length; i += 3) files.push({ file: flat[i] as string, key: flat[i + 1] as string, size: flat[i + 2] as number });
    const entry: PageEntry = { inputs: flat[0] as string, reads: flat[1] as string, files };
    storedForm.set(entry, flat);
    pages[path] = entry;
  }
  return { code: stored.code, readSets, pages, disk: stored.disk };
}

/** Gathers the workers' reports into the memo for the next build; written only once the new dist/ is in place. */
export class MemoCollector {
  private readonly readSets: PageMemoFile['readSets'] = {};
  private readonly pages: PageMemoFile['pages'] = {};
  /** Set once dist/ is in place (in-place.ts, recordDisk). */
  disk?: DiskState;

  constructor(private readonly code: string, private readonly previous?: PageMemoFile) {}

  /** The files of every page reported so far (by their names in dist/). */
  pageFiles(): string[] {
    return Object.values(this.pages).flatMap((p) => p.files.map((f) => f.file));
  }

  add(report: PageReport): void {
    this.pages[report.path] = report.entry;
    const name = report.entry.reads;
    // A reused page's set is the previous build's, whose values it was just checked against.
    this.readSets[name] ??= report.readSet ?? this.previous?.readSets[name] ?? [];
  }

  save(file: string): void {
    mkdirSync(dirname(file), { recursive: true });
    writeCacheFile(file, JSON.stringify(toStored({ code: this.code, readSets: this.readSets, pages: this.pages, disk: this.disk })));
    // The memos of output folders not built for a day (the tests' and the benchmark's temporary ones).
    removeStale(dirname(file), /^[0-9a-f]{16}\.json$/, file);
  }
}

/**
 * Renders or reuses each route, in a render worker or in process: `render` renders a route to
 * its files and the site paths it read; reused files are linked by `writer`.
 */
/** A post as a page's inputs hold it: its article by its hash. */
const byTextHash = (post: Post) => ({ ...post, text: post.text.hash });

/** Whether a route's page would come out as the last build wrote it: same route, same values at the paths it read. */
export class MemoCheck {
  private readonly values: SiteValues;
  private readonly stillSame = new Map<string, boolean>();

  constructor(site: Site, private readonly previous: LastBuild | undefined, private readonly codeKeys: Readonly<Record<string, string>> = {}) {
    this.values = new SiteValues(site);
  }

  /**
   * The hash of what the route itself carries (its post, its blog page's posts, its city...). A
   * post's article goes in by its hash (load/article.ts), whether this build read the file or
   * trusted it: one hash per route, over its JSON with each post's text replaced by its hash.
   */
  inputsOf(route: Route): string {
    const { page } = route;
    // The code that renders this kind of page (render-code.ts) is an input too.
    const code = codeKeyOf(this.codeKeys, route) ?? '';
    if (page.template === 'post') return hash('sha1', code + JSON.stringify({ ...route, page: { ...page, post: byTextHash(page.post) } }), 'base64');
    if (page.template === 'blog') return hash('sha1', code + JSON.stringify({ ...route, page: { ...page, posts: page.posts.map(byTextHash) } }), 'base64');
    return hash('sha1', code + JSON.stringify(route), 'base64');
  }

  /** The last build's entry for the route when none of its inputs changed since. */
  unchanged(route: Route, inputs = this.inputsOf(route)): PageEntry | undefined {
    const last = this.lastEntry(route.path);
    return last && last.inputs === inputs && this.readsUnchanged(last.reads) ? last : undefined;
  }

  /** The set of reads `name` of the last build, with their values then. */
  readSet(name: string): [path: string, value: string][] | undefined {
    return this.previous?.readSets[name];
  }

  /** Each read path of a page just rendered, with the hash of its value now. */
  valuesOf(paths: readonly string[]): [path: string, value: string][] {
    return paths.map((p) => [p, this.values.hashOf(p)]);
  }

  private lastEntry(path: string): PageEntry | undefined {
    const pages = this.previous?.pages;
    if (!pages) return undefined;
    return pages instanceof Map ? pages.get(path) : Object.hasOwn(pages, path) ? (pages as Record<string, PageEntry>)[path] : undefined;
  }

  private readsUnchanged(name: string): boolean {
    let same = this.stillSame.get(name);
    if (same === undefined) {
      const set = this.previous?.readSets[name];
      same = !!set && set.every(([path, value]) => this.values.hashOf(path) === value);
      this.stillSame.set(name, same);
    }
    return same;
  }
}

/**
 * Renders or reuses each route, in a render worker or in process: `render` renders a route to
 * its files and the site paths it read; reused files are linked by `writer`.
 */
export class MemoRenderer {
  private readonly check: MemoCheck;
  private readonly sentSets = new Set<string>();
  reused = 0;

  constructor(
    site: Site,
    /** The last build's read sets and pages (a worker gets the pages of each batch in a Map); none: every page renders. */
    previous: LastBuild | undefined,
    private readonly writer: FolderWriter,
    private readonly render: (route: Route) => { files: OutputFile[]; reads: ReadonlySet<string> },
    /** Each kind of page's code key (render-code.ts). */
    codeKeys?: Readonly<Record<string, string>>,
  ) {
    this.check = new MemoCheck(site, previous, codeKeys);
  }

  route(route: Route): PageReport {
    const inputs = this.check.inputsOf(route);
    const last = this.check.unchanged(route, inputs);
    if (last && this.writer.reuse(last.files)) {
      this.reused++;
      return this.report(route.path, last, this.check.readSet(last.reads));
    }
    const { files, reads } = this.render(route);
    const written = files.map((f) => this.writer.write(f));
    const paths = [...reads].sort();
    const name = hash('sha1', paths.join('\n')).slice(0, 16);
    return this.report(route.path, { inputs, reads: name, files: written }, () => this.check.valuesOf(paths));
  }

  private report(path: string, entry: PageEntry, readSet: PageReport['readSet'] | (() => PageReport['readSet'])): PageReport {
    if (this.sentSets.has(entry.reads)) return { path, entry };
    this.sentSets.add(entry.reads);
    return { path, entry, readSet: typeof readSet === 'function' ? readSet() : readSet };
  }
}
