import { ALL_LEAD_FIELDS } from './rules.ts';
import { LeadsUsageError } from './errors.ts';

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
  /** At most `maxRequests` POSTs per client address in any `windowSeconds` (sliding window). 0 turns it off. */
  rateLimit: { windowSeconds: number; maxRequests: number };
  /** Origins (scheme://host[:port]) of other sites allowed to post leads; the site's own origin is always allowed. */
  corsOrigins: string[];
  /** Take the client address from X-Forwarded-For (its last hop); only behind a proxy you run. */
  trustProxy: boolean;
  /** Name of the hidden form field that only bots fill in. */
  honeypotField: string;
}

export const defaultApiConfig: ApiConfig = {
  base: '/api',
  phoneLength: 10,
  maxBodyBytes: 16384,
  rateLimit: { windowSeconds: 60, maxRequests: 20 },
  corsOrigins: [],
  trustProxy: false,
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
  if (typeof merged.trustProxy !== 'boolean') fail('trustProxy', 'expected true or false');
  if (typeof merged.honeypotField !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]{0,40}$/.test(merged.honeypotField)) {
    fail('honeypotField', 'expected a simple field name such as "website"');
  }
  if (ALL_LEAD_FIELDS.has(merged.honeypotField)) {
    fail('honeypotField', `"${merged.honeypotField}" is a real form field; pick a name no form uses, such as "website"`);
  }
  merged.corsOrigins = merged.corsOrigins.map((origin) => origin.toLowerCase());
  return merged;
}
