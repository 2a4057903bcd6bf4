// Incremental builds: a page is rendered again only when one of its inputs changed since the
// build that last wrote this dist/. Its inputs are the render code and assets (one key for the
// whole build, `code`), its route (which holds its post, its blog page's posts, its city...) and
// the paths of the site it read while rendering (site-reads.ts), each with the hash of its value
// then. An unchanged page is not rendered: its files are linked from the build cache, where they
// are kept by the hash of their bytes (outputs/twin-cache.ts), with their twins. Whether a page
// is unchanged is memo-check.ts's to say; this file keeps the memo and renders or reuses each page.
import { hash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { MemoCheck } from './memo-check.ts';
import type { FolderWriter, OutputFile, WrittenFile } from '../write.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

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
  /** When read from a memo file: that file (see StoredDelta). */
  base?: MemoBase;
}

/** The memo file this memo was read from (StoredDelta), and what a rebuild's changes are counted against. */
interface MemoBase {
  id: string;
  /** The pages and files as the memo was read (the file's, with the changes beside it applied) and the read sets as the file holds them. */
  pages: Readonly<Record<string, PageEntry>>; files: Readonly<Record<string, string>>; readSets: Readonly<PageMemoFile['readSets']>;
  /** The pages and files the changes beside the file name: changed since it was written, they stay in the next changes. */
  changedPages: readonly string[]; changedFiles: readonly string[];
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
    if (stored.format !== STORED_FORMAT || stored.code !== code) return undefined;
    const memo = fromStored(stored);
    const deltaFile = deltaFileOf(file);
    if (!existsSync(deltaFile)) return memo;
    const delta = JSON.parse(readFileSync(deltaFile, 'utf8')) as StoredDelta;
    // Changes to another memo file, or a rebuild stopped while it changed dist/: no memo to trust.
    if (delta.format !== STORED_FORMAT || delta.base !== stored.id || delta.code !== code || delta.committing) return undefined;
    return withDelta(memo, delta);
  } catch {
    return undefined;
  }
}

/** The changes kept beside a memo file (`x.json` -> `x.delta.json`). */
export const deltaFileOf = (file: string) => file.replace(/\.json$/, '.delta.json');

/**
 * Marks the memo as no longer describing dist/ (a rebuild is about to change it): the next build
 * finds no memo until this one writes its own.
 */
export function markCommitting(file: string, memo: PageMemoFile): void {
  if (!memo.base) {
    rmSync(file, { force: true });
    return;
  }
  const marker: StoredDelta = { format: STORED_FORMAT, base: memo.base.id, code: memo.code, committing: true, pages: {}, readSets: {}, disk: { files: {}, dirs: {} } };
  writeCacheFile(deltaFileOf(file), JSON.stringify(marker));
}

/**
 * The memo as it is kept: at 10,000 posts it is read and written on every rebuild, and in the
 * plain form (7 MB) that took a tenth of a one-post rebuild. Every read set holds this build's
 * values (a reused page's set was just checked against them), so each path and its value are
 * kept once and a set is a list of their numbers; a page is [inputs, reads, file, key, size, ...].
 */
interface StoredMemo {
  format: typeof STORED_FORMAT;
  /** Names this file, for the changes kept beside it (StoredDelta.base). */
  id: string;
  code: string;
  paths: [path: string, value: string][];
  readSets: Record<string, number[]>;
  pages: Record<string, (string | number)[]>;
  disk?: DiskState;
}
const STORED_FORMAT = 3;

/**
 * The changes of the rebuilds since the memo file was written whole, kept beside it: a one-post
 * rebuild at 10,000 posts changes a few pages of 13,000, and writing the memo whole (4 MB of
 * JSON) took some 50 ms of it. Each rebuild writes every change since that file (not only its
 * own); past DELTA_MAX changes the memo is written whole again. A page is [inputs, reads, file,
 * key, size, ...] as in the memo, or null when gone; a read set is its paths with their values.
 */
interface StoredDelta {
  format: typeof STORED_FORMAT;
  base: string;
  code: string;
  /** Written as a rebuild starts changing dist/ (in-place.ts): until it ends, there is no memo. */
  committing?: true;
  pages: Record<string, (string | number)[] | null>;
  readSets: Record<string, [path: string, value: string][]>;
  disk: { files: Record<string, string | null>; dirs: DiskState['dirs']; keys?: DiskState['keys'] };
}
/** Beyond this many pages and files changed since the memo was written whole, it is written whole again. */
const DELTA_MAX = 2000;

/** The memo read from its file with the changes kept beside it applied (in place: the memo was just made from the file). */
function withDelta(memo: PageMemoFile, delta: StoredDelta): PageMemoFile {
  const { pages } = memo;
  const files = memo.disk!.files;
  for (const path in delta.pages) {
    const flat = delta.pages[path];
    if (flat === null) delete pages[path];
    else pages[path] = entryOf(flat);
  }
  for (const file in delta.disk.files) {
    const sig = delta.disk.files[file];
    if (sig === null) delete files[file];
    else files[file] = sig;
  }
  const base = { ...memo.base!, changedPages: Object.keys(delta.pages), changedFiles: Object.keys(delta.disk.files) };
  return { ...memo, readSets: { ...memo.readSets, ...delta.readSets }, disk: { files, dirs: delta.disk.dirs, keys: delta.disk.keys }, base };
}

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
  for (const path in memo.pages) pages[path] = flatOf(memo.pages[path]);
  return { format: STORED_FORMAT, id: randomBytes(8).toString('hex'), code: memo.code, paths, readSets, pages, disk: memo.disk };
}

function fromStored(stored: StoredMemo): PageMemoFile {
  const readSets: PageMemoFile['readSets'] = {};
  for (const [name, numbers] of Object.entries(stored.readSets)) readSets[name] = numbers.map((n) => stored.paths[n]);
  const pages: PageMemoFile['pages'] = {};
  for (const path in stored.pages) pages[path] = entryOf(stored.pages[path]);
  const base = { id: stored.id, pages, readSets, files: stored.disk?.files ?? {}, changedPages: [], changedFiles: [] };
  return { code: stored.code, readSets, pages, disk: stored.disk, base };
}

function entryOf(flat: (string | number)[]): PageEntry {
  const files: WrittenFile[] = [];
  for (let i = 2; i < flat.length; i += 3) files.push({ file: flat[i] as string, key: flat[i + 1] as string, size: flat[i + 2] as number });
  const entry: PageEntry = { inputs: flat[0] as string, reads: flat[1] as string, files };
  storedForm.set(entry, flat);
  return entry;
}

/** A page entry as the memo file keeps it. */
function flatOf(e: PageEntry): (string | number)[] {
  let flat = storedForm.get(e);
  if (flat === undefined) {
    flat = [e.inputs, e.reads];
    for (const f of e.files) flat.push(f.file, f.key, f.size);
  }
  return flat;
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
    const base = this.previous?.base;
    const delta = base && this.deltaFrom(base);
    if (delta) {
      writeCacheFile(deltaFileOf(file), JSON.stringify(delta));
      return;
    }
    writeCacheFile(file, JSON.stringify(toStored({ code: this.code, readSets: this.readSets, pages: this.pages, disk: this.disk })));
    rmSync(deltaFileOf(file), { force: true });
    // The memos of output folders not built for a day (the tests' and the benchmark's temporary ones).
    removeStale(dirname(file), /^[0-9a-f]{16}(\.delta)?\.json$/, file);
  }

  /** This memo as changes to the memo file `base` (StoredDelta); undefined when they are too many. */
  private deltaFrom(base: MemoBase): StoredDelta | undefined {
    if (!this.disk) return undefined;
    // Changed since the memo was read, and those changed before since the file was written.
    const pages: StoredDelta['pages'] = {};
    const newPages = this.pages;
    for (const path of Object.keys(newPages)) if (base.pages[path] !== newPages[path]) pages[path] = flatOf(newPages[path]);
    for (const path of Object.keys(base.pages)) if (!Object.hasOwn(newPages, path)) pages[path] = null;
    for (const path of base.changedPages) if (!Object.hasOwn(pages, path)) pages[path] = Object.hasOwn(newPages, path) ? flatOf(newPages[path]) : null;
    const files: StoredDelta['disk']['files'] = {};
    const newFiles = this.disk.files;
    for (const file of Object.keys(newFiles)) if (base.files[file] !== newFiles[file]) files[file] = newFiles[file];
    for (const file of Object.keys(base.files)) if (!Object.hasOwn(newFiles, file)) files[file] = null;
    for (const file of base.changedFiles) if (!Object.hasOwn(files, file)) files[file] = Object.hasOwn(newFiles, file) ? newFiles[file] : null;
    if (Object.keys(pages).length + Object.keys(files).length > DELTA_MAX) return undefined;
    const readSets: StoredDelta['readSets'] = {};
    // A set new since, or the same paths with other values (a page that read a changed price rendered again).
    for (const name in this.readSets) if (this.readSets[name] !== base.readSets[name]) readSets[name] = this.readSets[name];
    return { format: STORED_FORMAT, base: base.id, code: this.code, pages, readSets, disk: { files, dirs: this.disk.dirs, keys: this.disk.keys } };
  }
}

/**
 * Renders or reuses each route, in a render worker or in process: `render` renders a route to
 * its files and the site paths it read; reused files are linked by `writer`.
 */
export class MemoRenderer {
  private readonly check: MemoCheck<PageEntry>;
  private readonly sentSets = new Set<string>();
  /** Each set of reads by the order its paths were read in (readSetOf). */
  private readonly readSets = new Map<string, { name: string; paths: string[] }>();
  private lastRead: { order: string[]; set: { name: string; paths: string[] } } | undefined;
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
    const { name, paths } = this.readSetOf(reads);
    return this.report(route.path, { inputs, reads: name, files: written }, () => this.check.valuesOf(paths));
  }

  /**
   * A page's reads as a set: its paths in order and its name. Pages of one kind read the same
   * paths in the same order, so the set is known by that order: sorting and hashing some 200
   * paths for every page took 3 % of a render worker.
   */
  private readSetOf(reads: ReadonlySet<string>): { name: string; paths: string[] } {
    // Most often the very order of the page before: compared path by path, nothing made.
    const last = this.lastRead;
    if (last && last.order.length === reads.size) {
      let same = true;
      let i = 0;
      for (const path of reads) {
        if (path !== last.order[i++]) { same = false; break; }
      }
      if (same) return last.set;
    }
    const order = [...reads];
    const key = order.join('\n');
    let set = this.readSets.get(key);
    if (!set) {
      const paths = [...order].sort();
      this.readSets.set(key, (set = { name: hash('sha1', paths.join('\n')).slice(0, 16), paths }));
    }
    this.lastRead = { order, set };
    return set;
  }

  private report(path: string, entry: PageEntry, readSet: PageReport['readSet'] | (() => PageReport['readSet'])): PageReport {
    if (this.sentSets.has(entry.reads)) return { path, entry };
    this.sentSets.add(entry.reads);
    return { path, entry, readSet: typeof readSet === 'function' ? readSet() : readSet };
  }
}
