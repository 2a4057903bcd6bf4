// Whether a page would come out as the last build wrote it (page-memo.ts): the same route, the
// same render code, and the same values at the site paths it read then.
import { createHash } from 'node:crypto';
import { SiteValues } from './site-reads.ts';
import { codeKeyOf } from './render-code.ts';
import type { Route } from '../../model/routes.ts';
import type { Post, Site } from '../../model/types.ts';

/**
 * A post as a page's inputs hold it: its article by its hash, as JSON. Kept per post object: a
 * blog page lists the posts whose own pages hashed them already (a 10,000-post site has some
 * 2,900 blog pages of 7 posts each), and stringifying them again was most of a rebuild's
 * checking which pages changed.
 */
const postJson = new WeakMap<Post, string>();
function jsonOfPost(post: Post): string {
  let json = postJson.get(post);
  if (json === undefined) postJson.set(post, (json = JSON.stringify({ ...post, text: post.text.hash })));
  return json;
}

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
   * trusted it: one hash per route, over its JSON with each post's text replaced by its hash.
   */
  inputsOf(route: Route): string {
    const { page } = route;
    // The code that renders this kind of page (render-code.ts) is an input too.
    const inputs = createHash('sha1').update(codeKeyOf(this.codeKeys, route) ?? '');
    if (page.template === 'post') inputs.update(JSON.stringify({ ...route, page: { ...page, post: undefined } })).update(jsonOfPost(page.post));
    else if (page.template === 'blog') {
      inputs.update(JSON.stringify({ ...route, page: { ...page, posts: undefined } }));
      for (const post of page.posts) inputs.update('\n').update(jsonOfPost(post));
    } else inputs.update(JSON.stringify(route));
    return inputs.digest('base64');
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
