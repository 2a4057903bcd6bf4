// dist/ deployed to a host that reads _headers and _redirects: the pages satisfy their own
// Content-Security-Policy (no violation in a real browser), legacy paths redirect, and assets
// are cached forever while HTML is revalidated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildRealSite } from '../helpers/site.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { serve } from '../../server/site-server.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { contentSecurityPolicy } from '../../hosting/headers.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain' };

/** A static host in the style of those that read _headers and _redirects (rules as the build wrote them). */
function hostLike(dist: string): Server {
  const redirects = new Map(readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n').map((l) => l.split(' ')).map(([from, to]) => [from, to]));
  const blocks = readFileSync(join(dist, '_headers'), 'utf8').trim().split('\n\n').map((block) => {
    const [pattern, ...lines] = block.split('\n');
    return { prefix: pattern.replace(/\*$/, ''), headers: lines.map((l) => l.trim().split(/: (.*)/s).slice(0, 2) as [string, string]) };
  });
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://host').pathname);
    const to = redirects.get(path);
    if (to) return res.writeHead(301, { location: to }).end();
    const candidates = [path, join(path, 'index.html'), `${path}.html`].map((p) => join(dist, p));
    const file = candidates.find((f) => f.startsWith(dist) && existsSync(f) && statSync(f).isFile());
    // Such hosts apply every matching rule and join the values of a header set twice.
    const headers: Record<string, string> = {};
    for (const b of blocks) if (path.startsWith(b.prefix)) for (const [k, v] of b.headers) headers[k] = headers[k] ? `${headers[k]}, ${v}` : v;
    headers['content-type'] = types[extname(file ?? '404.html')] ?? 'application/octet-stream';
    res.writeHead(file ? 200 : 404, headers).end(readFileSync(file ?? join(dist, '404.html')));
  });
}

let server: Server;
let base: string;
let outDir: string;
let browser: Browser;

beforeAll(async () => {
  ({ outDir } = await buildRealSite());
  server = hostLike(outDir);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

const pages = ['/', '/pet-grooming', '/price', '/dog-grooming', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr',
  '/pet-grooming-at-home/sector-18-noida', '/blog', '/blog/page/2', '/blog/diy-dog-bathing', '/about', '/gallery', '/contact', '/privacy-policy',
  '/booking-confirm', '/thank-you', '/no-such-page'];

describe('deployed behind _headers', () => {
  it.each(pages)('%s loads with no Content-Security-Policy violation', async (path) => {
    const page = await browser.newPage();
    // Only this host: the address lookup and the map are not part of this check.
    await page.route((url) => !url.href.startsWith(base), (r) => r.abort());
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    const console: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) console.push(m.text()); });
    const res = await page.goto(base + path, { waitUntil: 'networkidle' });
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    // Open whatever the page lets a visitor open, so the runtime's own DOM work is covered too.
    for (const selector of ['.package__book', '.hero__actions button', '.menu-toggle']) {
      const target = page.locator(selector).first();
      if (await target.count() && await target.isVisible()) await target.click().catch(() => {});
    }
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(console).toEqual([]);
    await page.close();
  });

  it('redirects legacy addresses permanently', async () => {
    const res = await fetch(`${base}/contact.php`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact');
  });

  it('caches fingerprinted assets forever with one Cache-Control value, and leaves pages to the host default (revalidate)', async () => {
    const html = await fetch(`${base}/`);
    expect(html.headers.get('cache-control')).toBeNull();
    const css = (await html.text()).match(/href="(\/assets\/site\.[A-Z0-9]+\.css)"/)![1];
    expect((await fetch(base + css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const rules = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(rules.match(/Cache-Control/g)).toHaveLength(1);
    expect(rules.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('sends the security headers with every page', async () => {
    const res = await fetch(`${base}/blog`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('groomsite serve', () => {
  it('sends the same policy, so an injected inline script does not run there either', async () => {
    writeFileSync(join(outDir, 'injected.html'), '<!doctype html><title>x</title><p>hi</p><script>window.injected = true</script>');
    const served = await serve({ dir: outDir, port: 0, host: '127.0.0.1', db: join(mkdtempSync(join(tmpdir(), 'groomsite-csp-')), 'leads.sqlite'),
      api: defaultApiConfig, quiet: true, headers: headerPolicy((await buildRealSite()).site) });
    const page = await browser.newPage();
    try {
      const res = await page.goto(`${served.url}/injected`);
      expect(res!.headers()['content-security-policy']).toBe(contentSecurityPolicy(headerPolicy((await buildRealSite()).site)));
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      // And the real pages still work under it: the home page's script ran (its islands are live).
      await page.goto(`${served.url}/`);
      expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBeGreaterThan(0);
    } finally {
      await page.close();
      await served.close();
    }
  });
});
