// The one list of what a build writes beside the pages and the link previews: `build` writes it
// into dist/, `dev` serves it from memory, so the two cannot disagree on a file.
import type { OutputFile } from '../write.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { atomFeed, feedPath } from './feed.ts';
import { headersFile, redirectsFile } from './host-config.ts';
import type { Route } from '../../model/routes.ts';
import type { PostText, Site } from '../../model/types.ts';

/** What the caller made already: bundles and styles, encoded pictures, drawn art. */
export interface SiteFileParts {
  assets: readonly OutputFile[];
  pictures: readonly OutputFile[];
  /**
   * The drawn images: the build passes those of no post (each post's own picture is written with
   * its page), dev every one (it writes no pages), from the templates it loaded last.
   */
  art: readonly OutputFile[];
  /** A post's article as HTML, for the feed (a build's from load/article-cache.ts); by default rendered now. */
  articleHtml?: (text: PostText) => string;
}

/**
 * The site-level files, in the order they are written (a later one of the same name wins).
 * `_redirects` and `_headers` go into the upload, because the hosts that read them (Cloudflare
 * Pages, Netlify) read them there and never serve them; dev, which is its own host, leaves them
 * out with `hostConfigs: false`. nginx.conf is no file of the upload (host-config.ts, hostFiles).
 */
export function siteFiles(site: Site, routes: readonly Route[], parts: SiteFileParts, options: { hostConfigs?: boolean } = {}): OutputFile[] {
  const files: OutputFile[] = [
    ...parts.assets, ...parts.pictures, ...parts.art,
    { file: 'sitemap.xml', content: sitemapXml(site, routes) },
    { file: 'robots.txt', content: robotsTxt(site) },
    { file: feedPath.slice(1), content: atomFeed(site, parts.articleHtml) },
  ];
  if (options.hostConfigs === false) return files;
  return [
    ...files,
    { file: '_redirects', content: redirectsFile(routes) },
    { file: '_headers', content: headersFile(site) },
  ];
}
