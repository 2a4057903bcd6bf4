// The redirects of dist/_redirects, the file Cloudflare Pages and Netlify read, followed by
// `serve` too: an old address (/contact.php) answers the same 301 behind every host, and the
// build writes no page there (model/routes.ts, writesPage). Only the form the build writes is
// read: `from to status`, exact paths, one a line, and `/b/* /b 200`: a path under a prefix
// answered with one page (a rewrite, status 200), as those hosts read a splat. A 404 rule
// (`/hi/* /hi/404.html 404`, Netlify's not-found page for a part of the site) is no redirect: it
// names the page a missing path under it gets, with status 404, and only when no file is there.
import fs from 'node:fs';
import path from 'node:path';

export interface Redirect { to: string; status: number }

export function parseRedirects(text: string): Map<string, Redirect> {
  const rules = new Map<string, Redirect>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to) continue; // comments and anything not a path
    if (!rules.has(from)) rules.set(from, { to, status: Number(status) || 302 }); // the first rule for a path wins, as on those hosts
  }
  return rules;
}

/**
 * The redirect for a pathname, read from `<root>/_redirects`, which is read again when it
 * changes: a rebuild swaps dist/ under a running server.
 */
export function redirectsIn(root: string): (pathname: string) => Redirect | undefined {
  const rules = rulesIn(root);
  return (pathname) => ruleFor(rules(), pathname);
}

/** The not-found page for a pathname (its 404 rule's target, `/hi/404.html`), else undefined: the site's own /404.html. */
export function notFoundPagesIn(root: string): (pathname: string) => string | undefined {
  const rules = rulesIn(root);
  return (pathname) => notFoundPageFor(rules(), pathname);
}

function rulesIn(root: string): () => Map<string, Redirect> {
  const file = path.join(root, '_redirects');
  let seen = '';
  let rules = new Map<string, Redirect>();
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.ino}-${stat.size}-${stat.mtimeMs}` : '';
    if (version !== seen) {
      seen = version;
      rules = stat ? parseRedirects(fs.readFileSync(file, 'utf8')) : new Map();
    }
    return rules;
  };
}

/**
 * The rule for a pathname: its exact rule, else a splat's. The one lookup of `serve` (above) and
 * `dev` (server/host-rules.ts), so dev answers /b/<token> and the old addresses as every host does.
 */
export function ruleFor(rules: ReadonlyMap<string, Redirect>, pathname: string): Redirect | undefined {
  const exact = rules.get(pathname);
  return exact && exact.status !== 404 ? exact : splatFor(rules, pathname, (status) => status !== 404);
}

/** The page a missing pathname gets from a 404 rule, if one covers it. */
export function notFoundPageFor(rules: ReadonlyMap<string, Redirect>, pathname: string): string | undefined {
  const exact = rules.get(pathname);
  return (exact?.status === 404 ? exact : splatFor(rules, pathname, (status) => status === 404))?.to;
}

/** A `/prefix/* /page.html 200` rule for a path one segment or more under the prefix. */
function splatFor(rules: ReadonlyMap<string, Redirect>, pathname: string, kind: (status: number) => boolean): Redirect | undefined {
  for (const [from, rule] of rules) {
    if (!from.endsWith('/*') || !kind(rule.status)) continue;
    const prefix = from.slice(0, -1);
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) return rule;
  }
  return undefined;
}
