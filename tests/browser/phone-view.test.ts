// A visitor on a phone (375x667): nothing fixed ever covers a link, button or field on any kind
// of page, the first screen of the home and a city page shows the headline and a way to book,
// and nothing moves while the headlines type or rotate. Wide screens (1366x768) keep the fixed
// buttons in the margin, clear of the content.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();

/** One page of every kind the site has. */
const PAGE_TYPES = [
  '/', '/pet-grooming', '/pet-hair-cutting', '/price', '/dog-grooming', '/cat-grooming',
  '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr', '/pet-grooming-at-home/sector-18-noida',
  '/pet-grooming-at-home/ganga-nagar-meerut', '/blog', '/blog/diy-dog-bathing', '/gallery', '/about', '/contact',
  '/privacy-policy', '/booking-confirm', '/thank-you', '/thanks', '/no-such-page',
];

/**
 * Walks down the page half a screen at a time and lists every tappable element that a fixed or
 * stuck element covers. A bar spanning the whole width at the top or bottom edge acts as the edge
 * of the screen (content scrolls past it), so it may cover things mid-page, but at the end of the
 * page nothing may be left under a bottom bar: the page must be padded for it. Anything else that
 * stays put (a round floating button) may cover nothing, anywhere.
 */
async function coveredTappables(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const maxScroll = () => document.documentElement.scrollHeight - innerHeight;
    const positions: number[] = [];
    for (let y = 0; y < maxScroll(); y += Math.round(innerHeight / 2)) positions.push(y);
    positions.push(maxScroll());
    for (const y of positions) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
      const fixed = [...document.querySelectorAll('body *')].filter((el) => {
        const pos = getComputedStyle(el).position;
        if (pos !== 'fixed' && pos !== 'sticky') return false;
        // The quick offer, a modal <dialog> that opens on the way down, covers the page on purpose, and
        // the page behind it is inert: the fixed buttons are what must leave the content free.
        if (el.matches(':modal')) return false;
        if (!visible(el)) return false;
        // A sticky element in its place in the flow covers nothing; only a stuck one stays put.
        if (pos === 'sticky') return el.getBoundingClientRect().top <= parseFloat(getComputedStyle(el).top || '0') + 0.5;
        return true;
      });
      const tappables = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex="0"]')]
        .filter((el) => visible(el) && !fixed.some((f) => f.contains(el)));
      const atEnd = y >= maxScroll() - 1;
      for (const f of fixed) {
        const fr = f.getBoundingClientRect();
        const fullWidth = fr.left <= 0.5 && fr.right >= document.documentElement.clientWidth - 0.5;
        const atTop = fr.top <= 0.5;
        const atBottom = fr.bottom >= innerHeight - 0.5;
        if (fullWidth && atTop) continue;
        if (fullWidth && atBottom && !atEnd) continue;
        for (const t of tappables) {
          if (overlap(fr, t.getBoundingClientRect())) problems.add(`${name(t)} under ${name(f)} at scroll ${Math.round(y)}`);
        }
      }
    }
    return [...problems];
  });
}

async function phonePage(width = 375, height = 667, options: { clock?: boolean } = {}) {
  const tp = await newPage(site, options);
  await tp.page.setViewportSize({ width, height });
  return tp;
}

describe('nothing wider than the phone', () => {
  // A phone lays a page out wider than its screen when one element overflows (a table with a long
  // list in a cell that does not wrap), then shows it zoomed out and small: the add-ons table did.
  it('every kind of page lays out at the phone\'s own width, English and Hindi', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of [...PAGE_TYPES, ...PAGE_TYPES.filter((p) => !p.startsWith('/blog') && !p.startsWith('/thank') && p !== '/gallery').map((p) => `/hi${p === '/' ? '' : p}`)]) {
      await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${path}: ${width}px`);
    }
    await context.close();
    expect(wide).toEqual([]);
  }, 180_000);
});

describe('fixed buttons cover nothing', () => {
  it('at 375x667 on every kind of page, from the top to the end', async () => {
    const { page, context, open } = await phonePage();
    const found: string[] = [];
    for (const path of PAGE_TYPES) {
      await open(path);
      found.push(...(await coveredTappables(page)).map((p) => `${path}: ${p}`));
    }
    await context.close();
    expect(found).toEqual([]);
  }, 180_000);

  it('at 1366x768 the call and chat buttons stand in the margin beside the content', async () => {
    const { page, context, open } = await phonePage(1366, 768);
    const found: string[] = [];
    for (const path of ['/', '/price', '/pet-grooming-at-home/noida', '/blog', '/blog/diy-dog-bathing', '/gallery', '/contact']) {
      await open(path);
      found.push(...(await coveredTappables(page)).map((p) => `${path}: ${p}`));
    }
    const call = await page.locator('.floating__call').boundingBox();
    const content = await page.locator('main .container').first().boundingBox();
    await context.close();
    expect(found).toEqual([]);
    expect(call!.x).toBeGreaterThanOrEqual(content!.x + content!.width);
  }, 120_000);

  it('on a phone the call and WhatsApp buttons form a labelled bar along the bottom', async () => {
    const { page, context, open } = await phonePage();
    await open('/gallery');
    const bar = await page.locator('.quick-actions').boundingBox();
    const call = page.locator('.floating__call');
    const chat = page.locator('.floating__chat');
    expect(await call.innerText()).toBe('Call');
    expect(await chat.innerText()).toBe('WhatsApp');
    expect(bar!.width).toBe(375);
    expect(bar!.y + bar!.height).toBe(667);
    const callBox = await call.boundingBox();
    expect(callBox!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

/** Where an element sits on the page (not the screen), rounded to a pixel. */
const pageY = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY));

describe('the first screen of a phone', () => {
  for (const [path, action] of [['/', '.hero__actions button'], ['/pet-grooming-at-home/noida', '.city-hero__actions button'], ['/pet-grooming-at-home/ganga-nagar-meerut', '.city-hero__actions a']] as const) {
    it(`${path}: shows the headline and a booking action above the bottom bar without scrolling`, async () => {
      const { page, context, open } = await phonePage();
      await open(path);
      const barTop = (await page.locator('.quick-actions').boundingBox())!.y;
      const h1 = (await page.locator('h1').boundingBox())!;
      const book = (await page.locator(action).first().boundingBox())!;
      await context.close();
      expect(h1.y).toBeGreaterThanOrEqual(0);
      expect(h1.y + h1.height).toBeLessThanOrEqual(barTop);
      expect(book.y + book.height).toBeLessThanOrEqual(barTop);
    });
  }

  it('nothing moves while the home headline types and the city headline rotates (no layout shift)', async () => {
    const { page, context, open } = await phonePage(375, 667, { clock: true });
    for (const [path, below] of [['/', '.hero__actions'], ['/pet-grooming-at-home/noida', 'h1']] as const) {
      await open(path);
      await page.evaluate(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const start = await pageY(page, below);
      const seen = new Set<string>();
      const text = path === '/' ? '.typing__text' : '.rotating__text';
      // Two full cycles of typing (3.5 s pause plus about 3 s of letters each way) or rotating (4 s).
      for (let t = 0; t < 90; t++) {
        await page.clock.runFor(200);
        seen.add(await page.locator(text).innerText());
        expect(await pageY(page, below)).toBe(start);
      }
      expect(seen.size).toBeGreaterThan(2 - (path === '/' ? 0 : 1)); // it really moved
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    }
    await context.close();
  }, 120_000);
});
