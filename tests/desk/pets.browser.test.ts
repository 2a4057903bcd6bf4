// Pets on the desk (issue 44) in real Chromium: staff open Bruno's profile from his visit's card
// on the day plan and write his temperament, allergies and a note; his groomer's "My visits" shows
// the temperament and allergies on his card and nothing of the note or the profile form; once his
// visit is done and his interval has passed, Due lists him under "Due again this week" with a
// WhatsApp message naming him, and "Mark sent" takes him off. axe finds nothing. Screens are shot
// at 375x667 and 1366x768 into PETS_SHOTS (default: a temporary folder) to be looked at.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/site-server.ts';
import { openStore } from '../../store/open.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { postJson } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { dayBothWork, NOIDA_PAGE } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';

let browser: Browser;
let server: RunningServer;
let db: string;
let serviceLabel: (id: string) => string;
const errors: string[] = [];
const shots = process.env.PETS_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-pets-shots-'));
const date = dayBothWork();

beforeAll(async () => {
  ({ server, browser, serviceLabel, db } = await openDeskInChromium('pets', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`pets screenshots: ${shots}`);
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  return (await openDeskPage(browser, server.url, { viewport, errors })).page;
}

describe('pets on the desk in Chromium', () => {
  it("keeps Bruno's profile, shows his door notes to his groomer, and lists him due again", async () => {
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9822255501', service: serviceLabel('fur-fresh-spa'), date, window: '13:00-15:00' }),
      name: 'Meera Kapoor', petName: 'Bruno', size: 'large',
    });
    expect(booked.status).toBe(201);
    const sql = openStore(db);
    await sql.ready;
    try {
      const { groomer_id: groomerId } = (await sql.get<{ groomer_id: string }>("SELECT groomer_id FROM visits"))!;

      const desk = await open({ width: 375, height: 667 });
      await logIn(desk, server.url, 'asha', { thenHeading: 'Leads' });
      await desk.getByRole('link', { name: 'Visits' }).click();
      await desk.getByLabel('Day', { exact: true }).fill(date);
      const card = desk.locator('li.visit', { hasText: 'Meera Kapoor' });
      await card.getByText("Bruno's profile", { exact: true }).click();
      await card.getByLabel('Temperament').fill('Nervous of the dryer');
      await card.getByLabel('Allergies').fill('Oatmeal shampoo');
      await card.getByLabel("Notes (the office's)").fill('Gate code 4711');
      await card.getByRole('button', { name: "Save Bruno's profile" }).click();
      await expect.poll(() => card.locator('.pet-door').innerText()).toBe('Temperament: Nervous of the dryer · Allergies: Oatmeal shampoo');
      expect(await sql.get('SELECT temperament, allergies, notes, updated_by FROM pets')).toEqual({ temperament: 'Nervous of the dryer', allergies: 'Oatmeal shampoo', notes: 'Gate code 4711', updated_by: 'asha' });
      expect(await axeViolations(desk)).toEqual([]);
      await desk.screenshot({ path: join(shots, 'pet-profile-375x667.png'), fullPage: true });

      const groomer = await open({ width: 375, height: 667 });
      await logIn(groomer, server.url, groomerId === 'noida-sunil' ? 'sunil' : 'kavita');
      await groomer.getByRole('heading', { name: /^My visits/ }).waitFor();
      await groomer.getByLabel('Day', { exact: true }).fill(date);
      const own = groomer.locator('li.visit', { hasText: 'Meera Kapoor' });
      await expect.poll(() => own.locator('.pet').innerText()).toBe('Bruno Temperament: Nervous of the dryer · Allergies: Oatmeal shampoo');
      expect(await groomer.locator('body').innerText()).not.toMatch(/Gate code|profile/);

      // His visit was done seven weeks ago: Fur Fresh Spa's six weeks have passed.
      await sql.run("UPDATE visits SET status = 'done', date = ?", [addDays(indiaDate(Date.now()), -49)]);
      for (const [width, height] of [[375, 667], [1366, 768]]) {
        const page = width === 375 ? desk : await open({ width, height });
        if (page !== desk) await logIn(page, server.url, 'asha', { thenHeading: 'Leads' });
        await page.goto(`${server.url}/desk/#due`);
        await page.getByRole('heading', { name: 'Due again this week (1)' }).waitFor();
        const row = page.locator('li.due-again');
        expect(await row.locator('strong').innerText()).toBe('Bruno');
        const href = (await row.getByRole('link', { name: /^WhatsApp: Due again/ }).getAttribute('href'))!;
        expect(new URL(href).searchParams.get('text')).toMatch(/^Hello Meera Kapoor, this is Doorstep Paws\. It is time for Bruno's next grooming/);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: join(shots, `due-again-${width}x${height}.png`) });
      }
      await desk.locator('li.due-again').getByRole('button', { name: /^Mark sent/ }).click();
      await desk.getByRole('heading', { name: /^Due again/ }).waitFor({ state: 'detached' });
      expect(await sql.get('SELECT kind, sent_by FROM pet_messages')).toEqual({ kind: 'due-again', sent_by: 'asha' });
      expect(errors).toEqual([]);
    } finally {
      await sql.close();
    }
  }, 120_000);
});
