// How long from saving a price in site.yaml until the open browser shows it, with `groomsite dev`
// started as a person starts it (bin/groomsite.js in its own process, so the browser driver and
// the dev server do not share an event loop).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { startServerProcess } from './server-process.ts';

export interface DevLatency {
  /** Save to visible, per edit, in ms. */
  times: number[];
  /** The dev server's own figure for each rebuild ("rebuilt (site) in N ms"). */
  rebuilds: number[];
}

export async function devLatency(projectRoot: string, edits = 5): Promise<DevLatency> {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-bench-dev-'));
  cpSync(join(projectRoot, 'site.yaml'), join(root, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'strings'), join(root, 'strings'), { recursive: true });
  const rebuilds: number[] = [];
  const server = startServerProcess([join(projectRoot, 'bin', 'groomsite.js'), '--root', root, 'dev', '--port', '0'], projectRoot,
    /dev server at (http:\/\/\S+)/, (line) => {
      const rebuilt = /^rebuilt \(site\) in (\d+) ms$/.exec(line);
      if (rebuilt) rebuilds.push(Number(rebuilt[1]));
    });
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    const url = (await server.ready)[1];
    const page = await browser.newPage();
    await page.route((u) => !u.href.startsWith(url), (r) => r.abort());
    await page.goto(`${url}/dog-grooming`);
    const file = join(root, 'site.yaml');
    let price = 999;
    for (let i = 0; i < edits; i++) {
      // A person saves, looks, then edits again: each save finds the page settled, as it would.
      await page.waitForLoadState('load');
      await new Promise((settled) => setTimeout(settled, 500));
      const next = 901 + i;
      const text = readFileSync(file, 'utf8').replace(`offerPrice: ${price}\n`, `offerPrice: ${next}\n`);
      const started = performance.now();
      writeFileSync(file, text);
      await page.waitForFunction((p) => document.querySelector('main')?.textContent?.includes(`₹${p}`), next, { timeout: 10_000, polling: 5 });
      times.push(performance.now() - started);
      price = next;
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
  return { times, rebuilds };
}
