// `npm run bench:desk`: the desk's figures of issue 13, on a database of 2,000 leads spread over
// 30 days: alert delay (lead 201 -> the SMTP server has the message), desk list load on a phone
// screen, a new lead's way onto an open desk, and Lighthouse (mobile) of the lead list.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { addUser } from '../desk/users.ts';
import { defaultApiConfig } from '../leads/api-config.ts';
import { resolveEmailSettings } from '../leads/email.ts';
import { serve } from '../server/site-server.ts';
import { LeadStore } from '../leads/store.ts';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.ts';

const LEADS = 2000;
const PASSWORD = 'bench password 1234';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values: number[]) => Math.max(...values);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = mkdtempSync(join(tmpdir(), 'groomsite-desk-bench-'));
const dist = join(dir, 'dist');
const db = join(dir, 'leads.sqlite');
try {
  // A database with a month of leads.
  const store = new LeadStore(db, { outbox: [] });
  const cities = ['noida', 'delhi', 'gurugram', 'faridabad', 'ghaziabad'];
  for (let i = 0; i < LEADS; i++) {
    void store.insert({
      kind: i % 5 === 0 ? 'quick' : 'booking',
      fields: { pet: i % 3 ? 'Dog' : 'Cat', name: `Person ${i}`, phone: String(9800000000 + i), service: 'Fur Fresh Spa (Full Body Bath) - ₹999', addOns: '', breed: 'Beagle', address: 'Sector 62', request: '', user: 'true', status: 'true', path: `/pet-grooming-at-home/${cities[i % 5]}`, serviceDate: '', serviceTime: '', remoteIP: '', userAgent: '' } as never,
      receivedAt: new Date(Date.now() - (LEADS - i) * 30 * 86_400_000 / LEADS).toISOString(), ip: '127.0.0.1', userAgent: 'bench',
    });
  }
  await wait(50);
  store.close();
  await addUser({ db, name: 'owner', password: PASSWORD, role: 'owner' });

  const arrived = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk));
      stream.on('end', () => {
        const id = /X-Groomsite-Lead: (\d+)/i.exec(raw)?.[1];
        if (id) arrived.set(id, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  const server = await serve({
    dir: dist, port: 0, host: '127.0.0.1', db, quiet: true, brand: 'Doorstep Paws', log: () => {},
    api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 0 } },
    email: resolveEmailSettings({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: 'owner@example.in' }, { brand: 'Doorstep Paws', url: 'https://www.doorsteppaws.in' }),
  });
  const post = async (name: string) => {
    const res = await fetch(`${server.url}/api/booking-form`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pet: 'Dog', name, phone: '9876543210', service: 'Fur Fresh Spa (Full Body Bath) - ₹999', breed: 'Beagle', address: 'Sector 62', path: '/pet-grooming-at-home/noida' }),
    });
    const at = performance.now();
    await res.json(); // the answer holds a reference, not the row id: read that from the database
    const reader = new Database(db, { readonly: true });
    const id = String((reader.prepare('SELECT max(id) AS id FROM leads').get() as { id: number }).id);
    reader.close();
    return { at, id };
  };

  // Alert delay.
  const alertDelays: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { at, id } = await post(`Alert ${i}`);
    const end = Date.now() + 10_000;
    while (!arrived.has(id) && Date.now() < end) await wait(2);
    alertDelays.push(arrived.get(id)! - at);
    await wait(100);
  }

  // A logged-in phone.
  const page0 = await fetch(`${server.url}/desk/`);
  const loginCookie = page0.headers.get('set-cookie')!.split(';')[0];
  const token = /name="desk-login-token" content="([^"]+)"/.exec(await page0.text())![1];
  const login = await fetch(`${server.url}/api/desk/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: loginCookie, 'X-Desk-Csrf': token },
    body: JSON.stringify({ name: 'owner', password: PASSWORD, role: 'owner' }),
  });
  const session = login.headers.get('set-cookie')!.split(';')[0];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true });
  await context.addCookies([{ name: 'desk_session', value: session.split('=')[1], url: server.url }]);
  const page = await context.newPage();
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await page.goto(`${server.url}/desk/`);
    await page.locator('.leads li').first().waitFor();
    loads.push(performance.now() - started);
  }
  const live: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { at } = await post(`Live ${i}`);
    await page.locator('.leads li', { hasText: `Live ${i}` }).waitFor();
    live.push(performance.now() - at);
  }
  await browser.close();

  // Lighthouse of the list, logged in through the same cookie.
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const runs: { performance: number; accessibility: number; bestPractices: number; metrics: string }[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${server.url}/desk/`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: { Cookie: session },
      });
      const c = result!.lhr.categories;
      const a = result!.lhr.audits;
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'server-response-time']
        .map((id) => `${id} ${a[id]?.displayValue ?? '-'}`).join(', ');
      runs.push({ metrics, performance: Math.round(c.performance.score! * 100), accessibility: Math.round(c.accessibility.score! * 100), bestPractices: Math.round(c['best-practices'].score! * 100) });
    }
  } finally {
    await chrome.kill();
  }
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));

  const ms = (v: number) => `${Math.round(v)} ms`;
  process.stdout.write(`| what | median | max |\n|---|---|---|\n`);
  process.stdout.write(`| alert delay, lead 201 -> SMTP server has it (20 leads) | ${ms(median(alertDelays))} | ${ms(max(alertDelays))} |\n`);
  process.stdout.write(`| desk list load on a 375x667 phone, ${LEADS} leads (5 loads) | ${ms(median(loads))} | ${ms(max(loads))} |\n`);
  process.stdout.write(`| new lead 201 -> shown on an open desk (5 leads) | ${ms(median(live))} | ${ms(max(live))} |\n`);
  process.stdout.write(`\nLighthouse (mobile) of /desk/ logged in: performance ${runs.map((r) => r.performance).join(', ')} (median ${median(runs.map((r) => r.performance))}); accessibility ${Math.min(...runs.map((r) => r.accessibility))}; best practices ${Math.min(...runs.map((r) => r.bestPractices))}\n`);
  for (const r of runs) process.stdout.write(`  ${r.performance}: ${r.metrics}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
