import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { serve } from '../../server/site-server.ts';
import { backoffDelay } from '../../leads/outbox.ts';
import { postJson, readLeads, startServer, validBodies, type TestServer } from '../helpers/leads.ts';
import { until } from '../helpers/until.ts';

/** A local webhook receiver that answers 503 to the first `failures` requests, then 200. */
async function receiver(failures: number, mode: 'fail' | 'hang' = 'fail') {
  const received: any[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls++;
      if (calls <= failures) {
        if (mode === 'hang') return; // never answers: the sender's timeout must cope
        res.writeHead(503).end('down');
        return;
      }
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function outbox(db: string) {
  const conn = new Database(db, { readonly: true });
  try {
    return conn.prepare('SELECT * FROM outbox ORDER BY id').all() as { lead_id: number; attempts: number; delivered_at: string | null; given_up_at: string | null; last_error: string | null }[];
  } finally {
    conn.close();
  }
}

// The timeout is generous: a loaded machine's first fetch can take several hundred ms, and a
// timed-out attempt that did reach the receiver is (rightly) sent again.
const fast = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 50, timeoutMs: 2000 };
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('webhook outbox', () => {
  it('retries with backoff through an outage and delivers every lead once it recovers', async () => {
    const hook = await receiver(3);
    const logs: string[] = [];
    const server: TestServer = await startServer({ webhookUrl: hook.url, webhook: fast, log: (l) => logs.push(l) });
    cleanup.push(hook.close, server.close);
    for (const body of [validBodies.booking, validBodies.quick, validBodies.contact]) {
      const form = body === validBodies.contact ? 'contact-us' : 'booking-form';
      const res = await postJson(`${server.url}/api/${form}`, body);
      expect(res.status).toBe(201);
    }
    await until(() => hook.received.length === 3, 5000);
    // The payload carries the row id (answers carry a random reference, not the row id).
    const rowIds = readLeads(server.db).map((row) => row.id);
    expect(hook.received.map((r) => r.body.id).sort()).toEqual(rowIds.sort());
    const first = hook.received.find((r) => r.body.kind === 'booking')!;
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.body).toMatchObject({ kind: 'booking', ip: '127.0.0.1', fields: validBodies.booking });
    expect(logs.some((l) => /webhook attempt 1 failed \(HTTP 503\)/.test(l))).toBe(true);
    await until(() => outbox(server.db).every((row) => row.delivered_at !== null), 5000);
    expect(outbox(server.db).reduce((n, row) => n + row.attempts, 0)).toBe(3 + 3);
  });

  it('never delays the 201 while the receiver hangs', async () => {
    const hook = await receiver(100, 'hang');
    const server = await startServer({ webhookUrl: hook.url, webhook: { ...fast, timeoutMs: 2000 } });
    cleanup.push(hook.close, server.close);
    await postJson(`${server.url}/api/booking-form`, validBodies.quick); // the loop is now stuck on this one
    await until(() => hook.calls() >= 1, 5000);
    const started = Date.now();
    const res = await postJson(`${server.url}/api/booking-form`, validBodies.quick);
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('resumes after a restart: leads stored while the receiver was unreachable are sent later', async () => {
    const first = await startServer({ webhookUrl: 'http://127.0.0.1:9/unreachable', webhook: fast });
    const res = await postJson(`${first.url}/api/booking-form`, validBodies.boarding);
    expect(res.status).toBe(201);
    await first.close();
    expect(outbox(first.db)[0].delivered_at).toBeNull();

    const hook = await receiver(0);
    const second = await serve({
      dir: first.dist, port: 0, host: '127.0.0.1', db: first.db, api: defaultApiConfig,
      webhookUrl: hook.url, webhook: { ...fast, timeoutMs: 300 }, quiet: true, log: () => {},
    });
    cleanup.push(hook.close, second.close);
    // The first server may have leased the row for timeoutMs + 5 s before it was stopped.
    await until(() => hook.received.length === 1, 8000);
    expect(hook.received[0].body).toMatchObject({ id: readLeads(first.db)[0].id, kind: 'boarding', fields: validBodies.boarding });
  }, 15_000);

  it('gives up after maxAttempts and keeps the lead', async () => {
    const hook = await receiver(1000);
    const logs: string[] = [];
    const server = await startServer({ webhookUrl: hook.url, webhook: { ...fast, maxAttempts: 3 }, log: (l) => logs.push(l) });
    cleanup.push(hook.close, server.close);
    await postJson(`${server.url}/api/booking-form`, validBodies.quick);
    await until(() => outbox(server.db)[0]?.given_up_at != null, 5000);
    expect(outbox(server.db)[0]).toMatchObject({ attempts: 3, last_error: 'HTTP 503' });
    expect(logs.at(-1)).toMatch(/gave up after 3 attempts .* the lead is kept/);
    expect(hook.calls()).toBe(3);
  });

  it('does not write an outbox row when no webhook is configured', async () => {
    const server = await startServer();
    cleanup.push(server.close);
    await postJson(`${server.url}/api/booking-form`, validBodies.quick);
    expect(outbox(server.db)).toHaveLength(0);
  });

  it('backs off exponentially within bounds', () => {
    for (let attempt = 1; attempt <= 40; attempt++) {
      const delay = backoffDelay(attempt, 1000, 3_600_000);
      const ideal = Math.min(3_600_000, 1000 * 2 ** (attempt - 1));
      expect(delay).toBeGreaterThanOrEqual(ideal * 0.75 - 1);
      expect(delay).toBeLessThanOrEqual(ideal);
    }
  });
});
