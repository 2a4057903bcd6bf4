// The package booking form and the appointment modal in real Chromium (SPEC 3.1, 4, 5, 7, 8).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOOKUP_IP, captureApi, newPage, presetService, useBrowserSite } from './helpers.ts';
import { exportLeads } from '../../leads/export.ts';

const site = useBrowserSite();
const ALREADY = "You've already filled out the form. Please try calling us now.";
const BOOKING_FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request', 'user', 'status',
  'path', 'serviceDate', 'serviceTime', 'remoteIP', 'userAgent'];

const packageDialog = (page: Page): Locator => page.locator('#package-modal [role=dialog]');
const appointmentDialog = (page: Page): Locator => page.locator('#appointment-modal [role=dialog]');

async function fill(dialog: Locator, fields: { name?: string; phone?: string; breed?: string; address?: string } = {}): Promise<void> {
  const f = { name: 'Asha Verma', phone: '9876543210', breed: 'Beagle', address: 'Sector 18, Noida', ...fields };
  await dialog.getByLabel('Pet parent name').fill(f.name);
  await dialog.getByLabel('Phone number').fill(f.phone);
  await dialog.getByLabel('Breed').fill(f.breed);
  await dialog.getByLabel('City or address').fill(f.address);
}

async function openPackageFromFirstCard(page: Page): Promise<string> {
  const book = page.locator('#packages [role=tabpanel]:visible .package__book').first();
  const label = await presetService(book);
  await book.click();
  await packageDialog(page).waitFor({ state: 'visible' }); // the forms start on the first click
  return label;
}

describe('package booking form', () => {
  it('opens from a package button with pet and service preset, traps focus, and Escape returns focus', async () => {
    const { page, context, open } = await newPage(site);
    await open('/');
    const dialog = packageDialog(page);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const label = await openPackageFromFirstCard(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Dog' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Package').inputValue()).toBe(label);
    expect(await dialog.getByLabel('Package').locator('option:checked').textContent()).toBe(label);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByRole('button', { name: 'Book Now' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Book Now');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await presetService(page.locator(':focus'))).toBe(label);

    // The Cat tab's buttons preset Cat; the close icon closes.
    await page.getByRole('tab', { name: 'Cat' }).first().click();
    await openPackageFromFirstCard(page);
    expect(await dialog.getByRole('radio', { name: 'Cat' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('sends the SPEC 3.1 fields with the overlay shown, then goes to /booking-confirm and blocks a second booking that day', async () => {
    const { page, context, open, alerts } = await newPage(site);
    const api = await captureApi(page, 'booking-form', 'server', true);
    await open('/');
    const label = await openPackageFromFirstCard(page);
    const dialog = packageDialog(page);
    await fill(dialog);
    await dialog.getByLabel('Add-ons').selectOption({ index: 2 });
    await dialog.getByLabel('Special request').fill('Gentle with ears');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.locator('.loading-overlay').waitFor();
    expect(await dialog.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);
    api.release();
    await page.waitForURL('**/booking-confirm');
    // No window held: said a request, never booked.
    await expect.poll(() => page.locator('h1').textContent()).toBe('We have your request');

    expect(api.bodies).toHaveLength(1);
    const body = api.bodies[0];
    // The SPEC 3.1 fields, the ids of the package and the add-on beside their words
    // (model/booking-wire.ts), and how long the form was open (the server's likely-spam sign).
    expect(Object.keys(body).sort()).toEqual([...BOOKING_FIELDS, 'serviceId', 'addOnId', 'form_ms'].sort());
    expect(body.serviceId).toMatch(/^[a-z-]+$/);
    expect(body.addOnId).toMatch(/^[a-z-]+$/);
    expect(body.addOnId).not.toBe('none');
    expect(body.form_ms).toBeGreaterThan(0);
    expect(body).toMatchObject({
      pet: 'Dog', name: 'Asha Verma', phone: '9876543210', service: label, breed: 'Beagle', address: 'Sector 18, Noida',
      request: 'Gentle with ears', user: 'true', status: 'true', path: `${site.url}/`, serviceDate: '', serviceTime: '',
      remoteIP: LOOKUP_IP,
    });
    expect(body.addOns).toMatch(/ - ₹[\d,]+$/);
    expect(body.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    // The server took the words and the ids together, checked against its catalogue.
    const stored = JSON.parse(await exportLeads({ db: site.db, format: 'json' })) as { fields: Record<string, string> }[];
    expect(stored.find((l) => l.fields.name === 'Asha Verma' && l.fields.request === 'Gentle with ears')?.fields)
      .toMatchObject({ service: label, serviceId: body.serviceId, addOns: body.addOns, addOnId: body.addOnId });

    await open('/');
    await openPackageFromFirstCard(page);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => alerts).toEqual([ALREADY]);
    expect(api.bodies).toHaveLength(1);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('checks the phone (digits only, at most 10, "enter the valid number") and required fields before sending anything', async () => {
    const { page, context, open } = await newPage(site);
    const api = await captureApi(page, 'booking-form');
    await open('/');
    await openPackageFromFirstCard(page);
    const dialog = packageDialog(page);
    const phone = dialog.getByLabel('Phone number');
    await phone.pressSequentially('ab98-76 5x');
    expect(await phone.inputValue()).toBe('98765');
    await phone.pressSequentially('4321099999');
    expect(await phone.inputValue()).toBe('9876543210');
    await phone.fill('98765');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    const error = dialog.locator('#package-form-phone-error');
    expect(await error.textContent()).toBe('enter the valid number');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toBe('package-form-phone-error');
    expect(await dialog.getByLabel('Pet parent name').getAttribute('aria-invalid')).toBe('true');
    await phone.press('4');
    expect(await error.textContent()).toBe('');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();

    // Phone fine, name and breed missing: still nothing goes out.
    await phone.pressSequentially('32109');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    expect(await dialog.getByLabel('Breed').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Pet parent name').fill('Ravi');
    expect(await dialog.getByLabel('Pet parent name').getAttribute('aria-invalid')).toBeNull();
    await page.waitForTimeout(50);
    expect(api.bodies).toHaveLength(0);
    await context.close();
  });

  it('alerts the server message on a non-ok answer and "server error" on a network failure; the overlay always goes', async () => {
    const { page, context, open, alerts } = await newPage(site);
    await open('/');
    const bad = await captureApi(page, 'booking-form', { status: 400, message: 'breed: enter your pet\'s breed' });
    await openPackageFromFirstCard(page);
    const dialog = packageDialog(page);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => alerts).toEqual(['breed: enter your pet\'s breed']);
    expect(bad.bodies).toHaveLength(1);
    expect(await page.locator('.loading-overlay').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(false);

    await page.unroute('**/api/booking-form');
    await captureApi(page, 'booking-form', 'abort');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => alerts).toEqual(['breed: enter your pet\'s breed', 'server error']);
    expect(await page.locator('.loading-overlay').count()).toBe(0);
    expect(page.url()).toBe(`${site.url}/`);
    await context.close();
  });

  it('sends remoteIP "" when the address lookup fails', async () => {
    const { page, context, open } = await newPage(site);
    await page.route((url) => url.href === new URL(site.lookupUrl).href, (route) => route.abort());
    const api = await captureApi(page, 'booking-form', { status: 201, message: '' });
    await open('/');
    await openPackageFromFirstCard(page);
    await fill(packageDialog(page));
    await packageDialog(page).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0].remoteIP).toBe('');
    await context.close();
  });

  it('asks no address lookup at all when site.yaml switches it off (addressLookup null)', async () => {
    const { page, context, open } = await newPage(site);
    const lookups: string[] = [];
    page.on('request', (r) => { if (!r.url().startsWith(site.url)) lookups.push(r.url()); });
    await page.route(`${site.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"addressLookup":"[^"]*"/, '"addressLookup":null');
      expect(html).toContain('"addressLookup":null');
      await route.fulfill({ response, body: html });
    });
    const api = await captureApi(page, 'booking-form', { status: 201, message: '' });
    await open('/');
    await openPackageFromFirstCard(page);
    await fill(packageDialog(page));
    await packageDialog(page).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0].remoteIP).toBe('');
    expect(lookups).toEqual([]);
    await context.close();
  });
});

describe('appointment modal', () => {
  it('opens from the hero, shows errors inline, stays open, and goes to /booking-confirm; a second booking is blocked inline', async () => {
    const { page, context, open, alerts } = await newPage(site);
    await open('/');
    const dialog = appointmentDialog(page);
    await page.locator('.slide:visible').getByRole('button', { name: 'Book an Appointment' }).click();
    await dialog.waitFor({ state: 'visible' }); // the forms start on the first click
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'Cat' }).check();
    await fill(dialog);
    await dialog.getByLabel('Service').selectOption({ index: 1 });
    const message = dialog.locator('.form-message');

    await captureApi(page, 'booking-form', { status: 400, message: 'phone: enter a 10 digit phone number' });
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => message.textContent()).toBe('phone: enter a 10 digit phone number');
    expect(await message.getAttribute('role')).toBe('alert');
    await dialog.getByLabel('Breed').fill('Persian');
    expect(await message.textContent()).toBe('');

    await page.unroute('**/api/booking-form');
    await captureApi(page, 'booking-form', 'abort');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => message.textContent()).toBe('server error');
    expect(await page.locator('.loading-overlay').count()).toBe(0);

    await page.unroute('**/api/booking-form');
    const ok = await captureApi(page, 'booking-form', 'server', true);
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.locator('.loading-overlay').waitFor();
    ok.release();
    await page.waitForURL('**/booking-confirm');
    expect(ok.bodies[0]).toMatchObject({ pet: 'Cat', breed: 'Persian', user: 'true', status: 'true', remoteIP: LOOKUP_IP });
    expect(alerts).toEqual([]);

    await open('/');
    await page.locator('.slide:visible').getByRole('button', { name: 'Book an Appointment' }).click();
    await fill(dialog);
    await dialog.getByLabel('Service').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => message.textContent()).toBe(ALREADY);
    expect(ok.bodies).toHaveLength(1);
    expect(alerts).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });
});

describe('landing and city pages', () => {
  it('delhi-ncr: the address is optional and a booking goes to /booking-confirm, as every booking form does', async () => {
    const { page, context, open } = await newPage(site);
    const api = await captureApi(page, 'booking-form');
    await open('/pet-grooming-at-home/delhi-ncr');
    await page.locator('#grooming [role=tabpanel]:visible .package__book').first().click();
    const dialog = packageDialog(page);
    await fill(dialog, { address: '' });
    expect(await dialog.getByLabel('City or address').getAttribute('required')).toBeNull();
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies[0]).toMatchObject({ address: '', path: `${site.url}/pet-grooming-at-home/delhi-ncr` });
    await context.close();
  });

  it('FOR CAT / FOR DOG choose the pet tab, jump to #grooming and preset the booking form', async () => {
    const { page, context, open } = await newPage(site);
    await open('/pet-grooming-at-home/noida');
    await page.getByRole('link', { name: 'FOR CAT' }).click();
    await page.waitForURL('**#grooming');
    const catTab = page.locator('#grooming').getByRole('tab', { name: 'Cat' });
    expect(await catTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#city-grooming-panel-cat').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#grooming-title').isVisible()).toBe(true);
    await page.locator('.city-hero').getByRole('button', { name: 'Book Appointment' }).click();
    expect(await packageDialog(page).getByRole('radio', { name: 'Cat' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    await open('/pet-grooming-at-home/delhi-ncr');
    await page.getByRole('link', { name: 'FOR DOG' }).click();
    expect(await page.locator('#grooming').getByRole('tab', { name: 'Dog' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
