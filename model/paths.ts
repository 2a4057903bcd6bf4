// The site's URL shapes, shared by the route plan, the templates that link to them, the lead API
// and the desk. Each shape is built and read by the same few lines, so they cannot drift apart.
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

/** The city slug of a city page, given as a path or a full URL ("noida" for .../pet-grooming-at-home/noida), or "". */
export function citySlugOf(pageOrUrl: string | undefined): string {
  return CITY_PAGE.exec(pathnameOf(pageOrUrl))?.[1] ?? '';
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
