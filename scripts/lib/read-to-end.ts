// "Read to its end", as the bench (bench/page-weight.ts) and the browser tests
// (tests/browser/script-weight.test.ts) measure it: the script a visitor downloads who reads a
// page from top to bottom and touches nothing. Whatever scrolling or time starts by itself counts:
// the quick offer opens once the visitor has scrolled past the packages, or after its delay on a
// city page (islands/client/main.ts starts its chunk then), and the field-data script comes after
// the load event.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** How long the reader stays once at the bottom, on the page's clock: longer than any delay the site sets (site.yaml ui.cityPopupDelayMs). */
export const READING_MS = 60_000;

export interface ScriptFile { url: string; gzip: number }

/**
 * Every script the page downloads from `origin`, gzipped as a host would send it (level 9, as
 * `groomsite check` counts); settled() waits until none is on its way and none has come for a while.
 */
export function scriptWatch(page: Page, origin: string): { list(): ScriptFile[]; settled(): Promise<void> } {
  const files: ScriptFile[] = [];
  const pending = new Set<Promise<void>>();
  let lastSeen = Date.now();
  page.on('request', (req) => {
    if (req.url().startsWith(origin) && req.url().endsWith('.js')) lastSeen = Date.now();
  });
  page.on('response', (res) => {
    if (!res.url().startsWith(origin) || !res.url().endsWith('.js') || res.status() !== 200) return;
    lastSeen = Date.now();
    const read: Promise<void> = res.body().then((body) => { files.push({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length }); }, () => {})
      .finally(() => { pending.delete(read); lastSeen = Date.now(); });
    pending.add(read);
  });
  return {
    list: () => [...files],
    async settled() {
      // Quiet for half a second of real time: a chunk that a just-fired timer asked for has been requested by then.
      while (pending.size || Date.now() - lastSeen < 500) {
        await Promise.all(pending);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/**
 * Scrolls the page to its bottom a screen at a time, as a reader does, closing the offer pop-up if
 * it opens on the way (Escape: the visitor reads on), then stays READING_MS on the page's clock.
 * The caller installs the clock before the page loads (page.clock.install()).
 */
export async function readToEnd(page: Page): Promise<void> {
  let closedOffer = false;
  for (let stuck = 0; stuck < 3;) {
    const moved = await page.evaluate(() => {
      const before = scrollY;
      // Instant: the site's smooth scrolling would still be on its way when the next step looks.
      scrollBy({ top: Math.round(innerHeight * 0.8), behavior: 'instant' });
      return scrollY > before;
    });
    // Scroll events fire with the next frame: the pop-up opens a moment after the scroll.
    await page.waitForTimeout(50);
    if (await page.evaluate(() => document.documentElement.classList.contains('has-modal'))) {
      await page.keyboard.press('Escape');
      closedOffer = true;
      stuck = 0;
    } else stuck = moved ? 0 : stuck + 1;
  }
  await page.clock.runFor(READING_MS);
  // A quick offer not closed on the way has opened by now (a city page's delay): the reader has
  // seen it, with what its opening downloaded (islands/client/offer-dialog.ts).
  if (!closedOffer && await page.locator('gs-island[data-island="quick-offer"]').count()) await page.locator('dialog#quick-offer[open]').waitFor({ timeout: 15_000 });
}
