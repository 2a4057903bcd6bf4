// Which parts of the site a page reads while it renders, so that the next build renders it again
// only when one of them changed (page-memo.ts). The templates see the site through a proxy that
// notes every property read, down to three levels (packages.2.offerPrice, raw.site.phone,
// fromPrice), and which keys it asked for or listed; below
// that the values are the site's own, and a change anywhere under a noted path counts as a change
// of that path. Coarser than each field, never blind: a read the proxy did not see cannot happen,
// since every template gets the site only through it.
import { hash } from 'node:crypto';
import type { Site } from '../../model/types.ts';

/** Down to this many levels a read is noted as its path; the value there is hashed whole. */
const DEPTH = 3;
/** The other languages' sites (Site.editions). */
const EDITIONS = 'editions';
/** Between the keys of a path: a character no key of the site holds (file names and dates hold dots). */
const SEP = '\u001f';
/** The last step of a path whose value is only whether its key exists (an array's map asks that of every index). */
const EXISTS = '\u0000in';
/** The last step of a path whose value is the list of keys there. */
const KEYS = '\u0000keys';

/** The noted path of these keys ("packages", "2", "offerPrice"). */
export const pathOf = (...keys: string[]): string => keys.join(SEP);

/** A noted path as words, for messages and tests: "packages.3.offerPrice", "packages.3 (exists)". */
export function showPath(path: string): string {
  return path.split(SEP).map((k) => (k === EXISTS ? '(exists)' : k === KEYS ? '(keys)' : k)).join('.').replace(/\.\((exists|keys)\)$/, ' ($1)');
}

/** The reads of the page (and of the shared part) being rendered: nested scopes, each collecting every read. */
export class SiteReads {
  private readonly scopes: Set<string>[] = [];

  begin(): void { this.scopes.push(new Set()); }
  end(): Set<string> { return this.scopes.pop() ?? new Set(); }
  note(path: string): void { for (const scope of this.scopes) scope.add(path); }
  noteAll(paths: Iterable<string>): void { for (const p of paths) this.note(p); }
}

/** `site` as the templates should see it: every read of its first three levels is noted in `reads`. */
export function trackedSite(site: Site, reads: SiteReads): Site {
  return watch(site, '', 1, reads, new Map()) as Site;
}

/**
 * The proxy stands over a shallow copy: the site is frozen (resolve.ts), and a proxy of a frozen
 * object must hand out its very values, not proxies of them. Each watched object is made once.
 */
function watch(value: object, prefix: string, level: number, reads: SiteReads, made: Map<string, object>): object {
  // Each key's path made once: the same string each time hashes once (a page reads some 200 paths,
  // each noted in a Set) and makes no garbage.
  const paths = new Map<string, string>();
  const existsPaths = new Map<string, string>();
  return new Proxy(unfrozenCopy(value), {
    get(target, key, receiver) {
      const inner = Reflect.get(target, key, receiver);
      // Symbols and inherited methods (an array's map, say) are not data: what they read is seen on its own.
      if (typeof key === 'symbol' || (!Object.hasOwn(target, key) && inner !== undefined)) return inner;
      let path = paths.get(key);
      if (path === undefined) paths.set(key, (path = prefix + key));
      if (level < DEPTH && inner !== null && typeof inner === 'object') {
        let proxy = made.get(path);
        // Another language's site (editions.hi) is noted as deep as the site itself: its pages read it as theirs.
        const next = path === EDITIONS ? 0 : level + 1;
        if (!proxy) made.set(path, (proxy = watch(inner, `${path}${SEP}`, next, reads, made)));
        return proxy;
      }
      reads.note(path);
      return inner;
    },
    has(target, key) {
      // Whether the key is there, not its value (an array's map asks this of every index).
      if (typeof key !== 'symbol') {
        let path = existsPaths.get(key);
        if (path === undefined) existsPaths.set(key, (path = `${prefix}${key}${SEP}${EXISTS}`));
        reads.note(path);
      }
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      // Which keys there are, not their values: those are read one by one.
      reads.note(`${prefix}${KEYS}`);
      return Reflect.ownKeys(target);
    },
  });
}

/** A copy whose properties a proxy may stand for; getters are copied as getters, not called (a render worker's site.posts throws). */
function unfrozenCopy(value: object): object {
  const copy: object = Array.isArray(value) ? [] : {};
  for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    if (Array.isArray(value) && key === 'length') continue; // an array's own, set by its items
    Object.defineProperty(copy, key, { ...d, configurable: true, ...('value' in d ? { writable: true } : {}) });
  }
  return copy;
}

/** The value at a noted path, hashed: equal hashes, equal reads. Memoised per site, since thousands of pages share paths. */
export class SiteValues {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly site: Site) {}

  hashOf(path: string): string {
    let h = this.hashes.get(path);
    if (h === undefined) {
      this.hashes.set(path, (h = hash('sha1', JSON.stringify(this.valueAt(path)) ?? 'undefined', 'base64')));
    }
    return h;
  }

  private valueAt(path: string): unknown {
    const keys = path.split(SEP);
    const last = keys.at(-1);
    if (last === KEYS || last === EXISTS) keys.pop();
    const key = last === EXISTS ? keys.pop()! : undefined;
    let v: unknown = this.site;
    for (const k of keys) {
      if (v === null || typeof v !== 'object') return undefined;
      v = (v as Record<string, unknown>)[k];
    }
    if (last === KEYS) return v !== null && typeof v === 'object' ? Object.keys(v) : undefined;
    if (key !== undefined) return v !== null && typeof v === 'object' && key in v;
    return v;
  }
}
