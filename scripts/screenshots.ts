// Screenshots for looking at the site as visitors see it (issue 16, "Done when"): every page type
// at a phone's 375x667 and a laptop's 1366x768, plus the open booking dialog. Builds the site into
// a temporary folder, serves it on 127.0.0.1 (ephemeral port, throwaway database), and writes PNGs
// of the first screen to the folder given (default: a new temporary folder), then prints it.
//
//   npx tsx scripts/screenshots.ts [--confirmations] [OUT_DIR]
//
// --confirmations: only the confirmation pages, English and Hindi (a booking held, a request).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../pipeline/build.ts';
import { serve } from '../server/site-server.ts';
import { defaultApiConfig } from '../leads/api-config.ts';
import { headerPolicy } from '../hosting/site-policy.ts';
import { launchChromium } from './lib/chromium.ts';
import { SENT_KEY, type SentLead } from '../islands/forms/send.ts';
import { packageLabel, timeSlots } from '../model/format.ts';
import { visitSettings } from '../leads/site-config.ts';
import { addDays, indiaDate } from '../model/visits/time.ts';

const PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['city-noida', '/pet-grooming-at-home/noida'],
  ['city-gurugram', '/pet-grooming-at-home/gurugram'],
  ['landing-delhi-ncr', '/pet-grooming-at-home/delhi-ncr'],
  ['pet-grooming', '/pet-grooming'],
  ['dog-grooming', '/dog-grooming'],
  ['out-of-ncr-locality', '/pet-grooming-at-home/ganga-nagar-meerut'],
  ['price', '/price'],
  ['blog', '/blog'],
  ['post', '/blog/diy-dog-bathing'],
  ['gallery', '/gallery'],
];
const SIZES = [{ width: 375, height: 667 }, { width: 1366, height: 768 }];

/** Opens the package form from the first card of the page, as a visitor's Book tap does. */
async function openBooking(page: Page): Promise<void> {
  await page.locator('[role=tabpanel]:visible .package__book').first().click();
  await page.locator('#package-modal [role=dialog]').waitFor({ state: 'visible' });
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const only = args.includes('--confirmations');
  const out = resolve(args.find((a) => !a.startsWith('--')) ?? mkdtempSync(join(tmpdir(), 'groomsite-shots-')));
  mkdirSync(out, { recursive: true });
  const built = await build({ root, outDir: mkdtempSync(join(tmpdir(), 'groomsite-shots-dist-')), log: () => {} });
  const db = join(mkdtempSync(join(tmpdir(), 'groomsite-shots-db-')), 'leads.sqlite');
  const settings = visitSettings(built.site);
  const server = await serve({ dir: built.outDir, port: 0, host: '127.0.0.1', db, api: defaultApiConfig, quiet: true, headers: headerPolicy(built.site), visits: settings && (() => settings) });
  // A visit held on the Noida page, for the customer's own page (/b/<token>).
  const fur = built.site.packages.find((p) => p.id === 'fur-fresh-spa')!;
  const held = await fetch(`${server.url}/api/booking-form`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      pet: 'Dog', name: 'Asha Verma', phone: '9876543210', service: packageLabel(fur), addOns: 'No Add-Ons', breed: 'Beagle', address: 'Sector 18, Noida',
      request: '', user: 'true', status: 'true', path: `${server.url}/pet-grooming-at-home/noida`, serviceDate: addDays(indiaDate(Date.now()), 3),
      serviceTime: '13:00-15:00', remoteIP: '', userAgent: 'screenshots',
    }),
  }).then((r) => r.json()) as { visit: { date: string; window: string; total: number; link: string; lines: NonNullable<SentLead['lines']> } };
  const browser = await launchChromium();
  try {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
      // Only this machine: the address lookup and other hosts are not reachable here anyway.
      await context.route((url) => url.hostname !== '127.0.0.1', (r) => r.abort());
      const page = await context.newPage();
      const shot = async (name: string) => {
        const file = join(out, `${name}-${size.width}x${size.height}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      };
      const visit = async (path: string) => {
        await page.goto(server.url + path, { waitUntil: 'load' });
        await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
      };
      if (!only) for (const [name, path] of PAGES) {
        await visit(path);
        await shot(name);
      }
      if (!only) for (const [name, path] of [['dialog-home', '/'], ['dialog-gurugram', '/pet-grooming-at-home/gurugram'], ['dialog-delhi', '/pet-grooming-at-home/delhi']]) {
        await visit(path);
        await openBooking(page);
        await shot(name);
        // The same dialog with its fields scrolled to the end: header and button still in view.
        await page.locator('#package-modal .modal__body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await shot(`${name}-scrolled`);
      }
      // The Noida page's form: the team's open windows, a day chosen, and the quote before sending.
      if (!only) {
      await visit('/pet-grooming-at-home/noida');
      await page.getByRole('button', { name: 'Book Appointment' }).first().click();
      const noida = page.locator('#package-modal [role=dialog]');
      await noida.waitFor({ state: 'visible' });
      await noida.getByLabel('Package').selectOption(packageLabel(fur));
      await noida.getByLabel('Day').waitFor();
      await noida.getByLabel('Day').selectOption({ index: 2 });
      await noida.getByLabel('Arrival window').selectOption({ index: 1 });
      await noida.getByLabel('Day').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot('dialog-noida-windows');
      await page.locator('#package-modal .modal__body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot('dialog-noida-quote');
      // The customer's own page, then its move step with the fee.
      await visit(held.visit.link);
      await page.locator('.visit').waitFor();
      await shot('visit-link');
      await page.getByRole('button', { name: 'Move to another window' }).click();
      await page.getByLabel('Day').waitFor();
      await page.locator('.visit__change').evaluate((el) => el.scrollIntoView());
      await shot('visit-link-move');
      // The hero's appointment form, with its date and time slot.
      await visit('/');
      await page.locator('.slide:visible').getByRole('button', { name: 'Book an Appointment' }).click();
      await page.locator('#appointment-modal [role=dialog]').waitFor({ state: 'visible' });
      await shot('dialog-appointment');
      await page.locator('#appointment-modal .modal__body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot('dialog-appointment-scrolled');
      // The quick offer on a city page (Noida's own offer) and on a page of no city (the 30%, with where it holds).
      for (const [name, path] of [['popup-noida', '/pet-grooming-at-home/noida'], ['popup-gurugram', '/pet-grooming-at-home/gurugram'], ['popup-price', '/pet-grooming']]) {
        await visit(path);
        await page.evaluate(() => localStorage.clear());
        await page.evaluate(() => document.dispatchEvent(new CustomEvent('gs:open-form', { detail: { form: 'quick-offer' } })));
        await page.locator('#quick-offer [role=dialog]').waitFor({ state: 'visible' });
        await shot(name);
      }
      }
      // The confirmations as the forms leave them: the longest-named package with an add-on, and
      // the appointment form's day and window; the reference is what the lead API returns.
      const longest = [...built.site.packages].sort((a, b) => packageLabel(b).length - packageLabel(a).length)[0];
      const remember = (lead: SentLead) => page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SENT_KEY, JSON.stringify(lead)]);
      const hours = { opens: '09:00', closes: '21:00' };
      // A request (no window held): the form's quote, with the add-on and a first booking's offer.
      const request: SentLead = {
        kind: 'booking', id: 'K7HM-3XPR', service: packageLabel(longest), addOn: 'DeMatting - ₹249', hours, at: Date.now(), quoted: longest.offerPrice + 249 - 200,
        lines: [{ kind: 'package', id: longest.id, label: longest.name, amount: longest.offerPrice }, { kind: 'add-on', id: 'dematting', label: 'DeMatting', amount: 249 },
          { kind: 'promo', id: 'first-booking-200', label: '₹200 off your first booking', amount: -200 }],
      };
      const slot = timeSlots('09:00', '19:00')[1];
      if (only) await visit('/'); // the session storage is the site's
      for (const lang of ['', '/hi']) {
        const suffix = lang ? '-hi' : '';
        await remember(request);
        await visit(`${lang}/booking-confirm`);
        await shot(`booking-confirm${suffix}`);
        await page.locator('.confirm__summary').evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - 90));
        await shot(`booking-confirm-summary${suffix}`);
        await remember({ kind: 'appointment', id: 'R4DT-9WC6', service: packageLabel(longest), addOn: 'No Add-Ons', date: '2026-12-05', window: slot.label, hours, at: Date.now() });
        await visit(`${lang}/booking-confirm`);
        await shot(`booking-confirm-appointment${suffix}`);
        // A held visit's confirmation: the server's day, window, quote lines and total, and the customer's link.
        await remember({ kind: 'booking', id: 'K7HM-3XPR', service: packageLabel(fur), addOn: 'No Add-Ons', date: held.visit.date, window: lang ? '1 PM से 3 PM तक' : '1 PM to 3 PM', total: held.visit.total, link: held.visit.link, lines: held.visit.lines, hours, at: Date.now() });
        await visit(`${lang}/booking-confirm`);
        await shot(`booking-confirm-held${suffix}`);
        await page.locator('.confirm__summary').evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - 90));
        await shot(`booking-confirm-held-summary${suffix}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
