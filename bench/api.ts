/**
 * Load benchmark of the lead API (DESIGN budget: >= 2,000 leads/s and p99 <= 20 ms at 32
 * connections on loopback). The server runs in a child process, as in production, so autocannon
 * and the server do not share one event loop, and it runs the bundled production code
 * (bench/api-child.js); the database is a real SQLite file (WAL, synchronous=FULL) in a temp
 * folder, or a real PostgreSQL (Debian's, started here on a private socket, fsync on) shared by
 * one or two server processes, which autocannon's connections are spread over. The rate limit
 * is off. Bounded: about 5 seconds per run.
 *
 *   npx tsx bench/api.ts            prints the figures
 *   import { benchApi } from './bench/api.ts'   for `npm run bench`
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startPostgres, type TestPostgres } from '../scripts/lib/postgres.ts';

export interface ApiBenchResult {
  leadsPerSec: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  connections: number;
  store: 'sqlite' | 'postgres';
  instances: number;
}

interface AutocannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: { p50: number; p99: number };
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 32;
const DURATION_SECONDS = 5;

const booking = {
  pet: 'Dog', name: 'Bench Parent', phone: '9876543210', service: 'Full Body Grooming (Bath & Full Haircut) - ₹1,799',
  addOns: 'No Add-Ons', breed: 'Labrador', address: 'Sector 18, Noida', request: '', user: 'true',
  status: 'true', path: 'https://example.com/pet-grooming-at-home/noida', serviceDate: '', serviceTime: '',
  remoteIP: '203.0.113.7', userAgent: 'Mozilla/5.0 (bench)',
};

export async function benchApi(options: { store?: 'sqlite' | 'postgres'; instances?: number } = {}): Promise<ApiBenchResult> {
  const store = options.store ?? 'sqlite';
  const instances = options.instances ?? 1;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-bench-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  let postgres: TestPostgres | undefined;
  const servers: ServerProcess[] = [];
  try {
    postgres = store === 'postgres' ? startPostgres() : undefined;
    const db = postgres ? await postgres.createDatabase() : path.join(root, 'data', 'leads.sqlite');
    for (let i = 0; i < instances; i++) {
      // One at a time: the first migrates the empty database.
      servers.push(startServerProcess([path.join(import.meta.dirname, 'api-child.js'), dist, db], path.resolve(import.meta.dirname, '..'), /^READY (\d+)$/));
      await servers[i].ready;
    }
    const ports = await Promise.all(servers.map(async (server) => (await server.ready)[1]));
    const url = ports.map((port) => `http://127.0.0.1:${port}/api/booking-form`);
    // Each lead from another customer, as real traffic comes: one phone number for all of them
    // made every booking wait on the others' for the one pet they all named (leads/pets.ts).
    let customer = 0;
    const request = {
      requests: [{
        method: 'POST', headers: { 'content-type': 'application/json' },
        setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ ...booking, phone: `98${String(customer++ % 1e8).padStart(8, '0')}` }) }),
      }],
    };
    await autocannon({ url, ...request, connections: 4, duration: 1 }); // warm up JIT and page cache
    const result = await autocannon({ url, ...request, connections: CONNECTIONS, duration: DURATION_SECONDS });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`bench saw ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return {
      leadsPerSec: Math.round(result['2xx'] / result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      connections: CONNECTIONS,
      store,
      instances,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    postgres?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  for (const [store, instances] of [['sqlite', 1], ['postgres', 1], ['postgres', 2]] as const) {
    const result = await benchApi({ store, instances });
    const verdict = result.leadsPerSec >= 2000 && result.p99 <= 20 ? 'within budget' : 'OVER BUDGET (>= 2000 leads/s, p99 <= 20 ms)';
    console.log(`lead API on ${store}, ${instances} server${instances > 1 ? 's' : ''}: ${result.leadsPerSec} leads/s, p50 ${result.p50} ms, p99 ${result.p99} ms at ${result.connections} connections: ${verdict}`);
  }
}
