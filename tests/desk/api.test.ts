import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUser } from '../../desk/users.ts';
import { postJson, readLeads, request, validBodies } from '../helpers/leads.ts';
import { agent, deskServer, login, loginToken, PASSWORD, query } from '../helpers/desk.ts';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function server(overrides: Parameters<typeof deskServer>[0] = {}) {
  const s = await deskServer(overrides);
  cleanup.push(s.close);
  return s;
}

const ENDPOINTS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/desk/session'], ['GET', '/api/desk/leads'], ['GET', '/api/desk/leads?q=Asha'], ['GET', '/api/desk/leads/1'],
  ['POST', '/api/desk/leads/1/status'], ['POST', '/api/desk/leads/1/notes'], ['GET', '/api/desk/leads.csv'],
  ['GET', '/api/desk/figures'], ['GET', '/api/desk/events'], ['POST', '/api/desk/logout'], ['GET', '/api/desk/nothing-here'],
];

describe('desk access', () => {
  it('answers 401 on every endpoint without a session, with no lead data', async () => {
    const s = await server();
    await postJson(`${s.url}/api/booking-form`, { ...validBodies.booking, name: 'Asha Secret' });
    const stale = await agent(s.url);
    await stale.post('/api/desk/logout', {});
    for (const cookie of [undefined, 'desk_session=made-up-token', stale.cookie]) {
      for (const [method, path] of ENDPOINTS) {
        const res = await request(`${s.url}${path}`, {
          method, headers: { 'Content-Type': 'application/json', Origin: s.url, ...(cookie ? { Cookie: cookie } : {}) }, body: method === 'POST' ? '{}' : undefined,
        });
        expect(res.status, `${method} ${path} with ${cookie}`).toBe(401);
        expect(res.json).toEqual({ message: 'log in first' });
        expect(res.text).not.toContain('Asha');
      }
    }
  });

  it('refuses state changes from another site, without the token or with a stale one', async () => {
    const s = await server();
    expect((await postJson(`${s.url}/api/booking-form`, validBodies.booking)).status).toBe(201);
    const a = await agent(s.url);
    const path = `/api/desk/leads/${readLeads(s.db)[0].id}/status`;
    const cases: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'X-Desk-Csrf': '' },
      { 'X-Desk-Csrf': 'x'.repeat(43) },
    ];
    for (const headers of cases) {
      const res = await a.post(path, { status: 'called' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const noOrigin = await request(`${s.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: a.cookie, 'X-Desk-Csrf': a.csrf }, body: '{"status":"called"}' });
    expect(noOrigin.status).toBe(403);
    expect(query<{ status: string }>(s.db, 'SELECT status FROM leads')[0].status).toBe('new');
    // Login itself: from another site, or without the page's token.
    expect((await login(s.url, 'owner', PASSWORD, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await login(s.url, 'owner', PASSWORD, { 'X-Desk-Csrf': 'forged' })).status).toBe(403);
    expect((await a.post(path, { status: 'called' })).status).toBe(200);
  });

  it('keeps sessions as a hash, in a strict cookie, and ends them at logout and when the user is removed', async () => {
    const s = await server(); // the socket is 127.0.0.1, a trusted proxy by default
    const res = await login(s.url);
    expect(res.status).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const token = setCookie.split(';')[0].split('=')[1];
    const stored = query<{ token_hash: string }>(s.db, 'SELECT token_hash FROM desk_sessions');
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(String((await login(s.url, 'owner', PASSWORD, { 'X-Forwarded-Proto': 'https', Origin: s.url.replace('http:', 'https:') })).headers['set-cookie'])).toMatch(/; Secure$/);

    const a = await agent(s.url);
    const b = await agent(s.url);
    expect((await a.get('/api/desk/session')).json.user).toBe('owner');
    expect((await a.post('/api/desk/logout', {})).status).toBe(200);
    expect((await a.get('/api/desk/session')).status).toBe(401);
    expect((await b.get('/api/desk/session')).status).toBe(200);
    removeUser({ db: s.db, name: 'owner' });
    expect((await b.get('/api/desk/session')).status).toBe(401);
  });

  it('ends a session after the idle time', async () => {
    const s = await server({ desk: { sessions: { idleMs: 300 } } });
    const a = await agent(s.url);
    expect((await a.get('/api/desk/leads')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await a.get('/api/desk/leads')).status).toBe(401);
  });

  it('slows down wrong passwords, then stops them for a while, per account and per address', async () => {
    // Waits long enough that a slow machine's password check (scrypt) cannot outlast them.
    const s = await server({ desk: { throttle: { account: { freeFailures: 2, baseDelayMs: 1500, lockoutAfter: 4, lockoutMs: 60_000 } } } });
    const attempt = (password: string) => login(s.url, 'owner', password);
    expect((await attempt('wrong one')).status).toBe(401);
    expect((await attempt('wrong two')).status).toBe(401); // second failure: a 1.5 s wait starts
    const early = await attempt(PASSWORD);
    expect(early.status).toBe(429); // refused while waiting, even with the right password
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(early.json.message).toMatch(/^too many wrong passwords: try again in \d+ seconds$/);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await attempt('wrong three')).status).toBe(401); // a 3 s wait now
    expect((await attempt('wrong four')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await attempt('wrong four')).status).toBe(401); // fourth failure: locked out
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/try again in 5\d seconds$/);
    expect(s.logs.filter((l) => l.startsWith('desk: failed login for "owner" from 127.0.0.1'))).toHaveLength(4);
    expect(s.logs.join('\n')).not.toMatch(/wrong (one|two|three|four)|correct horse/);
    expect(s.logs.some((l) => /locked out/.test(l))).toBe(true);
  });

  it('slows down one address that tries many accounts', async () => {
    const s = await server({ desk: { throttle: { address: { freeFailures: 2, baseDelayMs: 30_000, lockoutAfter: 5, lockoutMs: 60_000 } } } });
    expect((await login(s.url, 'anna', 'guess one')).status).toBe(401);
    expect((await login(s.url, 'bela', 'guess two')).status).toBe(401);
    const third = await login(s.url, 'owner', PASSWORD);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(25);
  });

  it('does not tell a wrong name from a wrong password', async () => {
    const s = await server();
    const a = await login(s.url, 'nobody', PASSWORD);
    const b = await login(s.url, 'owner', 'wrong password');
    expect([a.status, a.json]).toEqual([b.status, b.json]);
  });
});

describe('desk data', () => {
  it('lists, filters, searches, changes status, keeps notes and the audit trail, and computes the figures', async () => {
    const s = await server();
    for (const body of [
      // Browsers send the page's full URL (location.href); leads stored before sent a path.
      { ...validBodies.booking, name: 'Asha Rao', phone: '9811111111', path: `${s.url}/pet-grooming-at-home/noida?utm_source=whatsapp` },
      { ...validBodies.booking, name: 'Ravi Kumar', phone: '9822222222', path: '/pet-grooming-at-home/gurugram' },
      { ...validBodies.quick, phone: '9833333333', path: `${s.url}/pet-grooming-at-home/noida#packages` },
    ]) expect((await postJson(`${s.url}/api/booking-form`, body)).status).toBe(201);
    const ids = readLeads(s.db).map((row) => row.id);
    const a = await agent(s.url);
    const list = (await a.get('/api/desk/leads')).json;
    expect(list.total).toBe(3);
    expect(list.leads.map((l: { id: number }) => l.id)).toEqual([...ids].reverse());
    expect(list.leads[2]).toMatchObject({ name: 'Asha Rao', city: 'noida', status: 'new', fields: { breed: validBodies.booking.breed } });
    const ids_ = async (q: string) => (await a.get(`/api/desk/leads?${q}`)).json.leads.map((l: { id: number }) => l.id);
    expect(await ids_('city=noida')).toEqual([ids[2], ids[0]]);
    expect(await ids_('kind=quick')).toEqual([ids[2]]);
    expect(await ids_('q=ravi')).toEqual([ids[1]]);
    expect(await ids_('q=98111')).toEqual([ids[0]]);
    expect(await ids_('page=%2Fpet-grooming-at-home%2Fgurugram')).toEqual([ids[1]]);
    expect(await ids_('page=%2Fpet-grooming-at-home%2Fnoida')).toEqual([ids[2], ids[0]]);
    expect(await ids_('city=gurugram')).toEqual([ids[1]]);
    expect(await ids_('city=delhi')).toEqual([]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(await ids_(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await ids_('from=2020-01-01&to=2020-01-02')).toEqual([]);
    expect((await a.get('/api/desk/leads?from=yesterday')).json.message).toBe('from: expected a date as YYYY-MM-DD, got "yesterday"');
    expect((await a.get('/api/desk/leads?status=maybe')).status).toBe(400);

    expect((await a.post(`/api/desk/leads/${ids[0]}/status`, { status: 'called' })).json.status).toBe('called');
    expect((await a.post(`/api/desk/leads/${ids[0]}/status`, { status: 'nope' })).status).toBe(400);
    const detail = (await a.post(`/api/desk/leads/${ids[0]}/notes`, { text: 'Call back after 6 pm' })).json;
    expect(detail.notes).toMatchObject([{ author: 'owner', text: 'Call back after 6 pm' }]);
    expect(detail.audit.map((e: { actor: string; action: string }) => `${e.actor}: ${e.action}`)).toEqual(['owner: status: new -> called', 'owner: note added']);
    expect(detail.firstCalledAt).toMatch(/^\d{4}-/);
    expect(await ids_('status=called')).toEqual([ids[0]]);
    expect((await a.get('/api/desk/leads/99999')).status).toBe(404);

    const figures = (await a.get('/api/desk/figures')).json;
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toBe(today);
    expect(figures.byKind.booking.at(-1)).toBe(2);
    expect(figures.byCity.noida.at(-1)).toBe(2);
    expect(figures.calledCount).toBe(1);
    expect(figures.medianMsToFirstCall).toBeGreaterThanOrEqual(0);
    expect(figures.byPage[0]).toEqual({ path: '/pet-grooming-at-home/noida', count: 2 });
  });

  it('exports the filtered list as CSV with cells that spreadsheets cannot run', async () => {
    const s = await server();
    await postJson(`${s.url}/api/booking-form`, { ...validBodies.booking, name: '=HYPERLINK("http://x","y")', path: '/pet-grooming-at-home/noida' });
    await postJson(`${s.url}/api/booking-form`, { ...validBodies.booking, name: 'Other', path: '/pet-grooming-at-home/delhi' });
    const a = await agent(s.url);
    const res = await a.get('/api/desk/leads.csv?city=noida');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,received_at,kind,status,name,phone/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.text).not.toContain('Other');
  });

  it('answers odd bodies from a logged-in desk with 400, never a 500 with a stack', async () => {
    const s = await server();
    await postJson(`${s.url}/api/booking-form`, validBodies.booking);
    const [id] = readLeads(s.db).map((row) => row.id);
    const a = await agent(s.url);
    for (const body of [{ status: { toString: 1 } }, { status: ['called'] }, { status: null }, { text: { toString: 1 } }]) {
      const path = 'status' in body ? 'status' : 'notes';
      const res = await a.post(`/api/desk/leads/${id}/${path}`, body);
      expect([res.status, res.json.message]).toEqual([400, path === 'status' ? 'status: expected one of new, called, booked, done, lost, spam' : 'note: write something first']);
    }
    expect(s.logs.filter((l) => /error/i.test(l))).toEqual([]);
  });

  it('streams a change to an open desk as it happens', async () => {
    const s = await server();
    const a = await agent(s.url);
    const controller = new AbortController();
    const res = await fetch(`${s.url}/api/desk/events`, { headers: { Cookie: a.cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.getReader();
    let text = '';
    const started = Date.now();
    await postJson(`${s.url}/api/booking-form`, validBodies.quick);
    while (!text.includes('event: changed') && Date.now() - started < 3000) {
      text += new TextDecoder().decode((await reader.read()).value);
    }
    controller.abort();
    expect(text).toContain('event: changed');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('tells an open desk of a lead stored by this server at once, not at the next poll', async () => {
    // A poll of a minute: only the lead API's own word (onStored -> the desk's changed()) can bring the event in time.
    const s = await server({ desk: { live: { pollMs: 60_000 } } });
    const a = await agent(s.url);
    const controller = new AbortController();
    const res = await fetch(`${s.url}/api/desk/events`, { headers: { Cookie: a.cookie }, signal: controller.signal });
    const reader = res.body!.getReader();
    let text = '';
    const read = (async () => {
      while (!text.includes('event: changed')) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })().catch(() => {}); // the abort below ends the read
    const started = Date.now();
    expect((await postJson(`${s.url}/api/booking-form`, validBodies.quick)).status).toBe(201);
    await Promise.race([read, new Promise((resolve) => setTimeout(resolve, 1500))]);
    const waited = Date.now() - started;
    controller.abort();
    expect(text).toContain('event: changed');
    expect(waited).toBeLessThan(1500);
  });

  it('serves the desk page with a strict CSP, noindex and no lead data', async () => {
    const s = await server();
    await postJson(`${s.url}/api/booking-form`, { ...validBodies.booking, name: 'Asha Secret' });
    const page = await request(`${s.url}/desk/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    // The site's own icon (every build writes it), so a browser asks for no /favicon.ico that 404s.
    expect(page.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.text).not.toContain('Asha');
    expect(String(page.headers['set-cookie'])).toMatch(/^desk_login=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const script = /src="(\/desk\/app\.[0-9a-f]+\.js)"/.exec(page.text)![1];
    const js = await request(`${s.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');
    // What a first load fetches: the entry and the chunks it imports, which the page preloads.
    const preloads = [...page.text.matchAll(/<link rel="modulepreload" href="(\/desk\/[^"]+\.js)">/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    let firstLoad = js.body.length;
    for (const path of preloads) {
      expect(gunzipSync(js.body).toString()).toContain(`./${path.slice('/desk/'.length)}`);
      firstLoad += (await request(`${s.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })).body.length;
    }
    // About 21 kB: Preact, the views and the model code they share with the server (a visit's words,
    // its links, its quote's lines). 20.6 kB once visits showed their lines, their at-door discounts
    // and the statuses the clock allows; 21.7 kB with the owner's leave form and list (Team); 22.5 kB
    // once the list, Due and the cards also said what customers did on their links; 23.5 kB since
    // the owner's site editor is a chunk of its own (fetched only when opened, about 12 kB): the
    // shared chunk is a second gzip stream, and the names the entry imports from it, the Site tab and
    // its loader add about 0.9 kB to the first load; about 24.3 kB with the pets' profiles on the
    // cards, their form, and Due's pets due again (0.8 kB); money at the door (the card's UPI code,
    // payments, refund due and form, the Money view and the week's pay: 1.4 kB on its branch); Due's
    // reviews to read and the owner's Approve and Reject (0.4 kB); 26.9 kB with a visit's photos on
    // its card (thumbnails, consent, Add photos with progress); 13 bytes more for a lead's visits
    // with their money and photos (the card's own components). The Money view as a chunk of its own
    // saved only 130 bytes (it shares its code with the cards); the desk's budget is Lighthouse's
    // (npm run bench:desk), this line keeps its growth in sight. 26.4 kB since a lead's page is a
    // chunk of its own too (0.65 kB less: app/chunk-view.ts).
    expect(firstLoad, `the desk's first load is ${firstLoad} bytes gzip`).toBeLessThan(26_500);
    // The editor and a lead's page are fetched when opened: the entry names their chunks, which are
    // served, and not preloaded.
    for (const name of ['SiteEditor', 'LeadDetail']) {
      const file = new RegExp(`import\\("\\./(${name}\\.[A-Z0-9]+\\.js)"\\)`).exec(gunzipSync(js.body).toString())![1];
      expect(preloads).not.toContain(`/desk/${file}`);
      const chunk = await request(`${s.url}/desk/${file}`);
      expect([chunk.status, chunk.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    }
    expect((await request(`${s.url}/desk`)).headers.location).toBe('/desk/');
    const { token } = await loginToken(s.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
