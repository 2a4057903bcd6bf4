// What the day-plan tests share: staff of each role on a served site with the real rules, and
// three Noida bookings on a day both Noida groomers work.
import http from 'node:http';
import { beforeAll, expect } from 'vitest';
import { addUser } from '../../desk/users.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { VisitRules } from '../../model/visits/rules.ts';
import { addDays, indiaDate, weekdayOf } from '../../model/visits/time.ts';
import { bothStores, type BothStores } from '../helpers/both-stores.ts';
import { postJson, request, type RawResponse } from '../helpers/leads.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { realRules } from '../helpers/visit-rules.ts';
import { agent, deskServer, PASSWORD, type Agent } from '../helpers/desk.ts';
import { openStore } from '../../store/open.ts';

export const NOIDA_PAGE = '/pet-grooming-at-home/noida';

export interface VisitTestSetup { settings: VisitSettings; serviceLabel: (id: string) => string }

/**
 * A desk test file's setup, once for the file: the real site's visit settings, and the two stores
 * each test runs on (a PostgreSQL server of the file's; on SQLite, the served site's own file).
 */
export function visitTestSetup(): { setup: VisitTestSetup; stores: BothStores<string | undefined> } {
  const setup = {} as VisitTestSetup;
  const stores = bothStores();
  beforeAll(async () => {
    Object.assign(setup, await realVisitSettings());
  });
  return { setup, stores };
}

/** staff "asha", groomers "sunil" (noida-sunil) and "kavita" (noida-kavita); the helpers' "owner" is there already. */
export async function addTeam(db: string, settings: VisitSettings): Promise<void> {
  const team = Object.fromEntries(Object.values(settings.rules.cities).flatMap((c) => c.groomers.map((g) => [g.id, g.name])));
  await addUser({ db, name: 'asha', password: PASSWORD, role: 'staff' });
  await addUser({ db, name: 'sunil', password: PASSWORD, role: 'groomer', groomer: 'noida-sunil', team });
  await addUser({ db, name: 'kavita', password: PASSWORD, role: 'groomer', groomer: 'noida-kavita', team });
}

/** A desk client logged in as `name` (one of the team above). */
export const agentFor = (url: string, name: string): Promise<Agent> => agent(url, name);

/**
 * Whether a groomer works on a day, by the rules the booking engine applies: one of their weekdays
 * in site.yaml and not one of their days off there (Kavita: not on Tuesdays, nor on 2026-12-31).
 */
export function worksOn(rules: VisitRules, groomerId: string, date: string): boolean {
  const groomer = Object.values(rules.cities).flatMap((c) => c.groomers).find((g) => g.id === groomerId);
  if (!groomer) throw new Error(`no groomer ${groomerId} in the rules`);
  return groomer.days.includes(weekdayOf(date)) && !groomer.daysOff.includes(date);
}

/** The first day from tomorrow (India) on which both Noida groomers work, by site.yaml's rules unless told others. */
export function dayBothWork(now = Date.now(), rules: VisitRules = realRules()): string {
  for (let ahead = 1; ahead <= rules.horizonDays; ahead++) {
    const date = addDays(indiaDate(now), ahead);
    if (worksOn(rules, 'noida-sunil', date) && worksOn(rules, 'noida-kavita', date)) return date;
  }
  throw new Error('both Noida groomers are off on every bookable day');
}

/**
 * Three Noida bookings on `date`, as the city page's form sends them: 09:00 (a full body grooming,
 * two hours: Sunil), 13:00 (Kavita, who has none yet) and 15:00 (Sunil again: a tie goes to the
 * team's first). Returns the 201 answers.
 */
export async function threeNoidaBookings(url: string, date: string, serviceLabel: (id: string) => string): Promise<RawResponse[]> {
  const book = (name: string, phone: string, window: string, pkg: string, address: string) => postJson(`${url}/api/booking-form`, {
    ...appointmentBody({ origin: url, pagePath: NOIDA_PAGE, phone, service: serviceLabel(pkg), date, window }), name, address,
  });
  return [
    await book('Priya Sharma', '9811100001', '09:00-11:00', 'full-body-grooming', 'B-12, Sector 18, Noida'),
    await book('Rohan Gupta', '9811100002', '13:00-15:00', 'fur-fresh-spa', 'C-4, Sector 62, Noida'),
    await book('Neha Singh', '9811100003', '15:00-17:00', 'fur-fresh-spa', 'Tower 3, Sector 137, Noida'),
  ];
}

export interface BookedDesk {
  server: Awaited<ReturnType<typeof deskServer>>;
  /** The three bookings' answers (threeNoidaBookings). */
  answers: RawResponse[];
  owner: Agent; staff: Agent; sunil: Agent; kavita: Agent;
}

/** A served desk on a fresh `db` with the team, the three Noida bookings on `date` (each accepted), and a client for each role. */
export async function bookedDesk(db: string | undefined, setup: VisitTestSetup, date: string): Promise<BookedDesk> {
  const server = await deskServer({ db, visits: setup.settings });
  await addTeam(server.db, setup.settings);
  const answers = await threeNoidaBookings(server.url, date, setup.serviceLabel);
  expect(answers.map((a) => a.status), answers.map((a) => a.text).join('\n')).toEqual([201, 201, 201]);
  // One after another: logins at once from one address are throttled as a burst would be.
  return { server, answers, owner: await agent(server.url), staff: await agentFor(server.url, 'asha'), sunil: await agentFor(server.url, 'sunil'), kavita: await agentFor(server.url, 'kavita') };
}

/** The status of a streaming answer (the live events), read without waiting for its end. */
export function statusOf(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: cookie ? { Cookie: cookie } : {}, agent: false }, (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('error', reject);
  });
}

/**
 * As the clock would have it on the visit's day: its window has begun (a minute ago), so it may be
 * marked done or no-show (model/visits/visit-status.ts nextStatusesAt). The rest of the visit is kept.
 */
export async function windowBegun(db: string, visitId: number): Promise<void> {
  const sql = openStore(db);
  await sql.ready;
  try {
    const started = Date.now() - 60_000;
    await sql.run('UPDATE visits SET end_ms = end_ms - (start_ms - ?), start_ms = ? WHERE id = ?', [started, started, visitId]);
  } finally {
    await sql.close();
  }
}

/**
 * A Fur Fresh Spa booked for `phone` on `date` at 9 to 11 from the Noida page of the site served
 * at `url` (its definition at `root`), as the page's dialog sends it; the visit the desk lists for it.
 */
export async function bookNoidaVisit(url: string, root: string, desk: Agent, phone: string, date: string): Promise<{ id: number; groomerId: string }> {
  const { serviceLabel } = await realVisitSettings(root);
  const booked = await postJson(`${url}/api/booking-form`, {
    ...appointmentBody({ origin: url, pagePath: NOIDA_PAGE, phone, service: serviceLabel('fur-fresh-spa'), date, window: '09:00-11:00' }),
  });
  expect(booked.status, booked.text).toBe(201);
  return (await desk.get(`/api/desk/visits?date=${date}`)).json.visits.find((v: { phone: string }) => v.phone === phone);
}
