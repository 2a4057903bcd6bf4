// Incremental builds (pipeline/render/page-memo.ts): after each kind of change, a build into the
// dist/ of the last one renders only the pages whose inputs changed, and leaves a dist/ equal,
// file for file and byte for byte, to a build of the same site from nothing into an empty folder.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildResult } from '../../pipeline/build.ts';
import { deltaFileOf, markCommitting, memoFileFor, readMemo } from '../../pipeline/render/page-memo.ts';
import { cacheDir } from '../../pipeline/project.ts';
import { writesPage } from '../../model/routes.ts';
import { differences, edit, filesIn } from '../helpers/fixture.ts';
import { projectRoot } from '../helpers/site.ts';
import { syntheticArticle, syntheticSite } from '../../bench/synthetic.ts';
import { matterCacheFileFor } from '../../pipeline/load/matter-cache.ts';
import { trustKeptFiles } from '../helpers/kept-files.ts';

const today = '2026-11-25';
const rendered = (r: BuildResult) => r.routes.filter(writesPage).length - r.reused;

for (const { name, posts, workers, post } of [
  { name: 'the real site, rendered in process', posts: 0, workers: 0, post: 'diy-cat-grooming' },
  { name: 'a synthetic site of 40 posts, rendered on two threads (a worker beside the build\'s own)', posts: 40, workers: 2, post: 'synthetic-7' },
]) {
  describe(`incremental builds of ${name}`, async () => {
    const root = syntheticSite(projectRoot, posts);
    const dist = join(root, 'dist');
    const postFile = (slug: string) => join(root, 'content', 'posts', `${slug}.md`);
    const first = await build({ root, outDir: dist, workers, today });

    /**
     * Builds into the last dist/, then from nothing into an empty folder; the two must match. The
     * rebuild takes the post files the test left as they were from the last build, unread
     * (load/matter-cache.ts); the build from nothing reads every one, the kept ones deleted first.
     */
    async function rebuild(): Promise<BuildResult> {
      const kept = matterCacheFileFor(cacheDir, root);
      trustKeptFiles(kept);
      const again = await build({ root, outDir: dist, workers, today });
      rmSync(kept);
      const fresh = join(mkdtempSync(join(tmpdir(), 'groomsite-fresh-')), 'dist');
      await build({ root, outDir: fresh, workers, today, renderAll: true });
      expect(differences(dist, fresh)).toEqual({ onlyA: [], onlyB: [], differ: [] });
      rmSync(join(fresh, '..'), { recursive: true, force: true });
      return again;
    }

    it('renders nothing again when nothing changed', async () => {
      expect(first.reused).toBe(0);
      const again = await rebuild();
      expect(rendered(again)).toBe(0);
    });
    it('renders an edited post and the pages that list it, not the other posts', async () => {
      edit(postFile(post), '\n\n', '\n\nA sentence added by the incremental build test.\n\n');
      const again = await rebuild();
      expect(rendered(again)).toBeGreaterThanOrEqual(1);
      expect(rendered(again)).toBeLessThanOrEqual(4); // the post, its blog page, the top posts' pages at most
      expect(readFileSync(join(dist, 'blog', `${post}.html`), 'utf8')).toContain('A sentence added by the incremental build test.');
    });
    it('renders a post whose title changed in its front matter with the new title (the front matter is not taken from the last build)', async () => {
      edit(postFile(post), 'title: "', 'title: "Retitled by the test: ');
      const again = await rebuild();
      expect(rendered(again)).toBeGreaterThanOrEqual(1);
      expect(readFileSync(join(dist, 'blog', `${post}.html`), 'utf8')).toContain('Retitled by the test: ');
    });
    it("renders a post's Hindi page again when its Hindi version (content/hi/posts) changes", async () => {
      const slug = 'top-5-reasons-to-choose-doorstep-grooming-for-your-pet';
      edit(join(root, 'content', 'hi', 'posts', `${slug}.md`), '\n\n', '\n\nइंक्रीमेंटल बिल्ड के टेस्ट का जोड़ा हुआ वाक्य।\n\n');
      const again = await rebuild();
      expect(readFileSync(join(dist, 'hi', 'blog', `${slug}.html`), 'utf8')).toContain('इंक्रीमेंटल बिल्ड के टेस्ट का जोड़ा हुआ वाक्य।');
      expect(rendered(again)).toBeGreaterThanOrEqual(1);
      expect(rendered(again)).toBeLessThanOrEqual(4); // the Hindi post, its Hindi blog page, the Hindi pages of the top posts at most
    });
    it('renders a Hindi post again when its Hindi file changed, with the Hindi pages that list it, and no English page', async () => {
      edit(join(root, 'content', 'hi', 'posts', 'diy-dog-bathing.md'), '\n\n', '\n\nइंक्रीमेंटल बिल्ड की जाँच का एक वाक्य।\n\n');
      const again = await rebuild();
      expect(readFileSync(join(dist, 'hi', 'blog', 'diy-dog-bathing.html'), 'utf8')).toContain('इंक्रीमेंटल बिल्ड की जाँच का एक वाक्य।');
      expect(rendered(again)).toBeGreaterThanOrEqual(1);
      expect(rendered(again)).toBeLessThanOrEqual(4); // the post, its Hindi blog page, the Hindi top posts' pages at most
    });
    it('renders a post added, and removes a post removed', async () => {
      writeFileSync(postFile('added-by-test'), syntheticArticle(777));
      const added = await rebuild();
      expect(readFileSync(join(dist, 'blog', 'added-by-test.html'), 'utf8')).toContain('Synthetic grooming article number 777');
      expect(rendered(added)).toBeLessThan(added.routes.filter(writesPage).length);
      rmSync(postFile('added-by-test'));
      const removed = await rebuild();
      expect(filesIn(dist).has('/blog/added-by-test.html')).toBe(false);
      expect(rendered(removed)).toBeLessThan(removed.routes.filter(writesPage).length);
    });
    it('renders again the pages that show a changed list price, and only those', async () => {
      edit(join(root, 'site.yaml'), 'listPrice: 899', 'listPrice: 949');
      const again = await rebuild();
      expect(rendered(again)).toBeGreaterThan(0);
      // Posts show no list price: none renders again.
      expect(rendered(again)).toBeLessThan(again.routes.filter((r) => writesPage(r) && r.page.template !== 'post').length);
    });
    it('renders again the pages that show a changed offer price, and no post or blog page', async () => {
      edit(join(root, 'site.yaml'), 'offerPrice: 799', 'offerPrice: 849');
      const again = await rebuild();
      expect(rendered(again)).toBeGreaterThan(0);
      const withoutPrices = again.routes.filter((r) => writesPage(r) && (r.page.template === 'post' || r.page.template === 'blog'));
      expect(rendered(again)).toBeLessThanOrEqual(again.routes.filter(writesPage).length - withoutPrices.length);
      expect(readFileSync(join(dist, 'price.html'), 'utf8')).toContain('849');
    });
    it('renders nothing again after a price change (the memo keeps the changed values beside it, not written whole)', async () => {
      const again = await rebuild();
      expect(rendered(again)).toBe(0);
      expect(existsSync(deltaFileOf(memoFileFor(cacheDir, dist)))).toBe(true);
    });
    it('renders again only Hindi pages when a Hindi text changed', async () => {
      edit(join(root, 'strings', 'hi.yaml'), '"सीधे मुख्य भाग पर जाएँ"', '"सीधे मुख्य सामग्री पर जाएँ"');
      const again = await rebuild();
      const hindi = again.routes.filter((r) => writesPage(r) && r.lang === 'hi');
      expect(rendered(again)).toBeGreaterThan(0);
      expect(rendered(again)).toBeLessThanOrEqual(hindi.length);
      expect(readFileSync(join(dist, 'hi.html'), 'utf8')).toContain('सीधे मुख्य सामग्री पर जाएँ');
    });
    it('leaves dist/ as it was when a rebuild fails after rendering (a Hindi text taken out), and the next one completes it', async () => {
      const before = filesIn(dist);
      const strings = join(root, 'strings', 'hi.yaml');
      const text = readFileSync(strings, 'utf8');
      edit(strings, '"Skip to content": "सीधे मुख्य सामग्री पर जाएँ"\n', '');
      await expect(build({ root, outDir: dist, workers, today })).rejects.toThrow();
      const after = filesIn(dist);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      expect([...after].filter(([f, bytes]) => !bytes.equals(before.get(f)!)).map(([f]) => f)).toEqual([]);
      writeFileSync(strings, text);
      edit(postFile(post), '\n\n', '\n\nA second sentence added by the incremental build test.\n\n');
      const again = await rebuild();
      expect(rendered(again)).toBeLessThanOrEqual(4);
    });
    it('renders every page again after a rebuild stopped while it changed dist/ (the memo is marked, not trusted)', async () => {
      const memoFile = memoFileFor(cacheDir, dist);
      markCommitting(memoFile, readMemo(memoFile, JSON.parse(readFileSync(memoFile, 'utf8')).code)!);
      const again = await rebuild();
      expect(again.reused).toBe(0);
    });
    it('makes dist/ anew when a file was put into it by hand', async () => {
      writeFileSync(join(dist, 'blog', 'stray.html'), '<p>not from a build</p>');
      await rebuild(); // equal to a build from nothing, which has no stray file
      expect(filesIn(dist).has('/blog/stray.html')).toBe(false);
    });
    it('renders again the pages whose scripts read a changed setting (the runtime config of pages with islands)', async () => {
      edit(join(root, 'site.yaml'), 'chunkTimeoutMs: 120000', 'chunkTimeoutMs: 90000');
      const again = await rebuild();
      expect(rendered(again)).toBeGreaterThan(0);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('"chunkTimeoutMs":90000');
    });
    it('does not carry a file of dist/ edited in place into the next build (it shares its bytes with the cache)', async () => {
      const page = join(dist, 'about.html');
      const original = readFileSync(page, 'utf8');
      writeFileSync(page, original.replace(/<meta name="description"[^>]*>/, ''));
      await rebuild(); // equal to a build from nothing, whose about page has its description
      expect(readFileSync(page, 'utf8')).toBe(original);
    });
    it('renders every page again when the render code changed (a template edit changes its key)', async () => {
      const memo = memoFileFor(cacheDir, dist);
      writeFileSync(memo, readFileSync(memo, 'utf8').replace(/"code":"[0-9a-f]+"/, '"code":"made by other templates"'));
      const again = await rebuild();
      expect(again.reused).toBe(0);
    });
  });
}
