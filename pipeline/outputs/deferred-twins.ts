// Live first (issue "Live first"): a build for nginx or `serve` swaps its pages in as soon as they are
// written, and the .br/.gz twins the build cache did not hold follow, made by the same process
// once the site is live. Meanwhile a missing twin costs a visitor only the uncompressed file
// (`serve` and nginx's gzip_static send the file itself when it has no twin). Each twin appears whole
// (written aside, then renamed), so a build stopped half way leaves every twin true to its file.
//
// While rendering, the writers (this thread's and each render worker's) note here the files whose
// twins were not in the cache, by their path in the site; after the swap `makeIn` compresses them
// in dist/ and keeps them in the cache for the next build.
import { hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writeWhole } from '../write.ts';
import { compressBody, linkOrCopy, TWIN_KINDS, type Made, type TwinDeferral, type TwinStore, type TwinTally, type Twins } from './precompress.ts';

/** What a render worker hands back: the files it left without twins, and the aliases of them. */
export interface DeferredList { files: string[]; links: [file: string, first: string][] }

/** Bodies compressed at once on libuv's threads: as many as a 4-core machine has, memory stays flat. */
const AT_ONCE = 4;

export class DeferredTwins implements TwinDeferral {
  private readonly files = new Set<string>();
  private links: [string, string][] = [];
  /** Every file noted, also those already handed on by `drain`: an alias may come in a later batch than its page. */
  private readonly seen = new Set<string>();

  /** `folder`: where the writers write now (the build's temporary folder, or a worker's same folder). */
  constructor(private readonly folder: string) {}

  private inSite(file: string): string {
    return relative(this.folder, file).split(sep).join('/');
  }

  /** A file written without its twins: made after the swap. */
  add(file: string): void {
    const name = this.inSite(file);
    this.files.add(name);
    this.seen.add(name);
  }

  /** An alias written as a link to `first`: its twins are links to `first`'s, once they exist. */
  link(file: string, first: string): void {
    this.links.push([this.inSite(file), this.inSite(first)]);
  }

  has(file: string): boolean {
    return this.seen.has(this.inSite(file));
  }

  get size(): number {
    return this.files.size;
  }

  /** What was noted since the last drain (a render worker hands it back with each batch), and forgets it. */
  drain(): DeferredList {
    const list: DeferredList = { files: [...this.files], links: this.links };
    this.files.clear();
    this.links = [];
    return list;
  }

  merge(other: DeferredList): void {
    for (const f of other.files) this.files.add(f);
    this.links.push(...other.links);
  }

  /** Makes every noted twin in `outDir` (the live site), from the store when it has them by now. */
  async makeIn(outDir: string, store: TwinStore | undefined): Promise<TwinTally> {
    const tally: TwinTally = { files: 0, compressed: 0 };
    const queue = [...this.files];
    const made = new Map<string, Made>();
    const one = async (name: string): Promise<void> => {
      const file = join(outDir, name);
      // Gone since (an edit of dist/ by hand, another build): nothing to make.
      const body = await readFile(file).catch(() => undefined);
      if (!body) return;
      const key = hash('sha1', body);
      const kept = store?.placeInto(file, key);
      if (kept) {
        made.set(name, kept);
        if (kept.br || kept.gz) tally.files++;
        return;
      }
      const twins: Twins = await compressBody(body);
      tally.compressed++;
      const m: Made = { br: twins.br.length < body.length, gz: twins.gz.length < body.length };
      for (const kind of TWIN_KINDS) if (m[kind]) writeWhole(`${file}.${kind}`, twins[kind]);
      store?.keep(file, key, twins, m);
      made.set(name, m);
      if (m.br || m.gz) tally.files++;
    };
    const workers = Array.from({ length: AT_ONCE }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) await one(name);
    });
    await Promise.all(workers);
    for (const [alias, first] of this.links) {
      const m = made.get(first);
      if (!m) continue;
      for (const kind of TWIN_KINDS) {
        const twin = join(outDir, `${first}.${kind}`);
        const to = join(outDir, `${alias}.${kind}`);
        if (m[kind] && existsSync(twin) && !existsSync(to)) linkOrCopy(twin, to);
      }
      if (m.br || m.gz) tally.files++;
    }
    return tally;
  }
}
