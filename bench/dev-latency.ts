// How long from saving a price in site.yaml until the open browser shows it, with `groomsite dev`
// started as a person starts it (bin/groomsite.js in its own process, so the browser driver and
// the dev server do not share an event loop).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tests/helpers/chromium.ts';

export interface DevLatency {
  /** Save to visible, per edit, in ms. */
  times: number[];
  /** The dev server's own figure for each rebuild ("rebuilt (site) in N ms"). */
  rebuilds: number[];
}

function startDev(projectRoot: string, root: string) {
  const child = spawn(process.execPath, [join(projectRoot, 'bin', 'groomsite.js'), '--root', root, 'dev', '--port', '0'], {
    cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rebuilds: number[] = [];
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const address = /dev server at (http:\/\/\S+)/.exec(out);
      if (address) resolve(address[1]);
      for (const m of out.matchAll(/rebuilt \(site\) in (\d+) ms\n/g)) rebuilds.push(Number(m[1]));
      out = out.slice(out.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`groomsite dev exited early (${code})`)));
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { url, rebuilds, stop };
}

export async function devLatency(projectRoot: string, edits = 5): Promise<DevLatency> {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-bench-dev-'));
  cpSync(join(projectRoot, 'site.yaml'), join(root, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true });
  const server = startDev(projectRoot, root);
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    const url = await server.url;
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
  return { times, rebuilds: server.rebuilds };
}
