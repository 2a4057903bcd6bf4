import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageRoot } from '../pipeline/project.ts';
import { escapeHtml } from '../model/html.ts';
import type { TrustedProxies } from '../http/client-address.ts';
import { isHttps, loginCookie, readCookie, LOGIN_COOKIE } from '../http/cookies.ts';
import { randomToken } from './sessions.ts';
import type { DeskState } from './wire/session.ts';

/**
 * The desk's page at /desk/: a small HTML shell, the app's script and its style sheet, bundled
 * by esbuild from desk/app/ the first time they are asked for (React written, Preact shipped
 * through esbuild's alias, as the site's islands do). Names carry a content hash, so the files
 * are cached for good and the shell itself never is. The shell holds the login form's CSRF
 * token; the data comes only from the API, after login.
 */

/** Nothing from anywhere else; no inline script or style; no framing. */
export const DESK_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "img-src 'self' data: blob:",
  "manifest-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': DESK_CSP,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

interface Asset { name: string; type: string; body: Buffer; gzip: Buffer }
/**
 * The entry script, the chunks it imports at once (preloaded by the shell), the style sheet, and
 * every file by name: a view loaded on demand (the owner's site editor) is a chunk of its own,
 * fetched the first time it is opened.
 */
interface Bundle { script: Asset; preload: Asset[]; style: Asset; files: Map<string, Asset> }

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

let bundling: Promise<Bundle> | undefined;

async function bundle(): Promise<Bundle> {
  const { build } = await import('esbuild');
  const outdir = join(packageRoot, 'desk', 'out');
  const result = await build({
    entryPoints: [join(packageRoot, 'desk', 'app', 'main.tsx')],
    bundle: true, minify: true, write: false, format: 'esm', target: ['es2020'], splitting: true, metafile: true,
    // esbuild names a chunk by its content ([hash]), so the entry that imports it changes when it does.
    outdir, entryNames: 'app', chunkNames: '[name].[hash]',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime' },
    jsx: 'automatic', jsxImportSource: 'preact', define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent', legalComments: 'none',
  });
  // Each output by its path in outdir; the entry and its style sheet get a hash in their names,
  // the chunks carry esbuild's already.
  const byPath = new Map<string, Asset>();
  for (const file of result.outputFiles) {
    const path = relative(outdir, file.path);
    const body = Buffer.from(file.contents);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    const name = path === 'app.js' || path === 'app.css' ? path.replace(/\.(js|css)$/, `.${hash}.$1`) : path;
    byPath.set(path, { name, type: path.endsWith('.css') ? CSS : JS, body, gzip: gzipSync(body, { level: 9 }) });
  }
  const output = (path: string): Asset => {
    const found = byPath.get(path);
    if (!found) throw new Error(`the desk bundle has no ${path}`);
    return found;
  };
  const entry = Object.entries(result.metafile.outputs).find(([path]) => relative(outdir, path) === 'app.js')?.[1];
  const preload = (entry?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => output(relative(outdir, i.path)));
  return { script: output('app.js'), preload, style: output('app.css'), files: new Map([...byPath.values()].map((a) => [a.name, a])) };
}

/** The bundle, made once per process on first use; a failure is retried on the next request. */
export function prepareDeskBundle(): Promise<Bundle> {
  bundling ??= bundle().catch((error: unknown) => {
    bundling = undefined; // a later request tries again
    throw error;
  });
  return bundling;
}

/** JSON that is safe inside a <script> element: no "</script>", no "<!--". */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function shell(bundle: Bundle, csrf: string, brand: string, state: DeskState | undefined): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<meta name="desk-login-token" content="${escapeHtml(csrf)}"><meta name="desk-brand" content="${escapeHtml(brand)}"><meta name="theme-color" content="#0f6b63">
<title>Desk · ${escapeHtml(brand)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/desk/${bundle.style.name}">
<script type="module" src="/desk/${bundle.script.name}"></script>${bundle.preload.map((a) => `<link rel="modulepreload" href="/desk/${a.name}">`).join('')}</head>
<body><div id="desk"><main class="login"><h1>${escapeHtml(brand)} desk</h1><p>Loading…</p></main></div>
${state ? `<script type="application/json" id="desk-state">${scriptJson(state)}</script>` : ''}</body></html>`;
}

function sendAsset(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? asset.gzip : asset.body;
  res.writeHead(200, {
    'Content-Type': asset.type, 'Content-Length': body.length, 'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers /desk and everything under /desk/; resolves false for any other path. */
export function createDeskPages(options: { proxies: TrustedProxies; brand: string; initialState: (req: IncomingMessage) => Promise<DeskState | undefined> }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/desk' && !pathname.startsWith('/desk/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('405 Method Not Allowed\n');
      return true;
    }
    if (pathname === '/desk') {
      res.writeHead(308, { Location: '/desk/' }).end();
      return true;
    }
    const files = await prepareDeskBundle();
    const name = pathname.slice('/desk/'.length);
    const asset = files.files.get(name);
    if (asset) sendAsset(req, res, asset);
    else if (name === '') {
      // Keep the login token a page already has, so two open tabs do not undo each other.
      const kept = readCookie(req, LOGIN_COOKIE);
      const token = kept && /^[A-Za-z0-9_-]{43}$/.test(kept) ? kept : randomToken();
      const html = shell(files, token, options.brand, await options.initialState(req));
      res.writeHead(200, {
        ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(html), 'Set-Cookie': loginCookie(token, isHttps(req, options.proxies)),
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    } else {
      res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('404 Not Found\n');
    }
    return true;
  };
}
