// The route table's types. A Route says which page component renders it, with what data, and
// where its HTML goes; aliases carry their target's page and a canonical link to the target.
import type { City, HeroPhoto, Locality, PageTemplate, Pet, Post } from './types.ts';

export type PageSpec =
  | { template: Exclude<PageTemplate, 'pet-packages' | 'blog'>; heading?: string; hero?: HeroPhoto }
  | { template: 'pet-packages'; pet: Pet; heading?: string; hero?: HeroPhoto }
  | { template: 'blog'; heading?: string; pageNumber: number; pageCount: number; posts: readonly Post[] }
  | { template: 'city'; city: City }
  | { template: 'locality'; locality: Locality }
  | { template: 'post'; post: Post }
  | { template: 'not-found' }
  /** The customer's own page, one shell for every /b/<token> (the host serves b.html for them all). */
  | { template: 'visit-link' };

export interface Route {
  /** The address a visitor types, e.g. /blog/diy-dog-bathing. */
  path: string;
  /** Where the HTML goes inside dist/, e.g. blog/diy-dog-bathing.html (fileForPath). */
  file: string;
  kind: 'page' | 'alias' | 'not-found';
  title: string;
  description: string;
  /** The path search engines should index this content under (the target, for aliases). */
  canonicalPath: string;
  noindex: boolean;
  /** Alias groups marked legacy: host configs also redirect these. */
  legacy?: boolean;
  page: PageSpec;
  /** The file the content comes from, for error messages. */
  source: string;
  /** The language of the page when not the default (model/languages.ts): its Site is that edition. */
  lang?: string;
  /** Every language version of the page, itself included, for hreflang and the sitemap; absent when it has none. */
  alternates?: readonly Alternate[];
}

/** One language version of a page: `hreflang` is en-IN, hi-IN or x-default. */
export interface Alternate { hreflang: string; path: string }

/**
 * dist/ file for a path: / -> index.html, /x -> x.html, a path that names a .html file keeps it.
 * A page is a file beside the folder of the pages under it (blog.html beside blog/page/2.html),
 * never a folder's index.html: Cloudflare Pages and Netlify answer /x from x.html with 200, but
 * /x from x/index.html with a redirect to /x/, and the site links to and names /x as canonical.
 */
export function fileForPath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  if (clean.endsWith('.html')) return clean;
  return `${clean}.html`;
}

/** The address a dist/ file is served at, fileForPath read backwards: blog/x.html -> /blog/x, index.html -> /. */
export function pathForFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/**
 * Whether the build writes a route's page. A legacy alias is only a redirect (nginx, _redirects,
 * serve): a file at its address would shadow the redirect on Netlify, which serves a file that
 * exists before it reads an unforced rule.
 */
export function writesPage(route: Route): boolean {
  return !(route.kind === 'alias' && route.legacy);
}
