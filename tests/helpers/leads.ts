// The lead API served for a test: a tiny built site in a temporary folder, `serve()` on
// 127.0.0.1 with its own SQLite file, raw HTTP requests (bytes and headers exactly as given), the
// leads read back, and a valid body of each form.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { defaultApiConfig, type ApiConfig } from '../../leads/api-config.ts';
import { serve, type RunningServer, type ServeOptions } from '../../server/site-server.ts';

/** A fresh temp folder holding a tiny built site (dist/) and room for data/leads.sqlite. */
export function makeSite(): { root: string; dist: string; db: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-leads-'));
  const dist = path.join(root, 'dist');
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${`<p>${title} doorstep grooming.</p>`.repeat(40)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': '<!doctype html><title>404</title><h1>404 Not Found</h1><p>Your visited page not found. You may go home page.</p>' + '<!-- padding -->'.repeat(40),
    'about/index.html': page('About'),
    'pet-grooming.html': page('Pet grooming'),
    'gallery-single.html': page('Gallery'),
    'pet-grooming-at-home/noida.html': page('Noida'),
    'pet-grooming-at-home/gurugram.html': page('Gurugram'),
    'assets/app.3f9a1c2b.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'assets/site.css': 'body{margin:0}'.repeat(100),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'images/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
    '.env': 'SECRET=1',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), 'outside dist');
  return { root, dist, db: path.join(root, 'data', 'leads.sqlite') };
}

export interface TestServer extends RunningServer {
  db: string;
  dist: string;
  root: string;
}

export async function startServer(
  overrides: { db?: string; connections?: ServeOptions['connections']; api?: Partial<ApiConfig>; webhookUrl?: string; email?: ServeOptions['email']; desk?: ServeOptions['desk']; webhook?: ServeOptions['webhook']; log?: (line: string) => void; lockWaitMs?: number; visits?: ServeOptions['visits']; escalation?: ServeOptions['escalation'] } = {},
): Promise<TestServer> {
  const site = makeSite();
  const running = await serve({
    dir: site.dist,
    port: 0,
    host: '127.0.0.1',
    db: overrides.db ?? site.db,
    api: { ...defaultApiConfig, ...overrides.api },
    webhookUrl: overrides.webhookUrl ?? '',
    email: overrides.email,
    desk: overrides.desk,
    webhook: overrides.webhook,
    quiet: true,
    log: overrides.log ?? (() => {}),
    lockWaitMs: overrides.lockWaitMs,
    connections: overrides.connections,
    visits: overrides.visits,
    escalation: overrides.escalation,
  });
  return { ...running, ...site, db: overrides.db ?? site.db };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: any;
}

/** A request with exact bytes and headers (fetch would fix up what the tests must send broken). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before it read all we send: that is not a failure.
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function readLeads(dbFile: string): { id: number; kind: string; name: string; phone: string; pet: string; service: string; path: string; ip: string; user_agent: string; received_at: string; fields: string }[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('SELECT * FROM leads ORDER BY id').all() as ReturnType<typeof readLeads>;
  } finally {
    db.close();
  }
}

/** Valid bodies of each form kind (SPEC 3.1-3.3). */
/** What the forms send, in the real site's words (the lead API checks them against its catalogue when it has one). */
export const validBodies = {
  booking: {
    pet: 'Dog', name: 'Asha Verma', phone: '9876543210', service: 'Full Body Grooming (Bath & Full Haircut) - ₹1,799',
    addOns: 'DeMatting - ₹249', breed: 'Shih Tzu', address: 'Sector 18, Noida', request: 'Gentle with ears',
    user: 'true', status: 'true', path: 'https://example.com/pet-grooming-at-home/noida', serviceDate: '',
    serviceTime: '', remoteIP: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)',
  },
  appointment: {
    pet: 'Cat', name: 'Ravi', phone: '9123456780', service: 'Fur Fresh Spa (Full Body Bath) - ₹999', addOns: 'No Add-Ons',
    breed: 'Persian', address: 'Gurugram', request: '', user: 'true', status: 'true', path: '/',
    serviceDate: '2024-08-01', serviceTime: '10:30', remoteIP: '', userAgent: 'Mozilla/5.0 (test)',
  },
  boarding: {
    pet: 'Dog', name: 'Meera', phone: '9988776655', service: 'Gold - ₹6,999', addOns: '', breed: 'Beagle',
    address: 'Greater Noida', request: 'Needs a walk at 7', user: 'true', status: 'true',
  },
  quick: { phone: '9000000001', path: '/pet-grooming' },
  contact: {
    name: 'Kabir', phone: '9811122233', address: 'Faridabad', subject: 'Bulk grooming',
    message: 'Do you groom three dogs at once?', user: 'true', status: 'true',
  },
};
