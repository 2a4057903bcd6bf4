// The script a visitor downloads who reads a page to its end and touches nothing (issue 45 item 5):
// the page's own scripts, the field-data script after the load event, and the quick offer that
// scrolling past the packages (the home page) or its delay (a city page) starts, in its own small
// chunk (islands/registry.ts `offer`). Never the booking forms with their quote and windows: those
// come only when a booking form opens, and then the booking goes through as ever.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowserSite } from './helpers.ts';
import { readToEnd, scriptWatch, type ScriptFile } from '../../scripts/lib/read-to-end.ts';

const site = useBrowserSite();

/**
 * What reading to the end may download, field data included. Issue 45 asks for 15 KB: a city page
 * makes it, a few bytes under (the runtime with Preact 8.4 KB, its tabs and rotating headline 0.7 KB,
 * the field data 2.9 KB, the pop-up 3.0 KB); the home page's slider and typing headline (1.5 KB)
 * keep it over. bench/page-weight.ts (`npm run bench weights`) shows each page against the 15 KB;
 * this holds the gain (25.5 KB before issue 45, then 17.4 KB and 15.9 KB, now 16.4 KB and 15.0 KB).
 */
const READ_TO_END_GZIP: Record<string, number> = { '/': 16.5 * 1024, '/pet-grooming-at-home/noida': 15 * 1024 };

/** A script's name without its hash: app, chunk, page, field, offer, booking... */
const nameOf = (s: ScriptFile) => s.url.split('/').pop()!.replace(/\.\w+\.js$/, '');
const total = (files: ScriptFile[]) => files.reduce((n, s) => n + s.gzip, 0);

describe('script a reader downloads', () => {
  for (const { path, book } of [
    { path: '/', book: '#packages [role=tabpanel]:visible .package__book' },
    { path: '/pet-grooming-at-home/noida', book: 'button:text-is("Book Appointment")' },
  ]) {
    it(`${path}: read to its end, the field data and the quick offer's chunk, no booking chunk, within its line; a Book button then loads it and a booking is sent`, async () => {
      const { page, context, open } = await newPage(site, { clock: true });
      const scripts = scriptWatch(page, site.url);
      await open(path);
      // The islands start their timers once hydrated: a busy machine hydrates later than the load event.
      await page.locator('html[data-islands]').waitFor({ state: 'attached' });
      await scripts.settled();
      const atLoad = scripts.list().length;
      await readToEnd(page);
      await scripts.settled();
      // The pop-up's chunk is asked for as its timer or scroll fires; on a busy machine, a moment later.
      await expect.poll(() => scripts.list().slice(atLoad).map(nameOf), { timeout: 5000 }).toContain('offer');
      await scripts.settled();
      const read = scripts.list();
      const names = read.map(nameOf);
      expect(names).toContain('field');
      expect(names.slice(atLoad)).toContain('offer');
      expect(names).not.toContain('booking');
      expect(total(read), `${path}: ${read.map((s) => `${nameOf(s)} ${s.gzip}`).join(', ')}`).toBeLessThanOrEqual(READ_TO_END_GZIP[path]);
      // The pop-up opened on the way (the reader closed it) or at the end (the city page's delay).
      if (await page.locator('html.has-modal').count()) await page.keyboard.press('Escape');

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
