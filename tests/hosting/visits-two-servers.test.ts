// The hold across machines: two `groomsite serve` processes on one PostgreSQL (DATABASE_URL), the
// real site.yaml's rules, a day of Noida filled but for one window. 20 visitors book that window
// at once, 10 through each server: exactly one visit is held, and 19 are refused with the next
// open windows. Each server's availability then shows the window taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { makeSite, postJson, request } from '../helpers/leads.ts';
import { appointmentBody, dayWithOneWindowLeft, realVisitSettings, storeHeld, type FilledDay } from '../../scripts/lib/visit-days.ts';
import { startServe, stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';

const CITY = 'noida';
const PAGE = '/pet-grooming-at-home/noida';

let postgres: TestPostgres;
let sql: SqlStore;
let day: FilledDay;
let service: string;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  postgres = startPostgres();
  const databaseUrl = await postgres.createDatabase();
  const { settings, serviceLabel } = await realVisitSettings();
  day = dayWithOneWindowLeft(settings, CITY);
  service = serviceLabel('fur-fresh-spa');
  const { dist } = makeSite();
  const env = { DATABASE_URL: databaseUrl, LEAD_WEBHOOK_URL: '' };
  servers.push(...await Promise.all([startServe({ dir: dist, env }), startServe({ dir: dist, env })]));
  sql = openStore(databaseUrl);
  await sql.ready;
  await storeHeld(sql, CITY, day);
}, 120_000);

afterAll(async () => {
  await sql?.close();
  await Promise.all(servers.map((s) => stopChild(s.child)));
  postgres?.stop();
});

describe('two serve processes on one PostgreSQL', () => {
  it('give the last free window to one of 20 simultaneous bookings split between them', async () => {
    const answered = await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const { url } = servers[i % 2];
      return postJson(`${url}/api/booking-form`, appointmentBody({
        origin: url, pagePath: PAGE, phone: `98200${String(i).padStart(5, '0')}`, service, date: day.date, window: day.lastWindow,
      }), { Origin: url });
    }));
    const counts = { held: answered.filter((a) => a.status === 201).length, refused: answered.filter((a) => a.status === 409).length };
    expect(counts).toEqual({ held: 1, refused: 19 });
    for (const r of answered.filter((a) => a.status === 409)) expect(r.json.message).toContain('The next open windows: ');
    const visits = await sql.all<{ n: number }>('SELECT count(*) AS n FROM visits WHERE date = ? AND time_window = ?', [day.date, day.lastWindow]);
    expect(visits[0].n).toBe(1);
    const leads = await sql.all<{ n: number }>("SELECT count(*) AS n FROM leads WHERE phone LIKE '98200%'");
    expect(leads[0].n).toBe(1);
    for (const { url } of servers) {
      const answer = await request(`${url}/api/availability?city=${CITY}&from=${day.date}&days=1&service=fur-fresh-spa`);
      expect(answer.json.days[0].windows.filter((w: { open: boolean }) => w.open)).toEqual([]);
    }
  });
});
