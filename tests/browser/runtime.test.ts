// The island loader itself (SPEC 8): "Loading chunk failed" after 120 s without a chunk,
// "Unexpected Application Error!" when a part throws while starting, and the script budget.
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();

describe('island loader', () => {
  it('shows "Loading chunk failed" when a part\'s script has not arrived after 120 seconds', async () => {
    const { page, context } = await newPage(site, { clock: true });
    let asked!: () => void;
    const requested = new Promise<void>((r) => { asked = r; });
    await page.route('**/assets/confirm.*.js', () => { asked(); }); // the confirmation's chunk, never answered
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
    expect(await page.locator('[data-island="slider"]').getByRole('alert').textContent()).toBe('Unexpected Application Error!');
    await page.locator('#packages').getByRole('tab', { name: 'Cat' }).click();
    expect(await page.locator('#packages').getByRole('tab', { name: 'Cat' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('script budget', () => {
  // One page of each kind; between them they hold every island.
  const pages = ['/', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr', '/price', '/dog-grooming',
    '/contact', '/blog/diy-cat-grooming', '/thank-you', '/no-such-page'];

  it('ships at most 12 KB of gzipped script per page before any interaction, as deferred modules only', async () => {
    const { page, context } = await newPage(site);
    for (const path of pages) {
      const scripts: Promise<number>[] = [];
      // The field-data beacon script is imported only after the load event (islands/client/main.ts;
      // tests/browser/field-data.test.ts holds it to that), so by design it is not what loads with the page.
      const listener = (response: import('playwright-core').Response) => {
        if (response.request().resourceType() === 'script' && !/\/assets\/field\.\w+\.js$/.test(response.url())) scripts.push(response.body().then((b) => gzipSync(b).length));
      };
      page.on('response', listener);
      await page.goto(site.url + path);
      await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
      const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      page.off('response', listener);
      expect(total, path).toBeGreaterThan(0);
      expect(total, path).toBeLessThanOrEqual(12 * 1024);
      const blocking = await page.locator('script[src]:not([type=module]), script[src][type=module][async]').count();
      expect(blocking, path).toBe(0);
    }
    await context.close();
  });
});

describe('accessibility of the interactive parts', () => {
  it('open modals with their errors, and the contact form with an error, pass axe', async () => {
    // Reduced motion: no fade-in half way through when axe measures colour contrast.
    const { page, context, open } = await newPage(site, { reducedMotion: 'reduce' });
    await open('/');
    await page.locator('#packages [role=tabpanel]:visible .package__book').first().click();
    await page.locator('#package-form-phone').fill('123');
    await page.locator('#package-modal').getByRole('button', { name: 'Book Now' }).click();
    expect(await page.locator('#package-form-phone-error').textContent()).toBe('enter the valid number');
    const modal = await new AxeBuilder({ page }).include('#package-modal').analyze();
    expect(modal.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Cat' }).first().click();
    await page.locator('#faq-q0').click();
    const widgets = await new AxeBuilder({ page }).include('#packages').include('#faq').include('.hero-slider').analyze();
    expect(widgets.violations.map((v) => v.id)).toEqual([]);

    await open('/contact');
    await page.locator('#contact-form-phone').fill('12');
    // The first focus starts the form's script; sent before it runs, the browser's own check would
    // stop the send and no error would show, and axe would check the form without one.
    await page.waitForSelector('html[data-forms=ready]', { state: 'attached' });
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.locator('#contact-form-phone-error').textContent()).toBe('enter the valid number');
    const contact = await new AxeBuilder({ page }).include('[data-island="contact-form"]').analyze();
    expect(contact.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
