// A customer's own page (/b/<token>) in real Chromium: its address is the key to the visit, so
// nothing the page loads or links to carries it as Referer, neither the API call that reads the
// visit nor the next page the customer opens (issue 41, item 4; templates/head.ts).
import { describe, expect, it } from 'vitest';
import { useServedSiteInChromium } from '../helpers/served-site.ts';

const site = useServedSiteInChromium();

describe('the customer\'s own page', () => {
  it('sends no Referer with its requests or from its links, in English and Hindi', async () => {
    for (const prefix of ['', '/hi']) {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      const token = 'Zq8mK2vX9pLr4TgH1sWcYb';
      const referers: string[] = [];
      page.on('request', (r) => { const ref = r.headers().referer; if (ref?.includes('/b/')) referers.push(`${r.url()} <- ${ref}`); });
      const visitRead = page.waitForRequest((r) => r.url().includes(`/api/visit/${token}`));
      await page.goto(`${site.server.url}${prefix}/b/${token}`);
      await visitRead;
      await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
      const next = page.waitForRequest((r) => r.isNavigationRequest() && !r.url().includes('/b/'));
      await page.locator('.site-header__logo').click();
      expect((await next).headers().referer, prefix).toBeUndefined();
      await page.waitForLoadState('load');
      expect(referers, prefix).toEqual([]);
      await context.close();
    }
  });

  it('while other pages still send their origin-bound Referer (the policy is the page\'s own)', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const sent = page.waitForRequest((r) => r.url().endsWith('/contact'));
    await page.goto(`${site.server.url}/about`);
    await page.locator('.site-footer a[href="/contact"]').click();
    expect((await sent).headers().referer).toBe(`${site.server.url}/about`);
    await context.close();
  });
});
