// Customers who come back (issue 44), over real HTTP on 127.0.0.1, on SQLite and PostgreSQL: a
// booking of Bruno records him under the customer's phone; the office keeps his profile and sees it
// on the day plan, his groomer sees what matters at the door and nobody else's; once his visit is
// done the customer's link offers Book again filled from the stored lead (never from the browser)
// and holds a new visit with its own link, with the same groomer when free; Due lists Bruno with a
// message naming him when his interval passes, until it is marked sent; erasing the phone number
// removes Bruno, his profile and his marks; a move to PostgreSQL takes the pets along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { erasePhone, purgeExpired } from '../../leads/retention.ts';
import { moveLeads } from '../../leads/move.ts';
import { addDays, indiaDate, indiaInstant } from '../../model/visits/time.ts';
import { postJson, request } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { agent, deskServer } from '../helpers/desk.ts';
import { addTeam, agentFor, dayBothWork, NOIDA_PAGE, visitTestSetup } from './dayplan-helpers.ts';

const { setup, stores } = visitTestSetup();
const PHONE = '9811144401';

describe.each(storeKinds)('pets and Book again on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let sql: SqlStore;
  let date: string;
  let token: string;
  let visitId: number;
  let petId: number;
  let groomerId: string;

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: setup.settings });
    await addTeam(server.db, setup.settings);
    sql = openStore(server.db);
    await sql.ready;
    date = dayBothWork();
  }, 90_000);
  afterAll(async () => {
    await sql?.close();
    await server?.close();
  });

  const availability = async (from: string) => (await request(`${server.url}/api/availability?city=noida&from=${from}&days=7&pet=dog&service=fur-fresh-spa&size=large`)).json as
    { days: { date: string; windows: { window: string; open: boolean }[] }[] };
  /** The visit as if `daysAgo` days had passed since it: its day and instants moved back by as many days. */
  const ago = async (daysAgo: number) => {
    const day = addDays(indiaDate(Date.now()), -daysAgo);
    const row = await sql.get<{ time_window: string }>('SELECT time_window FROM visits WHERE id = ?', [visitId]);
    const [from] = row!.time_window.split('-');
    const start = indiaInstant(day, Number(from.slice(0, 2)) * 60);
    await sql.run('UPDATE visits SET date = ?, end_ms = end_ms - start_ms + ?, start_ms = ? WHERE id = ?', [day, start, start, visitId]);
    return day;
  };

  it('records the pet a booking names, under the phone number', async () => {
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: PHONE, service: setup.serviceLabel('fur-fresh-spa'), date, window: '09:00-11:00' }),
      name: 'Meera Kapoor', address: 'D-7, Sector 50, Noida', petName: ' Bruno ', size: 'large',
    });
    expect(booked.status, booked.text).toBe(201);
    token = String(booked.json.visit.link).replace('/b/', '');
    const pets = await sql.all<{ id: number; name: string; kind: string; breed: string; size: string }>('SELECT id, name, kind, breed, size FROM pets WHERE phone = ?', [PHONE]);
    expect(pets).toMatchObject([{ name: 'Bruno', kind: 'Dog', breed: 'Beagle', size: 'large' }]);
    petId = Number(pets[0].id);
    const visit = await sql.get<{ id: number; groomer_id: string }>('SELECT v.id, v.groomer_id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = ?', [PHONE]);
    visitId = Number(visit!.id);
    groomerId = visit!.groomer_id;
    // A name of another shape is refused, naming the field.
    const long = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811144409', service: setup.serviceLabel('fur-fresh-spa'), date: '', window: '' }), petName: 'B'.repeat(41),
    });
    expect([long.status, long.json.message]).toEqual([400, 'petName: at most 40 characters']);
  });

  it('finds one pet for bookings of it sent at once, and takes the breed a later booking names', async () => {
    const phone = '9811144407';
    const send = (breed: string) => postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('fur-fresh-spa'), date: '', window: '' }),
      name: 'Kabir Rao', petName: 'Coco', breed,
    });
    const sent = await Promise.all(Array.from({ length: 6 }, () => send('Shih Tzu')));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const pets = await sql.all<{ id: number; breed: string }>('SELECT id, breed FROM pets WHERE phone = ?', [phone]);
    expect(pets).toMatchObject([{ breed: 'Shih Tzu' }]);
    const linked = await sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM lead_pets lp JOIN leads l ON l.id = lp.lead_id WHERE l.phone = ? AND lp.pet_id = ?', [phone, pets[0].id]);
    expect(Number(linked!.n)).toBe(6);
    expect((await send('Lhasa Apso')).status).toBe(201);
    expect((await sql.get<{ breed: string }>('SELECT breed FROM pets WHERE id = ?', [pets[0].id]))!.breed).toBe('Lhasa Apso');
    await erasePhone(sql, phone); // the tests below count Bruno's rows alone
  });

  it("keeps the office's profile, shows it on the day plan, and the groomer sees only the door notes of their own visit", async () => {
    const staff = await agentFor(server.url, 'asha');
    const edit = { temperament: 'Nervous of the dryer', allergies: 'Oatmeal shampoo', notes: 'Gate code 4711', groomEveryWeeks: null };
    expect((await staff.post(`/api/desk/pets/${petId}`, edit)).status).toBe(200);
    expect((await staff.post(`/api/desk/pets/${petId}`, { ...edit, groomEveryWeeks: 99 })).json.message).toMatch(/^groomEveryWeeks:/);
    const plan = await staff.get(`/api/desk/visits?date=${date}`);
    const mine = plan.json.visits.find((v: { id: number }) => v.id === visitId);
    expect(mine.petProfile).toMatchObject({ id: petId, name: 'Bruno', kind: 'Dog', breed: 'Beagle', ...edit, past: [] });

    const [own, other] = groomerId === 'noida-sunil' ? ['sunil', 'kavita'] : ['kavita', 'sunil'];
    const groomerPlan = await (await agentFor(server.url, own)).get(`/api/desk/visits?date=${date}`);
    const card = groomerPlan.json.visits.find((v: { id: number }) => v.id === visitId);
    expect(card.petProfile).toEqual({ id: petId, name: 'Bruno', kind: 'Dog', temperament: 'Nervous of the dryer', allergies: 'Oatmeal shampoo' });
    expect(groomerPlan.text).not.toContain('Gate code');
    const otherPlan = await (await agentFor(server.url, other)).get(`/api/desk/visits?date=${date}`);
    expect(otherPlan.text).not.toMatch(/Bruno|Nervous|Oatmeal/);
    // A groomer does not change profiles.
    expect((await (await agentFor(server.url, own)).post(`/api/desk/pets/${petId}`, edit)).status).toBe(403);
  });

  it('offers no Book again before the visit is done, and nothing of the profile ever reaches the link', async () => {
    const shown = await request(`${server.url}/api/visit/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.json.again).toBeUndefined();
    expect((await postJson(`${server.url}/api/visit/${token}/again`, { date, window: '13:00-15:00' })).status).toBe(409);
    expect(shown.text).not.toMatch(/Nervous|Oatmeal|Gate code/);
  });

  it('lists Bruno as due again once his interval passes, with a message naming him, until it is marked sent', async () => {
    const staff = await agentFor(server.url, 'asha');
    for (const status of ['confirmed', 'on-the-way']) expect((await staff.post(`/api/desk/visits/${visitId}/status`, { status })).status).toBe(200);
    await ago(7);
    expect((await staff.post(`/api/desk/visits/${visitId}/status`, { status: 'done' })).status).toBe(200);
    const notYet = await staff.get('/api/desk/due');
    expect(notYet.json.pets).toEqual([]);
    // Fur Fresh Spa: six weeks (site.yaml visits.groomEveryWeeks); the day it falls due is within this week.
    const last = await ago(6 * 7 - 3);
    const due = await staff.get('/api/desk/due');
    expect(due.json.pets).toMatchObject([{ petId, petName: 'Bruno', customer: 'Meera Kapoor', lastDate: last, everyWeeks: 6, dueDate: addDays(last, 42) }]);
    const text = decodeURIComponent(new URL(due.json.pets[0].href).searchParams.get('text')!);
    expect(text).toMatch(/^Hello Meera Kapoor, this is .+\. It is time for Bruno's next grooming: the last visit was on \w{3} \d{1,2} \w{3}, with Fur Fresh Spa/);
    expect(due.json.pets[0].href).toMatch(/^https:\/\/wa\.me\/919811144401\?text=/);
    // The groomer's login never reaches Due.
    expect((await (await agentFor(server.url, groomerId === 'noida-sunil' ? 'sunil' : 'kavita')).get('/api/desk/due')).status).toBe(403);
    expect((await staff.post(`/api/desk/pets/${petId}/due-again`, { about: addDays(last, -1) })).status).toBe(409);
    expect((await staff.post(`/api/desk/pets/${petId}/due-again`, { about: last })).status).toBe(200);
    expect((await staff.get('/api/desk/due')).json.pets).toEqual([]);
  });

  it("offers Book again on the done visit's link, filled from the stored lead, and holds a new visit with its own link", async () => {
    const shown = await request(`${server.url}/api/visit/${token}`);
    expect(shown.status).toBe(200);
    const groomer = setup.settings.rules.cities.noida.groomers.find((g) => g.id === groomerId)!;
    expect(shown.json).toMatchObject({
      status: 'done',
      again: { pet: { name: 'Bruno', kind: 'Dog', breed: 'Beagle', size: 'large' }, package: 'Fur Fresh Spa', address: 'D-7, Sector 50, Noida', groomer: groomer.name.split(' ')[0] },
    });
    expect(shown.text).not.toContain(PHONE);
    const days = await availability(addDays(indiaDate(Date.now()), 1));
    const open = days.days.flatMap((d) => d.windows.filter((w) => w.open).map((w) => ({ date: d.date, window: w.window })));
    // The same groomer when free: a window on one of their days.
    const pick = open.find((w) => groomer.days.includes(new Date(`${w.date}T12:00:00Z`).toUTCString().slice(0, 3).toLowerCase() as never))!;
    // Booked again on the very day of the visit done (its day is today): the done visit is not one "ahead".
    await ago(0);
    // What a browser might add is not read: the name, phone, address and pet are the stored lead's.
    const again = await postJson(`${server.url}/api/visit/${token}/again`, { ...pick, name: 'Someone Else', phone: '9000000000', address: 'Elsewhere', petName: 'Rex' });
    expect(again.status, again.text).toBe(201);
    expect(again.json.visit).toMatchObject({ date: pick.date, window: pick.window, link: expect.stringMatching(/^\/b\/[A-Za-z0-9_-]{24}$/) });
    expect(again.json.visit.link).not.toBe(`/b/${token}`);
    // Not a first booking any more: the first-booking offer the first visit had does not come again.
    expect(again.json.visit.lines.map((l: { kind: string }) => l.kind)).toEqual(['package']);
    const lead = await sql.get<{ name: string; phone: string; fields: string; pet_size: string }>('SELECT name, phone, fields, pet_size FROM leads WHERE reference = ?', [again.json.id]);
    expect(lead).toMatchObject({ name: 'Meera Kapoor', phone: PHONE, pet_size: 'large' });
    expect(JSON.parse(lead!.fields)).toMatchObject({ petName: 'Bruno', address: 'D-7, Sector 50, Noida', serviceId: 'fur-fresh-spa', serviceDate: pick.date, serviceTime: pick.window });
    const newVisit = await sql.get<{ groomer_id: string; pet_id: number }>(
      'SELECT v.groomer_id, lp.pet_id FROM visits v JOIN leads l ON l.id = v.lead_id JOIN lead_pets lp ON lp.lead_id = l.id WHERE l.reference = ?', [again.json.id]);
    expect({ ...newVisit, pet_id: Number(newVisit!.pet_id) }).toEqual({ groomer_id: groomerId, pet_id: petId });
    expect(Number((await sql.get<{ n: number }>('SELECT count(*) AS n FROM pets WHERE phone = ?', [PHONE]))!.n)).toBe(1);
    // The new visit's own link shows it; a second Book again from the old link is refused.
    expect((await request(`${server.url}/api/visit/${again.json.visit.link.slice(3)}`)).json).toMatchObject({ status: 'held', date: pick.date });
    expect((await postJson(`${server.url}/api/visit/${token}/again`, pick)).status).toBe(409);
    // The office's plan shows the first visit among Bruno's past visits.
    const staff = await agent(server.url);
    const plan = await staff.get(`/api/desk/visits?date=${pick.date}`);
    const card = plan.json.visits.find((v: { petProfile?: { id: number } }) => v.petProfile?.id === petId);
    expect(card.petProfile.past).toEqual([{ date: expect.any(String), package: 'Fur Fresh Spa (Full Body Bath)', groomer: groomer.name, status: 'done' }]);
  });

  it.runIf(backend === 'sqlite')('moves Bruno, his profile, his bookings and his marks to PostgreSQL', async () => {
    const url = await stores.postgres.createDatabase();
    const moved = await moveLeads({ from: server.db, to: url });
    expect(moved.pets).toBe(1);
    const target = openStore(url);
    await target.ready;
    try {
      expect(await target.get('SELECT name, temperament, allergies, notes FROM pets WHERE phone = ?', [PHONE]))
        .toEqual({ name: 'Bruno', temperament: 'Nervous of the dryer', allergies: 'Oatmeal shampoo', notes: 'Gate code 4711' });
      expect(Number((await target.get<{ n: number }>('SELECT count(*) AS n FROM lead_pets WHERE pet_id = ?', [petId]))!.n)).toBe(2);
      expect(Number((await target.get<{ n: number }>('SELECT count(*) AS n FROM pet_messages WHERE pet_id = ?', [petId]))!.n)).toBe(1);
      // A pet booked after the move gets a new id.
      await target.run("INSERT INTO pets (phone, kind, created_at, updated_at) VALUES ('9811144499', 'Cat', 'x', 'x')");
    } finally {
      await target.close();
    }
  }, 60_000);

  it('erases Bruno, his profile and his marks with the phone number', async () => {
    const erased = await erasePhone(sql, PHONE);
    expect(erased.leads).toBe(2);
    for (const table of ['pets', 'pet_messages']) {
      expect(Number((await sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n), table).toBe(0);
    }
    expect(Number((await sql.get<{ n: number }>('SELECT count(*) AS n FROM lead_pets'))!.n)).toBe(0);
    expect((await request(`${server.url}/api/visit/${token}`)).status).toBe(404);
  });

  it("purges a pet with the last lead that names it, after the privacy policy's months", async () => {
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811144402', service: setup.serviceLabel('fur-fresh-spa'), date: '', window: '' }), petName: 'Kitty', pet: 'Cat',
    });
    expect(booked.status).toBe(201);
    expect(Number((await sql.get<{ n: number }>('SELECT count(*) AS n FROM pets'))!.n)).toBe(1);
    await purgeExpired(sql, 12, new Date(Date.now() + 400 * 86_400_000), { all: true });
    expect(Number((await sql.get<{ n: number }>('SELECT count(*) AS n FROM pets'))!.n)).toBe(0);
  });
});
