// Everything else that moves (SPEC 2.5, 2.6, 4, 9.1): tabs, read more, accordion, slider,
// typing and rotating headlines, menus, sticky nav, back to top, hash scroll, map, go back,
// and reduced motion. Timers run on the browser clock, never on real waits.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const CITY = '/pet-grooming-at-home/noida';
const LANDING = '/pet-grooming-at-home/delhi-ncr';

const visibleSlide = (page: Page) => page.locator('.slide:visible').getAttribute('aria-label');
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

describe('packages', () => {
  it('tabs: Dog by default, click and arrow keys switch, with a roving tabindex', async () => {
    const { page, context, open } = await newPage(site);
    await open(CITY);
    const tabs = page.locator('#grooming [role=tab]');
    const dog = tabs.filter({ hasText: 'Dog' });
    const cat = tabs.filter({ hasText: 'Cat' });
    const boarding = tabs.filter({ hasText: 'Boarding' });
    expect(await dog.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#city-grooming-panel-dog').isVisible()).toBe(true);
    await cat.click();
    expect(await page.locator('#city-grooming-panel-cat').isVisible()).toBe(true);
    expect(await page.locator('#city-grooming-panel-dog').isVisible()).toBe(false);
    expect([await cat.getAttribute('tabindex'), await dog.getAttribute('tabindex')]).toEqual(['0', '-1']);
    await page.keyboard.press('ArrowRight');
    expect(await boarding.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#city-grooming-panel-boarding').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('city-grooming-tab-boarding');
    await page.keyboard.press('ArrowRight');
    expect(await dog.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    expect(await dog.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await boarding.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('Deluxe extras: read more / read less on the home page, shown from the start on city pages', async () => {
    const { page, context, open } = await newPage(site);
    await open('/');
    const card = page.locator('#packages [role=tabpanel]:visible .package', { hasText: 'Deluxe' });
    const extra = card.getByText('Full Body Massage');
    const toggle = card.locator('summary');
    expect(await extra.isVisible()).toBe(false);
    expect(await toggle.innerText()).toBe('read more');
    await toggle.click();
    expect(await extra.isVisible()).toBe(true);
    expect(await card.getByText('Anti-Tick Spray').isVisible()).toBe(true);
    expect(await card.getByText('Mouth Freshener Spray').isVisible()).toBe(true);
    expect(await toggle.innerText()).toBe('read less');
    // The browser's own disclosure: its state is said to a screen reader, and a key opens it too.
    expect(await page.evaluate(() => document.querySelector('#packages [role=tabpanel]:not([hidden]) .package__extras')!.hasAttribute('open'))).toBe(true);
    await toggle.press('Enter');
    expect(await extra.isVisible()).toBe(false);
    expect(await toggle.innerText()).toBe('read more');

    await open(CITY);
    const cityCard = page.locator('#grooming [role=tabpanel]:visible .package', { hasText: 'Deluxe' });
    expect(await cityCard.getByText('Full Body Massage').isVisible()).toBe(true);
    expect(await cityCard.locator('summary').count()).toBe(0);
    await context.close();
  });

  it('FAQ accordion: closed at first, one open at a time, the open one closes; the same without script', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await site.browser.newContext({ javaScriptEnabled, viewport: { width: 1200, height: 800 } });
      await context.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback()));
      const page = await context.newPage();
      // The offer pop-up opens once the packages are scrolled past; closed today, it stays out of the way.
      await page.addInitScript(() => localStorage.setItem('groomsite-popup-done-on', new Date().toDateString()));
      await page.goto(`${site.url}/`);
      const q = (i: number) => page.locator(`#faq-q${i}`);
      const a = (i: number) => page.locator('#faq .accordion__panel').nth(i);
      const open = () => page.locator('#faq .accordion__panel:visible').count();
      expect(await open(), `script ${javaScriptEnabled}`).toBe(0);
      await q(0).click();
      expect(await a(0).isVisible()).toBe(true);
      await q(1).click();
      expect([await a(0).isVisible(), await a(1).isVisible()]).toEqual([false, true]);
      await page.locator('#faq summary').nth(1).press('Enter');
      expect(await open()).toBe(0);
      await context.close();
    }
  });

  it('FAQ accordion: a closed answer is in the page, and opening its question shows it', async () => {
    const { page, context, open } = await newPage(site);
    await open('/');
    // Closed, an answer is still in the document (search engines read it; Chromium's find in page
    // searches closed <details> and opens the one it finds, a part of the browser no page can drive).
    const item = page.locator('#faq .accordion__item', { hasText: 'Branded, pet-safe shampoos' });
    const answer = item.locator('.accordion__panel');
    expect([await item.getAttribute('open'), await answer.isVisible()]).toEqual([null, false]);
    expect(await answer.textContent()).toContain('Branded, pet-safe shampoos');
    await item.locator('summary').click();
    expect(await answer.isVisible()).toBe(true);
    expect(await page.locator('#faq .accordion__panel:visible').count()).toBe(1);
    await context.close();
  });
});

/** Slides and typing start when the page has finished loading (a real event, not a timer). */
const loaded = (page: Page) => page.evaluate(() => (document.readyState === 'complete'
  ? undefined
  : new Promise<void>((done) => addEventListener('load', () => done(), { once: true }))));

describe('moving parts', () => {
  it('hero slider: autoplay every 4 s, endless, paused on hover and focus, dots, arrow keys and swipe', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await open('/');
    await loaded(page);
    expect(await visibleSlide(page)).toBe('1 of 6');
    await page.clock.runFor(4_000);
    expect(await visibleSlide(page)).toBe('2 of 6');
    await page.clock.runFor(4_000 * 5);
    expect(await visibleSlide(page)).toBe('1 of 6');

    await page.locator('.hero-slider').hover();
    await page.clock.runFor(12_000);
    expect(await visibleSlide(page)).toBe('1 of 6');
    await page.mouse.move(1, 1);
    await page.clock.runFor(4_000);
    expect(await visibleSlide(page)).toBe('2 of 6');

    const dot = (n: number) => page.getByRole('button', { name: `Slide ${n}`, exact: true });
    await dot(6).click();
    expect(await visibleSlide(page)).toBe('6 of 6');
    expect(await dot(6).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await visibleSlide(page)).toBe('1 of 6');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Slide 1');
    await page.keyboard.press('ArrowLeft');
    expect(await visibleSlide(page)).toBe('6 of 6');
    await page.mouse.move(1, 1);
    await page.clock.runFor(12_000);
    expect(await visibleSlide(page)).toBe('6 of 6'); // focus is still on a dot

    await page.locator('h1').first().click(); // focus leaves the slider
    const box = (await page.locator('.slide:visible img').boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + 50);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 60, { steps: 4 });
    await page.mouse.up();
    expect(await visibleSlide(page)).toBe('1 of 6');
    await context.close();
  });

  it('hero slider: autoplay waits until the page has finished loading', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    // The hero picture is held back, so the page is still loading while time passes.
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    await page.route('**/images/slides/**', async (route) => { await held; await route.abort(); });
    await open('/');
    await page.clock.runFor(8_000);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await visibleSlide(page)).toBe('1 of 6');
    release();
    await loaded(page);
    await page.clock.runFor(4_000);
    expect(await visibleSlide(page)).toBe('2 of 6');
    await context.close();
  });

  it('hero slider: the Pause button stops the slideshow and Play starts it again', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await open('/');
    await loaded(page);
    const pause = page.getByRole('button', { name: 'Pause the slideshow' });
    await pause.click();
    await page.locator('h1').first().click(); // focus leaves the slider: only the button holds it still
    await page.mouse.move(1, 1);
    await page.clock.runFor(12_000);
    expect(await visibleSlide(page)).toBe('1 of 6');
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.locator('h1').first().click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(4_000);
    expect(await visibleSlide(page)).toBe('2 of 6');
    await context.close();
  });

  it('typing headline: deletes and types each phrase, holds it 3.5 s, forever', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await open('/');
    await loaded(page);
    // What has been typed so far (the rest of the phrase is laid out, invisible, to keep its place).
    const text = page.locator('.typing__typed');
    expect(await text.textContent()).toBe('Pet Grooming Service at Home');
    expect(await page.locator('.typing .visually-hidden').textContent()).toContain('Pet Designer Haircut Services');
    await page.clock.runFor(3_000);
    expect(await text.textContent()).toBe('Pet Grooming Service at Home');
    await page.clock.runFor(1_000);
    expect((await text.textContent())!.length).toBeLessThan(28);
    await page.clock.runFor(2_600);
    expect(await text.textContent()).toBe('Pet Designer Haircut Services');
    await page.clock.runFor(6_400);
    expect(await text.textContent()).toBe('Pet Grooming Service at Home');
    await context.close();
  });

  it('rotating city headline changes every 4 s', async () => {
    const { page, context, open } = await newPage(site, { clock: true });
    await open(CITY);
    const line = page.locator('.rotating__text');
    expect(await line.textContent()).toBe('Pet Grooming At Home');
    await page.clock.runFor(4_000);
    expect(await line.textContent()).toBe('Pet Designer Hair Cut');
    await page.clock.runFor(4_000);
    expect(await line.textContent()).toBe('Pet Grooming At Home');
    await context.close();
  });

  it('reduced motion: no autoplay, no typing, no rotating, no smooth scrolling', async () => {
    const { page, context, open } = await newPage(site, { reducedMotion: 'reduce', clock: true });
    await open('/');
    await page.clock.runFor(20_000);
    expect(await visibleSlide(page)).toBe('1 of 6');
    expect(await page.locator('.hero-slider__pause').isVisible()).toBe(false); // nothing moves, nothing to pause
    expect(await page.locator('.typing__text').textContent()).toBe('Pet Grooming Service at Home');
    await page.getByRole('button', { name: 'Slide 3', exact: true }).click();
    expect(await visibleSlide(page)).toBe('3 of 6');
    await scrollTo(page, 2000);
    await page.getByRole('link', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await open(`${LANDING}#faq`);
    await page.evaluate(() => { location.hash = '#testimonials'; });
    const top = await page.locator('#testimonials').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeLessThan(200);
    await open(CITY);
    await page.clock.runFor(20_000);
    expect(await page.locator('.rotating__text').textContent()).toBe('Pet Grooming At Home');
    await context.close();
  });
});

describe('chrome', () => {
  it('small-screen menu: toggles, closes on Escape (focus back on the toggle) and on a click outside', async () => {
    const { page, context, open } = await newPage(site);
    await page.setViewportSize({ width: 390, height: 800 });
    await open('/about');
    const toggle = page.locator('.site-header .menu-toggle');
    const menu = page.locator('#main-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect([await menu.isVisible(), await toggle.getAttribute('aria-expanded')]).toEqual([true, 'true']);
    await menu.getByText('Price').click();
    expect(await menu.getByRole('link', { name: 'Pet Grooming' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect([await menu.isVisible(), await toggle.getAttribute('aria-expanded')]).toEqual([false, 'false']);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await toggle.click();
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await page.locator('.topbar__offer').click();
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it('wide-screen dropdowns close on Escape and on a click outside', async () => {
    const { page, context, open } = await newPage(site);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/about');
    const link = page.locator('#main-menu').getByRole('link', { name: 'Dog Grooming' });
    await page.locator('#main-menu summary', { hasText: 'Grooming' }).click();
    expect(await link.isVisible()).toBe(true);
    await page.locator('#main-menu summary', { hasText: 'Company' }).click();
    await expect.poll(() => link.isVisible()).toBe(false); // one dropdown at a time (toggle events are async)
    expect(await page.locator('#main-menu').getByRole('link', { name: 'Gallery' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#main-menu details[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Company');
    await page.locator('#main-menu summary', { hasText: 'Grooming' }).click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await page.locator('main p').first().click(); // outside the menu (the open dropdown may cover the title)
    expect(await link.isVisible()).toBe(false);
    await context.close();
  });

  it('sticky nav after 100 px, back to top after 300 px', async () => {
    const { page, context, open } = await newPage(site);
    await open('/');
    const header = page.locator('header.site-header');
    const back = page.getByRole('link', { name: 'Back to top' });
    await scrollTo(page, 90);
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-sticky');
    await scrollTo(page, 150);
    await expect.poll(() => header.getAttribute('class')).toContain('is-sticky');
    expect(await header.isVisible()).toBe(true);
    expect(await back.isVisible()).toBe(false);
    await scrollTo(page, 400);
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await back.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect.poll(() => back.isVisible()).toBe(false);
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-sticky');
    await context.close();
  });

  it('landing page: scrolls to the section in the URL hash on load and on hash change; no floating buttons', async () => {
    const { page, context, open } = await newPage(site);
    await open(`${LANDING}#faq`);
    await expect.poll(() => page.locator('#faq').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200), { timeout: 5000 }).toBe(true);
    await page.evaluate(() => { location.hash = '#testimonials'; });
    await expect.poll(() => page.locator('#testimonials').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200), { timeout: 5000 }).toBe(true);
    expect(await page.locator('.floating').count()).toBe(0);
    await open('/');
    expect(await page.locator('.floating__chat').isVisible()).toBe(true);
    await context.close();
  });

  it('map loads only when asked', async () => {
    const { page, context, open } = await newPage(site);
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().includes('google.com/maps')) asked.push(r.url()); });
    await open('/contact');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Show the map' }).click();
    const frame = page.locator('.map iframe');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    expect(await frame.getAttribute('title')).toMatch(/^Map of /);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await context.close();
  });

  it('Go Back uses browser history, or goes home when there is none', async () => {
    const { page, context, open } = await newPage(site);
    await open('/about');
    await page.evaluate(() => location.assign('/thank-you')); // as the forms do after a success
    await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL(`${site.url}/about`);

    const fresh = await context.newPage();
    await fresh.goto(`${site.url}/booking-confirm`);
    await fresh.waitForSelector('html[data-islands=ready]', { state: 'attached' });
    await fresh.getByRole('link', { name: 'Go Back' }).click();
    await fresh.waitForURL(`${site.url}/`);
    await context.close();
  });
});
