// What a browser downloads per page type: every script and stylesheet a real Chromium requests,
// gzipped, plus the HTML. Served by `groomsite serve` from a built dist/.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { serve } from '../server/site-server.ts';
import { defaultApiConfig } from '../leads/api-config.ts';
import { fileForPath } from '../model/routes.ts';

export const pageTypes: [string, string][] = [
  ['home', '/'], ['price', '/pet-grooming'], ['dog packages', '/dog-grooming'], ['city', '/pet-grooming-at-home/noida'],
  ['landing', '/pet-grooming-at-home/delhi-ncr'], ['locality', '/pet-grooming-at-home/sector-18-noida'], ['blog', '/blog'],
  ['post', '/blog/diy-dog-bathing'], ['contact', '/contact'], ['gallery', '/gallery'], ['confirm', '/booking-confirm'], ['404', '/404'],
  // The Hindi pages (system Devanagari fonts, no web font: nothing more to download than their HTML).
  ['hi city', '/hi/pet-grooming-at-home/noida'], ['hi price', '/hi/pet-grooming'], ['hi dog packages', '/hi/dog-grooming'],
  ['hi price list', '/hi/price'], ['hi confirm', '/hi/booking-confirm'], ['hi 404', '/hi/404'],
];

/** jsGzip leaves out the field-data script, which loads after the load event (fieldGzip). */
export interface PageWeight { type: string; path: string; jsGzip: number; cssGzip: number; htmlGzip: number; scripts: number; fieldGzip: number }

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;

export async function pageWeights(dist: string, dbFile: string): Promise<PageWeight[]> {
  const server = await serve({ dir: dist, port: 0, host: '127.0.0.1', db: dbFile, api: defaultApiConfig, quiet: true });
  const browser = await launchChromium();
  const out: PageWeight[] = [];
  try {
    for (const [type, path] of pageTypes) {
      const page = await browser.newPage();
      await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
      let js = 0, css = 0, scripts = 0, field = 0;
      page.on('response', async (res) => {
        const url = res.url();
        if (!url.startsWith(server.url) || res.status() !== 200) return;
        const body = await res.body().catch(() => undefined);
        if (!body) return;
        if (/\/assets\/field\.\w+\.js$/.test(url)) field += gz(body);
        else if (url.endsWith('.js')) { js += gz(body); scripts++; } else if (url.endsWith('.css')) css += gz(body);
      });
      await page.goto(server.url + (path === '/404' ? '/no-such-page' : path), { waitUntil: 'networkidle' });
      await page.close();
      const html = readFileSync(join(dist, path === '/404' ? '404.html' : fileForPath(path)));
      out.push({ type, path, jsGzip: js, cssGzip: css, htmlGzip: gz(html), scripts, fieldGzip: field });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}
