// Customers who come back (issue 44) in real Chromium on the built site, served by `serve` with a
// real SQLite file: the Noida form's optional pet name goes out as a browser sends it and the
// booking records Bruno under the phone number; once his visit is done, its link says so and offers
// Book again with Bruno, the package, the address and the groomer filled in and the open windows;
// the customer picks one, types nothing else, and lands on the new visit's own page.
// Screenshots of /b/ with Book again at 375x667 and 1366x768: /tmp/book-again-375.png, /tmp/book-again-1366.png.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openStore } from '../../store/open.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { captureApi, newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const NOIDA = '/pet-grooming-at-home/noida';
const PHONE = '9822244401';

/** The first open window the picker offers (after the day `after`, when given): a day with one, then its first window. */
async function firstOpenWindow(d: Locator | Page, after?: string): Promise<{ date: string; window: string }> {
  const day = d.getByLabel('Day');
  await day.waitFor();
  const dates = await day.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const date of dates.filter((value) => !after || value > after)) {
    await day.selectOption(date);
    const windows = await d.getByLabel('Arrival window').locator('option').evaluateAll((os) => os.filter((o) => !(o as HTMLOptionElement).disabled).map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    if (windows.length) {
      await d.getByLabel('Arrival window').selectOption(windows[0]);
      return { date, window: windows[0] };
    }
  }
  throw new Error('no open window offered');
}

describe("Bruno's booking and Book again", () => {
  it("sends the pet's name from the form, and the done visit's link books him again", async () => {
    const { page, open } = await newPage(site);
    await open(NOIDA);
    await page.getByRole('button', { name: 'Book Appointment' }).first().click();
    const d = page.locator('#package-modal [role=dialog]');
    await d.waitFor({ state: 'visible' });
    await d.getByLabel('Package').selectOption({ label: (await d.getByLabel('Package').locator('option', { hasText: 'Fur Fresh Spa' }).first().textContent())! });
    await d.getByLabel('Dog size').selectOption('large');
    const first = await firstOpenWindow(d);
    await d.getByLabel('Pet parent name').fill('Meera Kapoor');
    await d.getByLabel('Phone number').fill(PHONE);
    await d.getByLabel('Breed').fill('Beagle');
    await d.getByLabel("Pet's name").fill('Bruno');
    await d.getByLabel('City or address').fill('D-7, Sector 50, Noida');
    const sent = await captureApi(page, 'booking-form');
    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(sent.bodies[0]).toMatchObject({ petName: 'Bruno', size: 'large', serviceDate: first.date, serviceTime: first.window });
    const href = (await page.locator('.confirm__link a').getAttribute('href'))!;

    const sql = openStore(site.db);
    await sql.ready;
    try {
      expect(await sql.get('SELECT name, kind, breed, size FROM pets WHERE phone = ?', [PHONE])).toEqual({ name: 'Bruno', kind: 'Dog', breed: 'Beagle', size: 'large' });
      // The visit happened a week ago and the groomer marked it done (the desk's flow: tests/desk/pets.test.ts).
      await sql.run("UPDATE visits SET status = 'done', date = ? WHERE lead_id = (SELECT id FROM leads WHERE phone = ?)", [addDays(indiaDate(Date.now()), -7), PHONE]);

      for (const [width, height] of [[375, 667], [1366, 768]]) {
        await page.setViewportSize({ width, height });
        await page.goto(site.url + href, { waitUntil: 'domcontentloaded' });
        await page.locator('.visit').waitFor();
        await expect.poll(() => page.locator('.visit__done').textContent()).toBe('This visit is done.');
        expect(await page.locator('.visit__terms').count()).toBe(0);
        // A done visit is not moved or cancelled here.
        expect(await page.getByRole('button', { name: 'Move to another window' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Book again' }).click();
        const form = page.locator('form.visit__change');
        await form.getByLabel('Day').waitFor();
        await expect.poll(() => form.locator('.confirm__rows').textContent()).toBe('PetBruno: Dog, BeaglePackageFur Fresh SpaAddressD-7, Sector 50, Noida');
        await expect.poll(() => form.locator('.visit__fee').textContent()).toMatch(/^We send \w+ again when free\.$/);
        // A window from tomorrow on: one later today may start less than the 6 hours ahead under
        // which Noida's terms take no move online, and the new visit's page then rightly offers none.
        await firstOpenWindow(form, indiaDate(Date.now()));
        await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `/tmp/book-again-${width}.png` });
        await page.screenshot({ path: `/tmp/book-again-${width}-full.png`, fullPage: true });
      }
      const chosen = { date: await page.getByLabel('Day').inputValue(), window: await page.getByLabel('Arrival window').inputValue() };
      await page.getByRole('button', { name: 'Book this visit' }).click();
      await page.waitForURL((url) => /\/b\/[A-Za-z0-9_-]{24}$/.test(url.pathname) && !url.pathname.endsWith(href));
      await page.locator('.confirm__rows').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Move to another window' }).count()).toBe(1);
      const again = await sql.get<{ fields: string; n: number }>(
        "SELECT l.fields, (SELECT count(*) FROM lead_pets lp2 WHERE lp2.pet_id = lp.pet_id) AS n FROM leads l JOIN lead_pets lp ON lp.lead_id = l.id WHERE l.phone = ? ORDER BY l.id DESC LIMIT 1", [PHONE]);
      expect(JSON.parse(again!.fields)).toMatchObject({ name: 'Meera Kapoor', petName: 'Bruno', serviceDate: chosen.date, serviceTime: chosen.window });
      expect(Number(again!.n)).toBe(2);
    } finally {
      await sql.close();
    }
  }, 120_000);
});
