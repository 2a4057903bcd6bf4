// The route table's types. A Route says which page component renders it, with what data, and
// where its HTML goes; aliases carry their target's page and a canonical link to the target.
import type { City, Locality, PageTemplate, Pet, Post } from './types.ts';

export type PageSpec =
  | { template: Exclude<PageTemplate, 'pet-packages' | 'blog'>; heading?: string }
  | { template: 'pet-packages'; pet: Pet; heading?: string }
  | { template: 'blog'; heading?: string; pageNumber: number; pageCount: number; posts: readonly Post[] }
  | { template: 'city'; city: City }
  | { template: 'locality'; locality: Locality }
  | { template: 'post'; post: Post }
  | { template: 'not-found' };

export interface Route {
  /** The address a visitor types, e.g. /blog/diy-dog-bathing. */
  path: string;
  /** Where the HTML goes inside dist/, e.g. blog/diy-dog-bathing/index.html. */
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
}

/** dist/ file for a path: /x -> x/index.html, but a path that names a .html file keeps it. */
export function fileForPath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  if (clean.endsWith('.html')) return clean;
  return `${clean}/index.html`;
}
