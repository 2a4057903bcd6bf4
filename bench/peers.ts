// `npm run bench:peers`: groomsite beside Eleventy and Hugo, building the same generated posts
// (bench/synthetic.ts) at 1,000 and 4,000 posts, in one invocation, the tools' runs interleaved so
// a busy moment of the machine falls on all three alike. Each build is a child process measured
// by /usr/bin/time: wall time, CPU seconds (user + system) and peak RSS. The peers' projects are
// bench/peers/; their output is checked to hold every post. Then groomsite alone: its first build
// with no cache at all (as after `npm ci`) and its first build on CI with the build cache kept, for
// nginx and for a static host, as many rounds, and a rebuild after one post is edited at 10,000 posts.
// Bounded: 3 rounds per size; nothing here is a test assertion.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { editSyntheticPost, syntheticSite } from './synthetic.ts';
import { cacheFolder } from '../pipeline/cache/build-cache.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const peers = join(root, 'bench', 'peers');
// `--sizes 200,400` and `--rounds 1` for a quick look; the issue's figures are 1,000 and 4,000.
const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const SIZES = (arg('--sizes') ?? '1000,4000').split(',').map(Number);
const REBUILD_POSTS = 10_000;
const ROUNDS = Number(arg('--rounds') ?? 3);
const leftovers: string[] = [];
// A groomsite build into a folder writes its host configs beside it (`<folder>.host`): removed with it.
const temp = (name: string) => { const dir = mkdtempSync(join(tmpdir(), `groomsite-peers-${name}-`)); leftovers.push(dir, `${dir}.host`); return dir; };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const say = (line: string) => process.stderr.write(`${line}\n`);

interface Measured { wall: number; cpu: number; rssMb: number }
type Tool = 'groomsite' | 'Eleventy' | 'Hugo';

/** Runs `command` under /usr/bin/time: its wall time, the CPU seconds of it and its children, and the largest RSS among them. */
async function measured(command: string, args: string[], cwd = root): Promise<Measured & { stdout: string }> {
  const out = join(temp('time'), 'time.txt');
  const { stdout } = await run('/usr/bin/time', ['-f', '%e %U %S %M', '-o', out, command, ...args], { cwd, maxBuffer: 16 << 20, timeout: 600_000, env: { ...process.env, NODE_ENV: 'production' } });
  const [wall, user, sys, kb] = readFileSync(out, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  return { wall, cpu: user + sys, rssMb: kb / 1024, stdout };
}

/** Hugo from Debian, installed as scripts/test-tools.sh installs the test tools: by apt-get when run as root, else the command is named. */
function ensureHugo(): void {
  const have = () => { try { execFileSync('hugo', ['version'], { stdio: 'ignore' }); return true; } catch { return false; } };
  if (have()) return;
  if (process.getuid?.() !== 0) throw new Error('Hugo is missing: install it with  sudo apt-get install -y hugo');
  say('installing hugo from Debian ...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'hugo'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The posts as the peers read them: the same Markdown with an ISO date (neither reads "August 14, 2021"). */
function peerPost(text: string): string {
  return text.replace(/^date: "?([^"\n]+)"?$/m, (_, day: string) => `date: ${new Date(`${day} 12:00 UTC`).toISOString().slice(0, 10)}`);
}

interface Corpus { posts: string[]; groomsite: string; eleventy: string; hugo: string }

function corpus(posts: number): Corpus {
  const site = syntheticSite(root, posts);
  leftovers.push(site);
  const eleventy = temp('eleventy');
  const hugo = temp('hugo');
  cpSync(join(peers, 'eleventy'), eleventy, { recursive: true });
  cpSync(join(peers, 'hugo'), hugo, { recursive: true });
  const postDir = join(site, 'content', 'posts');
  const names = readdirSync(postDir).filter((n) => n.endsWith('.md'));
  execFileSync('mkdir', ['-p', join(hugo, 'content', 'blog')]);
  for (const name of names) {
    const text = peerPost(readFileSync(join(postDir, name), 'utf8'));
    writeFileSync(join(eleventy, 'blog', name), text);
    writeFileSync(join(hugo, 'content', 'blog', name), text);
  }
  return { posts: names.map((n) => basename(n, '.md')), groomsite: site, eleventy, hugo };
}

/** One build of `tool` into a fresh folder (`out`), and how many of the corpus's posts it wrote a page for. */
async function buildWith(tool: Tool, c: Corpus, opts: { renderAll?: boolean; target?: string } = {}): Promise<Measured & { found: number; out: string; stdout: string }> {
  const out = temp(`out-${tool}`);
  execFileSync('sync'); // nothing left to flush from the previous build
  let m: Measured & { stdout: string };
  let pageOf: (slug: string) => string;
  if (tool === 'groomsite') {
    m = await measured(process.execPath, [join(root, 'bench', 'build-child.js'), c.groomsite, out, ...(opts.renderAll ? ['--render-all'] : []), ...(opts.target ? ['--target', opts.target] : [])]);
    pageOf = (slug) => join(out, 'blog', `${slug}.html`);
  } else if (tool === 'Eleventy') {
    m = await measured(process.execPath, [join(root, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'), '--quiet', `--input=${c.eleventy}`, `--output=${out}`, `--config=${join(c.eleventy, 'eleventy.config.js')}`], c.eleventy);
    pageOf = (slug) => join(out, 'blog', slug, 'index.html');
  } else {
    m = await measured('hugo', ['--quiet', '--source', c.hugo, '--destination', out]);
    pageOf = (slug) => join(out, 'blog', slug, 'index.html');
  }
  return { ...m, out, found: c.posts.filter((slug) => existsSync(pageOf(slug))).length };
}

/**
 * Moves the whole build cache aside while `work` runs, as after `npm ci`, then puts it back. The
 * cache `work` made is moved aside too and deleted with the other leftovers at the end: deleting
 * its tens of thousands of files here made the next build's file creation several times slower
 * (the 10,000-post build into an empty dist/ right after: 14.5 s; README, "Large sites").
 */
let asides = 0;
async function withoutCache<T>(work: () => Promise<T>): Promise<T> {
  const cache = cacheFolder(root);
  const n = ++asides;
  const kept = `${cache}.peers-kept-${process.pid}-${n}`;
  if (existsSync(cache)) renameSync(cache, kept);
  try {
    return await work();
  } finally {
    if (existsSync(cache)) {
      const made = `${cache}.peers-made-${process.pid}-${n}`;
      renameSync(cache, made);
      leftovers.push(made);
    }
    if (existsSync(kept)) renameSync(kept, cache);
  }
}

const rows: string[][] = [];
const fmt = (m: Measured) => [`${m.wall.toFixed(2)} s`, `${m.cpu.toFixed(2)} s`, `${m.rssMb.toFixed(0)} MB`];

async function compare(posts: number): Promise<void> {
  say(`${posts} posts: generating the corpus ...`);
  const c = corpus(posts);
  const tools: Tool[] = ['groomsite', 'Eleventy', 'Hugo'];
  // A first groomsite build fills its bundle and twin caches, as any build after the first finds them.
  await buildWith('groomsite', c, { renderAll: true });
  const runs = new Map<Tool, (Measured & { found: number })[]>(tools.map((t) => [t, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const tool of tools) {
      say(`${posts} posts: ${tool}, round ${round + 1} of ${ROUNDS} ...`);
      runs.get(tool)!.push(await buildWith(tool, c, { renderAll: true }));
    }
  }
  const summary = new Map(tools.map((t) => {
    const r = runs.get(t)!;
    return [t, { wall: median(r.map((x) => x.wall)), cpu: median(r.map((x) => x.cpu)), rssMb: Math.max(...r.map((x) => x.rssMb)), found: Math.min(...r.map((x) => x.found)) }];
  }));
  const ours = summary.get('groomsite')!;
  for (const tool of tools) {
    const s = summary.get(tool)!;
    const ratio = tool === 'groomsite' ? '' : `${(ours.wall / s.wall).toFixed(2)}x`;
    rows.push([posts.toLocaleString('en'), tool === 'groomsite' ? 'groomsite, every page rendered' : tool, ...fmt(s), `${s.found} of ${c.posts.length}`, ratio]);
  }
  if (posts === Math.max(...SIZES)) {
    // First builds, each pair (no cache, then as on CI) in a cache of its own, `ROUNDS` times,
    // the two targets taking turns: a single run of a build that creates some 20,000 files swung
    // by a third on this machine's disk from one invocation to the next.
    const nginxRuns: { first: Built; onCi: Built }[] = [];
    const pagesRuns: { first: Built; onCi: Built }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [target, runs] of [[undefined, nginxRuns], ['cloudflare-pages', pagesRuns]] as const) {
        say(`${posts} posts: groomsite with no cache, then as on CI with its cache kept, ${target ?? 'nginx'}, round ${round + 1} of ${ROUNDS} ...`);
        runs.push(await withoutCache(async () => {
          const first = await buildWith('groomsite', c, { target });
          freshCheckout(c);
          return { first, onCi: await buildWith('groomsite', c, { target }) };
        }));
      }
    }
    const first = medianOf(nginxRuns.map((r) => r.first));
    const nginxOnCi = medianOf(nginxRuns.map((r) => r.onCi));
    const forPages = medianOf(pagesRuns.map((r) => r.first));
    const onCi = medianOf(pagesRuns.map((r) => r.onCi));
    const eleventy = summary.get('Eleventy')!.wall;
    const ofEleventy = (seconds: number) => `${(seconds / eleventy).toFixed(2)}x Eleventy`;
    rows.push([posts.toLocaleString('en'), 'groomsite, first build, no cache, for nginx (with twins)', ...fmt(first), `${first.found} of ${c.posts.length}`, ofEleventy(first.wall)]);
    // Live first: the site was swapped in before its twins were made (outputs/deferred-twins.ts).
    const liveMs = first.liveMs;
    if (liveMs !== undefined) rows.push([posts.toLocaleString('en'), '  of which to live (the twins made after, in the same process)', `${(liveMs / 1000).toFixed(2)} s`, '', '', '', ofEleventy(liveMs / 1000)]);
    rows.push([posts.toLocaleString('en'), 'groomsite, first build, no cache, for a static host (no twins)', ...fmt(forPages), `${forPages.found} of ${c.posts.length}`, ofEleventy(forPages.wall)]);
    // Two parts of that build that no peer does: drawing the previews (its own step, once the pages
    // are written; for nginx it follows the swap) and making the twins (timed alone, in a process of
    // its own). No first build for nginx can take less than the two together.
    const previews = forPages.previewsMs / 1000;
    rows.push([posts.toLocaleString('en'), '  of which drawing its link previews (sharp)', `${previews.toFixed(2)} s`, '', '', '', ofEleventy(previews)]);
    const twins = await twinsAlone(first.out);
    rows.push([posts.toLocaleString('en'), `  its .br and .gz twins alone (${twins.bodies.toLocaleString('en')} bodies, ${twins.threads} threads, nothing written)`, `${(twins.ms / 1000).toFixed(2)} s`, '', '', '', ofEleventy(twins.ms / 1000)]);
    rows.push([posts.toLocaleString('en'), 'groomsite, first build for a static host on CI: fresh checkout, build cache kept (README)', ...fmt(onCi), `${onCi.found} of ${c.posts.length}`, ofEleventy(onCi.wall)]);
    rows.push([posts.toLocaleString('en'), 'groomsite, first build for nginx on CI: fresh checkout, build cache kept (README)', ...fmt(nginxOnCi), `${nginxOnCi.found} of ${c.posts.length}`, ofEleventy(nginxOnCi.wall)]);
    const ciLiveMs = nginxOnCi.liveMs;
    if (ciLiveMs !== undefined) rows.push([posts.toLocaleString('en'), '  of which to live', `${(ciLiveMs / 1000).toFixed(2)} s`, '', '', '', ofEleventy(ciLiveMs / 1000)]);
  }
}

type Built = Awaited<ReturnType<typeof buildWith>>;

/** The median of groomsite's builds (wall, CPU, time to live, drawing of previews), their largest peak, and the first's folder. */
function medianOf(runs: Built[]): Measured & { found: number; out: string; liveMs?: number; previewsMs: number } {
  const reported = runs.map((r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { liveMs?: number; steps: Record<string, number> });
  const lives = reported.flatMap((r) => (r.liveMs === undefined ? [] : [r.liveMs]));
  return {
    wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)), rssMb: Math.max(...runs.map((r) => r.rssMb)),
    found: Math.min(...runs.map((r) => r.found)), out: runs[0].out,
    liveMs: lives.length ? median(lives) : undefined, previewsMs: median(reported.map((r) => r.steps.previews ?? 0)),
  };
}

/**
 * What a CI run that kept the build cache (README, "Builds on CI") starts from: a fresh checkout,
 * every file new. The site's posts get new times; the package's own sources are left alone (this
 * is the developer's checkout) and their remembered digests are dropped instead, so every source
 * file is read and hashed again, as a checkout with new times makes the build do
 * (pipeline/cache/build-cache.js). Into a fresh folder, as every CI run builds.
 */
function freshCheckout(c: Corpus): void {
  const now = new Date();
  const postDir = join(c.groomsite, 'content', 'posts');
  for (const name of readdirSync(postDir)) utimesSync(join(postDir, name), now, now);
  rmSync(join(cacheFolder(root), 'source-digests.json'), { force: true });
}

/** Compressing the twins of the files in `dist` and nothing else (bench/twins-floor.ts), in a process of its own. */
async function twinsAlone(dist: string): Promise<{ bodies: number; threads: number; ms: number }> {
  execFileSync('sync');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(root, 'bench', 'twins-floor.ts'), dist], { cwd: root, maxBuffer: 1 << 20, timeout: 600_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

/**
 * At 10,000 posts: a build into dist/, then `ROUNDS` rebuilds into the same dist/ each after one
 * post edit (a different post each time), then one after a package's offer price changed.
 */
async function rebuild(): Promise<void> {
  say(`${REBUILD_POSTS} posts: a build, then rebuilds after one post edit and after a price change ...`);
  const site = syntheticSite(root, REBUILD_POSTS);
  leftovers.push(site);
  const out = temp('out-rebuild');
  const child = async () => {
    execFileSync('sync');
    const m = await measured(process.execPath, [join(root, 'bench', 'build-child.js'), site, out]);
    return { ...m, rendered: (JSON.parse(m.stdout.trim().split('\n').at(-1)!) as { rendered: number }).rendered };
  };
  const full = await child();
  const edits = [];
  for (let round = 0; round < Math.max(ROUNDS, 3); round++) {
    editSyntheticPost(site, round);
    edits.push(await child());
  }
  const yaml = join(site, 'site.yaml');
  writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('offerPrice: 799', 'offerPrice: 849'));
  const price = await child();
  const oneEdit = { wall: median(edits.map((e) => e.wall)), cpu: median(edits.map((e) => e.cpu)), rssMb: Math.max(...edits.map((e) => e.rssMb)) };
  const pages = (n: number) => `${n.toLocaleString('en')} rendered`;
  rows.push([REBUILD_POSTS.toLocaleString('en'), 'groomsite, build into an empty dist/', ...fmt(full), pages(full.rendered), '']);
  rows.push([REBUILD_POSTS.toLocaleString('en'), `groomsite, rebuild after one post edit (median of ${edits.length})`, ...fmt(oneEdit), pages(median(edits.map((e) => e.rendered))), '']);
  rows.push([REBUILD_POSTS.toLocaleString('en'), 'groomsite, rebuild after an offer price change', ...fmt(price), pages(price.rendered), '']);
}

function print(): void {
  const head = ['posts', 'tool', 'median wall', 'CPU (user+sys)', 'peak RSS', 'post pages', 'groomsite / tool'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(`${[line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`);
}

// --rebuild-only: groomsite's rebuilds at 10,000 posts alone, without the peers.
const rebuildOnly = process.argv.includes('--rebuild-only');
if (!rebuildOnly) ensureHugo();
try {
  // groomsite builds with a cache of this benchmark's sites only, as a user's holds their own
  // site's: a developer's cache after a day of test runs (188,000 twins in one folder) made a
  // 4,000-post build a tenth slower. The developer's cache is put back afterwards.
  await withoutCache(async () => {
    if (!rebuildOnly) for (const posts of SIZES) await compare(posts);
    if (!process.argv.includes('--no-rebuild')) await rebuild();
  });
} finally {
  print();
  // Deleted last: deleting thousands of files slows creating new ones for a while (README, "Large sites").
  for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
}
