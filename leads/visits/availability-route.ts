// GET {api.base}/availability: per day, each arrival window and whether it can be taken. Read
// only, so it answers GET (and a browser's OPTIONS); the same origin rules as the forms; limited
// per address like them, in this process's memory even beside PostgreSQL, since a read stores
// nothing worth sharing a counter over.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../api-config.ts';
import { clientInfo, rateLimitKey, type TrustedProxies } from '../../http/client-address.ts';
import { checkOrigin, corsHeaders, preflightHeaders } from '../../http/cors.ts';
import { HttpError } from '../../http/http-error.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { parseAvailabilityQuery } from './availability-query.ts';
import type { AvailabilityCache } from './availability-cache.ts';
import type { VisitSettingsSource } from './settings.ts';

/** A page asks again as the visitor changes city, pet or package: several times the forms' allowance. */
export const AVAILABILITY_RATE_FACTOR = 10;

export interface AvailabilityRouteDeps {
  api: ApiConfig;
  proxies: TrustedProxies;
  visits: VisitSettingsSource;
  cache: AvailabilityCache;
  /** Reports a forwarding header that was ignored (once per reason). */
  ignoredHeader: (reason: string) => void;
}

export function availabilityRoute(deps: AvailabilityRouteDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { windowSeconds, maxRequests } = deps.api.rateLimit;
  const limiter = new RateLimiter(windowSeconds, maxRequests * AVAILABILITY_RATE_FACTOR);
  return async (req, res) => {
    const settings = deps.visits();
    if (!settings) throw new HttpError(404, 'availability: this site takes no bookings by window (site.yaml has no visits:)');
    res.setHeader('Vary', 'Origin');
    const client = clientInfo(req, deps.proxies);
    if (client.ignored) deps.ignoredHeader(client.ignored);
    const origin = checkOrigin(req, deps.api.corsOrigins, client.viaTrustedProxy);
    if (!origin.allowed) throw new HttpError(403, `origin: ${req.headers.origin} may not read availability here`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'GET, OPTIONS', ...(origin.crossOrigin ? preflightHeaders(origin.crossOrigin, 'GET, OPTIONS') : {}) }).end();
      return;
    }
    if (req.method !== 'GET') throw new HttpError(405, 'method: use GET for availability', { Allow: 'GET, OPTIONS' });
    if (origin.crossOrigin) for (const [k, v] of Object.entries(corsHeaders(origin.crossOrigin))) res.setHeader(k, v);
    const wait = limiter.take(rateLimitKey(client.ip));
    if (wait > 0) throw new HttpError(429, `too many requests: please wait ${wait} second${wait === 1 ? '' : 's'}`, { 'Retry-After': String(wait) });
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const asked = parseAvailabilityQuery(settings, search, Date.now());
    const text = await deps.cache.answer(settings.rules, asked);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      'Content-Length': Buffer.byteLength(text),
    }).end(text);
  };
}
