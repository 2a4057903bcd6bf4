import { afterEach, describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { postJson, readLeads, request, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('lead API over HTTP', () => {
  it('accepts each form kind, answers 201 {ok,id} and stores every field', async () => {
    server = await startServer();
    const sent = [
      ['booking-form', validBodies.booking, 'booking'],
      ['booking-form', validBodies.appointment, 'booking'],
      ['booking-form', validBodies.boarding, 'boarding'],
      ['booking-form', validBodies.quick, 'quick'],
      ['contact-us', validBodies.contact, 'contact'],
    ] as const;
    const ids: number[] = [];
    for (const [form, body] of sent) {
      const res = await postJson(`${server.url}/api/${form}`, body, { 'User-Agent': 'vitest-agent' });
      expect(res.status, form).toBe(201);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json).toEqual({ ok: true, id: expect.stringMatching(REFERENCE_PATTERN) });
      ids.push(res.json.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const rows = readLeads(server.db);
    expect(rows).toHaveLength(sent.length);
    expect(rows.map((r) => r.kind)).toEqual(sent.map(([, , kind]) => kind));
    for (const [i, row] of rows.entries()) {
      expect(JSON.parse(row.fields)).toEqual(sent[i][1]);
      expect(row.ip).toBe('127.0.0.1');
      expect(row.user_agent).toBe('vitest-agent');
      expect(Date.parse(row.received_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(row.received_at).toMatch(/Z$/);
    }
    expect(rows[0]).toMatchObject({ name: 'Asha Verma', phone: '9876543210', pet: 'Dog', path: validBodies.booking.path });
    expect(rows[3]).toMatchObject({ phone: '9000000001', path: '/pet-grooming', name: '' });
  });

  it('refuses over-large bodies with 413, declared or streamed', async () => {
    server = await startServer();
    const big = JSON.stringify({ ...validBodies.contact, message: 'x'.repeat(20_000) });
    const declared = await postJson(`${server.url}/api/contact-us`, big);
    expect(declared.status).toBe(413);
    expect(declared.json.message).toMatch(/^body: larger than 16384 bytes/);
    const chunked = await request(`${server.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    expect(readLeads(server.db)).toHaveLength(0);
  });

  it('answers 405 with Allow for other methods, and 404 JSON for unknown API paths', async () => {
    server = await startServer();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await request(`${server.url}/api/booking-form`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('POST, OPTIONS');
      expect(res.json.message).toMatch(/^method: use POST/);
    }
    const unknown = await postJson(`${server.url}/api/orders`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/booking-form/);
  });

  it('serves the API under a configured base', async () => {
    server = await startServer({ api: { base: '/v1/leads' } });
    expect((await postJson(`${server.url}/v1/leads/booking-form`, validBodies.quick)).status).toBe(201);
    expect((await postJson(`${server.url}/api/booking-form`, validBodies.quick)).status).toBe(405); // a static path now
  });
});

describe('CORS', () => {
  const allowed = 'https://www.example-groomers.in';

  it('answers a preflight from a configured origin', async () => {
    server = await startServer({ api: { corsOrigins: [allowed] } });
    const res = await request(`${server.url}/api/booking-form`, {
      method: 'OPTIONS',
      headers: { Origin: allowed, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
    expect(res.headers.vary).toMatch(/Origin/);
    const post = await postJson(`${server.url}/api/booking-form`, validBodies.quick, { Origin: allowed });
    expect(post.status).toBe(201);
    expect(post.headers['access-control-allow-origin']).toBe(allowed);
    const bad = await postJson(`${server.url}/api/booking-form`, { phone: '1' , path: '/' }, { Origin: allowed });
    expect(bad.headers['access-control-allow-origin']).toBe(allowed); // so the page can show the message
  });

  it('refuses other origins without CORS headers and stores nothing', async () => {
    server = await startServer({ api: { corsOrigins: [allowed] } });
    const preflight = await request(`${server.url}/api/contact-us`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const post = await postJson(`${server.url}/api/contact-us`, validBodies.contact, { Origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(post.json.message).toMatch(/^origin:/);
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    const sandboxed = await postJson(`${server.url}/api/contact-us`, validBodies.contact, { Origin: 'null' });
    expect(sandboxed.status).toBe(403);
    expect(readLeads(server.db)).toHaveLength(0);
  });

  it('allows the site itself (browsers send Origin on same-origin POSTs)', async () => {
    server = await startServer();
    const res = await postJson(`${server.url}/api/contact-us`, validBodies.contact, { Origin: server.url });
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a plain form post from a page without script', () => {
  it('is stored and the visitor is sent to the thank-you page', async () => {
    server = await startServer();
    const res = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ name: 'Ravi Nair', phone: '9876501234', address: 'Vaishali, Ghaziabad', subject: 'Cat grooming', message: 'Do you groom Persian cats?' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you');
    expect(JSON.stringify(readLeads(server.db))).toContain('Do you groom Persian cats?');
  });
  it('gets a readable page naming the problem when a field is wrong, and nothing is stored', async () => {
    server = await startServer();
    const res = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ name: 'Ravi', phone: '98765', address: 'Vaishali', subject: 'Hi', message: 'Hello' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/<h1>Please check the form<\/h1><p>phone: [^<]+<\/p>/);
    expect(readLeads(server.db)).toEqual([]);
  });
});
