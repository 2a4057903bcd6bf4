// What a customer did on their own link, and what the office did to a visit, reaching the desk,
// over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL: the lead list says the visit as
// it is now (not the day first asked for), Due lists a customer's move or cancellation until staff
// mark it handled (a newer change is never marked unseen), and an office move offers the "moved"
// WhatsApp message and stays on Due until it is marked sent. Groomers reach none of it. Both kinds
// stay on Due through `leads move` to PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayWords, visitWords, windowEnds } from '../../model/visits/words.ts';
import { postJson, request } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { moveLeads } from '../../leads/move.ts';
import { bookedDesk, type BookedDesk, dayBothWork, NOIDA_PAGE, visitTestSetup } from './dayplan-helpers.ts';
import { storeKinds } from '../helpers/both-stores.ts';

const { setup, stores } = visitTestSetup();

interface Change { kind: string; at: string; from: { date: string; window: string }; fee: number; handled: boolean; handledBy?: string }
interface VisitNow { id: number; date: string; window: string; status: string; customerChange?: Change; deskMovedAt?: string; untold: boolean }
interface Summary { id: number; name: string; status: string; visit: VisitNow | null }
interface Message { kind: string; href?: string; sentAt?: string }
interface DueVisit { reason: string; at: string; href?: string; visit: { id: number; leadId: number; name: string; date: string; window: string; status: string; customerChange?: Change } }

/** The text a wa.me address opens WhatsApp with. */
const opened = (href: string) => new URL(href).searchParams.get('text');

describe.each(storeKinds)('customer and office changes of a visit on the desk, on %s', (backend) => {
  let server: BookedDesk['server'];
  let owner: Agent;
  let staff: Agent;
  let sunil: Agent;
  const date = dayBothWork();
  // Another day both Noida groomers work (Sunil 9 to 5, Kavita 1 to 9), for these tests' own visits.
  const later = dayBothWork(Date.parse(`${date}T12:00:00+05:30`));
  let phone = 9811800000;

  const book = async (name: string, day: string, window: string) => {
    const res = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({
      origin: server.url, pagePath: NOIDA_PAGE, phone: String(++phone), service: setup.serviceLabel('fur-fresh-spa'), date: day, window,
    }), name });
    expect(res.status, res.text).toBe(201);
    return { token: String(res.json.visit.link).slice('/b/'.length), phone: String(phone) };
  };
  const customer = (token: string, action: string, body: object = {}) => postJson(`${server.url}/api/visit/${token}/${action}`, body, { Origin: server.url });
  const listed = async (name: string): Promise<Summary> => ((await staff.get('/api/desk/leads')).json.leads as Summary[]).find((l) => l.name === name)!;
  const due = async (): Promise<DueVisit[]> => {
    const res = await staff.get('/api/desk/due');
    expect(res.status, res.text).toBe(200);
    return res.json.visits;
  };
  const dueOf = async (name: string) => (await due()).filter((d) => d.visit.name === name).map((d) => d.reason);
  /** A window of `day` the booking form and the customer's link offer, other than `not`. */
  const openForCustomer = async (day: string, not = '') => {
    const open = await request(`${server.url}/api/availability?city=noida&from=${day}&days=1&pet=dog&service=fur-fresh-spa`);
    return (open.json.days[0].windows as { window: string; open: boolean }[]).find((w) => w.open && w.window !== not)!.window;
  };
  /** A window of `day` open for a move of the visit, other than its own, with a groomer free in it. */
  const openWindow = async (visitId: number, day: string, not: string) => {
    const res = await staff.get(`/api/desk/visits/${visitId}/windows?date=${day}`);
    expect(res.status, res.text).toBe(200);
    const found = (res.json.windows as { window: string; open: boolean; groomers: string[] }[]).find((w) => w.open && w.window !== not)!;
    return { date: day, window: found.window, groomerId: found.groomers[0] };
  };

  beforeAll(async () => {
    ({ server, owner, staff, sunil } = await bookedDesk(await stores.databaseFor(backend), setup, date));
  }, 60_000);
  afterAll(async () => server?.close());

  it('says nothing to tell when the office only gives the visit to another groomer in the same window', async () => {
    // First on the day: at 3 PM both groomers are free, and the booking takes the team's first (Sunil).
    await book('Omar Same', later, '15:00-17:00');
    const omar = await listed('Omar Same');
    const windows = (await staff.get(`/api/desk/visits/${omar.visit!.id}/windows?date=${later}`)).json.windows as { window: string; groomers: string[] }[];
    expect(windows.find((w) => w.window === '15:00-17:00')!.groomers).toEqual(['noida-sunil', 'noida-kavita']);
    const reassign = await staff.post(`/api/desk/visits/${omar.visit!.id}/move`, { date: later, window: '15:00-17:00', groomerId: 'noida-kavita' });
    expect(reassign.status, reassign.text).toBe(200);
    expect(await dueOf('Omar Same')).toEqual([]);
    expect((await listed('Omar Same')).visit).toMatchObject({ window: '15:00-17:00', untold: false });
    expect((await listed('Omar Same')).visit!.deskMovedAt).toBeUndefined();
  });

  it("lists a lead the customer moved and then cancelled as cancelled by the customer, on Due until staff mark it handled", async () => {
    const { token } = await book('Kabir Moved', later, '09:00-11:00');
    const asked = await listed('Kabir Moved');
    expect(asked.visit).toMatchObject({ date: later, window: '09:00-11:00', status: 'requested', untold: false });
    expect(asked.visit!.customerChange).toBeUndefined();

    const to = await openForCustomer(later, '09:00-11:00');
    expect((await customer(token, 'move', { date: later, window: to })).status).toBe(200);
    const moved = await listed('Kabir Moved');
    // The lead itself is still "new": the row says where the visit is now, and who moved it.
    expect(moved).toMatchObject({ status: 'new', visit: { date: later, window: to, status: 'requested', customerChange: { kind: 'moved', from: { date: later, window: '09:00-11:00' }, fee: 0, handled: false } } });
    expect(await dueOf('Kabir Moved')).toEqual(['customer-moved']);
    const movedAt = moved.visit!.customerChange!.at;

    expect((await customer(token, 'cancel')).status).toBe(200);
    const cancelled = await listed('Kabir Moved');
    expect(cancelled.visit).toMatchObject({ status: 'cancelled', customerChange: { kind: 'cancelled', from: { date: later, window: to }, handled: false } });
    const [item] = (await due()).filter((d) => d.visit.name === 'Kabir Moved');
    expect(item).toMatchObject({ reason: 'customer-cancelled', visit: { status: 'cancelled', leadId: cancelled.id } });

    // Marking the move staff saw earlier would hide the cancellation: refused, saying why.
    const stale = await staff.post(`/api/desk/visits/${item.visit.id}/customer-change`, { changedAt: movedAt });
    expect([stale.status, stale.json.message]).toEqual([409, 'the customer changed this visit again meanwhile: look at it again']);
    expect((await staff.post(`/api/desk/visits/${item.visit.id}/customer-change`, {})).status).toBe(400);
    for (const [who, expected] of [[sunil, 403], [undefined, 401]] as const) {
      const res = who ? await who.post(`/api/desk/visits/${item.visit.id}/customer-change`, { changedAt: item.at })
        : await request(`${server.url}/api/desk/visits/${item.visit.id}/customer-change`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify({ changedAt: item.at }) });
      expect(res.status).toBe(expected);
    }
    expect(await dueOf('Kabir Moved')).toEqual(['customer-cancelled']);

    const handled = await staff.post(`/api/desk/visits/${item.visit.id}/customer-change`, { changedAt: item.at });
    expect(handled.status, handled.text).toBe(200);
    expect((await staff.post(`/api/desk/visits/${item.visit.id}/customer-change`, { changedAt: item.at })).status).toBe(200);
    expect(await dueOf('Kabir Moved')).toEqual([]);
    const page = (await owner.get(`/api/desk/leads/${cancelled.id}`)).json;
    expect(page.visit.customerChange).toMatchObject({ kind: 'cancelled', handled: true, handledBy: 'asha' });
    expect(page.visits[0].customerChange).toMatchObject({ kind: 'cancelled', handled: true, handledBy: 'asha' });
    // The history has each of the customer's actions and the office's mark, once.
    expect(page.audit.map((a: { actor: string; action: string }) => `${a.actor}: ${a.action}`)).toEqual([
      `customer: visit moved by the customer: ${visitWords({ date: later, window: '09:00-11:00' })} -> ${visitWords({ date: later, window: to })}, fee ₹0`,
      `customer: visit of ${visitWords({ date: later, window: to })} cancelled by the customer, fee ₹0`,
      `asha: customer's cancellation of ${visitWords({ date: later, window: to })} handled`,
    ]);
  });

  it('leaves Due once the lead is closed (lost), as a follow-up does', async () => {
    const { token } = await book('Lata Lost', later, await openForCustomer(later));
    expect((await customer(token, 'cancel')).status).toBe(200);
    const lead = await listed('Lata Lost');
    expect(await dueOf('Lata Lost')).toEqual(['customer-cancelled']);
    expect((await staff.post(`/api/desk/leads/${lead.id}/status`, { status: 'lost' })).status).toBe(200);
    expect(await dueOf('Lata Lost')).toEqual([]);
  });

  it('offers the "moved" message after an office move to another window, and keeps the visit on Due until it is marked sent', async () => {
    const { phone: mohans } = await book('Mohan Office', later, '13:00-15:00');
    const lead = await listed('Mohan Office');
    const visitId = lead.visit!.id;
    const messages = async (): Promise<Message[]> => (await owner.get(`/api/desk/leads/${lead.id}`)).json.visits[0].messages;
    expect((await messages()).map((m) => m.kind)).not.toContain('moved');
    const notMoved = await staff.post(`/api/desk/visits/${visitId}/messages`, { kind: 'moved' });
    expect([notMoved.status, notMoved.json.message]).toEqual([409, 'the office has not moved this visit: there is no move to tell the customer of']);

    const to = await openWindow(visitId, later, '13:00-15:00');
    const move = await staff.post(`/api/desk/visits/${visitId}/move`, to);
    expect(move.status, move.text).toBe(200);
    const listedNow = await listed('Mohan Office');
    expect(listedNow.visit).toMatchObject({ date: later, window: to.window, untold: true });
    expect(listedNow.visit!.customerChange).toBeUndefined();

    const [item] = (await due()).filter((d) => d.visit.name === 'Mohan Office');
    expect(item).toMatchObject({ reason: 'tell-moved', visit: { date: later, window: to.window } });
    const offered = (await messages()).find((m) => m.kind === 'moved')!;
    expect(offered.sentAt).toBeUndefined();
    expect(offered.href).toBe(item.href);
    const { from, to: until } = windowEnds(to.window);
    expect(opened(item.href!)).toBe([
      `Hello Mohan Office, this is Doorstep Paws. We have moved your dog grooming visit to ${dayWords(later)}: our groomer will arrive between ${from} and ${until}.`,
      `Package: ${setup.serviceLabel('fur-fresh-spa').replace(/ - ₹[\d,]+$/, '')}. Total to pay at the visit: ₹${(await owner.get(`/api/desk/leads/${lead.id}`)).json.visits[0].total.toLocaleString('en-IN')}.`,
      'If the new time does not suit you, just reply here and we will find another.',
    ].join('\n'));
    expect(new URL(item.href!).pathname).toBe(`/91${mohans}`);

    // A groomer's plan has no office follow-ups: neither the move to tell nor the message.
    const plan = (await sunil.get(`/api/desk/visits?date=${later}`)).json.visits as { name: string; deskMovedAt?: string; messages: Message[] }[];
    for (const v of plan) {
      expect(v.deskMovedAt).toBeUndefined();
      expect(v.messages.map((m) => m.kind)).not.toContain('moved');
    }
    expect([403, 404]).toContain((await sunil.post(`/api/desk/visits/${visitId}/messages`, { kind: 'moved' })).status);

    expect((await staff.post(`/api/desk/visits/${visitId}/messages`, { kind: 'moved' })).status).toBe(200);
    expect(await dueOf('Mohan Office')).toEqual([]);
    expect((await listed('Mohan Office')).visit!.untold).toBe(false);
    expect((await messages()).find((m) => m.kind === 'moved')!.sentAt).toBeTruthy();

    // Moved again: news again, until marked sent again.
    const again = await openWindow(visitId, later, to.window);
    expect((await staff.post(`/api/desk/visits/${visitId}/move`, again)).status).toBe(200);
    expect(await dueOf('Mohan Office')).toEqual(['tell-moved']);
    expect((await messages()).find((m) => m.kind === 'moved')!.sentAt).toBeUndefined();
  });

  it("drops an office move nobody told of once the customer moves the visit themselves, and lists the customer's move instead", async () => {
    const booked = await openForCustomer(later);
    const { token } = await book('Nisha Both', later, booked);
    const lead = await listed('Nisha Both');
    const to = await openWindow(lead.visit!.id, later, booked);
    expect((await staff.post(`/api/desk/visits/${lead.visit!.id}/move`, to)).status).toBe(200);
    expect(await dueOf('Nisha Both')).toEqual(['tell-moved']);
    const own = await openForCustomer(later, to.window);
    expect((await customer(token, 'move', { date: later, window: own })).status).toBe(200);
    expect(await dueOf('Nisha Both')).toEqual(['customer-moved']);
    expect((await listed('Nisha Both')).visit).toMatchObject({ window: own, untold: false, customerChange: { kind: 'moved', handled: false } });
  });
});

describe('Due after `leads move` from SQLite to PostgreSQL', () => {
  it("still lists the customer's cancellation not yet handled and the office's move not yet told", async () => {
    const day = dayBothWork();
    const { server, staff, answers } = await bookedDesk(undefined, setup, day);
    // Neha (the third booking) cancels on her own link; the office moves Rohan to another window.
    const nehasLink = String(answers[2].json.visit.link).slice('/b/'.length);
    expect((await postJson(`${server.url}/api/visit/${nehasLink}/cancel`, {}, { Origin: server.url })).status).toBe(200);
    const plan = (await staff.get(`/api/desk/visits?date=${day}`)).json.visits as { id: number; name: string; window: string }[];
    const rohan = plan.find((v) => v.name === 'Rohan Gupta')!;
    const windows = (await staff.get(`/api/desk/visits/${rohan.id}/windows?date=${day}`)).json.windows as { window: string; open: boolean; groomers: string[] }[];
    const to = windows.find((w) => w.open && w.window !== rohan.window)!;
    expect((await staff.post(`/api/desk/visits/${rohan.id}/move`, { date: day, window: to.window, groomerId: to.groomers[0] })).status).toBe(200);
    await server.close();

    const url = await stores.postgres.createDatabase();
    await moveLeads({ from: server.db, to: url });
    const after = await deskServer({ db: url, visits: setup.settings });
    try {
      const due = (await (await agent(after.url)).get('/api/desk/due')).json.visits as DueVisit[];
      expect(due.map((d) => [d.reason, d.visit.name])).toEqual([['customer-cancelled', 'Neha Singh'], ['tell-moved', 'Rohan Gupta']]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
