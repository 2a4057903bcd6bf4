// Money at the door in real Chromium (issue 43): on the Noida page a large dog's Basic Grooming is
// quoted at the larger dog's price; booked with a window, the confirmation offers "Pay ₹N by UPI",
// whose QR code, read back from a screenshot, is the upi://pay link of the payee, the total and
// the booking's reference; on a phone the link is there and the code is not. The customer's page
// offers the same; the groomer's card shows the code, and the groomer marks the visit paid by UPI
// with a reference there; the customer's page then shows a printable receipt. Screenshots of the
// confirmation, /b/ and the card at 375x667 and 1366x768 go to UPI_SHOTS (default: a temporary folder).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addUser } from '../../desk/users.ts';
import { openStore } from '../../store/open.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { addTeam } from '../desk/dayplan-helpers.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { PASSWORD } from '../helpers/desk.ts';
import { decodeQrPng } from '../helpers/qr.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const shots = process.env.UPI_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-upi-shots-'));
mkdirSync(shots, { recursive: true });
afterAll(() => console.log(`UPI screenshots: ${shots}`));

const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1366, height: 768 };

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [['375x667', PHONE], ['1366x768', LAPTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(shots, `${name}-${size}.png`), fullPage: true });
  }
}

/** The QR code shown in an element, read back from a screenshot of it. */
async function qrIn(page: Page, selector: string): Promise<string | undefined> {
  const img = page.locator(selector).first();
  await img.waitFor({ state: 'visible' });
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await img.scrollIntoViewIfNeeded();
  // Read where it is drawn, as a camera sees the screen.
  const box = (await img.boundingBox())!;
  const png = await page.screenshot({ clip: box });
  const text = await decodeQrPng(png);
  if (text === undefined) writeFileSync(join(shots, `unread-${selector.replace(/\W+/g, '-')}.png`), png);
  return text;
}

describe('pay by UPI, from the booking to the receipt', () => {
  it('quotes a large dog\'s visit dearer, the QR decodes to the payee, amount and reference, the groomer marks it paid and the link shows the receipt', async () => {
    const { settings, serviceLabel } = await realVisitSettings();
    await addUser({ db: site.db, name: 'owner', password: PASSWORD, role: 'owner' });
    await addTeam(site.db, settings);

    const { page, open, context } = await newPage(site);
    await page.setViewportSize(LAPTOP);
    await open('/pet-grooming-at-home/noida');
    await page.getByRole('button', { name: 'Book Appointment' }).first().click();
    const d = page.locator('#package-modal [role=dialog]');
    await d.waitFor({ state: 'visible' });
    await d.getByLabel('Dog size').selectOption('large');
    await d.getByLabel('Package').selectOption({ label: serviceLabel('basic-grooming') });
    await d.getByLabel('Day').waitFor();
    await d.getByLabel('Day').selectOption({ index: 2 });
    await d.getByLabel('Arrival window').selectOption({ index: 1 });
    // The form's quote prices the larger dog (site.yaml: basic-grooming prices.largeDog).
    await expect.poll(() => d.locator('.quote__package').textContent()).toBe('Basic Grooming (large dog)₹1,499');
    await d.getByLabel('Pet parent name').fill('Asha Verma');
    await d.getByLabel('Phone number').fill('9822200051');
    await d.getByLabel('Breed').fill('Labrador');
    await d.getByLabel('City or address').fill('Sector 18, Noida');
    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');

    const reference = (await page.locator('.confirm__ref strong').textContent())!;
    const total = (await page.locator('.confirm__total').textContent())!;
    const amount = total.replace(/[₹,]/g, '');
    const pay = page.getByRole('link', { name: `Pay ${total} by UPI` });
    const uri = (await pay.getAttribute('href'))!;
    expect(Object.fromEntries(new URL(uri).searchParams)).toEqual({
      pa: 'doorsteppaws@okicici', pn: 'Doorstep Paws', am: `${amount}.00`, cu: 'INR', tn: `Doorstep Paws ${reference}`, tr: reference,
    });
    // On a larger screen the code is shown, and a phone's camera reads it back as the same link.
    expect(await qrIn(page, '.upi-pay__qr')).toBe(uri);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'confirmation');
    // On a phone the link is the way to pay; the code is not shown.
    await page.setViewportSize(PHONE);
    expect(await pay.isVisible()).toBe(true);
    expect(await page.locator('.upi-pay__qr').isVisible()).toBe(false);

    const link = (await page.locator('.confirm__link a').getAttribute('href'))!;
    await page.setViewportSize(LAPTOP);
    await open(link);
    await page.locator('.upi-pay').waitFor();
    expect(await page.locator('.visit .confirm__rows').textContent()).toContain('Basic Grooming (large dog)₹1,499');
    expect(await page.getByRole('link', { name: `Pay ${total} by UPI` }).getAttribute('href')).toBe(uri);
    expect(await qrIn(page, '.upi-pay__qr')).toBe(uri);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'customer-page');

    // The groomer's card on their phone: the code to show at the door, then the payment marked.
    const sql = openStore(site.db);
    await sql.ready;
    const held = (await sql.get<{ groomer_id: string; date: string }>("SELECT v.groomer_id, v.date FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = '9822200051'"))!;
    await sql.close();
    const groomer = held.groomer_id === 'noida-sunil' ? 'sunil' : 'kavita';
    const desk = await site.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const staffPage = await desk.newPage();
    await logIn(staffPage, site.url, groomer);
    await staffPage.locator('#plan-date').fill(held.date);
    const card = staffPage.locator('li.visit', { hasText: 'Asha Verma' });
    await card.waitFor();
    expect(await qrIn(staffPage, 'li.visit .upi img')).toBe(uri);
    await card.scrollIntoViewIfNeeded();
    await staffPage.setViewportSize(PHONE);
    await card.screenshot({ path: join(shots, 'groomer-card-375x667.png') });
    expect(await axeViolations(staffPage)).toEqual([]);
    await shoot(staffPage, 'groomer-plan');

    await card.getByText('Mark a payment').click();
    await card.getByLabel(/^How/).selectOption('upi');
    await card.getByLabel('UPI reference (if shown)').fill('412345678901');
    expect(await card.getByLabel('Amount (₹)').inputValue()).toBe(amount);
    await card.getByRole('button', { name: 'Save payment' }).click();
    await expect.poll(() => card.locator('.payments').textContent()).toBe(`Paid ${total}, UPI (ref 412345678901), by ${groomer}`);
    await expect.poll(() => card.locator('.money .meta').first().textContent()).toBe(`Paid ${total} · paid in full`);
    await card.screenshot({ path: join(shots, 'groomer-card-paid-375x667.png') });

    await open(link);
    const receipt = page.locator('.receipt');
    await receipt.waitFor();
    expect(await page.locator('.upi-pay').count()).toBe(0);
    const text = (await receipt.textContent())!;
    for (const part of ['Receipt', 'Doorstep Paws', 'Sector 63', 'Tax number (GSTIN): 09AAACD1234F1Z5', `Reference ${reference}`, 'Basic Grooming (large dog)', `Paid, UPI`, '412345678901', 'Paid in full']) expect(text).toContain(part);
    expect(await receipt.getByRole('button', { name: 'Print the receipt' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'receipt');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(shots, 'receipt-print-1366x768.png'), fullPage: true });
    // The owner's day: collected by UPI, nothing owed; the week's pay of that groomer counts it once done (tests/desk/money.test.ts).
    const ownerDesk = await site.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const ownerPage = await ownerDesk.newPage();
    await logIn(ownerPage, site.url, 'owner', { thenHeading: 'Leads' });
    await ownerPage.goto(`${site.url}/desk/#money`);
    await ownerPage.getByLabel('Money of the day').fill(held.date);
    const all = ownerPage.locator('.money-table tfoot tr').first();
    await expect.poll(() => all.textContent()).toBe(`All${total}₹0${total}₹0₹0₹0`);
    expect(await axeViolations(ownerPage)).toEqual([]);
    await shoot(ownerPage, 'owner-money');
    await context.close();
    await desk.close();
    await ownerDesk.close();
  }, 120_000);
});
