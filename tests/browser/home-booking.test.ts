// The home page's appointment form in real Chromium (issue 23): it asks for a city, and once one
// is chosen behaves as that city's page: only open windows, the quote before sending, the window
// held, the customer's link on the confirmation. A dog's size times the visit: a small dog gets a
// window that a large dog cannot (the next visit of every groomer leaves too little time). And
// (issue 26) a lead carries its visit's source: landing with campaign tags on one page and booking
// on another counts one lead for that campaign on the desk's Field data view.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openStore } from '../../store/open.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { availability } from '../../model/visits/availability.ts';
import type { VisitRequest } from '../../model/visits/rules.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { addUser } from '../../desk/users.ts';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { agent, PASSWORD } from '../helpers/desk.ts';
import { newPage, useBrowserSite } from './helpers.ts';
import { realVisitSettings, storeHeld, type FilledDay } from '../../scripts/lib/visit-days.ts';
import { logIn } from '../helpers/desk-log-in.ts';

const site = useBrowserSite();
const PACKAGE = 'full-body-grooming'; // 90 minutes for a small dog, 120 for a large one

/** A Noida day whose window `later` every working groomer has taken: the window before it fits a small dog's visit, not a large one's. */
async function dayWithAShortGap(): Promise<FilledDay & { gap: string }> {
  const { settings } = await realVisitSettings();
  const { rules } = settings;
  const now = Date.now();
  const large: VisitRequest = { pet: 'dog', size: 'large', packageId: PACKAGE };
  const open = (date: string, held: FilledDay['held'], size: 'small' | 'large') => {
    const answer = availability(rules, { city: 'noida', request: { ...large, size }, from: date, days: 1, held, now });
    if (!answer.ok) throw new Error(answer.message);
    return answer.days[0].windows.filter((w) => w.open).map((w) => w.value);
  };
  for (let ahead = 3; ahead < rules.horizonDays - 1; ahead++) {
    const date = addDays(indiaDate(now), ahead);
    const windows = open(date, [], 'large');
    for (let i = 1; i < windows.length; i++) {
      const held: FilledDay['held'] = [];
      for (;;) {
        const taken = assignGroomer(rules, { city: 'noida', date, window: windows[i], request: large, held, now });
        if (!taken.ok) break;
        held.push({ ...taken.visit, window: windows[i] });
      }
      const gap = windows[i - 1];
      if (open(date, held, 'small').includes(gap) && !open(date, held, 'large').includes(gap)) return { date, lastWindow: gap, held, gap };
    }
  }
  throw new Error('no Noida day leaves a gap for a small dog only');
}

async function openAppointment(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Book an Appointment' }).first().click();
  const d = page.locator('#appointment-modal [role=dialog]');
  await d.waitFor({ state: 'visible' });
  return d;
}

const offered = (d: Locator) => d.getByLabel('Arrival window').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function fill(d: Locator, phone: string): Promise<void> {
  await d.getByLabel('Pet parent name').fill('Asha Verma');
  await d.getByLabel('Phone number').fill(phone);
  await d.getByLabel('Breed').fill('Pug');
  await d.getByLabel('City or address').fill('Sector 18, Noida');
}

describe('the home page\'s appointment form', () => {
  it('offers a chosen city\'s open windows, a small dog\'s window a large dog cannot have, quotes, holds and links', async () => {
    const { serviceLabel } = await realVisitSettings();
    const day = await dayWithAShortGap();
    const sql = openStore(site.db);
    await sql.ready;
    await storeHeld(sql, 'noida', day);

    const { page, context, open } = await newPage(site);
    await open('/');
    const d = await openAppointment(page);
    await d.getByLabel('Service').selectOption(serviceLabel(PACKAGE));
    // No city yet: the general time slots, as without script.
    expect(await d.getByLabel('Time slot').isVisible()).toBe(true);
    expect(await d.getByLabel('Day').count()).toBe(0);

    await d.getByLabel('City', { exact: true }).selectOption({ label: 'Noida' });
    await d.getByLabel('Day').selectOption(day.date);
    // Size not said: timed as a larger dog, so the short gap is not offered; nor for a large dog.
    await expect.poll(() => offered(d)).not.toContain(day.gap);
    expect(await offered(d)).not.toContain(day.held[0].window);
    await d.getByLabel('Dog size').selectOption('large');
    await expect.poll(() => offered(d)).not.toContain(day.gap);
    await d.getByLabel('Dog size').selectOption('small');
    await expect.poll(() => offered(d)).toContain(day.gap);
    await d.getByLabel('Arrival window').selectOption(day.gap);
    await fill(d, '9822233301');
    const quoted = await d.locator('.quote__total').textContent();
    expect(quoted).toMatch(/^₹[\d,]+$/);

    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    const stored = await sql.get<{ pet_size: string; reference: string; city: string; date: string; time_window: string; quote: string }>(
      "SELECT l.pet_size, l.reference, v.city, v.date, v.time_window, v.quote FROM leads l JOIN visits v ON v.lead_id = l.id WHERE l.phone = '9822233301'");
    expect(stored).toMatchObject({ pet_size: 'small', city: 'noida', date: day.date, time_window: day.gap });
    expect(`₹${JSON.parse(stored!.quote).total.toLocaleString('en-IN')}`).toBe(quoted);
    await expect.poll(() => page.locator('.confirm__summary').textContent()).toContain(`Total${quoted}`);
    expect(await page.locator('.confirm__link a').getAttribute('href')).toMatch(/^\/b\/[A-Za-z0-9_-]{24}$/);
    // The reference stored with the lead, as the confirmation shows it to be read out.
    expect(stored!.reference).toMatch(REFERENCE_PATTERN);
    expect(await page.locator('.confirm__ref').innerText()).toBe(`Reference ${stored!.reference}`);
    await context.close();
    await sql.close();
  }, 90_000);

  it('sends the visit\'s source: a landing tagged whatsapp / diwali, a booking on another page, one lead for diwali on the desk', async () => {
    const { page, context, open } = await newPage(site);
    await open('/price?utm_source=whatsapp&utm_campaign=diwali');
    // The field-data script keeps the source once the landing page has loaded.
    await page.waitForFunction(() => sessionStorage.getItem('gs-visit') !== null);
    await open('/');
    const sent: unknown[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/booking-form')) sent.push(r.postDataJSON()); });
    const d = await openAppointment(page);
    await d.getByLabel('Service').selectOption({ index: 1 });
    await fill(d, '9822233302');
    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(sent).toEqual([expect.objectContaining({ source: { ref: '', source: 'whatsapp', medium: '', campaign: 'diwali', gclid: false } })]);
    await context.close();

    await addUser({ db: site.db, name: 'owner', password: PASSWORD });
    const desk = await agent(site.url);
    const campaigns = (await desk.get('/api/desk/field-data?days=7')).json?.campaigns;
    expect(campaigns).toEqual([expect.objectContaining({ source: 'whatsapp', campaign: 'diwali', leads: 1 })]);

    // What the owner reads on the desk's Field data view.
    const owner = await newPage(site);
    await logIn(owner.page, site.url, 'owner', { path: '/desk/#field-data' });
    const row = owner.page.locator('li', { hasText: 'whatsapp / diwali' });
    await expect.poll(() => row.textContent()).toMatch(/^whatsapp \/ diwali: \d+ visits?, \d+ taps?, 1 lead$/);
    // The day chart counts each series in its own unit: taps for the taps, leads for the forms.
    const legend = await owner.page.locator('.legend li').allTextContents();
    expect(legend.find((l) => l.startsWith('form leads'))).toMatch(/^form leads \(\d+ leads?\)$/);
    expect(legend.find((l) => l.startsWith('whatsapp'))).toMatch(/^whatsapp \(\d+ taps?\)$/);
    await owner.context.close();
  }, 90_000);
});
