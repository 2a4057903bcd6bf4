// The customer's own link over real HTTP on 127.0.0.1, on a real SQLite file and a real
// PostgreSQL: a booking that holds a window returns /b/<token>, the database keeps only the
// token's SHA-256; an unknown token is 404; two moves into one window at once give it to one,
// the other gets 409 naming the next open windows; a cancel frees the window and records its fee;
// each change lands in the lead's history and the outbox; a link is dead once its day is over, and
// one address that keeps trying (guessed tokens too) is told to wait (429).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { MAX_CUSTOMER_MOVES } from '../../leads/visits/customer-visit.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { postJson, request, startServer, type TestServer } from '../helpers/leads.ts';
import { loadSite } from '../../pipeline/build.ts';
import { apiConfig } from '../../leads/site-config.ts';
import { projectRoot } from '../helpers/site.ts';
import { appointmentBody, dayWithOneWindowLeft, realVisitSettings, storeHeld, type FilledDay } from '../../scripts/lib/visit-days.ts';

const CITY = 'noida';
const PAGE = '/pet-grooming-at-home/noida';
let settings: VisitSettings;
let serviceLabel: (id: string) => string;
let day: FilledDay;

const stores = bothStores();

beforeAll(async () => {
  ({ settings, serviceLabel } = await realVisitSettings());
  day = dayWithOneWindowLeft(settings, CITY);
});

describe.each(storeKinds)('the customer link on %s', (backend) => {
  let server: TestServer;
  let sql: SqlStore;
  const book = (phone: string, window: string, date = day.date) => postJson(`${server.url}/api/booking-form`, appointmentBody({
    origin: server.url, pagePath: PAGE, phone, service: serviceLabel('fur-fresh-spa'), date, window,
  }));
  const tokenOf = (link: string) => link.slice('/b/'.length);
  const visit = (token: string, action = '', body?: object) => action
    ? postJson(`${server.url}/api/visit/${token}/${action}`, body ?? {})
    : request(`${server.url}/api/visit/${token}`);

  beforeAll(async () => {
    server = await startServer({ db: await stores.databaseFor(backend), visits: settings, webhookUrl: 'http://127.0.0.1:9/hook', log: (line) => { if (/visit/.test(line)) console.error(line); } });
    sql = openStore(server.db);
    await sql.ready;
  }, 60_000);
  afterAll(async () => {
    await sql?.close();
    await server?.close();
  });

  it('returns /b/<token> with a held visit and stores only the SHA-256 of the token', async () => {
    const booked = await book('9811100001', day.lastWindow, day.date);
    expect(booked.status).toBe(201);
    const link: string = booked.json.visit.link;
    expect(link).toMatch(/^\/b\/[A-Za-z0-9_-]{24}$/);
    const token = tokenOf(link);
    const rows = await sql.all<{ token_hash: string }>('SELECT token_hash FROM visit_links');
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify(await sql.all('SELECT * FROM visit_links')) + JSON.stringify(await sql.all('SELECT * FROM visits'))
      + JSON.stringify(await sql.all('SELECT * FROM leads')) + JSON.stringify(await sql.all('SELECT payload FROM outbox'));
    expect(everything).not.toContain(token);

    const shown = await visit(token);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json).toMatchObject({ date: day.date, window: day.lastWindow, status: 'held', city: 'Noida', total: booked.json.visit.total });
    expect(shown.text).not.toMatch(/noida-sunil|noida-kavita|Sunil|Kavita/);
  });

  it('answers 404 to an unknown token and to text that is no token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '../leads']) {
      const answer = await visit(encodeURIComponent(token));
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await visit('AAAAAAAAAAAAAAAAAAAAAAAA', 'cancel')).status).toBe(404);
  });

  it('gives one window to one of two simultaneous moves; the other is told the next open windows', async () => {
    // Two visits on the day after; a later day filled (as another server would have) until one
    // window is left; both customers move into that window at once.
    const a = await book('9811100002', '09:00-11:00', addDay(day.date, 1));
    const b = await book('9811100003', '11:00-13:00', addDay(day.date, 1));
    expect([a.status, b.status]).toEqual([201, 201]);
    const later = dayWithOneWindowLeft(settings, CITY, undefined, Date.parse(`${addDay(day.date, 1)}T12:00:00Z`));
    await storeHeld(sql, CITY, later);
    const target = { date: later.date, window: later.lastWindow };
    const [ra, rb] = await Promise.all([
      visit(tokenOf(a.json.visit.link), 'move', target),
      visit(tokenOf(b.json.visit.link), 'move', target),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = ra.status === 409 ? ra : rb;
    expect(lost.json.message).toMatch(/cannot be booked: .*The next open windows: /);
    const won = ra.status === 200 ? ra : rb;
    expect(won.json).toMatchObject({ date: target.date, window: target.window, status: 'held', fee: 0 });
    const live = await sql.all("SELECT id FROM visits WHERE date = ? AND time_window = ? AND status <> 'cancelled'", [target.date, target.window]);
    expect(live).toHaveLength(1);
    const audit = await sql.all<{ action: string }>("SELECT action FROM desk_audit WHERE actor = 'customer'");
    expect(audit.map((x) => x.action)).toContainEqual(expect.stringMatching(/^visit moved by the customer: .* -> .*, fee ₹0$/));
    const alerts = await sql.all<{ payload: string }>('SELECT payload FROM outbox');
    expect(alerts.map((x) => JSON.parse(x.payload).change?.kind)).toContain('moved');
    // The change's alert names the lead by the reference its booking's confirmation showed.
    const moved = alerts.map((x) => JSON.parse(x.payload)).find((p) => p.change?.kind === 'moved');
    expect([a.json.id, b.json.id]).toContain(moved.reference);
  });

  it('cancels with the fee the Noida terms give, frees the window, and refuses a second cancel', async () => {
    const booked = await book('9811100004', '15:00-17:00', addDay(day.date, 3));
    expect(booked.status).toBe(201);
    const token = tokenOf(booked.json.visit.link);
    const cancelled = await visit(token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', fee: 0 });
    expect((await visit(token)).json.status).toBe('cancelled');
    expect((await visit(token, 'cancel')).status).toBe(409);
    const again = await book('9811100005', '15:00-17:00', addDay(day.date, 3));
    expect(again.status).toBe(201);
    const audit = await sql.all<{ action: string }>("SELECT action FROM desk_audit WHERE actor = 'customer'");
    expect(audit.map((x) => x.action)).toContainEqual(expect.stringMatching(/cancelled by the customer, fee ₹0$/));
  });

  it('changes only a visit still ahead: on its way, done or missed, the page offers no change and the link refuses both', async () => {
    const booked = await book('9811100031', '13:00-15:00', addDay(day.date, 9));
    expect(booked.status, booked.text).toBe(201);
    const token = tokenOf(booked.json.visit.link);
    const id = (await sql.get<{ visit_id: number }>('SELECT visit_id FROM visit_links ORDER BY visit_id DESC LIMIT 1'))!.visit_id;
    for (const [status, words] of [['on-the-way', 'on its way'], ['done', 'done'], ['no-show', 'marked as missed']]) {
      await sql.run('UPDATE visits SET status = ? WHERE id = ?', [status, id]);
      const shown = (await visit(token)).json;
      expect([shown.move.allowed, shown.cancel.allowed], status).toEqual([false, false]);
      expect(shown.move.message).toBe(`this visit is ${words}; please call us`);
      for (const action of ['move', 'cancel']) {
        const refused = await visit(token, action, { date: addDay(day.date, 5), window: '09:00-11:00' });
        expect([refused.status, refused.json.message], `${status} ${action}`).toEqual([409, `visit: this visit is ${words}; please call us`]);
      }
    }
    const row = await sql.get<{ status: string; date: string }>('SELECT status, date FROM visits WHERE id = ?', [id]);
    expect(row).toEqual({ status: 'no-show', date: addDay(day.date, 9) });
  });

  it(`moves one visit at most ${MAX_CUSTOMER_MOVES} times through its link, ten tries at once included, each alerted once`, async () => {
    const booked = await book('9811100032', '09:00-11:00', addDay(day.date, 5));
    expect(booked.status).toBe(201);
    const token = tokenOf(booked.json.visit.link);
    const before = Number((await sql.get<{ n: unknown }>('SELECT COALESCE(MAX(id), 0) AS n FROM outbox'))!.n);
    const windows = ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'];
    const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => visit(token, 'move', { date: addDay(day.date, 6 + (i % 2)), window: windows[i % windows.length] })));
    const moved = tries.filter((t) => t.status === 200);
    expect(moved.length).toBeLessThanOrEqual(MAX_CUSTOMER_MOVES);
    for (const t of tries.filter((x) => x.status !== 200)) expect(t.status, t.text).toBe(409);
    // Once the moves are used up, the page offers none and says to call; cancelling is still open.
    while ((await visit(token)).json.move.allowed) {
      expect((await visit(token, 'move', { date: addDay(day.date, 8), window: '13:00-15:00' })).status).toBe(200);
    }
    const shown = (await visit(token)).json;
    expect(shown.changes.filter((c: { kind: string }) => c.kind === 'moved')).toHaveLength(MAX_CUSTOMER_MOVES);
    expect(shown.move.message).toBe(`this visit has been moved ${MAX_CUSTOMER_MOVES} times here; please call us to move it again`);
    expect(shown.cancel.allowed).toBe(true);
    // One alert per move on the one channel (the webhook): the team hears of each, and of no more.
    const alerts = (await sql.all<{ payload: string }>('SELECT payload FROM outbox WHERE id > ?', [before])).map((x) => JSON.parse(x.payload).change?.kind);
    expect(alerts.filter((k) => k === 'moved')).toHaveLength(MAX_CUSTOMER_MOVES);
  });

  it("is dead once the visit's day is over in India: 404 to look, to move and to cancel", async () => {
    const booked = await book('9811100006', '09:00-11:00', addDay(day.date, 6));
    expect(booked.status).toBe(201);
    const token = tokenOf(booked.json.visit.link);
    expect((await visit(token)).status).toBe(200);
    // The day of the visit passes: its row now says yesterday (India's date), as it will the day after.
    const yesterday = addDay(new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10), -1);
    await sql.run("UPDATE visits SET date = ? WHERE lead_id = (SELECT id FROM leads WHERE phone = '9811100006')", [yesterday]);
    const gone = await visit(token);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toMatch(/no longer open; please call us/);
    expect((await visit(token, 'move', { date: addDay(day.date, 7), window: '09:00-11:00' })).status).toBe(404);
    expect((await visit(token, 'cancel')).status).toBe(404);
  });
});

describe('the customer link under many tries from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One form a minute: the link allows three times that (VISIT_RATE_FACTOR).
    server = await startServer({ visits: settings, api: { rateLimit: { windowSeconds: 60, maxRequests: 1 } } });
  }, 60_000);
  afterAll(async () => { await server?.close(); });

  it('answers 429 with Retry-After once the address has used its tries, guessed tokens included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(`${server.url}/api/visit/AAAAAAAAAAAAAAAAAAAAAAA${i}`)).status);
    expect(statuses).toEqual([404, 404, 404]);
    const limited = await request(`${server.url}/api/visit/AAAAAAAAAAAAAAAAAAAAAAA9`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});

describe('the customer link of a visit booked on a Hindi page', () => {
  let server: TestServer;
  beforeAll(async () => {
    const { languages } = apiConfig(await loadSite(projectRoot));
    server = await startServer({ visits: settings, api: { languages } });
  }, 60_000);
  afterAll(async () => { await server?.close(); });
  const book = (pagePath: string, phone: string, date: string) => postJson(`${server.url}/api/booking-form`, appointmentBody({
    origin: server.url, pagePath, phone, service: serviceLabel('fur-fresh-spa'), date, window: '09:00-11:00',
  }));

  it('is /hi/b/<token>, and the visit it opens (asked with ?lang=hi) states its terms and refusals in Hindi', async () => {
    const hindi = await book(`/hi${PAGE}`, '9811100011', addDay(day.date, 4));
    expect(hindi.status).toBe(201);
    expect(hindi.json.visit.link).toMatch(/^\/hi\/b\/[A-Za-z0-9_-]{24}$/);
    const english = await book(PAGE, '9811100012', addDay(day.date, 5));
    expect(english.json.visit.link).toMatch(/^\/b\/[A-Za-z0-9_-]{24}$/);

    const token = hindi.json.visit.link.slice('/hi/b/'.length);
    const inHindi = await request(`${server.url}/api/visit/${token}?lang=hi`);
    expect(inHindi.status).toBe(200);
    // Noida: moving free up to 6 hours before, cancelling free up to 2 hours before, then 50%.
    expect(inHindi.json.termsText).toContain('विज़िट से 6 घंटे पहले तक समय बदलना मुफ़्त है');
    expect(inHindi.json.termsText).not.toMatch(/[A-Za-z]{3,}/);
    const asWritten = await request(`${server.url}/api/visit/${token}`);
    expect(asWritten.json.termsText).toMatch(/^Reschedule free of charge/);
    expect(inHindi.json.lines.map((l: { amount: number }) => l.amount)).toEqual(asWritten.json.lines.map((l: { amount: number }) => l.amount));
    // The discounts the groomer gives at the door on proof, kept with the visit outside its total, each written from its rule.
    expect(asWritten.json.atDoor.map((d: { label: string }) => d.label)).toEqual(['10% off for students, given at the door on a student ID', '5% off for senior citizens (60+), given at the door on proof of age']);
    expect(inHindi.json.atDoor.map((d: { label: string }) => d.label)).toEqual(['स्टूडेंट्स के लिए 10% की छूट, दरवाज़े पर स्टूडेंट ID दिखाने पर', 'वरिष्ठ नागरिकों (60+) के लिए 5% की छूट, दरवाज़े पर उम्र का प्रमाण दिखाने पर']);
    expect(asWritten.json.total).toBe(asWritten.json.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0));

    const unknown = await request(`${server.url}/api/visit/AAAAAAAAAAAAAAAAAAAAAAAA?lang=hi`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('यह लिंक हमें नहीं मिला या अब खुला नहीं है; कृपया हमें कॉल करें');
    const cancelled = await postJson(`${server.url}/api/visit/${token}/cancel?lang=hi`, {});
    expect(cancelled.json).toMatchObject({ status: 'cancelled', fee: 0 });
    const again = await postJson(`${server.url}/api/visit/${token}/cancel?lang=hi`, {});
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('यह विज़िट पहले ही कैंसल हो चुकी है');
  });
});

function addDay(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

