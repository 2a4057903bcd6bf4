// The one list of add-ons and the discounts at the door in real Chromium against the real server:
// the package form offers for the chosen package only the add-ons it may take (a package that
// includes teeth cleaning is never offered it), a chosen add-on the next package may not take falls
// back to "No Add-Ons", and the quote box and the confirmation name the student and senior
// discounts as given at the door, outside the total.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const optionsOf = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).textContent!.trim()));
const STUDENTS = 'Not in this total: 10% off for students, given at the door on a student ID.';
const SENIORS = 'Not in this total: 5% off for senior citizens (60+), given at the door on proof of age.';

describe('the Noida package form', () => {
  it('offers each package only its own add-ons and names the discounts at the door outside the total', async () => {
    const { page, context, open } = await newPage(site);
    await open('/pet-grooming-at-home/noida');
    await page.getByRole('button', { name: 'Book Appointment' }).first().click();
    const d = page.locator('#package-modal [role=dialog]');
    await d.waitFor({ state: 'visible' });
    const pkg = d.getByLabel('Package');
    const addOns = d.getByLabel('Add-ons');
    const labels = await optionsOf(pkg);
    const pick = (name: string) => pkg.selectOption({ label: labels.find((l) => l.startsWith(name))! });

    await pick("Bark 'N Bath");
    await expect.poll(() => optionsOf(addOns)).toEqual(expect.arrayContaining(['Ear & Eyes Cleaning - ₹199', "Nail's Clipping - ₹249", 'Teeth cleaning - ₹200', 'Paw balm - ₹150']));
    await addOns.selectOption({ label: 'Teeth cleaning - ₹200' });
    await expect.poll(() => d.locator('.quote__add-on').innerText()).toMatch(/Teeth cleaning\s+₹200/);

    await pick('Fur Fresh Spa');
    const spa = await optionsOf(addOns);
    for (const included of ['Ear & Eyes Cleaning - ₹199', "Nail's Clipping - ₹249", 'Teeth cleaning - ₹200']) expect(spa).not.toContain(included);
    expect(spa).toEqual(expect.arrayContaining(['No Add-Ons', 'Monsoon anti-fungal care - ₹200', 'Paw balm - ₹150']));
    expect(await addOns.inputValue()).toBe('No Add-Ons');
    expect(await d.locator('.quote__add-on').count()).toBe(0);

    // The quote: ₹999 less the first booking's ₹200; the discounts at the door named beneath, not taken off.
    await expect.poll(() => d.locator('.quote__total').innerText()).toBe('₹799');
    expect(await d.locator('.quote__at-door').allInnerTexts()).toEqual([STUDENTS, SENIORS]);

    await d.getByLabel('Pet parent name').fill('Asha Verma');
    await d.getByLabel('Phone number').fill('9822255501');
    await d.getByLabel('Breed').fill('Beagle');
    await d.getByLabel('City or address').fill('Sector 18, Noida');
    await d.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-confirm');
    await expect.poll(() => page.locator('.confirm__at-door').allInnerTexts()).toEqual([STUDENTS, SENIORS]);
    await context.close();
  }, 90_000);
});
