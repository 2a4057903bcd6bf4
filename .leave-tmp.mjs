import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
const mode = process.argv[2] ?? 'abort';
await context.route('**/*', (route) => {
  const u = new URL(route.request().url());
  if (u.hostname === '127.0.0.1') return route.fallback();
  if (mode === 'fulfil' && u.hostname === 'wa.me') return route.fulfill({ body: '<html>whatsapp</html>', contentType: 'text/html' });
  return route.abort();
});
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.text()));
const cdp = await context.newCDPSession(page);
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, connectionType: 'cellular4g' });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
context.on('request', (r) => { if (r.url().includes('/api/beacon')) console.log('beacon', r.postData()); });
await page.addInitScript(() => { document.addEventListener('visibilitychange', () => console.log('vis', document.visibilityState)); addEventListener('pagehide', () => console.log('pagehide')); });
await page.goto('http://127.0.0.1:8791/pet-grooming-at-home/noida', { waitUntil: 'load' });
await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/field\./.test(e.name)));
console.log('effectiveType', await page.evaluate(() => navigator.connection?.effectiveType));
await page.mouse.wheel(0, 900);
await page.waitForTimeout(500);
if (mode === 'close') { await page.close({ runBeforeUnload: true }); }
else if (mode === 'goto') { await page.goto('http://127.0.0.1:8791/about'); }
else { await page.locator('a.floating__chat').tap(); }
await new Promise((r) => setTimeout(r, 3000));
console.log('url now', page.isClosed() ? 'closed' : page.url());
await browser.close();
