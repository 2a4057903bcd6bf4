// The lead API answers in the language of the page a lead came from (its `path`, the full URL as
// browsers send it): a form on a Hindi page gets its refusals in Hindi, from strings/hi.yaml; an
// English page's form gets them as they always were. The lead itself is stored as sent.
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import { apiConfig } from '../../leads/site-config.ts';
import { projectRoot } from '../helpers/site.ts';
import { postJson, readLeads, startServer, validBodies, type TestServer } from '../helpers/leads.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the lead API in the page language', () => {
  it('refuses a Hindi page\'s form in Hindi, an English page\'s in English, and stores a Hindi page\'s lead as sent', async () => {
    const site = await loadSite(projectRoot);
    const { languages } = apiConfig(site);
    expect(Object.keys(languages ?? {})).toEqual(['hi']);
    server = await startServer({ api: { languages } });
    const hindiPage = 'https://www.doorsteppaws.in/hi/pet-grooming-at-home/noida';
    const englishPage = 'https://www.doorsteppaws.in/pet-grooming-at-home/noida';

    const hindi = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '12345', path: hindiPage });
    expect(hindi.status).toBe(400);
    expect(hindi.json.message).toBe('फ़ोन: 10 अंकों का फ़ोन नंबर डालें');
    const english = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '12345', path: englishPage });
    expect(english.status).toBe(400);
    expect(english.json.message).toBe('phone: enter a 10 digit phone number');
    const noName = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, name: '', path: hindiPage });
    expect(noName.json.message).toBe('नाम: अपना नाम डालें');

    const booked = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, path: hindiPage });
    expect(booked.status).toBe(201);
    const rows = readLeads(server.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: hindiPage, pet: validBodies.booking.pet, service: validBodies.booking.service });
  });
});
