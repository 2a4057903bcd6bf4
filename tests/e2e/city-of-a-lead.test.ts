// The city of a lead as a real browser sends it: a visitor books from the Gurugram page in
// Chromium (the form sends the page's full URL as `path`), and the owner finds "gurugram" in the
// desk's list, under its city filter, in the figures and in the e-mail alert's subject.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../desk/users.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { resolveEmailSettings } from '../../leads/email.ts';
import { serve, type RunningServer } from '../../server/site-server.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { buildRealSite } from '../helpers/site.ts';
import { smtp } from '../helpers/smtp.ts';
import { agent, PASSWORD } from '../helpers/desk.ts';

let browser: Browser;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof smtp>>;

beforeAll(async () => {
  const { outDir } = await buildRealSite();
  const db = join(mkdtempSync(join(tmpdir(), 'groomsite-city-')), 'leads.sqlite');
  mail = await smtp();
  const email = resolveEmailSettings({ smtpUrl: `smtp://127.0.0.1:${mail.port}`, to: 'owner@example.in' }, { brand: 'Doorstep Paws', url: 'https://www.example.in' });
  server = await serve({
    dir: outDir, port: 0, host: '127.0.0.1', db, api: defaultApiConfig, quiet: true, brand: 'Doorstep Paws', log: () => {}, email,
    webhook: { baseDelayMs: 50, maxDelayMs: 300, pollMs: 50, timeoutMs: 15_000 },
  });
  await addUser({ db, name: 'owner', password: PASSWORD, role: 'owner' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mail?.close();
});

describe('a booking from a city page', () => {
  it('carries its city to the desk list, its filter, the figures and the alert subject', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort()); // the address lookup fails quietly
    await page.goto(`${server.url}/pet-grooming-at-home/gurugram?utm_source=whatsapp`);
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    await page.locator('.package__book:visible').first().click();
    await page.locator('#package-modal [role=dialog]').waitFor({ state: 'visible' });
    const form = page.locator('#package-modal form');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/booking-form') && r.method() === 'POST');
    await form.locator('input[name="name"]').fill('Meera Kapoor');
    await form.locator('input[name="phone"]').fill('9876501234');
    await form.locator('input[name="breed"]').fill('Indie');
    await form.locator('input[name="address"]').fill('DLF Phase 3, Gurugram');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${server.url}/booking-confirm`);
    // What the browser sent is the full address of the page, not a path.
    expect(JSON.parse((await sent).postData() ?? '{}').path).toBe(`${server.url}/pet-grooming-at-home/gurugram?utm_source=whatsapp`);
    await page.close();

    const desk = await agent(server.url);
    const list = (await desk.get('/api/desk/leads')).json;
    expect(list.leads).toHaveLength(1);
    expect(list.leads[0]).toMatchObject({ name: 'Meera Kapoor', city: 'gurugram' });
    expect((await desk.get('/api/desk/leads?city=gurugram')).json.leads.map((l: { name: string }) => l.name)).toEqual(['Meera Kapoor']);
    expect((await desk.get('/api/desk/leads?city=noida')).json.leads).toEqual([]);
    const figures = (await desk.get('/api/desk/figures')).json;
    expect(figures.byCity.gurugram.at(-1)).toBe(1);
    expect(figures.byPage).toEqual([{ path: '/pet-grooming-at-home/gurugram', count: 1 }]);

    await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(1);
    expect(mail.received[0].subject).toBe(`New booking lead #${list.leads[0].id}, gurugram, Dog`);
  }, 120_000);
});
