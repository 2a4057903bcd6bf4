// Groomers' calendar feeds over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL, each
// feed parsed with ical.js (a library other than the one that writes it): a groomer's feed holds
// their two visits and not another's, at the right instants; a move changes the event's start
// under the same UID with a higher SEQUENCE; a cancelled visit reads CANCELLED; a replaced or
// revoked address answers 404. The feed and message endpoints per role and without a session.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaInstant } from '../../model/visits/time.ts';
import { request } from '../helpers/leads.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { addTeam, bookedDesk, type BookedDesk, dayBothWork, threeNoidaBookings, visitTestSetup } from './dayplan-helpers.ts';
import { storeKinds } from '../helpers/both-stores.ts';

const { setup, stores } = visitTestSetup();

interface Event { uid: string; summary: string; start: number; end: number; sequence: number; status: string; lastModified: string | undefined; location: string }

/** The events of a feed as a calendar app reads them. */
function eventsOf(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime(),
      sequence: event.sequence, status: String(vevent.getFirstPropertyValue('status')),
      lastModified: vevent.getFirstPropertyValue('last-modified')?.toString(), location: event.location,
    };
  });
}

type Who = 'owner' | 'staff' | 'groomer' | 'nobody';

describe.each(storeKinds)('calendar feeds on %s', (backend) => {
  let server: BookedDesk['server'];
  let owner: Agent;
  let staff: Agent;
  let sunil: Agent;
  let kavita: Agent;
  /** Rohan's own link to his visit, as his booking answered it. */
  let rohanLink: string;
  const date = dayBothWork();
  const feed = (path: string) => request(`${server.url}/api/desk/${path}`);
  const visitOf = async (name: string) => ((await owner.get(`/api/desk/visits?date=${date}`)).json.visits as { id: number; name: string; window: string }[]).find((v) => v.name === name)!;

  beforeAll(async () => {
    let answers;
    ({ server, answers, owner, staff, sunil, kavita } = await bookedDesk(await stores.databaseFor(backend), setup, date));
    rohanLink = answers[1].json.visit.link;
  }, 60_000);
  afterAll(async () => server?.close());

  it("shows a groomer's own visits at the right instants, follows a move and a cancellation", async () => {
    const issued = await owner.post('/api/desk/calendars/noida-sunil', {});
    expect(issued.status, issued.text).toBe(201);
    expect(issued.json.path).toMatch(/^calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await feed(issued.json.path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(first.text);
    expect(events.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Priya Sharma, Full Body Grooming/),
      expect.stringMatching(/^Neha Singh, Fur Fresh Spa/),
    ]);
    expect(first.text).not.toContain('Rohan');
    // 9 AM in India is 03:30 UTC; the events carry the instant, whatever the reader's zone.
    expect(events[0].start).toBe(indiaInstant(date, 9 * 60));
    expect(events[1].start).toBe(indiaInstant(date, 15 * 60));
    expect(events[0].location).toBe('B-12, Sector 18, Noida');
    // Booked from the site, not yet confirmed by the office.
    expect(events.map((e) => e.status)).toEqual(['TENTATIVE', 'TENTATIVE']);

    // Staff move Neha to 1 PM, then cancel Priya's visit.
    const neha = await visitOf('Neha Singh');
    const move = await staff.post(`/api/desk/visits/${neha.id}/move`, { date, window: '13:00-15:00', groomerId: 'noida-sunil' });
    expect(move.status, move.text).toBe(200);
    const priya = await visitOf('Priya Sharma');
    expect((await staff.post(`/api/desk/visits/${priya.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const after = eventsOf((await feed(issued.json.path)).text);
    const moved = after.find((e) => e.uid === events[1].uid)!;
    expect(moved.start).toBe(indiaInstant(date, 13 * 60));
    expect(moved.sequence).toBeGreaterThan(events[1].sequence);
    expect(moved.lastModified).toBeDefined();
    const cancelled = after.find((e) => e.uid === events[0].uid)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(events[0].sequence);
    expect(after).toHaveLength(2);
  });

  it('answers 404 for a replaced, a revoked or a never issued address', async () => {
    const old = (await sunil.post('/api/desk/calendars/noida-sunil', {})).json.path;
    expect((await feed(old)).status).toBe(200);
    const fresh = (await owner.post('/api/desk/calendars/noida-sunil', {})).json.path;
    expect((await feed(old)).status).toBe(404);
    expect((await feed(fresh)).status).toBe(200);
    expect((await sunil.post('/api/desk/calendars/noida-sunil/revoke', {})).status).toBe(200);
    expect((await feed(fresh)).status).toBe(404);
    expect((await feed(`calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    // The owner's list says whose feed is on, and each groomer's desk account.
    await owner.post('/api/desk/calendars/noida-kavita', {});
    const feeds = (await owner.get('/api/desk/calendars')).json.feeds as { groomerId: string; account: string | null; since: string | null; by: string | null }[];
    expect(feeds.find((f) => f.groomerId === 'noida-kavita')).toMatchObject({ account: 'kavita', by: 'owner', since: expect.any(String) });
    expect(feeds.find((f) => f.groomerId === 'noida-sunil')).toMatchObject({ account: 'sunil', since: null });
    expect((await sunil.get('/api/desk/calendars')).json.feeds.map((f: { groomerId: string }) => f.groomerId)).toEqual(['noida-sunil']);
  });

  it('admits each role to the feed and message endpoints only, nobody without a session, nothing cross-site', async () => {
    const rohan = await visitOf('Rohan Gupta');
    const table: [string, string, Record<Who, number>][] = [
      ['GET', '/api/desk/calendars', { owner: 200, staff: 403, groomer: 200, nobody: 401 }],
      ['POST', '/api/desk/calendars/noida-sunil', { owner: 201, staff: 403, groomer: 201, nobody: 401 }],
      ['POST', '/api/desk/calendars/noida-kavita', { owner: 201, staff: 403, groomer: 403, nobody: 401 }],
      ['POST', '/api/desk/calendars/noida-sunil/revoke', { owner: 200, staff: 403, groomer: 200, nobody: 401 }],
      ['POST', '/api/desk/calendars/noida-kavita/revoke', { owner: 200, staff: 403, groomer: 403, nobody: 401 }],
      ['POST', '/api/desk/calendars/nobody-here', { owner: 404, staff: 403, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/visits/${rohan.id}/confirmation`, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      // Rohan's visit is Kavita's: Sunil does not see it at all.
      ['POST', `/api/desk/visits/${rohan.id}/messages`, { owner: 200, staff: 200, groomer: 404, nobody: 401 }],
    ];
    const agents: Record<Exclude<Who, 'nobody'>, Agent> = { owner, staff, groomer: sunil };
    const bodies: Record<string, unknown> = { messages: { kind: 'on-the-way' } };
    for (const [method, path, expected] of table) {
      const body = bodies[path.split('/').at(-1)!] ?? {};
      for (const who of ['owner', 'staff', 'groomer', 'nobody'] as Who[]) {
        const status = who === 'nobody'
          ? (await request(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Origin: server.url }, body: method === 'POST' ? JSON.stringify(body) : undefined })).status
          : (method === 'GET' ? await agents[who].get(path) : await agents[who].post(path, body)).status;
        expect.soft(status, `${who} ${method} ${path}`).toBe(expected[who]);
      }
      if (method === 'POST') {
        const crossSite = await owner.post(path, body, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
        expect.soft(crossSite.status, `cross-site ${path}`).toBe(403);
      }
    }
    expect((await kavita.post('/api/desk/calendars/noida-kavita', {})).status).toBe(201);
  });

  it("follows the customer's own cancellation through their link too", async () => {
    const path = (await kavita.post('/api/desk/calendars/noida-kavita', {})).json.path;
    const [before] = eventsOf((await feed(path)).text);
    expect(before.summary).toMatch(/^Rohan Gupta/);
    const cancel = await request(`${server.url}/api/visit/${rohanLink.slice('/b/'.length)}/cancel`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: '{}' });
    expect(cancel.status, cancel.text).toBe(200);
    const [after] = eventsOf((await feed(path)).text);
    expect(after).toMatchObject({ uid: before.uid, status: 'CANCELLED', start: before.start });
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });
});

describe('groomsite leads move carries the feeds, the marks of messages sent and the leave', () => {
  it('a subscribed calendar, a reminder marked sent and a groomer\'s leave survive the move from SQLite to PostgreSQL', async () => {
    const { moveLeads } = await import('../../leads/move.ts');
    const date = dayBothWork();
    const before = await deskServer({ visits: setup.settings });
    await addTeam(before.db, setup.settings);
    expect((await threeNoidaBookings(before.url, date, setup.serviceLabel)).map((a) => a.status)).toEqual([201, 201, 201]);
    const owner = await agent(before.url);
    const feed = (await owner.post('/api/desk/calendars/noida-sunil', {})).json.path as string;
    const priya = ((await owner.get(`/api/desk/visits?date=${date}`)).json.visits as { id: number; name: string }[]).find((v) => v.name === 'Priya Sharma')!;
    expect((await owner.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'reminder' })).status).toBe(200);
    const events = eventsOf((await request(`${before.url}/api/desk/${feed}`)).text);
    const leave = await owner.post('/api/desk/leave', { groomerId: 'noida-kavita', from: date, to: addDays(date, 1), note: 'Exams' });
    expect(leave.status, leave.text).toBe(201);
    await before.close();

    const url = await stores.postgres.createDatabase();
    await moveLeads({ from: before.db, to: url });
    const after = await deskServer({ db: url, visits: setup.settings });
    try {
      const moved = eventsOf((await request(`${after.url}/api/desk/${feed}`)).text);
      expect(moved.map((e) => [e.uid, e.start, e.sequence])).toEqual(events.map((e) => [e.uid, e.start, e.sequence]));
      const visits = (await (await agent(after.url)).get(`/api/desk/visits?date=${date}`)).json.visits as { name: string; messages: { kind: string; sentBy?: string }[] }[];
      expect(visits.find((v) => v.name === 'Priya Sharma')!.messages.find((m) => m.kind === 'reminder')).toMatchObject({ sentBy: 'owner' });
      // The leave still holds there: listed, and Kavita's evening closed to bookings.
      const { leave: kept } = (await (await agent(after.url)).get('/api/desk/leave')).json;
      expect(kept).toEqual([{ ...leave.json.leave, id: expect.any(Number) }]);
      const day = (await request(`${after.url}/api/availability?city=noida&from=${date}&days=1`)).json.days[0];
      expect(day.windows.find((w: { window: string }) => w.window === '19:00-21:00')).toMatchObject({ open: false });
    } finally {
      await after.close();
    }
  }, 60_000);
});
