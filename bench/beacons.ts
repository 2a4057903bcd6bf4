/**
 * Field-data beacons under load (DESIGN budget: >= 5,000 beacons/s on SQLite at 32 connections,
 * leads unslowed beside them). One server process as in production (bench/api-child.js: the
 * bundled code, a real SQLite file, the rate limit off); autocannon posts what the script posts
 * (text/plain, a vitals beacon), then leads alone, then leads while beacons run, so the lead row
 * under mixed load stands beside the lead row alone; then leads at a fixed rate, alone and beside
 * beacons at a fixed rate (see `paced`). Bounded: about 50 seconds.
 *
 *   npx tsx bench/beacons.ts      prints the figures
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcess } from './server-process.ts';

type Result = { '2xx': number; non2xx: number; errors: number; duration: number; latency: { p50: number; p99: number } };
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<Result>;

const CONNECTIONS = 32;
const SECONDS = 5;

const beacon = JSON.stringify({ kind: 'vitals', page: 'city', device: 'phone', net: '4g', vitals: { LCP: 2100, INP: 120, CLS: 0.05, FCP: 900, TTFB: 300 } });
const lead = JSON.stringify({
  pet: 'Dog', name: 'Bench Parent', phone: '9876543210', service: 'Full Body Grooming (Bath & Full Haircut) - ₹1,799', addOns: 'No Add-Ons',
  breed: 'Labrador', address: 'Sector 18, Noida', request: '', user: 'true', status: 'true',
  path: 'https://example.com/pet-grooming-at-home/noida', serviceDate: '', serviceTime: '', remoteIP: '203.0.113.7', userAgent: 'Mozilla/5.0 (bench)',
});

export interface Rate { perSec: number; p50: number; p99: number }
export interface BeaconBench {
  beacons: Rate; leadsAlone: Rate; leadsMixed: Rate; beaconsMixed: Rate; connections: number;
  /** Leads sent at a fixed rate, alone and while beacons come at a fixed rate: rounds interleaved, alone then mixed. */
  paced: { leadRate: number; beaconRate: number; alone: Rate[]; mixed: Rate[]; beaconsMixed: Rate[] };
}

/**
 * The saturation rows above pit two closed-loop generators (each sends again as soon as it is
 * answered) against each other and the server on the same two cores, so any work the server
 * does for beacons shows as fewer leads. What "without slowing leads" asks is the latency of
 * leads arriving at a fixed rate, with and without beacons arriving at theirs (autocannon
 * corrects the latencies for coordinated omission when it paces). The rates: far above this
 * business's leads, and the beacon target of DESIGN.md.
 */
const LEAD_RATE = 200;
const BEACON_RATE = 5000;
const PACED_SECONDS = 4;
const PACED_ROUNDS = 3;

const rate = (r: Result): Rate => {
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`bench saw ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { perSec: Math.round(r['2xx'] / r.duration), p50: r.latency.p50, p99: r.latency.p99 };
};

export async function benchBeacons(): Promise<BeaconBench> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-bench-beacons-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const server = startServerProcess([path.join(import.meta.dirname, 'api-child.js'), dist, path.join(root, 'data', 'leads.sqlite')], path.resolve(import.meta.dirname, '..'), /^READY (\d+)$/);
  try {
    const port = (await server.ready)[1];
    const beacons = { url: `http://127.0.0.1:${port}/api/beacon`, method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: beacon };
    const leads = { url: `http://127.0.0.1:${port}/api/booking-form`, method: 'POST', headers: { 'content-type': 'application/json' }, body: lead };
    await autocannon({ ...beacons, connections: 4, duration: 1 }); // warm up
    await autocannon({ ...leads, connections: 4, duration: 1 });
    const alone = rate(await autocannon({ ...beacons, connections: CONNECTIONS, duration: SECONDS }));
    const leadsAlone = rate(await autocannon({ ...leads, connections: CONNECTIONS, duration: SECONDS }));
    const [leadsMixed, beaconsMixed] = await Promise.all([
      autocannon({ ...leads, connections: CONNECTIONS, duration: SECONDS }), autocannon({ ...beacons, connections: CONNECTIONS, duration: SECONDS }),
    ]);
    const paced: BeaconBench['paced'] = { leadRate: LEAD_RATE, beaconRate: BEACON_RATE, alone: [], mixed: [], beaconsMixed: [] };
    const pacedLeads = { ...leads, connections: 8, overallRate: LEAD_RATE, duration: PACED_SECONDS };
    for (let round = 0; round < PACED_ROUNDS; round++) {
      paced.alone.push(rate(await autocannon(pacedLeads)));
      // The beacons' generator in a thread of its own, so its sending does not delay the leads' timings in this one.
      const [l, b] = await Promise.all([autocannon(pacedLeads), autocannon({ ...beacons, connections: CONNECTIONS, overallRate: BEACON_RATE, duration: PACED_SECONDS, workers: 1 })]);
      paced.mixed.push(rate(l));
      paced.beaconsMixed.push(rate(b));
    }
    return { beacons: alone, leadsAlone, leadsMixed: rate(leadsMixed), beaconsMixed: rate(beaconsMixed), connections: CONNECTIONS, paced };
  } finally {
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const r = await benchBeacons();
  const show = (x: Rate, what: string) => `${x.perSec} ${what}/s, p50 ${x.p50} ms, p99 ${x.p99} ms`;
  console.log(`beacons alone, SQLite, ${r.connections} connections: ${show(r.beacons, 'beacons')}`);
  console.log(`leads alone: ${show(r.leadsAlone, 'leads')}`);
  console.log(`leads while beacons run: ${show(r.leadsMixed, 'leads')}; beacons meanwhile: ${show(r.beaconsMixed, 'beacons')}`);
  r.paced.alone.forEach((alone, i) => {
    console.log(`round ${i + 1}, leads at ${r.paced.leadRate}/s alone: ${show(alone, 'leads')}`);
    console.log(`round ${i + 1}, leads at ${r.paced.leadRate}/s with beacons at ${r.paced.beaconRate}/s: ${show(r.paced.mixed[i], 'leads')}; beacons ${show(r.paced.beaconsMixed[i], 'beacons')}`);
  });
}
