// What a customer did on their own link and what the office did to a visit, as staff see it in
// Chromium at 375x667: the lead's row says the visit was moved and then cancelled by the customer
// (not the day first asked for), flagged; Due lists it with "Mark handled", which takes it off
// the list and the flag off the row; an office move puts "Tell the customer" on Due with the
// "Visit moved" WhatsApp message (caught before it leaves the machine) and "Mark sent". axe finds
// nothing. Shots go to CHANGES_SHOTS (default: a temporary folder).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { dayWords, visitWords } from '../../model/visits/words.ts';
import type { RunningServer } from '../../server/site-server.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { postJson, request } from '../helpers/leads.ts';
import { agent } from '../helpers/desk.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { dayBothWork, NOIDA_PAGE } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';

let browser: Browser;
let server: RunningServer;
let serviceLabel: (id: string) => string;
const errors: string[] = [];
const shots = process.env.CHANGES_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-changes-shots-'));
// A day both Noida groomers work, far enough ahead that moving and cancelling are free.
const day = dayBothWork(Date.parse(`${addDays(indiaDate(Date.now()), 1)}T12:00:00+05:30`));

beforeAll(async () => {
  ({ server, browser, serviceLabel } = await openDeskInChromium('changes', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`customer changes screenshots: ${shots}`);
});

/** A phone-sized page; nothing leaves the machine, and wa.me addresses opened are caught in `opened`. */
async function open(): Promise<{ page: Page; context: BrowserContext; opened: string[] }> {
  const opened: string[] = [];
  return { ...(await openDeskPage(browser, server.url, { viewport: { width: 375, height: 667 }, errors, whatsApp: opened })), opened };
}

const book = async (name: string, phone: string, window: string) => {
  const res = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({
    origin: server.url, pagePath: NOIDA_PAGE, phone, service: serviceLabel('fur-fresh-spa'), date: day, window,
  }), name });
  expect(res.status, res.text).toBe(201);
  return String(res.json.visit.link).slice('/b/'.length);
};
const customer = (token: string, action: string, body: object = {}) => request(`${server.url}/api/visit/${token}/${action}`, {
  method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify(body),
});

describe("customers' and the office's changes on the desk, in Chromium", () => {
  it('shows a lead moved and then cancelled by the customer as such on the list and on Due, until staff mark it handled', async () => {
    const token = await book('Kabir Khanna', '9811900001', '09:00-11:00');
    expect((await customer(token, 'move', { date: day, window: '11:00-13:00' })).status).toBe(200);
    expect((await customer(token, 'cancel')).status).toBe(200);

    const { page } = await open();
    await logIn(page, server.url, 'asha', { thenHeading: 'Leads' });
    const row = page.locator('ol.leads > li', { hasText: 'Kabir Khanna' });
    await expect.poll(() => row.locator('.visit-now').innerText())
      .toMatch(new RegExp(`^Cancelled by the customer \\d{1,2} \\w{3}, \\d{1,2}:\\d{2} [ap]m \\(was ${visitWords({ date: day, window: '11:00-13:00' })}\\)$`));
    expect(await row.innerText()).not.toContain('Asked for');
    expect(await row.locator('.flag-customer').innerText()).toBe('Customer cancelled');
    await page.screenshot({ path: join(shots, 'list-375x667.png') });

    await page.goto(`${server.url}/desk/#due`);
    await page.getByRole('heading', { name: 'Changed by the customer (1)' }).waitFor();
    const item = page.locator('li.customer-changed', { hasText: 'Kabir Khanna' });
    expect(await item.locator('.customer-change p').innerText()).toMatch(/^Cancelled by the customer .* \(was .*\): call to confirm, or offer another day$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'due-375x667.png') });
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByRole('heading', { name: /Changed by the customer/ }).waitFor({ state: 'detached' });

    await page.goto(`${server.url}/desk/#`);
    await expect.poll(() => row.locator('.flag-customer').count()).toBe(0);
    expect(await row.locator('.visit-now').innerText()).toMatch(/^Cancelled by the customer /);
    await page.context().close();
  });

  it('puts an office move on Due until the "Visit moved" message is sent and marked', async () => {
    await book('Meena Rao', '9811900002', '13:00-15:00');
    const staff = await agent(server.url, 'asha');
    const lead = ((await staff.get('/api/desk/leads')).json.leads as { id: number; name: string; visit: { id: number } }[]).find((l) => l.name === 'Meena Rao')!;
    const moved = await staff.post(`/api/desk/visits/${lead.visit.id}/move`, { date: day, window: '17:00-19:00', groomerId: 'noida-kavita' });
    expect(moved.status, moved.text).toBe(200);

    const { page, context, opened } = await open();
    await logIn(page, server.url, 'asha', { thenHeading: 'Leads' });
    const row = page.locator('ol.leads > li', { hasText: 'Meena Rao' });
    await expect.poll(() => row.locator('.visit-now').innerText()).toBe(`Visit ${visitWords({ date: day, window: '17:00-19:00' })}: requested, moved by the office`);
    expect(await row.locator('.flag-customer').innerText()).toBe('Tell the customer of the move');

    await page.goto(`${server.url}/desk/#due`);
    await page.getByRole('heading', { name: 'Tell the customer (1)' }).waitFor();
    const item = page.locator('li.untold', { hasText: 'Meena Rao' });
    const [tab] = await Promise.all([context.waitForEvent('page'), item.getByRole('link', { name: 'WhatsApp: Visit moved to Meena Rao' }).click()]);
    await tab.waitForLoadState();
    expect(opened).toHaveLength(1);
    expect(new URL(opened[0]).searchParams.get('text')).toMatch(new RegExp(`^Hello Meena Rao, this is Doorstep Paws\\. We have moved your dog grooming visit to ${dayWords(day)}: our groomer will arrive between 5 PM and 7 PM\\.\\n`));
    expect(await axeViolations(page)).toEqual([]);
    await item.getByRole('button', { name: 'Mark sent the visit moved message to Meena Rao' }).click();
    await page.getByRole('heading', { name: /Tell the customer/ }).waitFor({ state: 'detached' });
    expect(await page.getByText('Nothing due today').isVisible()).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });
});
