// The site's URL shapes, shared by the route plan, the templates that link to them, the lead API
// and the desk. Each shape is built and read by the same few lines, so they cannot drift apart.
import { pathIn } from './languages.ts';
import type { Site } from './types.ts';

const CITY_BASE = '/pet-grooming-at-home/';
export const cityPath = (slug: string): string => `${CITY_BASE}${slug}`;
// A city page in any language: /pet-grooming-at-home/noida, /hi/pet-grooming-at-home/noida.
const CITY_PAGE = /^(?:\/[a-z]{2})?\/pet-grooming-at-home\/([a-z0-9-]+)\/?$/;

/**
 * The pathname of what a form sent as its page: browsers send the full URL (`location.href`),
 * older leads and scripts a path. Query and fragment are dropped; "" when there is nothing.
 */
export function pathnameOf(pageOrUrl: string | undefined): string {
  const text = (pageOrUrl ?? '').trim();
  if (text === '') return '';
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(text);
  const rest = scheme ? text.slice(scheme[0].length) : text;
  const pathname = rest.split(/[?#]/, 1)[0];
  return pathname === '' ? '/' : pathname;
}

/** The site's pages that name a city, by pathname, with that city's slug (pageCitiesOf). */
export type PageCities = Readonly<Record<string, string>>;

/**
 * Each page that names a city, with the city whose team serves it: a city page (a landing page
 * too) its own slug, a locality page its team's city (none for a place visited on request), a city
 * shortcut the city it leads to, and the city and locality pages again in each other language.
 */
export function pageCitiesOf(site: Pick<Site, 'cities' | 'localities' | 'raw' | 'language'>): PageCities {
  const pages: Record<string, string> = {};
  for (const c of site.cities) pages[c.path] = c.slug;
  for (const l of site.localities) if (!l.onRequest) pages[l.path] = l.city.slug;
  for (const s of site.raw.cityShortcuts) pages[pathnameOf(s.path)] = s.city;
  // The same pages in the other languages (/hi/pet-grooming-at-home/noida) name the same city.
  for (const language of site.language.languages.slice(1)) {
    for (const [path, slug] of Object.entries(pages)) if (path.startsWith(CITY_BASE)) pages[pathIn(language.prefix, path)] = slug;
  }
  return pages;
}

/**
 * The city of a page, given as a path or a full URL: the city whose team serves it, so the page of
 * a locality is its team's city's ("noida" for .../pet-grooming-at-home/sector-18-noida), "" for a
 * page of no city. `pages`: the site's (pageCitiesOf); a caller told no site's pages (a test's
 * server, a script) reads a city page's address itself ("noida" for .../pet-grooming-at-home/noida).
 */
export function cityOfPage(pageOrUrl: string | undefined, pages?: PageCities): string {
  const pathname = pathnameOf(pageOrUrl).replace(/(.)\/+$/, '$1');
  if (pages) return Object.hasOwn(pages, pathname) ? pages[pathname] : '';
  return CITY_PAGE.exec(pathname)?.[1] ?? '';
}

/** The pathnames whose city is `city` (cityOfPage's answer read backwards): its page alone when the site's pages are not told. */
export function pagesOfCity(city: string, pages?: PageCities): string[] {
  return pages ? Object.keys(pages).filter((path) => pages[path] === city) : [cityPath(city)];
}

/**
 * SQL LIKE patterns (escape character `\`) that match a stored `path` whose pathname is `pathname`:
 * the path itself, with a query or fragment, or inside a full URL. For the desk's filters, which
 * must find leads stored as browsers send them without rewriting the stored rows.
 */
export function pathnameLikePatterns(pathname: string): string[] {
  const literal = pathname.replace(/[\\%_]/g, (c) => `\\${c}`);
  const paths = [literal, `${literal}?%`, `${literal}#%`];
  return [...paths, ...paths.map((p) => `%://%${p}`)];
}

export const postPath = (slug: string): string => `/blog/${slug}`;
export const postImage = (slug: string): string => `/images/blog/${slug}.svg`;
/** A hero slide's drawing (templates/art/files.ts draws it). */
export const slideImage = (id: string): string => `/images/slides/${id}.svg`;
/** Page 1 of the blog is /blog itself. */
export const blogPagePath = (n: number): string => (n === 1 ? '/blog' : `/blog/page/${n}`);
/** The blog's Atom feed, linked from the head of every page. */
export const feedPath = '/blog/feed.xml';
/** The web app manifest and the raster icons: the home-screen icon, PNG favicons, the manifest's icons. */
export const manifestPath = '/site.webmanifest';
export const appIcons = [
  { path: '/apple-touch-icon.png', size: 180, manifest: false },
  { path: '/favicon-32x32.png', size: 32, manifest: false },
  { path: '/icon-192.png', size: 192, manifest: true },
  { path: '/icon-512.png', size: 512, manifest: true },
] as const;
