// Without JavaScript the site still works as documents: on a phone the menu is laid out under
// the header (its toggle needs script), and the booking forms' content is readable.
import { describe, expect, it } from 'vitest';
import { useServedSiteInChromium } from '../helpers/served-site.ts';

const site = useServedSiteInChromium();

describe('without JavaScript', () => {
  it('shows the menu under the header on a phone, and hides the toggle that cannot work', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/blog`);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blog', 'Contact us']) expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    await context.close();
  });

  it('leaves the phone menu to its toggle when JavaScript runs', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/blog`);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('the contact form without JavaScript', () => {
  it('still reaches the business: the browser posts it and the visitor lands on the thank-you page', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/contact`);
    const form = page.locator('.contact-form form');
    await form.locator('input[name="name"]').fill('Meera Joshi');
    await form.locator('input[name="phone"]').fill('9811122233');
    await form.locator('input[name="address"]').fill('DLF Phase 2, Gurugram');
    await form.locator('input[name="subject"]').fill('Boarding');
    await form.locator('textarea[name="message"]').fill('Is boarding available in December?');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${site.server.url}/thank-you`);
    expect(page.url()).not.toContain('9811122233'); // nothing personal in the address bar
    await context.close();
  });
});

describe('the confirmation page\'s title', () => {
  // With script, the title waits (invisible) until the island has read what this tab sent, so a
  // request is never first painted as "Booked"; without script nothing would read it, so it shows.
  it('is shown without JavaScript, and shown once the island has read the tab\'s record with it', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await site.browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      let released: () => void = () => {};
      const held = new Promise<void>((r) => { released = r; });
      // Hold the page's scripts back, to see the first paint as a slow phone would.
      if (javaScriptEnabled) await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
      // The title shows after 4 s all the same (the next test); a loaded machine can take that long
      // to get here, so the page's clock stands still until the island has come.
      const cdp = javaScriptEnabled ? await context.newCDPSession(page) : undefined;
      await cdp?.send('Animation.enable');
      await cdp?.send('Animation.setPlaybackRate', { playbackRate: 0 });
      // Module scripts hold DOMContentLoaded back: wait for the parsed title instead.
      await page.goto(`${site.server.url}/booking-confirm`, { waitUntil: 'commit' });
      const title = page.locator('.confirm h1');
      await title.waitFor({ state: 'attached' });
      await page.locator('.site-footer').waitFor({ state: 'attached' });
      expect(await title.isVisible(), `script ${javaScriptEnabled}, before the island`).toBe(!javaScriptEnabled);
      released();
      await cdp?.send('Animation.setPlaybackRate', { playbackRate: 1 });
      if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.documentElement.dataset.islands)).toBe('ready');
      await expect.poll(() => title.isVisible()).toBe(true);
      expect(await title.innerText()).toBe('Your Pet Grooming Service is Booked.');
      await context.close();
    }
  });

  it('shows after a few seconds all the same when the script never comes', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${site.server.url}/booking-confirm`);
    const title = page.locator('.confirm h1');
    await expect.poll(() => title.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
    await context.close();
  });
});
