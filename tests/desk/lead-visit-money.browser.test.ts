// A lead's page in real Chromium shows its visit's money and photos as the day plan's card does:
// the groomer of a done visit has marked ₹500 in cash and added two photos; staff, looking the
// customer up from a call, open the lead's page and see the quote with "Collect", "Paid ₹500 ·
// owed ₹N", the cash line with who marked it, both thumbnails (served by the private photo route)
// and that the customer has not said they may be shown; they mark the rest by UPI there, and the
// page says it is paid in full. axe finds nothing, on a phone and on a laptop. Screens are shot
// into LEAD_VISIT_SHOTS (default: a temporary folder) to be looked at.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/site-server.ts';
import { openStore } from '../../store/open.ts';
import { postJson, request } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { agentFor, dayBothWork, NOIDA_PAGE } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';
import { phoneJpeg, png } from '../editor/photo-samples.ts';

let browser: Browser;
let server: RunningServer;
let db: string;
let serviceLabel: (id: string) => string;
const errors: string[] = [];
const shots = process.env.LEAD_VISIT_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-lead-visit-shots-'));
const date = dayBothWork();

beforeAll(async () => {
  ({ server, browser, serviceLabel, db } = await openDeskInChromium('lead-visit', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`lead page visit screenshots: ${shots}`);
});

const open = async (viewport: { width: number; height: number }): Promise<Page> => (await openDeskPage(browser, server.url, { viewport, errors })).page;

/** Every <img> matched drawn (loaded and decoded), as a person would see it. */
const drawn = (page: Page, selector: string) => page.locator(selector).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));

describe("a lead's page in Chromium", () => {
  it("shows each visit's money lines and photos, and marks a payment there", async () => {
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9822255571', service: serviceLabel('basic-grooming'), date, window: '13:00-15:00' }),
      name: 'Meera Kapoor',
    });
    expect(booked.status, booked.text).toBe(201);
    const sql = openStore(db);
    await sql.ready;
    let visit: { id: number; lead_id: number; groomer_id: string };
    try {
      // The groomer has been: the visit is done (its window moved to now, as the status route asks).
      const started = Date.now() - 60_000;
      await sql.run("UPDATE visits SET end_ms = end_ms - (start_ms - ?), start_ms = ?, status = 'done'", [started, started]);
      visit = (await sql.get<{ id: number; lead_id: number; groomer_id: string }>('SELECT id, lead_id, groomer_id FROM visits'))!;
    } finally {
      await sql.close();
    }
    const groomerName = visit.groomer_id === 'noida-sunil' ? 'sunil' : 'kavita';
    // At the door, from the groomer's phone: ₹500 in cash and a before and an after.
    const groomer = await agentFor(server.url, groomerName);
    expect((await groomer.post(`/api/desk/visits/${visit.id}/payments`, { amount: 500, method: 'cash' })).status).toBe(201);
    for (const [body, type] of [[await phoneJpeg(), 'image/jpeg'], [await png(), 'image/png']] as const) {
      const sent = await request(`${server.url}/api/desk/visits/${visit.id}/photos`, {
        method: 'POST', body, headers: { 'Content-Type': type, Cookie: groomer.cookie, Origin: groomer.origin, 'X-Desk-Csrf': groomer.csrf },
      });
      expect(sent.status, sent.text).toBe(201);
    }
    const total = Number(booked.json.visit.total);
    const inRupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

    const phone = await open({ width: 375, height: 667 });
    await logIn(phone, server.url, 'asha', { thenHeading: 'Leads' });
    await phone.goto(`${server.url}/desk/#lead-${visit.lead_id}`);
    const item = phone.locator('li.lead-visit');
    await item.getByText(`Paid ${inRupees(500)} · owed ${inRupees(total - 500)}: done, not paid`).waitFor();
    expect(await item.locator('.lines tfoot').innerText()).toMatch(new RegExp(`Collect\\s+${inRupees(total)}`));
    expect(await item.locator('.payments li').allInnerTexts()).toEqual([`Paid ${inRupees(500)}, Cash, by ${groomerName}`]);
    await expect.poll(() => drawn(phone, 'li.lead-visit .photo-strip img'), { timeout: 15_000 }).toEqual([true, true]);
    expect(await item.locator('.photo-strip img').first().getAttribute('alt')).toBe(`Photo 1 of the visit, added by ${groomerName}`);
    expect(await item.getByText('Not for the website: the customer has not said they may be shown.').isVisible()).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    await item.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(shots, 'lead-visit-375x667.png') });
    await phone.screenshot({ path: join(shots, 'lead-visit-full-375x667.png'), fullPage: true });

    // The customer pays the rest by UPI while on the phone with the office, who marks it on this page.
    await item.getByText('Mark a payment').click();
    await item.getByLabel('Amount (₹)').fill(String(total - 500));
    await item.getByRole('combobox', { name: /^How/ }).selectOption('upi');
    await item.getByLabel('UPI reference (if shown)').fill('412345678903');
    await item.getByRole('button', { name: 'Save payment' }).click();
    await item.getByText(`Paid ${inRupees(total)} · paid in full`).waitFor();
    expect(await item.locator('.payments li').allInnerTexts()).toEqual([
      `Paid ${inRupees(500)}, Cash, by ${groomerName}`, `Paid ${inRupees(total - 500)}, UPI (ref 412345678903), by asha`,
    ]);

    const laptop = await open({ width: 1366, height: 768 });
    await logIn(laptop, server.url, 'asha', { thenHeading: 'Leads' });
    await laptop.goto(`${server.url}/desk/#lead-${visit.lead_id}`);
    const wide = laptop.locator('li.lead-visit');
    await wide.getByText(`Paid ${inRupees(total)} · paid in full`).waitFor();
    await expect.poll(() => drawn(laptop, 'li.lead-visit .photo-strip img'), { timeout: 15_000 }).toEqual([true, true]);
    expect(await axeViolations(laptop)).toEqual([]);
    await wide.scrollIntoViewIfNeeded();
    await laptop.screenshot({ path: join(shots, 'lead-visit-1366x768.png') });
    await laptop.screenshot({ path: join(shots, 'lead-visit-full-1366x768.png'), fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
});
