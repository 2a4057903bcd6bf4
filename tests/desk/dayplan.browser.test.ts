// The day plan as the owner and a groomer use it, in Chromium at 375x667: three Noida bookings for
// the next day both Noida groomers work; the owner gives one to the other groomer; a move is
// refused because a booking took that groomer's window meanwhile, naming that visit; a groomer
// logs in and sees only "My visits", their two. Staff give a lead sent without a window a visit
// from its page, offered only the open window of a day filled but for one. axe finds nothing. The
// Visits view is shot at 375x667 and 1366x768, and a visit card with its quote's lines at 375 wide,
// into DAYPLAN_SHOTS (default: a temporary folder).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { RunningServer } from '../../server/site-server.ts';
import { postJson } from '../helpers/leads.ts';
import { appointmentBody, dayWithOneWindowLeft, storeHeld } from '../../scripts/lib/visit-days.ts';
import { dayBothWork, NOIDA_PAGE, threeNoidaBookings } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';

let browser: Browser;
let server: RunningServer;
let settings: VisitSettings;
let serviceLabel: (id: string) => string;
let db: string;
const errors: string[] = [];
const shots = process.env.DAYPLAN_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-dayplan-shots-'));
const date = dayBothWork();

beforeAll(async () => {
  ({ server, browser, settings, serviceLabel, db } = await openDeskInChromium('dayplan', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`day plan screenshots: ${shots}`);
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  // 401 before login and the 409 of the refused move are answers the app shows, not errors.
  return (await openDeskPage(browser, server.url, { viewport, errors, expected: /status of (401|409)/ })).page;
}

/** The visit card of a customer, and the names in a groomer's column. */
const card = (page: Page, name: string) => page.locator('li.visit', { hasText: name });
const column = (page: Page, groomer: string) => page.locator('section.groomer', { has: page.getByRole('heading', { name: new RegExp(`^${groomer}`) }) });

describe('the day plan in Chromium', () => {
  it('the owner plans the Noida day, a move is refused for a clash, a groomer sees only their visits', async () => {
    const answers = await threeNoidaBookings(server.url, date, serviceLabel);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);

    const desk = await open({ width: 375, height: 667 });
    await logIn(desk, server.url, 'owner');
    await desk.getByRole('heading', { name: 'Leads' }).waitFor();
    await desk.getByRole('link', { name: 'Visits' }).click();
    await desk.getByLabel('Day', { exact: true }).fill(date);
    await card(desk, 'Neha Singh').waitFor();
    // All cities at once: a column only for a groomer with visits, the free ones named in one line.
    expect(await desk.locator('section.groomer h2').allInnerTexts()).toEqual([expect.stringMatching(/^Sunil Pal/), expect.stringMatching(/^Kavita Rawat/)]);
    expect(await desk.locator('.free').innerText()).toMatch(/^No visits: .*\(Delhi\)/);
    await desk.getByLabel('City').selectOption('noida');
    // The engine gave Priya (9 AM) and Neha (3 PM) to Sunil, Rohan (1 PM) to Kavita.
    await expect.poll(() => column(desk, 'Sunil Pal').locator('.visit-who').allInnerTexts()).toEqual(['Priya Sharma', 'Neha Singh']);
    await expect.poll(() => column(desk, 'Kavita Rawat').locator('.visit-who').allInnerTexts()).toEqual(['Rohan Gupta']);
    const priya = card(desk, 'Priya Sharma');
    expect(await priya.getByRole('link', { name: 'Call Priya Sharma' }).getAttribute('href')).toBe('tel:+919811100001');
    expect(await priya.getByRole('link', { name: 'WhatsApp Priya Sharma' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919811100001\?text=/);
    expect(await priya.getByRole('link', { name: "Map of Priya Sharma's address" }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=B-12%2C%20Sector%2018%2C%20Noida');
    // The stored quote as the confirmation said it: the package, the first-booking promo as "− ₹200", the total to collect.
    const rows = await priya.locator('table.lines tr').allInnerTexts();
    expect(rows).toEqual([expect.stringMatching(/^Full Body Grooming\t₹[\d,]+$/), '₹200 off your first booking\t− ₹200', expect.stringMatching(/^Collect\t₹[\d,]+$/)]);
    const amounts = rows.map((r) => Number(r.split('\t')[1].replace(/[^\d]/g, '')) * (r.includes('−') ? -1 : 1));
    expect(amounts[0] + amounts[1]).toBe(amounts[2]);
    await priya.screenshot({ path: join(shots, 'visit-card-375.png') });
    expect(await axeViolations(desk)).toEqual([]);

    // Neha's visit goes to Kavita, same window.
    const neha = card(desk, 'Neha Singh');
    await neha.getByText('Change status or move').click();
    await neha.getByRole('button', { name: 'Move or reassign' }).click();
    await neha.getByLabel('Window').selectOption('15:00-17:00');
    await neha.getByLabel('Groomer').selectOption('noida-kavita');
    expect(await axeViolations(desk)).toEqual([]);
    await neha.getByRole('button', { name: 'Move visit' }).click();
    await expect.poll(() => column(desk, 'Kavita Rawat').locator('.visit-who').allInnerTexts()).toEqual(['Rohan Gupta', 'Neha Singh']);

    // The owner moves Priya to 1 PM with Sunil; a visitor books 1 PM before the owner confirms.
    await priya.getByText('Change status or move').click();
    await priya.getByRole('button', { name: 'Move or reassign' }).click();
    await priya.getByLabel('Window').selectOption('13:00-15:00');
    expect(await priya.getByLabel('Groomer').inputValue()).toBe('noida-sunil');
    const late = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811100004', service: serviceLabel('fur-fresh-spa'), date, window: '13:00-15:00' }), name: 'Vikram Rao' });
    expect(late.status).toBe(201);
    await priya.getByRole('button', { name: 'Move visit' }).click();
    await expect.poll(() => priya.locator('.placement [role=alert]').innerText()).toMatch(/Sunil Pal has another visit then.*Vikram Rao's visit, .*1 PM to 3 PM/);
    await priya.getByRole('button', { name: 'Keep as it is' }).click();
    await expect.poll(() => column(desk, 'Sunil Pal').locator('.visit-who').allInnerTexts()).toEqual(['Priya Sharma', 'Vikram Rao']);
    await desk.evaluate(() => scrollTo(0, 0));
    await desk.screenshot({ path: join(shots, 'visits-375x667.png'), fullPage: false });
    await desk.screenshot({ path: join(shots, 'visits-375x667-full.png'), fullPage: true });

    // A groomer's login: only "My visits", their two, nothing of the leads.
    const groomer = await open({ width: 375, height: 667 });
    await logIn(groomer, server.url, 'kavita');
    await groomer.getByRole('heading', { name: /^My visits/ }).waitFor();
    await groomer.getByLabel('Day', { exact: true }).fill(date);
    await expect.poll(() => groomer.locator('.visit-who').allInnerTexts()).toEqual(['Rohan Gupta', 'Neha Singh']);
    expect(await groomer.getByRole('navigation', { name: 'Desk' }).getByRole('link').allInnerTexts()).toEqual(['My visits']);
    expect(await groomer.locator('body').innerText()).not.toMatch(/Priya|Vikram|Leads|Figures|Export/);
    // A visit the office has not confirmed says so to the groomer.
    expect(await card(groomer, 'Rohan Gupta').locator('.flag').allInnerTexts()).toContain('Not confirmed yet: the office calls the customer first');
    await card(groomer, 'Rohan Gupta').getByRole('button', { name: 'On the way', exact: true }).click();
    await expect.poll(() => card(groomer, 'Rohan Gupta').locator('.status').innerText()).toBe('On the way');
    expect(await axeViolations(groomer)).toEqual([]);
    await groomer.screenshot({ path: join(shots, 'my-visits-375x667.png'), fullPage: true });

    // The laptop: a column per groomer.
    const laptop = await open({ width: 1366, height: 768 });
    await logIn(laptop, server.url, 'owner');
    await laptop.getByRole('heading', { name: 'Leads' }).waitFor();
    await laptop.goto(`${server.url}/desk/#visits-${date}`);
    await card(laptop, 'Vikram Rao').waitFor();
    await laptop.getByLabel('City').selectOption('noida');
    expect(await axeViolations(laptop)).toEqual([]);
    await laptop.screenshot({ path: join(shots, 'visits-1366x768.png') });
    expect(errors).toEqual([]);
  }, 120_000);

  it("staff give a lead sent without a window a visit from its page, offered only the day's open window", async () => {
    // A later Noida day filled, as another server would have, until one window is left for this lead's visit.
    const later = dayWithOneWindowLeft(settings, 'noida', undefined, Date.now() + 2 * 86_400_000);
    const sql = openStore(db);
    await sql.ready;
    await storeHeld(sql, 'noida', later);
    await sql.close();
    const sent = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811100040', service: serviceLabel('fur-fresh-spa'), date: '', window: '' }), name: 'Farah Khan' });
    expect(sent.status).toBe(201);

    const desk = await open({ width: 375, height: 667 });
    await logIn(desk, server.url, 'asha');
    await desk.getByRole('heading', { name: 'Leads', exact: true }).waitFor();
    await desk.locator('.leads li', { hasText: 'Farah Khan' }).locator('a.open').click();
    const give = desk.locator('.give');
    await give.getByLabel('Day', { exact: true }).fill(later.date);
    const windows = give.getByLabel('Window');
    await expect.poll(() => windows.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([later.lastWindow]);
    expect(await give.getByLabel('City').inputValue()).toBe('noida');
    expect(await axeViolations(desk)).toEqual([]);
    await give.getByRole('button', { name: 'Give this visit' }).click();
    await expect.poll(() => desk.locator('ul.notes li', { hasText: 'On the day plan' }).first().innerText()).toMatch(/: Confirmed · ₹[\d,]+/);
    expect(await desk.locator('.give').count()).toBe(0); // one live visit: nothing more to give
    await desk.screenshot({ path: join(shots, 'lead-given-375x667.png'), fullPage: true });
    await desk.goto(`${server.url}/desk/#visits-${later.date}`);
    await expect.poll(() => card(desk, 'Farah Khan').innerText()).toMatch(/Confirmed/);
    expect(errors).toEqual([]);
  }, 120_000);
});
