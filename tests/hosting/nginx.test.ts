// The generated nginx.conf on Debian's nginx, for real: `nginx -t` accepts it with a throwaway
// certificate, then nginx runs (as a plain process in a temporary prefix) in front of
// `groomsite serve` on loopback, and a client checks what visitors get: HTTPS redirect, legacy
// redirects, the 404 page, caching, security headers, the build's compressed twins, hidden host
// configs, and the lead API through the proxy with the visitor's address, under junk posts.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRealSite } from '../helpers/site.ts';
import { makeCertificate, nginxTest, startGeneratedNginx, wrapper } from '../helpers/nginx.ts';
import { startServe, stopChild } from '../helpers/serve-process.ts';
import { nginxConf } from '../../pipeline/outputs/host-config.ts';
import { securityHeaders } from '../../hosting/headers.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { readLeads, validBodies } from '../helpers/leads.ts';
import { expectedAnswers, wrongAnswers } from '../helpers/host-answers.ts';
import type { BuildResult } from '../../pipeline/build.ts';

let built: BuildResult;
let work: string;
let nginx: ChildProcess | undefined;
let serve: ChildProcess | undefined;
let httpsPort: number;
let httpPort: number;
let db: string;

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; json: any }

/** One request as a visitor at `from` (a loopback address of its own, so nginx sees it as a distinct visitor). */
function visit(urlPath: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string; plainHttp?: boolean } = {}): Promise<Answer> {
  const lib = options.plainHttp ? http : https;
  return new Promise((resolve, reject) => {
    const req = lib.request({
      host: '127.0.0.1', port: options.plainHttp ? httpPort : httpsPort, path: urlPath, method: options.method ?? 'GET',
      headers: options.headers, localAddress: options.from ?? '127.0.0.1', rejectUnauthorized: false, agent: false,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        let json: unknown;
        try { json = JSON.parse(body.toString()); } catch { json = undefined; }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString(), json });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const postLead = (body: unknown, from: string) => visit('/api/booking-form', {
  from, method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Origin: `https://127.0.0.1:${httpsPort}` },
});

beforeAll(async () => {
  built = await buildRealSite();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-nginx-'));
  db = path.join(work, 'data', 'leads.sqlite');
  makeCertificate(path.join(work, 'ssl'));

  // groomsite serve, as a maintainer runs it (the real command), on a free loopback port.
  const upstream = await startServe({ dir: built.outDir, db });
  serve = upstream.child;

  ({ child: nginx, httpsPort, httpPort } = await startGeneratedNginx(work, built, `127.0.0.1:${upstream.port}`));
}, 120_000);

afterAll(async () => {
  await Promise.all([stopChild(nginx), stopChild(serve)]);
});

describe('the generated nginx.conf on Debian nginx', () => {
  it('is accepted by nginx -t exactly as the build wrote it, once the certificate is in its place', () => {
    // Written beside the upload, never into it (pipeline/write.ts, hostDirFor).
    expect(fs.existsSync(path.join(built.outDir, 'nginx.conf'))).toBe(false);
    const written = fs.readFileSync(path.join(built.hostDir, 'nginx.conf'), 'utf8');
    expect(written).toBe(nginxConf(built.site, built.routes));
    expect(written).toContain('ssl_certificate /etc/ssl/groomsite/fullchain.pem;');
    // The one documented place, moved into the test's folder; nothing else changes.
    const conf = path.join(work, 'as-built.conf');
    fs.writeFileSync(conf, written.replaceAll('/etc/ssl/groomsite', path.join(work, 'ssl')));
    const main = path.join(work, 'as-built-main.conf');
    fs.writeFileSync(main, wrapper(work, conf).replace('daemon off;', ''));
    expect(nginxTest(work, main)).toMatch(/syntax is ok[\s\S]*test is successful\s*exit 0$/);
  });

  it('sends plain HTTP to HTTPS on the site\'s own host, whatever Host was sent', async () => {
    const host = new URL(built.site.origin).host;
    for (const sent of [undefined, 'evil.example', `evil.example:${httpPort}`]) {
      const res = await visit('/about?x=1', { plainHttp: true, headers: sent ? { Host: sent } : {} });
      expect(res.status, String(sent)).toBe(301);
      expect(res.headers.location, String(sent)).toBe(`https://${host}/about?x=1`);
    }
  });

  it('keeps the private links\' tokens out of its access log, in the address and in the Referer', async () => {
    const token = 'Zq8mK2vX9pLr4TgH1sWc';
    const origin = `https://127.0.0.1:${httpsPort}`;
    const paths = [`/b/${token}`, `/hi/b/${token}?from=sms`, `/api/visit/${token}`, `/api/desk/calendar/${token}.ics`];
    for (const p of paths) await visit(p, { headers: { Referer: `${origin}/b/${token}` } });
    await visit('/about', { headers: { Referer: `${origin}/hi/b/${token}#top` } });
    const log = path.join(work, 'site-access.log');
    // nginx writes each line as the request ends; give the last one a moment.
    await expect.poll(() => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '').includes('GET /about ')).toBe(true);
    const written = fs.readFileSync(log, 'utf8');
    expect(written).not.toContain(token);
    for (const p of ['/b/<token>', '/hi/b/<token>?from=sms', '/api/visit/<token>', '/api/desk/calendar/<token>.ics']) expect(written).toContain(`GET ${p} `);
    expect(written).toContain(`"${origin}/b/<token>"`);
    expect(written).toContain(`"${origin}/hi/b/<token>#top"`);
    // Other addresses are logged as they are.
    expect(written).toContain('GET /about HTTP');
  });

  it('redirects the old .php addresses permanently to the new pages', async () => {
    for (const [from, to] of [['/contact.php', '/contact'], ['/about.php', '/about'], ['/index.php', '/']]) {
      const res = await visit(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers pages with 200 and unknown paths with the 404 page', async () => {
    for (const page of ['/', '/about', '/pet-grooming-at-home/noida', '/blog/diy-dog-bathing', '/dog-grooming-near-me']) {
      expect((await visit(page)).status, page).toBe(200);
    }
    const missing = await visit('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Your visited page not found. You may go home page.');
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('answers as serve and Cloudflare Pages do: pages 200 without a redirect, legacy 301, /x/ to /x, unknown paths the 404 page', async () => {
    expect(await wrongAnswers(expectedAnswers(built), async (p) => {
      const res = await visit(p);
      return { status: res.status, location: res.headers.location, text: res.text };
    })).toEqual([]);
  });

  it('caches assets for a year, revalidates pages, and keeps other files an hour', async () => {
    const home = await visit('/');
    expect(home.headers['cache-control']).toBe('no-cache');
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(home.text)![1];
    expect((await visit(css)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await visit('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await visit('/about')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers of hosting/headers.ts on pages, assets and the 404 page', async () => {
    const expected = securityHeaders(headerPolicy(built.site), { https: true });
    for (const p of ['/', '/assets/', '/no-such-page', '/robots.txt']) {
      const res = await visit(p);
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name.toLowerCase()], `${p} ${name}`).toBe(value);
    }
  });

  it('sends the twins the build wrote, br or gzip, with Vary, and nothing compressed by nginx itself', async () => {
    const br = await visit('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(fs.readFileSync(path.join(built.outDir, 'index.html.br')))).toBe(true);
    const gz = await visit('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(path.join(built.outDir, 'index.html.gz')))).toBe(true);
    const plain = await visit('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(path.join(built.outDir, 'index.html')))).toBe(true);
    for (const res of [br, gz, plain]) expect(res.headers.vary).toBe('Accept-Encoding');
    const home = plain.text;
    // The chunk with Preact and the runtime, which the page preloads: its entry script is one line,
    // under the size that gets twins (pipeline/outputs/precompress.ts MIN_BYTES).
    const script = /rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(home)![1];
    expect((await visit(script, { headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding']).toBe('br');
  });

  it('never serves the host configs', async () => {
    for (const p of ['/nginx.conf', '/_headers', '/_redirects', '//nginx.conf', '///_headers']) {
      const res = await visit(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('ssl_certificate');
    }
  });

  it('never sends a compressed twin asked for by its own name', async () => {
    expect(fs.existsSync(path.join(built.outDir, 'index.html.br'))).toBe(true);
    for (const p of ['/index.html.br', '/index.html.gz', '/404.html.gz']) {
      const res = await visit(p, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(res.status, p).toBe(404);
      expect(res.headers['strict-transport-security'], p).toMatch(/max-age=/);
    }
  });

  it('sends HSTS and the other security headers with the HTTPS redirects too, never over plain HTTP', async () => {
    const expected = securityHeaders(headerPolicy(built.site), { https: true });
    const legacy = built.routes.find((r) => r.kind === 'alias' && r.legacy)!;
    for (const p of [legacy.path, '/desk']) {
      const res = await visit(p);
      expect([301, 308], p).toContain(res.status);
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name.toLowerCase()], `${p} ${name}`).toBe(value);
    }
    expect((await visit('/about', { plainHttp: true })).headers['strict-transport-security']).toBeUndefined();
  });

  it('proxies the lead API with the visitor address, Host and HTTPS', async () => {
    const res = await postLead(validBodies.booking, '127.0.0.7');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true, id: expect.stringMatching(REFERENCE_PATTERN) });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/); // serve heard X-Forwarded-Proto: https
    const row = readLeads(db).at(-1)!;
    expect(row.ip).toBe('127.0.0.7'); // X-Forwarded-For, believed from the proxy on this machine
    expect(row.phone).toBe(validBodies.booking.phone);
  });

  it('proxies the desk: its page with its own strict policy, its API refusing an outsider', async () => {
    const page = await visit('/desk/');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(String(page.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/); // HTTPS said by the proxy
    expect((await visit('/desk')).status).toBe(308);
    const api = await visit('/api/desk/leads');
    expect(api.status).toBe(401);
    // A phone's photo (some MB) reaches the desk's upload, which answers for itself; the rest of the API keeps its small cap.
    const photo = 'x'.repeat(5 * 1024 * 1024);
    const upload = await visit('/api/desk/site/photos', { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: photo });
    expect([upload.status, upload.json?.message]).toEqual([401, 'log in first']);
    const visitPhoto = await visit('/api/desk/visits/12/photos', { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: photo });
    expect([visitPhoto.status, visitPhoto.json?.message]).toEqual([401, 'log in first']);
    expect((await visit('/api/booking-form', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: photo })).status).toBe(413);
  });

  it('25 junk posts from one address stop neither another address nor the next real booking from it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await postLead({ phone: 'junk', path: '/' }, '127.0.0.2')).status);
    expect(statuses.filter((s) => s === 400).length).toBe(built.site.raw.api.rateLimit.maxRequests);
    expect(statuses.filter((s) => s === 429).length).toBe(25 - built.site.raw.api.rateLimit.maxRequests);
    const limited = await postLead({ phone: 'junk', path: '/' }, '127.0.0.2');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/^too many requests/);
    const other = await postLead({ ...validBodies.booking, phone: '9812345670' }, '127.0.0.3');
    expect(other.status).toBe(201);
    const sameAddress = await postLead({ ...validBodies.booking, phone: '9812345671' }, '127.0.0.2');
    expect(sameAddress.status).toBe(201);
    const phones = readLeads(db).map((r) => [r.ip, r.phone]);
    expect(phones).toContainEqual(['127.0.0.3', '9812345670']);
    expect(phones).toContainEqual(['127.0.0.2', '9812345671']);
  });
});
