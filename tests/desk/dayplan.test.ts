// The day plan and the roles over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL:
// every desk endpoint per role (owner, staff, groomer) and without a session, in one table; the
// plan a groomer sees; moves refused for a clash or the travel time, saying with what; statuses
// in the lead's history; a visit given from a lead's page; a desk move racing a booking; a
// customer's own move and cancellation heard by an open desk, with the terms' fee in the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, request, validBodies } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import type { Agent } from '../helpers/desk.ts';
import { agentFor, bookedDesk, type BookedDesk, dayBothWork, NOIDA_PAGE, statusOf, visitTestSetup, windowBegun } from './dayplan-helpers.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { visitWords } from '../../model/visits/words.ts';

const { setup, stores } = visitTestSetup();

type Who = 'owner' | 'staff' | 'groomer' | 'nobody';
interface PlanVisit { id: number; leadId?: number; groomerId: string; window: string; name: string; phone: string; address: string; pet: string; package: string; total: number; status: string }

describe.each(storeKinds)('the day plan on %s', (backend) => {
  let server: BookedDesk['server'];
  let owner: Agent;
  let staff: Agent;
  let sunil: Agent;
  let kavita: Agent;
  let date: string;
  const plan = async (a: Agent): Promise<PlanVisit[]> => {
    const res = await a.get(`/api/desk/visits?date=${date}`);
    expect(res.status, res.text).toBe(200);
    return res.json.visits;
  };
  const byName = async (name: string) => (await plan(owner)).find((v) => v.name === name)!;

  beforeAll(async () => {
    date = dayBothWork();
    ({ server, owner, staff, sunil, kavita } = await bookedDesk(await stores.databaseFor(backend), setup, date));
  }, 60_000);
  afterAll(async () => server?.close());

  it('admits each role to its endpoints only, and nobody without a session', async () => {
    const visits = await plan(owner);
    const sunils = visits.find((v) => v.groomerId === 'noida-sunil')!;
    const kavitas = visits.find((v) => v.groomerId === 'noida-kavita')!;
    const lead = sunils.leadId!;
    // [method, path, body, expected status for owner, staff, groomer (sunil), nobody]
    const table: [string, string, unknown, Record<Who, number>][] = [
      ['GET', '/api/desk/session', undefined, { owner: 200, staff: 200, groomer: 200, nobody: 401 }],
      ['GET', '/api/desk/leads', undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['GET', `/api/desk/leads/${lead}`, undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/leads/${lead}/status`, { status: 'called' }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/leads/${lead}/notes`, { text: 'Gate code 1234' }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['GET', '/api/desk/leads.csv', undefined, { owner: 200, staff: 403, groomer: 403, nobody: 401 }],
      ['GET', '/api/desk/figures', undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['GET', '/api/desk/field-data?days=7', undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['GET', `/api/desk/visits?date=${date}`, undefined, { owner: 200, staff: 200, groomer: 200, nobody: 401 }],
      ['GET', `/api/desk/visits/${sunils.id}/windows?date=${date}`, undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      // A move to where the visit already is changes nothing: the route's admission is what is tested.
      ['POST', `/api/desk/visits/${sunils.id}/move`, { date, window: sunils.window, groomerId: 'noida-sunil' }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/visits/${sunils.id}/status`, { status: 'requested' }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      // Another groomer's visit is not there for Sunil at all.
      ['POST', `/api/desk/visits/${kavitas.id}/status`, { status: 'requested' }, { owner: 200, staff: 200, groomer: 404, nobody: 401 }],
      ['GET', `/api/desk/leads/${lead}/windows?date=${date}`, undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/leads/${lead}/visit`, {}, { owner: 400, staff: 400, groomer: 403, nobody: 401 }],
      // A groomer's leave is the owner's: an empty body and a leave that does not exist reach the handler only for them.
      ['GET', '/api/desk/leave', undefined, { owner: 200, staff: 403, groomer: 403, nobody: 401 }],
      ['POST', '/api/desk/leave', {}, { owner: 400, staff: 403, groomer: 403, nobody: 401 }],
      ['POST', '/api/desk/leave/999999/remove', {}, { owner: 404, staff: 403, groomer: 403, nobody: 401 }],
      ['GET', '/api/desk/no-such-thing', undefined, { owner: 404, staff: 404, groomer: 404, nobody: 401 }],
    ];
    const agents: Record<Exclude<Who, 'nobody'>, Agent> = { owner, staff, groomer: sunil };
    for (const [method, path, body, expected] of table) {
      for (const who of ['owner', 'staff', 'groomer', 'nobody'] as Who[]) {
        let status: number;
        if (who === 'nobody') {
          status = (await request(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Origin: server.url }, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined })).status;
        } else {
          const a = agents[who];
          status = (method === 'GET' ? await a.get(path) : await a.post(path, body ?? {})).status;
        }
        expect.soft(status, `${who} ${method} ${path}`).toBe(expected[who]);
      }
    }
    // The live stream streams for every role; nobody gets 401.
    for (const [who, a] of Object.entries(agents)) expect(await statusOf(`${server.url}/api/desk/events`, a.cookie), who).toBe(200);
    expect(await statusOf(`${server.url}/api/desk/events`)).toBe(401);
    // Logging out works for every role (a fresh session each, so the others stay logged in).
    for (const name of ['owner', 'asha', 'sunil']) expect((await (await agentFor(server.url, name)).post('/api/desk/logout', {})).status).toBe(200);
  });

  it("gives a groomer only their own visits, with what the visit needs and nothing of the lead's page", async () => {
    const own = await sunil.get(`/api/desk/visits?date=${date}`);
    expect(own.json.groomers.map((g: { id: string }) => g.id)).toEqual(['noida-sunil']);
    const visits: PlanVisit[] = own.json.visits;
    expect(visits.map((v) => v.name)).toEqual(['Priya Sharma', 'Neha Singh']);
    expect(visits[0]).toMatchObject({ window: '09:00-11:00', phone: '9811100001', address: 'B-12, Sector 18, Noida', pet: 'Dog', total: expect.any(Number) });
    expect(visits[0].total).toBeGreaterThan(0);
    // The discounts the groomer gives at the door on proof, named beside the total they are not in (Noida gives both).
    expect((visits[0] as PlanVisit & { atDoor: string[] }).atDoor).toEqual(['10% off for students, given at the door on a student ID', '5% off for senior citizens (60+), given at the door on proof of age']);
    expect(visits[0]).not.toHaveProperty('leadId');
    expect(own.text).not.toContain('Rohan');
    expect((await kavita.get(`/api/desk/visits?date=${date}`)).json.visits.map((v: PlanVisit) => v.name)).toEqual(['Rohan Gupta']);
    // The desk page carries no lead list for a groomer.
    const page = await request(`${server.url}/desk/`, { headers: { Cookie: sunil.cookie } });
    expect(page.text).toContain('"role":"groomer"');
    expect(page.text).not.toContain('Priya');
  });

  it('refuses a move onto another visit or into its travel time, saying with what', async () => {
    const priya = await byName('Priya Sharma');
    const rohan = await byName('Rohan Gupta');
    const onto = await staff.post(`/api/desk/visits/${priya.id}/move`, { date, window: '13:00-15:00', groomerId: 'noida-kavita' });
    expect(onto.status).toBe(409);
    expect(onto.json.message).toMatch(/Kavita Rawat has another visit then.*Rohan Gupta's visit, .*1 PM to 3 PM/);
    // Priya's visit takes Sunil 9 to 11; 30 minutes' travel keep 11 to 11:30 free.
    const travel = await staff.post(`/api/desk/visits/${rohan.id}/move`, { date, window: '11:00-13:00', groomerId: 'noida-sunil' });
    expect(travel.status).toBe(409);
    expect(travel.json.message).toMatch(/30 minutes' travel.*Priya Sharma's visit, .*9 AM to 11 AM/);
    const windows = await staff.get(`/api/desk/visits/${rohan.id}/windows?date=${date}`);
    const eleven = windows.json.windows.find((w: { window: string }) => w.window === '11:00-13:00');
    expect(eleven.groomers).not.toContain('noida-sunil');
    expect((await byName('Rohan Gupta')).groomerId).toBe('noida-kavita');
  });

  it('moves and reassigns a visit, and each change and status is in the lead history', async () => {
    const neha = await byName('Neha Singh');
    expect((await staff.post(`/api/desk/visits/${neha.id}/move`, { date, window: '17:00-19:00', groomerId: 'noida-kavita' })).status).toBe(200);
    expect((await staff.post(`/api/desk/visits/${neha.id}/status`, { status: 'confirmed' })).status).toBe(200);
    // Kavita marks her own visit; she may not cancel it, nor go back from done.
    expect((await kavita.post(`/api/desk/visits/${neha.id}/status`, { status: 'cancelled' })).status).toBe(403);
    expect((await kavita.post(`/api/desk/visits/${neha.id}/status`, { status: 'on-the-way' })).status).toBe(200);
    // Done and no-show only once the window has begun (a no-show frees the groomer's time).
    for (const status of ['done', 'no-show']) {
      const early = await kavita.post(`/api/desk/visits/${neha.id}/status`, { status });
      expect([early.status, early.json.message]).toEqual([409, expect.stringMatching(/^status: a visit is marked (done|no-show) once its window has begun \(.*5 PM to 7 PM\)$/)]);
    }
    await windowBegun(server.db, neha.id);
    expect((await kavita.post(`/api/desk/visits/${neha.id}/status`, { status: 'done' })).status).toBe(200);
    expect((await staff.post(`/api/desk/visits/${neha.id}/status`, { status: 'confirmed' })).status).toBe(409);
    expect((await staff.post(`/api/desk/visits/${neha.id}/move`, { date, window: '19:00-21:00', groomerId: 'noida-kavita' })).status).toBe(409);
    const lead = await owner.get(`/api/desk/leads/${neha.leadId}`);
    expect(lead.json.audit.map((a: { actor: string; action: string }) => `${a.actor}: ${a.action}`)).toEqual([
      expect.stringMatching(/^asha: visit moved: .*3 PM to 5 PM with Sunil Pal -> .*5 PM to 7 PM with Kavita Rawat$/),
      expect.stringMatching(/^asha: visit .*5 PM to 7 PM: Requested -> Confirmed$/),
      expect.stringMatching(/^kavita: visit .*: Confirmed -> On the way$/),
      expect.stringMatching(/^kavita: visit .*: On the way -> Done$/),
    ]);
    expect(lead.json.visits[0]).toMatchObject({ status: 'done', groomerId: 'noida-kavita', window: '17:00-19:00' });
  });

  it("gives a lead without a window a visit from its page, in an open window only", async () => {
    const sent = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, phone: '9811100009', name: 'Kabir Mehta', path: `${server.url}${NOIDA_PAGE}` });
    expect(sent.status).toBe(201);
    // The 201 carries an opaque reference; staff find the lead by name.
    const id = (await staff.get('/api/desk/leads?q=Kabir')).json.leads[0].id;
    const offered = await staff.get(`/api/desk/leads/${id}/windows?date=${date}`);
    expect(offered.status).toBe(200);
    expect(offered.json.city).toBe('noida');
    const open = offered.json.windows.filter((w: { open: boolean }) => w.open);
    expect(open.length).toBeGreaterThan(0);
    const choice = { date, window: open[0].window, groomerId: open[0].groomers[0], city: 'noida', packageId: offered.json.packageId };
    // A city or package that only an object's prototype has is none of ours: 400 naming it, nothing given.
    for (const odd of [{ city: 'constructor' }, { city: '__proto__' }, { packageId: 'constructor' }, { packageId: '__proto__' }]) {
      const refused = await staff.post(`/api/desk/leads/${id}/visit`, { ...choice, ...odd });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.message).toMatch(odd.city ? /^city: / : /^packageId: /);
    }
    const given = await staff.post(`/api/desk/leads/${id}/visit`, choice);
    expect(given.status, given.text).toBe(201);
    expect((await staff.post(`/api/desk/leads/${id}/visit`, choice)).status).toBe(409);
    const lead = await staff.get(`/api/desk/leads/${id}`);
    expect(lead.json.visits[0]).toMatchObject({ status: 'confirmed', window: open[0].window });
    expect(lead.json.audit.at(-2).action).toMatch(/^visit given: .* with .*, ₹\d+$/);
    // Staff arranged it with the customer: the lead is booked, no longer waiting to be called back.
    expect(lead.json.status).toBe('booked');
    expect(lead.json.audit.at(-1).action).toBe('status: new -> booked');
  });

  it("keeps the Delhi NCR page's own 20% for a lead sent from that page, in the city staff choose", async () => {
    const sent = await postJson(`${server.url}/api/booking-form`, { ...validBodies.booking, addOns: 'No Add-Ons', phone: '9811100010', name: 'Ira Sethi', path: `${server.url}/pet-grooming-at-home/delhi-ncr?utm_source=ads` });
    expect(sent.status).toBe(201);
    const id = (await staff.get('/api/desk/leads?q=Ira')).json.leads[0].id;
    const offered = await staff.get(`/api/desk/leads/${id}/windows?date=${date}&city=noida&packageId=deluxe-body-grooming`);
    const open = offered.json.windows.find((w: { open: boolean }) => w.open);
    const given = await staff.post(`/api/desk/leads/${id}/visit`, { date, window: open.window, groomerId: open.groomers[0], city: 'noida', packageId: 'deluxe-body-grooming' });
    expect(given.status, given.text).toBe(201);
    const lead = await staff.get(`/api/desk/leads/${id}`);
    // ₹2,399 less 20% (₹480); the ₹200 first-booking offer of Noida saves less, and offers do not add up.
    expect(lead.json.audit.find((a: { action: string }) => a.action.startsWith('visit given')).action).toMatch(/, ₹1,?919$/);
  });

  it("times a visit staff give by the dog's size the form told, and the plan names the size", async () => {
    const body = { ...validBodies.booking, phone: '9811100011', name: 'Neel Small', service: setup.serviceLabel('full-body-grooming'), size: 'small', path: `${server.url}${NOIDA_PAGE}` };
    expect((await postJson(`${server.url}/api/booking-form`, body)).status).toBe(201);
    const id = (await staff.get('/api/desk/leads?q=Neel')).json.leads[0].id;
    expect((await staff.get(`/api/desk/leads/${id}`)).json.fields.size).toBe('small');
    const offered = await staff.get(`/api/desk/leads/${id}/windows?date=${date}`);
    expect(offered.json.packageId).toBe('full-body-grooming');
    const open = offered.json.windows.filter((w: { open: boolean }) => w.open);
    const given = await staff.post(`/api/desk/leads/${id}/visit`, { date, window: open[0].window, groomerId: open[0].groomers[0], city: 'noida', packageId: 'full-body-grooming' });
    expect(given.status, given.text).toBe(201);
    const visit = (await plan(owner)).find((v) => v.name === 'Neel Small') as PlanVisit & { start: number; end: number };
    expect(visit.pet).toBe('Dog (small)');
    // A small dog's full-body grooming: 90 minutes (a larger dog's, 120).
    expect((visit.end - visit.start) / 60_000).toBe(setup.settings.rules.packages['full-body-grooming'].minutes.smallDog);
  });

  it('never gives one groomer window twice when a desk move and a booking arrive together', async () => {
    // The day after: a 3 PM visit (Sunil, the team's first) is moved to 9 AM, which only Sunil
    // works, while a visitor books 9 AM. One of them gets it; the other is refused with a 409.
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const book = (phone: string, window: string) => postJson(`${server.url}/api/booking-form`, appointmentBody({
      origin: server.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('fur-fresh-spa'), date: next, window,
    }));
    expect((await book('9811100020', '15:00-17:00')).status).toBe(201);
    const moved = (await owner.get(`/api/desk/visits?date=${next}`)).json.visits[0] as PlanVisit;
    expect(moved.groomerId).toBe('noida-sunil');
    const [move, booking] = await Promise.all([
      staff.post(`/api/desk/visits/${moved.id}/move`, { date: next, window: '09:00-11:00', groomerId: 'noida-sunil' }),
      book('9811100021', '09:00-11:00'),
    ]);
    expect([move.status, booking.status].sort(), `${move.text} ${booking.text}`).toEqual(move.status === 200 ? [200, 409] : [201, 409]);
    const nine = ((await owner.get(`/api/desk/visits?date=${next}`)).json.visits as PlanVisit[]).filter((v) => v.window === '09:00-11:00');
    expect(nine).toHaveLength(1);
  });

  it("tells an open desk of a customer's own move and cancellation; the plan and the lead's history show them with the terms' fee", async () => {
    const later = new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const booked = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({
      origin: server.url, pagePath: NOIDA_PAGE, phone: '9811100030', service: setup.serviceLabel('fur-fresh-spa'), date: later, window: '11:00-13:00',
    }), name: 'Meera Iyer' });
    expect(booked.status, booked.text).toBe(201);
    const token = String(booked.json.visit.link).slice('/b/'.length);
    const open = await request(`${server.url}/api/availability?city=noida&from=${later}&days=1&pet=dog&service=fur-fresh-spa`);
    const to = (open.json.days[0].windows as { window: string; open: boolean }[]).find((w) => w.open && w.window !== '11:00-13:00')!.window;

    const controller = new AbortController();
    const events = await fetch(`${server.url}/api/desk/events`, { headers: { Cookie: owner.cookie }, signal: controller.signal });
    const reader = events.body!.getReader();
    let heard = '';
    const hear = async () => {
      heard = '';
      while (!heard.includes('event: changed')) heard += new TextDecoder().decode((await reader.read()).value);
    };
    const customer = (action: string, body: object) => request(`${server.url}/api/visit/${token}/${action}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify(body),
    });
    const moved = customer('move', { date: later, window: to });
    await hear();
    expect((await moved).status, (await moved).text).toBe(200);
    const meera = ((await owner.get(`/api/desk/visits?date=${later}`)).json.visits as PlanVisit[]).find((v) => v.name === 'Meera Iyer')!;
    expect(meera).toMatchObject({ window: to, status: 'requested' });

    const cancelled = customer('cancel', {});
    await hear();
    expect((await cancelled).status).toBe(200);
    controller.abort();
    const lead = await owner.get(`/api/desk/leads/${meera.leadId}`);
    // Two days ahead both are free under the Noida terms.
    expect(lead.json.audit.map((a: { actor: string; action: string }) => `${a.actor}: ${a.action}`)).toEqual([
      // In words, as the rest of the history (the owner reads it on a phone).
      `customer: visit moved by the customer: ${visitWords({ date: later, window: '11:00-13:00' })} -> ${visitWords({ date: later, window: to })}, fee ₹0`,
      `customer: visit of ${visitWords({ date: later, window: to })} cancelled by the customer, fee ₹0`,
    ]);
    expect(lead.json.visits[0]).toMatchObject({ status: 'cancelled', window: to });
  });
});
