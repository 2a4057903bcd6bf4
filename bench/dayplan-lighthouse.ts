// `npm run bench:dayplan`: Lighthouse (mobile, the phone profile) of the desk's day plan, logged
// in as the owner, on tomorrow's plan with three Noida bookings (each card with its WhatsApp
// messages, tomorrow's reminder flag). Three runs; performance from the median, the other
// categories from the worst. Not a test: scores vary with the machine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { addUser } from '../desk/users.ts';
import { defaultApiConfig } from '../leads/api-config.ts';
import { serve } from '../server/site-server.ts';
import { addDays, indiaDate } from '../model/visits/time.ts';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.ts';
import { appointmentBody, realVisitSettings } from '../scripts/lib/visit-days.ts';

const PASSWORD = 'bench password 1234';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'groomsite-dayplan-bench-'));
const dist = join(dir, 'dist');
const db = join(dir, 'leads.sqlite');
try {
  const { settings, serviceLabel } = await realVisitSettings();
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  // Every built site has its icon there, which the desk names (a missing one is a console error that no real site has).
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="#0f6b63"/></svg>');
  const server = await serve({ dir: dist, port: 0, host: '127.0.0.1', db, quiet: true, brand: 'Doorstep Paws', log: () => {}, api: defaultApiConfig, visits: settings });
  await addUser({ db, name: 'owner', password: PASSWORD, role: 'owner' });
  const date = addDays(indiaDate(Date.now()), 1);
  const bookings: [string, string, string, string][] = [
    ['Priya Sharma', '9811100001', '09:00-11:00', 'full-body-grooming'],
    ['Rohan Gupta', '9811100002', '13:00-15:00', 'fur-fresh-spa'],
    ['Neha Singh', '9811100003', '15:00-17:00', 'fur-fresh-spa'],
  ];
  for (const [name, phone, window, pkg] of bookings) {
    const res = await fetch(`${server.url}/api/booking-form`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...appointmentBody({ origin: server.url, pagePath: '/pet-grooming-at-home/noida', phone, service: serviceLabel(pkg), date, window }), name }),
    });
    if (res.status !== 201) throw new Error(`booking ${name}: ${res.status} ${await res.text()}`);
  }
  const page0 = await fetch(`${server.url}/desk/`);
  const loginCookie = page0.headers.get('set-cookie')!.split(';')[0];
  const token = /name="desk-login-token" content="([^"]+)"/.exec(await page0.text())![1];
  const login = await fetch(`${server.url}/api/desk/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: loginCookie, 'X-Desk-Csrf': token },
    body: JSON.stringify({ name: 'owner', password: PASSWORD }),
  });
  const session = login.headers.get('set-cookie')!.split(';')[0];

  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  // The session as a real cookie of the browser: Lighthouse's extraHeaders reach the page's own
  // request but not its fetches, so the plan's API calls would be answered 401.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [name, value] = session.split('=');
  await cdp.contexts()[0].addCookies([{ name, value, url: server.url }]);
  const runs: { performance: number; accessibility: number; bestPractices: number; metrics: string; failing: string[] }[] = [];
  try {
    for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) {
      const result = await lighthouse(`${server.url}/desk/#visits-${date}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      });
      const c = result!.lhr.categories;
      const a = result!.lhr.audits;
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
        .map((id) => `${id} ${a[id]?.displayValue ?? '-'}`).join(', ');
      const failing = Object.values(a).filter((x) => x.score !== null && x.score < 1 && !['informative', 'manual', 'notApplicable'].includes(x.scoreDisplayMode)).map((x) => x.id);
      for (const req of (a['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? []) if (req.statusCode >= 400) process.stdout.write(`  ${req.statusCode} ${req.url}\n`);
      for (const item of (a['errors-in-console']?.details as { items?: { source?: string; description?: string }[] } | undefined)?.items ?? []) process.stdout.write(`  console: ${item.source}: ${item.description}\n`);
      runs.push({ metrics, failing, performance: Math.round(c.performance.score! * 100), accessibility: Math.round(c.accessibility.score! * 100), bestPractices: Math.round(c['best-practices'].score! * 100) });
    }
  } finally {
    await cdp.close();
    await chrome.kill();
    await server.close();
  }
  process.stdout.write(`Lighthouse (mobile) of the day plan /desk/#visits-${date}, logged in: performance ${runs.map((r) => r.performance).join(', ')} (median ${median(runs.map((r) => r.performance))}); accessibility ${Math.min(...runs.map((r) => r.accessibility))}; best practices ${Math.min(...runs.map((r) => r.bestPractices))}\n`);
  for (const r of runs) process.stdout.write(`  ${r.performance}: ${r.metrics}; below full marks: ${r.failing.join(', ') || 'none'}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
