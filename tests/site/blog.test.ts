// The blog: 7 cards a page with previous/next and numbered buttons (ends disabled), and every
// article with its breadcrumb, ADMIN label, display date, hero image, back link and Top Blog sidebar.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import { blogPagePath } from '../../model/paths.ts';
import type { Site } from '../../model/types.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { count, element, h1Of, hrefs, text } from './html.ts';

let site: Site;
let outDir: string;
beforeAll(async () => { site = await loadSite(projectRoot); outDir = (await buildRealSite()).outDir; });
const pageSize = () => site.raw.ui.blogPageSize;
const pageCount = () => Math.ceil(site.posts.length / pageSize());
const cards = (html: string) => [...html.matchAll(/<li class="post-card">[\s\S]*?<\/li>/g)].map((m) => m[0]);

describe('blog list pages', () => {
  it('has 7 posts a page, every post once, newest first', async () => {
    expect(pageSize()).toBe(7);
    expect(site.posts.length).toBeGreaterThanOrEqual(27);
    const seen: string[] = [];
    for (let n = 1; n <= pageCount(); n++) {
      const html = await pageHtml(blogPagePath(n));
      const expected = site.posts.slice((n - 1) * 7, n * 7);
      expect(cards(html)).toHaveLength(expected.length);
      if (n < pageCount()) expect(expected).toHaveLength(7);
      cards(html).forEach((card, i) => {
        const p = expected[i];
        seen.push(p.slug);
        const body = text(card);
        expect(body).toContain(p.title);
        expect(body).toContain(site.raw.blog.authorLabel);
        expect(body).toContain(p.date);
        expect(body).toContain(p.heading!);
        expect(body).toContain(p.excerpt);
        expect(card).toContain(`src="${p.image}"`);
        expect(card).toMatch(new RegExp(`href="${p.path}"[^>]*>Read More<`));
      });
      expect(h1Of(html)).toHaveLength(1);
    }
    expect(new Set(seen).size).toBe(site.posts.length);
  });

  it('disables Previous on page 1 and Next on the last page, and numbers every page', async () => {
    for (let n = 1; n <= pageCount(); n++) {
      const nav = element(await pageHtml(blogPagePath(n)), 'class="pagination"');
      const prevDisabled = /<span[^>]*aria-disabled="true"[^>]*>Previous</.test(nav);
      const nextDisabled = /<span[^>]*aria-disabled="true"[^>]*>Next</.test(nav);
      expect(prevDisabled).toBe(n === 1);
      expect(nextDisabled).toBe(n === pageCount());
      if (n > 1) expect(nav).toContain(`href="${blogPagePath(n - 1)}" rel="prev">Previous<`);
      if (n < pageCount()) expect(nav).toContain(`href="${blogPagePath(n + 1)}" rel="next">Next<`);
      const numbers = element(nav, 'class="pagination__pages"');
      expect(count(numbers, /<li>/)).toBe(pageCount());
      expect(numbers).toContain(`href="${blogPagePath(n)}" aria-current="page"`);
    }
  });
});

describe('articles', () => {
  it('every post has breadcrumb, title, ADMIN, date, hero image, back link and a Top Blog sidebar of 3 links', async () => {
    const top = site.raw.blog.topPosts.map((slug) => site.posts.find((p) => p.slug === slug)!);
    expect(top.every(Boolean)).toBe(true);
    for (const p of site.posts) {
      const html = await pageHtml(p.path);
      const crumb = element(html, 'class="breadcrumb"');
      expect(text(crumb)).toBe(`Home Blog ${p.title}`);
      expect(hrefs(crumb)).toEqual(['/', '/blog']);
      expect(h1Of(html)).toEqual([p.title]);
      const meta = text(element(html, 'class="post-meta"'));
      expect(meta).toContain(site.raw.blog.authorLabel);
      expect(meta).toContain(p.date);
      expect(html).toContain(`<time dateTime="${p.isoDate}">`);
      expect(html).toMatch(new RegExp(`<img class="article__hero" src="${p.image}" alt="[^"]+"`));
      expect(existsSync(join(outDir, p.image))).toBe(true);
      expect(html).toMatch(/<a href="\/blog">[^<]*Go back to blog<\/a>/);
      const sidebar = element(html, 'class="sidebar__box top-blog"');
      expect(text(sidebar)).toContain('Top Blog');
      expect(hrefs(sidebar)).toEqual(top.map((t) => t.path));
      expect(count(element(html, 'class="prose article__body"'), /<h2[ >]/)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('pagination on a long blog', () => {
  it('shows the first and last page and two either side of the current one, with gaps between', async () => {
    const { pageWindow } = await import('../../templates/pages/Blog.tsx');
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, null, 100]);
    expect(pageWindow(50, 100)).toEqual([1, null, 48, 49, 50, 51, 52, null, 100]);
    expect(pageWindow(100, 100)).toEqual([1, null, 98, 99, 100]);
  });
});
