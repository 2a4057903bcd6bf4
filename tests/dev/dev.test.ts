// The editor's loop in a real browser: an edit to site.yaml shows up in the open page, a broken
// site.yaml shows an overlay with the problem, and fixing it removes the overlay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { dev, type DevServer } from '../../cli/dev.ts';
import { copyFixture } from '../helpers/fixture.ts';
import { launchChromium } from '../helpers/chromium.ts';

let browser: Browser;
let server: DevServer;
let root: string;
const logs: string[] = [];

beforeAll(async () => {
  root = copyFixture('tiny');
  server = await dev({ root, port: 0, log: (l) => logs.push(l) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function editSite(from: string, to: string) {
  const file = join(root, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" not in site.yaml`);
  writeFileSync(file, text.replace(from, to));
}

/** What an event stream sends in its first half second. */
async function readEvents(url: string): Promise<string> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body!.getReader();
  let text = '';
  const timer = setTimeout(() => controller.abort(), 500);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch { /* aborted after half a second: that is the end of what we read */ }
  clearTimeout(timer);
  return text;
}

describe('groomsite dev', () => {
  it('shows a price edited in site.yaml in the open browser, then an overlay for a broken edit until it is fixed', async () => {
    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
    await page.goto(`${server.url}/dog-grooming`);
    await expect.poll(() => page.locator('main').innerText()).toContain('₹999');

    editSite('offerPrice: 999\n', 'offerPrice: 989\n');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('₹989'), undefined, { timeout: 10_000 });

    editSite('offerPrice: 989\n', 'offerPrice: "cheap"\n');
    const overlay = page.locator('#groomsite-error-overlay');
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.innerText()).toContain('expected a whole number, got text "cheap"');
    expect(await overlay.innerText()).toMatch(/site\.yaml:\d+:\d+/);
    expect(logs.join('\n')).toContain('expected a whole number, got text "cheap"');
    // The last good site is still served meanwhile.
    expect(await (await fetch(`${server.url}/dog-grooming`)).text()).toContain('₹989');

    editSite('offerPrice: "cheap"\n', 'offerPrice: 979\n');
    await page.waitForFunction(() => !document.getElementById('groomsite-error-overlay') && document.querySelector('main')?.textContent?.includes('₹979'), undefined, { timeout: 10_000 });
  });

  it('reloads a page whose site changed before its event stream connected', async () => {
    const html = await (await fetch(`${server.url}/dog-grooming`)).text();
    const served = /data-version="(\d+)"/.exec(html)![1];
    const settled = server.settled();
    editSite('offerPrice: 979\n', 'offerPrice: 969\n');
    await settled;
    // What the page's client would now open, still naming the build the page came from.
    const stale = await readEvents(`${server.url}/__groomsite/events?version=${served}`);
    expect(stale).toContain('event: reload');
    const current = /data-version="(\d+)"/.exec(await (await fetch(`${server.url}/dog-grooming`)).text())![1];
    expect(current).not.toBe(served);
    expect(await readEvents(`${server.url}/__groomsite/events?version=${current}`)).not.toContain('event: reload');
  });

  it('lets the browser keep fingerprinted scripts and styles across reloads, but never a page', async () => {
    const page = await fetch(`${server.url}/dog-grooming`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const css = /href="(\/assets\/site\.[A-Z0-9]+\.css)"/.exec(await page.text())![1];
    expect((await fetch(server.url + css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Your visited page not found. You may go home page.');
  });
});
