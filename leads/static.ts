import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { CompressedCache, compressResponse } from './compress.ts';

/**
 * Serves a built dist/ the way static hosts do, on top of sirv (content types, ETag,
 * Last-Modified, 304, ranges, precompressed .br/.gz twins, traversal-safe lookups):
 * - `/x` answers `x.html` or `x/index.html`; `/gallery-single.html` is a plain file.
 * - fingerprinted files under /assets/ (`app.3f9a1c2b.js`) are cached for a year, immutable;
 *   HTML must be revalidated on every visit (`no-cache`, cheap thanks to the ETag); other files
 *   (robots.txt, unfingerprinted images) for an hour.
 * - dot-files and `..` are never served; unknown paths get dist/404.html with status 404.
 * sirv runs in its `dev` mode, which looks files up on each request instead of listing dist/ at
 * start: a rebuild that swaps dist/ under a running server is then served correctly.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=3600';

const FINGERPRINTED = /^\/assets\/(?:[^/]+\/)*[^/]+\.[0-9a-z_-]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a request path, decided before the file is looked up. */
export function cacheControlFor(pathname: string): string {
  if (FINGERPRINTED.test(pathname)) return IMMUTABLE;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const ext = last.includes('.') ? last.slice(last.lastIndexOf('.') + 1).toLowerCase() : '';
  // Legacy aliases such as /about.php are pages too (the build writes about.php/index.html).
  return ext === '' || ext === 'html' || ext === 'htm' || ext === 'php' ? REVALIDATE : SHORT;
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

export function createStaticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const files = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, extensions: ['html', 'htm'], dotfiles: false });
  const compressed = new CompressedCache();

  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', REVALIDATE);
    let page: Buffer;
    try {
      page = await fs.readFile(path.join(root, '404.html'));
    } catch {
      page = Buffer.from('404 Not Found\n');
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': page.length });
      res.end(page);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
    res.end(page);
  }

  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    compressResponse(req, res, compressed);
    const pathname = safePathname(req.url);
    const fail = () => {
      if (!res.headersSent) res.destroy();
    };
    if (pathname === undefined) {
      notFound(req, res).catch(fail);
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    files(req, res, () => {
      notFound(req, res).catch(fail);
    });
  };
}
