// The booking form's window picker and price on a Hindi page, in real Chromium on a phone: the
// days and arrival windows read in Hindi, the Gurugram last-minute fee says why it applies in
// Hindi (written from the rule at build time), and the confirmation names the day and window in
// Hindi. The browser's clock is set to 7 PM in India so the fee (booked at or after 6 PM for a
// visit the same or the next day) applies to tomorrow's windows.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowserSite } from './helpers.ts';

const site = useBrowserSite();
const WEEKDAY = '(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि)';
const MONTH = '(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)';

/** YYYY-MM-DD in India, `days` after today there. */
const indiaDate = (days = 0) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the window picker on the Hindi Gurugram page', () => {
  it('names days and windows in Hindi, gives the fee its Hindi reason, and confirms the day and window in Hindi', async () => {
    const { page, context, open } = await newPage(site);
    await page.setViewportSize({ width: 375, height: 667 });
    // 7 PM in India today (13:30 UTC): tomorrow's windows carry the last-minute fee.
    await page.clock.setFixedTime(new Date(`${indiaDate()}T13:30:00Z`));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open('/hi/pet-grooming-at-home/gurugram');
    await page.locator('.package__book:visible').first().click();
    const d = page.locator('#package-modal [role=dialog]');
    await d.waitFor({ state: 'visible' });
    const day = d.getByLabel('दिन', { exact: true });
    await day.waitFor();

    const days = await day.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    expect(days.length).toBeGreaterThan(3);
    for (const o of days.slice(1)) expect(o.label, o.value).toMatch(new RegExp(`^${WEEKDAY}, \\d{1,2} ${MONTH}( \\(सब भरा\\))?$`));
    const tomorrow = indiaDate(1);
    expect(days.map((o) => o.value)).toContain(tomorrow);
    await day.selectOption(tomorrow);

    const windowPicker = d.getByLabel('आने का समय');
    const windows = await windowPicker.locator('option').evaluateAll((os) => os.slice(1).map((o) => o.textContent ?? ''));
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(w).toMatch(/^\d{1,2}(:\d\d)? [AP]M से \d{1,2}(:\d\d)? [AP]M तक$/);
    await windowPicker.selectOption({ index: 1 });

    const fee = d.locator('.quote__fee th');
    await expect.poll(() => fee.textContent()).toBe('आख़िरी समय का शुल्क (6 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर)');
    await windowPicker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-windows-375.png' });
    await fee.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hindi-quote-375.png' });
    const rowsOf = (table: string) => page.locator(`${table} tr`).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    const quoted = await rowsOf('#package-modal .quote__lines');

    await d.getByLabel('पेट पेरेंट का नाम').fill('राहुल यादव');
    await d.getByLabel('फ़ोन नंबर').fill('9812345671');
    await d.getByLabel('नस्ल').fill('Beagle');
    await d.getByLabel('शहर या पता').fill('DLF Phase 3, Gurugram');
    await d.getByRole('button', { name: 'अभी बुक करें' }).click();
    await page.waitForURL('**/hi/booking-confirm');
    const rows = page.locator('.confirm__rows');
    await expect.poll(() => rows.innerText()).toMatch(new RegExp(`${WEEKDAY}, \\d{1,2} ${MONTH}`));
    expect(await rows.innerText()).toMatch(/\d{1,2}(:\d\d)? [AP]M से \d{1,2}(:\d\d)? [AP]M तक/);
    // Booked, in Hindi, with the server's own quote in the form's words: the server's clock is not the
    // page's 7 PM, so the last-minute fee may not apply there; the package line and "कुल" read as in the form.
    expect(await page.locator('h1').innerText()).toBe('आपकी ग्रूमिंग विज़िट बुक हो गई है');
    const confirmed = await rowsOf('.confirm__quote');
    expect(confirmed[0]).toBe(quoted[0]);
    expect(confirmed.at(-1)).toMatch(/^कुल ₹[\d,]+$/);
    expect(await page.locator('.confirm').innerText()).not.toMatch(/रिक्वेस्ट/);
    await page.screenshot({ path: '/tmp/hindi-windows-confirm-375.png' });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
