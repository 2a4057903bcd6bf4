// The island loader itself (SPEC 8): "Loading chunk failed" after 120 s without a chunk,
// "Unexpected Application Error!" when a part throws while starting, and the script budget.
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();

describe('island loader', () => {
  it('shows "Loading chunk failed" when a part\'s script has not arrived after 120 seconds', async () => {
    const { page, context } = await newPage(site, { clock: true });
    let asked!: () => void;
    const requested = new Promise<void>((r) => { asked = r; });
    await page.route('**/assets/go-back.*.js', () => { asked(); }); // never answered
    await page.goto(`${site.url}/thank-you`, { waitUntil: 'domcontentloaded' });
    await requested;
    const actions = page.locator('[data-island="go-back"]');
    await page.clock.runFor(119_000);
    expect(await actions.getByRole('alert').count()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => actions.getByRole('alert').textContent()).toBe('Loading chunk failed');
    // The rest of the page and the link itself still work.
    expect(await actions.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('shows "Unexpected Application Error!" in a part that fails to start; the other parts still work', async () => {
    const { page, context, open } = await newPage(site);
    await page.route(`${site.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-island="slider" data-props=")[^"]*"/, '$1{broken"');
      expect(html).toContain('{broken');
      await route.fulfill({ response, body: html });
    });
    await open('/');
    expect(await page.locator('.hero-slider').getByRole('alert').textContent()).toBe('Unexpected Application Error!');
    await page.locator('#packages').getByRole('tab', { name: 'Cat' }).click();
    expect(await page.locator('#packages').getByRole('tab', { name: 'Cat' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('script budget', () => {
  const pages = ['/', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/sector-18-noida', '/pet-grooming-at-home/delhi-ncr',
    '/pet-grooming', '/price', '/dog-grooming', '/contact', '/about', '/gallery', '/blog', '/blog/diy-cat-grooming',
    '/thank-you', '/booking-confirm', '/no-such-page'];

  it('ships at most 10 KB of gzipped script per page, as deferred modules only', async () => {
    const { page, context } = await newPage(site);
    for (const path of pages) {
      const scripts: Promise<number>[] = [];
      const listener = (response: import('playwright-core').Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b).length));
      };
      page.on('response', listener);
      await page.goto(site.url + path);
      await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
      const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      page.off('response', listener);
      expect(total, path).toBeGreaterThan(0);
      expect(total, path).toBeLessThanOrEqual(10 * 1024);
      const blocking = await page.locator('script[src]:not([type=module]), script[src][type=module][async]').count();
      expect(blocking, path).toBe(0);
    }
    await context.close();
  });
});
