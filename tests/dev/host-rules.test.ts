// `groomsite dev` follows the rules of the `_redirects` the build writes, with serve's own lookup
// (hosting/redirects.ts): a customer's link /b/<token> opens the visit page and shows the booking,
// (one booked on a Hindi page, /hi/b/<token>, the Hindi one), and an old .php address moves to
// its page, as behind serve, nginx and Cloudflare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dev, type DevServer } from '../../dev/dev.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { projectRoot } from '../helpers/site.ts';
import { appointmentBody, dayWithOneWindowLeft, realVisitSettings } from '../../scripts/lib/visit-days.ts';

let browser: Browser;
let server: DevServer;

beforeAll(async () => {
  server = await dev({ root: projectRoot, port: 0, log: () => {} });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('groomsite dev and the host rules', () => {
  it('opens a customer\'s /b/<token> link on the visit page, showing the booking', async () => {
    const { settings, serviceLabel } = await realVisitSettings();
    const day = dayWithOneWindowLeft(settings, 'noida');
    const res = await fetch(`${server.url}/api/booking-form`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(appointmentBody({ origin: server.url, pagePath: '/pet-grooming-at-home/noida', phone: '9822211101', service: serviceLabel('fur-fresh-spa'), date: day.date, window: day.held[0]?.window ?? day.lastWindow })),
    });
    expect(res.status).toBe(201);
    const link = (await res.json()).visit.link as string;
    expect(link).toMatch(/^\/b\/[A-Za-z0-9_-]{24}$/);

    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
    const answer = await page.goto(`${server.url}${link}`);
    expect(answer?.status()).toBe(200);
    await page.locator('.visit').waitFor();
    expect(await page.locator('.visit').innerText()).toContain('Fur Fresh Spa');
    await page.close();
  });

  it('opens the link of a visit booked on a Hindi page on the Hindi visit page, /hi/b/<token>', async () => {
    const { settings, serviceLabel } = await realVisitSettings();
    const day = dayWithOneWindowLeft(settings, 'noida');
    const res = await fetch(`${server.url}/api/booking-form`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(appointmentBody({ origin: server.url, pagePath: '/hi/pet-grooming-at-home/noida', phone: '9822211102', service: serviceLabel('fur-fresh-spa'), date: day.date, window: day.lastWindow })),
    });
    expect(res.status).toBe(201);
    const link = (await res.json()).visit.link as string;
    expect(link).toMatch(/^\/hi\/b\/[A-Za-z0-9_-]{24}$/);
    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
    expect((await page.goto(`${server.url}${link}`))?.status()).toBe(200);
    await page.locator('.visit').waitFor();
    expect(await page.locator('h1').innerText()).toBe('आपकी विज़िट');
    expect(await page.locator('.visit').innerText()).toContain('आने का समय');
    await page.close();
  });

  it('moves an old address to its page with a 301, as _redirects says', async () => {
    const res = await fetch(`${server.url}/contact.php`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact');
  });
});
