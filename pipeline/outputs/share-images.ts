// Link previews and app icons as raster files: apps that show link previews (WhatsApp, Facebook,
// X) and home screens read PNG or JPEG, not SVG. Each picture is drawn from the SVG art with
// sharp and cached under the hash of what it shows and of the drawing code, so an unchanged build
// reads files and never loads sharp; only a new or changed title draws a new picture. Pictures no
// build has used for a month (a title changed since, a page gone) are dropped, once a day.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCacheFile } from '../cache/build-cache.js';
import { packageRoot } from '../project.ts';
import { iconSvg, shareCardSvg, type ShareCard } from '../../templates/art/share.ts';
import { petSharePath, shareImageOf, siteShareImage } from '../../model/share.ts';
import { manifestPath, appIcons } from '../../model/paths.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';
import type { OutputFile } from '../write.ts';

const artDir = join(packageRoot, 'templates', 'art');

/**
 * A build's pictures: those the cache holds, with the manifest, at once; the others (a new title,
 * or a first build) drawn when asked for, a few at a time on libuv's threads.
 */
export interface SharePictures { kept: OutputFile[]; toDraw: number; draw: () => Promise<OutputFile[]> }

/** Encoder settings are part of every cache key: changing them redraws everything. */
// Plain libjpeg: mozjpeg made files a quarter smaller (48 KB against 62) for 2.5 times the CPU.
// Without the second pass that optimises the Huffman tables: a preview is fetched by the apps that
// show it, never by a visitor's page, and the pass took about 5 of each picture's 22 ms of CPU (a
// fifth of the drawing on a first build) for files a tenth smaller (54 KB against 60).
const JPEG = { quality: 82, optimiseCoding: false } as const;
const PNG = { compressionLevel: 9, palette: true } as const;
const ENCODING = `jpeg${JSON.stringify(JPEG)}png${JSON.stringify(PNG)}`;
/**
 * Pictures drawn at once: a few at a time keeps memory flat. Drawing 150 previews: 4 at once
 * 1.35 s and 229 MB at the peak, 2 at once 1.40 to 1.51 s and 184 to 191 MB, 1 at once 1.82 s and
 * 159 MB (drawn only on a cache miss, at the end of a first build, when its peak is reached).
 */
const AT_ONCE = 2;

/** The cards to draw: one per distinct preview that the routes name, plus the site's own. */
export function shareCards(site: Site, routes: readonly Route[]): Map<string, ShareCard> {
  const name = site.raw.site.name;
  const short = (title: string) => title.replace(new RegExp(`\\s*[|–-]\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '');
  const cards = new Map<string, ShareCard>();
  const home = routes.find((r) => r.path === '/');
  cards.set(siteShareImage, { title: short(home?.title ?? site.raw.site.tagline), kicker: 'Dog and cat grooming at home', pet: 'both', seed: 'share-site' });
  for (const r of routes) {
    if (r.kind !== 'page') continue;
    const path = shareImageOf(r);
    if (cards.has(path)) continue;
    const p = r.page;
    if (p.template === 'post') {
      cards.set(path, path === petSharePath(p.post.pet)
        ? { title: `${name} blog: grooming tips for ${p.post.pet === 'both' ? 'dogs and cats' : `${p.post.pet}s`}`, kicker: 'Blog', pet: p.post.pet, seed: `share-${p.post.pet}` }
        : { title: p.post.title, kicker: `Blog · ${p.post.date}`, pet: p.post.pet, seed: p.post.slug });
    } else {
      const pet = p.template === 'pet-packages' ? p.pet : 'both';
      const kicker = p.template === 'blog' ? 'Blog' : 'Pet grooming at home';
      cards.set(path, { title: short(r.title), kicker, pet, seed: path });
    }
  }
  return cards;
}

/** A picture to draw: its file in dist/, what it shows, and how to draw it (only on a cache miss). */
interface Job { file: string; key: string; svg: () => string; format: 'jpeg' | 'png' }

/**
 * The drawing code's own fingerprint: a cache key made of a card's words alone would keep old
 * pictures after a change to the art. Hashing the sources once is cheaper than drawing every SVG
 * of every build only to hash it.
 */
let artVersion: string | undefined;
function drawingVersion(): string {
  artVersion ??= createHash('sha1').update(ENCODING).update(
    readdirSync(artDir).filter((f) => f.endsWith('.ts') || f.endsWith('.tsx')).sort().map((f) => readFileSync(join(artDir, f), 'utf8')).join('\0'),
  ).digest('hex');
  return artVersion;
}

/** Every picture to draw, by its file in dist/. */
function shareJobs(site: Site, routes: readonly Route[]): Job[] {
  const brand = { name: site.raw.site.name, tagline: site.raw.site.tagline };
  const keyOf = (what: unknown) => createHash('sha1').update(drawingVersion()).update(JSON.stringify(what)).digest('hex').slice(0, 20);
  const jobs: Job[] = [];
  for (const [path, card] of shareCards(site, routes)) {
    jobs.push({ file: path.slice(1), key: keyOf([card, brand]), svg: () => shareCardSvg(card, brand), format: 'jpeg' });
  }
  for (const icon of appIcons) jobs.push({ file: icon.path.slice(1), key: keyOf(['icon', icon.size]), svg: () => iconSvg(icon.size), format: 'png' });
  return jobs;
}

let sharp: typeof import('sharp').default | undefined;

/**
 * sharp without its operation cache: each picture is drawn once, so the cache only held memory
 * (drawing the 142 previews of a 1,000-post site peaked at 276 MB without it, 321 MB with it).
 * Photos (images.ts) are each encoded once too.
 */
async function loadSharp(): Promise<typeof import('sharp').default> {
  const loaded = (await import('sharp')).default;
  loaded.cache(false);
  return loaded;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A picture no build has used for this long is dropped by the day's first sweep (sweepUnused). */
const UNUSED_MS = 30 * DAY_MS;
/** Left by each day's first sweep. */
const SWEPT = '.swept';

/**
 * A picture as the cache holds it, by what it shows; undefined when it was never drawn. Its file's
 * time says when a build last used it: moved to now, at most once a day.
 */
function keptPicture(job: Job, cacheDir: string): OutputFile | undefined {
  const cached = cachedFileOf(job, cacheDir);
  const stat = statSync(cached, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const content = readFileSync(cached);
  if (Date.now() - stat.mtimeMs > DAY_MS) {
    try {
      utimesSync(cached, new Date(), new Date());
    } catch {
      // A cache this process may read but not write: the picture is used all the same.
    }
  }
  return { file: job.file, content };
}

/**
 * Once a day, drops the pictures no build has used for a month. The folder is shared by every
 * site built from this package, so what one build does not use may be another's: only time says
 * a picture is gone for good, and one dropped too soon is only drawn again.
 */
function sweepUnused(cacheDir: string): void {
  const marker = join(cacheDir, SWEPT);
  const now = Date.now();
  try {
    if (now - (statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0) < DAY_MS) return;
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(marker, '');
    for (const name of readdirSync(cacheDir)) {
      const entry = join(cacheDir, name);
      const stat = statSync(entry, { throwIfNoEntry: false });
      if (name !== SWEPT && stat?.isFile() && now - stat.mtimeMs > UNUSED_MS) rmSync(entry, { force: true });
    }
  } catch {
    // A cache that cannot be swept (read-only) keeps its pictures: they cost disk, never a wrong one.
  }
}

const cachedFileOf = (job: Job, cacheDir: string) => join(cacheDir, `${job.key}.${job.format === 'jpeg' ? 'jpg' : 'png'}`);

/** A picture drawn now, and kept in the cache for the next build. */
async function drawn(job: Job, cacheDir: string): Promise<OutputFile> {
  sharp ??= await loadSharp(); // only a cache miss pays for loading sharp
  const image = sharp(Buffer.from(job.svg()));
  const content = await (job.format === 'jpeg' ? image.jpeg(JPEG) : image.png(PNG)).toBuffer();
  writeCacheFile(cachedFileOf(job, cacheDir), content);
  return { file: job.file, content };
}

async function drawAll(jobs: readonly Job[], cacheDir: string): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  for (let i = 0; i < jobs.length; i += AT_ONCE) files.push(...await Promise.all(jobs.slice(i, i + AT_ONCE).map((job) => drawn(job, cacheDir))));
  return files;
}

/** The kept pictures and the manifest; the others are drawn by `draw`. */
export function sharePictures(site: Site, routes: readonly Route[], cacheDir: string): SharePictures {
  const kept: OutputFile[] = [];
  const missing: Job[] = [];
  for (const job of shareJobs(site, routes)) {
    const file = keptPicture(job, cacheDir);
    if (file) kept.push(file);
    else missing.push(job);
  }
  kept.push({ file: manifestPath.slice(1), content: webManifest(site) });
  sweepUnused(cacheDir); // after the kept ones were read, and so marked as used
  return { kept, toDraw: missing.length, draw: () => drawAll(missing, cacheDir) };
}

/** Whether a URL path is one of the pictures or the manifest drawn here. */
export const isSharePath = (path: string): boolean =>
  path.startsWith('/images/share/') || path === manifestPath || appIcons.some((i) => i.path === path);

/**
 * One picture (or the manifest) by its URL path, drawn when asked for: what `dev` serves, so an
 * edit that changes many titles (a price in every city title) redraws only what a browser opens.
 */
export async function shareImageFile(site: Site, routes: readonly Route[], path: string, cacheDir: string): Promise<OutputFile | undefined> {
  if (path === manifestPath) return { file: manifestPath.slice(1), content: webManifest(site) };
  const job = shareJobs(site, routes).find((j) => j.file === path.slice(1));
  return job && (keptPicture(job, cacheDir) ?? await drawn(job, cacheDir));
}

/** The web app manifest: what a phone shows when the site is added to its home screen. */
export function webManifest(site: Site): string {
  const { name, themeColor } = site.raw.site;
  return `${JSON.stringify({
    name, short_name: name, start_url: '/', scope: '/', display: 'standalone', lang: site.raw.site.language,
    theme_color: themeColor, background_color: '#fff7ea',
    icons: appIcons.filter((i) => i.manifest).map((i) => ({ src: i.path, sizes: `${i.size}x${i.size}`, type: 'image/png' })),
  }, null, 2)}\n`;
}
