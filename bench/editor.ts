// The owner's editor, timed as the owner meets it (issue "The owner's editor": a price change live
// in under 2 s): `groomsite serve` on a copy of the real site, an owner logged in over HTTP as the
// desk page does, and five price changes published one after another, each timed from the request
// to the page served with the new price. Then two servers on one PostgreSQL: the time from the 200
// on one to the other serving the same page. Bounded: five publishes on each.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import jsYaml from 'js-yaml';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startPostgres } from '../scripts/lib/postgres.ts';
import { groomsite, siteCopy } from '../scripts/lib/site-copy.ts';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'bin', 'groomsite.js');
const PASSWORD = 'a bench password, long enough';
const ROUNDS = 5;
const PREFIX = 'groomsite-bench-editor-';

async function serve(dir: string, env: Record<string, string>): Promise<{ url: string; process: ServerProcess }> {
  // The child takes this process's environment, DATABASE_URL included.
  Object.assign(globalThis.process.env, env);
  const server = startServerProcess([cli, 'serve', '--port', '0'], dir, /at (http:\/\/127\.0\.0\.1:\d+)/);
  const [, url] = await server.ready;
  return { url, process: server };
}

/** A logged-in owner, as the desk page does it: the login token from the page, then the session's cookie and CSRF token. */
async function owner(url: string): Promise<(path: string, body?: unknown) => Promise<{ status: number; json: Record<string, unknown> }>> {
  const page = await fetch(`${url}/desk/`);
  const pageCookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
  const token = /name="desk-login-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await fetch(`${url}/api/desk/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url, Cookie: pageCookie, 'X-Desk-Csrf': token }, body: JSON.stringify({ name: 'owner', password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const { csrf } = (await login.json()) as { csrf: string };
  return async (path, body) => {
    const res = await fetch(`${url}/api/desk/${path}`, body === undefined ? { headers: { Cookie: cookie } } : {
      method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: url, 'X-Desk-Csrf': csrf }, body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

const spaIndex = (dir: string) => (jsYaml.load(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { packages: { id: string }[] }).packages.findIndex((p) => p.id === 'fur-fresh-spa');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function until(check: () => Promise<boolean>, limitMs = 10_000): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error('the new price never showed');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Publishes ROUNDS prices on `on`, each timed to `watch` serving /price with it. */
async function publishes(on: string, watch: string, dir: string): Promise<number[]> {
  const call = await owner(on);
  const i = spaIndex(dir);
  const times: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    const price = 1001 + k * 10;
    const { json: draft } = await call('site');
    const started = performance.now();
    const answer = await call('site/publish', { base: draft.version, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: price }] });
    if (answer.status !== 200) throw new Error(`publish answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 200)}`);
    await until(async () => (await (await fetch(`${watch}/price`)).text()).includes(`₹${price.toLocaleString('en-IN')}`));
    times.push(performance.now() - started);
  }
  return times;
}

export interface EditorBench { oneServer: number[]; twoServers?: number[] }

export async function benchEditor(): Promise<EditorBench> {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    const dir = siteCopy(PREFIX);
    dirs.push(dir);
    await groomsite(dir, ['build', '--quiet']);
    await groomsite(dir, ['users', 'add', 'owner', '--role', 'owner'], { stdin: `${PASSWORD}\n` });
    const one = await serve(dir, {});
    servers.push(one.process);
    // The first publish after a start: the editor warms up three seconds after serve starts.
    await new Promise((r) => setTimeout(r, 4000));
    const oneServer = await publishes(one.url, one.url, dir);
    await one.process.stop();

    let twoServers: number[] | undefined;
    let postgres: ReturnType<typeof startPostgres> | undefined;
    try {
      postgres = startPostgres();
    } catch {
      // No PostgreSQL binaries on this machine: the row says so.
    }
    if (postgres) {
      try {
        const DATABASE_URL = await postgres.createDatabase();
        const pair = [siteCopy(PREFIX), siteCopy(PREFIX)];
        dirs.push(...pair);
        for (const d of pair) await groomsite(d, ['build', '--quiet'], { env: { DATABASE_URL } });
        await groomsite(pair[0], ['users', 'add', 'owner', '--role', 'owner'], { env: { DATABASE_URL }, stdin: `${PASSWORD}\n` });
        const a = await serve(pair[0], { DATABASE_URL });
        const b = await serve(pair[1], { DATABASE_URL });
        servers.push(a.process, b.process);
        await new Promise((r) => setTimeout(r, 4000));
        twoServers = await publishes(a.url, b.url, pair[0]);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        delete process.env.DATABASE_URL;
        postgres.stop();
      }
    }
    return { oneServer, twoServers };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

export const medianMs = median;
