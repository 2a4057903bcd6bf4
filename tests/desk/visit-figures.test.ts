// The visits' figures over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL, from
// visits stored with known days, statuses, lengths and totals: visits per day by city, the
// cancellation and no-show rates, the totals booked and collected per week, and each groomer's
// booked hours against the hours site.yaml has them work, less the leave entered on the desk
// (overlapping leave counted once, a removed one not at all). Per role and without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaDate, indiaInstant, weekdayOf } from '../../model/visits/time.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { request } from '../helpers/leads.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { addTeam, agentFor, worksOn } from './dayplan-helpers.ts';

let settings: VisitSettings;
const stores = bothStores();

beforeAll(async () => {
  ({ settings } = await realVisitSettings());
});

const today = indiaDate(Date.now());
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Monday of this week (India). */
const monday = addDays(today, -WEEK.indexOf(weekdayOf(today)));

async function store(sql: SqlStore, v: { city: string; groomer: string; date: string; from: string; minutes: number; status: string; total: number }, i: number) {
  const lead = await sql.get<{ id: number }>("INSERT INTO leads (kind, received_at, phone, fields) VALUES ('booking', ?, ?, '{}') RETURNING id",
    [new Date().toISOString(), `98000000${String(i).padStart(2, '0')}`]);
  const start = indiaInstant(v.date, Number(v.from.slice(0, 2)) * 60);
  const window = `${v.from}-${String(Number(v.from.slice(0, 2)) + 2).padStart(2, '0')}:00`;
  await sql.run(`INSERT INTO visits (lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [lead!.id, v.city, v.date, window, v.groomer, start, start + v.minutes * 60_000, v.status, JSON.stringify({ lines: [], total: v.total }), new Date().toISOString()]);
}

describe.each(storeKinds)('visit figures on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: settings });
    await addTeam(server.db, settings);
    const sql = openStore(server.db);
    const visits = [
      // Last week: Monday a done visit and a no-show in Noida; Tuesday one cancelled in Noida, one done in Delhi.
      { city: 'noida', groomer: 'noida-sunil', date: addDays(monday, -7), from: '09:00', minutes: 120, status: 'done', total: 1599 },
      { city: 'noida', groomer: 'noida-kavita', date: addDays(monday, -7), from: '13:00', minutes: 90, status: 'no-show', total: 799 },
      { city: 'noida', groomer: 'noida-sunil', date: addDays(monday, -6), from: '11:00', minutes: 60, status: 'cancelled', total: 999 },
      { city: 'delhi', groomer: 'delhi-arjun', date: addDays(monday, -6), from: '09:00', minutes: 90, status: 'done', total: 1200 },
      // Next week's Tuesday, confirmed.
      { city: 'noida', groomer: 'noida-sunil', date: addDays(monday, 8), from: '09:00', minutes: 90, status: 'confirmed', total: 899 },
      // Outside the six weeks: counted nowhere.
      { city: 'noida', groomer: 'noida-sunil', date: addDays(monday, -29), from: '09:00', minutes: 120, status: 'done', total: 5000 },
      { city: 'noida', groomer: 'noida-sunil', date: addDays(monday, 14), from: '09:00', minutes: 120, status: 'confirmed', total: 5000 },
    ];
    for (const [i, v] of visits.entries()) await store(sql, v, i);
    // Arjun (7 AM to 3 PM, not Sundays): last week's Monday away, twice over, and Wednesday from 1 PM to 5 PM
    // (two of his hours); a removed leave on Thursday takes nothing.
    const leave = [[addDays(monday, -7), 0, addDays(monday, -6), 0], [addDays(monday, -7), 600, addDays(monday, -7), 720],
      [addDays(monday, -5), 780, addDays(monday, -5), 1020], [addDays(monday, -4), 0, addDays(monday, -3), 0]] as const;
    for (const [i, [fromDay, fromMinutes, toDay, toMinutes]] of leave.entries()) {
      await sql.run('INSERT INTO groomer_leave (groomer_id, start_ms, end_ms, created_by, created_at, removed_by, removed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ['delhi-arjun', indiaInstant(fromDay, fromMinutes), indiaInstant(toDay, toMinutes), 'owner', new Date().toISOString(), ...(i === 3 ? ['owner', new Date().toISOString()] : [null, null])]);
    }
    await sql.close();
    owner = await agent(server.url);
  }, 60_000);
  afterAll(async () => server?.close());

  it('counts visits per day by city, the rates, the weekly totals and the hours', async () => {
    const res = await owner.get('/api/desk/figures/visits');
    expect(res.status, res.text).toBe(200);
    const f = res.json;
    expect(f.from).toBe(addDays(monday, -28));
    expect(f.to).toBe(addDays(monday, 13));
    expect(f.days).toHaveLength(42);
    const day = (date: string) => f.days.indexOf(date);
    const noida = Array(42).fill(0);
    noida[day(addDays(monday, -7))] = 2;
    noida[day(addDays(monday, 8))] = 1;
    const delhi = Array(42).fill(0);
    delhi[day(addDays(monday, -6))] = 1;
    expect(f.byCity).toEqual({ Noida: noida, Delhi: delhi });
    expect(f).toMatchObject({ visits: 5, cancelled: 1, cancellationRate: 0.2, reachedDoor: 3, noShows: 1 });
    expect(f.noShowRate).toBeCloseTo(1 / 3, 10);
    expect(f.weeks).toEqual([
      ...[-28, -21, -14].map((d) => ({ from: addDays(monday, d), booked: 0, collected: 0, visits: 0, done: 0 })),
      { from: addDays(monday, -7), booked: 1599 + 799 + 1200, collected: 1599 + 1200, visits: 3, done: 2 },
      { from: monday, booked: 0, collected: 0, visits: 0, done: 0 },
      { from: addDays(monday, 7), booked: 899, collected: 0, visits: 1, done: 0 },
    ]);
    const hours = Object.fromEntries(f.groomers.map((g: { id: string; bookedHours: number; workedHours: number }) => [g.id, [g.bookedHours, g.workedHours]]));
    // Sunil works every day 9 to 5; Kavita 1 to 9 but not on Tuesdays nor on her days off in site.yaml
    // (2026-12-31 only, not every 31 December); the cancelled hour is not booked.
    const workingDays = (id: string) => f.days.filter((d: string) => worksOn(settings.rules, id, d)).length;
    expect(hours['noida-sunil']).toEqual([3.5, workingDays('noida-sunil') * 8]);
    expect(hours['noida-kavita']).toEqual([1.5, workingDays('noida-kavita') * 8]);
    expect(hours['delhi-arjun']).toEqual([1.5, workingDays('delhi-arjun') * 8 - 8 - 2]);
  });

  it('is for the office only, and nobody without a session', async () => {
    expect((await (await agentFor(server.url, 'asha')).get('/api/desk/figures/visits')).status).toBe(200);
    expect((await (await agentFor(server.url, 'sunil')).get('/api/desk/figures/visits')).status).toBe(403);
    expect((await request(`${server.url}/api/desk/figures/visits`)).status).toBe(401);
  });
});
