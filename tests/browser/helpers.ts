// Browser tests: the real site built once per file, served with the lead API by leads/serve.ts on
// 127.0.0.1 (temp SQLite file), one Chromium per file and a fresh context per test. Nothing
// leaves the machine: every request to another host is aborted, except the address lookup,
// which answers {"ip":"203.0.113.7"} unless a test says otherwise.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildRealSite } from '../helpers/site.ts';
import { serve, type RunningServer } from '../../leads/serve.ts';
import { defaultApiConfig } from '../../leads/config.ts';

export const LOOKUP_IP = '203.0.113.7';

export interface BrowserSite {
  url: string;
  browser: Browser;
  /** The address-lookup URL of the built site's runtime config. */
  lookupUrl: string;
  server: RunningServer;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Registers beforeAll/afterAll for the file; the returned object is filled in by beforeAll. */
export function useBrowserSite(): BrowserSite {
  const site = {} as BrowserSite;
  beforeAll(async () => {
    const [built, browser] = await Promise.all([buildRealSite(), launchBrowser()]);
    const server = await serve({
      dir: built.outDir,
      port: 0,
      host: '127.0.0.1',
      db: join(mkdtempSync(join(tmpdir(), 'groomsite-browser-')), 'leads.sqlite'),
      api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 100_000 } },
      webhookUrl: '',
      quiet: true,
      log: () => {},
    });
    const lookup = built.site.raw.api.addressLookup;
    Object.assign(site, { url: server.url, browser, server, lookupUrl: lookup.enabled ? lookup.url : '' });
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
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
