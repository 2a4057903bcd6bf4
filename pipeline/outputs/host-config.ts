// Host configuration written into dist/ so the site deploys anywhere with the right behaviour:
// `_redirects` and `_headers` for hosts that read them, and an nginx server block. Legacy paths
// redirect permanently; fingerprinted assets are cached forever and HTML is revalidated; every
// response carries security headers, with a Content-Security-Policy the pages satisfy.
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

const originOf = (url: string) => new URL(url).origin;

/** The policy the built pages need: own scripts and styles only; the address lookup and a map frame on request. */
export function contentSecurityPolicy(site: Site): string {
  const connect = ["'self'"];
  const formAction = ["'self'"]; // the contact form posts itself when the page runs no script
  if (site.raw.api.addressLookup.enabled) connect.push(originOf(site.raw.api.addressLookup.url));
  if (/^https?:/.test(site.raw.api.base)) {
    connect.push(originOf(site.raw.api.base));
    formAction.push(originOf(site.raw.api.base));
  }
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
    `connect-src ${connect.join(' ')}`, 'frame-src https://www.google.com', "object-src 'none'", "base-uri 'self'",
    `form-action ${formAction.join(' ')}`, "frame-ancestors 'none'", 'upgrade-insecure-requests',
  ].join('; ');
}

export function securityHeaders(site: Site): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidate = 'public, max-age=0, must-revalidate';

const legacyRedirects = (routes: readonly Route[]) => routes.filter((r) => r.kind === 'alias' && r.legacy);

export function redirectsFile(routes: readonly Route[]): string {
  return `${legacyRedirects(routes).map((r) => `${r.path} ${r.canonicalPath} 301`).join('\n')}\n`;
}

export function headersFile(site: Site): string {
  const security = Object.entries(securityHeaders(site)).map(([k, v]) => `  ${k}: ${v}`).join('\n');
  return `/*\n${security}\n  Cache-Control: ${revalidate}\n\n/assets/*\n  Cache-Control: ${immutableCache}\n`;
}

export function nginxConf(site: Site, routes: readonly Route[]): string {
  const host = new URL(site.origin).host;
  const headers = Object.entries(securityHeaders(site)).map(([k, v]) => `    add_header ${k} "${v}" always;`).join('\n');
  const redirects = legacyRedirects(routes).map((r) => `    location = ${r.path} { return 301 ${r.canonicalPath}; }`).join('\n');
  return `# nginx server block for ${host}, written by groomsite build. Point root at the uploaded dist/.
# The lead API (groomsite serve) listens on 127.0.0.1:8080 behind this proxy.
server {
    listen 443 ssl http2;
    server_name ${host};
    root /var/www/${host}/dist;
    index index.html;
    charset utf-8;
    gzip on;
    gzip_types text/css application/javascript image/svg+xml application/xml text/plain;

${headers}

    # Old addresses of the previous site.
${redirects}

    location /assets/ {
        add_header Cache-Control "${immutableCache}" always;
${headers.replace(/^ {4}/gm, '        ')}
        try_files $uri =404;
    }

    location ${site.raw.api.base.startsWith('/') ? site.raw.api.base : '/api'}/ {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header X-Forwarded-For $remote_addr;
        client_max_body_size 16k;
    }

    location / {
        add_header Cache-Control "${revalidate}" always;
${headers.replace(/^ {4}/gm, '        ')}
        try_files $uri $uri/index.html $uri.html =404;
    }

    error_page 404 /404.html;
}
`;
}
