// Link previews as WhatsApp, Facebook and X read them: every page's og:image is an absolute URL
// of a JPEG of 1200x630 under 300 KB that exists, named with its type and size; each post has its
// own; the icons and the web app manifest a phone reads are there; an unchanged build draws nothing.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite, type BuildResult } from '../../pipeline/build.ts';
import { planRoutes } from '../../pipeline/plan.ts';
import { shareCards, sharePictures } from '../../pipeline/outputs/share-images.ts';
import { cacheDir } from '../../pipeline/project.ts';
import { OWN_PREVIEW_POSTS } from '../../model/share.ts';
import { syntheticArticle, syntheticSite } from '../../bench/synthetic.ts';
import { buildRealSite, projectRoot } from '../helpers/site.ts';
import { metaContent } from './html.ts';
import { writesPage } from '../../model/routes.ts';

let built: BuildResult;
beforeAll(async () => { built = await buildRealSite(); });
const read = (file: string) => readFileSync(join(built.outDir, file), 'utf8');
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

describe('link previews', () => {
  it('every page names a 1200x630 JPEG under 300 KB, with its type and size, for a large card', async () => {
    const seen = new Map<string, { bytes: number; width: number; height: number; format: string }>();
    for (const r of built.routes.filter(writesPage)) { // legacy addresses are redirects, with no page
      const html = read(r.file);
      const url = metaContent(html, 'og:image')!;
      expect(url, r.path).toMatch(new RegExp(`^${built.site.origin}/images/share/.+\\.jpg$`));
      expect(metaContent(html, 'og:image:type'), r.path).toBe('image/jpeg');
      expect(metaContent(html, 'og:image:width'), r.path).toBe('1200');
      expect(metaContent(html, 'og:image:height'), r.path).toBe('630');
      expect(html, r.path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      const file = url.slice(built.site.origin.length + 1);
      if (!seen.has(file)) {
        const meta = await sharp(join(built.outDir, file)).metadata();
        seen.set(file, { bytes: statSync(join(built.outDir, file)).size, width: meta.width!, height: meta.height!, format: meta.format! });
      }
    }
    for (const [file, image] of seen) {
      expect({ file, ...image, small: image.bytes < 300_000 }).toMatchObject({ width: 1200, height: 630, format: 'jpeg', small: true });
    }
    // The site, every main page type, every city and locality, and every post.
    expect(seen.size).toBeGreaterThanOrEqual(1 + built.site.cities.length + built.site.localities.length + built.site.posts.length);
  });

  it('gives each post a picture of its own, and a city page its own', () => {
    const post = built.site.posts[0];
    expect(metaContent(read(`blog/${post.slug}.html`), 'og:image')).toBe(`${built.site.origin}/images/share/blog/${post.slug}.jpg`);
    expect(metaContent(read('pet-grooming-at-home/noida.html'), 'og:image')).toBe(`${built.site.origin}/images/share/city/noida.jpg`);
    expect(new Set(built.site.posts.map((p) => p.preview)).size).toBe(built.site.posts.length);
  });

  it('draws nothing when nothing changed: every picture comes from the cache', async () => {
    const again = await build({ root: projectRoot, outDir: mkdtempSync(join(tmpdir(), 'groomsite-dist-')), workers: 0 });
    expect(again.previews.drawn).toBe(0);
    expect(again.previews.reused).toBeGreaterThan(60);
  });
});

describe('a large blog', () => {
  it('draws its own preview for the newest 100 posts; older posts share their pet’s', async () => {
    const root = syntheticSite(projectRoot, 150);
    const site = await loadSite(root);
    const cards = shareCards(site, planRoutes(site));
    const own = site.posts.slice(0, OWN_PREVIEW_POSTS);
    const older = site.posts.slice(OWN_PREVIEW_POSTS);
    expect(older.length).toBeGreaterThan(50);
    for (const p of own) expect(cards.get(p.preview)?.title, p.slug).toBe(p.title);
    for (const p of older) expect(p.preview, p.slug).toBe(`/images/share/blog-${p.pet}.jpg`);
    const postCards = [...cards.keys()].filter((k) => k.startsWith('/images/share/blog'));
    expect(postCards.length).toBeLessThanOrEqual(OWN_PREVIEW_POSTS + 3);
  });
});

describe('icons and the web app manifest', () => {
  it('has PNG icons of the sizes phones and browsers ask for, named in every head', async () => {
    const home = read('index.html');
    expect(linkHref(home, 'apple-touch-icon')).toBe('/apple-touch-icon.png');
    expect(home).toContain('<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32"/>');
    expect(linkHref(home, 'manifest')).toBe('/site.webmanifest');
    for (const [file, size] of [['apple-touch-icon.png', 180], ['favicon-32x32.png', 32], ['icon-192.png', 192], ['icon-512.png', 512]] as const) {
      const meta = await sharp(join(built.outDir, file)).metadata();
      expect({ file, format: meta.format, width: meta.width, height: meta.height }).toEqual({ file, format: 'png', width: size, height: size });
    }
  });

  it('the manifest names the site, its theme colour and 192 and 512 px icons that exist', () => {
    const manifest = JSON.parse(read('site.webmanifest')) as { name: string; theme_color: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.name).toBe(built.site.raw.site.name);
    expect(manifest.theme_color).toBe(built.site.raw.site.themeColor);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
    for (const icon of manifest.icons) expect(statSync(join(built.outDir, icon.src)).size).toBeGreaterThan(500);
  });
});

describe('a preview the cache lacks (a new post)', () => {
  // A post with a title never drawn before: its preview is the one picture the build draws.
  const buildWithNewPost = async (target: 'nginx' | 'cloudflare-pages') => {
    const root = syntheticSite(projectRoot, 0);
    writeFileSync(join(root, 'content', 'posts', 'a-new-note.md'), syntheticArticle(0).replace(/^title: .*$/m, `title: "A new grooming note ${randomUUID()}"`));
    const outDir = mkdtempSync(join(tmpdir(), 'groomsite-dist-'));
    const result = await build({ root, outDir, target });
    expect(result.previews.drawn).toBe(1);
    expect(metaContent(readFileSync(join(outDir, 'blog', 'a-new-note.html'), 'utf8'), 'og:image')).toBe(`${result.site.origin}/images/share/blog/a-new-note.jpg`);
    const meta = await sharp(join(outDir, 'images/share/blog/a-new-note.jpg')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // Steps are listed as they end.
    const steps = result.steps.map((step) => step.name);
    return { outDir, steps, rendered: steps.findIndex((name) => name.startsWith('render')) };
  };

  it('for nginx, is drawn once the site is live, and is in dist/ when the build ends', async () => {
    const { outDir, steps, rendered } = await buildWithNewPost('nginx');
    // The pages were written and swapped in before the drawing ended.
    expect(steps.indexOf('previews after live')).toBeGreaterThan(rendered);
    expect(steps).not.toContain('previews');
    // Written aside and renamed: no part file is left in the live site.
    expect(readdirSync(join(outDir, 'images/share/blog')).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('for a static host, is drawn before the folder is swapped in, which is whole when uploaded', async () => {
    const { steps, rendered } = await buildWithNewPost('cloudflare-pages');
    expect(steps).toContain('previews');
    expect(steps.indexOf('previews')).toBeLessThan(rendered);
    expect(steps).not.toContain('previews after live');
  });
});

describe('the pictures kept between builds', () => {
  it('drops, once a day, those no build has used for a month, and marks those a build uses as used', () => {
    // A copy of the package's folder of pictures (the real site's among them), as if nothing had been built for 40 days.
    const dir = mkdtempSync(join(tmpdir(), 'groomsite-share-'));
    for (const name of readdirSync(join(cacheDir, 'share'))) {
      if (name === '.swept' || name.endsWith('.tmp')) continue; // a picture being kept by another test's build is not one yet
      copyFileSync(join(cacheDir, 'share', name), join(dir, name));
    }
    const longAgo = (Date.now() - 40 * 24 * 60 * 60 * 1000) / 1000;
    writeFileSync(join(dir, 'a-title-since-changed.jpg'), 'old picture');
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), longAgo, longAgo);

    const pictures = sharePictures(built.site, built.routes, dir);
    expect(pictures.toDraw).toBe(0); // every picture the site uses was kept
    const left = readdirSync(dir).filter((name) => name !== '.swept');
    expect(left).not.toContain('a-title-since-changed.jpg');
    expect(left).toHaveLength(pictures.kept.length - 1); // the manifest is written, not kept
    for (const name of left) expect(Date.now() - statSync(join(dir, name)).mtimeMs, name).toBeLessThan(60_000);

    // Once a day: an unused picture found later waits for the next day's first build.
    writeFileSync(join(dir, 'another-old-title.jpg'), 'old picture');
    utimesSync(join(dir, 'another-old-title.jpg'), longAgo, longAgo);
    sharePictures(built.site, built.routes, dir);
    expect(readdirSync(dir)).toContain('another-old-title.jpg');
  });
});
