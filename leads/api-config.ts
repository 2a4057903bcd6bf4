import { ALL_LEAD_FIELDS } from '../model/lead-rules.ts';
import type { PageCities } from '../model/paths.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { trustedProxies } from '../http/client-address.ts';

/** All leads from one address (a shared mobile gateway) may be this many times `maxRequests`. */
export const SHARED_ADDRESS_FACTOR = 5;

/**
 * Settings of the lead API. The CLI reads the raw values from `site.yaml` (key `api:`) and
 * passes them through `resolveApiConfig`, which fills defaults and rejects nonsense early, so
 * the server only ever sees a complete, checked, read-only config (DESIGN habit 4).
 */
export interface ApiConfig {
  /** URL prefix of the API on the same origin, e.g. "/api". */
  base: string;
  /** Exact number of digits of a phone number (SPEC 5 and 9.1: 10). */
  phoneLength: number;
  /** Largest accepted request body in bytes, counted while streaming. */
  maxBodyBytes: number;
  /**
   * Sliding-window limits per `windowSeconds`, charged only by posts that reach validation: at most
   * `maxRequests` refused (invalid) posts per address, and at most `maxRequests` leads per address
   * and phone number, so one sender's junk never refuses another person's booking from the same
   * shared address; all leads of one address together at most `SHARED_ADDRESS_FACTOR` times that.
   * IPv6 addresses count by their /64. 0 turns the limits off.
   */
  rateLimit: { windowSeconds: number; maxRequests: number };
  /**
   * The catalogs of the site's other languages by code (strings/<code>.yaml): a lead sent from a
   * page under /<code>/ is answered in that language (model/languages.ts translateMessage).
   */
  languages?: Record<string, Readonly<Record<string, string>>>;
  /** Origins (scheme://host[:port]) of other sites allowed to post leads; the site's own origin is always allowed. */
  corsOrigins: string[];
  /**
   * Addresses or networks (CIDR) of the proxies in front of `serve` whose X-Forwarded-For,
   * X-Forwarded-Proto and Host are believed; from anyone else those headers are ignored. The
   * default is the machine itself, where the generated nginx config proxies from.
   */
  trustedProxies: string[];
  /** The phone number shown on the pages the API answers to forms posted without script. */
  callNumber: string;
  /** Name of the hidden form field that only bots fill in. */
  honeypotField: string;
  /**
   * The site's pages that name a city (model/paths.ts pageCitiesOf), so the alerts and the desk
   * give a lead the city of its page; without them, only a city page's own address names one.
   */
  pageCities?: PageCities;
}

export const defaultApiConfig: ApiConfig = {
  base: '/api',
  phoneLength: 10,
  maxBodyBytes: 16384,
  rateLimit: { windowSeconds: 60, maxRequests: 20 },
  corsOrigins: [],
  trustedProxies: ['127.0.0.1', '::1'],
  callNumber: '',
  honeypotField: 'website',
};

/** What `site.yaml` may hold under `api:`; every key optional. */
export type RawApiConfig = Partial<Omit<ApiConfig, 'rateLimit'>> & {
  rateLimit?: Partial<ApiConfig['rateLimit']>;
};

/** Fills defaults and checks values; throws an Error naming the key for a bad one. */
export function resolveApiConfig(raw: RawApiConfig = {}): ApiConfig {
  const merged: ApiConfig = {
    ...defaultApiConfig,
    ...raw,
    rateLimit: { ...defaultApiConfig.rateLimit, ...(raw.rateLimit ?? {}) },
    corsOrigins: [...(raw.corsOrigins ?? defaultApiConfig.corsOrigins)],
    trustedProxies: [...(raw.trustedProxies ?? defaultApiConfig.trustedProxies)],
  };
  const fail = (key: string, what: string): never => {
    throw new LeadsUsageError(`api.${key}: ${what}`);
  };
  if (typeof merged.base !== 'string' || !/^\/[A-Za-z0-9/_-]*$/.test(merged.base)) {
    fail('base', `expected a path such as "/api", got ${JSON.stringify(merged.base)}`);
  }
  merged.base = merged.base.length > 1 ? merged.base.replace(/\/+$/, '') : merged.base;
  if (!Number.isInteger(merged.phoneLength) || merged.phoneLength < 4 || merged.phoneLength > 15) {
    fail('phoneLength', 'expected a whole number from 4 to 15');
  }
  if (!Number.isInteger(merged.maxBodyBytes) || merged.maxBodyBytes < 256 || merged.maxBodyBytes > 1048576) {
    fail('maxBodyBytes', 'expected a whole number of bytes from 256 to 1048576');
  }
  const { windowSeconds, maxRequests } = merged.rateLimit;
  if (!Number.isFinite(windowSeconds) || windowSeconds < 0) fail('rateLimit.windowSeconds', 'expected a number of seconds >= 0');
  if (!Number.isInteger(maxRequests) || maxRequests < 0) fail('rateLimit.maxRequests', 'expected a whole number >= 0 (0 turns the limit off)');
  for (const origin of merged.corsOrigins) {
    if (typeof origin !== 'string' || !/^https?:\/\/[^/\s]+$/.test(origin)) {
      fail('corsOrigins', `expected origins like "https://example.com" (no path), got ${JSON.stringify(origin)}`);
    }
  }
  if (!Array.isArray(merged.trustedProxies)) fail('trustedProxies', 'expected a list of addresses such as ["127.0.0.1", "::1"]');
  trustedProxies(merged.trustedProxies); // throws naming a bad entry
  if (typeof merged.callNumber !== 'string') fail('callNumber', 'expected the phone number as text');
  if (typeof merged.honeypotField !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]{0,40}$/.test(merged.honeypotField)) {
    fail('honeypotField', 'expected a simple field name such as "website"');
  }
  if (ALL_LEAD_FIELDS.has(merged.honeypotField)) {
    fail('honeypotField', `"${merged.honeypotField}" is a real form field; pick a name no form uses, such as "website"`);
  }
  merged.corsOrigins = merged.corsOrigins.map((origin) => origin.toLowerCase());
  return merged;
}
