// {api.base}/visit/<token>: the customer's own link (DESIGN contract). GET shows the visit,
// POST .../move {date, window} moves it, POST .../cancel cancels it, and once the visit is done
// POST .../again {date, window} books it again (book-again.ts), POST .../review {rating, text}
// leaves its one review for the owner to approve (review.ts); GET .../photos/<n>.jpg serves a
// photo of the visit and POST .../photos/consent {consent} records the customer's answer (link-photos.ts). Limited per address in this
// process's memory (a guessed token costs a try like any other), never cached (no-store on every
// answer), the same origin rules as the forms. A move into a window that filled meanwhile is the
// booking's 409, naming the next open windows.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../api-config.ts';
import { readJsonBody } from '../../http/body.ts';
import { clientInfo, rateLimitKey, type TrustedProxies } from '../../http/client-address.ts';
import { checkOrigin, corsHeaders, preflightHeaders } from '../../http/cors.ts';
import { HttpError } from '../../http/http-error.ts';
import { sendJson, sendPrivateJpeg } from '../../http/answer.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import type { SqlStore } from '../../store/sql.ts';
import type { OutboxChannel } from '../outbox.ts';
import type { AvailabilityCache } from './availability-cache.ts';
import { findVisit, viewOf, type VisitView } from './customer-visit.ts';
import { withMoneyOfLink } from './customer-money.ts';
import { WindowRefusedError } from './hold.ts';
import { windowTaken } from './refusal.ts';
import type { VisitSettingsSource } from './settings.ts';
import { cancelVisit, moveVisit } from './visit-changes.ts';
import { viewIn, visitLanguageOf } from './visit-language.ts';
import { againView, bookAgain, type AgainDeps } from './book-again.ts';
import { giveReview, reviewView } from './review.ts';
import { linkPhotoBytes, linkPhotos, photoNumberOf, readConsent, recordConsent } from './link-photos.ts';

/** A customer opens their page a few times and may try a window or two: a few times the forms' allowance. */
export const VISIT_RATE_FACTOR = 3;

export interface VisitRouteDeps {
  api: ApiConfig; proxies: TrustedProxies; visits: VisitSettingsSource; cache: AvailabilityCache;
  sql: SqlStore; channels: () => readonly OutboxChannel[];
  ignoredHeader: (reason: string) => void;
  /** A change was committed: the alerts go out and open desks hear of it, as for a new lead. */
  onChanged: () => void;
  /** The lead store's book, for Book again (POST .../again); without it the page offers none. */
  book?: AgainDeps['book'];
  /** A review was left: open desks hear of it (Due lists it for the owner). */
  onReviewed?: () => void;
}

export function visitRoute(deps: VisitRouteDeps): (req: IncomingMessage, res: ServerResponse, rest: string) => Promise<void> {
  const { windowSeconds, maxRequests } = deps.api.rateLimit;
  const limiter = new RateLimiter(windowSeconds, maxRequests * VISIT_RATE_FACTOR);
  return async (req, res, rest) => {
    // ?lang=hi: the Hindi page asks (visit-language.ts); its refusals are said in it where the API answers them (server.ts).
    const language = visitLanguageOf(deps.api, req);
    await answer(req, res, rest, (view) => viewIn(view, language, deps.visits()?.rules));
  };

  async function answer(req: IncomingMessage, res: ServerResponse, rest: string, inLanguage: <T extends VisitView>(view: T) => T): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Origin');
    const settings = deps.visits();
    const [token = '', action = '', ...more] = rest.split('/');
    // photos/<n>.jpg (GET) and photos/consent (POST): link-photos.ts.
    const photo = action === 'photos' && more.length === 1 ? more[0] : undefined;
    if (!settings || (more.length && photo === undefined) || !['', 'move', 'cancel', 'again', 'review', 'photos'].includes(action) || (action === 'photos' && photo === undefined) || (action === 'again' && !deps.book)) {
      throw new HttpError(404, 'visit: no such address');
    }
    const client = clientInfo(req, deps.proxies);
    if (client.ignored) deps.ignoredHeader(client.ignored);
    const origin = checkOrigin(req, deps.api.corsOrigins, client.viaTrustedProxy);
    if (!origin.allowed) throw new HttpError(403, `origin: ${req.headers.origin} may not reach visits here`);
    const method = action && !(photo !== undefined && photo !== 'consent') ? 'POST' : 'GET';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: `${method}, OPTIONS`, ...(origin.crossOrigin ? preflightHeaders(origin.crossOrigin, `${method}, OPTIONS`) : {}) }).end();
      return;
    }
    if (req.method !== method) throw new HttpError(405, `method: use ${method} here`, { Allow: `${method}, OPTIONS` });
    if (origin.crossOrigin) for (const [k, v] of Object.entries(corsHeaders(origin.crossOrigin))) res.setHeader(k, v);
    const wait = limiter.take(rateLimitKey(client.ip));
    if (wait > 0) throw new HttpError(429, `too many requests: please wait ${wait} second${wait === 1 ? '' : 's'}`, { 'Retry-After': String(wait) });
    const now = Date.now();
    const viewWithMoney = async (at: number) => {
      const found = await findVisit(deps.sql, settings, token, at);
      return inLanguage(await withMoneyOfLink(deps.sql, settings, found, viewOf(settings, found, at)));
    };
    if (!action) {
      const found = await findVisit(deps.sql, settings, token, now);
      const again = deps.book && await againView(deps.sql, settings, found.visit);
      const review = await reviewView(deps.sql, found.visit);
      const photos = await linkPhotos(deps.sql, found.visit.id);
      sendJson(res, 200, { ...inLanguage(await withMoneyOfLink(deps.sql, settings, found, viewOf(settings, found, now))), ...(again && { again }), ...(review && { review }), ...photos });
      return;
    }
    if (photo !== undefined && photo !== 'consent') {
      const n = photoNumberOf(photo);
      const { visit } = await findVisit(deps.sql, settings, token, now);
      sendPrivateJpeg(res, await linkPhotoBytes(deps.sql, visit.id, n));
      return;
    }
    const body = (await readJsonBody(req, deps.api.maxBodyBytes)) as Record<string, unknown> | null;
    if (action === 'review') {
      const given = await giveReview(deps.sql, settings, token, body, now);
      (deps.onReviewed ?? deps.onChanged)();
      sendJson(res, 201, given);
      return;
    }
    if (photo === 'consent') {
      const consent = readConsent(body);
      const { visit } = await findVisit(deps.sql, settings, token, now);
      await recordConsent(deps.sql, visit, consent, now);
      deps.onChanged();
      sendJson(res, 200, { ok: true, ...(await linkPhotos(deps.sql, visit.id)) });
      return;
    }
    if (action === 'again') {
      const booked = await bookAgain({ sql: deps.sql, settings, book: deps.book! }, token, { date: body?.date, window: body?.window },
        { ip: client.ip, userAgent: (req.headers['user-agent'] ?? '').slice(0, 512) }, now,
      ).catch(async (error: unknown) => {
        if (error instanceof WindowRefusedError) throw await windowTaken(error, settings, deps.cache);
        throw error;
      });
      deps.cache.forget(booked.city);
      deps.onChanged();
      const { city: _city, ...answer } = booked;
      sendJson(res, 201, answer);
      return;
    }
    const changeDeps = { sql: deps.sql, settings, channels: deps.channels() };
    const done = await (action === 'move'
      ? moveVisit(changeDeps, token, { date: body?.date, window: body?.window }, now)
      : cancelVisit(changeDeps, token, now)
    ).catch(async (error: unknown) => {
      if (error instanceof WindowRefusedError) throw await windowTaken(error, settings, deps.cache);
      throw error;
    });
    deps.cache.forget(done.city);
    deps.onChanged();
    sendJson(res, 200, { ok: true, ...(await viewWithMoney(Date.now())), fee: done.fee });
  }
}
