// The lead API's settings as site.yaml gives them (api:, ui.phoneLength), for serve and dev.
import { resolveApiConfig, type ApiConfig } from './api-config.ts';
import type { Site } from '../model/types.ts';

export function apiConfig(site: Site): ApiConfig {
  const a = site.raw.api;
  // Pages may call an API on another host (an absolute api.base); that host serves it at the path.
  const base = /^https?:/.test(a.base) ? new URL(a.base).pathname : a.base;
  return resolveApiConfig({
    base, phoneLength: site.raw.ui.phoneLength, maxBodyBytes: a.maxBodyBytes, rateLimit: { ...a.rateLimit },
    corsOrigins: [...a.corsOrigins], honeypotField: a.honeypotField, callNumber: site.raw.contact.phoneDisplay,
    ...(a.trustedProxies ? { trustedProxies: [...a.trustedProxies] } : {}),
  });
}
