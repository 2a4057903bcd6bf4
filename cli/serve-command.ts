// `groomsite serve`: the lead API settings come from site.yaml, the serving from leads/serve.ts.
import { resolve } from 'node:path';
import { loadSite } from './build.ts';
import { resolveApiConfig, type ApiConfig } from '../leads/config.ts';
import { headerPolicy } from './host-config.ts';
import type { Site } from './types.ts';

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

export async function serveSite(o: { root: string; port: number; host: string; dir: string; db: string }) {
  const root = resolve(o.root);
  const site = await loadSite(root);
  const { serve } = await import('../leads/serve.ts');
  const server = await serve({
    dir: resolve(root, o.dir), port: o.port, host: o.host, db: resolve(root, o.db), api: apiConfig(site),
    webhookUrl: process.env.LEAD_WEBHOOK_URL || undefined, headers: headerPolicy(site),
  });
  const stop = async () => { await server.close(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
