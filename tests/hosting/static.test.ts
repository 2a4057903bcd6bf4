import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { LeadsUsageError } from '../../model/usage-error.ts';
import { serve } from '../../server/site-server.ts';
import { safePathname } from '../../hosting/static.ts';
import { cacheControlFor } from '../../hosting/headers.ts';
import { precompressFolder } from '../../pipeline/outputs/precompress.ts';
import { makeSite, request, startServer, type TestServer } from '../helpers/leads.ts';
import { connectionCaps, openFileLimit } from '../../http/connection-caps.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await precompressFolder(server.dist); // as the build does
});
afterAll(async () => {
  await server.close();
});

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => request(`${server.url}${p}`, { method, headers });

describe('static serving of dist/', () => {
  it('resolves paths like a static host', async () => {
    for (const [p, title] of [
      ['/', 'Home'], ['/about', 'About'], ['/about/', 'About'], ['/pet-grooming', 'Pet grooming'],
      ['/pet-grooming.html', 'Pet grooming'], ['/gallery-single.html', 'Gallery'], ['/?utm_source=x', 'Home'],
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('text/html;charset=utf-8');
      expect(res.text, p).toContain(`<title>${title}</title>`);
    }
  });

  it('sends the right content types', async () => {
    expect((await get('/assets/app.3f9a1c2b.js')).headers['content-type']).toMatch(/^text\/javascript/);
    expect((await get('/assets/site.css')).headers['content-type']).toMatch(/^text\/css/);
    expect((await get('/robots.txt')).headers['content-type']).toMatch(/^text\/plain/);
    expect((await get('/images/logo.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('caches fingerprinted assets for a year and revalidates HTML', async () => {
    expect((await get('/assets/app.3f9a1c2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/site.css')).headers['cache-control']).not.toMatch(/immutable/);
    expect((await get('/about')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect(cacheControlFor('/assets/chunks/form.a1b2c3d4e5.mjs')).toMatch(/immutable/);
    expect(cacheControlFor('/app.3f9a1c2b.js')).not.toMatch(/immutable/); // not under /assets/
    expect(cacheControlFor('/assets/logo.png')).not.toMatch(/immutable/);
    expect(cacheControlFor('/assets/app.7ACYIRUE.js')).toMatch(/immutable/); // esbuild's [hash]
    expect(cacheControlFor('/about.php')).toBe('no-cache');
  });

  it('answers unknown paths with dist/404.html and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('404 Not Found');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/about', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
    expect((await get('/missing', {}, 'HEAD')).status).toBe(404);
  });

  it('sends ETag and Last-Modified, and 304 when the ETag matches', async () => {
    const first = await get('/about');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/about', { 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the twins the build wrote, br before gzip, and never compresses per request', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<title>Home</title>');
    expect(br.body.equals(fs.readFileSync(path.join(server.dist, 'index.html.br')))).toBe(true);
    const gz = await get('/assets/app.3f9a1c2b.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toMatch(/^console\.log/);
    const missing = await get('/nope', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers.vary).toMatch(/Accept-Encoding/);
    expect(missing.headers['content-encoding']).toBeUndefined(); // under 1 KB: no twin is worth it
    expect(missing.text).toContain('404 Not Found');
    fs.writeFileSync(path.join(server.dist, '404.html.gz'), zlib.gzipSync('<h1>404 Not Found</h1>'));
    const twin404 = await get('/nope', { 'Accept-Encoding': 'gzip' });
    expect(twin404.status).toBe(404);
    expect(zlib.gunzipSync(twin404.body).toString()).toContain('404 Not Found');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.text).toContain('<title>Home</title>');
    const refused = await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const gzipOnly = await get('/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    // A file without a twin (tiny, or an added one) goes out as it is, whatever the query string.
    fs.writeFileSync(path.join(server.dist, 'late.html'), '<title>late</title>'.repeat(200));
    const late = await get('/late?x=1', { 'Accept-Encoding': 'br, gzip' });
    expect(late.headers['content-encoding']).toBeUndefined();
    expect(late.text).toContain('<title>late</title>');
  });

  it('prefers a precompressed twin when dist/ has one', async () => {
    fs.writeFileSync(path.join(server.dist, 'pet-grooming.html.br'), zlib.brotliCompressSync('<title>precompressed</title>'));
    const res = await get('/pet-grooming', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe('<title>precompressed</title>');
  });

  it('never serves the host configs the build writes beside the pages', async () => {
    for (const name of ['nginx.conf', '_headers', '_redirects']) fs.writeFileSync(path.join(server.dist, name), 'server settings');
    for (const p of ['/nginx.conf', '/_headers', '/_redirects', '/_headers/']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('server settings');
    }
  });

  it('never serves dot-files, paths outside dist/ or the data folder', async () => {
    for (const p of ['/.env', '/%2e%2e/secret.txt', '/../secret.txt', '/assets/..%2f..%2fsecret.txt', '/data/leads.sqlite', '/..%5csecret.txt', '/%00', '/%E0%A4%A']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('outside dist');
      expect(res.text, p).not.toContain('SECRET');
    }
    expect(safePathname('/a/.git/config')).toBeUndefined();
    expect(safePathname('/.well-known/security.txt')).toBe('/.well-known/security.txt');
  });

  it('sends the security headers of hosting/headers.ts with every answer, HSTS only over HTTPS', async () => {
    for (const res of [await get('/'), await get('/nope'), await get('/assets/site.css')]) {
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // Our own proxy (127.0.0.1 by default) says the visitor came over HTTPS.
    expect((await get('/', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('answers 405 for writes to static paths', async () => {
    const res = await request(`${server.url}/about`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('static serving under attack and faults', () => {
  const index = () => fs.readFileSync(path.join(server.dist, 'index.html'));

  it('answers a reversed range with 416 and keeps answering', async () => {
    const size = index().length;
    for (const range of ['bytes=100-50', `bytes=${size}-`, `bytes=${size + 5}-${size + 9}`, 'bytes=-0', 'bytes=5-1,9-3']) {
      const res = await get('/index.html', { Range: range, 'Accept-Encoding': 'br, gzip' });
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(res.body.length, range).toBe(0);
    }
    const after = await get('/');
    expect(after.status).toBe(200);
    expect(after.text).toContain('<title>Home</title>');
  });

  it('sends exactly the bytes of a single or suffix range, with 206 and Content-Range', async () => {
    const body = index();
    const size = body.length;
    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0], ['bytes=-100', size - 100, size - 1], ['bytes=10-19', 10, 19], ['bytes=100-', 100, size - 1],
      [`bytes=5-${size + 1000}`, 5, size - 1], [`bytes=-${size + 10}`, 0, size - 1], ['BYTES = 3-4', 3, 4],
    ] as const) {
      // A ranged request gets the plain file even from a client that takes br: the bytes are the page's.
      const res = await get('/index.html', { Range: range, 'Accept-Encoding': 'br, gzip' });
      expect(res.status, range).toBe(206);
      expect(res.headers['content-encoding'], range).toBeUndefined();
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.body.equals(body.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('sends the whole file for several ranges, a malformed header, another unit or a stale If-Range', async () => {
    const body = index();
    for (const headers of [
      { Range: 'bytes=0-1,5-9' } as Record<string, string>, { Range: 'bytes=abc' }, { Range: 'items=0-1' }, { Range: 'bytes=' },
      { Range: 'bytes=0-1', 'If-Range': 'W/"1-1"' }, { Range: 'bytes=0-1', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' },
    ]) {
      const res = await get('/index.html', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.equals(body), JSON.stringify(headers)).toBe(true);
    }
    const first = await get('/index.html');
    const resumed = await get('/index.html', { Range: 'bytes=0-1', 'If-Range': first.headers['last-modified'] as string });
    expect(resumed.status).toBe(206);
  });

  it('never serves the host configs behind doubled slashes or escapes', async () => {
    for (const name of ['nginx.conf', '_headers', '_redirects']) fs.writeFileSync(path.join(server.dist, name), 'server settings');
    for (const p of ['//nginx.conf', '///_headers', '//_redirects', '/%2Fnginx.conf', '/%2f%2f_headers', '//_headers//']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('server settings');
    }
    expect(safePathname('//about')).toBe('/about');
    expect((await get('//about')).status).toBe(200); // a doubled slash to a page is still the page
  });

  it('refuses files that a symlink puts outside the served folder', async () => {
    fs.symlinkSync(path.join(server.root, 'secret.txt'), path.join(server.dist, 'leak.txt'));
    fs.symlinkSync(server.root, path.join(server.dist, 'up'));
    fs.symlinkSync(path.join(server.dist, 'robots.txt'), path.join(server.dist, 'robots-link.txt'));
    for (const p of ['/leak.txt', '/up/secret.txt']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('outside dist');
    }
    // Links that stay within dist/ are fine.
    expect((await get('/robots-link.txt')).text).toContain('User-agent');
    expect((await get('/up/dist/robots.txt')).text).toContain('User-agent');
  });

  it('answers 500 and keeps serving when looking a file up fails', async () => {
    fs.mkdirSync(path.join(server.dist, 'loop'));
    fs.symlinkSync('self', path.join(server.dist, 'loop', 'self')); // ELOOP on every lookup
    const res = await get('/loop/self');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get('/')).status).toBe(200);
  });
});

describe('serve() start-up', () => {
  it('prints one line saying what it serves, where, and where leads go', async () => {
    const site = makeSite();
    const lines: string[] = [];
    const original = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      const running = await serve({ dir: site.dist, port: 0, host: '127.0.0.1', db: site.db, api: defaultApiConfig, webhookUrl: '' });
      await running.close();
      expect(lines).toEqual([`Serving ${site.dist} at http://127.0.0.1:${running.port} (leads in ${site.db})`]);
    } finally {
      console.log = original;
    }
  });


  it('says to build first when dist/ is missing', async () => {
    await expect(serve({ dir: '/nonexistent/dist', port: 0, host: '127.0.0.1', db: '/tmp/x.sqlite', api: defaultApiConfig, quiet: true }))
      .rejects.toThrow('/nonexistent/dist/ not found: run groomsite build first');
  });

  it('refuses a database inside the served folder', async () => {
    const site = makeSite();
    await expect(serve({ dir: site.dist, port: 0, host: '127.0.0.1', db: path.join(site.dist, 'leads.sqlite'), api: defaultApiConfig, quiet: true }))
      .rejects.toThrow(/inside/);
  });

  it('refuses a database that a symlink puts inside the served folder', async () => {
    const site = makeSite();
    fs.symlinkSync(site.dist, path.join(site.root, 'data-link'));
    await expect(serve({ dir: site.dist, port: 0, host: '127.0.0.1', db: path.join(site.root, 'data-link', 'data', 'leads.sqlite'), api: defaultApiConfig, quiet: true }))
      .rejects.toThrow(/inside/);
    expect(fs.existsSync(path.join(site.dist, 'data'))).toBe(false);
    // The served folder reached through a link is the same folder.
    fs.symlinkSync(site.dist, path.join(site.root, 'dist-link'));
    await expect(serve({ dir: path.join(site.root, 'dist-link'), port: 0, host: '127.0.0.1', db: path.join(site.dist, 'leads.sqlite'), api: defaultApiConfig, quiet: true }))
      .rejects.toThrow(/inside/);
  });

  it('reports problems the user can fix as LeadsUsageError, without a stack to read', async () => {
    const site = makeSite();
    const underAFile = path.join(site.root, 'secret.txt', 'leads.sqlite'); // its folder is a file
    const error = await serve({ dir: site.dist, port: 0, host: '127.0.0.1', db: underAFile, api: defaultApiConfig, quiet: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadsUsageError);
    expect((error as Error).message).toContain(`cannot open the leads database ${underAFile}: `);
  });

  it('explains a port in use', async () => {
    const site = makeSite();
    await expect(serve({ dir: site.dist, port: server.port, host: '127.0.0.1', db: site.db, api: defaultApiConfig, quiet: true }))
      .rejects.toThrow(`port ${server.port} on 127.0.0.1 is in use`);
  });
});

describe('connections held at once', () => {
  it('reads the open-file limit and keeps a margin below it', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n';
    expect(openFileLimit(() => limits)).toBe(1024);
    expect(openFileLimit(() => { throw new Error('no /proc'); })).toBeUndefined();
    expect(connectionCaps(1024)).toEqual({ total: 896, perAddress: 112 });
    expect(connectionCaps(65_536).total).toBe(20_000);
  });

  it('one address holding idle connections cannot take them all: another visitor is still answered', async () => {
    const s = await startServer({ api: { trustedProxies: [] }, connections: { total: 40, perAddress: 10 } });
    const idle = await Promise.all(Array.from({ length: 30 }, () => new Promise<net.Socket>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: s.port, localAddress: '127.0.0.1' }, () => resolve(socket));
      socket.on('error', () => {});
    })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const open = idle.filter((socket) => !socket.destroyed && socket.readyState === 'open');
    expect(open.length).toBe(10);
    // Another visitor (another loopback address) gets the page at once.
    const other = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: s.port, path: '/', localAddress: '127.0.0.2' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(other).toBe(200);
    idle.forEach((socket) => socket.destroy());
    await s.close();
  });
});
