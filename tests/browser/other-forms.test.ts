// The quick offer popup, the boarding form and the contact form in real Chromium (SPEC 3, 4, 5, 7, 8).
import { describe, expect, it } from 'vitest';
import { captureApi, newPage, openerLooked, presetService, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const CITY = '/pet-grooming-at-home/noida';
const LOCALITY = '/pet-grooming-at-home/sector-18-noida';

describe('quick offer popup', () => {
  it('opens by itself 15 seconds after load, checks the phone, and shows every error under the input', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await open(CITY);
    const dialog = page.locator('dialog#quick-offer');
    await page.clock.runFor(14_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(1_500);
    await dialog.waitFor({ state: 'visible' }); // the runtime opens it; the form's chunk waits for the visitor
    expect(await dialog.isVisible()).toBe(true);
    const phone = dialog.getByPlaceholder('Phone Number *');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('quick-offer-phone');
    const error = dialog.locator('#quick-offer-phone-error');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });

    const api = await captureApi(page, 'booking-form', { status: 400, message: 'phone: enter a 10 digit phone number' }, true);
    await phone.pressSequentially('12a345');
    expect(await phone.inputValue()).toBe('12345');
    await confirm.click();
    expect(await error.textContent()).toBe('enter the valid number');
    expect(api.bodies).toHaveLength(0);
    await phone.pressSequentially('67890123');
    expect(await phone.inputValue()).toBe('1234567890');
    expect(await error.textContent()).toBe('');

    await confirm.click();
    await page.locator('.loading-overlay').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    api.release();
    await expect.poll(() => error.textContent()).toBe('phone: enter a 10 digit phone number');
    expect(await confirm.isDisabled()).toBe(false);
    expect(await page.locator('.loading-overlay').count()).toBe(0);
    await phone.fill('987654321');
    expect(await error.textContent()).toBe('');

    await page.unroute('**/api/booking-form');
    await captureApi(page, 'booking-form', 'abort');
    await phone.press('0');
    await confirm.click();
    await expect.poll(() => error.textContent()).toBe('server error');

    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('sends exactly {phone, path} (no empty honeypot) and goes to /booking-confirm', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    const api = await captureApi(page, 'booking-form');
    await open(CITY);
    await page.clock.fastForward(15_000);
    const dialog = page.locator('dialog#quick-offer');
    await dialog.getByPlaceholder('Phone Number *').fill('9876543210');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies).toEqual([{ phone: '9876543210', path: `${site.url}${CITY}`, form_ms: expect.any(Number) }]);
    await context.close();
  });
  it('takes digits typed before its form has come, and sends a Confirm made meanwhile once it has', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    const api = await captureApi(page, 'booking-form');
    // The form's chunk is held on its way, as on a slow line.
    let release = (): void => {};
    const held = new Promise<void>((r) => { release = r; });
    let asked = false;
    await page.route(/\/assets\/offer\.\w+\.js$/, async (route) => { asked = true; await held; await route.continue(); });
    await open(CITY);
    await page.clock.runFor(15_500);
    const dialog = page.locator('dialog#quick-offer');
    await dialog.waitFor({ state: 'visible' });
    expect(asked).toBe(false); // open, and nothing of the form yet
    await page.clock.runFor(6_000); // the visitor reads it first: the lead's form_ms counts from its opening
    const phone = dialog.getByPlaceholder('Phone Number *');
    await phone.pressSequentially('98a7654-32101');
    expect(await phone.inputValue()).toBe('9876543210');
    expect(asked).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(api.bodies).toHaveLength(0);
    expect(page.url()).toContain(CITY);
    release();
    await page.waitForURL('**/booking-confirm');
    expect(api.bodies).toEqual([{ phone: '9876543210', path: `${site.url}${CITY}`, form_ms: expect.any(Number) }]);
    expect(api.bodies[0].form_ms).toBeGreaterThanOrEqual(6_000);
    await context.close();
  });

  it('once closed stays closed for the rest of the day on every page, and opens again the next day', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    const dialog = page.locator('dialog#quick-offer');
    await open(CITY);
    await page.clock.runFor(15_500);
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const path of [CITY, LOCALITY]) {
      await open(path);
      await openerLooked(page, () => page.clock.runFor(15_500));
      expect(await dialog.isVisible()).toBe(false);
    }
    await page.clock.fastForward('24:00:00');
    await open(CITY);
    await page.clock.runFor(15_500);
    await dialog.waitFor({ state: 'visible' });
    await context.close();
  });

  it('never opens by itself after a booking made that day', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await captureApi(page, 'booking-form');
    await open(CITY);
    await page.getByRole('button', { name: 'Book Appointment' }).first().click();
    const booking = page.locator('#package-modal [role=dialog]');
    await booking.waitFor({ state: 'visible' });
    await booking.getByLabel('Pet parent name').fill('Asha Verma');
    await booking.getByLabel('Phone number').fill('9876543210');
    await booking.getByLabel('Package').selectOption({ index: 1 });
    await booking.getByLabel('Breed').fill('Beagle');
    await booking.getByLabel('City or address').fill('Sector 18, Noida');
    await booking.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    await open(LOCALITY);
    await openerLooked(page, () => page.clock.runFor(15_500));
    expect(await page.locator('dialog#quick-offer').isVisible()).toBe(false);
    await context.close();
  });
});

describe('boarding form', () => {
  it('opens from a plan with the plan as read-only service; errors alert; success alerts and goes to /thanks', async () => {
    const { page, context, open, alerts } = await newPage(site);
    await open(CITY);
    await page.locator('#grooming').getByRole('tab', { name: 'Boarding' }).click();
    const plan = page.locator('.package--plan .package__book:visible').first();
    const label = await presetService(plan);
    await plan.click();
    const dialog = page.locator('#boarding-modal [role=dialog]');
    await dialog.waitFor({ state: 'visible' }); // the forms start on the first click
    expect(await dialog.isVisible()).toBe(true);
    const service = dialog.getByLabel('Plan');
    expect(await service.inputValue()).toBe(label);
    expect(await service.getAttribute('readonly')).not.toBeNull();

    const api = await captureApi(page, 'booking-form', { status: 400, message: 'pet: choose Dog or Cat' });
    await dialog.getByLabel('Pet parent name').fill('Meera');
    await dialog.getByLabel('Phone number').fill('98765');
    await dialog.getByLabel('Breed').fill('Indie');
    await dialog.getByLabel('City or address').fill('Sector 62, Noida');
    await dialog.getByRole('button', { name: 'Book Boarding' }).click();
    expect(await dialog.locator('#boarding-form-phone-error').textContent()).toBe('enter the valid number');
    expect(await dialog.getByRole('radio', { name: 'Dog' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies).toHaveLength(0);

    await dialog.getByLabel('Phone number').fill('9876543210');
    await dialog.getByRole('radio', { name: 'Dog' }).check();
    await dialog.getByRole('button', { name: 'Book Boarding' }).click();
    await expect.poll(() => alerts).toEqual(['pet: choose Dog or Cat']);
    expect(await page.locator('.loading-overlay').count()).toBe(0);

    await page.unroute('**/api/booking-form');
    await captureApi(page, 'booking-form', 'abort');
    await dialog.getByRole('button', { name: 'Book Boarding' }).click();
    await expect.poll(() => alerts).toEqual(['pet: choose Dog or Cat', 'server error']);
    expect(await dialog.isVisible()).toBe(true);

    await page.unroute('**/api/booking-form');
    const ok = await captureApi(page, 'booking-form', 'server', true);
    await dialog.getByRole('button', { name: 'Book Boarding' }).click();
    await page.locator('.loading-overlay').waitFor();
    ok.release();
    await page.waitForURL('**/thanks');
    expect(alerts[2]).toBe('Service booked successfully');
    expect(ok.bodies).toEqual([{
      pet: 'Dog', name: 'Meera', phone: '9876543210', service: label, addOns: 'No Add-Ons', breed: 'Indie',
      address: 'Sector 62, Noida', request: '', user: 'true', status: 'true', form_ms: expect.any(Number),
      // Beside the words, the ids of the plan and the add-on (model/booking-wire.ts).
      serviceId: expect.stringMatching(/^[a-z-]+$/), addOnId: 'none',
    }]);
    await context.close();
  });
});

describe('contact form', () => {
  it('sends the SPEC 3.3 fields and goes to /thank-you; failures alert and the form stays', async () => {
    const { page, context, open, alerts } = await newPage(site);
    await open('/contact');
    const form = page.locator('[data-island="contact-form"] form');
    await form.getByLabel('Name').fill('Kabir');
    // That first focus starts the form's script, which keeps the phone to digits and checks the fields
    // on Send; a click before it runs is the browser's own check, which shows no error and sends nothing.
    await page.waitForSelector('html[data-forms=ready]', { state: 'attached' });
    await form.getByLabel('Phone number').pressSequentially('98x765');
    await form.getByLabel('City or address').fill('Gurugram');
    await form.getByLabel('Subject').fill('Cat grooming');
    await form.getByLabel('Message').fill('Do you groom Persian cats?');
    const bad = await captureApi(page, 'contact-us', { status: 429, message: 'Too many requests, try again in a minute' });
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await form.locator('#contact-form-phone-error').textContent()).toBe('enter the valid number');
    expect(bad.bodies).toHaveLength(0);

    await form.getByLabel('Phone number').pressSequentially('43210');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => alerts).toEqual(['Too many requests, try again in a minute']);
    expect(await form.getByLabel('Subject').inputValue()).toBe('Cat grooming');

    await page.unroute('**/api/contact-us');
    await captureApi(page, 'contact-us', 'abort');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => alerts).toEqual(['Too many requests, try again in a minute', 'server error']);
    expect(await page.locator('.loading-overlay').count()).toBe(0);

    await page.unroute('**/api/contact-us');
    const ok = await captureApi(page, 'contact-us', 'server', true);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.loading-overlay').waitFor();
    ok.release();
    await page.waitForURL('**/thank-you');
    expect(ok.bodies).toEqual([{
      name: 'Kabir', phone: '9876543210', address: 'Gurugram', subject: 'Cat grooming', message: 'Do you groom Persian cats?',
      user: 'true', status: 'true', form_ms: expect.any(Number),
    }]);
    expect(await page.locator('.floating').count()).toBe(0);
    await context.close();
  });
});
