// sitemap.xml (indexable pages only: no aliases, no confirmation pages, no 404) and robots.txt.
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';
import { escapeHtml } from '../../model/html.ts';

export function isIndexable(r: Route): boolean {
  return r.kind === 'page' && !r.noindex;
}

export function sitemapXml(site: Site, routes: readonly Route[]): string {
  const urls = routes.filter(isIndexable).map((r) => {
    const lastmod = r.page.template === 'post' ? `<lastmod>${r.page.post.isoDate}</lastmod>` : '';
    // Each language version lists every version of itself, itself included (reciprocal, as in the pages' heads).
    const alternates = (r.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(site.origin + a.path)}"/>`).join('');
    return `<url><loc>${escapeHtml(site.origin + r.path)}</loc>${lastmod}${alternates}</url>`;
  });
  const xhtml = routes.some((r) => r.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** The owner's desk (/desk/, served by `serve`) is for staff only: never crawled, never in the sitemap. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /desk/\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
