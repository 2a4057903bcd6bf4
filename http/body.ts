import type { IncomingMessage } from 'node:http';
import { HttpError, badRequest } from './http-error.ts';

/** `application/json`, optionally with `charset=utf-8`; anything else is refused with 415. */
export function assertJsonContentType(header: string | undefined): void {
  const [type = '', ...params] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  if (type !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpError(415, 'content-type: send the form as application/json (UTF-8)');
  }
}

function tooLarge(maxBytes: number): HttpError {
  // The rest of the upload is not read, so the connection cannot be reused.
  return new HttpError(413, `body: larger than ${maxBytes} bytes`, { Connection: 'close' });
}

/**
 * Reads the request body as UTF-8 JSON, counting bytes as they arrive so an oversized upload is
 * refused after `maxBytes` rather than buffered. Every kind of bad input becomes a 4xx.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  assertJsonContentType(req.headers['content-type']);
  return parseJsonBytes(await readBytes(req, maxBytes));
}

/** A plain HTML form post (no script in the page): the only other body the API takes. */
export function isHtmlFormPost(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** JSON, or a plain HTML form post read into the same flat object of strings. */
export async function readLeadBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  if (!isHtmlFormPost(req)) return readJsonBody(req, maxBytes);
  const bytes = await readBytes(req, maxBytes);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw badRequest('body: not valid UTF-8 text');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The body's bytes, refused with 413 past `maxBytes` (counted as they arrive, so never buffered whole). */
export async function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onAbort = () => {
      cleanup();
      reject(badRequest('body: the upload was cut off'));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('aborted', onAbort);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('aborted', onAbort);
  });
  return bytes;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes -> JSON value, with messages a developer can act on. Exported for in-process tests. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw badRequest('body: not valid UTF-8 text');
  }
  if (text.trim() === '') throw badRequest('body: empty, send a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : 'parse error';
    throw badRequest(`body: not valid JSON (${detail})`);
  }
}

/**
 * A photo sent as the body, its bytes; past `maxBytes`, a 413 that says so, sent once the phone
 * has finished sending (up to twice the cap: drainBody) so that it reads why.
 */
export async function readPhotoBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return readBytes(req, maxBytes).catch(async (error: unknown) => {
    if (!(error instanceof HttpError && error.status === 413)) throw error;
    await drainBody(req, 2 * maxBytes);
    throw new HttpError(413, `photo: larger than ${maxBytes / 1024 / 1024} MB; send a smaller photo`, { Connection: 'close' });
  });
}

/**
 * Reads and drops the rest of a body refused as too large, up to `most` bytes, so the client gets to
 * read the refusal (a server that answers and closes while the client still sends makes most
 * clients report a broken connection instead). A body past `most` is cut off.
 */
export function drainBody(req: IncomingMessage, most: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) return resolve();
    let seen = 0;
    const done = () => {
      req.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > most) {
        req.destroy();
        done();
      }
    };
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}
