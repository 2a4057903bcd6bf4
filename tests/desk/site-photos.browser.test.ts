// Photos from the owner's phone in the site editor: the real `groomsite serve` on a copy of the real
// site in a Git repository, Chromium at 375x667. A text file is refused with the server's reason by
// the field; a JPEG goes to a drawn gallery tile with a preview from the file itself, the review
// asks its caption and the caption's Hindi on their fields, shows the new `photo:` line, and the
// publish puts it on /gallery as AVIF and WebP (and the Hindi caption on /hi/gallery). Screenshots
// of the photo form with its preview at 375x667 and 1366x768 in SITE_PHOTO_SHOTS (or a temporary
// folder, printed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { readData } from '../../editor/yaml-edit.ts';
import { logIn } from '../helpers/desk-log-in.ts';
import { request } from '../helpers/leads.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { openDeskPage } from './desk-page.ts';
import { axeViolations } from '../helpers/axe.ts';

const shots = process.env.SITE_PHOTO_SHOTS ?? mkdtempSync(join(tmpdir(), 'groomsite-site-photo-shots-'));
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, '-c', 'user.name=Maintainer', '-c', 'user.email=m@example.invalid', ...args], { encoding: 'utf8' });

/** A phone's photo as the file input gives it: a JPEG, a dog's "before" and "after" side by side in shapes. */
async function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="600" height="800" fill="#b08968"/><rect x="600" width="600" height="800" fill="#e6ccb2"/>
    <circle cx="300" cy="420" r="220" fill="#7f5539"/><circle cx="900" cy="420" r="180" fill="#fefae0"/>
    <circle cx="240" cy="380" r="24" fill="#222"/><circle cx="360" cy="380" r="24" fill="#222"/>
    <circle cx="850" cy="390" r="20" fill="#222"/><circle cx="950" cy="390" r="20" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

let root: string;
let serve: ServeProcess;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  ({ root, serve } = await serveSiteCopy('groomsite-site-photos-', { git: true, users: { meera: 'owner' } }));
  browser = await launchChromium();
  console.log(`site photo screenshots: ${shots}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  stopChild(serve?.child);
});

async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  // A 401 (not logged in yet) and the refused upload (415) are answers the app expects, not errors.
  const { context, page } = await openDeskPage(browser, serve.url, { viewport, errors, expected: /status of (401|415)/ });
  await logIn(page, serve.url, 'meera');
  await page.getByRole('heading', { name: 'Leads', exact: true }).waitFor();
  await page.goto(`${serve.url}/desk/#site`);
  await page.getByRole('heading', { name: 'Site', exact: true }).waitFor();
  await page.getByText('Photos', { exact: true }).click();
  return { context, page };
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
/** Whether the preview shows the picture (the page's CSP lets a blob: image load). */
const previewShown = (page: Page, card: string) => page.locator(`${card} .photo-preview img`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe("the owner's photos from the phone", () => {
  it('refuses a text file by the field, puts a JPEG on a drawn gallery tile with its caption and Hindi, and publishes it as AVIF and WebP', async () => {
    const { context, page } = await open({ width: 375, height: 667 });
    await page.getByLabel('Which tile').selectOption({ label: 'Tile 4: dog, drawing' });
    const input = page.locator('[id="f.gallery.3.photo"]');
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(await input.getAttribute('capture')).toBeNull();

    // Not a photo, whatever it is called: the server's reason, by the field.
    await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all, though the file was called photo.jpg\n') });
    const refused = page.locator('[id="f.gallery.3.photo.refused"]');
    await refused.waitFor();
    expect(await refused.innerText()).toBe('Not uploaded: This file is not a photo that can be read (whatever its name says); send a JPEG, PNG or WebP photo');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('No changes');

    // The photo: held a moment on its way, the field says it is uploading; then a preview from the file.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`${serve.url}/api/desk/site/photos`, async (route) => { await held; await route.continue(); });
    await input.setInputFiles({ name: 'bella.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByText(/^Uploading… \d+%$/).waitFor();
    release();
    const card = '[id="f.gallery.3"]';
    await page.locator(`${card} .photo-preview img`).waitFor();
    expect(await page.locator(`${card} .photo-preview img`).getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => previewShown(page, card)).toBe(true);
    expect(await page.locator(`${card} .photo-preview figcaption`).innerText()).toMatch(/^New, 1200 × 800 px, \d+ KB; the place it was taken/);
    expect(await refused.count()).toBe(0);
    // Every touch target of the photo form is at least 44 px tall.
    const small = await page.locator('#site-photos button:visible, #site-photos input:visible, #site-photos select:visible, #site-photos summary:visible')
      .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)));
    expect(small).toEqual([]);

    // Review without a caption: said on the caption's field, nothing sent.
    await page.getByRole('button', { name: 'Review changes' }).click();
    const caption = page.getByLabel('Gallery tile 4 Caption', { exact: true });
    await page.locator('[id="f.gallery.3.caption.problem"]').waitFor();
    expect(await page.locator('[id="f.gallery.3.caption.problem"]').innerText()).toContain('"photo" needs "caption" beside it: what the photo shows, 10 to 160 characters');
    expect(await caption.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('region', { name: 'The change to site.yaml' }).count()).toBe(0);

    const words = 'Bella, a Shih Tzu, before and after her teddy cut';
    const hindi = 'बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में';
    await caption.fill(words);
    expect(await page.getByLabel('Gallery tile 4 Pet').inputValue()).toBe('dog');
    // The Hindi is asked for too, and said to be missing when left out.
    const inHindi = page.getByLabel('Gallery tile 4 Caption: In हिन्दी, for the new words');
    await inHindi.waitFor();
    await page.getByRole('button', { name: 'Review changes' }).click();
    await page.locator('.problem-list').filter({ hasText: 'write these words in हिन्दी too' }).waitFor();
    expect(await inHindi.getAttribute('aria-invalid')).toBe('true');
    await inHindi.fill(hindi);
    // Given, it is no longer asked for: nothing is left to fix.
    await expect.poll(() => page.locator('.problem-list').count()).toBe(0);
    expect(await inHindi.getAttribute('aria-invalid')).toBeNull();
    expect(await noSideways(page)).toBe(true);
    await page.locator(card).scrollIntoViewIfNeeded();
    await page.locator(card).screenshot({ path: join(shots, 'site-photo-tile-375x667.png') });
    await page.locator(card).evaluate((el) => el.scrollIntoView({ block: 'start' })); // below the sticky bars (scroll-margin)
    await page.screenshot({ path: join(shots, 'site-photo-375x667.png') });
    expect(await axeViolations(page, { labelInName: true })).toEqual([]);

    await page.getByRole('button', { name: 'Review changes' }).click();
    const diff = page.getByRole('region', { name: 'The change to site.yaml' });
    await diff.waitFor({ timeout: 30_000 });
    const added = (await diff.locator('.diff-added').allInnerTexts()).join('\n');
    const name = /photo: (photo-[0-9a-f]{16}\.jpg)/.exec(added)?.[1];
    expect(name, added).toBeDefined();
    expect(added).toContain(words);
    expect(added).toContain(`"${words}": "${hindi}"`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published at /).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(shots, 'site-photo-published-375x667.png') });
    expect((readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as { gallery: unknown[] }).gallery[3]).toEqual({ pet: 'dog', photo: name, caption: words });
    expect(git(root, 'show', '--stat', '--format=', 'HEAD')).toContain(`content/images/${name}`);

    // The gallery serves it: a <picture> of its AVIF and WebP widths, with its caption; in Hindi, the Hindi.
    const base = name!.replace(/\.jpg$/, '');
    const gallery = (await request(`${serve.url}/gallery`)).text;
    const tile = new RegExp(`<picture><source type="image/avif" srcset="/images/${base}-480\\.avif 480w[^"]*"[^>]*/><source type="image/webp" srcset="/images/${base}-480\\.webp 480w[^"]*"[^>]*/><img src="/images/${name}"`, 'i');
    expect(tile.test(gallery), /<picture>.*?<\/picture>/.exec(gallery)?.[0] ?? 'no <picture> on /gallery').toBe(true);
    expect(gallery).toContain(`<figcaption>${words}</figcaption>`);
    expect((await request(`${serve.url}/hi/gallery`)).text).toContain(`<figcaption>${hindi}</figcaption>`);
    const avif = await request(`${serve.url}/images/${base}-480.avif`);
    expect([avif.status, avif.headers['content-type']]).toEqual([200, 'image/avif']);
    // The form starts from the published site: the tile is a photo now, shown from the site's copy.
    await expect.poll(() => page.locator('.review-bar').innerText()).toContain('No changes');
    await context.close();
    expect(errors).toEqual([]);
  }, 180_000);

  it('gives a page’s title band a photo with its alt text on a wide screen', async () => {
    const { context, page } = await open({ width: 1366, height: 768 });
    await page.getByLabel('Which page').selectOption({ label: 'About Us (/about)' });
    const pages = (readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as { pages: { path: string }[] }).pages;
    const about = pages.findIndex((p) => p.path === '/about');
    const card = `[id="f.pages.${about}.hero"]`;
    await page.locator(`[id="f.pages.${about}.hero.photo"]`).setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.locator(`${card} .photo-preview img`).waitFor();
    await expect.poll(() => previewShown(page, card)).toBe(true);
    await page.getByLabel('About Us page photo Alt text', { exact: true }).fill('Two of our groomers drying a beagle after its bath');
    await page.getByLabel('About Us page photo Alt text: In हिन्दी, for the new words').fill('नहाने के बाद बीगल को सुखाते हमारे दो ग्रूमर');
    await page.locator('.photo-places').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(shots, 'site-photo-1366x768.png') });
    expect(await noSideways(page)).toBe(true);
    await page.getByRole('button', { name: 'Review changes' }).click();
    const diff = page.getByRole('region', { name: 'The change to site.yaml' });
    await diff.waitFor({ timeout: 30_000 });
    expect(await diff.locator('.diff-added').allInnerTexts()).toEqual([
      '+    hero:', expect.stringMatching(/^\+      photo: photo-[0-9a-f]{16}\.jpg$/), '+      alt: Two of our groomers drying a beagle after its bath',
      '+"Two of our groomers drying a beagle after its bath": "नहाने के बाद बीगल को सुखाते हमारे दो ग्रूमर"',
    ]);
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
