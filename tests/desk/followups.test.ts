// Every lead followed up, over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL: the new
// endpoints per role and without a session; an owner and a follow-up time set from the lead's page
// and kept in its history; the Due list, overdue first; one person's leads (same phone) with
// their visits and notes; the spam view (fast forms and bursts flagged, confirmed or restored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../desk/users.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { postJson, request, validBodies } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { agent, deskServer, PASSWORD, type Agent } from '../helpers/desk.ts';
import { dayBothWork, NOIDA_PAGE, visitTestSetup } from './dayplan-helpers.ts';
import { storeKinds } from '../helpers/both-stores.ts';

const { setup, stores } = visitTestSetup();

type Who = 'owner' | 'staff' | 'groomer' | 'nobody';
interface Summary { id: number; name: string; owner: string | null; followUpAt: number | null; overdue: boolean; samePhone: number; likelySpam: string | null; status: string }
interface Page extends Summary {
  audit: { actor: string; action: string }[];
  staff: string[];
  samePerson: { id: number; kind: string; visits: { date: string; window: string; status: string }[]; notes: { author: string; text: string }[] }[];
}

describe.each(storeKinds)('follow-ups on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  let staff: Agent;
  let groomer: Agent;
  /** Each test's leads come from addresses of their own (through the trusted proxy): no burst unless wanted. */
  let address = 0;
  const send = async (form: 'booking-form' | 'contact-us', body: object, from = `203.0.113.${++address}`): Promise<number> => {
    const res = await postJson(`${server.url}/api/${form}`, body, { 'X-Forwarded-For': from });
    expect(res.status, res.text).toBe(201);
    const list = await owner.get('/api/desk/leads');
    return (list.json.leads as Summary[])[0].id;
  };
  const page = async (id: number): Promise<Page> => (await owner.get(`/api/desk/leads/${id}`)).json;

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: setup.settings });
    await addUser({ db: server.db, name: 'asha', password: PASSWORD, role: 'staff' });
    await addUser({ db: server.db, name: 'sunil', password: PASSWORD, role: 'groomer', groomer: 'noida-sunil', team: { 'noida-sunil': 'Sunil' } });
    owner = await agent(server.url);
    staff = await agent(server.url, 'asha');
    groomer = await agent(server.url, 'sunil');
  }, 60_000);
  afterAll(async () => server?.close());

  it('admits owner and staff to follow-ups and the spam view, never a groomer, nobody without a session or from another site', async () => {
    const lead = await send('contact-us', validBodies.contact);
    const table: [string, string, unknown, Record<Who, number>][] = [
      ['GET', '/api/desk/due', undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['GET', '/api/desk/spam', undefined, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/leads/${lead}/follow-up`, { owner: 'asha' }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', `/api/desk/leads/${lead}/spam`, { spam: false }, { owner: 200, staff: 200, groomer: 403, nobody: 401 }],
      ['POST', '/api/desk/leads/999999/follow-up', { owner: 'asha' }, { owner: 404, staff: 404, groomer: 403, nobody: 401 }],
    ];
    const agents: Record<Exclude<Who, 'nobody'>, Agent> = { owner, staff, groomer };
    for (const [method, path, body, expected] of table) {
      for (const who of ['owner', 'staff', 'groomer', 'nobody'] as Who[]) {
        const res = who === 'nobody'
          ? await request(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Origin: server.url }, body: method === 'POST' ? JSON.stringify(body) : undefined })
          : method === 'GET' ? await agents[who].get(path) : await agents[who].post(path, body);
        expect.soft(res.status, `${who} ${method} ${path}`).toBe(expected[who]);
        if (who === 'groomer' || who === 'nobody') expect.soft(res.text).not.toContain('Kabir');
      }
    }
    const crossSite: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'X-Desk-Csrf': 'forged' }];
    for (const headers of crossSite) {
      expect((await owner.post(`/api/desk/leads/${lead}/follow-up`, { owner: 'owner' }, headers)).status, JSON.stringify(headers)).toBe(403);
      expect((await owner.post(`/api/desk/leads/${lead}/spam`, { spam: true }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect((await page(lead)).owner).toBe('asha');
    expect((await page(lead)).status).toBe('new');
  });

  it('sets an owner and a follow-up time in India, keeps each change in the history, and lists what is due, overdue first', async () => {
    const today = indiaDate(Date.now());
    const overdue = await send('contact-us', { ...validBodies.contact, name: 'Overdue Om', phone: '9811200001' });
    const dueToday = await send('contact-us', { ...validBodies.contact, name: 'Today Tara', phone: '9811200002' });
    const tomorrow = await send('contact-us', { ...validBodies.contact, name: 'Tomorrow Tanu', phone: '9811200003' });
    const closed = await send('contact-us', { ...validBodies.contact, name: 'Done Dev', phone: '9811200004' });

    const set = await staff.post(`/api/desk/leads/${overdue}/follow-up`, { owner: 'asha', followUpAt: `${addDays(today, -1)}T10:00` });
    expect(set.status, set.text).toBe(200);
    expect(set.json).toMatchObject({ owner: 'asha', followUpAt: Date.parse(`${addDays(today, -1)}T10:00:00+05:30`), overdue: true });
    expect(set.json.staff).toEqual(['asha', 'owner']); // the groomer may not own a lead
    expect(set.json.audit.map((a: { actor: string; action: string }) => `${a.actor}: ${a.action}`)).toEqual([
      'asha: lead owner: nobody -> asha', `asha: follow-up set for ${addDays(today, -1)} 10:00 (India)`,
    ]);
    expect((await owner.post(`/api/desk/leads/${dueToday}/follow-up`, { followUpAt: `${today}T23:59` })).status).toBe(200);
    expect((await owner.post(`/api/desk/leads/${tomorrow}/follow-up`, { followUpAt: `${addDays(today, 1)}T09:00` })).status).toBe(200);
    expect((await owner.post(`/api/desk/leads/${closed}/follow-up`, { followUpAt: `${addDays(today, -2)}T09:00` })).status).toBe(200);
    expect((await owner.post(`/api/desk/leads/${closed}/status`, { status: 'done' })).status).toBe(200);

    const due = (await staff.get('/api/desk/due')).json.leads as { id: number; name: string; owner: string | null; overdue: boolean; followUpAt: number }[];
    expect(due.map((d) => [d.name, d.owner, d.overdue])).toEqual([['Overdue Om', 'asha', true], ['Today Tara', null, Date.now() > Date.parse(`${today}T23:59:00+05:30`)]]);

    // Refused, naming the field: a groomer as owner, a day that does not exist, a UTC timestamp.
    const groomerOwner = await owner.post(`/api/desk/leads/${tomorrow}/follow-up`, { owner: 'sunil' });
    expect([groomerOwner.status, groomerOwner.json.message]).toEqual([400, 'owner: "sunil" is not an owner or staff account']);
    for (const followUpAt of ['2026-02-30T10:00', '2026-12-05T10:00:00Z', 1764000000000]) {
      const res = await owner.post(`/api/desk/leads/${tomorrow}/follow-up`, { followUpAt });
      expect([res.status, res.json.message]).toEqual([400, 'followUpAt: expected a day and time in India as YYYY-MM-DDTHH:MM, e.g. 2026-12-05T17:30']);
    }
    // Cleared: out of the Due list, and said in the history.
    const cleared = await owner.post(`/api/desk/leads/${overdue}/follow-up`, { owner: '', followUpAt: '' });
    expect(cleared.json).toMatchObject({ owner: null, followUpAt: null, overdue: false });
    expect(cleared.json.audit.slice(-2).map((a: { action: string }) => a.action)).toEqual(['lead owner: asha -> nobody', 'follow-up cleared']);
    expect(((await owner.get('/api/desk/due')).json.leads as { name: string }[]).map((d) => d.name)).not.toContain('Overdue Om');
  });

  it("shows one person's other leads (same phone) with their visits and notes, newest first, and counts them in the list", async () => {
    const phone = '9811300001';
    const date = dayBothWork();
    const booked = await send('booking-form', {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('fur-fresh-spa'), date, window: '09:00-11:00' }), name: 'Repeat Rani',
    });
    expect((await owner.post(`/api/desk/leads/${booked}/notes`, { text: 'Prefers mornings' })).status).toBe(200);
    const asked = await send('contact-us', { ...validBodies.contact, name: 'Repeat Rani', phone });
    const quick = await send('booking-form', { phone, path: '/pet-grooming' });
    const stranger = await send('contact-us', { ...validBodies.contact, name: 'Someone Else', phone: '9811300002' });

    const rani = await page(quick);
    expect(rani.samePerson.map((l) => l.id)).toEqual([asked, booked]);
    expect(rani.samePerson[1]).toMatchObject({ kind: 'booking', visits: [{ date, window: '09:00-11:00', status: 'requested' }], notes: [{ author: 'owner', text: 'Prefers mornings' }] });
    expect(rani.samePerson[0]).toMatchObject({ kind: 'contact', visits: [], notes: [] });
    expect((await page(stranger)).samePerson).toEqual([]);
    const list = (await owner.get('/api/desk/leads')).json.leads as Summary[];
    const count = (id: number) => list.find((l) => l.id === id)?.samePhone;
    expect([count(booked), count(asked), count(quick), count(stranger)]).toEqual([2, 2, 2, 0]);
  });

  it('flags fast forms and bursts as likely spam, stores and lists them all, and lets staff confirm or restore', async () => {
    const fast = await send('contact-us', { ...validBodies.contact, name: 'Fast Fahim', phone: '9811400001', form_ms: 800 });
    const slow = await send('contact-us', { ...validBodies.contact, name: 'Slow Sita', phone: '9811400002', form_ms: 15000 });
    const bursts: number[] = [];
    for (const n of [1, 2, 3]) bursts.push(await send('booking-form', { phone: `981150000${n}`, path: '/pet-grooming', form_ms: 9000 }, '198.51.100.9'));
    expect((await postJson(`${server.url}/api/contact-us`, { ...validBodies.contact, form_ms: 'soon' })).json.message)
      .toBe('form_ms: expected the milliseconds the form was open, as a whole number');

    const flags = await Promise.all([fast, slow, ...bursts].map(async (id) => (await page(id)).likelySpam));
    expect(flags).toEqual(['fast', null, null, null, 'burst']);
    const view = (await staff.get('/api/desk/spam')).json as { likely: { id: number; likelySpam: string; formMs: number | null }[]; marked: { id: number }[] };
    expect(view.likely.filter((l) => [fast, bursts[2]].includes(l.id)).map((l) => [l.id, l.likelySpam, l.formMs])).toEqual([[bursts[2], 'burst', 9000], [fast, 'fast', 800]]);

    // Confirmed: marked spam. Restored: the flag goes (and a spam status goes back to new).
    const confirmed = await staff.post(`/api/desk/leads/${fast}/spam`, { spam: true });
    expect(confirmed.json).toMatchObject({ status: 'spam', likelySpam: 'fast' });
    const restored = await staff.post(`/api/desk/leads/${bursts[2]}/spam`, { spam: false });
    expect(restored.json).toMatchObject({ status: 'new', likelySpam: null });
    expect(restored.json.audit.at(-1)).toMatchObject({ actor: 'asha', action: 'restored: not spam; the server had thought it one of a burst from one phone or address' });
    let after = (await staff.get('/api/desk/spam')).json as typeof view;
    expect(after.marked.map((l) => l.id)).toContain(fast);
    expect(after.likely.map((l) => l.id)).not.toContain(bursts[2]);
    const back = await owner.post(`/api/desk/leads/${fast}/spam`, { spam: false });
    expect(back.json).toMatchObject({ status: 'new', likelySpam: null });
    expect(back.json.audit.map((a: { action: string }) => a.action)).toEqual([
      'status: new -> spam (confirmed spam)', 'restored: not spam, status: spam -> new; the server had thought it sent within seconds of the form opening',
    ]);
    after = (await staff.get('/api/desk/spam')).json;
    expect([...after.likely, ...after.marked].map((l) => l.id)).not.toContain(fast);
    expect((await owner.post(`/api/desk/leads/${fast}/spam`, { spam: 'yes' })).status).toBe(400);
  });
});
