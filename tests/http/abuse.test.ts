// The lead API under abuse: whose address a request has (X-Forwarded-For only from our own
// proxies), rate limits that junk cannot turn against real bookings, and the answers a limited
// visitor gets.
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientInfo, rateLimitKey, trustedProxies } from '../../http/client-address.ts';
import { resolveApiConfig } from '../../leads/api-config.ts';
import { postJson, readLeads, request, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fakeRequest = (socket: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: socket }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('the visitor address', () => {
  const local = trustedProxies(['127.0.0.1', '::1']);

  it('believes X-Forwarded-For only from a configured proxy, reading from the right', () => {
    expect(clientInfo(fakeRequest('203.0.113.5', '198.51.100.9'), local)).toMatchObject({ ip: '203.0.113.5', viaTrustedProxy: false, ignored: expect.stringContaining('not in api.trustedProxies') });
    expect(clientInfo(fakeRequest('127.0.0.1', '198.51.100.9'), local)).toEqual({ ip: '198.51.100.9', viaTrustedProxy: true });
    // The visitor wrote the left part; our proxy appended the address it saw.
    expect(clientInfo(fakeRequest('127.0.0.1', '6.6.6.6, 198.51.100.9'), local).ip).toBe('198.51.100.9');
    expect(clientInfo(fakeRequest('::ffff:127.0.0.1', '2001:db8::7, 127.0.0.1'), local).ip).toBe('2001:db8::7');
    expect(clientInfo(fakeRequest('::1'), local)).toEqual({ ip: '::1', viaTrustedProxy: true });
  });

  it('never believes a forwarded value that is not an IP address', () => {
    for (const junk of ['', 'unknown', '198.51.100.9 <script>', '999.1.1.1', 'x'.repeat(500)]) {
      const info = clientInfo(fakeRequest('127.0.0.1', junk), local);
      expect(info.ip, junk).toBe('127.0.0.1');
      expect(info.ignored, junk).toMatch(/not an IP address/);
    }
  });

  it('takes networks, and refuses an entry that is no address, naming it', () => {
    expect(trustedProxies(['10.0.0.0/8', 'fd00::/8']).has('10.2.3.4')).toBe(true);
    expect(trustedProxies(['10.0.0.0/8', 'fd00::/8']).has('fd12::1')).toBe(true);
    expect(trustedProxies(['10.0.0.0/8']).has('11.0.0.1')).toBe(false);
    expect(() => resolveApiConfig({ trustedProxies: ['localhost'] })).toThrow('api.trustedProxies: "localhost" is not an IP address');
    expect(() => resolveApiConfig({ trustedProxies: ['10.0.0.0/33'] })).toThrow('api.trustedProxies');
    expect(resolveApiConfig({}).trustedProxies).toEqual(['127.0.0.1', '::1']);
  });

  it('keys IPv6 by its /64 and IPv4 by the address', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('over HTTP: stored as seen through a trusted proxy, and said once in the log when ignored', async () => {
    const lines: string[] = [];
    server = await startServer({ api: { trustedProxies: [] }, log: (l) => lines.push(l) });
    for (let i = 0; i < 3; i++) await postJson(`${server.url}/api/booking-form`, validBodies.quick, { 'X-Forwarded-For': `198.51.100.${i}` });
    expect(readLeads(server.db).map((r) => r.ip)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(lines.filter((l) => l.includes('X-Forwarded-For'))).toEqual([
      "ignoring X-Forwarded-For from 127.0.0.1, which is not in api.trustedProxies; using the connection's address (this is said once)",
    ]);
    await server.close();
    server = await startServer(); // default: this machine is the proxy
    await postJson(`${server.url}/api/booking-form`, validBodies.quick, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.9' });
    expect(readLeads(server.db)[0].ip).toBe('198.51.100.9');
  });
});

describe('rate limits', () => {
  const limited = { rateLimit: { windowSeconds: 60, maxRequests: 5 } };
  const post = (body: unknown, ip: string, path = 'booking-form') => postJson(`${server!.url}/api/${path}`, body, { 'X-Forwarded-For': ip });
  const junk = { phone: '12', path: '/' };
  const withPhone = (phone: string) => ({ ...validBodies.booking, phone });

  it('25 junk posts from one address stop neither other addresses nor the next real booking from it', async () => {
    server = await startServer({ api: limited });
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await post(junk, '198.51.100.1')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(20).fill(429));
    expect((await post(withPhone('9811111111'), '198.51.100.2')).status).toBe(201);
    expect((await post(withPhone('9822222222'), '198.51.100.1')).status).toBe(201); // someone else behind the same carrier address
    expect(readLeads(server.db).map((r) => r.phone)).toEqual(['9811111111', '9822222222']);
  });

  it('one person booking again and again is limited, others on the same address are not', async () => {
    server = await startServer({ api: limited });
    for (let i = 0; i < 5; i++) expect((await post(withPhone('9833333333'), '198.51.100.3')).status).toBe(201);
    const refused = await post(withPhone('9833333333'), '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json.message).toMatch(/^too many requests: please wait \d+ seconds? and try again, or call us$/);
    expect((await post(withPhone('9844444444'), '198.51.100.3')).status).toBe(201);
  });

  it('all leads of one address together are bounded (made-up numbers cannot fill the database)', async () => {
    server = await startServer({ api: { rateLimit: { windowSeconds: 60, maxRequests: 2 } } });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(withPhone(`98000000${String(i).padStart(2, '0')}`), '198.51.100.4')).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it('counts IPv6 visitors by their /64', async () => {
    server = await startServer({ api: limited });
    for (let i = 1; i <= 5; i++) expect((await post(junk, `2001:db8:5:6::${i}`)).status).toBe(400);
    expect((await post(junk, '2001:db8:5:6:ffff::99')).status).toBe(429);
    expect((await post(junk, '2001:db8:5:7::1')).status).toBe(400); // another network
  });

  it('is charged only by posts that reach validation', async () => {
    server = await startServer({ api: { ...limited, corsOrigins: [] } });
    const ip = '198.51.100.5';
    for (let i = 0; i < 10; i++) {
      expect((await post({ ...validBodies.quick, website: 'spam' }, ip)).status).toBe(201); // honeypot
      expect((await request(`${server.url}/api/booking-form`, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': ip }, body: 'x' })).status).toBe(415);
      expect((await request(`${server.url}/api/booking-form`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: '{' })).status).toBe(400);
      expect((await postJson(`${server.url}/api/booking-form`, validBodies.quick, { 'X-Forwarded-For': ip, Origin: 'https://evil.example' })).status).toBe(403);
    }
    expect((await post(withPhone('9855555555'), ip)).status).toBe(201);
    expect(readLeads(server.db)).toHaveLength(1);
  });

  it('a page without script gets a readable 429 page with the phone number', async () => {
    server = await startServer({ api: { rateLimit: { windowSeconds: 60, maxRequests: 1 }, callNumber: '+91 98765 43210' } });
    const form = () => fetch(`${server!.url}/api/contact-us`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validBodies.contact }),
    });
    expect((await form()).status).toBe(303);
    const res = await form();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await res.text();
    expect(page).toContain('<h1>Too many forms sent</h1>');
    expect(page).toContain('Your form was not saved');
    expect(page).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
  });
});
