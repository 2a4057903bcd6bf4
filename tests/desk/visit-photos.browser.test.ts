// Before and after in real Chromium (issue 44 item 5): the groomer of a done visit, on a phone
// (375x667), picks two photos with "Add photos" on the visit's card; both show on the card. The
// customer then opens their link, sees the two photos and ticks "You may show these on your
// website", which the desk records. The groomer then removes the second (asked once more first),
// and the customer's link shows one. axe finds nothing on either page. Screens are shot into
// VISIT_PHOTOS_SHOTS (default: a temporary folder) to be looked at.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/site-server.ts';
import { openStore } from '../../store/open.ts';
import { postJson } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { dayBothWork, NOIDA_PAGE } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';
import { phoneJpeg, png } from '../editor/photo-samples.ts';

let browser: Browser;
let server: RunningServer;
let db: string;
let serviceLabel: (id: string) => string;
const errors: string[] = [];
const shots = process.env.VISIT_PHOTOS_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-visit-photos-shots-'));
const date = dayBothWork();

beforeAll(async () => {
  ({ server, browser, serviceLabel, db } = await openDeskInChromium('visit-photos', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`visit photos screenshots: ${shots}`);
});

/** A phone's page (every call is 375 wide). */
async function open(viewport: { width: number; height: number }): Promise<Page> {
  return (await openDeskPage(browser, server.url, { viewport, errors })).page;
}

/** Every <img> in `scope` drawn (loaded and decoded), as a person would see it. */
const drawn = (page: Page, selector: string) => page.locator(selector).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));

describe('photos of a visit in Chromium', () => {
  it("lets the groomer add two photos from the phone, and the customer see them on their link and consent", async () => {
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9822255561', service: serviceLabel('basic-grooming'), date, window: '13:00-15:00' }),
      name: 'Meera Kapoor',
    });
    expect(booked.status, booked.text).toBe(201);
    const sql = openStore(db);
    await sql.ready;
    try {
      // The groomer has been: the visit is done (its window moved to now, as the status route asks).
      const started = Date.now() - 60_000;
      await sql.run("UPDATE visits SET end_ms = end_ms - (start_ms - ?), start_ms = ?, status = 'done'", [started, started]);
      const { groomer_id: groomerId } = (await sql.get<{ groomer_id: string }>('SELECT groomer_id FROM visits'))!;

      const groomer = await open({ width: 375, height: 667 });
      await logIn(groomer, server.url, groomerId === 'noida-sunil' ? 'sunil' : 'kavita');
      await groomer.getByRole('heading', { name: /^My visits/ }).waitFor();
      await groomer.getByLabel('Day', { exact: true }).fill(date);
      const card = groomer.locator('li.visit', { hasText: 'Meera Kapoor' });
      await card.getByLabel(/Add photos/).setInputFiles([
        { name: 'before.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg() },
        { name: 'after.png', mimeType: 'image/png', buffer: await png() },
      ]);
      await expect.poll(() => drawn(groomer, 'li.visit .photo-strip img'), { timeout: 15_000 }).toEqual([true, true]);
      expect(await card.getByText(/2 of 6/).isVisible()).toBe(true);
      expect(await sql.all('SELECT n, added_by FROM visit_photos ORDER BY n')).toEqual([
        { n: 1, added_by: groomerId === 'noida-sunil' ? 'sunil' : 'kavita' }, { n: 2, added_by: groomerId === 'noida-sunil' ? 'sunil' : 'kavita' },
      ]);
      expect(await axeViolations(groomer)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await groomer.screenshot({ path: join(shots, 'groomer-card-photos-375x667.png'), fullPage: true });

      const customer = await open({ width: 375, height: 667 });
      await customer.goto(`${server.url}${booked.json.visit.link}`);
      await expect.poll(() => drawn(customer, '.visit-photos img'), { timeout: 15_000 }).toEqual([true, true]);
      const consent = customer.getByLabel('You may show these on your website');
      expect(await consent.isChecked()).toBe(false);
      await consent.check();
      await expect.poll(async () => (await sql.all('SELECT public_consent_at FROM visit_photos WHERE public_consent_at IS NOT NULL')).length).toBe(2);
      expect(await axeViolations(customer)).toEqual([]);
      await customer.locator('.visit-photos').scrollIntoViewIfNeeded();
      await customer.screenshot({ path: join(shots, 'customer-link-photos-375x667.png'), fullPage: true });

      // The second was of the wrong dog: the groomer removes it, asked once more first.
      await card.getByRole('button', { name: 'Remove photo 2' }).click();
      await card.getByRole('button', { name: 'Keep' }).click();
      await card.getByRole('button', { name: 'Remove photo 2' }).click();
      expect(await axeViolations(groomer)).toEqual([]);
      await card.screenshot({ path: join(shots, 'groomer-card-remove-375x667.png') });
      await card.getByRole('button', { name: 'Yes, remove' }).click();
      await expect.poll(() => card.locator('.photo-strip img').count()).toBe(1);
      expect(await card.getByText(/1 of 6/).isVisible()).toBe(true);
      expect(await sql.all('SELECT n FROM visit_photos ORDER BY n')).toEqual([{ n: 1 }]);
      await customer.reload();
      await customer.locator('.visit-photos img').first().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(customer, '.visit-photos img'), { timeout: 15_000 }).toEqual([true]);
      expect(errors).toEqual([]);
    } finally {
      await sql.close();
    }
  }, 120_000);
});
