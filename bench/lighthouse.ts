// `npm run lighthouse`: Lighthouse (mobile preset) on the home page, a city page, the blog and a
// post, served by `groomsite serve` from a fresh build, with Debian's Chromium. Prints the scores.
// Each page is audited three times and the median run reported, as Lighthouse's own guidance on
// variability advises: a single run swings with the machine (the first audit in a fresh browser
// competes with the browser's own start-up work).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.ts';
import { serve } from '../server/site-server.ts';
import { defaultApiConfig } from '../leads/api-config.ts';

const root = resolve(import.meta.dirname, '..');
export const lighthousePages = ['/', '/pet-grooming-at-home/noida', '/blog', '/blog/diy-dog-bathing'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const RUNS = 3;

export interface LighthouseRow { path: string; scores: Record<(typeof categories)[number], number>; failing: string[]; performanceRuns: number[] }

export async function runLighthouse(): Promise<LighthouseRow[]> {
  const dist = mkdtempSync(join(tmpdir(), 'groomsite-lh-'));
  await promisify(execFile)(process.execPath, [join(root, 'bin', 'groomsite.js'), 'build', '--quiet', '--out', dist], { cwd: root });
  const dbDir = mkdtempSync(join(tmpdir(), 'groomsite-lh-db-'));
  const server = await serve({ dir: dist, port: 0, host: '127.0.0.1', db: join(dbDir, 'leads.sqlite'), api: defaultApiConfig, quiet: true });
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of lighthousePages) {
      const runs: { scores: LighthouseRow['scores']; failing: string[] }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
        const lhr = result!.lhr;
        const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseRow['scores'];
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        runs.push({ scores, failing });
      }
      // Performance from the median run; the other categories, which should not vary, from the worst run.
      const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)];
      const worst = (c: (typeof categories)[number]) => Math.min(...runs.map((r) => r.scores[c]));
      const scores = { ...Object.fromEntries(categories.map((c) => [c, worst(c)])), performance: median.scores.performance } as LighthouseRow['scores'];
      rows.push({ path, scores, failing: median.failing, performanceRuns: runs.map((r) => r.scores.performance) });
    }
  } finally {
    await chrome.kill();
    await server.close();
    for (const dir of [dist, dbDir]) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = await runLighthouse();
  process.stdout.write(`| page | performance (median of ${RUNS}; each run) | accessibility | best practices | SEO |\n|---|---|---|---|---|\n`);
  for (const r of rows) process.stdout.write(`| ${r.path} | ${r.scores.performance} (${r.performanceRuns.join(', ')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} |\n`);
  for (const r of rows) if (r.failing.length) process.stdout.write(`\n${r.path} audits below 1: ${r.failing.join(', ')}\n`);
}
