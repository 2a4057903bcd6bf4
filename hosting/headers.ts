// The one place that decides the security and cache headers of every response: `groomsite serve`,
// `groomsite dev`, and the host configs the build writes (_headers, nginx.conf) all ask here, so a
// page behind any of them runs under the same Content-Security-Policy and caches the same way.

/** What the policy must allow beyond the site's own origin (from site.yaml). */
export interface HeaderPolicy {
  /** Origins the pages fetch from: the address lookup, an API on another host. */
  connectSrc: readonly string[];
  /** Origins a form may post to when the page runs no script. */
  formAction: readonly string[];
  /** Origins of embedded frames (the map on /contact). */
  frameSrc: readonly string[];
}

/** Own origin only: what a server that knows no site.yaml (tests, the bench) sends. */
export const selfOnlyPolicy: HeaderPolicy = { connectSrc: [], formAction: [], frameSrc: [] };

/** Fingerprinted bundles never change under their name: cache for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages may change on any build: keep, but ask again every time (cheap with the ETag). */
export const REVALIDATE = 'no-cache';
/** robots.txt, unfingerprinted images and the like. */
export const SHORT = 'public, max-age=3600';

/**
 * Cache-Control by request path, first match wins, else SHORT. Plain regular expressions that
 * JavaScript and nginx (PCRE) read alike: serve and dev test them here, nginx.conf gets them as a map.
 */
export const CACHE_RULES: readonly { pattern: RegExp; value: string }[] = [
  // Fingerprinted bundles: `app.3f9a1c2b.js`, esbuild's `chunk.7ACYIRUE.js`.
  { pattern: /^\/assets\/(?:[^/]+\/)*[^/]+\.[0-9A-Za-z_-]{8,}\.[A-Za-z0-9]+$/, value: IMMUTABLE },
  // Pages: no extension, .html, and legacy addresses such as /about.php (redirects to the page).
  { pattern: /(?:^|\/)[^./]*\/?$/, value: REVALIDATE },
  { pattern: /\.(?:[Hh][Tt][Mm][Ll]?|[Pp][Hh][Pp])$/, value: REVALIDATE },
];

/** Cache-Control for a request path, decided before the file is looked up. */
export function cacheControlFor(pathname: string): string {
  return CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.value ?? SHORT;
}

/**
 * Host settings, never served to visitors: _headers and _redirects, which the build writes into
 * dist/ for the hosts that read them there, and nginx.conf, which it writes beside dist/ (an
 * older build put it inside, and a copied folder may still hold one).
 */
export const HOST_CONFIG_FILES: readonly string[] = ['/nginx.conf', '/_headers', '/_redirects'];

export function isHostConfigFile(pathname: string): boolean {
  return HOST_CONFIG_FILES.includes(pathname.replace(/\/+$/, ''));
}

/** The policy the built pages satisfy: own scripts and styles only, no inline script, no framing. */
export function contentSecurityPolicy(policy: HeaderPolicy): string {
  const list = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
    `connect-src ${list(policy.connectSrc)}`,
    `frame-src ${policy.frameSrc.length ? policy.frameSrc.join(' ') : "'none'"}`,
    "object-src 'none'", "base-uri 'self'", `form-action ${list(policy.formAction)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers of every response. HSTS and upgrade-insecure-requests only over HTTPS: sent
 * over plain HTTP (serve on loopback, dev) they would be ignored or break the page.
 */
export function securityHeaders(policy: HeaderPolicy, options: { https: boolean }): Record<string, string> {
  const csp = contentSecurityPolicy(policy);
  return {
    'Content-Security-Policy': options.https ? `${csp}; upgrade-insecure-requests` : csp,
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}
