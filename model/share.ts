// Link previews: which 1200x630 picture a page names in og:image, shared by the head (which
// names it) and the pipeline (which draws it). Apps that show link previews (WhatsApp, Facebook,
// X) read only raster images, so these are JPEGs drawn from the site's SVG art.
import type { Route } from './routes.ts';

export const shareImage = { width: 1200, height: 630, type: 'image/jpeg' } as const;
/** The site's own preview: the home page, and the pages that have none of their own (404, confirmations). */
export const siteShareImage = '/images/share/site.jpg';
/**
 * The newest posts get a preview with their own title; older ones share their pet's picture. A
 * weekly blog has two years of posts with their own; a synthetic blog of 10,000 posts does not
 * draw 10,000 pictures on a cold cache.
 */
export const OWN_PREVIEW_POSTS = 100;

export const postSharePath = (slug: string): string => `/images/share/blog/${slug}.jpg`;
export const petSharePath = (pet: string): string => `/images/share/blog-${pet}.jpg`;

/** The preview picture of a route's page (an alias shows its target's). */
export function shareImageOf(route: Route): string {
  const p = route.page;
  if (route.kind === 'not-found' || route.noindex) return siteShareImage;
  switch (p.template) {
    case 'post': return p.post.preview;
    case 'city': return `/images/share/city/${p.city.slug}.jpg`;
    case 'locality': return `/images/share/locality/${p.locality.slug}.jpg`;
    case 'blog': return '/images/share/page/blog.jpg';
    case 'home': return siteShareImage;
    default: return `/images/share/page/${route.canonicalPath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '-')}.jpg`;
  }
}
