import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { REVALIDATE, cacheControlFor, isHostConfigFile } from './headers.ts';
import { findFile, sendFile, type Encoding } from './static-file.ts';
import { notFoundPagesIn, redirectsIn } from './redirects.ts';

/**
 * Serves a built dist/ the way static hosts do (content types, ETag, Last-Modified, 304, byte
 * ranges: static-file.ts), for `groomsite serve`:
 * - `/x` answers `x.html` (the build's layout: model/routes.ts) or `x/index.html`; `/x/` moves
 *   to `/x` (308) when `x.html` is a page, as on Cloudflare Pages and Netlify; `/gallery.html`
 *   is a plain file.
 * - the 301s of dist/_redirects (the old .php addresses) are followed, as those hosts follow them,
 *   and its 200 splat (`/b/* /b 200`) answers every customer's link with the one page b.html.
 * - the `.br`/`.gz` twins the build wrote are sent as they are to clients that accept them
 *   (nothing is compressed per request); every answer says `Vary: Accept-Encoding`. A request
 *   with a Range header gets the plain file, so its byte positions are those of the page.
 * - Cache-Control comes from hosting/headers.ts, as for every host config.
 * - dot-files, `..`, the host configs (nginx.conf, _headers, _redirects, also as `//nginx.conf`)
 *   and files that a symlink puts outside dist/ are never served; unknown paths get
 *   dist/404.html (or its twin) with status 404, or the page a 404 rule of _redirects names for
 *   them (`/hi/* /hi/404.html 404`: the Hindi 404 under /hi/), as Netlify answers them.
 * - no error while serving a file ends the process: it becomes a 500, or a cut connection once
 *   the answer has begun.
 * Files are looked up on each request, not listed at start: a rebuild that swaps dist/ under a
 * running server is then served correctly.
 */

export type { Encoding } from './static-file.ts';

/** Picks br over gzip when the client accepts it (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding ?? '';
  const accepted = new Set(
    text
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * A decoded path that is safe to look up, or undefined (dot-files, `..`, NUL, backslash, bad
 * escapes). Runs of slashes are one slash, as for the file system: `//nginx.conf` is checked, and
 * looked up, as `/nginx.conf`.
 */
export function safePathname(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split('?')[0].split('#')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
  decoded = decoded.replace(/\/{2,}/g, '/');
  const hidden = decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
  return hidden ? undefined : decoded;
}

const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function createStaticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const redirectFor = redirectsIn(root);
  const notFoundPageFor = notFoundPagesIn(root);

  async function notFound(req: IncomingMessage, res: ServerResponse, encoding: Encoding | undefined, pathname: string | undefined): Promise<void> {
    res.setHeader('Cache-Control', REVALIDATE);
    const own = pathname === undefined ? undefined : notFoundPageFor(pathname)?.replace(/^\/+/, '');
    const pages = own && !own.split('/').includes('..') ? [own, '404.html'] : ['404.html'];
    const attempts = pages.flatMap((page): [string, Encoding | undefined][] => (encoding ? [[`${page}${TWIN_SUFFIX[encoding]}`, encoding], [page, undefined]] : [[page, undefined]]));
    for (const [name, used] of attempts) {
      const page = await fs.readFile(path.join(root, name)).catch(() => undefined);
      if (!page) continue;
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length, ...(used ? { 'Content-Encoding': used } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    const text = Buffer.from('404 Not Found\n');
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': text.length });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  function answer(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const pathname = safePathname(req.url);
    const missing = () => notFound(req, res, encoding, pathname).catch(() => fail(res));
    if (pathname === undefined || isHostConfigFile(pathname) || /\.(br|gz)$/.test(pathname)) {
      missing();
      return;
    }
    const rule = redirectFor(pathname);
    // A 200 rule is a rewrite: every customer's link /b/<token> is answered with the one page b.html.
    const served = rule?.status === 200 ? rule.to : pathname;
    const moved = rule?.status === 200 ? undefined : rule ?? withoutTrailingSlash(root, pathname, req.url);
    if (moved) {
      res.writeHead(moved.status, { Location: moved.to, 'Content-Length': 0 }).end();
      return;
    }
    // A ranged request gets the plain file: byte positions of a twin would mean nothing to it.
    const file = findFile(root, served, req.headers.range === undefined ? encoding : undefined);
    if (!file) {
      missing();
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(served));
    sendFile(req, res, file);
  }

  return (req, res) => {
    try {
      answer(req, res);
    } catch {
      fail(res); // a file gone between lookup and open, a permission denied...: this answer only
    }
  };
}

/** `/about/` -> `/about` (query kept) when about.html is there: the page's one address, as static hosts answer it. */
function withoutTrailingSlash(root: string, pathname: string, url: string | undefined): { to: string; status: number } | undefined {
  const page = pathname.replace(/\/+$/, '');
  if (page === pathname || page === '' || !findFile(root, `${page}.html`, undefined)) return undefined;
  const query = (url ?? '').indexOf('?');
  return { to: `${encodeURI(page)}${query >= 0 ? (url ?? '').slice(query) : ''}`, status: 308 };
}

/** The last resort: a 500 when nothing was sent yet, else the connection is cut. */
function fail(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.removeHeader('Cache-Control');
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('500 Internal Server Error\n');
}
