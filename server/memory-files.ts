import type { ServerResponse } from 'node:http';
import { IMMUTABLE } from '../hosting/headers.ts';

// The in-memory counterpart of hosting/static.ts, for dev, which holds its site in memory instead
// of dist/: an answer typed by the file's extension, sent uncompressed (on loopback compression
// only costs time) and never kept, except fingerprinted bundles.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

/**
 * Sends `body` as a file of extension `ext`. `immutable`: the name carries a hash of the content
 * (an edit makes a new name), so the browser may keep it across reloads.
 */
export function sendMemoryFile(res: ServerResponse, status: number, ext: string, body: string | Uint8Array, options: { immutable?: boolean } = {}): void {
  res.writeHead(status, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': options.immutable ? IMMUTABLE : 'no-store' }).end(body);
}
