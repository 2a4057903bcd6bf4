// What a browser downloads per page type: every script and stylesheet a real Chromium requests,
// gzipped, plus the HTML. Served by `groomsite serve` from a built dist/. Twice per page: at load
// (the page and what it starts once loaded: DESIGN's 12 KB, the field-data script apart), and read
// to its end (scripts/lib/read-to-end.ts: scrolled to the bottom and a minute on the page, so the
// quick offer's scroll or timer has started it), every script counted, the field-data one included.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { readToEnd, scriptWatch } from '../scripts/lib/read-to-end.ts';
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

/**
 * jsGzip leaves out the field-data script, which loads after the load event (fieldGzip).
 * readGzip: every script downloaded once the page has been read to its end, field data included,
 * in readScripts files; readMore: those that reading brought beside the ones loaded with the page,
 * by name (without hash).
 */
export interface PageWeight {
  type: string; path: string; jsGzip: number; cssGzip: number; htmlGzip: number; scripts: number; fieldGzip: number;
  readGzip: number; readScripts: number; readMore: string[];
}

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;

export async function pageWeights(dist: string, dbFile: string): Promise<PageWeight[]> {
  const server = await serve({ dir: dist, port: 0, host: '127.0.0.1', db: dbFile, api: defaultApiConfig, quiet: true });
  const browser = await launchChromium();
  const out: PageWeight[] = [];
  try {
    for (const [type, path] of pageTypes) {
      const page = await browser.newPage();
      await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
      let css = 0;
      page.on('response', async (res) => {
        if (!res.url().startsWith(server.url) || res.status() !== 200 || !res.url().endsWith('.css')) return;
        const body = await res.body().catch(() => undefined);
        if (body) css += gz(body);
      });
      const scripts = scriptWatch(page, server.url);
      // The clock is the page's own, run on by readToEnd: a minute on the page takes no minute here.
      await page.clock.install();
      await page.goto(server.url + (path === '/404' ? '/no-such-page' : path), { waitUntil: 'networkidle' });
      // The islands set their timers (a city's quick offer) once started, which a busy machine does
      // after the load event: read on before that, and the page's clock would run past a timer not yet set.
      await page.locator('html[data-islands]').waitFor({ state: 'attached' });
      await scripts.settled();
      const atLoad = scripts.list();
      const isField = (url: string) => /\/assets\/field\.\w+\.js$/.test(url);
      const loaded = atLoad.filter((s) => !isField(s.url));
      await readToEnd(page);
      await scripts.settled();
      const read = scripts.list();
      await page.close();
      const html = readFileSync(join(dist, path === '/404' ? '404.html' : fileForPath(path)));
      out.push({
        type, path, jsGzip: loaded.reduce((n, s) => n + s.gzip, 0), cssGzip: css, htmlGzip: gz(html), scripts: loaded.length,
        fieldGzip: atLoad.filter((s) => isField(s.url)).reduce((n, s) => n + s.gzip, 0),
        readGzip: read.reduce((n, s) => n + s.gzip, 0), readScripts: read.length,
        readMore: read.slice(atLoad.length).map((s) => s.url.split('/').pop()!.replace(/\.\w+\.js$/, '')),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}
