// POST {api.base}/beacon: one field-data beacon (islands/client/field-data.ts) as
// navigator.sendBeacon sends it, a string, hence text/plain (JSON is taken too). The forms'
// origin rules; a per-address limit of BEACON_RATE_FACTOR times the forms' allowance, counted in
// this process's memory even beside PostgreSQL (a beacon must not cost a database round trip);
// 204 once counted. Nothing of the request is kept but the counts: no address, no agent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../api-config.ts';
import { parseJsonBytes, readBytes } from '../../http/body.ts';
import { clientInfo, rateLimitKey, type TrustedProxies } from '../../http/client-address.ts';
import { checkOrigin, corsHeaders, preflightHeaders } from '../../http/cors.ts';
import { HttpError } from '../../http/http-error.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { BEACON_MAX_BYTES } from '../../model/field-data.ts';
import { parseBeacon } from './beacon-rules.ts';
import type { FieldCounts } from './field-counts.ts';

/**
 * A page view sends a visit, its vitals and a tap or two, and people behind one carrier address
 * browse at once: ten times the forms' allowance. A refused beacon costs a count, never a lead.
 */
export const BEACON_RATE_FACTOR = 10;

export interface BeaconRouteDeps {
  api: ApiConfig;
  proxies: TrustedProxies;
  counts: FieldCounts;
  ignoredHeader: (reason: string) => void;
}

function assertBeaconType(header: string | undefined): void {
  const [type = '', ...params] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  if ((type !== 'text/plain' && type !== 'application/json') || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpError(415, 'content-type: send the beacon as text/plain or application/json (UTF-8)');
  }
}

export function beaconRoute(deps: BeaconRouteDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { windowSeconds, maxRequests } = deps.api.rateLimit;
  const limiter = new RateLimiter(windowSeconds, maxRequests * BEACON_RATE_FACTOR);
  return async (req, res) => {
    res.setHeader('Vary', 'Origin');
    const client = clientInfo(req, deps.proxies);
    if (client.ignored) deps.ignoredHeader(client.ignored);
    const origin = checkOrigin(req, deps.api.corsOrigins, client.viaTrustedProxy);
    if (!origin.allowed) throw new HttpError(403, `origin: ${req.headers.origin} may not send beacons here`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'POST, OPTIONS', ...(origin.crossOrigin ? preflightHeaders(origin.crossOrigin) : {}) }).end();
      return;
    }
    if (req.method !== 'POST') throw new HttpError(405, 'method: use POST for beacons', { Allow: 'POST, OPTIONS' });
    if (origin.crossOrigin) for (const [k, v] of Object.entries(corsHeaders(origin.crossOrigin))) res.setHeader(k, v);
    const wait = limiter.take(rateLimitKey(client.ip));
    if (wait > 0) throw new HttpError(429, `too many requests: please wait ${wait} second${wait === 1 ? '' : 's'}`, { 'Retry-After': String(wait) });
    assertBeaconType(req.headers['content-type']);
    deps.counts.add(parseBeacon(parseJsonBytes(await readBytes(req, BEACON_MAX_BYTES))));
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  };
}
