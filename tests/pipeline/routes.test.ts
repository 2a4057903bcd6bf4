// The route table holds every route SPEC.md section 2 names, and refuses two routes for one file.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import { planRoutes } from '../../pipeline/plan.ts';
import { GroomsiteError } from '../../pipeline/errors.ts';
import type { Site } from '../../model/types.ts';
import { pathForFile, writesPage } from '../../model/routes.ts';
import { projectRoot } from '../helpers/site.ts';

const site = await loadSite(projectRoot);
const routes = planRoutes(site);
const byPath = new Map(routes.map((r) => [r.path, r]));

const mainRoutes = ['/', '/pet-grooming', '/pet-hair-cutting', '/price', '/dog-grooming', '/cat-grooming', '/about', '/gallery', '/blog',
  '/contact', '/privacy-policy', '/booking-confirm', '/thank-you', '/thanks', '/contact-confirm'];
const cities = ['delhi', 'noida', 'greater-noida', 'gurugram', 'ghaziabad', 'faridabad', 'delhi-ncr'];
const localities = ['lodhi-colony-delhi', 'chattarpur-delhi', 'sector-36-greater-noida', 'sector-143b-noida', 'sector-99-noida', 'ganga-nagar-meerut',
  'adhoiwala-dehradun', 'sikandra-agra', 'sector-43-chandigarh', 'uttam-nagar-delhi', 'sector-48-faridabad', 'sector-18-noida', 'laxmi-nagar-delhi',
  'fatehpur-taga-faridabad', 'sector-1-bisrakh-noida', 'noida-west', 'sector-16b-dwarka'];
const slugs = ['best-dog-for-home', 'friendliness-dog-breeds', 'spot-and-treat-dog-allergies', 'common-grooming-challenges', 'relaxing-spa-day-experience',
  'diy-cat-grooming', 'diy-dog-bathing', 'diy-ear-cleaning', 'essential-grooming-supplies', 'pets-with-allergies', 'pets-special-needs', 'pets-thick-coats',
  'grooming-tools', 'flea-and-tick-prevention', 'pet-for-seasonal-changes', 'grooming-your-pet-for-changing-season',
  'how-to-calm-an-anxious-pet-during-grooming-sessions', 'groom-pet-with-double-coat-shedding-tips', 'how-to-groom-pet-with-anxiety',
  'groom-pet-with-behavioral-issues', 'groom-pet-with-long-hair', 'groom-pet-with-mobility-issues', 'groom-pet-with-sensitive-skin',
  'how-to-introduce-your-pet-to-grooming', 'top-5-reasons-to-choose-doorstep-grooming-for-your-pet', 'seasonal-grooming-tips-for-dogs-and-cats',
  'top-popular-dog-india'];
const aliasTargets: Record<string, string> = {
  '/dog-grooming-near-me': '/', '/cat-grooming-at-home': '/', '/pet-grooming-at-home-near-me': '/', '/pet-spa': '/', '/mobile-dog-grooming': '/',
  '/dog-and-cat-fur-fresh-spa': '/pet-grooming', '/dog-and-cat-pamper-paws': '/pet-grooming', '/dog-cat-bark-and-bath': '/pet-grooming',
  '/dog-basic-grooming': '/dog-grooming', '/dog-designer-hair-cutting': '/dog-grooming', '/dog-deluxe-grooming': '/dog-grooming', '/dog-full-body-grooming': '/dog-grooming',
  '/cat-designer-hair-cutting': '/cat-grooming', '/cat-full-body-grooming': '/cat-grooming', '/cat-basic-grooming': '/cat-grooming', '/cat-deluxe-grooming': '/cat-grooming',
  '/cat-hair-cutting': '/price', '/cat-grooming-near-me-prices': '/price',
  '/contact.php': '/contact', '/about.php': '/about', '/gallery.php': '/gallery', '/price.php': '/price', '/gallery-single.html': '/gallery', '/index.php': '/',
  '/greater-noida': '/pet-grooming-at-home/greater-noida', '/gurugram': '/pet-grooming-at-home/gurugram', '/gurgaon': '/pet-grooming-at-home/gurugram',
  '/faridabad': '/pet-grooming-at-home/faridabad', '/ghaziabad': '/pet-grooming-at-home/ghaziabad', '/pet-boarding-service-noida-ncr': '/pet-grooming-at-home/noida',
};

describe('the route table', () => {
  it.each(mainRoutes)('has the main page %s', (path) => {
    expect(byPath.get(path)?.kind).toBe('page');
  });
  it.each(cities)('has the city page of %s', (slug) => {
    expect(byPath.get(`/pet-grooming-at-home/${slug}`)?.page.template).toBe('city');
  });
  it('has all 17 locality pages, each tied to a city', () => {
    for (const slug of localities) expect(byPath.get(`/pet-grooming-at-home/${slug}`)?.page.template, slug).toBe('locality');
    expect(localities).toHaveLength(17);
  });
  it('has a page for every blog slug, plus numbered blog pages of 7 posts', () => {
    for (const slug of slugs) expect(byPath.get(`/blog/${slug}`)?.page.template, slug).toBe('post');
    const pages = routes.filter((r) => r.page.template === 'blog');
    expect(pages.map((r) => r.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    for (const p of pages) if (p.page.template === 'blog') expect(p.page.posts.length).toBeLessThanOrEqual(7);
  });
  it('sends each alias, legacy path and short city route to its target, with the target as canonical', () => {
    for (const [path, target] of Object.entries(aliasTargets)) {
      const r = byPath.get(path);
      expect(r?.kind, path).toBe('alias');
      expect(r?.canonicalPath, path).toBe(target);
      expect(r?.page, path).toEqual(byPath.get(target)?.page);
    }
  });
  it('has at least 200 home aliases', () => {
    expect(routes.filter((r) => r.kind === 'alias' && r.canonicalPath === '/').length).toBeGreaterThanOrEqual(200);
  });
  it('has a 404 page written to 404.html', () => {
    expect(routes.find((r) => r.kind === 'not-found')?.file).toBe('404.html');
  });
  it('gives every route its own file, with /x as x.html beside the folder of the pages under it, and .html paths kept', () => {
    expect(new Set(routes.map((r) => r.file)).size).toBe(routes.length);
    expect(byPath.get('/gallery-single.html')?.file).toBe('gallery-single.html');
    expect(byPath.get('/contact.php')?.file).toBe('contact.php.html');
    expect(byPath.get('/')?.file).toBe('index.html');
    expect(byPath.get('/blog')?.file).toBe('blog.html');
    expect(byPath.get('/blog/page/2')?.file).toBe('blog/page/2.html');
    expect(byPath.get('/pet-grooming-at-home/noida')?.file).toBe('pet-grooming-at-home/noida.html');
    expect(routes.filter((r) => r.file.endsWith('/index.html'))).toEqual([]);
    for (const r of routes) expect(pathForFile(r.file), r.path).toBe(r.path.replace(/\.html$/, ''));
  });
  it('writes no page for a legacy address, which every host redirects', () => {
    const legacy = routes.filter((r) => r.legacy);
    expect(legacy.map((r) => r.path).sort()).toEqual(['/about.php', '/contact.php', '/gallery-single.html', '/gallery.php', '/index.php', '/price.php']);
    expect(legacy.filter(writesPage)).toEqual([]);
    expect(routes.filter((r) => !r.legacy).every(writesPage)).toBe(true);
  });
  it('marks the confirmation pages noindex', () => {
    for (const p of ['/booking-confirm', '/thank-you', '/thanks', '/contact-confirm']) expect(byPath.get(p)?.noindex, p).toBe(true);
  });
});

describe('two routes for one file', () => {
  it('fail the plan before anything renders, naming both', () => {
    // A post whose slug makes it collide with blog page 2 ("/blog/page" + "/2" cannot, but a
    // post path equal to a city shortcut can): forge one by giving a post the path of another.
    const forged = { ...site, posts: [...site.posts, { ...site.posts[0] }] } as Site;
    let error: unknown;
    try { planRoutes(forged); } catch (err) { error = err; }
    expect(error).toBeInstanceOf(GroomsiteError);
    const e = error as GroomsiteError;
    expect(e.name).toBe('DuplicateRoute');
    expect(e.problems[0].message).toMatch(new RegExp(`${site.posts[0].path} would write dist/blog/${site.posts[0].slug}.html, which ${site.posts[0].path} .* writes too`));
  });
});
