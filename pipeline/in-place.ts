// A rebuild that changes a few pages updates dist/ in place instead of making it anew. Making a
// fresh folder costs a link for every file and its two twins and then the removal of the old
// folder: at 10,000 posts some 70,000 links and as many removals, two of the three seconds a
// one-post rebuild took. Here only what changed is written, into a fresh staging folder beside
// dist/; nothing in dist/ is touched until every page has rendered, so a failed build still
// leaves dist/ as it was. Then each staged file is renamed over its old name, and the files of
// pages gone are removed. The page memo is deleted before the first rename and written after the
// last: a build stopped half way leaves no memo, and the next build makes dist/ anew.
//
// What dist/ held after the last build is recorded (DiskState): a file edited in dist/ since (it
// shares its bytes with the build cache, outputs/twin-cache.ts) makes its page render again, and
// a folder whose listing changed (a file put in or taken out by hand) makes this build a full
// one, so the result is the dist/ a build from nothing would make. The .br/.gz twins are not
// looked at: stat-ing them too would cost a tenth of a second at 10,000 posts, for files that
// only a build writes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { FolderWriter, type OutputFile, type WrittenFile } from './write.ts';
import { statsAside, type FileStat } from './file-stats.ts';
import { Precompressor, TWIN_KINDS, type TwinTally } from './outputs/precompress.ts';
import type { TwinCache } from './outputs/twin-cache.ts';
import { MemoRenderer, type DiskState, type MemoCollector, type PageMemoFile } from './render/page-memo.ts';
import { MemoCheck } from './render/memo-check.ts';
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';

/**
 * Above this share of the pages rendered again, the rebuild is a full one (a fresh folder, the
 * render workers): rendering in process is then the slower part, not the links.
 */
const MOST_PAGES = 0.1;

export interface InPlaceJob {
  outDir: string;
  site: Site;
  /** The routes that write a page. */
  pages: readonly Route[];
  previous: PageMemoFile;
  memo: MemoCollector;
  /** Each kind of page's code key (render/render-code.ts). */
  codeKeys: Readonly<Record<string, string>>;
  twinCache: TwinCache | undefined;
  /** Whether the build makes .br/.gz twins, for the host it is deployed to (model/deploy-target.ts). */
  twins: boolean;
  /** Renders a route to its files and the site paths it read (render.tsx, renderRouteFiles), in process. */
  render: (route: Route) => { files: OutputFile[]; reads: ReadonlySet<string> };
  /** Writes everything besides the pages (site files, previews) with `writer`; the untranslated texts are checked there too. */
  writeRest: (writer: FolderWriter) => Promise<void>;
  /** Folders copied into the site as they are (content/images). */
  copyDirs: readonly { from: string; to: string }[];
  /** Called once the pages rendered, before dist/ changes: a failure there leaves dist/ as it was. */
  beforeCommit?: () => void;
}

export interface InPlaceResult { files: number; reused: number; twins: TwinTally }

/**
 * Updates dist/ in place; undefined (nothing done) when it cannot be: no record of dist/, dist/
 * changed by hand, or so many pages to render that a full build is as quick.
 */
export async function updateInPlace(job: InPlaceJob, timed: <T>(name: string, work: () => Promise<T> | T) => Promise<T>): Promise<InPlaceResult | undefined> {
  const { outDir, previous, memo } = job;
  const disk = previous.disk;
  if (!disk || !foldersUnchanged(outDir, disk)) return undefined;
  const plan = await timed('unchanged', async () => {
    // The stats of dist/ are taken meanwhile, in a worker thread (file-stats.ts).
    const edited = editedFiles(outDir, disk);
    const check = new MemoCheck(job.site, previous, job.codeKeys);
    const lasts = job.pages.map((route) => check.unchanged(route));
    const editedNow = await edited;
    const render: Route[] = [];
    const kept = [];
    for (const [i, route] of job.pages.entries()) {
      const last = lasts[i];
      if (last && !last.files.some((f) => editedNow.has(f.file))) kept.push({ path: route.path, entry: last, readSet: check.readSet(last.reads) });
      else render.push(route);
    }
    return { render, kept, edited: editedNow };
  });
  if (plan.render.length > MOST_PAGES * job.pages.length) return undefined;

  const staging = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  const twins = new Precompressor({ mode: 'async', store: job.twinCache, none: !job.twins });
  let written: number;
  let rest: KeepingWriter | undefined;
  try {
    mkdirSync(staging, { recursive: true });
    const writer = new FolderWriter(staging, twins);
    rest = new KeepingWriter(staging, twins, outDir, disk, plan.edited);
    written = await timed('render', async () => {
      const pages = new MemoRenderer(job.site, undefined, writer, job.render, job.codeKeys);
      for (const route of plan.render) memo.add(pages.route(route));
      await job.writeRest(rest!);
      await twins.finish();
      return writer.count + rest!.count;
    });
    for (const c of job.copyDirs) if (existsSync(c.from)) copyTree(c.from, join(staging, c.to));
    job.beforeCommit?.();
  } catch (err) {
    // Twins still being written land first, so the staging folder is removed whole (see render.ts).
    await twins.settled();
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  for (const k of plan.kept) memo.add(k);
  const keys = Object.fromEntries(rest!.keys);
  memo.disk = await timed('commit', () => ({ ...commit(outDir, staging, disk, [...memo.pageFiles(), ...rest!.kept]), keys }));
  const keptFiles = plan.kept.reduce((n, k) => n + k.entry.files.length, 0);
  return { files: written + keptFiles, reused: plan.kept.length, twins: twins.tally };
}

/**
 * Writes the files besides the pages (site files, previews) into the staging folder, but leaves
 * out each one whose bytes are those dist/ holds under its name: it stays as it is, with its
 * twins. Most of them (bundles, pictures, previews) are the same from build to build.
 */
class KeepingWriter extends FolderWriter {
  /** The files left as they are in dist/. */
  readonly kept: string[] = [];
  /** Each file's key (the hash of its bytes, as Precompressor names them), written or kept. */
  readonly keys = new Map<string, string>();

  constructor(folder: string, twins: Precompressor, private readonly outDir: string, private readonly disk: DiskState, private readonly edited: ReadonlySet<string>) {
    super(folder, twins);
  }

  override write(f: OutputFile): WrittenFile {
    const bytes = typeof f.content === 'string' ? Buffer.from(f.content) : f.content;
    const key = hash('sha1', bytes);
    if (!f.repeated && Object.hasOwn(this.disk.files, f.file) && !this.edited.has(f.file) && this.keyInDist(f.file) === key) {
      this.kept.push(f.file);
      this.keys.set(f.file, key);
      this.count++;
      return { file: f.file, key, size: bytes.length };
    }
    const written = super.write({ ...f, content: bytes });
    this.keys.set(f.file, written.key);
    return written;
  }

  /** The key of the file dist/ holds: recorded by the last build in place, or (the first time after a full build) read. */
  private keyInDist(file: string): string | undefined {
    const known = this.disk.keys?.[file];
    if (known !== undefined) return known;
    try {
      return hash('sha1', readFileSync(join(this.outDir, file)));
    } catch {
      return undefined;
    }
  }
}

/** What dist/ holds after a full build (a fresh folder): every file's size and time, every folder's time. */
export function recordDisk(outDir: string): DiskState {
  const files: DiskState['files'] = {};
  const dirs: DiskState['dirs'] = {};
  const walk = (folder: string, prefix: string) => {
    dirs[prefix] = statSync(folder).mtimeMs;
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    for (const e of entries) {
      if (e.isDirectory()) walk(join(folder, e.name), `${prefix}${e.name}/`);
      else if (!isTwin(e.name, names)) files[`${prefix}${e.name}`] = signature(join(folder, e.name)) ?? '';
    }
  };
  walk(outDir, '');
  return { files, dirs };
}

/** A twin (`x.html.br`) beside its file (`x.html`): recorded with it, never on its own. */
const isTwin = (name: string, names: ReadonlySet<string>) => TWIN_KINDS.some((k) => name.endsWith(`.${k}`) && names.has(name.slice(0, -k.length - 1)));

/** A file's size and time, as DiskState records them. */
const signatureOf = (s: FileStat) => `${s.size}:${s.mtimeMs}`;

function signature(path: string): string | undefined {
  const s = statSync(path, { throwIfNoEntry: false });
  return s && signatureOf(s);
}

/** False when a file was put into or taken out of a folder of dist/ (its time changed), or the folder went. */
function foldersUnchanged(outDir: string, disk: DiskState): boolean {
  return Object.entries(disk.dirs).every(([dir, time]) => statSync(join(outDir, dir), { throwIfNoEntry: false })?.mtimeMs === time);
}

/** The files of dist/ whose size or time differ from the record: written since by something else than a build. */
async function editedFiles(outDir: string, disk: DiskState): Promise<Set<string>> {
  const files = Object.keys(disk.files);
  const stats = await statsAside(files.map((f) => `${outDir}/${f}`));
  const edited = new Set<string>();
  files.forEach((file, i) => {
    const s = stats(i);
    if ((s && signatureOf(s)) !== disk.files[file]) edited.add(file);
  });
  return edited;
}

/**
 * Moves every staged file over its name in dist/ (with its twins, and without the old twins it
 * no longer has), removes the files of the last build that this one did not write, and records
 * what dist/ now holds.
 */
function commit(outDir: string, staging: string, disk: DiskState, pageFiles: readonly string[]): DiskState {
  const stagedFiles = recordDisk(staging).files;
  const files: DiskState['files'] = {};
  for (const f of pageFiles) if (Object.hasOwn(disk.files, f)) files[f] = disk.files[f];
  // The memo goes first (build-steps/update.ts deletes it in beforeCommit), so this part is never half trusted.
  const made = new Set<string>();
  for (const f of Object.keys(stagedFiles)) {
    const to = join(outDir, f);
    const dir = dirname(to);
    if (!made.has(dir)) { mkdirSync(dir, { recursive: true }); made.add(dir); }
    renameSync(join(staging, f), to);
    for (const k of TWIN_KINDS) {
      if (existsSync(join(staging, `${f}.${k}`))) renameSync(join(staging, `${f}.${k}`), `${to}.${k}`);
      else rmSync(`${to}.${k}`, { force: true });
    }
    files[f] = signature(to)!;
  }
  const emptied = new Set<string>();
  for (const f in disk.files) {
    if (Object.hasOwn(files, f)) continue;
    for (const name of [f, ...TWIN_KINDS.map((k) => `${f}.${k}`)]) rmSync(join(outDir, name), { force: true });
    emptied.add(dirname(f));
  }
  // A folder left empty goes too: a build from nothing would not make it.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) removeIfEmpty(outDir, dir);
  rmSync(staging, { recursive: true, force: true });
  // The folders are the last build's that are left, and those of the staged files.
  const dirs: DiskState['dirs'] = {};
  const note = (dir: string) => {
    for (let d = dir; !Object.hasOwn(dirs, d); d = parentOf(d)) {
      const time = statSync(join(outDir, d), { throwIfNoEntry: false })?.mtimeMs;
      if (time === undefined) return;
      dirs[d] = time;
      if (d === '') return;
    }
  };
  for (const d of Object.keys(disk.dirs)) note(d);
  for (const f of Object.keys(stagedFiles)) note(parentOf(f));
  return { files, dirs };
}

/** The folder of a file or folder as DiskState names it: "blog/" for "blog/x.html", "" at the top. */
function parentOf(path: string): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  const cut = trimmed.lastIndexOf('/');
  return cut < 0 ? '' : trimmed.slice(0, cut + 1);
}

function removeIfEmpty(outDir: string, dir: string): void {
  for (let d = dir; d !== '.' && d !== ''; d = dirname(d)) {
    try {
      rmdirSync(join(outDir, d));
    } catch {
      return; // not empty
    }
  }
}

/** A plain copy of a folder's files (content/images into the staging folder). */
function copyTree(from: string, to: string): void {
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, e.name);
    const dest = join(to, e.name);
    if (e.isDirectory()) copyTree(src, dest);
    else if (e.isFile()) {
      mkdirSync(to, { recursive: true });
      copyFileSync(src, dest);
    }
  }
}
