// Bookable visits over real HTTP on 127.0.0.1, on a real SQLite file and on a real PostgreSQL
// (Debian's server on a private socket), with the real site's rules: availability answers and
// refuses bad parameters by name; a booking that names a window holds it with its lead and its
// quote; 20 simultaneous bookings for the last free window of a day give it exactly once and 19
// refusals that name the next open windows. Both databases must give the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import { addDays } from '../../model/visits/time.ts';
import type { SqlStore } from '../../store/sql.ts';
import { visitWords } from '../../model/visits/words.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { postJson, request, startServer, type TestServer } from '../helpers/leads.ts';
import { appointmentBody, dayWithOneWindowLeft, realVisitSettings, storeHeld, type FilledDay } from '../../scripts/lib/visit-days.ts';

const CITY = 'noida';
const PAGE = '/pet-grooming-at-home/noida';
let settings: VisitSettings;
let serviceLabel: (id: string) => string;
let day: FilledDay;
const answers: Record<string, unknown> = {};

const stores = bothStores(); // on SQLite, startServer's own file

beforeAll(async () => {
  ({ settings, serviceLabel } = await realVisitSettings());
  day = dayWithOneWindowLeft(settings, CITY);
});

describe.each(storeKinds)('visits on %s', (backend) => {
  let server: TestServer;
  let sql: SqlStore;
  const availabilityOf = (query: string, headers: Record<string, string> = {}) => request(`${server.url}/api/availability?${query}`, { headers });
  const book = (phone: string, extra: Partial<Parameters<typeof appointmentBody>[0]> = {}) => postJson(`${server.url}/api/booking-form`, appointmentBody({
    origin: server.url, pagePath: PAGE, phone, service: serviceLabel('fur-fresh-spa'), date: day.date, window: day.lastWindow, ...extra,
  }));

  beforeAll(async () => {
    server = await startServer({ db: await stores.databaseFor(backend), visits: settings });
    sql = openStore(server.db);
    await sql.ready;
    await storeHeld(sql, CITY, day);
  }, 60_000);
  afterAll(async () => {
    await sql?.close();
    await server?.close();
  });

  it('answers each window of each day and whether it can be taken, never who', async () => {
    const answer = await availabilityOf(`city=${CITY}&from=${day.date}&days=2&pet=dog&service=fur-fresh-spa`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json.days.map((d: { date: string }) => d.date)).toHaveLength(2);
    const first = answer.json.days[0];
    expect(first.date).toBe(day.date);
    expect(first.windows.filter((w: { open: boolean }) => w.open).map((w: { window: string }) => w.window)).toEqual([day.lastWindow]);
    expect(first.windows.find((w: { window: string }) => w.window !== day.lastWindow)).toMatchObject({ open: false, closed: 'unavailable' });
    for (const g of settings.rules.cities[CITY].groomers) {
      expect(answer.text).not.toContain(g.id);
      expect(answer.text).not.toContain(g.name);
    }
    expect(answer.text).not.toMatch(/phone|9000000/);
    answers[backend] = answer.json;
  });

  it.each([
    ['', 'city'], ['city=atlantis', 'city'], [`city=${CITY}&from=2026-02-30`, 'from'], [`city=${CITY}&from=tomorrow`, 'from'],
    [`city=${CITY}&days=0`, 'days'], [`city=${CITY}&days=32`, 'days'], [`city=${CITY}&days=two`, 'days'], [`city=${CITY}&pet=fish`, 'pet'],
    [`city=${CITY}&size=huge`, 'size'], [`city=${CITY}&service=massage`, 'service'], [`city=${CITY}&area=Mars`, 'area'],
    [`city=${CITY}&colour=red`, 'colour'], [`city=${CITY}&city=delhi`, 'city'],
  ])('?%s answers 400 naming %s', async (query, name) => {
    const answer = await availabilityOf(query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(new RegExp(`^${name}: `));
  });

  it('answers GET only, and to other sites as the forms do', async () => {
    const posted = await request(`${server.url}/api/availability?city=${CITY}`, { method: 'POST', body: '{}' });
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, OPTIONS');
    expect((await availabilityOf(`city=${CITY}`, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    const own = await availabilityOf(`city=${CITY}`, { Origin: server.url });
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the last free window of a day to exactly one of 20 simultaneous bookings; 19 are told the next open windows', async () => {
    const before = await availabilityOf(`city=${CITY}&from=${day.date}&days=1&service=fur-fresh-spa`); // now in the cache
    expect(before.json.days[0].windows.some((w: { open: boolean }) => w.open)).toBe(true);
    const phones = Array.from({ length: 20 }, (_, i) => `98100${String(i).padStart(5, '0')}`);
    const answered = await Promise.all(phones.map((phone) => book(phone)));
    const won = answered.filter((a) => a.status === 201);
    const refused = answered.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const taken = visitWords({ date: day.date, window: day.lastWindow });
    for (const r of refused) {
      expect(r.json.message).toMatch(/^serviceTime: .* cannot be booked: no groomer is free in this window\. The next open windows: /);
      expect(r.json.message.split('The next open windows:')[1]).not.toContain(taken);
    }
    expect(won[0].json).toMatchObject({ ok: true, visit: { date: day.date, window: day.lastWindow, total: expect.any(Number) } });
    expect(Object.keys(won[0].json).sort()).toEqual(['id', 'ok', 'visit']);
    // Nothing half-stored: one lead of the 20, one visit in that window, the 19 left no trace.
    const stored = await sql.all<{ phone: string }>(`SELECT phone FROM leads WHERE phone LIKE '98100%'`);
    expect(stored).toHaveLength(1);
    const visits = await sql.all<{ n: number }>('SELECT count(*) AS n FROM visits WHERE date = ? AND time_window = ?', [day.date, day.lastWindow]);
    expect(Number(visits[0].n)).toBe(1);
    // This process forgot its cached answer when it held the visit.
    const after = await availabilityOf(`city=${CITY}&from=${day.date}&days=1&service=fur-fresh-spa`);
    expect(after.json.days[0].windows.every((w: { open: boolean }) => !w.open)).toBe(true);
  });

  it('stores the quote the server computed: the first booking of a phone gets its promo, the next one does not', async () => {
    const later = dayWithOneWindowLeft(settings, CITY, undefined, Date.now() + 86_400_000 * 3);
    const price = settings.rules.packages['fur-fresh-spa'].price;
    const first = await book('9822200001', { date: later.date, window: later.lastWindow, addOns: 'DeMatting - ₹249' });
    expect(first.status).toBe(201);
    const row = await sql.get<{ quote: string; groomer_id: string; lead_id: number }>(
      'SELECT v.quote, v.groomer_id, v.lead_id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = ?', ['9822200001']);
    const stored = JSON.parse(row!.quote);
    expect(stored.lines.map((l: { kind: string }) => l.kind)).toEqual(['package', 'add-on', 'promo']);
    expect(stored.promo).toMatchObject({ id: 'first-booking-200', amount: 200 });
    expect(stored.total).toBe(price + 249 - 200);
    expect(first.json.visit.total).toBe(stored.total);
    expect(first.json.visit.lines).toEqual(stored.lines); // the answer repeats the server's own quote, line by line
    expect(settings.rules.cities[CITY].groomers.map((g) => g.id)).toContain(row!.groomer_id);

    const open = await firstOpenAfter(later.date);
    const again = await book('9822200001', open);
    expect(again.status).toBe(201);
    expect(again.json.visit).toEqual({ ...open, total: price, lines: [expect.objectContaining({ kind: 'package', amount: price })], link: expect.stringMatching(/^\/b\/[A-Za-z0-9_-]{24}$/),
      // The owner set a UPI address (site.yaml payments.upi): the confirmation offers to pay the total (tests/desk/money.test.ts).
      pay: expect.objectContaining({ amount: price, kind: 'total', uri: expect.stringMatching(/^upi:\/\/pay\?/) }) });
  });

  /** The first open window on a day after `date` (the team may rest on one of them). */
  async function firstOpenAfter(date: string): Promise<{ date: string; window: string }> {
    const answer = await availabilityOf(`city=${CITY}&from=${addDays(date, 1)}&days=5&service=fur-fresh-spa`);
    for (const d of answer.json.days) {
      const w = d.windows.find((x: { open: boolean }) => x.open);
      if (w) return { date: d.date, window: w.window };
    }
    throw new Error('no open window');
  }

  it('keeps a booking without a window, or from a page without a team, exactly as before: no visit', async () => {
    const plain = await book('9833300001', { date: '', window: '' });
    expect(plain.status).toBe(201);
    expect(Object.keys(plain.json).sort()).toEqual(['id', 'ok']);
    const home = await book('9833300002', { pagePath: '/' });
    expect(home.status).toBe(201);
    expect(home.json.visit).toBeUndefined();
    const visits = await sql.all('SELECT v.id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone IN (?, ?)', ['9833300001', '9833300002']);
    expect(visits).toEqual([]);
  });
});

describe('SQLite and PostgreSQL', () => {
  it('give the same availability answers', () => {
    expect(answers.sqlite).toBeDefined();
    expect(answers.postgres).toEqual(answers.sqlite);
  });
});
