// Reviews from real visits (issue 44 item 4) in real Chromium, on the real `groomsite serve` of a
// copy of the site with a real SQLite file: a done visit's page offers "Review this visit", the
// form (loaded when asked) takes four stars and a few words as a person gives them, and the page
// says the review waits for the owner; the owner approves it under Due on the desk, and the Noida page
// shows it with its count and average. axe finds nothing on the form or the section.
// Screenshots: /tmp/review-form-375.png, /tmp/review-form-1366.png (the form on /b/), and
// /tmp/review-city-375.png, /tmp/review-city-1366.png (the reviews on the city page), and
// /tmp/review-desk-375.png (Due with the review to read).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../helpers/desk-log-in.ts';
import { postJson } from '../helpers/leads.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { openStore } from '../../store/open.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { dayBothWork } from '../desk/dayplan-helpers.ts';
import { launchBrowser } from './helpers.ts';
import { axeViolations } from '../helpers/axe.ts';

const NOIDA = '/pet-grooming-at-home/noida';
const PHONE = '9833344401';

let db: string;
let serve: ServeProcess;
let browser: Browser;

beforeAll(async () => {
  ({ db, serve } = await serveSiteCopy('groomsite-review-browser-', { without: ['content/reviews.json'], users: { meera: 'owner' } }));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stopChild(serve?.child);
});


describe('a review from a done visit', () => {
  it("is given on the visit's page in Chromium, approved by the owner and shown on the city page", async () => {
    const { serviceLabel } = await realVisitSettings();
    const booked = await postJson(`${serve.url}/api/booking-form`, {
      ...appointmentBody({ origin: serve.url, pagePath: NOIDA, phone: PHONE, service: serviceLabel('fur-fresh-spa'), date: dayBothWork(), window: '09:00-11:00' }), name: 'Meera Kapoor',
    });
    expect(booked.status, booked.text).toBe(201);
    const sql = openStore(db);
    await sql.ready;
    // The visit happened yesterday and the groomer marked it done (the desk's flow: tests/desk/reviews.test.ts).
    await sql.run("UPDATE visits SET status = 'done', date = ? WHERE lead_id = (SELECT id FROM leads WHERE phone = ?)", [addDays(indiaDate(Date.now()), -1), PHONE]);
    const visitId = Number((await sql.get<{ id: number }>('SELECT v.id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = ?', [PHONE]))!.id);

    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') chunks.push(new URL(r.url()).pathname); });
    await page.goto(`${serve.url}${booked.json.visit.link}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('.visit__done').textContent()).toBe('This visit is done.');
    await page.getByRole('button', { name: 'Review this visit' }).click();
    const form = page.locator('form.visit__change');
    await form.getByRole('group', { name: 'Your rating' }).waitFor();
    // The review's script came once the page knew the visit was done, not with the page.
    const fromThePage = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel="modulepreload"]')]
      .map((el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname));
    const after = chunks.filter((path) => /\/VisitAfter\.[A-Z0-9]+\.js$/.test(path));
    expect(after).toHaveLength(1);
    expect(fromThePage).not.toContain(after[0]);
    // Sent without a rating: the page asks for one and sends nothing.
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Choose a rating from 1 to 5 stars.');
    await form.getByLabel('4 of 5 stars').check();
    await form.getByLabel(/A few words/).fill('Kavita was so gentle with Bruno, and the bathroom was left spotless.');
    expect(await axeViolations(page, { labelInName: true })).toEqual([]);
    for (const [width, height] of [[375, 667], [1366, 768]]) {
      await page.setViewportSize({ width, height });
      await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `/tmp/review-form-${width}.png` });
    }
    const sent = page.waitForRequest((r) => r.url().endsWith('/review') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send review' }).click();
    expect((await sent).postDataJSON()).toEqual({ rating: 4, text: 'Kavita was so gentle with Bruno, and the bathroom was left spotless.' });
    await expect.poll(() => page.locator('.visit__review').textContent()).toBe('Thank you! We read every review; yours shows on our site once we have read it.');
    expect(await page.getByRole('button', { name: 'Review this visit' }).count()).toBe(0);
    expect(await sql.get('SELECT rating, text, first_name AS "firstName", status FROM visit_reviews WHERE visit_id = ?', [visitId]))
      .toEqual({ rating: 4, text: 'Kavita was so gentle with Bruno, and the bathroom was left spotless.', firstName: 'Meera', status: 'pending' });

    // The owner reads it under Due on the desk and approves it.
    const desk = await context.newPage();
    await logIn(desk, serve.url, 'meera', { path: '/desk/#due', thenHeading: 'Due' });
    const waiting = desk.locator('.due-review');
    await expect.poll(() => waiting.textContent()).toContain('Kavita was so gentle with Bruno');
    expect(await waiting.textContent()).toMatch(/★★★★☆ 4 of 5 Meera, Noida/);
    await desk.setViewportSize({ width: 375, height: 667 });
    expect(await axeViolations(desk)).toEqual([]);
    await desk.locator('section[aria-labelledby=due-heading]').screenshot({ path: '/tmp/review-desk-375.png' });
    await desk.getByRole('button', { name: "Approve Meera's review" }).click();
    await expect.poll(() => desk.getByRole('status').filter({ hasText: 'review' }).textContent()).toBe("Meera's review approved; the site shows 1 review.");
    expect(await desk.locator('.due-review').count()).toBe(0);
    await desk.close();
    await page.goto(`${serve.url}${NOIDA}`, { waitUntil: 'domcontentloaded' });
    const section = page.locator('#visit-reviews');
    await expect.poll(() => section.locator('.testimonials__summary').textContent()).toMatch(/^4\.0\/5.*from 1 review of a visit/);
    await expect.poll(() => section.locator('.testimonial').textContent()).toContain('Meera, Noida');
    expect(await axeViolations(page)).toEqual([]);
    for (const [width, height] of [[375, 667], [1366, 768]]) {
      await page.setViewportSize({ width, height });
      // The section itself (the page scrolls itself to the top as it starts).
      await section.screenshot({ path: `/tmp/review-city-${width}.png` });
    }
    // And the visit's page says the review is on the site.
    await page.goto(`${serve.url}${booked.json.visit.link}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('.visit__review').textContent()).toBe('Thank you! Your review is on our site.');
    await context.close();
    await sql.close();
  }, 120_000);
});
