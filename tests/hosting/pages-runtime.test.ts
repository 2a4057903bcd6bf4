// The built site in Cloudflare's own Pages runtime, run locally: `wrangler pages dev` (workerd
// from npm) serves dist/ with its _redirects and _headers as Cloudflare Pages would. Each
// canonical address answers 200 without a redirect (pages are x.html, which Pages serves at /x),
// the legacy addresses 301, unknown paths the 404 page, every answer the security headers, and no
// host configuration is there to serve. Nothing leaves loopback: no telemetry, no update check
// (the registry is pointed at a closed loopback port), no fetch of the `Request.cf` object.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { freePort, waitForPort } from '../helpers/ports.ts';
import { stopChild } from '../helpers/serve-process.ts';
import { expectedAnswers, wrongAnswers, type Answer } from '../helpers/host-answers.ts';
import { securityHeaders } from '../../hosting/headers.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';
import { build, type BuildResult } from '../../pipeline/build.ts';

let built: BuildResult;
let wrangler: ChildProcess | undefined;
let base: string;
let log = '';

beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-pages-'));
  // The build for this host, as its README section says: no .br/.gz twins (Pages compresses at its edge).
  built = await build({ root: projectRoot, outDir: path.join(work, 'dist'), target: 'cloudflare-pages' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  wrangler = spawn(path.join(projectRoot, 'node_modules', '.bin', 'wrangler'), [
    'pages', 'dev', built.outDir, '--compatibility-date=2026-05-01', '--port', String(port), '--ip', '127.0.0.1',
    '--inspector-port', String(await freePort()), '--persist-to', path.join(work, 'state'),
  ], {
    cwd: work, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_SEND_ERROR_REPORTS: 'false', WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false', npm_registry: 'http://127.0.0.1:9/', WRANGLER_LOG_PATH: path.join(work, 'logs'),
      XDG_CONFIG_HOME: path.join(work, 'config'),
    },
  });
  for (const stream of [wrangler.stdout, wrangler.stderr]) stream?.on('data', (c: Buffer) => { log += c.toString(); });
  const logFile = path.join(work, 'wrangler.log');
  wrangler.once('exit', () => fs.writeFileSync(logFile, log));
  await waitForPort(port, logFile);
  // workerd listens before the assets are loaded: wait for the first page.
  for (let i = 0; i < 100 && !(await fetch(`${base}/`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
}, 120_000);

afterAll(() => stopChild(wrangler));

async function get(p: string): Promise<Answer & { headers: Headers }> {
  const res = await fetch(base + p, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? undefined, text: await res.text(), headers: res.headers };
}

describe('dist/ in Cloudflare Pages\' runtime (wrangler pages dev)', () => {
  it('answers a customer\'s link /b/<token> with the one page b.html, without a redirect', async () => {
    const link = await get('/b/q3J9xY2abQ7mK1pZ8wE4rT6u');
    expect([link.status, link.location]).toEqual([200, undefined]);
    expect(link.text).toBe(fs.readFileSync(path.join(built.outDir, 'b.html'), 'utf8'));
  });

  it('reads every rule of _redirects and _headers', () => {
    // The legacy addresses, and the rewrite of every customer's link /b/<token> to b.html (/hi/b/<token> to hi/b.html).
    const redirects = built.routes.filter((r) => r.legacy).length + built.routes.filter((r) => r.page.template === 'visit-link').length;
    expect(log).toContain(`Parsed ${redirects} valid redirect rules.`);
    expect(log).toContain('Parsed 2 valid header rules.');
    // The one rule Pages skips is Netlify's Hindi 404 page (`/hi/* /hi/404.html 404`): Pages warns
    // and finds hi/404.html by itself, the nearest 404.html up the path (the answers below).
    expect(log).toContain('Found 1 invalid redirect rule');
    expect(log).toMatch(/Got 404\.\s+at \S+_redirects:\d+ \| \/hi\/\* \/hi\/404\.html 404/);
    expect(log.replace(/Found 1 invalid redirect rule/, '')).not.toMatch(/invalid|ENOTFOUND|update available/i);
  });

  it('answers as nginx and serve do: pages 200 without a redirect, legacy 301, /x/ to /x, unknown paths the 404 page', async () => {
    const expected = expectedAnswers(built);
    expect(expected.filter((e) => e.status === 200).length).toBeGreaterThan(15);
    expect(await wrongAnswers(expected, get)).toEqual([]);
  });

  it('sends the security headers on pages, redirects and the 404 page, and caches assets for a year', async () => {
    const expected = securityHeaders(headerPolicy(built.site), { https: true });
    for (const p of ['/', '/about', '/contact.php', '/no-such-page']) {
      const { headers } = await get(p);
      for (const [name, value] of Object.entries(expected)) expect(headers.get(name), `${p} ${name}`).toBe(value);
    }
    const css = /href="(\/assets\/[^"]+\.css)"/.exec((await get('/')).text)![1];
    expect((await get(css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves no host configuration: nginx.conf is not in the upload, _redirects and _headers are read, not sent', async () => {
    expect(fs.existsSync(path.join(built.outDir, 'nginx.conf'))).toBe(false);
    for (const p of ['/nginx.conf', '/_redirects', '/_headers']) {
      const res = await get(p);
      expect(res.status, p).not.toBe(200);
      expect(res.text, p).not.toMatch(/ssl_certificate|Content-Security-Policy:|\/contact\.php/);
    }
  });

  it('has no .br or .gz twin to serve by its name: the build for Pages makes none', async () => {
    const twins = fs.readdirSync(built.outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f));
    expect(twins).toEqual([]);
    for (const p of ['/index.html.br', '/index.html.gz', '/pet-grooming.html.br']) expect((await get(p)).status, p).not.toBe(200);
    // Pages compresses at its edge itself.
    expect((await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br, gzip' } })).ok).toBe(true);
  });
});
