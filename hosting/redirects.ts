// The redirects of dist/_redirects, the file Cloudflare Pages and Netlify read, followed by
// `serve` too: an old address (/contact.php) answers the same 301 behind every host, and the
// build writes no page there (model/routes.ts, writesPage). Only the form the build writes is
// read: `from to status`, exact paths, one a line, and `/b/* /b 200`: a path under a prefix
// answered with one page (a rewrite, status 200), as those hosts read a splat.
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
  const file = path.join(root, '_redirects');
  let seen = '';
  let rules = new Map<string, Redirect>();
  return (pathname) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.ino}-${stat.size}-${stat.mtimeMs}` : '';
    if (version !== seen) {
      seen = version;
      rules = stat ? parseRedirects(fs.readFileSync(file, 'utf8')) : new Map();
    }
    return ruleFor(rules, pathname);
  };
}

/**
 * The rule for a pathname: its exact rule, else a splat's. The one lookup of `serve` (above) and
 * `dev` (server/host-rules.ts), so dev answers /b/<token> and the old addresses as every host does.
 */
export function ruleFor(rules: ReadonlyMap<string, Redirect>, pathname: string): Redirect | undefined {
  return rules.get(pathname) ?? splatFor(rules, pathname);
}

/** A `/prefix/* /page.html 200` rule for a path one segment or more under the prefix. */
function splatFor(rules: ReadonlyMap<string, Redirect>, pathname: string): Redirect | undefined {
  for (const [from, rule] of rules) {
    if (!from.endsWith('/*')) continue;
    const prefix = from.slice(0, -1);
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) return rule;
  }
  return undefined;
}
