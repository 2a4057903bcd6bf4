// The lead API holds a booking to the one list of add-ons and to the promos' last days: an add-on
// the package may not take (it includes it, or the add-on is for other packages) and a promo code
// past its `until` (India's date) are 400s naming the field, over real HTTP with the real catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBookingChoices } from '../../leads/booking-choices.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { LeadValue } from '../../model/lead-rules.ts';
import { postJson, readLeads, startServer, type TestServer } from '../helpers/leads.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { ist } from '../helpers/visit-rules.ts';

const PAGE = '/pet-grooming-at-home/delhi';
let server: TestServer;
let settings: VisitSettings;
let phone = 9_600_000_000;
// DELHI20 ended on 31 January 2026 in this server's catalogue (the real one gives it no last day).
const ENDS = { DELHI20: '2026-01-31' };

beforeAll(async () => {
  ({ settings } = await realVisitSettings());
  server = await startServer({ visits: { ...settings, catalogue: { ...settings.catalogue, promoCodeEnds: ENDS } } });
}, 60_000);
afterAll(() => server?.close());

function booking(extra: Record<string, unknown> = {}) {
  return {
    pet: 'Dog', name: 'Ravi', phone: String(phone++), service: 'Fur Fresh Spa (Full Body Bath) - ₹999', serviceId: 'fur-fresh-spa', addOns: 'No Add-Ons', breed: 'Pug',
    address: 'Saket, Delhi', request: '', user: 'true', status: 'true', path: `${server.url}${PAGE}`, serviceDate: '', serviceTime: '', remoteIP: '', userAgent: 'Mozilla/5.0 (test)', ...extra,
  };
}
const send = (body: unknown) => postJson(`${server.url}/api/booking-form`, body);
const messageOf = (res: { body: Buffer }) => (JSON.parse(String(res.body)) as { message: string }).message;

describe('the server refuses what the catalogue does not allow', () => {
  it.each([
    ['an add-on its package already includes', { addOnId: 'teeth-cleaning', addOns: 'Teeth cleaning - ₹200' }, /^addOnId: "teeth-cleaning" is not offered with the package "fur-fresh-spa"/],
    ['an add-on by its words alone, for a package that includes it', { addOns: 'Ear & Eyes Cleaning - ₹199' }, /^addOnId: "ear-eyes" is not offered with the package "fur-fresh-spa"/],
    ['a promo code past its last day', { promoCode: 'delhi20' }, /^promoCode: DELHI20 ended on 31 January 2026/],
  ])('%s: 400 naming the field, nothing stored', async (_, extra, message) => {
    const before = readLeads(server.db).length;
    const res = await send(booking(extra));
    expect(res.status).toBe(400);
    expect(messageOf(res)).toMatch(message);
    expect(readLeads(server.db)).toHaveLength(before);
  });

  it('takes an add-on its package may have, and a boarding with an add-on for every package', async () => {
    const pamper = await send(booking({ service: 'Pamper Paws (Bath and tidy-up) - ₹799', serviceId: 'pamper-paws', addOnId: 'teeth-cleaning', addOns: 'Teeth cleaning - ₹200' }));
    expect(pamper.status).toBe(201);
    const boarding = { pet: 'Dog', name: 'Meera', phone: String(phone++), service: 'Day Boarding - ₹499', serviceId: 'day-boarding', addOns: 'Paw balm - ₹150', addOnId: 'paw-balm', breed: 'Beagle', address: 'Noida', request: '', user: 'true', status: 'true' };
    expect((await send(boarding)).status).toBe(201);
    const restricted = await send({ ...boarding, phone: String(phone++), addOns: 'Teeth cleaning - ₹200', addOnId: 'teeth-cleaning' });
    expect(restricted.status).toBe(400);
    expect(messageOf(restricted)).toMatch(/^addOnId: "teeth-cleaning" is not offered with boarding/);
  });
});

describe('a promo code\'s last day is India\'s', () => {
  const catalogue = () => ({ ...settings.catalogue, promoCodeEnds: { DELHI20: '2026-12-31' } });
  const value = { pet: 'Dog', name: 'A', phone: '9876543210', service: '', addOns: '', breed: 'Pug', address: 'Delhi', request: '' } as unknown as LeadValue;
  const read = (at: number) => () => readBookingChoices(catalogue(), 'booking', value, { serviceId: 'fur-fresh-spa', promoCode: 'DELHI20' }, at);
  it('holds at 23:59 on its last day and not at 00:01 the next day in India (still the last day in UTC)', () => {
    expect(read(ist('2026-12-31T23:59'))().ids).toMatchObject({ promoCode: 'DELHI20' });
    expect(read(ist('2027-01-01T00:01'))).toThrow(/promoCode: DELHI20 ended on 31 December 2026/);
  });
});
