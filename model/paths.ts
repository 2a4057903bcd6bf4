// The site's URL shapes, shared by the route plan and the templates that link to them.
export const cityPath = (slug: string): string => `/pet-grooming-at-home/${slug}`;
export const postPath = (slug: string): string => `/blog/${slug}`;
export const postImage = (slug: string): string => `/images/blog/${slug}.svg`;
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
