// POST /api/beacon over real HTTP, on SQLite and on a real PostgreSQL: beacons as the script sends
// them (text/plain) become counts that the desk's field-data endpoint reads back; bad bodies are
// refused with 4xx and count nothing; the per-address limit; nothing of the sender is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, deskServer } from '../helpers/desk.ts';
import { request, type RawResponse } from '../helpers/leads.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { openStore } from '../../store/open.ts';
import { purgeExpired } from '../../leads/retention.ts';
import { bucketOf, bucketValue, percentileOf, tapKindOf } from '../../model/field-data.ts';
import { MAX_SOURCES_PER_DAY, OTHER } from '../../leads/field-data/field-counts.ts';

const stores = bothStores({ startTimeoutMs: 120_000 });

const from = { ref: 'www.google.com', source: 'facebook', medium: 'cpc', campaign: 'diwali-2026', gclid: true };
const beacons = {
  visit: { kind: 'visit', page: 'city', from },
  vitals: { kind: 'vitals', page: 'city', device: 'phone', net: '4g', vitals: { LCP: 2100, INP: 120, CLS: 0.05, FCP: 900, TTFB: 300 } },
  tap: { kind: 'tap', page: 'city', path: '/pet-grooming-at-home/noida', tap: 'whatsapp', from },
};

const send = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> => request(`${url}/api/beacon`, {
  method: 'POST',
  // What navigator.sendBeacon sends for a string body.
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: url, ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe.each(storeKinds)('field-data beacons on %s', (store) => {
  it('counts visits, vitals and taps per day, and the desk reads them back (401 without a session)', async () => {
    const server = await deskServer({ db: await stores.databaseFor(store) });
    try {
      const callOnGurugram = { ...beacons.tap, tap: 'call', path: '/pet-grooming-at-home/gurugram' };
      // A page built before taps named their page sends no path: counted by its type only.
      const { path: _, ...withoutPath } = beacons.tap;
      for (const body of [beacons.visit, beacons.vitals, beacons.tap, beacons.tap, callOnGurugram, withoutPath, { ...beacons.vitals, vitals: { LCP: 5200 } }]) {
        const res = await send(server.url, body);
        expect(res.status, res.text).toBe(204);
      }
      expect((await request(`${server.url}/api/desk/field-data`)).status).toBe(401);
      const desk = await agent(server.url);
      await expect.poll(async () => (await desk.get('/api/desk/field-data?days=7')).json?.perDay?.whatsapp?.at(-1), { timeout: 5000 }).toBe(3);
      const report = (await desk.get('/api/desk/field-data?days=7')).json;
      expect(report.days).toHaveLength(7);
      // Two LCPs, 2100 and 5200: the 75th percentile is the larger, within the sketch's 5%.
      expect(report.vitals.city.LCP.count).toBe(2);
      expect(Math.abs(report.vitals.city.LCP.p75 - 5200) / 5200).toBeLessThan(0.05);
      expect(report.vitals.city.LCP.rating).toBe('poor');
      expect(report.vitals.all.CLS).toMatchObject({ count: 1, rating: 'good' });
      expect(report.tapsByPage).toEqual([{ page: 'city', kind: 'whatsapp', count: 3 }, { page: 'city', kind: 'call', count: 1 }]);
      // Which city's page the taps came from.
      expect(report.tapsByPath).toEqual([
        { path: '/pet-grooming-at-home/noida', kind: 'whatsapp', count: 2 }, { path: '/pet-grooming-at-home/gurugram', kind: 'call', count: 1 },
      ]);
      expect(report.referrers).toEqual([{ referrer: 'www.google.com', visits: 1, taps: 4, leads: 0 }]);
      expect(report.campaigns).toEqual([{ source: 'facebook', medium: 'cpc', campaign: 'diwali-2026', gclid: true, visits: 1, taps: 4, leads: 0 }]);
      expect((await desk.get('/api/desk/field-data?days=3')).status).toBe(400);

      // Only counts are stored: no address, no agent, no time finer than the day.
      const sql = openStore(server.db, { use: 'command' });
      await sql.ready;
      try {
        const taps = await sql.all<Record<string, unknown>>('SELECT * FROM field_taps');
        expect(new Set(taps.map((r) => Object.keys(r).sort().join()))).toEqual(new Set(['day,kind,n,page_type']));
        const pages = await sql.all<Record<string, unknown>>('SELECT * FROM field_tap_pages');
        expect(new Set(pages.map((r) => Object.keys(r).sort().join()))).toEqual(new Set(['day,kind,n,path']));
        const sources = await sql.all<Record<string, unknown>>('SELECT * FROM field_sources');
        expect(JSON.stringify(sources)).not.toContain('127.0.0.1');
      } finally {
        await sql.close();
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('field-data beacons refused', () => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  beforeAll(async () => {
    server = await deskServer({ api: { rateLimit: { windowSeconds: 60, maxRequests: 100 } } });
  });
  afterAll(() => server?.close());

  it.each([
    ['not JSON', '{kind: vitals', 400],
    ['an empty body', '', 400],
    ['an unknown kind', { kind: 'scroll', page: 'city' }, 400],
    ['an unknown field', { ...beacons.tap, phone: '9876543210' }, 400],
    ['an unknown page type', { ...beacons.tap, page: 'checkout' }, 400],
    ['an unknown tap kind', { ...beacons.tap, tap: 'facebook' }, 400],
    ['a full address as the path', { ...beacons.tap, path: 'https://evil.example/x' }, 400],
    ['a path with a query', { ...beacons.tap, path: '/pet-grooming?phone=9876543210' }, 400],
    ['a path over 120 characters', { ...beacons.tap, path: `/${'a'.repeat(120)}` }, 400],
    ['an unknown metric', { ...beacons.vitals, vitals: { FID: 12 } }, 400],
    ['an absurd LCP', { ...beacons.vitals, vitals: { LCP: 9e9 } }, 400],
    ['a negative CLS', { ...beacons.vitals, vitals: { CLS: -1 } }, 400],
    ['a value as text', { ...beacons.vitals, vitals: { LCP: '2100' } }, 400],
    ['no vitals', { ...beacons.vitals, vitals: {} }, 400],
    ['an odd campaign tag', { ...beacons.visit, from: { ...from, campaign: 'Diwali <script>' } }, 400],
    ['a gclid value', { ...beacons.visit, from: { ...from, gclid: 'Cj0KCQ' } }, 400],
    ['an array', [beacons.tap], 400],
    ['a body over 1 KB', { ...beacons.tap, pad: 'x'.repeat(2000) }, 413],
  ])('%s: %i', async (_, body, status) => {
    const res = await send(server.url, body);
    expect(res.status, res.text).toBe(status);
    expect(res.json?.message).toBeTruthy();
  });

  it('other methods, types and origins', async () => {
    expect((await send(server.url, beacons.tap, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send(server.url, beacons.tap, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect((await send(server.url, beacons.tap, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await request(`${server.url}/api/beacon`)).status).toBe(405);
  });

  it('nothing refused was counted', async () => {
    await expect.poll(async () => (await (await agent(server.url)).get('/api/desk/field-data?days=7')).json.tapsByPage, { timeout: 5000 })
      .toEqual([{ page: 'city', kind: 'whatsapp', count: 1 }]);
  });
});

describe.each(storeKinds)('a flood of beacons with made-up paths and tags on %s', (store) => {
  // Issue 41, item 3: every distinct path, referrer or campaign once made a row kept for a year.
  it('adds a bounded number of rows: paths that are no page count as "other", and a day takes at most so many sources', async () => {
    const server = await deskServer({ db: await stores.databaseFor(store), api: { rateLimit: { windowSeconds: 60, maxRequests: 100_000 } } });
    try {
      const random = () => Math.random().toString(36).slice(2, 10);
      const hostile = ['/../../etc/passwd', '/assets/app.3f9a1c2b.js', '/robots.txt', '/.env', '/about/..', '/pet-grooming-at-home/noida/x'];
      const FLOOD = 10_000;
      let sent = 0;
      const deadline = Date.now() + 90_000;
      // 25 senders at once, each sending until the flood is out (or the time is up).
      await Promise.all(Array.from({ length: 25 }, async () => {
        while (sent < FLOOD && Date.now() < deadline) {
          const i = sent++;
          const path = i % 7 === 0 ? hostile[i % hostile.length] : `/${random()}/${random()}`;
          const from = { ref: `${random()}.example`, source: random(), medium: 'cpc', campaign: random(), gclid: i % 2 === 0 };
          const body = i % 3 === 0 ? { kind: 'visit', page: 'city', from } : { kind: 'tap', page: 'city', path, tap: 'call', from };
          const res = await send(server.url, body);
          if (res.status !== 204) throw new Error(`beacon ${i}: ${res.status} ${res.text}`);
        }
      }));
      expect(sent).toBeGreaterThanOrEqual(FLOOD);
      // Two real pages among the flood still count under their own path.
      for (const path of ['/pet-grooming-at-home/noida', '/about']) expect((await send(server.url, { ...beacons.tap, path })).status).toBe(204);
      // Counts are written once a second: the last two are in once the desk lists them.
      const desk = await agent(server.url);
      await expect.poll(async () => (await desk.get('/api/desk/field-data?days=7')).json?.tapsByPath?.map((t: { path: string }) => t.path), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['/about', '/pet-grooming-at-home/noida', 'other']));
      const sql = openStore(server.db, { use: 'command' });
      await sql.ready;
      try {
        const pages = await sql.all<{ path: string }>('SELECT path FROM field_tap_pages');
        expect(pages.map((p) => p.path).sort()).toEqual(['/about', '/pet-grooming-at-home/noida', 'other']);
        const sources = Number((await sql.get<{ n: unknown }>('SELECT COUNT(*) AS n FROM field_sources'))!.n);
        // MAX_SOURCES_PER_DAY distinct sources, then "other" with and without a gclid.
        expect(sources).toBeLessThanOrEqual(MAX_SOURCES_PER_DAY + 2);
        expect(await sql.get('SELECT visits FROM field_sources WHERE referrer = ? AND gclid = 1', [OTHER])).toBeDefined();
      } finally {
        await sql.close();
      }
    } finally {
      await server.close();
    }
  }, 150_000);
});

describe('field-data limits and retention', () => {
  it('limits beacons per address to ten times the forms\' allowance, with Retry-After', async () => {
    const server = await deskServer({ api: { rateLimit: { windowSeconds: 60, maxRequests: 2 } } });
    try {
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push((await send(server.url, beacons.tap)).status);
      expect(answers.slice(0, 20).every((s) => s === 204)).toBe(true);
      const refused = await send(server.url, beacons.tap);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('a purge deletes the counts of days older than the retention, with the leads', async () => {
    const server = await deskServer();
    await server.close();
    const sql = openStore(server.db, { use: 'command' });
    await sql.ready;
    try {
      await sql.run("INSERT INTO field_taps (day, kind, page_type, n) VALUES ('2020-01-01', 'call', 'home', 3), ('2099-01-01', 'call', 'home', 1)");
      await sql.run("INSERT INTO field_tap_pages (day, kind, path, n) VALUES ('2020-01-01', 'call', '/', 3), ('2099-01-01', 'call', '/', 1)");
      const purged = await purgeExpired(sql, 12);
      expect(purged.fieldRows).toBe(2);
      expect(await sql.all('SELECT day FROM field_taps')).toEqual([{ day: '2099-01-01' }]);
      expect(await sql.all('SELECT day FROM field_tap_pages')).toEqual([{ day: '2099-01-01' }]);
    } finally {
      await sql.close();
    }
  });
});

describe('the shared facts', () => {
  it('a percentile reads back from the buckets within 5%', () => {
    for (const v of [1, 37, 180, 2500, 4000, 59_000]) expect(Math.abs(bucketValue('LCP', bucketOf('LCP', v)) - v) / v).toBeLessThan(0.05);
    expect(bucketValue('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.1, 2);
    const counts = new Map([[bucketOf('INP', 100), 3], [bucketOf('INP', 600), 1]]);
    expect(percentileOf('INP', counts, 75)).toBeCloseTo(100, -1);
    expect(percentileOf('INP', new Map(), 75)).toBeUndefined();
  });

  it('tells contact links apart', () => {
    expect(['tel:+919876543210', 'https://wa.me/919876543210?text=Hi', 'mailto:hello@doorsteppaws.in',
      'https://maps.google.com/?q=Noida', 'https://www.google.com/maps/place/x', 'https://play.google.com/store/apps/details?id=in.doorsteppaws.app',
      'https://apps.apple.com/in/app/x/id1', '/contact', 'https://www.facebook.com/doorsteppaws'].map(tapKindOf))
      .toEqual(['call', 'whatsapp', 'email', 'directions', 'directions', 'app', 'app', undefined, undefined]);
  });
});
