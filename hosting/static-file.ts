// Finding and sending one file of dist/ for `groomsite serve`. This replaced sirv, whose sender
// (3.0.2) threw on a reversed Range (an uncaught exception that ended the process), sent the
// wrong bytes for `bytes=-N` and `bytes=0-0`, left its read stream without an error listener
// (a file removed mid-request ended the process too), and followed symlinks out of the folder.
// The content types are still sirv's: the same `mrmime` table.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup as mimeType } from 'mrmime';
import { rangeOf } from './range.ts';

export type Encoding = 'br' | 'gzip';
const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface FoundFile {
  /** Absolute path of the file to send (the twin when there is one). */
  abs: string;
  /** The name whose type the answer has (the page's, not its twin's). */
  name: string;
  encoding?: Encoding;
}

function isFile(abs: string): boolean {
  return fs.statSync(abs, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Only files whose real path is inside the served folder: a symlink out of it is not followed. */
function isInside(abs: string, realRoot: string): boolean {
  const real = fs.realpathSync(abs);
  return real === realRoot || real.startsWith(realRoot + path.sep);
}

/**
 * The file a static host answers for a decoded, normalised pathname: `/x` is `x`, `x.html`,
 * `x/index.html` (and `.htm`), the `.br`/`.gz` twin of that file when the client accepts it.
 */
export function findFile(root: string, pathname: string, encoding: Encoding | undefined): FoundFile | undefined {
  const realRoot = fs.realpathSync(root);
  const base = pathname.replace(/\/+$/, '');
  const names = ['', '.html', '.htm'].flatMap((ext) => [...(base ? [base + ext] : []), `${base}/index${ext}`]);
  for (const name of names) {
    const abs = path.join(root, name);
    if (!isFile(abs)) continue;
    if (!isInside(abs, realRoot)) return undefined;
    const twin = encoding && abs + TWIN_SUFFIX[encoding];
    if (twin && isFile(twin) && isInside(twin, realRoot)) return { abs: twin, name, encoding };
    return { abs, name };
  }
  return undefined;
}

/** If-Range holds only for the same Last-Modified date: our ETags are weak, which If-Range never matches. */
function ifRangeHolds(req: IncomingMessage, lastModified: string): boolean {
  const condition = req.headers['if-range'];
  return condition === undefined || condition === lastModified;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" and "x" are the same tag. */
function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a found file: 304 when the ETag matches, one byte range (206) or 416 for a Range header,
 * else the whole file. Ranges apply to identity files only: the caller looks up the plain file
 * for a ranged request, so Content-Range always counts the bytes of the page itself.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FoundFile): void {
  const fd = fs.openSync(file.abs, 'r');
  let stat: fs.Stats;
  try {
    stat = fs.fstatSync(fd); // the size and date of the file we read, even if it was just replaced
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  const type = mimeType(file.name);
  const lastModified = stat.mtime.toUTCString();
  const etag = `W/"${stat.size}-${stat.mtime.getTime()}"`;
  const headers: Record<string, string | number> = {
    ...(type ? { 'Content-Type': type === 'text/html' ? 'text/html;charset=utf-8' : type } : {}),
    'Last-Modified': lastModified,
    ETag: etag,
    ...(file.encoding ? { 'Content-Encoding': file.encoding } : { 'Accept-Ranges': 'bytes' }),
  };
  if (matchesEtag(req, etag)) {
    fs.closeSync(fd);
    res.writeHead(304, headers).end();
    return;
  }
  const range = file.encoding || !ifRangeHolds(req, lastModified) ? { kind: 'whole' as const } : rangeOf(req.headers.range, stat.size);
  if (range.kind === 'unsatisfiable') {
    fs.closeSync(fd);
    res.writeHead(416, { 'Content-Range': `bytes */${stat.size}`, 'Content-Length': 0 }).end();
    return;
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, stat.size - 1];
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${stat.size}`;
  headers['Content-Length'] = end - start + 1;
  res.writeHead(range.kind === 'part' ? 206 : 200, headers);
  if (req.method === 'HEAD' || stat.size === 0) {
    fs.closeSync(fd);
    res.end();
    return;
  }
  // pipeline closes the file and the socket on any error: a file gone mid-read cuts this answer only.
  pipeline(fs.createReadStream('', { fd, start, end }), res, () => {});
}
