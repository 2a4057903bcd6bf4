// A visit's quote, line by line, said the same on every page that shows it: a Noida booking with
// an add-on, a fee and the first-booking promo, over real HTTP on SQLite and on a real PostgreSQL.
// The desk's visit JSON (day plan and lead page) carries the lines and total of the booking's 201
// and of the customer's page (/b/<token>); after the package's price changes in the site's rules,
// the desk still shows the stored lines while a new booking pays the new price; the groomer's
// calendar event lists the lines and "To collect"; a visit stored before lines were kept shows its
// total alone, in the desk and in the calendar.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { postJson, request } from '../helpers/leads.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { addTeam, dayBothWork, NOIDA_PAGE, visitTestSetup } from './dayplan-helpers.ts';

const { setup, stores } = visitTestSetup();

/**
 * The real rules with another city's fee given to Noida (which has none), made to apply to any
 * booking within 60 days: the site's own conditions hang on the hour of booking.
 */
function withFee(settings: VisitSettings): VisitSettings {
  const noida = settings.rules.cities.noida;
  const fee = Object.values(settings.rules.cities).flatMap((c) => c.fees)[0];
  expect(fee).toBeDefined();
  const fees = [...noida.fees, { ...fee, when: { visitWithinDays: 60 } }];
  return { ...settings, rules: { ...settings.rules, cities: { ...settings.rules.cities, noida: { ...noida, fees } } } };
}

/** The same settings with a package's price changed, as an owner editing site.yaml would. */
function withPrice(settings: VisitSettings, packageId: string, price: number): VisitSettings {
  const pkg = settings.rules.packages[packageId];
  // A package without prices by size costs every pet its offer price.
  return { ...settings, rules: { ...settings.rules, packages: { ...settings.rules.packages, [packageId]: { ...pkg, price, prices: { cat: price, smallDog: price, largeDog: price } } } } };
}

interface Line { kind: string; label: string; amount: number; reason?: string }
interface DeskVisit { id: number; leadId: number; name: string; total: number; lines: Line[] }

/** The description of each event of a feed, by its summary, as a calendar app reads it. */
function descriptions(text: string): Record<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return Object.fromEntries(calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [event.summary, event.description];
  }));
}

describe.each(storeKinds)('the quote lines of a visit on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  let current: VisitSettings;
  const date = dayBothWork();
  const planOf = async (): Promise<DeskVisit[]> => {
    const plan = await owner.get(`/api/desk/visits?date=${date}`);
    expect(plan.status, plan.text).toBe(200);
    return plan.json.visits;
  };
  const book = (name: string, phone: string, window: string) => postJson(`${server.url}/api/booking-form`, {
    ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('fur-fresh-spa'), date, window, addOns: 'DeMatting - ₹249' }), name,
  });

  beforeAll(async () => {
    current = withFee(setup.settings);
    server = await deskServer({ db: await stores.databaseFor(backend), visits: () => current });
    await addTeam(server.db, setup.settings);
    owner = await agent(server.url);
  }, 60_000);
  afterAll(async () => server?.close());

  it('shows the lines and total of the booking, in the desk as in its 201 and on /b/, and keeps them through a price change', async () => {
    const price = setup.settings.rules.packages['fur-fresh-spa'].price;
    const booked = await book('Meera Nair', '9811100021', '09:00-11:00');
    expect(booked.status, booked.text).toBe(201);
    const { lines, total, link } = booked.json.visit as { lines: Line[]; total: number; link: string };
    expect(lines.map((l) => l.kind)).toEqual(['package', 'add-on', 'fee', 'promo']);
    expect(lines.find((l) => l.kind === 'promo')).toMatchObject({ label: '₹200 off your first booking', amount: -200 });
    expect(lines.find((l) => l.kind === 'fee')?.reason).toBe('booked for a visit within 60 days');
    expect(total).toBe(price + 249 + lines.find((l) => l.kind === 'fee')!.amount - 200);
    const asShown = lines.map(({ kind, label, amount, reason }) => ({ kind, label, amount, ...(reason && { reason }) }));

    const customer = await request(`${server.url}/api${link.replace('/b/', '/visit/')}`);
    expect(customer.status, customer.text).toBe(200);
    expect(customer.json).toMatchObject({ total, lines });

    const meera = (await planOf()).find((v) => v.name === 'Meera Nair')!;
    expect({ lines: meera.lines, total: meera.total }).toEqual({ lines: asShown, total });
    const lead = await owner.get(`/api/desk/leads/${meera.leadId}`);
    expect(lead.status, lead.text).toBe(200);
    expect(lead.json.visits).toEqual([expect.objectContaining({ lines: asShown, total })]);

    // The owner raises the package's price: the desk still says what the customer was quoted.
    current = withPrice(current, 'fur-fresh-spa', price + 500);
    const later = await book('Arjun Mehta', '9811100022', '15:00-17:00');
    expect(later.status, later.text).toBe(201);
    expect(later.json.visit.lines[0]).toMatchObject({ kind: 'package', amount: price + 500 });
    const plan = await planOf();
    expect(plan.find((v) => v.name === 'Meera Nair')).toMatchObject({ lines: asShown, total });
    const arjun = plan.find((v) => v.name === 'Arjun Mehta')!;
    expect({ package: arjun.lines[0].amount, total: arjun.total }).toEqual({ package: price + 500, total: later.json.visit.total });
  });

  it("lists the lines and the total to collect in the groomer's calendar event, and an old visit's total alone", async () => {
    const meera = (await planOf()).find((v) => v.name === 'Meera Nair')!;
    // A visit held before the quote kept its lines: a total only, in a window of the same groomer's day.
    const sql = openStore(server.db);
    await sql.ready;
    try {
      const lead = await sql.get<{ id: number }>(`INSERT INTO leads (kind, received_at, name, phone, service, fields) VALUES ('booking', ?, 'Old Visit', '9811100023', 'Pamper Paws (Bath and tidy-up) - ₹799', '{}') RETURNING id`, [new Date().toISOString()]);
      const groomer = (await sql.get<{ groomer_id: string }>('SELECT groomer_id FROM visits WHERE id = ?', [meera.id]))!.groomer_id;
      await sql.run(`INSERT INTO visits (lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
        VALUES (?, 'noida', ?, '17:00-19:00', ?, ?, ?, 'requested', ?, ?)`,
      [lead!.id, date, groomer, Date.parse(`${date}T11:30:00Z`), Date.parse(`${date}T13:00:00Z`), JSON.stringify({ total: 799 }), new Date().toISOString()]);
    } finally {
      await sql.close();
    }
    const old = (await planOf()).find((v) => v.name === 'Old Visit')!;
    expect({ lines: old.lines, total: old.total }).toEqual({ lines: [], total: 799 });

    const groomer = (await owner.get(`/api/desk/visits?date=${date}`)).json.visits.find((v: { name: string }) => v.name === 'Meera Nair').groomerId as string;
    const issued = await owner.post(`/api/desk/calendars/${groomer}`, {});
    expect(issued.status, issued.text).toBe(201);
    const feed = await request(`${server.url}/api/desk/${issued.json.path}`);
    expect(feed.status).toBe(200);
    const said = descriptions(feed.text);
    const meeraEvent = Object.entries(said).find(([summary]) => summary.startsWith('Meera Nair'))![1].split('\n');
    const fee = meera.lines.find((l) => l.kind === 'fee')!;
    const price = meera.lines[0].amount;
    expect(meeraEvent).toEqual(expect.arrayContaining([
      `Fur Fresh Spa: ₹${price.toLocaleString('en-IN')}`,
      'DeMatting: ₹249',
      `${fee.label} (booked for a visit within 60 days): ₹${fee.amount}`,
      '₹200 off your first booking: − ₹200',
      `To collect: ₹${meera.total.toLocaleString('en-IN')}`,
    ]));
    // In the quote's order, the total last of them.
    const at = (prefix: string) => meeraEvent.findIndex((l) => l.startsWith(prefix));
    expect([at('Fur Fresh Spa'), at('DeMatting'), at(fee.label), at('₹200 off'), at('To collect')]).toEqual([2, 3, 4, 5, 6]);
    const oldEvent = Object.entries(said).find(([summary]) => summary.startsWith('Old Visit'))![1].split('\n');
    expect(oldEvent).toContain('To collect: ₹799');
    expect(oldEvent.filter((l) => /: (− )?₹/.test(l))).toEqual(['To collect: ₹799']);
  });
});
