// Bookable visits in real Chromium on the built site, served by `serve` with a real SQLite file
// (DESIGN "Visits", issue 23 items 3, 4 and 6): on the Noida page the form opened by "Book
// Appointment" offers only the open windows of the Noida team; two browsers race for the last
// free window of a day (the second is told and offered the next one); the quote shown before
// sending is the total the server stored; the winner opens their link, sees the Noida terms' fee
// before moving the visit to the next day, and cancelling shows its fee too.
// When the availability call fails, the form offers no window and sends the lead as SPEC 3.1 has it.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openStore } from '../../store/open.ts';
import { captureApi, newPage, useBrowserSite } from './helpers.ts';
import { dayWithOneWindowLeft, realVisitSettings, storeHeld } from '../../scripts/lib/visit-days.ts';

const site = useBrowserSite();
const NOIDA = '/pet-grooming-at-home/noida';
const dialog = (page: Page): Locator => page.locator('#package-modal [role=dialog]');

async function openForm(page: Page, open: (p: string) => Promise<void>, windows = true): Promise<Locator> {
  await open(NOIDA);
  await page.getByRole('button', { name: 'Book Appointment' }).first().click();
  const d = dialog(page);
  await d.waitFor({ state: 'visible' });
  await d.getByLabel('Package').selectOption({ index: 1 });
  if (windows) await d.getByLabel('Day').waitFor();
  return d;
}

async function fill(d: Locator, phone: string): Promise<void> {
  await d.getByLabel('Pet parent name').fill('Asha Verma');
  await d.getByLabel('Phone number').fill(phone);
  await d.getByLabel('Breed').fill('Beagle');
  await d.getByLabel('City or address').fill('Sector 18, Noida');
}

describe('bookable visits on the Noida page', () => {
  it('offers only open windows, gives the last one once, quotes what the server stores, and the link moves and cancels', async () => {
    const { settings } = await realVisitSettings();
    const day = dayWithOneWindowLeft(settings, 'noida');
    const sql = openStore(site.db);
    await sql.ready;
    await storeHeld(sql, 'noida', day);

    const first = await newPage(site);
    const second = await newPage(site);
    const [a, b] = [await openForm(first.page, first.open), await openForm(second.page, second.open)];
    for (const d of [a, b]) {
      await d.getByLabel('Day').selectOption(day.date);
      const offered = await d.getByLabel('Arrival window').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(offered).toEqual([day.lastWindow]);
      await d.getByLabel('Arrival window').selectOption(day.lastWindow);
    }
    await fill(a, '9822200001');
    await fill(b, '9822200002');
    const quoted = await a.locator('.quote__total').textContent();
    expect(quoted).toMatch(/^₹[\d,]+$/);

    await a.getByRole('button', { name: 'Book Now' }).click();
    await first.page.waitForURL('**/booking-confirm');
    await b.getByRole('button', { name: 'Book Now' }).click();
    const refusal = b.locator('.form-message');
    await expect.poll(() => refusal.textContent()).toMatch(/cannot be booked: .*The next open windows: /);
    expect(await b.getByLabel('Pet parent name').inputValue()).toBe('Asha Verma');
    // The refusal shows at once; the windows asked again arrive after it, without the one taken.
    await expect.poll(() => b.getByLabel('Arrival window').locator(`option[value="${day.lastWindow}"]`).count()).toBe(0);
    // The full day says so and offers the next open window, which the visitor takes with one tap.
    await expect.poll(() => b.locator('.window-full').textContent()).toMatch(/is full\. The next open window is /);
    await b.getByRole('button', { name: 'Choose it' }).click();
    expect(await b.getByLabel('Arrival window').inputValue()).not.toBe('');

    const stored = await sql.get<{ quote: string }>("SELECT v.quote FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = '9822200001'");
    expect(`₹${JSON.parse(stored!.quote).total.toLocaleString('en-IN')}`).toBe(quoted);
    const summary = first.page.locator('.confirm__summary');
    await expect.poll(() => summary.textContent()).toContain(`Total${quoted}`);
    const link = first.page.locator('.confirm__link a');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/b\/[A-Za-z0-9_-]{24}$/);

    await link.click();
    await first.page.waitForURL(`**${href}`);
    await first.page.locator('.visit').waitFor();
    expect(await first.page.locator('meta[name=robots]').getAttribute('content')).toMatch(/noindex/);
    await first.page.getByRole('button', { name: 'Move to another window' }).click();
    const fee = first.page.locator('.visit__change .visit__fee');
    // Noida: moving is free from 6 hours before the visit.
    await expect.poll(() => fee.textContent()).toBe('Moving now is free of charge.');
    const tomorrow = new Date(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await first.page.getByLabel('Day').selectOption(tomorrow);
    await first.page.getByLabel('Arrival window').selectOption({ index: 1 });
    const window = await first.page.getByLabel('Arrival window').inputValue();
    await first.page.getByRole('button', { name: 'Confirm the move' }).click();
    await expect.poll(() => first.page.locator('.visit .form-message').textContent()).toBe('Moved. The fee for the move: none.');
    const moved = await sql.get<{ date: string; time_window: string }>("SELECT v.date, v.time_window FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = '9822200001'");
    expect(moved).toEqual({ date: tomorrow, time_window: window });

    await first.page.getByRole('button', { name: 'Cancel the visit' }).click();
    // Noida: cancelling is free from 2 hours before, 50% nearer.
    await expect.poll(() => first.page.locator('.visit__change .visit__fee').textContent()).toBe('Cancelling now is free of charge.');
    await first.page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => first.page.locator('.visit__cancelled').textContent()).toBe('This visit is cancelled.');
    await first.context.close();
    await second.context.close();
    await sql.close();
  });

  it('sends the lead as SPEC 3.1 has it when the availability call fails: no day, no window, no visit, the team calls', async () => {
    const { page, open, context } = await newPage(site);
    let asked = 0;
    await page.route('**/api/availability?**', (route) => { asked++; return route.abort(); });
    const api = await captureApi(page, 'booking-form');
    const d = await openForm(page, open, false);
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(await d.getByLabel('Day').count()).toBe(0);
    await fill(d, '9822200003');
    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]).toMatchObject({ phone: '9822200003', serviceDate: '', serviceTime: '' });
    const sql = openStore(site.db);
    await sql.ready;
    expect(await sql.all("SELECT l.id FROM leads l WHERE l.phone = '9822200003'")).toHaveLength(1);
    expect(await sql.all("SELECT v.id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = '9822200003'")).toEqual([]);
    await sql.close();
    await context.close();
  });
});
