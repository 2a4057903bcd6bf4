// Personal data only as long as promised: old leads are purged (by a running serve and by the
// command), one person's data is erased on request, outbox copies included.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { erasePhone, purgeExpired, retentionCutoff } from '../../leads/retention.ts';
import { LeadStore } from '../../leads/store.ts';
import { SqliteStore } from '../../store/sqlite-store.ts';
import { projectRoot } from '../helpers/site.ts';
import { serve } from '../../server/site-server.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { makeSite, readLeads, validBodies } from '../helpers/leads.ts';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, [path.join(projectRoot, 'bin', 'groomsite.js'), ...args], { cwd: projectRoot }).catch((e) => e);

const now = new Date('2026-11-24T06:00:00.000Z');
const monthsAgo = (n: number, extraMs = 0) => new Date(retentionCutoff(n, now).getTime() + extraMs).toISOString();

/** A database with leads of the given ages, each with an outbox row (the webhook copy). */
async function seed(file: string, leads: { phone: string; receivedAt: string }[]): Promise<void> {
  const store = new LeadStore(file, { outbox: ['webhook'] });
  for (const lead of leads) {
    await store.insert({ kind: 'quick', fields: { ...validBodies.quick, phone: lead.phone }, receivedAt: lead.receivedAt, ip: '198.51.100.1', userAgent: 'test' });
  }
  await store.close();
}

const count = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe('retention', () => {
  it('deletes leads older than the period, with their outbox rows, and keeps the rest', async () => {
    const { db } = makeSite();
    await seed(db, [
      { phone: '9000000001', receivedAt: monthsAgo(13) },
      { phone: '9000000002', receivedAt: monthsAgo(12, -1000) },
      { phone: '9000000003', receivedAt: monthsAgo(12, 1000) },
      { phone: '9000000004', receivedAt: now.toISOString() },
    ]);
    const handle = new SqliteStore(db);
    // A groomer's leave over 13 months ago goes the same way; one that ends a day ago stays.
    for (const end of [retentionCutoff(13, now).getTime(), now.getTime() - 86_400_000]) {
      await handle.run("INSERT INTO groomer_leave (groomer_id, start_ms, end_ms, note, created_by, created_at) VALUES ('noida-sunil', ?, ?, 'ill', 'owner', ?)", [end - 86_400_000, end, now.toISOString()]);
    }
    const result = await purgeExpired(handle, 12, now);
    await handle.close();
    expect(result).toEqual({ leads: 2, related: 2, fieldRows: 0, before: '2025-11-24T06:00:00.000Z' }); // fieldRows: the field-data day counts purged with them
    expect(readLeads(db).map((r) => r.phone)).toEqual(['9000000003', '9000000004']);
    expect(count(db, 'outbox')).toBe(2);
    expect(count(db, 'groomer_leave')).toBe(1);
  });

  it('refuses a purge that would delete every lead (a clock far ahead), saying why, unless told to', async () => {
    const { db } = makeSite();
    await seed(db, [{ phone: '9000000021', receivedAt: monthsAgo(3) }, { phone: '9000000022', receivedAt: monthsAgo(1) }]);
    const handle = new SqliteStore(db);
    try {
      const ahead = new Date(now.getTime() + 5 * 365 * 24 * 3600 * 1000); // an RTC five years ahead
      await expect(purgeExpired(handle, 12, ahead)).rejects.toThrow(
        /^retention: refusing to delete every lead: the newest was received at \S+, but the clock says \S+, more than 12 months later\. If the clock is wrong, set it right/,
      );
      expect(readLeads(db)).toHaveLength(2);
      // Some old, some not: the purge goes ahead as ever.
      expect((await purgeExpired(handle, 2, now)).leads).toBe(1);
      // A site that really had no lead for the period says so.
      expect((await purgeExpired(handle, 12, ahead, { all: true })).leads).toBe(1);
      expect(readLeads(db)).toEqual([]);
      expect((await purgeExpired(handle, 12, ahead)).leads).toBe(0); // nothing to delete is no fault
    } finally {
      await handle.close();
    }
  });

  it('a running serve purges at start (and daily), saying so in its log', async () => {
    const site = await seedSite();
    const lines: string[] = [];
    const running = await serve({ dir: site.dist, db: site.db, port: 0, host: '127.0.0.1', api: defaultApiConfig, quiet: true, webhookUrl: '', log: (l) => lines.push(l) });
    await running.close();
    expect(lines.filter((l) => l.startsWith('retention:'))).toEqual([expect.stringMatching(/^retention: deleted 1 lead received before \S+ \(kept 12 months\)$/)]);
    expect(readLeads(site.db).map((r) => r.phone)).toEqual(['9000000012']);
  });

  it('erases one person everywhere: every lead with the phone and their outbox rows', async () => {
    const { db } = makeSite();
    await seed(db, [
      { phone: '9111111111', receivedAt: now.toISOString() },
      { phone: '9222222222', receivedAt: now.toISOString() },
      { phone: '9111111111', receivedAt: now.toISOString() },
    ]);
    const handle = new SqliteStore(db);
    expect(await erasePhone(handle, '9111111111')).toEqual({ leads: 2, related: 2 });
    await handle.close();
    expect(readLeads(db).map((r) => r.phone)).toEqual(['9222222222']);
    expect(count(db, 'outbox')).toBe(1);
    // Nothing of the erased text is left in the database files (secure_delete, WAL checkpointed).
    const { readFileSync, existsSync } = await import('node:fs');
    const bytes = Buffer.concat([readFileSync(db), existsSync(`${db}-wal`) ? readFileSync(`${db}-wal`) : Buffer.alloc(0)]);
    expect(bytes.includes(Buffer.from('9111111111'))).toBe(false);
    expect(bytes.includes(Buffer.from('9222222222'))).toBe(true);
  });
});

/** A site whose database holds one lead from 2020 and one from now. */
async function seedSite() {
  const site = makeSite();
  await seed(site.db, [{ phone: '9000000011', receivedAt: '2020-01-01T00:00:00.000Z' }, { phone: '9000000012', receivedAt: new Date().toISOString() }]);
  return site;
}

describe('groomsite leads purge | delete', () => {
  it('purges by site.yaml retention and erases by phone, saying what it did', async () => {
    const site = await seedSite();
    const purge = await cli('leads', 'purge', '--db', site.db);
    expect(purge.stdout).toMatch(/^deleted 1 lead received before \S+ \(older than 12 months\) and 1 outbox row for them\n$/);
    const erase = await cli('leads', 'delete', '--phone', '9000000012', '--db', site.db);
    expect(erase.stdout).toBe('deleted 1 lead with phone 9000000012 and 1 outbox row for them\n');
    expect(readLeads(site.db)).toEqual([]);
    const none = await cli('leads', 'delete', '--phone', '9000000012', '--db', site.db);
    expect(none.stdout).toBe('no leads with phone 9000000012: nothing to delete\n');
    const bad = await cli('leads', 'delete', '--phone', '98-76', '--db', site.db);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: --phone: expected the number as its digits/);
  }, 60_000);
});
