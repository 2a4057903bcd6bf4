// A Hindi speaker's booking, as the issue tells it: on a phone, the Hindi Noida page, its booking
// form in Hindi, the confirmation in Hindi with the lead's reference, and the lead on the (English)
// desk marked Hindi, found by that reference as someone would type it from a call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../desk/users.ts';
import { apiConfig } from '../../leads/site-config.ts';
import { serve, type RunningServer } from '../../server/site-server.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { buildRealSite } from '../helpers/site.ts';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { PASSWORD } from '../helpers/desk.ts';
import { logIn } from '../helpers/desk-log-in.ts';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  const { outDir, site } = await buildRealSite();
  const db = join(mkdtempSync(join(tmpdir(), 'groomsite-hindi-')), 'leads.sqlite');
  server = await serve({ dir: outDir, port: 0, host: '127.0.0.1', db, api: apiConfig(site), quiet: true, brand: 'Doorstep Paws', log: () => {} });
  await addUser({ db, name: 'owner', password: PASSWORD, role: 'owner' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('booking in Hindi on a phone', () => {
  it('says in Hindi why a typed promo code takes nothing off', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.route((u) => !u.href.startsWith(server.url), (r) => r.abort());
    await page.goto(`${server.url}/hi/pet-grooming-at-home/delhi`);
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    await page.locator('.package__book:visible').first().click();
    const form = page.locator('#package-modal form');
    const refusal = () => form.locator('.quote__refused').innerText();
    await form.getByLabel('प्रोमो कोड').fill('FREEGROOM');
    await expect.poll(refusal).toBe('FREEGROOM हमारा कोई प्रोमो कोड नहीं है');
    await form.getByLabel('प्रोमो कोड').fill('GNOIDA300');
    await expect.poll(refusal).toBe('GNOIDA300 सिर्फ़ ग्रेटर नोएडा में लागू होता है');
    await context.close();
  });

  it('books from the Hindi Noida page, is confirmed in Hindi, and shows on the desk as Hindi', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.route((u) => !u.href.startsWith(server.url), (r) => r.abort()); // the address lookup fails quietly
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/hi/pet-grooming-at-home/noida`);
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    expect(await page.locator('h1').innerText()).toBe('नोएडा में डॉग और कैट की घर पर ग्रूमिंग, ₹599 से');
    await page.screenshot({ path: '/tmp/hindi-city-375.png' });

    await page.locator('.package__book:visible').first().click();
    const form = page.locator('#package-modal form');
    await form.getByLabel('पेट पेरेंट का नाम').fill('सुनीता शर्मा');
    await form.getByLabel('फ़ोन नंबर').fill('9812345670');
    await form.getByLabel('नस्ल').fill('Labrador');
    await form.getByLabel('शहर या पता').fill('Sector 62, Noida');
    await page.screenshot({ path: '/tmp/hindi-dialog-375.png' });
    // A wrong number is refused in Hindi before anything is sent.
    await form.getByLabel('फ़ोन नंबर').fill('98123');
    await form.getByRole('button', { name: 'अभी बुक करें' }).click();
    await expect.poll(() => page.locator('#package-form-phone-error').innerText()).toBe('सही नंबर डालें');
    await form.getByLabel('फ़ोन नंबर').fill('9812345670');
    await form.getByRole('button', { name: 'अभी बुक करें' }).click();

    await page.waitForURL(`${server.url}/hi/booking-confirm`);
    // No window held: a request, in Hindi, never said booked.
    await expect.poll(() => page.locator('h1').innerText()).toBe('आपकी रिक्वेस्ट हमें मिल गई है');
    await expect.poll(() => page.locator('.confirm__summary-title').innerText()).toBe('आपकी बुकिंग रिक्वेस्ट');
    expect(await page.locator('.confirm__rows').innerText()).toContain('पैकेज');
    // When the team calls, in Hindi whatever the hour ("आज ... से पहले", "कल सुबह ... से").
    expect(await page.locator('.confirm__when').first().innerText()).toMatch(/^हमारे कॉल करने तक .*(आज|कल)/);
    // The reference the lead API answered, in the groups a person reads out.
    expect(await page.locator('.confirm__ref').innerText()).toMatch(/^रेफ़रेंस [0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = await page.locator('.confirm__ref strong').innerText();
    expect(reference).toMatch(REFERENCE_PATTERN);
    await page.locator('.confirm__ref').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-confirm-375.png' });
    expect(errors).toEqual([]);

    const desk = await context.newPage();
    await logIn(desk, server.url, 'owner');
    const lead = desk.locator('.leads li', { hasText: 'सुनीता शर्मा' });
    await expect.poll(() => lead.locator('.meta').first().innerText(), { timeout: 10_000 }).toMatch(/ · noida · Hindi$/);
    // Read out on the phone, typed in lower case with a space for the dash: the desk finds the lead and shows its reference.
    const other = reference === 'WWWW-WWWW' ? 'XXXX-XXXX' : 'WWWW-WWWW';
    await desk.getByLabel('Search').fill(other);
    await desk.getByLabel('Search').press('Enter');
    await expect.poll(() => desk.locator('.leads li').count()).toBe(0);
    await desk.getByLabel('Search').fill(reference.toLowerCase().replace('-', ' '));
    await desk.getByLabel('Search').press('Enter');
    await expect.poll(() => desk.locator('.leads li').count()).toBe(1);
    await lead.locator('a.open').click();
    await expect.poll(() => desk.locator('.lead-page > .meta').first().innerText()).toContain(`Reference ${reference}`);
    await desk.screenshot({ path: '/tmp/hindi-desk-lead-375.png' });
  }, 90_000);
});
