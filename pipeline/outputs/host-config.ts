// Host configuration, so the site deploys anywhere with the right behaviour: `_redirects` and
// `_headers` in dist/ for the hosts that read them there (Cloudflare Pages, Netlify; `serve`
// follows the same redirects), and `nginx.conf` for a server of your own, written beside dist/
// (hostFiles): it names the upstream ports and the certificate paths, which an uploaded folder
// would publish. Every header comes from hosting/headers.ts, the module `serve` and `dev` use too.
import { CACHE_RULES, HOST_CONFIG_FILES, IMMUTABLE, SHORT, securityHeaders } from '../../hosting/headers.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';
import type { OutputFile } from '../write.ts';

/** Where the maintainer puts the certificate (README, "For maintainers"): one place, nothing else to edit. */
export const CERTIFICATE_DIR = '/etc/ssl/groomsite';

const legacyRedirects = (routes: readonly Route[]) => routes.filter((r) => r.kind === 'alias' && r.legacy);

/**
 * The site definition the pages were built from ("site.yaml", "strings/<code>.yaml" as read), which
 * `serve` reads rather than the files as they are now, so the server's rules (catalogue, windows,
 * quotes) and the pages it serves always come from the same build. Swapped in with dist/.
 */
export const SITE_DEFINITION_FILE = 'site-definition.json';

/** What the build writes beside the upload folder (pipeline/write.ts, hostDirFor): never uploaded, never served. */
export function hostFiles(site: Site, routes: readonly Route[]): OutputFile[] {
  return [
    { file: 'nginx.conf', content: nginxConf(site, routes) },
    ...(site.definition ? [{ file: SITE_DEFINITION_FILE, content: `${JSON.stringify(site.definition, null, 1)}\n` }] : []),
  ];
}

/** The customer's pages: b.html, which answers every /b/<token>, and each other language's (hi/b.html for /hi/b/<token>). */
const visitPages = (routes: readonly Route[]) => routes.filter((r) => r.page.template === 'visit-link');

export function redirectsFile(routes: readonly Route[]): string {
  const lines = legacyRedirects(routes).map((r) => `${r.path} ${r.canonicalPath} 301`);
  // To /b, not /b.html: Cloudflare Pages answers a rewrite to /b.html with a 308 to /b (its own
  // pretty addresses), which the link's page then cannot read its token from.
  for (const r of visitPages(routes)) lines.push(`${r.path}/* ${r.path} 200`);
  // Netlify's not-found page per part of the site: a missing /hi/... gets the Hindi 404 (never
  // shadowing a file). Cloudflare Pages finds hi/404.html by itself, the nearest 404.html up the path.
  for (const { prefix, file } of languageNotFoundPages(routes)) lines.push(`${prefix}/* /${file} 404`);
  return `${lines.join('\n')}\n`;
}

/** The 404 pages of the languages other than the default: under /hi/, hi/404.html. */
const languageNotFoundPages = (routes: readonly Route[]) => routes
  .filter((r) => r.kind === 'not-found' && r.lang && r.path.endsWith('/404'))
  .map((r) => ({ prefix: r.path.slice(0, -'/404'.length), file: r.file }));

/**
 * Hosts that read `_headers` apply every rule whose pattern matches and join the values of a
 * header set twice, so no two rules may set the same header on one path: the security headers
 * go to every path, Cache-Control only to /assets/* (a year, immutable). Pages then get the
 * host's own default for HTML, which on such hosts is to revalidate.
 */
export function headersFile(site: Site): string {
  const security = Object.entries(securityHeaders(headerPolicy(site), { https: true })).map(([k, v]) => `  ${k}: ${v}`).join('\n');
  return `/*\n${security}\n\n/assets/*\n  Cache-Control: ${IMMUTABLE}\n`;
}

export interface NginxOptions {
  /** `listen` values of the HTTPS server and of the HTTP server that redirects to it. */
  https: string[];
  http: string[];
  /** The uploaded dist/. */
  root: string;
  /** Where `groomsite serve` listens (host:port); several processes on one database share the load. */
  upstream: string | readonly string[];
  /** Folder holding fullchain.pem and privkey.pem. */
  certificateDir: string;
  /** The access log, written with the private links' tokens masked (groomsite_private). */
  accessLog: string;
}

export function defaultNginxOptions(site: Site): NginxOptions {
  const host = new URL(site.origin).host;
  return { https: ['443 ssl http2', '[::]:443 ssl http2'], http: ['80', '[::]:80'], root: `/var/www/${host}/dist`, upstream: site.raw.api.servers ?? ['127.0.0.1:8080'], certificateDir: CERTIFICATE_DIR, accessLog: '/var/log/nginx/access.log' };
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A file for nginx's http context (Debian: /etc/nginx/sites-enabled/): a map for Cache-Control,
 * an HTTP server that only redirects to HTTPS, and the HTTPS server. Files are sent with the
 * twins the build wrote (gzip_static; brotli_static from Debian's libnginx-mod-http-brotli-static);
 * nginx compresses nothing itself. The lead API is proxied to `groomsite serve`, which believes
 * X-Forwarded-For from 127.0.0.1 and ::1 (api.trustedProxies' default).
 */
export function nginxConf(site: Site, routes: readonly Route[], options: Partial<NginxOptions> = {}): string {
  const o = { ...defaultNginxOptions(site), ...options };
  const host = new URL(site.origin).host;
  const headers = Object.entries(securityHeaders(headerPolicy(site), { https: true }))
    .map(([k, v]) => `        add_header ${k} ${quote(v)} always;`).join('\n');
  // nginx gives a location only its own add_header lines: a redirect of the HTTPS server needs
  // them too, or it goes out without HSTS and the rest. (The HTTP server's redirect carries no
  // HSTS on purpose: browsers ignore it over plain HTTP.)
  const redirect = (from: string, status: number, to: string) => `    location = ${from} {\n${headers}\n        return ${status} ${to};\n    }`;
  const redirects = legacyRedirects(routes).map((r) => redirect(r.path, 301, r.canonicalPath)).join('\n');
  // What every location passed on to groomsite serve says to it: the host as the browser wrote it,
  // port included (the API compares it with the Origin), and who asked.
  const toServe = [
    'proxy_pass http://groomsite_serve;', 'proxy_http_version 1.1;', 'proxy_set_header Connection "";', 'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;', 'proxy_set_header X-Forwarded-Proto $scheme;',
  ].map((line) => `        ${line}`).join('\n');
  const cacheMap = CACHE_RULES.map((rule) => `    ${quote(`~${rule.pattern.source}`)} ${quote(rule.value)};`).join('\n');
  const api = site.raw.api.base.startsWith('/') ? site.raw.api.base : '/api';
  const servers = typeof o.upstream === 'string' ? [o.upstream] : o.upstream;
  const notFoundMap = languageNotFoundPages(routes).map((p) => `    ${quote(`~^${p.prefix}/`)} ${quote(`/${p.file}`)};`).join('\n');
  const hidden = HOST_CONFIG_FILES.map((f) => f.slice(1).replace(/\./g, '\\.')).join('|');
  // The addresses that carry a customer's or a groomer's private token: logged as <token>.
  const privatePrefixes = [...visitPages(routes).map((r) => `${r.path}/`), `${api}/visit/`, `${api}/desk/calendar/`];
  const masked = (variable: string, name: string) => `map ${variable} ${name} {
    default ${variable};
    ${quote(`~^(?<groomsite_before>(?:https?://[^/]*)?(?:${privatePrefixes.map((x) => x.replace(/[.]/g, '\\.')).join('|')}))[^/?#.]+(?<groomsite_after>.*)$`)} "$groomsite_before<token>$groomsite_after";
}`;
  return `# nginx configuration for ${host}, written by groomsite build. Include it in the http context
# (on Debian: copy it to /etc/nginx/sites-enabled/${host}.conf; the build writes it beside dist/,
# never into it), point root at the uploaded dist/,
# and put the certificate at ${o.certificateDir}/fullchain.pem and ${o.certificateDir}/privkey.pem.
# Needs the brotli static module: apt-get install nginx libnginx-mod-http-brotli-static
# The lead API and the desk (groomsite serve) listen on ${servers.join(', ')} behind this proxy
# (site.yaml api.servers); several serve processes share one PostgreSQL database (DATABASE_URL).

# A server that refuses connections is skipped for 10 s; a form post goes to another one only
# if it never reached the first (nginx does not resend a POST that a server may have stored).
upstream groomsite_serve {
${servers.map((server) => `    server ${server} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
    # Below serve's own 5 s: nginx must never send a request down an idle connection that serve
    # is closing at that moment; a POST lost that way is a 502 that nginx may not resend.
    keepalive_timeout 4s;
}

map $uri $groomsite_not_found {
    default /404.html;
${notFoundMap}
}

# Private links (/b/<token>, the API's visit/<token>, a groomer's calendar/<token>.ics) give
# whoever holds them a customer's visit or a groomer's day: the access log keeps them as <token>,
# in the request line and in the Referer.
${masked('$request_uri', '$groomsite_log_uri')}

${masked('$http_referer', '$groomsite_log_referer')}

log_format groomsite_private '$remote_addr - $remote_user [$time_local] "$request_method $groomsite_log_uri $server_protocol" '
                             '$status $body_bytes_sent "$groomsite_log_referer" "$http_user_agent"';

map $uri $groomsite_cache_control {
    default ${quote(SHORT)};
${cacheMap}
}

server {
${o.http.map((l) => `    listen ${l};`).join('\n')}
    server_name ${host};
    server_tokens off;
    access_log ${o.accessLog} groomsite_private;
    # The site's own host, never the Host a client sent (an open redirect otherwise).
    return 301 https://${host}$request_uri;
}

server {
${o.https.map((l) => `    listen ${l};`).join('\n')}
    server_name ${host};
    server_tokens off;
    access_log ${o.accessLog} groomsite_private;
    ssl_certificate ${o.certificateDir}/fullchain.pem;
    ssl_certificate_key ${o.certificateDir}/privkey.pem;
    root ${o.root};
    index index.html;
    charset utf-8;
    absolute_redirect off;

    # Compressed once by the build: send the .br or .gz twin, never compress per request.
    gzip off;
    gzip_static on;
    brotli_static on;
    # The 404 page in the language of the address (/hi/... gets the Hindi one).
    error_page 404 $groomsite_not_found;

    # Old addresses of the previous site.
${redirects}

    # The host settings and dot-files are for the server, not for visitors; the twins are sent
    # only in place of their page (gzip_static, brotli_static), never asked for by name.
    location ~ ^/(${hidden})$ { return 404; }
    location ~ /\\.(?!well-known/) { return 404; }
    location ~ \\.(br|gz)$ { return 404; }

    location ${api}/ {
${toServe}
        client_max_body_size ${Math.ceil(site.raw.api.maxBodyBytes / 1024)}k;
    }

    # The photos uploaded from the desk, the owner's for the site and a groomer's of a visit: up to
    # 15 MB (desk/photo-clean.ts), held whole by nginx before it passes them on, so a slow phone
    # never holds a request of serve open.
    location ~ ^${api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/desk/(site|visits/[0-9]+)/photos$ {
${toServe}
        client_max_body_size 16m;
    }

    # The owner's desk is served by groomsite serve (its page, script and style; its data is under the API).
    location /desk/ {
${toServe}
    }
${redirect('/desk', 308, '/desk/')}

${visitPages(routes).map((r) => `    # Every customer's link ${r.path}/<token> is the one page ${r.file}, whose script reads the token.
    location ${r.path}/ {
        add_header Cache-Control $groomsite_cache_control always;
        add_header Vary Accept-Encoding always;
${headers}
        try_files /${r.file} =404;
    }

`).join('')}    location / {
        add_header Cache-Control $groomsite_cache_control always;
        add_header Vary Accept-Encoding always;
${headers}
        # A page is a file (about.html, blog.html beside blog/); only the home page is a folder's index.
        try_files $uri $uri.html $uri/index.html @trailing_slash;
    }

    # /about/ moves to /about, as Cloudflare Pages and Netlify answer it (and serve); the rest is the 404 page.
    location @trailing_slash {
${headers}
        if ($uri ~ "^(?<groomsite_page>.+)/$") {
            set $groomsite_file $document_root$groomsite_page.html;
        }
        if (-f $groomsite_file) {
            return 308 $groomsite_page$is_args$args;
        }
        return 404;
    }
}
`;
}
