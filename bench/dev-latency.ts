// How long from saving a price in site.yaml until the open browser shows it, with `groomsite dev`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tests/helpers/chromium.ts';
import { dev } from '../cli/dev.ts';

export async function devLatency(projectRoot: string, edits = 5): Promise<number[]> {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-bench-dev-'));
  cpSync(join(projectRoot, 'site.yaml'), join(root, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true });
  const server = await dev({ root, port: 0, log: () => {} });
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.route((url) => !url.href.startsWith(server.url), (r) => r.abort());
    await page.goto(`${server.url}/dog-grooming`);
    const file = join(root, 'site.yaml');
    let price = 999;
    for (let i = 0; i < edits; i++) {
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
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
  return times;
}
