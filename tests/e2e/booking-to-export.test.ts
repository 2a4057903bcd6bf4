// The whole path of a lead, as the business lives it: `groomsite serve` runs, a visitor books in
// a real browser, and the booking is there in `groomsite leads export`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { buildRealSite, projectRoot } from '../helpers/site.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { startServe, stopChild } from '../helpers/serve-process.ts';

const cli = join(projectRoot, 'bin', 'groomsite.js');
const db = join(mkdtempSync(join(tmpdir(), 'gs-e2e-')), 'leads.sqlite');
let server: ChildProcess;
let url: string;
let browser: Browser;

beforeAll(async () => {
  const { outDir } = await buildRealSite();
  ({ child: server, url } = await startServe({ dir: outDir, db }));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopChild(server);
});

describe('a booking from the browser', () => {
  it('is acknowledged, leads to the confirmation page, and is in the export', async () => {
    const page = await browser.newPage();
    await page.route((u) => !u.href.startsWith(url), (r) => r.abort()); // the address lookup fails quietly
    await page.goto(`${url}/dog-grooming`);
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    await page.locator('.package__book').first().click();
    const form = page.locator('#package-modal form');
    await form.locator('input[name="name"]').fill('Asha Verma');
    await form.locator('input[name="phone"]').fill('9812345678');
    await form.locator('input[name="breed"]').fill('Beagle');
    await form.locator('input[name="address"]').fill('Sector 62, Noida');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${url}/booking-confirm`);
    // No window was held: the confirmation says it is a request.
    await expect.poll(() => page.locator('h1').innerText()).toBe('We have your request');
    // The package keeps its one name from the card (the first, the home page's cheapest) to the
    // confirmation and the stored lead.
    const service = "Bark 'N Bath (Quick bath) - ₹599";
    await expect.poll(() => page.locator('.confirm__rows').innerText()).toContain(service);

    const run = promisify(execFile);
    const json = JSON.parse((await run(process.execPath, [cli, 'leads', 'export', '--format', 'json', '--db', db], { cwd: projectRoot })).stdout);
    const lead = json.find((l: { fields: { phone?: string } }) => l.fields.phone === '9812345678');
    expect(lead).toMatchObject({ kind: 'booking', fields: { pet: 'Dog', name: 'Asha Verma', service, breed: 'Beagle', user: 'true', status: 'true' } });
    expect(JSON.stringify(lead)).toContain('Asha Verma');
    expect(lead.fields.service).toBe(service);
    expect(JSON.stringify(lead)).toContain('Beagle');
    const csv = (await run(process.execPath, [cli, 'leads', 'export', '--format', 'csv', '--db', db], { cwd: projectRoot })).stdout;
    expect(csv).toContain('9812345678');
    expect(csv).toContain('Asha Verma');
  });
});
