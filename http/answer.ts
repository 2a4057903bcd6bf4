import type { ServerResponse } from 'node:http';
import { HttpError } from './http-error.ts';
import { StoreBusyError, StoreUnavailableError } from '../store/sql.ts';

// How a JSON answer is sent, and how a failure becomes one: the same for the lead API, the desk's
// API and the server around them.

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * A person's own photo (a visit's, desk/visits/photos.ts): a JPEG for this browser only, never kept
 * by a cache on the way or on the device, and never named to another site as the referrer.
 */
export function sendPrivateJpeg(res: ServerResponse, bytes: Buffer): void {
  res.writeHead(200, {
    'Content-Type': 'image/jpeg', 'Content-Length': bytes.length, 'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin',
  });
  res.end(bytes);
}

export interface ErrorAnswer {
  /** Where our own faults are reported, with their stack. */
  log: (line: string) => void;
  /** Names the API in the log line: "lead API", "desk API". */
  source: string;
  /** The message a 500 carries: what the person should do now. */
  serverError: string;
  /** The message of a 503 while the database is locked or out of reach (a restart, a full disk). */
  busy?: string;
}

/** How long a client should wait after a database fault before trying again. */
const retryAfter = (error: StoreBusyError): string => String(error instanceof StoreUnavailableError ? error.retryAfterSeconds : 5);

/**
 * The one place where a failure becomes an answer (DESIGN habit 7): an HttpError is its status,
 * headers and `{message}`; a database that is locked or out of reach is a 503; anything else can only be our own fault (disk full, closed
 * database...), never bad input, so it is logged and answered 500 without its details. Once the
 * headers are out, the answer cannot change: the connection is cut so the client sees a failure.
 */
export function sendError(res: ServerResponse, error: unknown, answer: ErrorAnswer): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, { message: error.message }, error.headers);
    return;
  }
  // Not this request's fault and not a bug: the database is locked, restarting or full. One line
  // without a stack, and a 503 that says to try again (a stack per request would flood the log).
  if (error instanceof StoreBusyError) {
    answer.log(`${answer.source}: ${error.message}; answered 503`);
    sendJson(res, 503, { message: answer.busy ?? 'the database is busy or out of reach just now: try again in a moment' }, { 'Retry-After': retryAfter(error) });
    return;
  }
  answer.log(`${answer.source} error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  sendJson(res, 500, { message: answer.serverError });
}
