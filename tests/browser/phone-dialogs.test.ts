// The booking dialogs on a phone (375x667, issue 16 item 3): the title with Close and the submit
// button stay on screen while only the fields scroll; every control is a 44 px tap target; a
// booking from the home page takes at most three taps besides typing; axe finds nothing with a
// dialog open; a package keeps one name from its card to the stored lead; a city's promo code and
// fees show in the form where they apply and nowhere else.
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { exportLeads } from '../../leads/export.ts';
import { captureApi, newPage, presetService, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();

async function phone(options: { touch?: boolean } = {}) {
  const tp = await newPage(site);
  if (!options.touch) await tp.page.setViewportSize({ width: 375, height: 667 });
  return tp;
}

/** A phone that taps: a context of its own with touch, so taps are real touch events. */
async function touchPhone() {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
  const page = await context.newPage();
  // Adds up layout shifts on every page it opens (the confirmation fills in the package's name).
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
  return { page, context };
}

const dialogOf = (page: Page, form: 'package' | 'appointment'): Locator => page.locator(`#${form}-modal [role=dialog]`);

async function openFromCard(page: Page, nth = 0): Promise<{ dialog: Locator; service: string }> {
  const book = page.locator('[role=tabpanel]:visible .package__book').nth(nth);
  const service = await presetService(book);
  await book.click();
  const dialog = dialogOf(page, 'package');
  await dialog.waitFor({ state: 'visible' });
  return { dialog, service };
}

async function openAppointment(page: Page): Promise<Locator> {
  await page.locator('.slide:visible').getByRole('button', { name: 'Book an Appointment' }).click();
  const dialog = dialogOf(page, 'appointment');
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** Top and bottom of an element on the screen. */
async function span(l: Locator): Promise<{ top: number; bottom: number }> {
  const b = (await l.boundingBox())!;
  return { top: b.y, bottom: b.y + b.height };
}

async function expectHeadAndFootInView(dialog: Locator, submit: string): Promise<void> {
  for (const part of [dialog.locator('h2'), dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: submit })]) {
    const { top, bottom } = await span(part);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(667);
  }
}

describe('booking dialogs at 375x667', () => {
  it('keep the title, Close and the submit button on screen while only the fields scroll', async () => {
    const { page, context, open } = await phone();
    const cases: [string, () => Promise<Locator>, string][] = [
      ['/', async () => (await openFromCard(page)).dialog, 'Book Now'],
      ['/', () => openAppointment(page), 'Book Now'],
      ['/pet-grooming-at-home/gurugram', async () => (await openFromCard(page)).dialog, 'Book Now'],
      ['/pet-grooming-at-home/delhi', async () => (await openFromCard(page)).dialog, 'Book Now'],
    ];
    for (const [path, openDialog, submit] of cases) {
      await open(path);
      const dialog = await openDialog();
      const body = dialog.locator('.modal__body');
      await expectHeadAndFootInView(dialog, submit);
      // The fields are taller than the room between head and foot: the middle scrolls, to its end.
      const scroll = await body.evaluate((el) => ({ room: el.clientHeight, content: el.scrollHeight }));
      expect(scroll.content, path).toBeGreaterThan(scroll.room);
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect.poll(() => body.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
      await expectHeadAndFootInView(dialog, submit);
      // The last field came into view above the foot, and the first went up under the head.
      const request = await span(dialog.getByLabel('Special request'));
      const foot = await span(dialog.locator('.modal__foot'));
      const head = await span(dialog.locator('.modal__head'));
      expect(request.bottom).toBeLessThanOrEqual(foot.top);
      expect((await span(dialog.getByLabel('Pet parent name'))).bottom).toBeLessThanOrEqual(head.bottom);
      // The page behind does not scroll with it.
      expect(await page.evaluate(() => document.documentElement.classList.contains('has-modal'))).toBe(true);
      await page.keyboard.press('Escape');
    }
    await context.close();
  }, 120_000);

  it('make every radio, select, input and the Close button at least 44 px tall (radios and Close 44 px wide too)', async () => {
    const { page, context, open } = await phone();
    const cases: [string, () => Promise<Locator>][] = [
      ['/pet-grooming-at-home/delhi', async () => (await openFromCard(page)).dialog],
      ['/', () => openAppointment(page)],
    ];
    for (const [path, openDialog] of cases) {
      await open(path);
      const dialog = await openDialog();
      const boxes = await dialog.evaluate((d) => [...d.querySelectorAll('input, select, textarea, button')]
        .filter((el) => !el.closest('.hp')) // the honeypot is off screen and not for people
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { what: `${el.tagName.toLowerCase()}[${el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent}]`, type: el.getAttribute('type'), w: r.width, h: r.height };
        }));
      expect(boxes.filter((b) => b.type === 'radio')).toHaveLength(2);
      expect(boxes.filter((b) => b.what.startsWith('select'))).not.toHaveLength(0);
      for (const b of boxes) {
        expect(b.h, b.what).toBeGreaterThanOrEqual(44);
        if (b.type === 'radio' || b.what.includes('Close')) expect(b.w, b.what).toBeGreaterThanOrEqual(44);
      }
      // Own-drawn: neither the radios nor the selects are the browser's default look.
      expect(await dialog.locator('input[type=radio]').first().evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
      expect(await dialog.locator('select').first().evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
    }
    await context.close();
  });

  it('take a visitor from the home page to /booking-confirm in three taps or fewer besides typing', async () => {
    const { page, context } = await touchPhone();
    let taps = 0;
    const tap = async (l: Locator) => { taps++; await l.tap(); };
    // The longest name (Deluxe, the last card): the confirmation's line must still fit its room.
    const book = page.locator('#packages [role=tabpanel]:visible .package__book').last();
    const service = await presetService(book);
    await tap(book);
    const dialog = dialogOf(page, 'package');
    await dialog.waitFor({ state: 'visible' });
    // Typing: the name field has the focus already; each field is filled as a keyboard's Next would.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByLabel('Pet parent name').fill('Kavya Rao');
    await dialog.getByLabel('Phone number').fill('9811100001');
    await dialog.getByLabel('Breed').fill('Indie');
    await dialog.getByLabel('City or address').fill('Sector 50, Noida');
    await tap(dialog.getByRole('button', { name: 'Book Now' }));
    await page.waitForURL('**/booking-confirm');
    expect(taps).toBeLessThanOrEqual(3);
    await expect.poll(() => page.locator('.confirm__rows').innerText()).toContain(service);
    await page.waitForTimeout(200); // for a shift to be reported
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    await context.close();
  });

  it('pass axe with a dialog open on a phone: the package form with a promo code and the appointment form', async () => {
    const { page, context, open } = await phone();
    const check = async () => {
      // A dialog fades in (0.2 s): axe reads colours through the opacity of a running animation,
      // so it looks when the finite animations are over (the spinner and the caret never end).
      await page.evaluate(() => Promise.all(document.getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
      const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
      return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    };
    await open('/pet-grooming-at-home/delhi');
    await openFromCard(page);
    expect(await check()).toEqual([]);
    await open('/pet-grooming-at-home/gurugram');
    await openFromCard(page);
    expect(await check()).toEqual([]);
    await open('/');
    await openAppointment(page);
    expect(await check()).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('one name for each package', () => {
  it('a card selects its own option, never a second one, and the lead API stores that name', async () => {
    const { page, context, open } = await phone();
    const api = await captureApi(page, 'booking-form', 'server');
    await open('/pet-grooming-at-home/noida');
    const cards = await page.locator('#grooming [role=tabpanel]:visible .package__book').count();
    expect(cards).toBeGreaterThan(4);
    let service = '';
    for (let i = 0; i < cards; i++) {
      const opened = await openFromCard(page, i);
      const select = opened.dialog.getByLabel('Package');
      const options = await select.locator('option').allTextContents();
      expect(options.filter((o) => o === opened.service), opened.service).toHaveLength(1);
      expect(new Set(options).size).toBe(options.length);
      expect(await select.inputValue()).toBe(opened.service);
      // One currency style: ₹ with Indian grouping, never "Rs.".
      expect(options.join('|')).not.toMatch(/Rs\.?\s*\d/);
      service = opened.service;
      if (i < cards - 1) await page.keyboard.press('Escape');
    }
    // The last card's package is booked as it is named.
    expect(service).toMatch(/^.+ \(.+\) - ₹[\d,]+$/);
    const dialog = dialogOf(page, 'package');
    await dialog.getByLabel('Pet parent name').fill('Nikhil Sen');
    await dialog.getByLabel('Phone number').fill('9811100002');
    await dialog.getByLabel('Breed').fill('Labrador');
    await dialog.getByLabel('City or address').fill('Sector 99, Noida');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0]).toMatchObject({ service, serviceDate: '', serviceTime: '' });
    const stored = JSON.parse(await exportLeads({ db: site.db, format: 'json' })) as { fields: Record<string, string> }[];
    expect(stored.find((l) => l.fields.phone === '9811100002')?.fields.service).toBe(service);
    await context.close();
  });
});

describe('when and where', () => {
  it('the appointment form sends the preferred date and time slot, which the API stores; no day before today', async () => {
    const { page, context, open } = await phone();
    const api = await captureApi(page, 'booking-form', 'server');
    await open('/');
    const dialog = await openAppointment(page);
    const date = dialog.getByLabel('Preferred date');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await date.getAttribute('min')).toBe(today);
    const day = await page.evaluate(() => {
      const d = new Date(Date.now() + 3 * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await date.fill(day);
    // No city chosen: the slots run across all the teams' hours (6:30 AM to 10 PM).
    await dialog.getByLabel('Time slot').selectOption({ label: '10:30 AM to 12:30 PM' });
    await dialog.getByLabel('Service').selectOption({ index: 1 });
    await dialog.getByLabel('Pet parent name').fill('Farah Ali');
    await dialog.getByLabel('Phone number').fill('9811100003');
    await dialog.getByLabel('Breed').fill('Persian');
    await dialog.getByLabel('City or address').fill('Vaishali, Ghaziabad');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0]).toMatchObject({ serviceDate: day, serviceTime: '10:30-12:30' });
    const stored = JSON.parse(await exportLeads({ db: site.db, format: 'json' })) as { fields: Record<string, string> }[];
    expect(stored.find((l) => l.fields.phone === '9811100003')?.fields).toMatchObject({ serviceDate: day, serviceTime: '10:30-12:30' });
    await context.close();
  });

  it('a city with a promo code offers it and sends it as its own field; a city with fees shows them by the button; others show neither', async () => {
    const { page, context, open } = await phone();
    const api = await captureApi(page, 'booking-form', { status: 201, message: '' });
    const cases = [
      { path: '/pet-grooming-at-home/delhi', code: 'DELHI20', fee: null },
      { path: '/pet-grooming-at-home/lodhi-colony-delhi', code: 'DELHI20', fee: null },
      { path: '/pet-grooming-at-home/greater-noida', code: 'GNOIDA300', fee: null },
      { path: '/pet-grooming-at-home/gurugram', code: null, fee: 'Last-minute fee of ₹200, when booked at or after 6 PM for a visit the same day or the next day.' },
      { path: '/pet-grooming-at-home/faridabad', code: null, fee: 'Urgency fee of ₹200, when booked before 10 AM for a visit the same day.' },
      { path: '/pet-grooming-at-home/noida', code: null, fee: null },
      { path: '/pet-grooming-at-home/ganga-nagar-meerut', code: null, fee: null },
      { path: '/', code: null, fee: null },
    ];
    for (const c of cases) {
      await open(c.path);
      const { dialog } = await openFromCard(page);
      const promo = dialog.getByLabel('Promo code');
      const fees = dialog.locator('.modal__foot');
      if (c.code) {
        expect(await promo.inputValue(), c.path).toBe(c.code);
        expect(await dialog.innerText()).toContain(`promo code ${c.code}`);
      } else {
        expect(await promo.count(), c.path).toBe(0);
        expect(await dialog.innerText(), c.path).not.toMatch(/promo code/i);
      }
      if (c.fee) {
        expect(await fees.innerText(), c.path).toContain(c.fee);
        const { top, bottom } = await span(fees.getByText(c.fee));
        expect(top).toBeGreaterThanOrEqual(0);
        expect(bottom).toBeLessThanOrEqual(667);
      } else {
        expect(await dialog.innerText(), c.path).not.toMatch(/fee of/i);
      }
      await page.keyboard.press('Escape');
    }
    // The code goes along as a field of its own, beside the ids of what was chosen
    // (model/booking-wire.ts); the special request stays what the visitor wrote.
    await open('/pet-grooming-at-home/delhi');
    const { dialog } = await openFromCard(page);
    await dialog.getByLabel('Pet parent name').fill('Ira Das');
    await dialog.getByLabel('Phone number').fill('9811100004');
    await dialog.getByLabel('Breed').fill('Pug');
    await dialog.getByLabel('City or address').fill('Lodhi Colony');
    await dialog.getByLabel('Special request').fill('Afternoon please');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0]).toMatchObject({ request: 'Afternoon please', promoCode: 'DELHI20', serviceId: expect.any(String), addOnId: 'none' });
    expect(api.bodies[0].service).toMatch(/ - ₹/);
    await context.close();
  }, 120_000);
});
