// The store under faults: another process holding the database lock, a database the server may
// not write, a full disk, the privacy of the files it creates.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { createLeadApi } from '../../leads/server.ts';
import { storeFaultAnswers } from '../../http/store-faults.ts';
import { StoreUnavailableError } from '../../store/sql.ts';
import { openLeadsDatabase } from '../../leads/store.ts';
import { makeSite, postJson, readLeads, request, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

let server: TestServer | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill('SIGKILL');
  holder = undefined;
  await server?.close();
  server = undefined;
});

/** Another process takes the write lock of `db` and keeps it for `ms`. */
function holdLock(db: string, ms: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(here, 'lock-holder.cjs'), db, String(ms)], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lock holder did not start')), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('LOCKED')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

describe('a database locked by another process', () => {
  it('keeps serving pages while a lead waits, then answers 503 with a message', async () => {
    server = await startServer({ lockWaitMs: 1500 });
    holder = await holdLock(server.db, 6000);
    const started = Date.now();
    const lead = postJson(`${server.url}/api/booking-form`, validBodies.quick);
    // While the lead waits for the lock, pages answer at once: the event loop is free.
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = Date.now();
      expect((await request(`${server.url}/about`)).status).toBe(200);
      times.push(Date.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
    // A blocked loop would hold each of them for the whole wait (seconds); allow for a busy machine.
    expect(Math.max(...times)).toBeLessThan(1000);
    const answer = await lead;
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe('server busy: your request was not saved, please send it again in a minute or call us');
    expect(answer.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    holder.kill('SIGKILL');
    await new Promise((r) => holder!.once('exit', r));
    expect(readLeads(server.db)).toEqual([]);
  }, 30_000);

  it('stores the lead once a short lock is released', async () => {
    server = await startServer({ lockWaitMs: 3000 });
    holder = await holdLock(server.db, 400);
    const answer = await postJson(`${server.url}/api/booking-form`, validBodies.quick);
    expect(answer.status).toBe(201);
    expect(readLeads(server.db).map((r) => r.phone)).toEqual([validBodies.quick.phone]);
  }, 30_000);
});

describe('a database the server may not write', () => {
  it('refuses to start, saying so, instead of failing every lead later', () => {
    const site = makeSite();
    openLeadsDatabase(site.db).close(); // a database that exists, with its tables: nothing to write at start
    fs.rmSync(`${site.db}-wal`, { force: true });
    fs.rmSync(`${site.db}-shm`, { force: true });
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      // Root may write anything: run the server as nobody, who may read the files but not write them.
      for (let dir = site.root; dir.startsWith(os.tmpdir()) || dir === os.tmpdir(); dir = path.dirname(dir)) {
        fs.chmodSync(dir, fs.statSync(dir).mode | 0o011);
        if (dir === os.tmpdir()) break;
      }
      // The folder stays writable (SQLite can make its -wal and -shm files): only the database is not.
      fs.chmodSync(path.dirname(site.db), 0o777);
      fs.chmodSync(site.db, 0o644);
    } else {
      fs.chmodSync(site.db, 0o444);
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'open-child.ts'), site.dist, site.db], {
      cwd: repo, encoding: 'utf8', timeout: 30_000,
      env: { ...process.env, TMPDIR: '/tmp' }, ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { ok?: boolean; error?: string };
    expect(result.ok, run.stderr).toBeUndefined();
    expect(result.error).toContain(`cannot open the leads database ${site.db}: `);
    expect(result.error).toMatch(/readonly|read-only|cannot be written/);
  }, 40_000);
});

describe('a database that cannot be opened at start', () => {
  it('locked by another program: serve refuses, naming the reason and what to do, without a stack', async () => {
    const site = makeSite();
    openLeadsDatabase(site.db).close();
    const holder = spawn(process.execPath, [path.join(here, 'lock-holder.cjs'), site.db, '20000', 'EXCLUSIVE'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'open-child.ts'), site.dist, site.db], { cwd: repo, encoding: 'utf8', timeout: 30_000 });
      const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { error?: string };
      expect(result.error).toMatch(/^cannot open the leads database .*: database is locked: another program holds it .*then start again$/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      holder.kill();
    }
  }, 40_000);

  it.runIf(process.getuid?.() === 0)('on read-only media: serve refuses, saying to put it on a writable disk', () => {
    const mount = fs.mkdtempSync(path.join('/tmp', 'groomsite-ro-'));
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', mount]).status === 0;
    if (!mounted) return; // a container that may not mount: nothing to learn here
    try {
      const site = makeSite();
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'open-child.ts'), site.dist, path.join(mount, 'leads.sqlite')], { cwd: repo, encoding: 'utf8', timeout: 30_000 });
      const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { error?: string };
      expect(result.error).toMatch(/read-only file system.*: the disk it is on is read-only: put it on a writable disk/);
    } finally {
      spawnSync('umount', [mount]);
      fs.rmSync(mount, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('the files of a new database', () => {
  it('are private: folder 0700, database 0600', async () => {
    server = await startServer();
    await postJson(`${server.url}/api/booking-form`, validBodies.quick);
    expect(fs.statSync(path.dirname(server.db)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(server.db).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${server.db}-wal`).mode & 0o077).toBe(0); // SQLite gives the WAL the database's mode
  });
});

describe('a full disk', () => {
  it('answers 503 "not saved" with Retry-After, logs one line instead of a stack per lead, and takes leads again once there is room', async () => {
    const site = makeSite();
    const db = openLeadsDatabase(site.db);
    // SQLite's own limit on the file's size fails writes with SQLITE_FULL, as a full disk does;
    // old leads fill the room left in the last pages.
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    const old = db.prepare(`INSERT INTO leads (kind, received_at, name, phone, pet, service, path, ip, user_agent, fields)
      VALUES ('quick', ?, 'Old', '9700000000', '', '', '/', '127.0.0.1', '', '{}')`);
    let filled = 0;
    expect(() => {
      for (; filled < 10_000; filled++) old.run(new Date().toISOString());
    }).toThrow(/full/);
    const logs: string[] = [];
    const api = createLeadApi({ db, api: defaultApiConfig, webhookUrl: '', log: (line) => logs.push(line) });
    const http1 = http.createServer((req, res) => void api.handle(req, res));
    await new Promise<void>((resolve) => http1.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http1.address() as { port: number }).port}/api/booking-form`;
    try {
      for (let i = 0; i < 12; i++) {
        const answer = await postJson(url, { ...validBodies.booking, phone: `98000000${String(i).padStart(2, '0')}` });
        expect(answer.status).toBe(503);
        expect(answer.json.message).toMatch(/your request was not saved, please send it again/);
        expect(answer.headers['retry-after']).toBe('60');
      }
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/^lead API: refusing leads with 503: the leads database is unavailable: the disk is full \(SQLITE_FULL\)/);
      expect(logs[0]).not.toMatch(/\n|    at /);
      db.pragma('max_page_count = 1000000');
      expect((await postJson(url, validBodies.quick)).status).toBe(201);
    } finally {
      await new Promise((resolve) => http1.close(resolve));
      await api.close();
      db.close();
    }
    expect(readLeads(site.db).filter((r) => r.name !== 'Old').map((r) => r.phone)).toEqual([validBodies.quick.phone]);
    expect(readLeads(site.db)).toHaveLength(filled + 1);
  });

  it('says once a minute how many leads were refused', () => {
    const logs: string[] = [];
    let clock = 0;
    const answer = storeFaultAnswers((line) => logs.push(line), { now: () => clock });
    const full = new StoreUnavailableError('the disk is full (ENOSPC)', 60);
    for (clock = 0; clock < 150_000; clock += 1000) expect(answer(full)).toMatchObject({ status: 503 });
    expect(logs).toEqual([
      'lead API: refusing leads with 503: the leads database is unavailable: the disk is full (ENOSPC) (said at most once a minute)',
      'lead API: 60 leads refused with 503 in the last 60 s: the leads database is unavailable: the disk is full (ENOSPC) (said at most once a minute)',
      'lead API: 60 leads refused with 503 in the last 60 s: the leads database is unavailable: the disk is full (ENOSPC) (said at most once a minute)',
    ]);
    const other = new Error('bug');
    expect(answer(other)).toBe(other); // anything else goes on to the 500 as before
  });
});
