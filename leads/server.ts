import type { IncomingMessage, ServerResponse } from 'node:http';
import type Database from 'better-sqlite3';
import { isHtmlFormPost, readLeadBody } from './body.ts';
import type { ApiConfig } from './config.ts';
import { checkOrigin, corsHeaders, preflightHeaders } from './cors.ts';
import { LEAD_FORMS, submitLead, type LeadForm } from './handlers.ts';
import { HttpError } from './http-error.ts';
import { RateLimiter } from './rate-limit.ts';
import { LeadStore } from './store.ts';
import { WebhookDelivery, type WebhookOptions } from './webhook.ts';
import { LeadsUsageError } from './errors.ts';
import { escapeHtml } from '../model/html.ts';

export interface LeadApiOptions {
  /** A file path (created with its folder) or an open database (left open by close()). */
  db: string | Database.Database;
  api: ApiConfig;
  /** Where to POST each lead; defaults to $LEAD_WEBHOOK_URL. "" turns notification off. */
  webhookUrl?: string;
  /** Backoff and timeouts of the webhook loop (tests shorten them). */
  webhook?: Partial<Omit<WebhookOptions, 'url'>>;
  /** Where unexpected errors are reported; defaults to stderr. */
  log?: (line: string) => void;
}

export interface LeadApi {
  /** Answers requests under `api.base`; resolves false (untouched) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Commits queued leads, stops the webhook loop and closes the database it opened. */
  close(): Promise<void>;
  readonly store: LeadStore;
}

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** The one place where a failure becomes an answer (DESIGN habit 7). */
/** For a plain form post: the message as a page a person can read, with the way back. */
function sendHtmlError(res: ServerResponse, error: HttpError): void {
  const text = escapeHtml(error.message);
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Please check the form</title><main>` +
    `<h1>Please check the form</h1><p>${text}</p><p>Go back, correct it and send it again, or call us.</p></main></html>`;
  res.writeHead(error.status, { ...error.headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
}

function sendError(res: ServerResponse, error: unknown, log: (line: string) => void): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, { message: error.message }, error.headers);
    return;
  }
  // Only our own faults land here (disk full, closed database...), never bad input.
  log(`lead API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  sendJson(res, 500, { message: 'server error: your request was not saved, please call us' });
}

/** The client's address: the socket's, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  let address = req.socket.remoteAddress ?? '';
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',');
    const last = hops[hops.length - 1].trim();
    if (last) address = last.slice(0, 64);
  }
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function resolveWebhookUrl(option: string | undefined): string | undefined {
  const url = option ?? process.env.LEAD_WEBHOOK_URL ?? '';
  if (url === '') return undefined;
  if (!/^https?:\/\/\S+$/i.test(url)) {
    throw new LeadsUsageError(`LEAD_WEBHOOK_URL: expected an http:// or https:// address, got ${JSON.stringify(url)}`);
  }
  return url;
}

/** The lead API as a request handler that any node:http server (serve, dev) can mount. */
export function createLeadApi(options: LeadApiOptions): LeadApi {
  const { api } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const webhookUrl = resolveWebhookUrl(options.webhookUrl);
  const store = new LeadStore(options.db, { outbox: webhookUrl !== undefined });
  const webhook = webhookUrl
    ? new WebhookDelivery(store.db, { log, ...options.webhook, url: webhookUrl })
    : undefined;
  webhook?.start();
  const limiter = new RateLimiter(api.rateLimit.windowSeconds, api.rateLimit.maxRequests);
  const prefix = `${api.base === '/' ? '' : api.base}/`;

  async function route(req: IncomingMessage, res: ServerResponse, form: LeadForm | undefined): Promise<void> {
    if (!form) throw new HttpError(404, `not found: send forms to ${prefix}booking-form or ${prefix}contact-us`);
    res.setHeader('Vary', 'Origin');
    const origin = checkOrigin(req, api.corsOrigins, api.trustProxy);
    if (req.method === 'OPTIONS') {
      if (!origin.allowed) throw new HttpError(403, `origin: ${req.headers.origin} may not send forms here`);
      res.writeHead(204, { Allow: 'POST, OPTIONS', ...(origin.crossOrigin ? preflightHeaders(origin.crossOrigin) : {}) });
      res.end();
      return;
    }
    if (req.method !== 'POST') throw new HttpError(405, `method: use POST for ${prefix}${form}`, { Allow: 'POST, OPTIONS' });
    if (!origin.allowed) throw new HttpError(403, `origin: ${req.headers.origin} may not send forms here`);
    // From here on the browser may read our answer, errors included.
    if (origin.crossOrigin) for (const [k, v] of Object.entries(corsHeaders(origin.crossOrigin))) res.setHeader(k, v);
    const ip = clientAddress(req, api.trustProxy);
    const wait = limiter.take(ip);
    if (wait > 0) {
      throw new HttpError(429, 'too many requests: please wait a minute or call us', { 'Retry-After': String(wait) });
    }
    const body = await readLeadBody(req, api.maxBodyBytes);
    const accepted = await submitLead(
      { store, api, onStored: () => webhook?.kick() },
      { form, body, ip, userAgent: (req.headers['user-agent'] ?? '').slice(0, 512), receivedAt: new Date().toISOString() },
    );
    // A page without script posted a plain form: send the visitor on, as the script would have.
    if (isHtmlFormPost(req)) res.writeHead(303, { Location: form === 'contact-us' ? '/thank-you' : '/booking-confirm' }).end();
    else sendJson(res, accepted.status, accepted.body);
  }

  return {
    store,
    async handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (!pathname.startsWith(prefix)) return false;
      const name = pathname.slice(prefix.length).replace(/\/$/, '');
      const form = LEAD_FORMS.find((f) => f === name);
      try {
        await route(req, res, form);
      } catch (error) {
        if (isHtmlFormPost(req) && error instanceof HttpError && !res.headersSent) sendHtmlError(res, error);
        else sendError(res, error, log);
      }
      return true;
    },
    async close() {
      // Stop the webhook first: after stop() it no longer touches the database.
      const stopped = webhook?.stop();
      store.close();
      await stopped;
    },
  };
}
