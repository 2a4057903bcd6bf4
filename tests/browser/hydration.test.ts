// Hydration in real Chromium: the browser hydrates each island from the markup the server wrote,
// and must agree with it. Every island's outerHTML is the same before and after it starts (apart
// from the attributes an island changes on purpose once it runs), nothing is logged, and nothing
// on screen moves while the islands start.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();

// One page of each kind; between them they hold every island.
const pages = ['/', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr', '/price', '/contact', '/thank-you', '/booking-confirm', '/blog/diy-cat-grooming'];

/**
 * Runs in the page before its scripts: keeps every island's markup as parsed (readyState
 * "interactive" comes after parsing and before any module script runs) and adds up layout shifts.
 */
function watchIslands(): void {
  const w = window as unknown as { parsedIslands: string[]; layoutShift: number };
  w.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') w.parsedIslands = [...document.querySelectorAll('gs-island')].map((el) => el.outerHTML);
  });
}

/** Pictures load here as they do for a visitor (the other browser tests skip them): a missing one changes size. */
const loadImages = (page: Page) => page.route((url) => url.pathname.startsWith('/images/'), (route) => route.continue());

/** What an island changes on purpose once it runs: the contact form checks its fields itself. */
const startedOnPurpose = (html: string): string => html
  .replace(/(<form [^>]*) novalidate=""/g, '$1');

describe('hydration', () => {
  it('leaves every island\'s server markup as it was, logs nothing and moves nothing', async () => {
    // Reduced motion: nothing moves by design, so any change is the hydration's.
    const { page, context, open } = await newPage(site, { reducedMotion: 'reduce' });
    const logged: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
    await page.addInitScript(watchIslands);
    await loadImages(page);
    for (const path of pages) {
      await open(path);
      const { parsed, now, shift } = await page.evaluate(() => {
        const w = window as unknown as { parsedIslands: string[]; layoutShift: number };
        return { parsed: w.parsedIslands, now: [...document.querySelectorAll('gs-island')].map((el) => el.outerHTML), shift: w.layoutShift };
      });
      expect(parsed.length, path).toBeGreaterThan(0);
      expect(now.map(startedOnPurpose), path).toEqual(parsed.map(startedOnPurpose));
      expect(shift, path).toBe(0);
    }
    expect(logged).toEqual([]);
    await context.close();
  });

  it('starts the moving parts without moving the page', async () => {
    // The page's clock stands still: what moves later by design (the next slide, typing) does not count here.
    const { page, context, open } = await newPage(site, { reducedMotion: 'no-preference', clock: true });
    await page.addInitScript(watchIslands);
    await loadImages(page);
    for (const path of ['/', '/pet-grooming-at-home/noida']) {
      await open(path);
      // Time for a shift the start caused to be painted and reported (the page's own clock stands still).
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift), path).toBe(0);
    }
    await context.close();
  });
});
