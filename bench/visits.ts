/**
 * Bookable visits on loopback (DESIGN budget: availability p99 <= 50 ms; the race for one window
 * gives it once). The servers run in child processes with the real site.yaml's rules
 * (bench/visits-child.js). Availability: 32 connections for 5 seconds asking the week ahead of
 * each city for each pet, so answers come from the cache and from fresh reads as its TTL runs
 * out. The race: a day of Noida filled but for one window, then 20 bookings for that window at
 * once, on SQLite (one server) and on PostgreSQL (two servers, 10 each); counted, not asserted.
 *
 *   npx tsx bench/visits.ts          prints the figures
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openStore } from '../store/open.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startPostgres, type TestPostgres } from '../scripts/lib/postgres.ts';
import { appointmentBody, dayWithOneWindowLeft, realVisitSettings, storeHeld } from '../scripts/lib/visit-days.ts';
import { indiaDate } from '../model/visits/time.ts';

type Autocannon = (options: Record<string, unknown>) => Promise<{ non2xx: number; errors: number; '2xx': number; duration: number; latency: { p50: number; p99: number } }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = path.resolve(import.meta.dirname, '..');

export interface VisitsBenchResult {
  availability: { p50: number; p99: number; perSec: number; connections: number };
  race: { store: string; servers: number; held: number; refused: number; other: number }[];
}

async function servers(db: string, count: number, dist: string): Promise<{ procs: ServerProcess[]; urls: string[] }> {
  const procs: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    procs.push(startServerProcess([path.join(import.meta.dirname, 'visits-child.js'), dist, db, root], root, /^READY (\d+)$/));
    await procs[i].ready; // one at a time: the first migrates an empty database
  }
  const urls = await Promise.all(procs.map(async (p) => `http://127.0.0.1:${(await p.ready)[1]}`));
  return { procs, urls };
}

async function race(db: string, urls: string[]): Promise<{ held: number; refused: number; other: number }> {
  const { settings, serviceLabel } = await realVisitSettings();
  const day = dayWithOneWindowLeft(settings, 'noida');
  const sql = openStore(db);
  try {
    await sql.ready;
    await storeHeld(sql, 'noida', day);
  } finally {
    await sql.close();
  }
  const statuses = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
    const url = urls[i % urls.length];
    const body = appointmentBody({ origin: url, pagePath: '/pet-grooming-at-home/noida', phone: `97${String(i).padStart(8, '0')}`, service: serviceLabel('fur-fresh-spa'), date: day.date, window: day.lastWindow });
    const res = await fetch(`${url}/api/booking-form`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return res.status;
  }));
  return { held: statuses.filter((s) => s === 201).length, refused: statuses.filter((s) => s === 409).length, other: statuses.filter((s) => s !== 201 && s !== 409).length };
}

export async function benchVisits(): Promise<VisitsBenchResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-bench-visits-'));
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const started: ServerProcess[] = [];
  let postgres: TestPostgres | undefined;
  try {
    const sqliteDb = path.join(work, 'data', 'leads.sqlite');
    const one = await servers(sqliteDb, 1, dist);
    started.push(...one.procs);
    const { settings } = await realVisitSettings();
    const today = indiaDate(Date.now());
    const requests = Object.keys(settings.rules.cities).flatMap((city) => ['dog', 'cat'].map((pet) => ({
      method: 'GET', path: `/api/availability?city=${city}&from=${today}&days=7&pet=${pet}`,
    })));
    const url = one.urls[0];
    await autocannon({ url, requests, connections: 4, duration: 1 }); // warm up
    const load = await autocannon({ url, requests, connections: 32, duration: 5 });
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`availability saw ${load.non2xx} non-2xx answers and ${load.errors} errors`);
    const result: VisitsBenchResult = {
      availability: { p50: load.latency.p50, p99: load.latency.p99, perSec: Math.round(load['2xx'] / load.duration), connections: 32 },
      race: [{ store: 'SQLite', servers: 1, ...await race(sqliteDb, one.urls) }],
    };
    postgres = startPostgres();
    const pgDb = await postgres.createDatabase();
    const two = await servers(pgDb, 2, dist);
    started.push(...two.procs);
    result.race.push({ store: 'PostgreSQL', servers: 2, ...await race(pgDb, two.urls) });
    return result;
  } finally {
    await Promise.all(started.map((p) => p.stop()));
    postgres?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchVisits(), null, 2));
}
