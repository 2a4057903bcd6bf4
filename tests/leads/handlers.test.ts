import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { honeypotCounter, submitLead, type LeadSubmission } from '../../leads/handlers.ts';
import { HttpError } from '../../http/http-error.ts';
import { createLeadApi } from '../../leads/server.ts';
import { LeadStore } from '../../leads/store.ts';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { postJson, validBodies } from '../helpers/leads.ts';

/** Handlers called in process with an in-memory database (DESIGN habit 7). */

const stores: LeadStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function memoryStore(outbox = false): LeadStore {
  const store = new LeadStore(new Database(':memory:'), { outbox: outbox ? ['webhook'] : [] });
  stores.push(store);
  return store;
}

const submission = (form: LeadSubmission['form'], body: unknown): LeadSubmission => ({
  form, body, ip: '127.0.0.1', userAgent: 'test', receivedAt: new Date().toISOString(),
});

describe('submitLead', () => {
  it('stores each kind and answers 201 with its stored reference, not the row number', async () => {
    const store = memoryStore();
    const deps = { store, api: defaultApiConfig };
    const answers = [
      await submitLead(deps, submission('booking-form', validBodies.booking)),
      await submitLead(deps, submission('booking-form', validBodies.boarding)),
      await submitLead(deps, submission('booking-form', validBodies.quick)),
      await submitLead(deps, submission('contact-us', validBodies.contact)),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 201, body: { ok: true, id: expect.stringMatching(REFERENCE_PATTERN) } });
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(4);
    const rows = store.db.prepare('SELECT kind, reference FROM leads ORDER BY id').all();
    expect(rows).toEqual(['booking', 'boarding', 'quick', 'contact'].map((kind, i) => ({ kind, reference: answers[i].body.id })));
  });

  it('throws an HttpError 400 naming the field', async () => {
    const deps = { store: memoryStore(), api: defaultApiConfig };
    const error = await submitLead(deps, submission('booking-form', { ...validBodies.quick, phone: '123' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'phone: enter a 10 digit phone number' });
  });

  it('honeypot: answers exactly like a success, reveals no count, stores nothing, counts the catch', async () => {
    const store = memoryStore();
    const caught: string[] = [];
    const deps = { store, api: defaultApiConfig, onTrapped: (form: string) => caught.push(form) };
    const real = await submitLead(deps, submission('contact-us', validBodies.contact));
    const bot = await submitLead(deps, submission('contact-us', { ...validBodies.contact, website: 'x' }));
    expect(bot).toEqual({ status: 201, body: { ok: true, id: expect.stringMatching(REFERENCE_PATTERN) } });
    expect(Object.keys(bot.body)).toEqual(Object.keys(real.body));
    expect(store.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(1);
    expect(caught).toEqual(['contact-us']);
  });

  it('honeypot: only real text springs the trap (spaces, false, numbers are a person)', async () => {
    const store = memoryStore();
    const deps = { store, api: defaultApiConfig };
    for (const website of ['', '   ', false, 0, null]) await submitLead(deps, submission('booking-form', { ...validBodies.quick, website }));
    expect(store.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(5);
  });

  it('honeypot: the log counts catches without a line for each', () => {
    const lines: string[] = [];
    const counter = honeypotCounter((line) => lines.push(line));
    for (let i = 0; i < 250; i++) counter.trapped('booking-form', '203.0.113.9');
    expect(counter.count).toBe(250);
    expect(lines).toHaveLength(9 + 9 + 2); // 1-9, 10-90, 100 and 200
    expect(lines.at(-1)).toMatch(/^honeypot: caught 200 posts so far \(latest to booking-form from 203\.0\.113\.9\); nothing stored$/);
  });

  it('writes the outbox row in the same transaction as the lead', async () => {
    const store = memoryStore(true);
    await submitLead({ store, api: defaultApiConfig }, submission('booking-form', validBodies.quick));
    const row = store.db.prepare('SELECT lead_id, payload FROM outbox').get() as { lead_id: number; payload: string };
    expect(row.lead_id).toBe(1);
    expect(JSON.parse(row.payload)).toMatchObject({ id: 1, reference: expect.stringMatching(REFERENCE_PATTERN), kind: 'quick', fields: validBodies.quick, ip: '127.0.0.1' });
  });
});

describe('LeadStore', () => {
  it('group-commits concurrent inserts and gives each its own id', async () => {
    const store = memoryStore();
    const record = { kind: 'quick' as const, fields: validBodies.quick, receivedAt: new Date().toISOString(), ip: '::1', userAgent: '' };
    const ids = await Promise.all(Array.from({ length: 200 }, () => store.insert(record)));
    expect(new Set(ids).size).toBe(200);
    expect(store.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(200);
  });

  it('a bad record in a batch fails alone', async () => {
    const store = memoryStore();
    const good = { kind: 'quick' as const, fields: validBodies.quick, receivedAt: new Date().toISOString(), ip: '', userAgent: '' };
    const results = await Promise.allSettled([store.insert(good), store.insert({ ...good, kind: 'spam' as 'quick' }), store.insert(good)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('refuses inserts after close and commits what was queued before', async () => {
    const db = new Database(':memory:');
    const store = new LeadStore(db, { outbox: [] });
    const record = { kind: 'quick' as const, fields: validBodies.quick, receivedAt: '', ip: '', userAgent: '' };
    const queued = store.insert(record);
    store.close();
    expect(await queued).toBe(1);
    await expect(store.insert(record)).rejects.toThrow('closed');
    expect(db.open).toBe(true); // a database passed in stays open
    db.close();
  });
});

describe('createLeadApi mounted in another server (as dev does)', () => {
  it('handles its own paths and leaves the rest', async () => {
    const db = new Database(':memory:');
    const api = createLeadApi({ db, api: defaultApiConfig, webhookUrl: '' });
    const server = http.createServer(async (req, res) => {
      if (!(await api.handle(req, res))) res.writeHead(418).end('not mine');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await postJson(`${url}/api/booking-form`, validBodies.quick)).status).toBe(201);
      expect((await fetch(`${url}/about`)).status).toBe(418);
      expect(api.store.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(1);
    } finally {
      server.close();
      await api.close();
      db.close();
    }
  });

  it('rejects a malformed webhook URL at start', () => {
    expect(() => createLeadApi({ db: new Database(':memory:'), api: defaultApiConfig, webhookUrl: 'ftp://x' })).toThrow(/LEAD_WEBHOOK_URL/);
  });
});
