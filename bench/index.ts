// `npm run bench`: every budget of DESIGN.md measured on this machine, printed as one table.
// Bounded: each step has a fixed amount of work (5 builds, three synthetic sites with the largest
// built three times, one browser pass, a 5-second load test); nothing here is a test assertion.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { editSyntheticPost, syntheticSite } from './synthetic.ts';
import { pageWeights } from './page-weight.ts';
import { budgets } from '../pipeline/check/page-audit.ts';
import { benchApi } from './api.ts';
import { devLatency } from './dev-latency.ts';
import { benchVisits } from './visits.ts';
import { benchBeacons } from './beacons.ts';
import { benchEditor, medianMs } from './editor.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const rows: [string, string, string, string][] = [];
const row = (what: string, measured: string, budget: string, ok: boolean | null) =>
  rows.push([what, measured, budget, ok === null ? '' : ok ? 'ok' : 'OVER']);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Folders to delete once everything is measured: deleting thousands of files slows the disk for a while after. */
const leftovers: string[] = [];

type Built = { wallMs: number; ms: number; pages: number; rendered: number; maxRssMb: number; twins: { files: number; compressed: number }; out: string };

/** A build in a process of its own, into a fresh folder, or into `out` as a rebuild of what it holds. */
async function coldBuild(siteRoot: string, out?: string): Promise<Built> {
  // The build writes its host configs beside its folder (`<out>.host`): both are left over.
  if (!out) leftovers.push((out = mkdtempSync(join(tmpdir(), 'groomsite-bench-out-'))), `${out}.host`);
  // Each build starts with nothing left to flush from what ran before it (the synthetic posts, the last build).
  execFileSync('sync');
  const started = performance.now();
  const { stdout } = await run(process.execPath, [join(root, 'bench', 'build-child.js'), siteRoot, out], { cwd: root, maxBuffer: 1 << 20, timeout: 120_000 });
  const wallMs = performance.now() - started;
  return { wallMs, ...JSON.parse(stdout), out };
}

async function benchBuild() {
  process.stderr.write('full build x5 ...\n');
  await coldBuild(root); // fills the bundle and validator caches, as any second build on a machine would find them
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await coldBuild(root));
  const wall = median(runs.map((r) => r.wallMs));
  row(`full build, cold process (${runs[0].pages} pages, median of 5)`, `${(wall / 1000).toFixed(2)} s (in-process ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s)`, '<= 1.0 s', wall <= 1000);
}

async function benchScale() {
  const sizes = [1000, 5000, 10000];
  // The largest site, the one with a budget, is built three times and its median reported.
  const runsOf = (posts: number) => (posts === 10000 ? 3 : 1);
  process.stderr.write(`synthetic sites of ${sizes.join(', ')} posts ...\n`);
  const dirs = sizes.map((posts) => syntheticSite(root, posts));
  leftovers.push(...dirs);
  const results: { posts: number; ms: number; pages: number; maxRssMb: number; first: Built; last: Built }[] = [];
  for (const [i, posts] of sizes.entries()) {
    process.stderr.write(`build of ${posts} posts x${runsOf(posts)} ...\n`);
    const runs = [];
    for (let k = 0; k < runsOf(posts); k++) runs.push(await coldBuild(dirs[i]));
    results.push({ posts, pages: runs[0].pages, ms: median(runs.map((r) => r.wallMs)), maxRssMb: Math.max(...runs.map((r) => r.maxRssMb)), first: runs[0], last: runs.at(-1)! });
  }
  for (const r of results) {
    const perPage = r.ms / r.pages;
    const budget = r.posts === 10000 ? '<= 10 s, <= 400 MB' : 'linear';
    const ok = r.posts === 10000 ? r.ms <= 10_000 && r.maxRssMb <= 400 : null;
    const what = `synthetic site, ${r.posts} posts (${r.pages} pages${runsOf(r.posts) > 1 ? `, median of ${runsOf(r.posts)}` : ''})`;
    row(what, `${(r.ms / 1000).toFixed(2)} s, ${r.maxRssMb.toFixed(0)} MB peak, ${perPage.toFixed(2)} ms/page`, budget, ok);
    // The build cache keeps twins by their bytes: say how many the first build had to compress.
    const { first } = r;
    row('  the first of these builds', `${(first.wallMs / 1000).toFixed(2)} s, ${first.maxRssMb.toFixed(0)} MB peak; of ${first.twins.files} files with twins, ${first.twins.compressed} compressed (others linked)`, '(reported)', null);
  }
  const [small, , large] = results;
  const ratio = (large.ms / large.pages) / (small.ms / small.pages);
  row('cost per page, 10,000 vs 1,000 posts', `${ratio.toFixed(2)}x`, 'about 1x (linear)', ratio <= 1.5);
  // An author's edit of one post, then a rebuild into the dist/ of the last build, three times (a
  // different post each time). That dist/ comes out byte for byte as a build from nothing is
  // tested (tests/pipeline/incremental.test.ts), not measured.
  process.stderr.write('rebuilds of 10000 posts after one post edit x3 ...\n');
  const rebuilds = [];
  for (let round = 0; round < 3; round++) {
    editSyntheticPost(dirs[2], round);
    rebuilds.push(await coldBuild(dirs[2], large.last.out));
  }
  const wall = median(rebuilds.map((r) => r.wallMs));
  row('incremental rebuild, 10,000 posts, one post edited (median of 3)', `${(wall / 1000).toFixed(2)} s, ${median(rebuilds.map((r) => r.rendered))} pages rendered`, '<= 1 s', wall <= 1000);
}

async function benchWeights() {
  process.stderr.write('page weights in Chromium ...\n');
  const dist = mkdtempSync(join(tmpdir(), 'groomsite-bench-dist-'));
  await run(process.execPath, [join(root, 'bin', 'groomsite.js'), 'build', '--quiet', '--out', dist], { cwd: root });
  const dbDir = mkdtempSync(join(tmpdir(), 'groomsite-bench-db-'));
  leftovers.push(dbDir);
  const weights = await pageWeights(dist, join(dbDir, 'leads.sqlite'));
  for (const w of weights) {
    row(`JS on ${w.type} (${w.path})`, `${kb(w.jsGzip)} gzip in ${w.scripts} file${w.scripts === 1 ? '' : 's'}`, '<= 12 KB gzip', w.jsGzip <= budgets.jsGzipPerPage);
    // Read to its end (scripts/lib/read-to-end.ts): what scrolling and a minute on the page start, the field-data script included.
    const more = w.readMore.length ? `, then ${w.readMore.join(', ')}` : '';
    row('  read to its end', `${kb(w.readGzip)} gzip in ${w.readScripts} files (field data${more})`, '<= 15 KB gzip', w.readGzip <= budgets.jsGzipReadToEnd);
  }
  const css = Math.max(...weights.map((w) => w.cssGzip));
  row('CSS (one stylesheet for every page)', `${kb(css)} gzip`, '<= 15 KB gzip', css <= 15 * 1024);
  for (const w of weights) row(`HTML of ${w.type}`, `${kb(w.htmlGzip)} gzip`, '(reported)', null);
  // Loaded after the load event on every page, apart from the 12 KB (islands/client/field-data.ts).
  const field = Math.max(...weights.map((w) => w.fieldGzip));
  row('field-data beacon script, web-vitals included (after load)', `${kb(field)} gzip`, '<= 3 KB gzip', field > 0 && field <= 3 * 1024);
  for (const dir of [dist, `${dist}.host`]) rmSync(dir, { recursive: true, force: true });
}

async function benchLeads() {
  process.stderr.write('lead API load test ...\n');
  const r = await benchApi();
  row(`lead API, ${r.connections} connections, loopback`, `${Math.round(r.leadsPerSec).toLocaleString('en')} leads/s, p50 ${r.p50} ms, p99 ${r.p99} ms`, '>= 2,000 leads/s, p99 <= 20 ms', r.leadsPerSec >= 2000 && r.p99 <= 20);
  // PostgreSQL: printed beside SQLite (DESIGN budget), on one and on two server processes.
  for (const instances of [1, 2]) {
    process.stderr.write(`lead API load test on PostgreSQL, ${instances} server${instances > 1 ? 's' : ''} ...\n`);
    const p = await benchApi({ store: 'postgres', instances });
    row(`lead API on PostgreSQL, ${instances} server${instances > 1 ? 's' : ''}, ${p.connections} connections`, `${Math.round(p.leadsPerSec).toLocaleString('en')} leads/s, p50 ${p.p50} ms, p99 ${p.p99} ms`, 'printed beside SQLite', null);
  }
}

async function benchBeaconsStep() {
  process.stderr.write('field-data beacons load test, alone and beside leads ...\n');
  const r = await benchBeacons();
  const show = (x: { perSec: number; p50: number; p99: number }, what: string) => `${x.perSec.toLocaleString('en')} ${what}/s, p50 ${x.p50} ms, p99 ${x.p99} ms`;
  row(`field-data beacons, SQLite, ${r.connections} connections`, show(r.beacons, 'beacons'), '>= 5,000 beacons/s', r.beacons.perSec >= 5000);
  row(`  leads alone, same server`, show(r.leadsAlone, 'leads'), '(reported)', null);
  row(`  leads while ${r.connections} connections send beacons`, `${show(r.leadsMixed, 'leads')} (beacons meanwhile ${r.beaconsMixed.perSec.toLocaleString('en')}/s)`, '(saturation, reported)', null);
  // The fair comparison: leads at a fixed rate, alone and while beacons arrive at 5,000/s (rounds interleaved; the worst round shown).
  const worst = (rates: { perSec: number; p50: number; p99: number }[]) => rates.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const p = r.paced;
  row(`  leads at ${p.leadRate}/s alone`, show(worst(p.alone), 'leads'), '(reported)', null);
  row(`  leads at ${p.leadRate}/s, beacons at ${p.beaconRate.toLocaleString('en')}/s`, `${show(worst(p.mixed), 'leads')} (beacons ${worst(p.beaconsMixed).perSec.toLocaleString('en')}/s, p99 ${worst(p.beaconsMixed).p99} ms)`, 'leads unslowed', null);
}

async function benchVisitsStep() {
  process.stderr.write('availability load test and the race for one window ...\n');
  const v = await benchVisits();
  const a = v.availability;
  row(`availability, ${a.connections} connections, loopback`, `${a.perSec.toLocaleString('en')} answers/s, p50 ${a.p50} ms, p99 ${a.p99} ms`, 'p99 <= 50 ms', a.p99 <= 50);
  for (const r of v.race) {
    row(`race: 20 bookings for the last window, ${r.store}, ${r.servers} server${r.servers > 1 ? 's' : ''}`,
      `${r.held} held, ${r.refused} refused (409)${r.other ? `, ${r.other} other` : ''}`, '1 held, 19 refused', r.held === 1 && r.refused === 19 && r.other === 0);
  }
}

async function benchDev() {
  process.stderr.write('dev: price edit to browser x5 ...\n');
  const { times, rebuilds } = await devLatency(root);
  const m = median(times);
  const server = rebuilds.length ? `, of which rebuild ${median(rebuilds)} ms` : '';
  row('dev: price edited in site.yaml shows in the open browser (median of 5)', `${m.toFixed(0)} ms (max ${Math.max(...times).toFixed(0)} ms)${server}`, '<= 300 ms', m <= 300);
}

function print() {
  const head: [string, string, string, string] = ['what', 'measured', 'budget', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(`${[line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`);
}

async function benchEditorStep() {
  process.stderr.write('the owner\'s editor: five price changes published, one server, then two on PostgreSQL ...\n');
  const r = await benchEditor();
  const say = (xs: number[]) => `median ${(medianMs(xs) / 1000).toFixed(2)} s, slowest ${(Math.max(...xs) / 1000).toFixed(2)} s`;
  row('editor: a price published to the page served, real site, SQLite', say(r.oneServer), '< 2 s', Math.max(...r.oneServer) < 2000);
  if (r.twoServers) row('  published on one server to the page on the other, PostgreSQL', say(r.twoServers), '< 2 s', Math.max(...r.twoServers) < 2000);
  else row('  two servers on PostgreSQL', 'not measured: no PostgreSQL here (scripts/test-tools.sh installs it)', '< 2 s', null);
}

const only = process.argv.slice(2);
const steps: [string, () => Promise<void>][] = [['build', benchBuild], ['scale', benchScale], ['weights', benchWeights], ['leads', benchLeads], ['visits', benchVisitsStep], ['beacons', benchBeaconsStep], ['dev', benchDev], ['editor', benchEditorStep]];
for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue;
  try { await step(); } catch (err) { row(name, `failed: ${(err as Error).message.split('\n')[0]}`, '', false); }
}
print();
for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
