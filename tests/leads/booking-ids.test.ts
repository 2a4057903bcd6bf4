// The booking by ids (model/booking-wire.ts), over real HTTP on 127.0.0.1 against a real SQLite
// file, with the real site's catalogue and rules: a label the site does not have, an id that is
// not the site's, or a label that is not what its id is called is a 400 naming the field; a good
// booking is stored in the catalogue's words with its ids, and quoted from the ids alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote } from '../../model/visits/index.ts';
import { addOnChoice, packageChoice } from '../../model/booking-wire.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { postJson, readLeads, request, startServer, type TestServer } from '../helpers/leads.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { loadSite } from '../../pipeline/build.ts';
import { projectRoot } from '../helpers/site.ts';
import type { Site } from '../../model/types.ts';

const PAGE = '/pet-grooming-at-home/noida';
let server: TestServer;
let settings: VisitSettings;
let site: Site;
let phone = 9_700_000_000;

beforeAll(async () => {
  ({ settings } = await realVisitSettings());
  site = await loadSite(projectRoot);
  server = await startServer({ visits: settings });
}, 60_000);
afterAll(() => server?.close());

const label = (id: string) => packageChoice(site.packages.find((p) => p.id === id)!).label;
const addOnLabel = (id: string) => addOnChoice(site.addOns.find((a) => a.id === id)!).label;

/** A booking from the Noida page as the package form sends it, without a window. */
function booking(extra: Record<string, unknown> = {}) {
  return {
    pet: 'Dog', name: 'Asha Verma', phone: String(phone++), service: label('fur-fresh-spa'), addOns: 'No Add-Ons', breed: 'Beagle',
    address: 'Sector 18, Noida', request: '', user: 'true', status: 'true', path: `${server.url}${PAGE}`,
    serviceDate: '', serviceTime: '', remoteIP: '', userAgent: 'Mozilla/5.0 (test)', ...extra,
  };
}
const send = (body: unknown) => postJson(`${server.url}/api/booking-form`, body);
const messageOf = (res: { body: Buffer }) => (JSON.parse(String(res.body)) as { message: string }).message;

describe('a booking names what the site sells', () => {
  it.each([
    ['a price made up in the label', { service: 'Fur Fresh Spa - ₹1' }, /^service: "Fur Fresh Spa - ₹1" is not one of our packages/],
    ['a real id beside a made-up label', { service: 'Fur Fresh Spa - ₹1', serviceId: 'fur-fresh-spa' }, /^service: "Fur Fresh Spa - ₹1" is not what serviceId "fur-fresh-spa" is called \("Fur Fresh Spa \(Full Body Bath\) - ₹999"\)/],
    ['an id that is no package', { serviceId: 'constructor' }, /^serviceId: "constructor" is not one of our packages/],
    ['__proto__ as the id', { serviceId: '__proto__' }, /^serviceId: "__proto__" is not one of our packages/],
    ['a boarding plan in the booking form', { service: 'Gold - ₹6,999' }, /^service: /],
    ['an add-on at a made-up price', { addOns: 'DeMatting - ₹1' }, /^addOns: "DeMatting - ₹1" is not one of our add-ons/],
    ['an add-on id that is none of ours', { addOnId: '__proto__' }, /^addOnId: "__proto__" is not one of our add-ons/],
    ['an add-on id whose label says another', { addOnId: 'dematting', addOns: "Nail's Clipping - ₹249" }, /^addOns: .* is not what addOnId "dematting" is called/],
    ['an id that is not text', { serviceId: ['fur-fresh-spa'] }, /^serviceId: expected text/],
    ['a promo code longer than any code', { promoCode: 'X'.repeat(41) }, /^promoCode: at most 40 characters/],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, extra, message) => {
    const before = readLeads(server.db).length;
    const res = await send(booking(extra));
    expect(res.status).toBe(400);
    expect(messageOf(res)).toMatch(message);
    expect(readLeads(server.db)).toHaveLength(before);
  });

  it.each(['__proto__', 'constructor', 'toString'])('answers availability for service=%s with a 400 naming the service', async (service) => {
    const res = await request(`${server.url}/api/availability?city=noida&service=${service}`);
    expect(res.status).toBe(400);
    expect(messageOf(res)).toMatch(new RegExp(`^service: "${service}" is not a package we book by window`));
  });

  it('refuses a boarding plan the site does not have, and takes one it has', async () => {
    const real = site.boarding.plans[0];
    const base = { pet: 'Dog', name: 'Meera', phone: String(phone++), addOns: '', breed: 'Beagle', address: 'Greater Noida', request: '', user: 'true', status: 'true' };
    const made = await send({ ...base, service: `${real.name} - ₹1` });
    expect(made.status).toBe(400);
    expect(messageOf(made)).toMatch(/^service: .* is not one of our plans/);
    const taken = await send({ ...base, service: `${real.name} - ₹${real.offerPrice.toLocaleString('en-IN')}`, serviceId: real.id });
    expect(taken.status).toBe(201);
    const stored = JSON.parse(readLeads(server.db).at(-1)!.fields) as Record<string, string>;
    expect(stored).toMatchObject({ serviceId: real.id });
  });

  it('stores a good booking in the catalogue\'s words with its ids, also when the label came in another case', async () => {
    const sent = booking({ service: `  ${label('fur-fresh-spa').toUpperCase()} `, addOns: addOnLabel('dematting').toLowerCase() });
    const res = await send(sent);
    expect(res.status).toBe(201);
    const row = readLeads(server.db).find((l) => l.phone === sent.phone)!;
    expect(row.service).toBe(label('fur-fresh-spa'));
    expect(JSON.parse(row.fields)).toMatchObject({ service: label('fur-fresh-spa'), addOns: addOnLabel('dematting'), serviceId: 'fur-fresh-spa', addOnId: 'dematting' });
  });

  it('quotes a held window from the ids: the catalogue\'s prices and the promo code sent as its own field', async () => {
    const days = JSON.parse(String((await request(`${server.url}/api/availability?city=noida&service=fur-fresh-spa&days=14`)).body)) as { days: { date: string; windows: { window: string; open: boolean }[] }[] };
    const open = days.days.flatMap((d) => d.windows.filter((w) => w.open).map((w) => ({ date: d.date, window: w.window })))[0];
    expect(open).toBeDefined();
    const code = settings.rules.promos.find((p) => p.code)?.code;
    const body = {
      ...appointmentBody({ origin: server.url, pagePath: PAGE, phone: String(phone++), service: label('fur-fresh-spa'), date: open.date, window: open.window, addOns: addOnLabel('dematting') }),
      serviceId: 'fur-fresh-spa', addOnId: 'dematting', ...(code && { promoCode: code }),
    };
    const res = await send(body);
    expect(res.status).toBe(201);
    const answer = JSON.parse(String(res.body)) as { visit: { total: number } };
    const expected = quote(settings.rules, {
      city: 'noida', request: { pet: 'dog', packageId: 'fur-fresh-spa' }, addOns: ['dematting'], promoCode: code,
      firstBooking: true, visitStart: Date.parse(`${open.date}T${open.window.slice(0, 5)}:00+05:30`), bookedAt: Date.now(),
    });
    expect(expected.ok).toBe(true);
    expect(answer.visit.total).toBe(expected.ok ? expected.total : NaN);
    const stored = JSON.parse(readLeads(server.db).find((l) => l.phone === body.phone)!.fields) as Record<string, string>;
    expect(stored).toMatchObject({ serviceId: 'fur-fresh-spa', addOnId: 'dematting', request: '', ...(code && { promoCode: code }) });
  });
});
