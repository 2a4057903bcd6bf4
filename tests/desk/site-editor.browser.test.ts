// The owner's site editor as the owner uses it on a phone: the real `groomsite serve` on a copy of
// the real site in a Git repository, Chromium at 375x667. The owner changes a package's price,
// reviews the diff, publishes, and the served page says the new price; a text with a price typed
// by hand is refused on its field, naming the placeholder; a translated text changed in English
// asks for its Hindi; a change made meanwhile on the server is shown and the owner's changes
// given back, not applied; a groomer with a visit to come is not taken off the team, and the
// owner reads why; staff see no Site tab. Screenshots at 375x667 and 1366x768 in SITE_EDITOR_SHOTS
// (or a temporary folder, printed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { readData } from '../../editor/yaml-edit.ts';
import { agent } from '../helpers/desk.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { request } from '../helpers/leads.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { openDeskPage } from './desk-page.ts';
import { axeViolations } from '../helpers/axe.ts';
import { dayWords } from '../../model/visits/words.ts';
import { bookNoidaVisit, dayBothWork } from './dayplan-helpers.ts';

const shots = process.env.SITE_EDITOR_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-site-editor-shots-'));
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, '-c', 'user.name=Maintainer', '-c', 'user.email=m@example.invalid', ...args], { encoding: 'utf8' });

let root: string;
let serve: ServeProcess;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  ({ root, serve } = await serveSiteCopy('groomsite-site-editor-', { git: true, users: { meera: 'owner', asha: 'staff' } }));
  browser = await launchChromium();
  console.log(`site editor screenshots: ${shots}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  stopChild(serve?.child);
});

async function open(name: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  // A 401 (not logged in yet) and a 409 (the site changed meanwhile) are answers the app expects, not errors.
  const { context, page } = await openDeskPage(browser, serve.url, { viewport, errors, expected: /status of 40[19]/ });
  await logIn(page, serve.url, name);
  await page.getByRole('heading', { name: 'Leads', exact: true }).waitFor(); // not the login page's "Leads desk"
  return { context, page };
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const spa = () => (readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as { packages: { id: string; offerPrice: number }[] }).packages.find((p) => p.id === 'fur-fresh-spa')!;

describe("the owner's site editor", () => {
  it('changes a price on a phone, shows the diff, publishes it, and the served page says the new price', async () => {
    const was = spa().offerPrice;
    const now = was - 50;
    const { context, page } = await open('meera', { width: 375, height: 667 });
    await page.getByRole('link', { name: 'Site' }).click();
    await page.getByRole('heading', { name: 'Site', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.screenshot({ path: join(shots, 'site-375x667.png') });
    expect(await axeViolations(page, { labelInName: true })).toEqual([]);

    await page.getByText('Prices & packages').click();
    const price = page.getByLabel('Fur Fresh Spa Offer price');
    await price.fill(String(now));
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('1 change');
    // Every touch target of the editor is at least 44 px tall, and nothing scrolls sideways.
    const small = await page.locator('.site-editor button:visible, .site-editor input:visible:not([type=checkbox]), .site-editor select:visible, .site-editor summary:visible')
      .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)));
    expect(small).toEqual([]);
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: join(shots, 'site-price-375x667.png') });

    await page.getByRole('button', { name: 'Review changes' }).click();
    const diff = page.getByRole('region', { name: 'The change to site.yaml' });
    await diff.waitFor();
    expect(await diff.locator('.diff-removed').allInnerTexts()).toEqual([`-    offerPrice: ${was}`]);
    expect(await diff.locator('.diff-added').allInnerTexts()).toEqual([`+    offerPrice: ${now}`]);
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: join(shots, 'site-review-375x667.png') });

    await page.getByLabel('Note for the history').fill('Winter spa price');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published at /).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(shots, 'site-published-375x667.png') });
    expect(spa().offerPrice).toBe(now);
    expect(git(root, 'log', '-1', '--format=%an|%s')).toBe('meera|Winter spa price\n');
    // The form now starts from the published version, and the history lists the change, undoable.
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('No changes');
    expect(await price.inputValue()).toBe(String(now));
    const entry = page.locator('.history li').first();
    await entry.getByText('Winter spa price').waitFor();
    await entry.getByRole('button', { name: 'Undo this change' }).waitFor();
    // Its diff, opened, scrolls within its box: a long line of site.yaml never widens the page.
    await entry.getByText('What changed').click();
    await entry.getByRole('region').waitFor();
    expect(await noSideways(page)).toBe(true);

    // The served page says it, in the same browser.
    const site = await context.newPage();
    await site.goto(`${serve.url}/price`);
    expect(await site.locator('body').innerText()).toContain(`₹${now.toLocaleString('en-IN')}`);

    // Undo, asked once more, puts the old price back, and the history says which change it undid.
    await entry.getByRole('button', { name: 'Undo this change' }).click();
    await entry.getByRole('button', { name: 'Undo now' }).click();
    await page.getByText(/^Undone at /).waitFor({ timeout: 60_000 });
    expect(spa().offerPrice).toBe(was);
    expect(await price.inputValue()).toBe(String(was));
    await page.locator('.history li').first().getByText(/undid the change of/).waitFor();
    await page.screenshot({ path: join(shots, 'site-undone-375x667.png') });
    await site.reload();
    expect(await site.locator('body').innerText()).not.toContain(`₹${now.toLocaleString('en-IN')}`);
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('refuses a price typed by hand in a text on its field, naming the placeholder, and asks the Hindi of a changed text', async () => {
    const { context, page } = await open('meera', { width: 1366, height: 768 });
    await page.goto(`${serve.url}/desk/#site`);
    await page.getByRole('heading', { name: 'Site', exact: true }).waitFor();
    await page.getByText('Texts', { exact: true }).click();
    const heading = page.getByLabel('Offers: heading', { exact: true });
    await heading.fill('Get Upto 30% OFF');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await page.locator('.problem-list').waitFor();
    // On the field: the problem and the placeholder to write instead; at the top, a link to it.
    expect(await heading.getAttribute('aria-invalid')).toBe('true');
    const onField = await page.locator('[id="f.offers.heading.problem"]').innerText();
    expect(onField).toContain('{bestPercent}');
    await page.locator('.problem-list a', { hasText: 'Offers: heading' }).first().waitFor();
    await page.screenshot({ path: join(shots, 'site-refused-1366x768.png') });
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    // The placeholder instead: the heading is unchanged then, so a translated text changed in English.
    await heading.fill('Get Upto {bestPercent}% OFF');
    await page.getByText('Prices & packages').click();
    await page.getByLabel("Bark 'N Bath Subtitle").fill('Quick bath and dry');
    const hindi = page.getByLabel("Bark 'N Bath Subtitle: In हिन्दी, for the new words");
    await hindi.waitFor();
    await page.getByRole('button', { name: /Start from the old translation/ }).click();
    expect(await hindi.inputValue()).toBe('झटपट स्नान');
    await hindi.fill('झटपट स्नान और सुखाना');
    await page.locator('[id="f.packages.0"]').screenshot({ path: join(shots, 'site-hindi-field-1366x768.png') });
    await page.getByRole('button', { name: 'Review changes' }).click();
    const diff = page.getByRole('region', { name: 'The change to site.yaml' });
    await diff.waitFor();
    expect(await diff.locator('.diff-added').allInnerTexts()).toEqual(['+    subtitle: Quick bath and dry', '+"Quick bath and dry": "झटपट स्नान और सुखाना"']);
    await page.screenshot({ path: join(shots, 'site-translation-1366x768.png') });
    expect(await noSideways(page)).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('tells the owner when the site changed meanwhile, shows what changed, and gives their changes back rather than applying them', async () => {
    const { context, page } = await open('meera', { width: 375, height: 667 });
    await page.goto(`${serve.url}/desk/#site`);
    await page.getByText('Add-ons', { exact: true }).click();
    await page.getByLabel('Paw balm Price').fill('175');
    // Meanwhile a maintainer changes site.yaml by hand on the server.
    const file = join(root, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('listPrice: 699\n', 'listPrice: 749\n'));
    await page.getByRole('button', { name: 'Review changes' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed the site' });
    await notice.waitFor();
    expect(await notice.getByRole('region', { name: 'What changed meanwhile' }).locator('.diff-added').allInnerTexts()).toEqual(['+    listPrice: 749']);
    expect(await notice.innerText()).toContain('Paw balm (add-on): price set to 175');
    // The form shows the site as it is now: nothing of the owner's is kept without their say.
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('No changes');
    expect(await page.getByLabel('Paw balm Price').inputValue()).toBe('150');
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: join(shots, 'site-conflict-375x667.png') });
    await notice.getByRole('button', { name: 'Put my changes back in the form' }).click();
    expect(await page.getByLabel('Paw balm Price').inputValue()).toBe('175');
    await page.getByRole('button', { name: 'Review changes' }).click();
    const diff = page.getByRole('region', { name: 'The change to site.yaml' });
    await diff.waitFor();
    expect(await diff.locator('.diff-added').allInnerTexts()).toEqual([expect.stringContaining('price: 175')]);
    await context.close();
    expect(errors).toEqual([]);
  }, 60_000);

  it('takes a groomer off the team only when asked twice, and says why not while they have a visit to come', async () => {
    const date = dayBothWork();
    const owner = await agent(serve.url, 'meera');
    const { groomerId } = await bookNoidaVisit(serve.url, root, owner, '9811177702', date);
    const teams = (readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as { cities: { visits?: { team?: { id: string; name: string }[] } }[] }).cities;
    const name = teams.flatMap((c) => c.visits?.team ?? []).find((g) => g.id === groomerId)!.name;

    const { context, page } = await open('meera', { width: 375, height: 667 });
    await page.goto(`${serve.url}/desk/#site`);
    await page.getByRole('heading', { name: 'Site', exact: true }).waitFor();
    await page.locator('.site-editor').getByText('Team', { exact: true }).click();
    await page.locator('.team-city > summary').filter({ hasText: /^Noida\b/ }).click();
    await page.getByRole('button', { name: `Take ${name} off the team` }).click();
    await page.getByRole('button', { name: `Keep ${name}` }).click();
    await page.getByRole('button', { name: `Take ${name} off the team` }).click();
    await page.getByRole('button', { name: `Yes, take ${name} off` }).click();
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('1 change');
    await page.getByRole('button', { name: 'Review changes' }).click();
    const problems = page.locator('.problem-list');
    await problems.waitFor();
    expect(await problems.innerText()).toContain(`${name} has a visit to come (${dayWords(date)}): give it to another groomer on the day plan, or cancel it, before taking ${name} off the team`);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, { labelInName: true })).toEqual([]);
    await page.screenshot({ path: join(shots, 'site-team-refused-375x667.png') });
    await context.close();
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows staff no Site tab, and the server refuses them the editor', async () => {
    const { context, page } = await open('asha', { width: 375, height: 667 });
    expect(await page.getByRole('link', { name: 'Visits' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Site' }).count()).toBe(0);
    await page.goto(`${serve.url}/desk/#site`);
    await page.getByRole('heading', { name: 'Leads', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Site', exact: true }).count()).toBe(0);
    await context.close();
    expect((await (await agent(serve.url, 'asha')).get('/api/desk/site')).status).toBe(403);
    expect((await request(`${serve.url}/api/desk/site`)).status).toBe(401);
    expect(errors).toEqual([]);
  }, 60_000);
});
