// Field data in a real Chromium on the built site: the beacon script arrives only after the
// page's load event; a tap on Call and WhatsApp and the hidden page's vitals reach the desk's
// counts, sent as navigator.sendBeacon really sends them; with Global Privacy Control on,
// nothing is sent.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';
import { addUser } from '../../desk/users.ts';
import { agent, PASSWORD } from '../helpers/desk.ts';

const site = useBrowserSite();
const cityPage = '/pet-grooming-at-home/noida';

function beaconsOf(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/beacon')) sent.push(r); });
  return sent;
}

/** When the field script was requested and when the page's load event began, from the page's own timings. */
async function fieldScriptTiming(page: Page): Promise<{ requested: number; loaded: number }> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/field\.\w+\.js$/.test(e.name)));
  return page.evaluate(() => ({
    requested: performance.getEntriesByType('resource').find((e) => /\/assets\/field\.\w+\.js$/.test(e.name))!.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
}

/** A tap on a contact link without leaving the page (tel: and wa.me would), then the page hidden as when the visitor leaves. */
async function tapAndHide(page: Page): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  await page.locator('a.floating__call').click();
  await page.locator('a.floating__chat').click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as the browser fires it
  });
}

describe('field data in the browser', () => {
  it('loads after the page has loaded; a tap and the vitals reach the desk as counts', async () => {
    const { page, context, open } = await newPage(site);
    const sent = beaconsOf(page);
    await open(cityPage);
    const timing = await fieldScriptTiming(page);
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
    // The page's own HTML names no such script to load with it.
    expect(await page.locator('script[src*="/assets/field."], link[href*="/assets/field."]').count()).toBe(0);
    // LCP is final at the first input; let the page paint first.
    await page.waitForTimeout(300);
    await tapAndHide(page);
    await expect.poll(() => sent.map((r) => JSON.parse(r.postData() ?? '{}').kind).sort(), { timeout: 15_000 })
      .toEqual(['tap', 'tap', 'visit', 'vitals']);
    // What the browser really sends: a string body, so text/plain, with the page's Origin.
    const headers = await sent[0].allHeaders();
    expect(headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(headers.origin).toBe(site.url);
    const vitals = sent.map((r) => JSON.parse(r.postData()!)).find((b) => b.kind === 'vitals');
    expect(vitals).toMatchObject({ page: 'city', device: 'desktop' });
    // CLS too: web-vitals reports it only as the page is hidden, in a listener it adds after FCP.
    expect(Object.keys(vitals.vitals)).toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB']));
    await context.close();

    await addUser({ db: site.db, name: 'owner', password: PASSWORD });
    const desk = await agent(site.url);
    await expect.poll(async () => (await desk.get('/api/desk/field-data?days=7')).json?.tapsByPage, { timeout: 15_000 })
      .toEqual(expect.arrayContaining([{ page: 'city', kind: 'call', count: 1 }, { page: 'city', kind: 'whatsapp', count: 1 }]));
    // ...and on which page: the city's own, by its path.
    expect((await desk.get('/api/desk/field-data?days=7')).json?.tapsByPath).toEqual(expect.arrayContaining([
      { path: cityPage, kind: 'call', count: 1 }, { path: cityPage, kind: 'whatsapp', count: 1 }]));
    // Counts are written once a second: the vitals may come in the flush after the taps'.
    const vitalsCount = async (name: string) => (await desk.get('/api/desk/field-data?days=7')).json?.vitals?.city?.[name]?.count ?? 0;
    await expect.poll(() => vitalsCount('LCP'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await vitalsCount('TTFB')).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('on a throttled phone: a visitor scrolls, taps WhatsApp and leaves; the desk counts the tap on that page, and the LCP and CLS of that visit', async () => {
    await addUser({ db: site.db, name: 'phone-owner', password: PASSWORD });
    const desk = await agent(site.url, 'phone-owner');
    const report = async () => (await desk.get('/api/desk/field-data?days=7')).json;
    const counted = async () => {
      const r = await report();
      return { whatsapp: r?.tapsByPath?.find((t: { path: string; kind: string }) => t.path === cityPage && t.kind === 'whatsapp')?.count ?? 0,
        LCP: r?.vitals?.city?.LCP?.count ?? 0, CLS: r?.vitals?.city?.CLS?.count ?? 0 };
    };
    const before = await counted();

    // A mid-range phone on mobile data, as DevTools' "Slow 4G" and 4x CPU slowdown emulate it.
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, connectionType: 'cellular4g' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sent = beaconsOf(page);
    await page.goto(site.url + cityPage, { waitUntil: 'load' });
    await fieldScriptTiming(page);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    // The tap takes the visitor to WhatsApp (here a navigation that fails): the page is hidden on the way out,
    // and what it sends then is not seen as a request of the page, only in the desk's counts.
    await page.locator('a.floating__chat').tap();
    await expect.poll(() => sent.map((r) => JSON.parse(r.postData() ?? '{}').kind).sort(), { timeout: 15_000 }).toEqual(['tap', 'visit']);
    // The browser stays open meanwhile: a beacon sent on the way out is still on its way.
    await expect.poll(counted, { timeout: 15_000 }).toEqual({ whatsapp: before.whatsapp + 1, LCP: before.LCP + 1, CLS: before.CLS + 1 });
    await context.close();
  }, 60_000);

  it('sends nothing with Global Privacy Control on', async () => {
    const { page, context, open } = await newPage(site);
    await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const sent = beaconsOf(page);
    await open(cityPage);
    await fieldScriptTiming(page); // it loads, reads the signal and stops
    await tapAndHide(page);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await context.close();
  }, 60_000);
});
