import type { IncomingMessage, ServerResponse } from 'node:http';
import type Database from 'better-sqlite3';
import { isHtmlFormPost, readLeadBody } from '../http/body.ts';
import type { ApiConfig } from './api-config.ts';
import { checkOrigin, corsHeaders, preflightHeaders } from '../http/cors.ts';
import { LEAD_ENDPOINTS, honeypotCounter, submitLead, type Accepted, type LeadEndpoint } from './handlers.ts';
import { HttpError } from '../http/http-error.ts';
import { sendError, sendJson } from '../http/answer.ts';
import { apiPrefix } from '../http/api-prefix.ts';
import { LeadLimits } from './lead-limits.ts';
import { LeadStore, StoreBusyError, type LeadRecord } from './store.ts';
import { storeFaultAnswers } from '../http/store-faults.ts';
import type { SqlStore } from '../store/sql.ts';
import { clientInfo, onceLogger, trustedProxies } from '../http/client-address.ts';
import { emailSender, type EmailSettings } from './email.ts';
import { Outbox, type OutboxChannel, type OutboxOptions, type Sender } from './outbox.ts';
import { webhookSender } from './webhook.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { escapeHtml } from '../model/html.ts';
import { languageOfPath } from '../model/languages.ts';
import { pathnameOf } from '../model/paths.ts';
import { AvailabilityCache } from './visits/availability-cache.ts';
import { availabilityRoute } from './visits/availability-route.ts';
import { visitRoute } from './visits/visit-route.ts';
import { errorIn, visitLanguageOf, type VisitLanguage } from './visits/visit-language.ts';
import type { VisitSettingsSource } from './visits/settings.ts';
import type { CatalogueSource } from './booking-choices.ts';
import { FieldCounts, type FieldCountsOptions } from './field-data/field-counts.ts';
import { beaconRoute } from './field-data/beacon-route.ts';

export interface LeadApiOptions {
  /**
   * An SQLite file (created with its folder), a postgres:// URL (both opened here and closed by
   * close()), or an open SQLite database or store (left open by close()).
   */
  db: string | Database.Database | SqlStore;
  api: ApiConfig;
  /** Where to POST each lead; defaults to $LEAD_WEBHOOK_URL. "" turns notification off. */
  webhookUrl?: string;
  /** Where to e-mail an alert per lead (resolveEmailSettings); none when undefined. */
  email?: EmailSettings;
  /** Backoff, timeouts and concurrency of the outbox loops (tests shorten them). */
  webhook?: Partial<OutboxOptions>;
  /** Where unexpected errors are reported; defaults to stderr. */
  log?: (line: string) => void;
  /** How long a lead waits for another process's database lock before a 503 (default 3 s). */
  lockWaitMs?: number;
  /**
   * Called once a lead is committed, after the outbox is woken: the server tells open desks here
   * (leads/ knows nothing of the desk).
   */
  onStored?: () => void;
  /**
   * The rules of bookable visits (leads/site-config.ts visitSettings), read per request so dev
   * hands over the site as last loaded; without them no window is held and availability is 404.
   */
  visits?: VisitSettingsSource;
  /** What a booking may name (leads/booking-choices.ts); by default the visits' catalogue, none without visits. */
  catalogue?: CatalogueSource;
  /** How often field-data counts are written (tests shorten it). */
  fieldData?: Pick<FieldCountsOptions, 'flushMs' | 'isPage'>;
}

export interface LeadApi {
  /** Answers requests under `api.base`; resolves false (untouched) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Commits queued leads, stops the outbox loops and closes the database it opened. */
  close(): Promise<void>;
  readonly store: LeadStore;
  /** The field-data counts gathering in memory (flush() writes them now: tests, the desk). */
  readonly fieldCounts: FieldCounts;
  /** Posts the honeypot caught since start. */
  readonly trapped: number;
  /** Alerts were written outside a request (escalation): deliver them now rather than at the next look. */
  kickOutbox(): void;
  /** A groomer's time in a city changed outside a booking (the desk's leave): availability reads it again at the next question. */
  forgetAvailability(city: string): void;
}

/** For a plain form post: the message as a page a person can read, with the way back and the phone. */
function sendHtmlError(res: ServerResponse, error: HttpError, callNumber: string): void {
  const waiting = error.status === 429 || error.status === 503;
  const title = error.status === 429 ? 'Too many forms sent' : error.status === 503 ? 'Please try again shortly' : 'Please check the form';
  const next = waiting
    ? 'Your form was not saved. Wait a little and send it again'
    : 'Go back, correct it and send it again';
  const call = callNumber
    ? `, or call us at <a href="tel:${escapeHtml(callNumber.replace(/[^+0-9]/g, ''))}">${escapeHtml(callNumber)}</a>.`
    : ', or call us.';
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><main>` +
    `<h1>${title}</h1><p>${escapeHtml(error.message)}</p><p>${next}${call}</p></main></html>`;
  res.writeHead(error.status, { ...error.headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
}

/** A database lock that outlasted the wait becomes a 503 that says what to do. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof StoreBusyError)) return error;
  return new HttpError(503, 'server busy: your request was not saved, please send it again in a minute or call us', { 'Retry-After': '5' });
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
  const senders: Partial<Record<OutboxChannel, Sender>> = {};
  if (webhookUrl) senders.webhook = webhookSender(webhookUrl);
  const mail = options.email ? emailSender({ ...options.email, pageCities: api.pageCities }, options.webhook?.timeoutMs) : undefined;
  if (mail) senders.email = mail;
  // A server waits for a PostgreSQL that is out of reach (answering leads 503 meanwhile) rather than failing.
  const store = new LeadStore(options.db, { outbox: Object.keys(senders) as OutboxChannel[], lockWaitMs: options.lockWaitMs, log, patient: true });
  const outbox = new Outbox(store.sql, senders, { log, ...options.webhook });
  // On PostgreSQL the loops start once the schema is there; a store that cannot open is
  // reported by whoever awaits store.sql.ready (serve), and the loops stay idle.
  store.sql.ready.then(() => outbox.start(), () => {});
  const limits = new LeadLimits(api.rateLimit, store.sql);
  const proxies = trustedProxies(api.trustedProxies);
  const ignoredHeader = onceLogger(log);
  const honeypot = honeypotCounter(log);
  const prefix = apiPrefix(api);
  const storeFaults = storeFaultAnswers(log);
  const visits: VisitSettingsSource = options.visits ?? (() => undefined);
  const catalogue: CatalogueSource = options.catalogue ?? (() => visits()?.catalogue);
  const availability = new AvailabilityCache(store.sql);
  const answerAvailability = availabilityRoute({ api, proxies, visits, cache: availability, ignoredHeader });
  const fieldCounts = new FieldCounts(store.sql, { ...options.fieldData, log });
  const answerBeacon = beaconRoute({ api, proxies, counts: fieldCounts, ignoredHeader });
  // A committed lead wakes the outbox now rather than at its next look, and whoever mounted the
  // API (the server: open desks) hears of it.
  const stored = () => {
    outbox.kick();
    options.onStored?.();
  };
  const answerVisit = visitRoute({
    api, proxies, visits, cache: availability, sql: store.sql, channels: () => store.channels, ignoredHeader, onChanged: stored,
    // Book again: the fields of a booking stored before (checked when it came in), with a new day and window.
    book: (record) => store.book(record as LeadRecord),
  });
  const errorAnswer = { log, source: 'lead API', serverError: 'server error: your request was not saved, please call us' };

  async function route(req: IncomingMessage, res: ServerResponse, form: LeadEndpoint | undefined): Promise<void> {
    if (!form) throw new HttpError(404, `not found: send forms to ${prefix}booking-form or ${prefix}contact-us, ask ${prefix}availability`);
    res.setHeader('Vary', 'Origin');
    const client = clientInfo(req, proxies);
    if (client.ignored) ignoredHeader(client.ignored);
    const origin = checkOrigin(req, api.corsOrigins, client.viaTrustedProxy);
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
    // The limits are charged inside submitLead, once the body is read and the honeypot checked:
    // a post that never got that far cost nothing and counts for nothing.
    const body = await readLeadBody(req, api.maxBodyBytes);
    const language = pageLanguage(api, body);
    const accepted = await submitLead(
      { store, api, limits, onStored: stored, onTrapped: honeypot.trapped, visits, catalogue, availability },
      { form, body, ip: client.ip, userAgent: (req.headers['user-agent'] ?? '').slice(0, 512), receivedAt: new Date().toISOString() },
    ).catch((error: unknown) => {
      throw errorIn(asHttpError(storeFaults(error)), language); // the desk and the log keep the English
    });
    // A page without script posted a plain form: send the visitor on, as the script would have (to the page in its language).
    if (isHtmlFormPost(req)) res.writeHead(303, { Location: `${language ? `/${language.code}` : ''}${form === 'contact-us' ? '/thank-you' : '/booking-confirm'}` }).end();
    else sendJson(res, accepted.status, language ? inPageLanguageLink(accepted.body, language.code) : accepted.body);
  }

  return {
    store,
    fieldCounts,
    kickOutbox: () => outbox.kick(),
    forgetAvailability: (city) => availability.forget(city),
    get trapped() {
      return honeypot.count;
    },
    async handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (!pathname.startsWith(prefix)) return false;
      const name = pathname.slice(prefix.length).replace(/\/$/, '');
      const form = LEAD_ENDPOINTS.find((f) => f === name);
      try {
        // The customer's page and the forms' window lists in another language ask with ?lang=hi:
        // their refusals, a store's fault too, are answered in it (the log keeps the English).
        const asked = () => visitLanguageOf(api, req);
        if (name === 'beacon') await answerBeacon(req, res);
        else if (name === 'availability') await answerAvailability(req, res).catch((error: unknown) => { throw errorIn(asHttpError(storeFaults(error)), asked()); });
        else if (name.startsWith('visit/')) await answerVisit(req, res, name.slice('visit/'.length)).catch((error: unknown) => { throw errorIn(asHttpError(storeFaults(error)), asked()); });
        else await route(req, res, form);
      } catch (error) {
        if (isHtmlFormPost(req) && error instanceof HttpError && !res.headersSent) sendHtmlError(res, error, api.callNumber);
        else sendError(res, error, errorAnswer);
      }
      return true;
    },
    async close() {
      // Stop the outbox first: after stop() it no longer touches the database.
      await outbox.stop();
      await fieldCounts.close();
      await store.close();
      mail?.close();
    },
  };
}

/** The language of the page a lead was sent from, when it is not the default: its code and catalog. */
function pageLanguage(api: ApiConfig, body: unknown): VisitLanguage | undefined {
  if (!api.languages || !body || typeof body !== 'object') return undefined;
  const path = (body as Record<string, unknown>).path;
  if (typeof path !== 'string') return undefined;
  const code = languageOfPath(pathnameOf(path), ['', ...Object.keys(api.languages)]);
  return code ? { code, texts: api.languages[code] } : undefined;
}

/** A visit booked on a page in another language is kept on that language's visit page: /hi/b/<token>. */
function inPageLanguageLink(body: Accepted['body'], code: string): Accepted['body'] {
  return body.visit?.link ? { ...body, visit: { ...body.visit, link: `/${code}${body.visit.link}` } } : body;
}

