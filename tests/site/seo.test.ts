// Findability: unique titles and descriptions, canonical links, Open Graph images that exist,
// noindex where required, the sitemap, and JSON-LD that parses and names the right things.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../pipeline/build.ts';
import { writesPage, type Route } from '../../model/routes.ts';
import { buildRealSite, pageHtml } from '../helpers/site.ts';
import { canonicalOf, count, decode, h1Of, jsonLd, metaContent, ofType, titleOf } from './html.ts';
import { headHtml } from '../../templates/head.ts';
import { withArticle } from '../../pipeline/load/article.ts';

let built: BuildResult;
beforeAll(async () => { built = await buildRealSite(); });
const indexable = () => built.routes.filter((r) => r.kind === 'page' && !r.noindex);
const routeFor = (path: string) => built.routes.find((r) => r.path === path)!;

describe('head metadata', () => {
  it('no two indexable pages share a title or a description', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const r of indexable()) {
      const html = await pageHtml(r.path);
      const title = titleOf(html);
      const description = metaContent(html, 'description')!;
      expect(description.length, r.path).toBeGreaterThan(50);
      expect(titles.get(title), `${r.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${r.path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, r.path);
      descriptions.set(description, r.path);
    }
    expect(titles.size).toBe(indexable().length);
  });

  it('every page has one h1, a canonical link to its own (or its target) path and an og:image that exists', async () => {
    for (const r of built.routes.filter((x) => x.kind !== 'not-found' && writesPage(x))) { // legacy addresses are redirects
      const html = await pageHtml(r.path);
      expect(h1Of(html), r.path).toHaveLength(1);
      expect(canonicalOf(html), r.path).toBe(`${built.site.origin}${r.canonicalPath}`);
      const image = metaContent(html, 'og:image')!;
      expect(image.startsWith(built.site.origin), r.path).toBe(true);
      expect(existsSync(join(built.outDir, image.slice(built.site.origin.length))), image).toBe(true);
      expect(metaContent(html, 'og:title')).toBe(titleOf(html));
    }
  });

  it('writes a title and description holding quotes, ampersands and tags as text, in the tags and in the structured data', () => {
    // The head is written as text (templates/head.ts): an editor's title must not end an attribute or open a tag.
    const nasty = `Mia's "bath" & <b>trim</b></script><script>alert(1)</script>`;
    const route = built.routes.find((r) => r.page.template === 'post')!;
    // Its article read, as a page's is before it renders (the build read only its hash: load/matter-cache.ts).
    const kept = (route.page as Extract<Route['page'], { template: 'post' }>).post;
    const post = { ...kept, text: withArticle(kept.text), title: nasty, description: nasty };
    const head = headHtml(built.site, { ...route, title: nasty, description: nasty, page: { template: 'post', post } } as Route, { css: '/a.css', js: '/a.js' }, new Set(['tabs']));
    expect(count(head, /<script/)).toBe(count(head, /<\/script>/));
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('alert(1)</script><script>');
    expect(titleOf(head)).toBe(`${nasty} | ${built.site.raw.site.name}`);
    expect(decode(metaContent(head, 'description')!)).toBe(nasty);
    expect(decode(metaContent(head, 'og:title')!)).toBe(`${nasty} | ${built.site.raw.site.name}`);
    expect(ofType(head, 'BlogPosting')[0].headline).toBe(nasty);
  });

  it('aliases point their canonical link at their target', async () => {
    const html = await pageHtml('/dog-grooming-near-me');
    expect(canonicalOf(html)).toBe(`${built.site.origin}/`);
    expect(canonicalOf(await pageHtml('/gurgaon'))).toBe(`${built.site.origin}/pet-grooming-at-home/gurugram`);
  });

  it('confirmation pages and the 404 page are noindex and carry no structured data; indexable pages are not', async () => {
    for (const path of ['/booking-confirm', '/thank-you', '/thanks', '/contact-confirm', '/404']) {
      const html = await pageHtml(path);
      expect(metaContent(html, 'robots'), path).toMatch(/noindex/);
      expect(jsonLd(html), path).toEqual([]);
    }
    for (const r of indexable()) expect(metaContent(await pageHtml(r.path), 'robots'), r.path).toBeUndefined();
  });

  it('the sitemap lists every indexable page and nothing else', () => {
    const xml = readFileSync(join(built.outDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(indexable().map((r) => `${built.site.origin}${r.path}`).sort());
  });
});

describe('structured data', () => {
  const business = (html: string) => ofType(html, 'LocalBusiness');

  it('parses on every page', async () => {
    for (const r of built.routes.filter(writesPage)) expect(() => jsonLd(readFileSync(join(built.outDir, r.file), 'utf8')), r.path).not.toThrow();
  });

  it('home: LocalBusiness serving every city, with opening hours and contact points, and WebSite', async () => {
    const html = await pageHtml('/');
    const [b] = business(html);
    const served = b.areaServed.map((a: { name: string }) => a.name);
    for (const c of built.site.cities.filter((x) => !x.landing)) expect(served).toContain(c.name);
    // The business as a whole: from its earliest team's start to its latest team's end.
    const teams = built.site.cities.filter((x) => !x.landing);
    expect(b.openingHoursSpecification[0]).toMatchObject({ opens: teams.map((c) => c.hours.opens).sort()[0], closes: teams.map((c) => c.hours.closes).sort().at(-1) });
    expect(b.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
    expect(b.contactPoint.length).toBeGreaterThan(0);
    expect(b.contactPoint[0].telephone).toBe(built.site.raw.contact.phone);
    expect(b.address.postalCode).toBe(built.site.raw.contact.office.postalCode);
    expect(ofType(html, 'WebSite')).toHaveLength(1);
  });

  it("city and locality pages use that city's hours and name the place they serve", async () => {
    for (const c of built.site.cities.filter((x) => !x.landing)) {
      const [b] = business(await pageHtml(c.path));
      expect(b.openingHoursSpecification[0], c.slug).toMatchObject({ opens: c.hours.opens, closes: c.hours.closes });
      expect(b.areaServed[0]).toEqual({ '@type': 'City', name: c.name });
    }
    for (const l of built.site.localities) {
      const [b] = business(await pageHtml(l.path));
      expect(b.openingHoursSpecification[0], l.slug).toMatchObject({ opens: l.city.hours.opens, closes: l.city.hours.closes });
      expect(b.areaServed.map((a: { name: string }) => a.name)).toEqual([l.place]);
      expect(b.name).toBe(`${built.site.raw.site.name} ${l.place}`);
    }
  });

  it('BlogPosting names the post: headline = title, date, image, author', async () => {
    for (const p of built.site.posts) {
      const html = await pageHtml(p.path);
      const [post] = ofType(html, 'BlogPosting');
      expect(post.headline).toBe(p.title);
      expect(post.datePublished).toBe(p.isoDate);
      expect(post.image.url).toBe(`${built.site.origin}${p.preview}`);
      expect(post.author.name).toBe(built.site.raw.site.name);
      const [crumbs] = ofType(html, 'BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', p.title]);
    }
  });

  it('FAQPage appears where its FAQ belongs (home, each city), with as many questions as the page shows', async () => {
    let withFaq = 0;
    for (const r of built.routes.filter((x: Route) => x.kind === 'page' && !x.noindex)) {
      const html = await pageHtml(r.path);
      const shown = count(html, /class="accordion__item"/);
      const faq = ofType(html, 'FAQPage');
      // A locality page shows its city's FAQ; the markup stays on the city's page.
      if (shown === 0 || r.page.template === 'locality') { expect(faq, r.path).toEqual([]); continue; }
      withFaq++;
      expect(faq, r.path).toHaveLength(1);
      expect(faq[0].mainEntity, r.path).toHaveLength(shown);
      for (const q of faq[0].mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    // Home and the seven city pages, and each of them that is in Hindi too.
    expect(withFaq).toBe(1 + 7 + built.routes.filter((x: Route) => x.lang && (x.page.template === 'city' || x.page.template === 'home')).length);
    expect(routeFor('/pet-grooming-at-home/delhi-ncr')).toBeDefined();
  });

});
