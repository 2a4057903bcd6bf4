// The script a visitor downloads who reads a page to its end and touches nothing (issue 45 item 5):
// the page's own scripts, the field-data script after the load event, and the quick offer's opener
// (islands/client/offer-dialog.ts), which scrolling past the packages (the home page) or its delay
// (a city page) loads to open the pop-up. Never the forms: the pop-up's own form comes when the
// visitor begins to fill it in, the booking forms with their quote and windows when one opens,
// and then the lead goes through as ever.
import { describe, expect, it } from 'vitest';
import { captureApi, newPage, useBrowserSite } from './helpers.ts';
import { readToEnd, scriptWatch, type ScriptFile } from '../../scripts/lib/read-to-end.ts';

const site = useBrowserSite();

/**
 * What reading to the end may download, field data included: issue 45 asks for 15 KB. The home page
 * is the heaviest (the runtime with Preact 8.7 KB, the hero's slider and typing headline 1.5 KB, the
 * page's tabs 0.7 KB, the field data 2.9 KB, the pop-up's opener 0.7 KB). bench/page-weight.ts
 * (`npm run bench weights`) shows each page against the 15 KB; this holds the gain (25.5 KB before
 * issue 45, then 17.4 KB, 16.4 KB, now 14.4 KB on the home page and 13.0 KB on a city page).
 */
const READ_TO_END_GZIP = 15 * 1024;

/** A script's name without its hash: app, chunk, page, field, offer, booking... */
const nameOf = (s: ScriptFile) => s.url.split('/').pop()!.replace(/\.\w+\.js$/, '');
const total = (files: ScriptFile[]) => files.reduce((n, s) => n + s.gzip, 0);

describe('script a reader downloads', () => {
  for (const { path, book } of [
    { path: '/', book: '#packages [role=tabpanel]:visible .package__book' },
    { path: '/pet-grooming-at-home/noida', book: 'button:text-is("Book Appointment")' },
  ]) {
    it(`${path}: read to its end, the field data and the pop-up's opener, no form, within 15 KB; typing in the pop-up loads its form, a Book button the booking forms, and each sends`, async () => {
      const { page, context, open } = await newPage(site, { clock: true });
      const api = await captureApi(page, 'booking-form');
      const scripts = scriptWatch(page, site.url);
      await open(path);
      // The islands start their timers once hydrated: a busy machine hydrates later than the load event.
      await page.locator('html[data-islands]').waitFor({ state: 'attached' });
      await scripts.settled();
      const atLoad = scripts.list().length;
      await readToEnd(page);
      await scripts.settled();
      const read = scripts.list();
      const names = read.map(nameOf);
      expect(names).toContain('field');
      expect(names.slice(atLoad)).toEqual(['offer-dialog']);
      expect(total(read), `${path}: ${read.map((s) => `${nameOf(s)} ${s.gzip}`).join(', ')}`).toBeLessThanOrEqual(READ_TO_END_GZIP);

      // The reader had closed the pop-up on the way (the home page) or it is open (a city page's delay):
      // opened again, the first digit typed in it brings its form, which sends the number.
      const offer = page.locator('dialog#quick-offer');
      if (!(await offer.isVisible())) await page.evaluate(() => document.dispatchEvent(new CustomEvent('gs:open-form', { detail: { form: 'quick-offer' } })));
      await offer.getByPlaceholder('Phone Number *').pressSequentially(path === '/' ? '9822266603' : '9822266604');
      await scripts.settled();
      expect(scripts.list().slice(read.length).map(nameOf)).toContain('offer');
      expect(scripts.list().map(nameOf)).not.toContain('booking');
      await offer.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL('**/booking-confirm');
      expect(api.bodies).toHaveLength(1);
      expect(api.bodies[0]).toMatchObject({ phone: path === '/' ? '9822266603' : '9822266604' });
      await open(path);

      await page.locator(book).first().click();
      const d = page.locator('#package-modal [role=dialog]');
      await d.waitFor({ state: 'visible' });
      expect(scripts.list().slice(read.length).map(nameOf)).toContain('booking');
      await d.getByLabel('Package').selectOption({ index: 1 });
      if (path !== '/') {
        // The city's rules came with it: its windows, and the price before sending.
        await d.getByLabel('Day').waitFor();
        await expect.poll(() => d.locator('.quote__total').textContent()).toMatch(/^₹[\d,]+$/);
      }
      await d.getByLabel('Pet parent name').fill('Asha Verma');
      await d.getByLabel('Phone number').fill(path === '/' ? '9822266601' : '9822266602');
      await d.getByLabel('Breed').fill('Beagle');
      await d.getByLabel('City or address').fill('Sector 18, Noida');
      await d.getByRole('button', { name: 'Book Now' }).click();
      await page.waitForURL('**/booking-confirm');
      await context.close();
    });
  }
});
