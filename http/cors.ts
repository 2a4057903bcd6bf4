import type { IncomingMessage } from 'node:http';

export interface OriginCheck {
  /** False only for a browser request from a foreign origin that is not configured. */
  allowed: boolean;
  /** The Origin header when it names another configured site (CORS headers are due). */
  crossOrigin?: string;
}

/**
 * Browsers send Origin on every POST, same-origin ones included, so "no Origin" (curl, servers)
 * and "our own host" are allowed, configured origins are allowed with CORS headers, and any
 * other origin is refused, which also stops other sites from posting leads through a visitor.
 */
/** `viaTrustedProxy`: the request came through one of api.trustedProxies, so X-Forwarded-Host counts. */
export function checkOrigin(req: IncomingMessage, corsOrigins: readonly string[], viaTrustedProxy: boolean): OriginCheck {
  const origin = req.headers.origin;
  if (origin === undefined) return { allowed: true };
  const normalized = origin.toLowerCase();
  if (corsOrigins.includes(normalized)) return { allowed: true, crossOrigin: origin };
  let host: string;
  try {
    host = new URL(normalized).host;
  } catch {
    return { allowed: false }; // "null" (sandboxed pages, file://) and garbage
  }
  const forwarded = viaTrustedProxy ? firstHeader(req.headers['x-forwarded-host']) : undefined;
  const ownHosts = [req.headers.host, forwarded].filter(Boolean).map((h) => h!.toLowerCase());
  return { allowed: ownHosts.includes(host) };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0].trim();
}

export function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin };
}

/** `methods`: what the route answers (the forms POST, availability is read with GET). */
export function preflightHeaders(origin: string, methods = 'POST, OPTIONS'): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  };
}
