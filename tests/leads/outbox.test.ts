import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Database from 'better-sqlite3';
import { SqliteStore } from '../../store/sqlite-store.ts';
import type { Sql } from '../../store/sql.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelDelivery } from '../../leads/outbox.ts';
import { LeadStore } from '../../leads/store.ts';
import { webhookSender } from '../../leads/webhook.ts';
import { makeSite, validBodies } from '../helpers/leads.ts';
import { until } from '../helpers/until.ts';

/** The outbox itself: claims, concurrency, redirects, clean-up (issue 14 item 6). */

const fast = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 30, timeoutMs: 2000, log: () => {} };
let cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A receiver whose answer per request is chosen by `answer` (by lead id); it records every request. */
async function receiver(answer: (id: number, res: http.ServerResponse) => void) {
  const received: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as { id: number }).id : -1;
      received.push(id);
      answer(id, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

async function storeWithLeads(count: number): Promise<{ file: string; store: LeadStore }> {
  const { db: file } = makeSite();
  const store = new LeadStore(file, { outbox: ['webhook'] });
  cleanup.push(() => store.close());
  for (let i = 0; i < count; i++) {
    await store.insert({ kind: 'quick', fields: { ...validBodies.quick } as never, receivedAt: new Date().toISOString(), ip: '127.0.0.1', userAgent: 'test' });
  }
  return { file, store };
}

function rows(db: Database.Database) {
  return db.prepare('SELECT lead_id, attempts, delivered_at, last_error, claimed_until FROM outbox ORDER BY id').all() as
    { lead_id: number; attempts: number; delivered_at: string | null; last_error: string | null; claimed_until: number | null }[];
}

function loop(db: Sql, url: string, options: object = {}): ChannelDelivery {
  const delivery = new ChannelDelivery(db, 'webhook', webhookSender(url), { ...fast, ...options });
  cleanup.push(() => delivery.stop());
  return delivery;
}

describe('outbox', () => {
  it('treats redirects as failures and never re-posts the lead to the other address', async () => {
    const elsewhere = await receiver((_, res) => res.writeHead(200).end());
    const hook = await receiver((id, res) => res.writeHead(id === 1 ? 307 : 302, { Location: `${elsewhere.url}/stolen` }).end());
    const { store } = await storeWithLeads(2);
    const logs: string[] = [];
    loop(store.sql, hook.url, { log: (l: string) => logs.push(l) }).start();
    await until(() => rows(store.db).every((r) => r.attempts >= 2), 5000);
    expect(elsewhere.received).toEqual([]);
    expect(rows(store.db).map((r) => r.delivered_at)).toEqual([null, null]);
    expect(rows(store.db)[0].last_error).toMatch(/^HTTP 307 redirect, not followed/);
    expect(logs.some((l) => /^lead 2: webhook attempt 1 failed \(HTTP 302 redirect, not followed/.test(l))).toBe(true);
  });

  it('two processes on one database send every row exactly once', async () => {
    const hook = await receiver((_, res) => setTimeout(() => res.writeHead(200).end(), 5));
    const { file, store } = await storeWithLeads(40);
    const second = new SqliteStore(file);
    cleanup.push(() => second.close());
    loop(store.sql, hook.url, { concurrency: 3 }).start();
    loop(second, hook.url, { concurrency: 3 }).start();
    await until(() => rows(store.db).every((r) => r.delivered_at !== null), 15_000);
    expect(hook.received.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  }, 20_000);

  it('keeps delivering while one receiver request hangs', async () => {
    const hook = await receiver((id, res) => {
      if (id !== 1) res.writeHead(200).end(); // lead 1 never gets an answer
    });
    const { store } = await storeWithLeads(6);
    loop(store.sql, hook.url, { concurrency: 2, timeoutMs: 60_000 }).start();
    await until(() => rows(store.db).filter((r) => r.delivered_at !== null).length === 5, 5000);
    expect(rows(store.db)[0].delivered_at).toBeNull();
  });

  it("takes over the rows of a claimer that died once its claim runs out", async () => {
    const hook = await receiver((_, res) => res.writeHead(200).end());
    const { store } = await storeWithLeads(1);
    // As a killed process leaves it: claimed by someone else, claim expired a moment ago.
    store.db.prepare("UPDATE outbox SET claim_token = 'dead', claimed_until = ?").run(Date.now() + 300);
    loop(store.sql, hook.url).start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(hook.received).toEqual([]); // still claimed
    await until(() => hook.received.length === 1, 5000);
    await until(() => rows(store.db)[0].delivered_at !== null, 5000);
  });

  it('removes delivered rows after the time they are kept, and only those', async () => {
    const hook = await receiver((id, res) => res.writeHead(id === 2 ? 500 : 200).end());
    const { store } = await storeWithLeads(2);
    const first = loop(store.sql, hook.url);
    first.start();
    await until(() => rows(store.db)[0].delivered_at !== null && rows(store.db)[1].attempts > 0, 5000);
    await first.stop();
    expect(rows(store.db)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    loop(store.sql, hook.url, { keepDeliveredMs: 10 }).start();
    await until(() => rows(store.db).length === 1, 5000);
    expect(rows(store.db)[0]).toMatchObject({ lead_id: 2, delivered_at: null });
  });
});
