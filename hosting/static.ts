import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { REVALIDATE, cacheControlFor, isHostConfigFile } from './headers.ts';

/**
 * Serves a built dist/ the way static hosts do, on top of sirv (content types, ETag,
 * Last-Modified, 304, ranges, traversal-safe lookups), for `groomsite serve`:
 * - `/x` answers `x.html` or `x/index.html`; `/gallery-single.html` is a plain file.
 * - the `.br`/`.gz` twins the build wrote are sent as they are to clients that accept them
 *   (nothing is compressed per request); every answer says `Vary: Accept-Encoding`.
 * - Cache-Control comes from hosting/headers.ts, as for every host config.
 * - dot-files, `..`, and the host configs (nginx.conf, _headers, _redirects) are never served;
 *   unknown paths get dist/404.html (or its twin) with status 404.
 * sirv runs in its `dev` mode, which looks files up on each request instead of listing dist/ at
 * start: a rebuild that swaps dist/ under a running server is then served correctly.
 */

export type Encoding = 'br' | 'gzip';

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

/** A decoded path that is safe to look up, or undefined (dot-files, `..`, NUL, backslash, bad escapes). */
export function safePathname(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split('?')[0].split('#')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
  const hidden = decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
  return hidden ? undefined : decoded;
}

const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function createStaticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const files = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, extensions: ['html', 'htm'], dotfiles: false });

  async function notFound(req: IncomingMessage, res: ServerResponse, encoding: Encoding | undefined): Promise<void> {
    res.setHeader('Cache-Control', REVALIDATE);
    const attempts: [string, Encoding | undefined][] = encoding ? [[`404.html${TWIN_SUFFIX[encoding]}`, encoding], ['404.html', undefined]] : [['404.html', undefined]];
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

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    // sirv matches "br" anywhere in the header (even "br;q=0"): hand it only the one we chose.
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    req.headers['accept-encoding'] = encoding ?? 'identity';
    const pathname = safePathname(req.url);
    const fail = () => {
      if (!res.headersSent) res.destroy();
    };
    if (pathname === undefined || isHostConfigFile(pathname) || /\.(br|gz)$/.test(pathname)) {
      notFound(req, res, encoding).catch(fail);
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    files(req, res, () => {
      notFound(req, res, encoding).catch(fail);
    });
  };
}
