import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLeads, request, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

/**
 * Every way a client can get a lead wrong must end in a 4xx with a message that names what to
 * fix, never a 500, and never a stored row.
 */

type Form = 'booking-form' | 'contact-us';
interface BadCase {
  name: string;
  form: Form;
  body: unknown | string | Buffer;
  /** Sent as is (not JSON.stringify'd). */
  raw?: boolean;
  contentType?: string | null;
  status: number;
  message: RegExp;
}

const { booking, boarding, quick, contact } = validBodies;
const without = <T extends object>(body: T, key: keyof T) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};
const PHONE = /^phone: enter a 10 digit phone number/;

const cases: BadCase[] = [
  { name: '9 digit phone', form: 'booking-form', body: { ...booking, phone: '987654321' }, status: 400, message: PHONE },
  { name: '11 digit phone', form: 'booking-form', body: { ...booking, phone: '98765432101' }, status: 400, message: PHONE },
  { name: 'letters in phone', form: 'booking-form', body: { ...quick, phone: '98765abcde' }, status: 400, message: PHONE },
  { name: 'phone as a number', form: 'booking-form', body: { ...quick, phone: 9876543210 }, status: 400, message: PHONE },
  { name: 'phone with spaces', form: 'contact-us', body: { ...contact, phone: '98765 43210' }, status: 400, message: PHONE },
  { name: 'quick offer without phone', form: 'booking-form', body: { path: '/' }, status: 400, message: PHONE },
  { name: 'quick offer without path', form: 'booking-form', body: { phone: '9876543210' }, status: 400, message: /^path: / },
  { name: 'pet not Dog or Cat', form: 'booking-form', body: { ...booking, pet: 'Parrot' }, status: 400, message: /^pet: choose Dog or Cat/ },
  { name: 'pet missing', form: 'booking-form', body: without(booking, 'pet'), status: 400, message: /^pet: / },
  { name: 'name missing', form: 'booking-form', body: without(booking, 'name'), status: 400, message: /^name: enter your name/ },
  { name: 'name blank', form: 'contact-us', body: { ...contact, name: '   ' }, status: 400, message: /^name: / },
  { name: 'name as a number', form: 'booking-form', body: { ...booking, name: 42 }, status: 400, message: /^name: expected text, got a number/ },
  { name: 'name as a nested object', form: 'booking-form', body: { ...booking, name: { first: { x: 1 } } }, status: 400, message: /^name: expected text, got an object/ },
  { name: 'name as a list', form: 'contact-us', body: { ...contact, name: ['a', 'b'] }, status: 400, message: /^name: expected text, got a list/ },
  { name: 'name null', form: 'contact-us', body: { ...contact, name: null }, status: 400, message: /^name: expected text, got null/ },
  { name: 'huge name', form: 'booking-form', body: { ...booking, name: 'N'.repeat(12_000) }, status: 400, message: /^name: at most 100 characters/ },
  { name: 'huge address', form: 'booking-form', body: { ...boarding, address: 'A'.repeat(301) }, status: 400, message: /^address: at most 300/ },
  { name: 'control character in name', form: 'booking-form', body: { ...booking, name: 'Asha\u0007' }, status: 400, message: /^name: contains control characters/ },
  { name: 'lone surrogate escape', form: 'contact-us', body: '{"name":"\\ud800","phone":"9876543210"}', raw: true, status: 400, message: /^name: contains invalid characters/ },
  { name: 'breed missing (boarding)', form: 'booking-form', body: without(boarding, 'breed'), status: 400, message: /^breed: / },
  { name: 'service as an object (boarding)', form: 'booking-form', body: { ...boarding, service: { plan: 'Gold' } }, status: 400, message: /^service: expected text/ },
  { name: 'address missing (contact)', form: 'contact-us', body: without(contact, 'address'), status: 400, message: /^address: / },
  { name: 'subject missing (booking body sent to contact-us)', form: 'contact-us', body: booking, status: 400, message: /^subject: / },
  { name: 'message too long', form: 'contact-us', body: { ...contact, message: 'm'.repeat(2001) }, status: 400, message: /^message: at most 2000/ },
  { name: 'user not "true"', form: 'contact-us', body: { ...contact, user: 'false' }, status: 400, message: /^user: must be "true"/ },
  { name: 'status as a boolean', form: 'booking-form', body: { ...booking, status: true }, status: 400, message: /^status: expected text, got true\/false/ },
  { name: 'path with a script URL', form: 'booking-form', body: { ...booking, path: 'javascript:alert(1)' }, status: 400, message: /^path: / },
  { name: 'remoteIP not an address', form: 'booking-form', body: { ...booking, remoteIP: '<b>1</b>' }, status: 400, message: /^remoteIP: / },
  { name: '__proto__ smuggling', form: 'booking-form', body: '{"__proto__":{"phone":"9876543210","path":"/"}}', raw: true, status: 400, message: /^pet: / },
  { name: 'a JSON list', form: 'booking-form', body: '[{"phone":"9876543210"}]', raw: true, status: 400, message: /^body: expected a JSON object, got a list/ },
  { name: 'JSON null', form: 'contact-us', body: 'null', raw: true, status: 400, message: /^body: expected a JSON object, got null/ },
  { name: 'a JSON number', form: 'contact-us', body: '42', raw: true, status: 400, message: /^body: expected a JSON object/ },
  { name: 'a JSON string', form: 'contact-us', body: '"hello"', raw: true, status: 400, message: /^body: expected a JSON object/ },
  { name: 'empty body', form: 'booking-form', body: '', raw: true, status: 400, message: /^body: empty/ },
  { name: 'whitespace body', form: 'booking-form', body: ' \n ', raw: true, status: 400, message: /^body: empty/ },
  { name: 'truncated JSON', form: 'booking-form', body: '{"phone":"98765', raw: true, status: 400, message: /^body: not valid JSON/ },
  { name: 'JavaScript, not JSON', form: 'booking-form', body: "{phone: '9876543210'}", raw: true, status: 400, message: /^body: not valid JSON/ },
  { name: 'deeply nested lists', form: 'booking-form', body: `${'['.repeat(6000)}${']'.repeat(6000)}`, raw: true, status: 400, message: /^body: / },
  { name: 'invalid UTF-8 bytes', form: 'contact-us', body: Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]), raw: true, status: 400, message: /^body: not valid UTF-8/ },
  { name: 'text/plain content type', form: 'booking-form', body: quick, contentType: 'text/plain', status: 415, message: /^content-type: send the form as application\/json/ },
  { name: 'multipart content type', form: 'contact-us', body: '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n9876543210\r\n--x--', raw: true, contentType: 'multipart/form-data; boundary=x', status: 415, message: /^content-type: / },
  { name: 'no content type', form: 'booking-form', body: quick, contentType: null, status: 415, message: /^content-type: / },
  { name: 'JSON in another charset', form: 'booking-form', body: quick, contentType: 'application/json; charset=latin1', status: 415, message: /^content-type: / },
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ api: { rateLimit: { windowSeconds: 60, maxRequests: 0 } } });
});
afterAll(async () => {
  await server.close();
});

describe('bad input never becomes a lead or a 500', () => {
  it('has a table of at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name -> $status', async (bad) => {
    const body = bad.raw ? (bad.body as string | Buffer) : JSON.stringify(bad.body);
    const headers: Record<string, string> = {};
    if (bad.contentType !== null) headers['Content-Type'] = bad.contentType ?? 'application/json';
    const res = await request(`${server.url}/api/${bad.form}`, { method: 'POST', headers, body });
    expect(res.status).toBe(bad.status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json.message).toMatch(bad.message);
  });

  it('stored none of them', () => {
    expect(readLeads(server.db)).toHaveLength(0);
  });
});
