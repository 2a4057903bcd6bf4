// What a lead may carry beside SPEC 3.1's fields (leads/lead-extras.ts), over real HTTP on a real
// SQLite file: a dog's size on a booking, and the visit's source on any form. Both are kept in
// the lead's own columns; a wrong one is refused with a 400 that names it, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { postJson, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

let server: TestServer;
let sql: SqlStore;
beforeAll(async () => {
  server = await startServer();
  sql = openStore(server.db);
  await sql.ready;
});
afterAll(async () => {
  await sql?.close();
  await server?.close();
});

const source = { ref: 'www.google.com', source: 'whatsapp', medium: 'social', campaign: 'diwali', gclid: true };
const stored = (phone: string) => sql.get<Record<string, unknown>>(
  'SELECT pet_size, source_ref, utm_source, utm_medium, utm_campaign, gclid FROM leads WHERE phone = ?', [phone]);

describe('a lead\'s size and source', () => {
  it('keeps a dog\'s size and the visit\'s source in the lead\'s columns', async () => {
    const answer = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '9811100001', size: 'small', source });
    expect(answer.status).toBe(201);
    expect(await stored('9811100001')).toEqual({
      pet_size: 'small', source_ref: 'www.google.com', utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'diwali', gclid: 1,
    });
    const contact = await postJson(`${server.url}/api/contact-us`, { ...validBodies.contact, phone: '9811100002', source: { ...source, gclid: false } });
    expect(contact.status).toBe(201);
    expect(await stored('9811100002')).toMatchObject({ pet_size: '', utm_campaign: 'diwali', gclid: 0 });
  });

  it('keeps no size for a cat, and a lead without either as SPEC has it', async () => {
    expect((await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, pet: 'Cat', phone: '9811100003', size: 'small' })).status).toBe(201);
    expect((await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '9811100004' })).status).toBe(201);
    for (const phone of ['9811100003', '9811100004']) {
      expect(await stored(phone)).toEqual({ pet_size: '', source_ref: '', utm_source: '', utm_medium: '', utm_campaign: '', gclid: 0 });
    }
  });

  it.each([
    [{ size: 'medium' }, 'size: expected small or large'],
    [{ source: 'whatsapp' }, 'source: expected a JSON object'],
    [{ source: { ...source, page: 'https://www.google.com/search?q=dog+grooming' } }, 'source.page: not a field'],
    [{ source: { ...source, ref: 'https://www.google.com/search?q=x' } }, 'source.ref: expected lower-case text'],
    [{ source: { ...source, campaign: 'x'.repeat(65) } }, 'source.campaign: expected lower-case text'],
    [{ source: { ref: '', source: 'whatsapp', medium: '', campaign: '' } }, 'source.gclid: missing'],
  ])('refuses %j with a 400 naming it, storing nothing', async (extra, message) => {
    const before = (await sql.get<{ n: number }>('SELECT count(*) AS n FROM leads'))!.n;
    const answer = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '9811100009', ...extra });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
    expect((await sql.get<{ n: number }>('SELECT count(*) AS n FROM leads'))!.n).toBe(before);
  });
});
