// Whether a page would come out as the last build wrote it (page-memo.ts): the same route, the
// same render code, and the same values at the site paths it read then.
import { hash } from 'node:crypto';
import { SiteValues } from './site-reads.ts';
import { codeKeyOf } from './render-code.ts';
import type { Route } from '../../model/routes.ts';
import type { Post, Site } from '../../model/types.ts';

/**
 * A post as a page's inputs hold it: the hash of its fields, with its article by the article's
 * hash. Kept per post object: a blog page lists the posts whose own pages hashed them already (a
 * 10,000-post site has some 2,900 blog pages of 7 posts each, and the Hindi blog lists them all
 * again). The fields are written out one after the other, each with its length, rather than
 * stringified as JSON, and the hash rather than the text is kept: at 20,000 posts JSON took most
 * of a rebuild's check of which pages changed, and left 13 MB for the collector to walk.
 */
const postDigests = new WeakMap<Post, string>();
function digestOfPost(post: Post): string {
  let digest = postDigests.get(post);
  if (digest === undefined) {
    let fields = '';
    for (const key of POST_FIELDS) {
      const value = key === 'text' ? post.text.hash : post[key];
      fields += value === undefined ? '-' : `${String(value).length}:${value}`;
    }
    postDigests.set(post, (digest = hash('sha1', fields, 'base64')));
  }
  return digest;
}

/** Every field of a post, in the order its digest reads them (a field left out is a type error below). */
const POST_FIELDS = ['slug', 'path', 'file', 'title', 'heading', 'bodyLine', 'description', 'excerpt', 'date', 'isoDate', 'pet', 'imageAlt', 'image', 'status', 'preview', 'text', 'lang'] as const satisfies readonly (keyof Post)[];
export type PostFieldUnhashed<T extends never = Exclude<keyof Post, (typeof POST_FIELDS)[number]>> = T;

/** What the check reads of a page the last build wrote (page-memo.ts, PageEntry): its inputs' hash and its set of reads. */
interface Written { inputs: string; reads: string }

/** The last build's sets of reads, with each path's value then, and its pages (a worker gets each batch's in a Map). */
export interface LastReads<E extends Written> {
  readSets: Readonly<Record<string, [path: string, value: string][]>>;
  pages: ReadonlyMap<string, E> | Readonly<Record<string, E>>;
}

/** Whether a route's page would come out as the last build wrote it: same route, same values at the paths it read. */
export class MemoCheck<E extends Written> {
  private readonly values: SiteValues;
  private readonly stillSame = new Map<string, boolean>();

  constructor(site: Site, private readonly previous: LastReads<E> | undefined, private readonly codeKeys: Readonly<Record<string, string>> = {}) {
    this.values = new SiteValues(site);
  }

  /**
   * The hash of what the route itself carries (its post, its blog page's posts, its city...). A
   * post's article goes in by its hash (load/article.ts), whether this build read the file or
   * trusted it: one hash per route, over its JSON with each of its posts replaced by the post's
   * digest (digestOfPost).
   */
  inputsOf(route: Route): string {
    const { page } = route;
    // The code that renders this kind of page (render-code.ts) is an input too. One string, hashed
    // at once: a hash object fed piece by piece cost more than the hashing at 13,000 pages.
    const code = codeKeyOf(this.codeKeys, route) ?? '';
    let inputs: string;
    if (page.template === 'post') inputs = `${code}${JSON.stringify({ ...route, page: { ...page, post: undefined } })}${digestOfPost(page.post)}`;
    else if (page.template === 'blog') {
      inputs = `${code}${JSON.stringify({ ...route, page: { ...page, posts: undefined } })}`;
      for (const post of page.posts) inputs += `\n${digestOfPost(post)}`;
    } else inputs = `${code}${JSON.stringify(route)}`;
    return hash('sha1', inputs, 'base64');
  }

  /** The last build's entry for the route when none of its inputs changed since. */
  unchanged(route: Route, inputs = this.inputsOf(route)): E | undefined {
    const last = this.lastEntry(route.path);
    return last && last.inputs === inputs && this.readsUnchanged(last.reads) ? last : undefined;
  }

  /** The set of reads `name` of the last build, with their values then. */
  readSet(name: string): [path: string, value: string][] | undefined {
    return this.previous?.readSets[name];
  }

  /** Each read path of a page just rendered, with the hash of its value now. */
  valuesOf(paths: readonly string[]): [path: string, value: string][] {
    return paths.map((p) => [p, this.values.hashOf(p)]);
  }

  private lastEntry(path: string): E | undefined {
    const pages = this.previous?.pages;
    if (!pages) return undefined;
    return pages instanceof Map ? pages.get(path) : Object.hasOwn(pages, path) ? (pages as Readonly<Record<string, E>>)[path] : undefined;
  }

  private readsUnchanged(name: string): boolean {
    let same = this.stillSame.get(name);
    if (same === undefined) {
      const set = this.previous?.readSets[name];
      same = !!set && set.every(([path, value]) => this.values.hashOf(path) === value);
      this.stillSame.set(name, same);
    }
    return same;
  }
}
