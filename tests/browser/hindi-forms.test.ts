// The forms of a Hindi page in real Chromium on a phone: a wrong field is said next to it in Hindi
// by the form itself (never the browser's bubble, which speaks the browser's language), while the
// English page keeps SPEC 5's browser-level check; and a booking sent with the Hindi words of a
// package and an add-on is stored with those words beside the English ids, priced as the English
// page prices the same choice.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';
import { exportLeads } from '../../leads/export.ts';
import { openStore } from '../../store/open.ts';

const site = useBrowserSite();
const FILL = 'यह भरना ज़रूरी है।';
const PHONE = 'सही नंबर डालें';

/** Counts the form's calls of reportValidity(), which opens the browser's bubble. */
const countBubbles = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { bubbles: number };
  w.bubbles = 0;
  const own = HTMLFormElement.prototype.reportValidity;
  HTMLFormElement.prototype.reportValidity = function (this: HTMLFormElement) { w.bubbles += 1; return own.call(this); };
});
const bubbles = (page: Page) => page.evaluate(() => (window as unknown as { bubbles: number }).bubbles);

async function openPackageForm(page: Page): Promise<Locator> {
  await page.locator('.package__book:visible').first().click();
  const d = page.locator('#package-modal [role=dialog]');
  await d.waitFor({ state: 'visible' });
  return d;
}

/** The first day with an open window, and its first window: the form's own choice, as a visitor makes it. */
async function chooseWindow(d: Locator, dayLabel: string, windowLabel: string): Promise<{ date: string; window: string }> {
  const day = d.getByLabel(dayLabel, { exact: true });
  await day.waitFor();
  await expect.poll(() => day.locator('option').count()).toBeGreaterThan(1);
  const date = await day.locator('option').evaluateAll((os) => os.map((o) => o as HTMLOptionElement).find((o) => o.value && !/\(/.test(o.textContent ?? ''))?.value ?? '');
  expect(date).not.toBe('');
  await day.selectOption(date);
  const windows = d.getByLabel(windowLabel);
  await expect.poll(() => windows.locator('option').count()).toBeGreaterThan(1);
  await windows.selectOption({ index: 1 });
  return { date, window: await windows.inputValue() };
}

describe('a Hindi form with a wrong field', () => {
  it('says in Hindi beside each field what is missing, and opens no browser bubble', async () => {
    const { page, context, open } = await newPage(site);
    await page.setViewportSize({ width: 375, height: 667 });
    await open('/hi/pet-grooming-at-home/noida');
    await countBubbles(page);
    const d = await openPackageForm(page);
    const book = d.getByRole('button', { name: 'अभी बुक करें' });
    await book.click();
    await expect.poll(() => d.locator('#package-form-name-error').innerText()).toBe(FILL);
    expect(await d.locator('#package-form-phone-error').innerText()).toBe(PHONE);
    expect(await d.locator('#package-form-breed-error').innerText()).toBe(FILL);
    expect(await d.locator('#package-form-address-error').innerText()).toBe(FILL);
    expect(await d.getByLabel('पेट पेरेंट का नाम').getAttribute('aria-invalid')).toBe('true');
    // The first wrong field has the focus, as the bubble would have given it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('package-form-name');
    await d.locator('#package-form-address-error').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-form-errors-375.png' });

    // Typing clears that field's message; a short number is the phone's message alone.
    await d.getByLabel('पेट पेरेंट का नाम').fill('सुनीता शर्मा');
    await d.getByLabel('नस्ल').fill('Pug');
    await d.getByLabel('शहर या पता').fill('Sector 62, Noida');
    await expect.poll(() => d.locator('.field__error').count()).toBe(1);
    await d.getByLabel('फ़ोन नंबर').fill('98123');
    await book.click();
    await expect.poll(() => d.locator('#package-form-phone-error').innerText()).toBe(PHONE);
    expect(await d.locator('p.field__error:not(:empty)').allInnerTexts()).toEqual([PHONE]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('package-form-phone');
    expect(await bubbles(page)).toBe(0);
    await context.close();
  }, 60_000);

  it('says it in Hindi on the contact form too', async () => {
    const { page, context, open } = await newPage(site);
    await open('/hi/contact');
    await countBubbles(page);
    const form = page.locator('[data-island="contact-form"] form');
    // A first focus starts the form's script (before it, a click is the browser's own check, as without script).
    await form.locator('input[name=name]').focus();
    await page.waitForSelector('html[data-forms=ready]', { state: 'attached' });
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('p.field__error:not(:empty)').allInnerTexts()).toEqual([FILL, PHONE, FILL, FILL, FILL]);
    expect(await bubbles(page)).toBe(0);
    await context.close();
  });

  it('leaves the English page to the browser, with SPEC\'s "enter the valid number"', async () => {
    const { page, context, open } = await newPage(site);
    await open('/pet-grooming-at-home/noida');
    await countBubbles(page);
    const d = await openPackageForm(page);
    await d.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => d.locator('#package-form-phone-error').innerText()).toBe('enter the valid number');
    expect(await d.locator('#package-form-name-error').count()).toBe(0);
    expect(await bubbles(page)).toBe(1);
    await context.close();
  });
});

describe('a booking from the Hindi Noida page', () => {
  it('stores the Hindi package and add-on beside their English ids, priced as the English page prices them', async () => {
    // The English page's price for the same package, add-on and window.
    const english = await newPage(site);
    await english.open('/pet-grooming-at-home/noida');
    const e = await openPackageForm(english.page);
    await e.getByLabel('Add-ons').selectOption({ index: 5 });
    const englishWindow = await chooseWindow(e, 'Day', 'Arrival window');
    const englishTotal = await e.locator('.quote__total').innerText();
    const englishService = await e.locator('select[name=service]').inputValue();
    await english.context.close();

    const { page, context, open } = await newPage(site);
    await page.setViewportSize({ width: 375, height: 667 });
    await open('/hi/pet-grooming-at-home/noida');
    const h1 = await page.locator('h1').innerText();
    expect(h1).toBe('नोएडा में डॉग और कैट की घर पर ग्रूमिंग, ₹599 से');
    // Nothing of the Hindi page is wider than the phone: its cards with their Hindi subtitles neither.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.locator('.package__subtitle:visible').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-city-packages-375.png' });
    const d = await openPackageForm(page);
    const service = await d.locator('select[name=service]').inputValue();
    expect(service).toBe('Bark \'N Bath (झटपट स्नान) - ₹599');
    expect(englishService).toBe('Bark \'N Bath (Quick bath) - ₹599');
    await d.getByLabel('ऐड-ऑन').selectOption({ index: 5 });
    expect(await d.getByLabel('ऐड-ऑन').inputValue()).toBe('नाखून काटना - ₹249');
    const chosen = await chooseWindow(d, 'दिन', 'आने का समय');
    expect(chosen).toEqual(englishWindow);
    const total = await d.locator('.quote__total').innerText();
    expect(total).toBe(englishTotal);
    await d.getByLabel('ऐड-ऑन').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-form-choices-375.png' });
    await d.locator('.quote').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-form-quote-375.png' });
    // The open form's fields, with the Hindi package, add-on and window, fit the phone.
    expect(await d.evaluate((dialog) => [...dialog.querySelectorAll('*:not(.visually-hidden)')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').map((el) => el.className))).toEqual([]);
    expect(await d.evaluate((dialog) => [...dialog.querySelectorAll('.field, .quote')].filter((el) => el.getBoundingClientRect().right > dialog.getBoundingClientRect().right).length)).toBe(0);

    await d.getByLabel('पेट पेरेंट का नाम').fill('कविता सिंह');
    await d.getByLabel('फ़ोन नंबर').fill('9812345672');
    await d.getByLabel('नस्ल').fill('Shih Tzu');
    await d.getByLabel('शहर या पता').fill('Sector 50, Noida');
    await d.getByRole('button', { name: 'अभी बुक करें' }).click();
    await page.waitForURL('**/hi/booking-confirm');

    const leads = JSON.parse(await exportLeads({ db: site.db, format: 'json' })) as { fields: Record<string, string> }[];
    expect(leads.find((l) => l.fields.phone === '9812345672')?.fields).toMatchObject({
      service: 'Bark \'N Bath (झटपट स्नान) - ₹599', serviceId: 'bark-n-bath', addOns: 'नाखून काटना - ₹249', addOnId: 'nails',
    });
    const sql = openStore(site.db);
    await sql.ready;
    const held = await sql.get<{ quote: string; date: string; time_window: string }>(
      "SELECT v.quote, v.date, v.time_window FROM leads l JOIN visits v ON v.lead_id = l.id WHERE l.phone = '9812345672'");
    await sql.close();
    expect(held).toMatchObject({ date: chosen.date, time_window: chosen.window });
    expect(`₹${(JSON.parse(held!.quote) as { total: number }).total.toLocaleString('en-IN')}`).toBe(total);
    await context.close();
  }, 90_000);
});
