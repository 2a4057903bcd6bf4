// axe-core in real Chromium: no accessibility violations on any page type, with a booking form
// open, and with a form showing a validation error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServedSiteInChromium } from '../helpers/served-site.ts';
import { axeViolations } from '../helpers/axe.ts';

const site = useServedSiteInChromium();

async function open(path: string): Promise<Page> {
  const page = await (await site.browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await page.route((url) => !url.href.startsWith(site.server.url), (r) => r.abort());
  await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  return page;
}

// The fullest check: label in name too, once the dialogs have faded in.
const everyRule = { labelInName: true, settled: true };

const pages = ['/', '/pet-grooming', '/pet-hair-cutting', '/price', '/dog-grooming', '/cat-grooming', '/pet-grooming-at-home/noida',
  '/pet-grooming-at-home/delhi-ncr', '/pet-grooming-at-home/lodhi-colony-delhi', '/about', '/gallery', '/blog', '/blog/page/2',
  '/blog/groom-pet-with-long-hair', '/contact', '/privacy-policy', '/booking-confirm', '/thank-you', '/thanks', '/contact-confirm', '/no-such-page',
  // The Hindi pages (their language switch, Devanagari text, the forms' Hindi labels).
  '/hi', '/hi/blog', '/hi/blog/page/2', '/hi/blog/top-5-reasons-to-choose-doorstep-grooming-for-your-pet', '/hi/pet-grooming-at-home/noida', '/hi/pet-grooming-at-home/delhi', '/hi/price', '/hi/dog-grooming', '/hi/about', '/hi/gallery', '/hi/contact', '/hi/booking-confirm', '/hi/thank-you', '/hi/404',
  '/hi/pet-grooming-at-home/delhi-ncr', '/hi/pet-grooming-at-home/gurugram', '/hi/pet-grooming-at-home/sector-18-noida', '/hi/pet-grooming-at-home/ganga-nagar-meerut', '/hi/privacy-policy'];

describe('axe-core finds no violations', () => {
  it.each(pages)('on %s', async (path) => {
    const page = await open(path);
    { const found = await axeViolations(page, everyRule); expect(found, `\n${found.join("\n")}\n`).toEqual([]); }
    await page.close();
  });

  it('with the package booking form open', async () => {
    const page = await open('/dog-grooming');
    await page.locator('.package__book').first().click();
    await page.locator('#package-modal [role="dialog"]').waitFor({ state: 'visible' });
    { const found = await axeViolations(page, everyRule); expect(found, `\n${found.join("\n")}\n`).toEqual([]); }
    await page.close();
  });

  it('with the booking form showing a phone error', async () => {
    const page = await open('/dog-grooming');
    await page.locator('.package__book').first().click();
    const dialog = page.locator('#package-modal [role="dialog"]');
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('input[name="phone"]').fill('98765');
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => dialog.innerText()).toContain('enter the valid number');
    { const found = await axeViolations(page, everyRule); expect(found, `\n${found.join("\n")}\n`).toEqual([]); }
    await page.close();
  });

  it('with the quick offer popup open on a city page', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await page.clock.install();
    await page.route((url) => !url.href.startsWith(site.server.url), (r) => r.abort());
    await page.goto(`${site.server.url}/pet-grooming-at-home/noida`, { waitUntil: 'networkidle' });
    await page.clock.runFor(16_000);
    await page.locator('dialog#quick-offer').waitFor({ state: 'visible' });
    { const found = await axeViolations(page, everyRule); expect(found, `\n${found.join("\n")}\n`).toEqual([]); }
    await page.close();
  });
});
