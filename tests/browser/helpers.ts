// Browser tests: the real site built once per file, served with the lead API by server/site-server.ts on
// 127.0.0.1 (temp SQLite file), one Chromium per file and a fresh context per test. Nothing
// leaves the machine: every request to another host is aborted, except the address lookup,
// which answers {"ip":"203.0.113.7"} unless a test says otherwise. Images are not loaded.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { afterAll, beforeAll } from 'vitest';
import { buildRealSite } from '../helpers/site.ts';
import { serve, type RunningServer } from '../../server/site-server.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';

export const LOOKUP_IP = '203.0.113.7';

export interface BrowserSite {
  url: string;
  browser: Browser;
  /** The address-lookup URL of the built site's runtime config. */
  lookupUrl: string;
  server: RunningServer;
  /** The SQLite file the served lead API writes (for reading back what it stored). */
  db: string;
}

export const launchBrowser = launchChromium;

/**
 * The built site, shared by the browser test files of one vitest run: the first worker builds it
 * with buildRealSite(), the others wait for its "done" marker. Four builds of 370 pages on two
 * busy cores cost more than all the tests of a file. The run is told apart by the vitest parent
 * process and its start time, so a later run never sees an old build.
 */
async function sharedBuild(): Promise<string> {
  const stat = existsSync(`/proc/${process.ppid}/stat`) ? readFileSync(`/proc/${process.ppid}/stat`, 'utf8') : '';
  if (!stat) return (await buildRealSite()).outDir;
  const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  const root = join(tmpdir(), `groomsite-browser-${process.ppid}-${started}`);
  const done = join(root, 'done');
  try {
    mkdirSync(root);
  } catch {
    for (let waited = 0; waited < 120_000; waited += 100) {
      if (existsSync(done)) {
        const outDir = readFileSync(done, 'utf8');
        if (!outDir) throw new Error('the shared build of the site failed in another test file');
        return outDir;
      }
      await sleep(100);
    }
    throw new Error(`no shared build of the site appeared in ${root}`);
  }
  try {
    const { outDir } = await buildRealSite();
    writeFileSync(done, outDir);
    return outDir;
  } catch (err) {
    writeFileSync(done, '');
    throw err;
  }
}

/** The runtime config of the built site, as the browser reads it. */
function runtimeConfigOf(outDir: string): { addressLookup: string | null } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="gs-config">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the home page has no gs-config');
  return JSON.parse(json);
}

/** Registers beforeAll/afterAll for the file; the returned object is filled in by beforeAll. */
export function useBrowserSite(): BrowserSite {
  const site = {} as BrowserSite;
  const dataDir = mkdtempSync(join(tmpdir(), 'groomsite-browser-db-'));
  beforeAll(async () => {
    const [outDir, browser, { settings }] = await Promise.all([sharedBuild(), launchBrowser(), realVisitSettings()]);
    const lookupUrl = runtimeConfigOf(outDir).addressLookup ?? '';
    const server = await serve({
      dir: outDir,
      port: 0,
      host: '127.0.0.1',
      db: join(dataDir, 'leads.sqlite'),
      api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 100_000 } },
      webhookUrl: '',
      // The real site's team, hours and terms, as `groomsite serve` reads them from site.yaml.
      visits: () => settings,
      quiet: true,
      log: () => {},
      // The Content-Security-Policy groomsite serve sends for this site: the lookup and the map are allowed.
      headers: { connectSrc: lookupUrl ? [new URL(lookupUrl).origin] : [], formAction: [], frameSrc: ['https://www.google.com'] },
    });
    Object.assign(site, { url: server.url, browser, server, lookupUrl, db: join(dataDir, 'leads.sqlite') });
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Texts of every alert() so far (each is accepted). */
  alerts: string[];
  /** Opens a path of the site and waits until every island has started (or failed). */
  open(path: string): Promise<void>;
}

/**
 * `clock: true` installs the browser clock paused: page timers fire only on runFor/fastForward,
 * so "after 4 s" means exactly that, whatever the machine's speed.
 */
export async function newPage(site: BrowserSite, options: { reducedMotion?: 'reduce' | 'no-preference'; clock?: boolean } = {}): Promise<TestPage> {
  const context = await site.browser.newContext({ reducedMotion: options.reducedMotion ?? 'no-preference', viewport: { width: 1200, height: 800 } });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    // Pictures play no part in any behaviour under test; skipping them keeps each page load short.
    if (route.request().resourceType() === 'image') return route.abort();
    if (new URL(url).hostname === '127.0.0.1') return route.fallback();
    if (site.lookupUrl && url === new URL(site.lookupUrl).href) return route.fulfill({ json: { ip: LOOKUP_IP }, headers: { 'access-control-allow-origin': '*' } });
    return route.abort();
  });
  const page = await context.newPage();
  if (options.clock) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  }
  const alerts: string[] = [];
  page.on('dialog', (d) => { alerts.push(d.message()); void d.accept(); });
  const open = async (path: string): Promise<void> => {
    await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-islands=ready]', { state: 'attached' });
  };
  return { page, context, alerts, open };
}

/** The service a Book button fills into its form: its trigger island's props (islands/Trigger.tsx). */
export const presetService = (button: Locator): Promise<string> =>
  button.evaluate((el) => JSON.parse((el.closest('[data-island]') as HTMLElement).dataset.props!).event.detail.service as string);

export interface Capture {
  /** JSON bodies of the requests seen so far. */
  bodies: Record<string, unknown>[];
  /** Lets held requests go on (see hold). */
  release(): void;
}

/**
 * Watches POSTs to an API endpoint. `answer`: pass them to the real server ('server'), answer
 * with a status and {message} (a number), or fail them as a network error ('abort'). `hold`
 * keeps each request waiting until release(), to look at the page while it submits.
 */
export async function captureApi(page: Page, endpoint: 'booking-form' | 'contact-us',
  answer: 'server' | 'abort' | { status: number; message: string } = 'server', hold = false): Promise<Capture> {
  const bodies: Record<string, unknown>[] = [];
  let release = (): void => {};
  const released = new Promise<void>((r) => { release = r; });
  await page.route(`**/api/${endpoint}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    if (hold) await released;
    if (answer === 'server') return route.continue();
    if (answer === 'abort') return route.abort();
    return route.fulfill({ status: answer.status, json: { message: answer.message } });
  });
  return { bodies, release };
}

/**
 * Runs `time` (the quick offer's delay, on the page's clock) and waits until the pop-up's opener
 * (islands/client/offer-dialog.ts), which the runtime loads when the time is up, has come and
 * decided whether to open it.
 */
export async function openerLooked(page: Page, time: () => Promise<void>): Promise<void> {
  const opener = page.waitForResponse((r) => /\/assets\/offer-dialog\.\w+\.js$/.test(r.url()));
  await time();
  await opener;
  await page.evaluate(() => 0); // the import has resolved and the opener has run
}
