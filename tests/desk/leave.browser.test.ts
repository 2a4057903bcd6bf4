// A groomer's leave as the owner enters it, in Chromium at 375x667 and 1366x768: Team's form
// takes Kavita away for the day of three Noida bookings; the page says her 1 PM visit is held then
// and offers to move it; {api}/availability closes her evening at once; the day plan flags the
// visit and names the leave beside her; the owner moves the visit to Sunil from Team, then
// removes the leave and her evening opens again. axe finds nothing. Shots go to LEAVE_SHOTS
// (default: a temporary folder).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/site-server.ts';
import { dayWords } from '../../model/visits/words.ts';
import { addDays } from '../../model/visits/time.ts';
import { request } from '../helpers/leads.ts';
import { dayBothWork, threeNoidaBookings } from './dayplan-helpers.ts';
import { openDeskInChromium } from './desk-in-chromium.ts';
import { openDeskPage } from './desk-page.ts';
import { axeViolations } from '../helpers/axe.ts';
import { logIn } from '../helpers/desk-log-in.ts';

let browser: Browser;
let server: RunningServer;
let serviceLabel: (id: string) => string;
const errors: string[] = [];
const shots = process.env.LEAVE_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-leave-shots-'));
const date = dayBothWork();

beforeAll(async () => {
  ({ server, browser, serviceLabel } = await openDeskInChromium('leave', shots));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(`leave screenshots: ${shots}`);
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  return (await openDeskPage(browser, server.url, { viewport, errors })).page;
}

/** Kavita's evening windows in Noida on the day: open or not. */
async function kavitasEvening(): Promise<boolean[]> {
  const res = await request(`${server.url}/api/availability?city=noida&from=${date}&days=1&service=fur-fresh-spa`);
  return res.json.days[0].windows.filter((w: { window: string }) => w.window >= '17:00').map((w: { open: boolean }) => w.open);
}

describe('leave in Chromium', () => {
  it('the owner takes Kavita away for a day, moves her visit held then, and removes the leave', async () => {
    expect((await threeNoidaBookings(server.url, date, serviceLabel)).map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await kavitasEvening()).toEqual([true, true]);

    const desk = await open({ width: 375, height: 667 });
    await logIn(desk, server.url, 'owner', { thenHeading: 'Leads' });
    await desk.getByRole('link', { name: 'Team' }).click();
    const leave = desk.locator('section.leave');
    await leave.getByRole('heading', { name: 'Leave and days off' }).waitFor();
    await leave.getByLabel('Groomer').selectOption('noida-kavita');
    await leave.getByLabel('From', { exact: true }).fill(date);
    await leave.getByLabel(/^Note/).fill("Sister's wedding");
    expect(await axeViolations(desk)).toEqual([]);
    await leave.getByRole('button', { name: 'Enter leave' }).click();
    const words = `${dayWords(date)}, all day`;
    await expect.poll(() => leave.getByRole('status').innerText()).toBe(`Entered: Kavita Rawat, ${words}. 1 visit is held then: move it below.`);
    // At once, no rebuild: her evening is closed to bookings.
    expect(await kavitasEvening()).toEqual([false, false]);
    const toMove = leave.locator('.leave-list li', { hasText: 'Rohan Gupta' });
    expect(await toMove.innerText()).toContain(`Kavita Rawat is on leave: ${words}`);
    expect(await leave.locator('.leave-list li', { hasText: "Sister's wedding" }).innerText()).toContain(words);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: join(shots, 'team-leave-375x667-full.png'), fullPage: true });
    await leave.screenshot({ path: join(shots, 'team-leave-375.png') });

    // The day plan: the visit flagged, the leave beside Kavita's name, the list of visits to move on top.
    const plan = await open({ width: 375, height: 667 });
    await logIn(plan, server.url, 'owner', { path: `/desk/#visits-${date}` });
    const rohan = plan.locator('li.visit', { hasText: 'Rohan Gupta' });
    await expect.poll(() => rohan.locator('.flag.away').innerText()).toBe(`Groomer on leave then (${words}): move this visit`);
    expect(await rohan.getByRole('button', { name: 'Move or reassign' }).isVisible()).toBe(true);
    expect(await plan.locator('div.flag.away').innerText()).toMatch(/^1 visit falls in a groomer’s leave/);
    expect(await plan.locator('section.groomer h2', { hasText: 'Kavita Rawat' }).innerText()).toContain(`on leave ${words}`);
    expect(await axeViolations(plan)).toEqual([]);
    await plan.screenshot({ path: join(shots, 'visits-leave-375x667.png') });
    await plan.screenshot({ path: join(shots, 'visits-leave-375x667-full.png'), fullPage: true });

    // Moved from Team to Sunil at 1 PM: nothing left to move.
    await toMove.getByRole('button', { name: "Move Rohan Gupta's visit" }).click();
    await toMove.getByLabel('Window').selectOption('13:00-15:00');
    await toMove.getByLabel('Groomer').selectOption('noida-sunil');
    await toMove.getByRole('button', { name: 'Move visit' }).click();
    await expect.poll(() => leave.getByRole('heading', { name: 'Visits to move' }).count()).toBe(0);
    await expect.poll(() => plan.locator('li.visit .flag.away').count()).toBe(0);

    // A laptop enters part of a day for Sunil a week later and sees both.
    const laptop = await open({ width: 1366, height: 768 });
    await logIn(laptop, server.url, 'owner', { path: '/desk/#team' });
    const wide = laptop.locator('section.leave');
    await wide.getByLabel('Groomer').selectOption('noida-sunil');
    await wide.getByLabel('From', { exact: true }).fill(addDays(date, 7));
    await wide.getByLabel(/^From time/).fill('09:00');
    await wide.getByLabel(/^Until time/).fill('13:00');
    await wide.getByRole('button', { name: 'Enter leave' }).click();
    await expect.poll(() => wide.getByRole('status').innerText()).toBe(`Entered: Sunil Pal, ${dayWords(addDays(date, 7))}, 9 AM to 1 PM.`);
    expect(await axeViolations(laptop)).toEqual([]);
    await laptop.screenshot({ path: join(shots, 'team-leave-1366x768.png') });

    // Removed: her evening opens again at once.
    await leave.getByRole('button', { name: `Remove Kavita Rawat's leave, ${words}` }).click();
    await expect.poll(() => leave.getByRole('status').innerText()).toBe(`Removed: Kavita Rawat, ${words}. Their windows are open again.`);
    expect(await kavitasEvening()).toEqual([true, true]);
    expect(errors).toEqual([]);
  }, 120_000);
});
