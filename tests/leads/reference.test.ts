// A lead's reference (model/reference.ts) over real HTTP on 127.0.0.1, on a real SQLite file and a
// real PostgreSQL: the 201's reference is the one stored with the lead and sent in its alert; the
// desk finds the lead by it typed as a person would (lower case without the dash, spaced out, a
// digit typed as its look-alike letter) and shows it; the honeypot answers a reference of the same
// shape that nothing stores; leads from before references keep none; a reference drawn twice is
// drawn again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadStore, type LeadRecord } from '../../leads/store.ts';
import { REFERENCE_LOOK_ALIKES, REFERENCE_PATTERN } from '../../model/reference.ts';
import { withStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { postJson, validBodies } from '../helpers/leads.ts';

const stores = bothStores({ sqlite: 'file' });

/** The digits a person may read as a letter, and the letter they would type. */
const LETTER_OF_DIGIT = new Map(Object.entries(REFERENCE_LOOK_ALIKES).map(([letter, digit]) => [digit, letter]));
const withLookAlikes = (reference: string) => [...reference].map((symbol) => LETTER_OF_DIGIT.get(symbol) ?? symbol).join('');

describe.each(storeKinds)('a lead\'s reference on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  /** The served database, as another process would read it. */
  const inDatabase = <T>(work: (sql: SqlStore) => Promise<T>) => withStore(server.db, 'command', work);
  let phone = 9_800_000_000;
  /** A booking from a phone of its own; the 201's body. */
  const book = async (body: object = validBodies.booking) => {
    const res = await postJson(`${server.url}/api/booking-form`, { ...body, phone: String(++phone) });
    expect(res.status, res.text).toBe(201);
    return res.json as { ok: true; id: string };
  };
  const found = async (q: string) => ((await owner.get(`/api/desk/leads?q=${encodeURIComponent(q)}`)).json.leads as { id: number }[]).map((lead) => lead.id);

  beforeAll(async () => {
    // A webhook that never answers: the alert rows stay in the outbox to be read.
    server = await deskServer({ db: await stores.databaseFor(backend), webhookUrl: 'http://127.0.0.1:9/hook', api: { rateLimit: { windowSeconds: 60, maxRequests: 0 } } });
    owner = await agent(server.url);
  }, 60_000);
  afterAll(async () => server?.close());

  it('stores the reference the 201 gave, sends it with the alert, and the desk finds the lead by it typed three ways', async () => {
    // Booked until a reference has a digit with a look-alike letter (nine in ten have one) and a letter.
    const typable = (reference: string) => [...reference].some((symbol) => LETTER_OF_DIGIT.has(symbol)) && /[A-Z]/.test(reference);
    let answer = await book();
    for (let tries = 0; !typable(answer.id) && tries < 40; tries++) answer = await book();
    const reference = answer.id;
    expect(reference).toMatch(REFERENCE_PATTERN);
    const row = await inDatabase((sql) => sql.get<{ id: number | string; reference: string }>('SELECT id, reference FROM leads WHERE phone = ?', [String(phone)]));
    expect(row!.reference).toBe(reference);
    const id = Number(row!.id);
    const alerts = await inDatabase((sql) => sql.all<{ payload: string }>('SELECT payload FROM outbox WHERE lead_id = ?', [id]));
    expect(alerts.map((alert) => JSON.parse(alert.payload))).toEqual([expect.objectContaining({ id, reference })]);

    const typings = [
      reference.replace('-', '').toLowerCase(), // k7hm3xpr
      ` ${reference.slice(0, 4).toLowerCase()} - ${reference.slice(5, 7)} ${reference.slice(7)} `, // " k7hm - 3x pr "
      withLookAlikes(reference).toLowerCase(), // a 0 read as o, a 1 as l, an 8 as b...
    ];
    expect(typings[2]).not.toBe(reference.toLowerCase());
    for (const typed of typings) expect(await found(typed), typed).toEqual([id]);
    const detail = (await owner.get(`/api/desk/leads/${id}`)).json;
    expect(detail).toMatchObject({ id, reference });
  });

  it('gives the honeypot\'s catch an answer of the same shape, and stores nothing of it', async () => {
    const stored = () => inDatabase((sql) => sql.get('SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM outbox) AS alerts'));
    const real = await book(validBodies.quick);
    const before = await stored();
    const caught = await book({ ...validBodies.quick, website: 'https://spam.example' });
    expect(Object.keys(caught)).toEqual(Object.keys(real));
    expect(caught).toEqual({ ok: true, id: expect.stringMatching(REFERENCE_PATTERN) });
    expect(await stored()).toEqual(before);
    expect(await inDatabase((sql) => sql.get('SELECT id FROM leads WHERE reference = ?', [caught.id]))).toBeUndefined();
  });

  it('keeps leads stored before references without one, as many as there are', async () => {
    await inDatabase(async (sql) => {
      for (const name of ['Old Lead One', 'Old Lead Two']) {
        await sql.run("INSERT INTO leads (kind, received_at, name, phone, fields) VALUES ('quick', '2025-01-01T00:00:00.000Z', ?, '9000000009', '{}')", [name]);
      }
    });
    const old = (await owner.get('/api/desk/leads?q=Old%20Lead')).json.leads as { id: number; reference: string | null }[];
    expect(old.map((lead) => lead.reference)).toEqual([null, null]);
    expect((await owner.get(`/api/desk/leads/${old[0].id}`)).json.reference).toBeNull();
  });

  it('draws another reference when the one drawn is taken, and gives up after a few', async () => {
    const draws = ['K7HM-3XPR', 'K7HM-3XPR', 'R4DT-9WC6', ...Array(5).fill('R4DT-9WC6')];
    const store = new LeadStore(await stores.databaseFor(backend), { outbox: ['email'], newReference: () => draws.shift()! });
    await store.sql.ready;
    try {
      const record: LeadRecord = { kind: 'quick', fields: validBodies.quick, receivedAt: new Date().toISOString(), ip: '127.0.0.1', userAgent: 'test' };
      expect(await store.book(record)).toMatchObject({ reference: 'K7HM-3XPR' });
      expect(await store.book(record)).toMatchObject({ reference: 'R4DT-9WC6' });
      await expect(store.book(record)).rejects.toThrow('no free lead reference in 5 draws');
      expect(await store.sql.all('SELECT reference FROM leads ORDER BY id')).toEqual([{ reference: 'K7HM-3XPR' }, { reference: 'R4DT-9WC6' }]);
      const payloads = await store.sql.all<{ payload: string }>('SELECT payload FROM outbox ORDER BY id');
      expect(payloads.map((row) => JSON.parse(row.payload).reference)).toEqual(['K7HM-3XPR', 'R4DT-9WC6']);
    } finally {
      await store.close();
    }
  });
});
