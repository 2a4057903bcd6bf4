// The editor's loop in a real browser: an edit to site.yaml shows up in the open page, a broken
// site.yaml shows an overlay with the problem, and fixing it removes the overlay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { dev, type DevServer } from '../../dev/dev.ts';
import { copyFixture } from '../helpers/fixture.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';

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

  it('swaps an edited page in place: no reload, the same scroll position, and the new page\'s buttons and dialogs work', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
    await page.goto(`${server.url}/dog-grooming`);
    await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
    await page.evaluate(() => { Object.assign(window, { sameDocument: true }); scrollTo({ top: 600, behavior: 'instant' }); });

    editSite('offerPrice: 979\n', 'offerPrice: 959\n');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('₹959'), undefined, { timeout: 10_000 });
    await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);

    // Only the new page's dialog opens, and Tab and Shift+Tab stay in it: the old page's
    // listeners, whose dialog is gone, no longer answer.
    await page.locator('.package__book:visible').first().click();
    const dialog = page.locator('[role=dialog]:visible');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Book Now' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe('Book Now');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-modal'))).toBe(false);
    await page.close();
  });

  it('serves the last of a burst of saves', async () => {
    // Saves 15 ms apart: each lands while the rebuild of the one before may still be running.
    const prices = [951, 952, 953, 954, 955];
    let from = 'offerPrice: 959\n';
    for (const p of prices) {
      editSite(from, `offerPrice: ${p}\n`);
      from = `offerPrice: ${p}\n`;
      await new Promise((r) => setTimeout(r, 15));
    }
    await expect.poll(async () => (await fetch(`${server.url}/dog-grooming`)).text(), { timeout: 10_000 }).toContain('₹955');
    // And stays there: no older rebuild finishes after it.
    await new Promise((r) => setTimeout(r, 300));
    expect(await (await fetch(`${server.url}/dog-grooming`)).text()).toContain('₹955');
  });

  it('updates a page whose site changed before its event stream connected', async () => {
    const html = await (await fetch(`${server.url}/dog-grooming`)).text();
    const served = /data-version="(\d+)"/.exec(html)![1];
    const settled = server.settled();
    editSite('offerPrice: 955\n', 'offerPrice: 969\n');
    await settled;
    // What the page's client would now open, still naming the build the page came from.
    const stale = await readEvents(`${server.url}/__groomsite/events?version=${served}`);
    expect(stale).toContain('event: update');
    const current = /data-version="(\d+)"/.exec(await (await fetch(`${server.url}/dog-grooming`)).text())![1];
    expect(current).not.toBe(served);
    expect(await readEvents(`${server.url}/__groomsite/events?version=${current}`)).not.toContain('event: update');
  });

  it('lets the browser keep fingerprinted scripts and styles across reloads, but never a page', async () => {
    const page = await fetch(`${server.url}/dog-grooming`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const css = /href="(\/assets\/site\.[A-Z0-9]+\.css)"/.exec(await page.text())![1];
    expect((await fetch(server.url + css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('removes its throwaway leads database when it stops', async () => {
    const devFolders = () => readdirSync(tmpdir()).filter((n) => n.startsWith('groomsite-dev-')).sort();
    const before = devFolders();
    const other = await dev({ root, port: 0, log: () => {} });
    const made = devFolders().filter((n) => !before.includes(n));
    expect(made).toHaveLength(1);
    expect(existsSync(join(tmpdir(), made[0], 'leads.sqlite'))).toBe(true);
    await other.close();
    expect(devFolders()).toEqual(before);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Your visited page not found. You may go home page.');
  });
});
