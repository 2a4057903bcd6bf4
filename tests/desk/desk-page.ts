// A page for the desk's browser tests: a context of its own, a phone's (touch, mobile) below 800
// pixels wide, no request let out of the machine but to the server under test, and the page's
// errors collected, but for the failed requests the app expects and shows.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface DeskPageOptions {
  viewport: { width: number; height: number };
  /** Where the page's errors and console errors go; left out, they are not collected (a page of the public site, say). */
  errors?: string[];
  /** Console errors that are answers the app expects, not errors: by default a 401 (not logged in yet). */
  expected?: RegExp;
  /** Given, the wa.me addresses opened (in any tab) are answered instead of refused, and listed here. */
  whatsApp?: string[];
}

export async function openDeskPage(browser: Browser, origin: string, o: DeskPageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const phone = o.viewport.width < 800;
  const context = await browser.newContext({ viewport: o.viewport, isMobile: phone, hasTouch: phone });
  // On the context, so a tab the page opens (WhatsApp) is held to it too.
  await context.route((url) => !url.href.startsWith(origin), (route) => {
    if (o.whatsApp && route.request().url().startsWith('https://wa.me/')) {
      o.whatsApp.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
    }
    return route.abort();
  });
  const page = await context.newPage();
  const { errors, expected = /status of 401/ } = o;
  if (errors) {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error' && !expected.test(m.text())) errors.push(m.text()); });
  }
  return { context, page };
}
