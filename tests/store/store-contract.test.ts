// One contract, two stores: everything the server keeps (leads, outbox, desk statuses, notes and
// audit, staff, sessions, rate limits) behaves the same on SQLite and on a real PostgreSQL
// (Debian's server, started here on a private socket). "Another server" is a second connection
// (SQLite) or a second pool (PostgreSQL) on the same database, as a second process would have.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, listUsers, removeUser } from '../../desk/users.ts';
import { DeskQueries } from '../../desk/queries.ts';
import { Sessions } from '../../desk/sessions.ts';
import { loginThrottle } from '../../http/shared-throttle.ts';
import { exportLeads, listLeads } from '../../leads/export.ts';
import { HttpError } from '../../http/http-error.ts';
import { LeadLimits } from '../../leads/lead-limits.ts';
import { SharedRateLimiter } from '../../http/shared-rate-limit.ts';
import { ChannelDelivery } from '../../leads/outbox.ts';
import { deletePhoneCommand, purgeCommand } from '../../leads/retention.ts';
import { LeadStore, type LeadRecord } from '../../leads/store.ts';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { moveLeads } from '../../leads/move.ts';
import { FieldCounts } from '../../leads/field-data/field-counts.ts';
import { fieldReport } from '../../desk/field-data.ts';
import { validBodies } from '../helpers/leads.ts';
import { until } from '../helpers/until.ts';

const stores = bothStores({ sqlite: 'file' });

const lead = (phone: string, extra: Partial<LeadRecord> & { name?: string; path?: string } = {}): LeadRecord => ({
  kind: extra.kind ?? 'booking',
  fields: { ...validBodies.booking, phone, name: extra.name ?? 'Asha Verma', path: extra.path ?? '/pet-grooming-at-home/noida' } as never,
  receivedAt: extra.receivedAt ?? new Date().toISOString(),
  ip: '198.51.100.7',
  userAgent: 'contract test',
});

describe.each(storeKinds)('the lead store on %s', (backend) => {
  let target: string;
  const opened: { close(): Promise<void> }[] = [];
  /** Another server's connection to the same database. */
  const another = (): SqlStore => {
    const store = openStore(target);
    opened.push(store);
    return store;
  };

  beforeAll(async () => {
    target = await stores.databaseFor(backend);
  });
  afterAll(async () => {
    for (const store of opened) await store.close();
  });

  it('commits leads together with one outbox row per channel, and the commands read them back', async () => {
    const store = new LeadStore(target, { outbox: ['webhook', 'email'] });
    opened.push(store);
    await store.sql.ready;
    // Sent in one turn of the event loop: committed as one group, each with its own id.
    const ids = await Promise.all(['9000000001', '9000000002', '9000000003'].map((phone) => store.insert(lead(phone))));
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const sql = another();
    expect(await sql.all('SELECT lead_id, channel FROM outbox ORDER BY lead_id, channel')).toEqual(
      ids.flatMap((id) => [{ lead_id: id, channel: 'email' }, { lead_id: id, channel: 'webhook' }]),
    );
    const table = await listLeads({ db: target, limit: 2 });
    expect(table).toContain('9000000003');
    expect(table.trimEnd().split('\n').at(-1)).toBe('2 of 3 leads, newest first');
    const exported = JSON.parse(await exportLeads({ db: target, format: 'json' }));
    expect(exported.map((l: { fields: { phone: string } }) => l.fields.phone)).toEqual(['9000000001', '9000000002', '9000000003']);
  });

  it('flags a form sent too fast and the third lead within ten minutes from one phone or one address, and stores them all', async () => {
    const store = new LeadStore(target, { outbox: ['webhook'] });
    opened.push(store);
    await store.sql.ready;
    const at = (minutes: number) => new Date(Date.parse('2026-11-27T10:00:00Z') + minutes * 60_000).toISOString();
    const send = (phone: string, ip: string, minutes: number, formMs = 9000) => store.insert({ ...lead(phone, { receivedAt: at(minutes) }), ip, formMs });
    const flagOf = async (id: number) => (await store.sql.get<{ f: string | null }>('SELECT likely_spam AS f FROM leads WHERE id = ?', [id]))?.f ?? null;
    const fast = await send('9100000001', '203.0.113.1', 0, 700);
    // One phone from three addresses: the third within ten minutes is a burst; a fourth after a quiet hour is not.
    const byPhone = [await send('9100000002', '203.0.113.2', 0), await send('9100000002', '203.0.113.3', 4), await send('9100000002', '203.0.113.4', 9), await send('9100000002', '203.0.113.5', 70)];
    // One address, three phones.
    const byIp = [await send('9100000003', '203.0.113.9', 0), await send('9100000004', '203.0.113.9', 1), await send('9100000005', '203.0.113.9', 2)];
    expect(await Promise.all([fast, ...byPhone, ...byIp].map(flagOf))).toEqual(['fast', null, null, 'burst', null, null, null, 'burst']);
    // The alert says so too.
    const payload = await store.sql.get<{ payload: string }>('SELECT payload FROM outbox WHERE lead_id = ?', [byIp[2]]);
    expect(JSON.parse(payload!.payload).likelySpam).toBe('burst');
  });

  it('refuses a bad row without losing the good ones sent with it', async () => {
    const store = new LeadStore(target, { outbox: [] });
    opened.push(store);
    const results = await Promise.allSettled([
      store.insert(lead('9000000011')),
      store.insert({ ...lead('9000000012'), kind: 'nonsense' as never }), // breaks the CHECK on kind
      store.insert(lead('9000000013')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const phones = await another().all<{ phone: string }>("SELECT phone FROM leads WHERE phone LIKE '900000001%' ORDER BY id");
    expect(phones.map((r) => r.phone)).toEqual(['9000000011', '9000000013']);
  });

  it('sends every outbox row exactly once with two servers claiming at the same time', async () => {
    const store = new LeadStore(target, { outbox: ['webhook'] });
    opened.push(store);
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => store.insert(lead(`91000000${String(i).padStart(2, '0')}`))));
    const sent: number[] = [];
    const sender = async (payload: string) => {
      await new Promise((resolve) => setTimeout(resolve, 3));
      sent.push((JSON.parse(payload) as { id: number }).id);
    };
    const options = { pollMs: 20, concurrency: 3, baseDelayMs: 10, log: () => {} };
    const loops = [new ChannelDelivery(store.sql, 'webhook', sender, options), new ChannelDelivery(another(), 'webhook', sender, options)];
    loops.forEach((loop) => loop.start());
    const all = [...ids];
    await until(() => all.every((id) => sent.includes(id)), 8000);
    await new Promise((resolve) => setTimeout(resolve, 200)); // room for a duplicate to show up
    await Promise.all(loops.map((loop) => loop.stop()));
    expect(sent.filter((id) => all.includes(id)).sort((a, b) => a - b)).toEqual(all.sort((a, b) => a - b));
    const pending = await store.sql.get<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL AND channel = ?', ['webhook']);
    expect(pending!.n).toBe(0);
  });

  it('gives the desk its list, search, statuses with audit, notes, version and figures', async () => {
    const store = new LeadStore(target, { outbox: [] });
    opened.push(store);
    const now = new Date('2026-11-24T12:00:00.000Z');
    // 20:00 UTC on the 23rd is 01:30 on the 24th in India: it counts for the 24th.
    const late = await store.insert(lead('9200000001', { name: 'Kabir Late', receivedAt: '2026-11-23T20:00:00.000Z', path: '/pet-grooming-at-home/gurugram' }));
    const early = await store.insert(lead('9200000002', { name: 'meera early', receivedAt: '2026-11-24T04:00:00.000Z', kind: 'contact' }));
    const desk = new DeskQueries(another());
    const found = await desk.list({ q: 'MEERA' });
    expect(found.leads.map((l) => l.id)).toEqual([early]);
    expect((await desk.list({ q: '9200000001' })).leads.map((l) => l.name)).toEqual(['Kabir Late']);
    expect((await desk.list({ city: 'gurugram' })).leads.map((l) => l.id)).toEqual([late]);

    const before = await desk.version();
    await desk.setStatus(late, 'called', 'owner');
    await desk.setStatus(late, 'booked', 'owner');
    await desk.addNote(late, 'Booked for Saturday 10 am', 'owner');
    expect(await desk.version()).not.toBe(before);
    const detail = await desk.detail(late);
    expect(detail.status).toBe('booked');
    expect(detail.firstCalledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(['status: new -> called', 'status: called -> booked', 'note added']);
    expect(detail.notes).toEqual([expect.objectContaining({ author: 'owner', text: 'Booked for Saturday 10 am', createdAt: expect.any(String) })]);
    await expect(desk.setStatus(999_999, 'called', 'owner')).rejects.toThrow(HttpError);

    const figures = await desk.figures(now);
    const today = figures.days.indexOf('2026-11-24');
    expect(today).toBe(29);
    expect(figures.byKind.booking?.[today]).toBeGreaterThanOrEqual(1);
    expect(figures.byKind.contact?.[today]).toBe(1);
    expect(figures.byCity.gurugram?.[today]).toBe(1);
    expect(typeof figures.medianMsToFirstCall).toBe('number');
    expect(Number.isFinite(figures.medianMsToFirstCall)).toBe(true);
  });

  it('keeps staff and their sessions: a session made on one server is valid on another, until it ends', async () => {
    expect(await addUser({ db: target, name: 'Owner', password: 'correct horse battery staple' })).toBe('added');
    const here = new Sessions(another());
    const there = new Sessions(another(), { idleMs: 60_000 });
    const { token, session } = await here.create('owner', { role: 'staff', groomerId: null });
    expect(await there.get(token)).toEqual(session);
    expect(await listUsers({ db: target })).toEqual([{ name: 'owner', createdAt: expect.any(String), role: 'staff', groomerId: null, sessions: 1 }]);
    await there.end(session);
    expect(await here.get(token)).toBeUndefined();
    // A new password ends every session of the account; removing it ends them too.
    const second = await here.create('owner', { role: 'staff', groomerId: null });
    expect(await addUser({ db: target, name: 'owner', password: 'another long passphrase' })).toBe('changed');
    expect(await there.get(second.token)).toBeUndefined();
    const third = await here.create('owner', { role: 'staff', groomerId: null });
    await removeUser({ db: target, name: 'owner' });
    expect(await there.get(third.token)).toBeUndefined();
    expect(await listUsers({ db: target })).toEqual([]);
  });

  it('purges old leads and erases one phone, with their outbox rows', async () => {
    const store = new LeadStore(target, { outbox: ['webhook'] });
    opened.push(store);
    await store.insert(lead('9300000001', { receivedAt: '2020-01-01T00:00:00.000Z' }));
    await store.insert(lead('9300000002'));
    await store.insert(lead('9300000002'));
    expect(await purgeCommand({ db: target, months: 12 })).toMatch(/^deleted 1 lead received before \S+ \(older than 12 months\) and 1 outbox row for them, and 1 pet with its profile\n$/);
    expect(await deletePhoneCommand({ db: target, phone: '9300000002' })).toBe('deleted 2 leads with phone 9300000002 and 2 outbox rows for them, and 1 pet with its profile\n');
    const left = await another().get<{ n: number }>("SELECT count(*) AS n FROM leads WHERE phone LIKE '930000000%'");
    expect(left!.n).toBe(0);
  });

  it('holds the rate limit across servers where they share the database', async () => {
    const limit = { windowSeconds: 60, maxRequests: 2 };
    const first = new LeadLimits(limit, another());
    // On PostgreSQL a second server counts the same requests; SQLite serves from one process.
    const second = backend === 'postgres' ? new LeadLimits(limit, another()) : first;
    await first.chargeLead('203.0.113.9', '9400000001');
    await second.chargeLead('203.0.113.9', '9400000001');
    const refused = await first.chargeLead('203.0.113.9', '9400000001').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect(Number((refused as HttpError).headers?.['Retry-After'])).toBeGreaterThan(0);
    // Another person behind the same address is not refused by this one's count.
    await expect(second.chargeLead('203.0.113.9', '9400000002')).resolves.toBeUndefined();
  });

  it.runIf(backend === 'postgres')('never asks for a wait longer than the window when a clock went back', async () => {
    const limiter = new SharedRateLimiter(another(), 60);
    const twoHours = 2 * 3600 * 1000;
    const limits = [{ key: 'test clock', max: 2 }];
    const at = Date.now();
    await limiter.take(limits, at + twoHours);
    await limiter.take(limits, at + twoHours + 1000);
    expect(await limiter.take(limits, at + twoHours + 2000)).toBe(58);
    // This server's clock is two hours behind: hits counted "in the future" do not refuse it.
    expect(await limiter.take(limits, at)).toBe(0);
    expect(await limiter.take(limits, at + 1)).toBe(0);
    expect(await limiter.take(limits, at + 2)).toBeLessThanOrEqual(60);
  });

  it('erases a phone from the shared rate limit too (PostgreSQL), and erases on SQLite, which keeps none', async () => {
    const limits = new LeadLimits({ windowSeconds: 60, maxRequests: 5 }, another());
    await limits.chargeLead('203.0.113.10', '9500000001');
    await limits.chargeLead('203.0.113.10', '9500000002');
    await limits.chargeLead('2001:db8::1', '9500000001');
    const store = new LeadStore(target, { outbox: [] });
    opened.push(store);
    await store.insert(lead('9500000001'));
    expect(await deletePhoneCommand({ db: target, phone: '9500000001' })).toBe('deleted 1 lead with phone 9500000001 and 0 outbox rows for them, and 1 pet with its profile\n');
    if (backend === 'postgres') {
      const keys = (await another().all<{ key: string }>('SELECT key FROM rate_hits ORDER BY key')).map((row) => row.key);
      expect(keys.filter((key) => key.includes('9500000001'))).toEqual([]);
      expect(keys).toContain('phone 203.0.113.10 9500000002'); // another person's count stays
    }
  });

  it('slows down wrong desk passwords across servers where they share the database, counting each attempt before its check', async () => {
    const rules = { freeFailures: 2, baseDelayMs: 1000, lockoutAfter: 10, lockoutMs: 60_000 };
    const first = loginThrottle(another(), rules);
    const second = backend === 'postgres' ? loginThrottle(another(), rules) : first;
    expect(await first.attempt('user:guessed')).toEqual({ allowed: true, failures: 1, waitMs: 0, locked: false });
    expect(await second.attempt('user:guessed')).toEqual({ allowed: true, failures: 2, waitMs: 1000, locked: false });
    const refused = await first.attempt('user:guessed');
    expect(refused.allowed).toBe(false);
    expect(refused.waitMs).toBeGreaterThan(900);
    await second.succeed('user:guessed');
    expect((await first.attempt('user:guessed')).allowed).toBe(true);
    await first.succeed('user:guessed');

    // Twenty attempts at once, half on each server: only the free ones and the first after them get through.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).attempt('user:burst')));
    expect(burst.filter((a) => a.allowed)).toHaveLength(rules.freeFailures);
    expect(burst.filter((a) => a.allowed).map((a) => a.failures).sort()).toEqual([1, 2]);
  });

  it('migrates a new database once when two servers start on it together, and refuses a newer schema', async () => {
    const fresh = await stores.databaseFor(backend);
    const both = [openStore(fresh), openStore(fresh)];
    await Promise.all(both.map((store) => store.ready));
    await both[0].run('INSERT INTO desk_users (name, password_hash, created_at) VALUES (?, ?, ?)', ['a', 'x', 'now']);
    expect((await both[1].get<{ n: number }>('SELECT count(*) AS n FROM desk_users'))!.n).toBe(1);
    if (backend === 'postgres') await both[0].run("INSERT INTO groomsite_schema (version, name) VALUES (99, 'from the future')");
    else (both[0] as unknown as { db: Database.Database }).db.pragma('user_version = 99');
    await Promise.all(both.map((store) => store.close()));
    // SQLite finds out while opening, PostgreSQL once connected: either way before any request.
    let newer: SqlStore | undefined;
    await expect((async () => {
      newer = openStore(fresh);
      await newer.ready;
    })()).rejects.toThrow(/newer than this groomsite knows/);
    await newer?.close();
  });
});

describe('groomsite leads move: from an SQLite file to PostgreSQL in one command', () => {
  it('moves leads with their ids, statuses, notes, audit, staff and unsent alerts, and refuses a second move', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { projectRoot } = await import('../helpers/site.ts');
    const cli = (...args: string[]) => promisify(execFile)(process.execPath, [path.join(projectRoot, 'bin', 'groomsite.js'), ...args], { cwd: projectRoot })
      .catch((error: { stdout: string; stderr: string; code: number }) => error);
    const file = await stores.databaseFor('sqlite');
    const store = new LeadStore(file, { outbox: ['webhook'] });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await store.insert(lead(`970000000${i}`, { name: `Mover ${i}` })));
    const desk = new DeskQueries(store.sql);
    await desk.setStatus(ids[1], 'called', 'owner');
    await desk.addNote(ids[1], 'Prefers evenings', 'owner');
    await store.sql.run('UPDATE outbox SET delivered_at = ? WHERE lead_id = ?', [new Date().toISOString(), ids[0]]);
    await store.close();
    await addUser({ db: file, name: 'owner', password: 'correct horse battery staple' });
    const url = await stores.databaseFor('postgres');

    const moved = await cli('leads', 'move', '--from', file, '--to', url) as { stdout: string };
    expect(moved.stdout).toMatch(/^moved 3 leads, 1 note, 2 audit entries, 1 staff account, 3 pets, 2 unsent alerts and 0 rows of field-data counts from .+leads\.sqlite to postgres:\/\/postgres@localhost\//);
    expect(JSON.parse(await exportLeads({ db: url, format: 'json' }))).toEqual(JSON.parse(await exportLeads({ db: file, format: 'json' })));
    const there = openStore(url);
    try {
      const detail = await new DeskQueries(there).detail(ids[1]);
      expect(detail).toMatchObject({ status: 'called', notes: [expect.objectContaining({ text: 'Prefers evenings' })] });
      expect(detail.audit.map((a) => a.action)).toEqual(['status: new -> called', 'note added']);
      expect((await listUsers({ db: url })).map((u) => u.name)).toEqual(['owner']);
      const next = await new LeadStore(there, { outbox: [] }).insert(lead('9700000009'));
      expect(next).toBeGreaterThan(Math.max(...ids));
    } finally {
      await there.close();
    }
    const again = await cli('leads', 'move', '--from', file, '--to', url) as { stderr: string; code: number };
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already holds 4 leads: move into an empty database/);
  });

  it("moves the field data's counts, and each lead's dog size and visit source", async () => {
    const file = await stores.databaseFor('sqlite');
    const store = new LeadStore(file, { outbox: [] });
    const from = { ref: 'www.google.com', source: 'whatsapp', medium: '', campaign: 'diwali', gclid: false };
    const id = await store.insert({ ...lead('9700000101'), petSize: 'small', source: from });
    const counts = new FieldCounts(store.sql);
    counts.add({ kind: 'visit', page: 'city', from });
    counts.add({ kind: 'tap', page: 'city', path: '/pet-grooming-at-home/noida', tap: 'whatsapp', from });
    counts.add({ kind: 'vitals', page: 'home', device: 'phone', net: '4g', vitals: { LCP: 2100 } });
    await counts.close();
    await store.close();
    const url = await stores.databaseFor('postgres');

    expect((await moveLeads({ from: file, to: url })).fieldData).toBe(4);
    const [here, there] = [openStore(file), openStore(url)];
    try {
      const report = await fieldReport(there, 7);
      expect(report).toEqual(await fieldReport(here, 7));
      expect(report.campaigns).toEqual([{ source: 'whatsapp', medium: '', campaign: 'diwali', gclid: false, visits: 1, taps: 1, leads: 1 }]);
      expect(report.referrers).toEqual([{ referrer: 'www.google.com', visits: 1, taps: 1, leads: 1 }]);
      expect(report.tapsByPage).toEqual([{ page: 'city', kind: 'whatsapp', count: 1 }]);
      expect(report.tapsByPath).toEqual([{ path: '/pet-grooming-at-home/noida', kind: 'whatsapp', count: 1 }]);
      expect(report.vitals.home?.LCP?.count).toBe(1);
      expect((await new DeskQueries(there).detail(id)).fields.size).toBe('small');
    } finally {
      await here.close();
      await there.close();
    }
  });
});
