// Before and after (issue 44 items 5 and 6), over real HTTP on SQLite and on a real PostgreSQL: the
// groomer of a done visit adds two photos from the phone (one carrying the place it was taken);
// they are kept as JPEGs without metadata; the customer's link lists and serves them privately and
// records their consent, which the desk then shows; another groomer, nobody and another site are
// refused, a text file and a seventh photo too; `leads move` carries them to PostgreSQL; erasing
// the phone number removes them, and so does the retention purge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { openStore } from '../../store/open.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { postJson, request, type RawResponse } from '../helpers/leads.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { addTeam, agentFor, dayBothWork, NOIDA_PAGE, visitTestSetup, windowBegun } from './dayplan-helpers.ts';
import { exifLatitude, phoneJpeg, png } from '../editor/photo-samples.ts';
import { deletePhoneCommand, purgeExpired } from '../../leads/retention.ts';
import { moveLeads } from '../../leads/move.ts';

const { setup, stores } = visitTestSetup();

interface Photo { n: number; width: number; height: number; addedBy: string; consentAt?: string }
interface PlanVisit { id: number; leadId?: number; groomerId: string; phone: string; photos?: Photo[] }

describe.each(storeKinds)('photos of a visit on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  const date = dayBothWork();
  const book = (phone: string, window: string) => postJson(`${server.url}/api/booking-form`, {
    ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('basic-grooming'), date, window }), name: 'Kiran Rao',
  });
  const plan = async (who: Agent): Promise<PlanVisit[]> => (await who.get(`/api/desk/visits?date=${date}`)).json.visits;
  /** The file as the card sends it: its bytes as the body, the type the phone's browser says. */
  const upload = (who: Agent, visitId: number, body: Buffer, type = 'image/jpeg', extra: Record<string, string> = {}): Promise<RawResponse> =>
    request(`${server.url}/api/desk/visits/${visitId}/photos`, {
      method: 'POST', body, headers: { 'Content-Type': type, Cookie: who.cookie, Origin: who.origin, 'X-Desk-Csrf': who.csrf, ...extra },
    });
  const rows = async (sqlText: string, params: (string | number)[]) => {
    const sql = openStore(server.db);
    await sql.ready;
    try {
      return await sql.all<Record<string, unknown>>(sqlText, params);
    } finally {
      await sql.close();
    }
  };

  /** A done visit of `phone` with its groomer (and the other one), and its link's token. */
  async function doneVisit(phone: string, window: string) {
    const booked = await book(phone, window);
    expect(booked.status, booked.text).toBe(201);
    const visit = (await plan(owner)).find((v) => v.phone === phone)!;
    const [mine, theirs] = visit.groomerId === 'noida-sunil' ? ['sunil', 'kavita'] : ['kavita', 'sunil'];
    const own = await agentFor(server.url, mine);
    const other = await agentFor(server.url, theirs);
    const token = String(booked.json.visit.link).replace(/^\/b\//, '');
    return { visit, own, other, token, mine };
  }

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: () => setup.settings });
    await addTeam(server.db, setup.settings);
    owner = await agent(server.url);
  }, 60_000);
  afterAll(async () => server?.close());

  let first: Awaited<ReturnType<typeof doneVisit>>;

  it('keeps two photos from the groomer of a done visit as JPEGs without metadata; refuses others, nobody, another site, a text file and a seventh', async () => {
    first = await doneVisit('9811100051', '09:00-11:00');
    const { visit, own, other, mine } = first;
    const gps = await phoneJpeg();
    expect(exifLatitude((await sharp(gps).metadata()).exif), 'the sample carries the place').toBeGreaterThan(28);

    // Still to come: nothing to show yet.
    expect((await upload(own, visit.id, gps)).status).toBe(409);
    await windowBegun(server.db, visit.id);
    expect((await own.post(`/api/desk/visits/${visit.id}/status`, { status: 'done' })).status).toBe(200);

    const one = await upload(own, visit.id, gps);
    expect(one.status, one.text).toBe(201);
    const two = await upload(own, visit.id, await png(), 'image/png');
    expect(two.status, two.text).toBe(201);
    expect(two.json.photos).toEqual([
      expect.objectContaining({ n: 1, width: 800, height: 1200, addedBy: mine }),
      expect.objectContaining({ n: 2, width: 900, height: 600, addedBy: mine }),
    ]);
    const kept = await rows('SELECT n, bytes, lead_id FROM visit_photos WHERE visit_id = ? ORDER BY n', [visit.id]);
    expect(kept.map((r) => Number(r.lead_id))).toEqual([visit.leadId, visit.leadId]);
    for (const row of kept) {
      const meta = await sharp(Buffer.from(row.bytes as Buffer)).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    }

    // Another groomer's visit is not found; nobody is asked to log in; another site is refused.
    expect((await upload(other, visit.id, gps)).status).toBe(404);
    expect((await other.get(`/api/desk/visits/${visit.id}/photos/1.jpg`)).status).toBe(404);
    expect((await plan(other)).some((v) => v.id === visit.id)).toBe(false);
    expect((await request(`${server.url}/api/desk/visits/${visit.id}/photos/1.jpg`)).status).toBe(401);
    expect((await request(`${server.url}/api/desk/visits/${visit.id}/photos`, { method: 'POST', body: gps, headers: { 'Content-Type': 'image/jpeg' } })).status).toBe(401);
    expect((await upload(own, visit.id, gps, 'image/jpeg', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await upload(own, visit.id, gps, 'image/jpeg', { 'X-Desk-Csrf': 'stale' })).status).toBe(403);
    // Judged by its bytes, whatever it says it is.
    const text = await upload(own, visit.id, Buffer.from('not a photo, though the phone called it photo.jpg\n'));
    expect(text.status, text.text).toBe(415);

    // The groomer and the office see them on the card, the office any visit's.
    const card = (await plan(own)).find((v) => v.id === visit.id)!;
    expect(card.photos?.map((p) => p.n)).toEqual([1, 2]);
    const seen = await owner.get(`/api/desk/visits/${visit.id}/photos/1.jpg`);
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.body.equals(Buffer.from(kept[0].bytes as Buffer))).toBe(true);

    // At most six: the office adds four more, the seventh is refused.
    for (let i = 0; i < 4; i++) expect((await upload(owner, visit.id, await png(), 'image/png')).status).toBe(201);
    const seventh = await upload(own, visit.id, gps);
    expect(seventh.status, seventh.text).toBe(409);
    expect(seventh.json.message).toMatch(/6 photos already/);
  }, 60_000);

  it("lists and serves them on the customer's link, privately, and records the customer's consent for the desk", async () => {
    const { visit, token } = first;
    const view = await request(`${server.url}/api/visit/${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.json.photos).toHaveLength(6);
    expect(view.json.photos[0]).toEqual({ n: 1, width: 800, height: 1200 });
    expect(view.json.photoConsent).toBe(false);
    expect(view.text).not.toMatch(/sunil|kavita/);

    const photo = await request(`${server.url}/api/visit/${token}/photos/1.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['referrer-policy']).toBe('no-referrer');
    expect((await sharp(photo.body).metadata()).exif).toBeUndefined();
    expect((await request(`${server.url}/api/visit/${token}/photos/7.jpg`)).status).toBe(404);
    expect((await request(`${server.url}/api/visit/${'A'.repeat(24)}/photos/1.jpg`)).status).toBe(404);
    expect((await request(`${server.url}/api/visit/${token}/photos/1`)).status).toBe(404);

    // Nothing is shown publicly until the customer says so; the desk then shows it, and the lead's history.
    expect((await plan(owner)).find((v) => v.id === visit.id)!.photos!.every((p) => !p.consentAt)).toBe(true);
    expect((await postJson(`${server.url}/api/visit/${token}/photos/consent`, { consent: 'yes' })).status).toBe(400);
    const refused = await postJson(`${server.url}/api/visit/${token}/photos/consent`, { consent: true }, { Origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    const yes = await postJson(`${server.url}/api/visit/${token}/photos/consent`, { consent: true });
    expect(yes.status, yes.text).toBe(200);
    expect(yes.json.photoConsent).toBe(true);
    expect((await request(`${server.url}/api/visit/${token}`)).json.photoConsent).toBe(true);
    expect((await plan(owner)).find((v) => v.id === visit.id)!.photos!.every((p) => !!p.consentAt)).toBe(true);
    const lead = await owner.get(`/api/desk/leads/${visit.leadId}`);
    expect(lead.json.audit.map((a: { action: string }) => a.action)).toContain("may show the visit's photos on the website");
  }, 30_000);

  it.runIf(backend === 'sqlite')('go with their visits when `leads move` takes the database to PostgreSQL', async () => {
    const to = await stores.postgres.createDatabase();
    const moved = await moveLeads({ from: server.db, to });
    expect(moved.photos).toBe(6);
    const target = openStore(to);
    await target.ready;
    try {
      const there = await target.all<{ n: number; consent: string | null; phone: string }>(
        'SELECT p.n, p.public_consent_at AS consent, l.phone FROM visit_photos p JOIN visits v ON v.id = p.visit_id JOIN leads l ON l.id = p.lead_id ORDER BY p.n');
      expect(there.map((r) => Number(r.n))).toEqual([1, 2, 3, 4, 5, 6]);
      expect(there.every((r) => r.phone === '9811100051' && r.consent !== null)).toBe(true);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('are removed when the phone number is erased, and by the retention purge with their lead', async () => {
    const { visit, token } = first;
    const said = await deletePhoneCommand({ db: server.db ?? '', phone: '9811100051' });
    expect(said).toMatch(/6 visit photos/);
    expect(await rows('SELECT n FROM visit_photos WHERE lead_id = ?', [visit.leadId!])).toEqual([]);
    expect((await request(`${server.url}/api/visit/${token}/photos/1.jpg`)).status).toBe(404);

    const second = await doneVisit('9811100052', '13:00-15:00');
    await windowBegun(server.db, second.visit.id);
    expect((await second.own.post(`/api/desk/visits/${second.visit.id}/status`, { status: 'on-the-way' })).status).toBe(200);
    expect((await upload(second.own, second.visit.id, await png(), 'image/png')).status).toBe(201);
    const sql = openStore(server.db);
    await sql.ready;
    try {
      const purged = await purgeExpired(sql, 12, new Date(Date.now() + 400 * 86_400_000), { all: true });
      expect(purged.photos).toBe(1);
    } finally {
      await sql.close();
    }
    expect(await rows('SELECT n FROM visit_photos', [])).toEqual([]);
  }, 60_000);

  it("lets the visit's groomer or the office remove one photo: the link stops showing it, and the next added takes its number", async () => {
    const { visit, own, other, token } = await doneVisit('9811100053', '11:00-13:00');
    await windowBegun(server.db, visit.id);
    expect((await own.post(`/api/desk/visits/${visit.id}/status`, { status: 'done' })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await upload(own, visit.id, await png(), 'image/png')).status).toBe(201);
    const remove = (who: Agent, n: number, headers: Record<string, string> = {}) => who.post(`/api/desk/visits/${visit.id}/photos/${n}/remove`, {}, headers);
    const numbers = (photos: { n: number }[]) => photos.map((p) => p.n);

    // Nobody, another groomer, another site, a forged token: refused, and nothing removed.
    expect((await request(`${server.url}/api/desk/visits/${visit.id}/photos/2/remove`, { method: 'POST' })).status).toBe(401);
    expect((await remove(other, 2)).status).toBe(404);
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'X-Desk-Csrf': 'forged' }] as Record<string, string>[]) expect((await remove(own, 2, headers)).status).toBe(403);
    expect(numbers((await request(`${server.url}/api/visit/${token}`)).json.photos)).toEqual([1, 2, 3]);

    const removed = await remove(own, 2);
    expect(removed.status, removed.text).toBe(200);
    expect(numbers(removed.json.photos)).toEqual([1, 3]);
    expect((await remove(owner, 2)).status).toBe(404);
    expect((await request(`${server.url}/api/visit/${token}/photos/2.jpg`)).status).toBe(404);
    expect(numbers((await request(`${server.url}/api/visit/${token}`)).json.photos)).toEqual([1, 3]);
    // Two removals at once of one photo: one removes it, the other finds it gone.
    expect((await Promise.all([remove(owner, 3), remove(own, 3)])).map((r) => r.status).sort()).toEqual([200, 404]);
    expect(numbers((await upload(owner, visit.id, await png(), 'image/png')).json.photos)).toEqual([1, 2]);
    const lead = await owner.get(`/api/desk/leads/${visit.leadId}`);
    expect(lead.json.audit.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['removed photo 2 of the visit', 'removed photo 3 of the visit']));
  }, 60_000);
});
