// Money at the door (issue 43), over real HTTP on SQLite and on a real PostgreSQL: a large dog's
// booking quotes and holds the longer, dearer visit; its 201 offers "Pay ₹N by UPI" whose QR code
// decodes to the upi://pay link with the payee, the amount and the booking's reference; the
// groomer marks it paid by UPI with the transaction reference; the line is in the lead's history,
// never edited; the card and the customer's link then show it paid, the link with a receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { postJson, request } from '../helpers/leads.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { decodeQrDataUri } from '../helpers/qr.ts';
import { addTeam, agentFor, dayBothWork, NOIDA_PAGE, visitTestSetup, windowBegun } from './dayplan-helpers.ts';
import { payWeek } from '../../model/visits/pay.ts';

const { setup, stores } = visitTestSetup();

interface Pay { amount: number; kind: string; uri: string; qr: string }
interface PlanVisit { id: number; leadId?: number; groomerId: string; start: number; end: number; total: number; lines: { label: string; amount: number; reason?: string }[]; money: { paid: number; owed: number; refundDue?: number; payments: { method: string; upiRef?: string; amount: number; by: string }[]; upi?: Pay } }

describe.each(storeKinds)('money at the door on %s', (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  const date = dayBothWork();
  /** The visit paid by UPI in the third test, for the day's money and the week's pay. */
  let paidVisit: { id: number; groomer: string; groomerId: string; total: number; reference: string };
  const book = (o: { phone: string; window: string; size?: string; service?: string }) => postJson(`${server.url}/api/booking-form`, {
    ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: o.phone, service: setup.serviceLabel(o.service ?? 'basic-grooming'), date, window: o.window }),
    name: 'Kiran Rao', ...(o.size && { size: o.size }),
  });
  const plan = async (who: Agent): Promise<PlanVisit[]> => {
    const answer = await who.get(`/api/desk/visits?date=${date}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json.visits;
  };

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: () => setup.settings });
    await addTeam(server.db, setup.settings);
    owner = await agent(server.url);
  }, 60_000);
  afterAll(async () => server?.close());

  it('quotes and holds a large dog\'s longer, dearer visit; a small dog\'s shorter, cheaper one', async () => {
    const large = await book({ phone: '9811100031', window: '09:00-11:00', size: 'large' });
    const small = await book({ phone: '9811100032', window: '13:00-15:00', size: 'small' });
    expect(large.status, large.text).toBe(201);
    expect(small.status, small.text).toBe(201);
    expect(large.json.visit.lines[0]).toEqual({ kind: 'package', id: 'basic-grooming', label: 'Basic Grooming', amount: 1499, reason: 'large dog' });
    expect(small.json.visit.lines[0]).toEqual({ kind: 'package', id: 'basic-grooming', label: 'Basic Grooming', amount: 1299, reason: 'small dog' });
    const visits = await plan(owner);
    const minutes = (v: PlanVisit) => (v.end - v.start) / 60_000;
    expect(visits.map(minutes)).toEqual([105, 75]);
    expect(visits.map((v) => v.total)).toEqual([large.json.visit.total, small.json.visit.total]);
    expect(visits[0].lines[0]).toEqual({ kind: 'package', label: 'Basic Grooming', amount: 1499, reason: 'large dog' });
  });

  it('offers "Pay by UPI" for the quoted total: the QR code decodes to the upi://pay link with the payee, the amount and the reference', async () => {
    const booked = await book({ phone: '9811100033', window: '15:00-17:00', size: 'large' });
    expect(booked.status, booked.text).toBe(201);
    const { total, pay } = booked.json.visit as { total: number; pay: Pay };
    expect(pay.kind).toBe('total');
    expect(pay.amount).toBe(total);
    const decoded = await decodeQrDataUri(pay.qr);
    expect(decoded).toBe(pay.uri);
    const uri = new URL(decoded!);
    expect(uri.protocol).toBe('upi:');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: 'doorsteppaws@okicici', pn: 'Doorstep Paws', am: `${total}.00`, cu: 'INR', tn: `Doorstep Paws ${booked.json.id}`, tr: booked.json.id,
    });
    // The customer's own page offers the same while nothing is paid.
    const view = await request(`${server.url}/api/visit/${booked.json.visit.link.replace(/^\/b\//, '')}`);
    expect(view.status, view.text).toBe(200);
    expect(view.json.pay.uri).toBe(pay.uri);
    expect(view.json.receipt).toBeUndefined();
  });

  it('lets the groomer mark the visit paid by UPI with its reference: history, card and the customer\'s receipt show it; the line is never edited', async () => {
    const booked = await book({ phone: '9811100034', window: '17:00-19:00', size: 'large' });
    expect(booked.status, booked.text).toBe(201);
    const mine = (await plan(owner)).filter((v) => v.money.paid === 0 && v.money.upi?.uri === booked.json.visit.pay.uri);
    expect(mine).toHaveLength(1);
    const { id, groomerId, leadId, total } = mine[0];
    const [groomer, other] = groomerId === 'noida-sunil' ? ['sunil', 'kavita'] : ['kavita', 'sunil'];
    const own = await agentFor(server.url, groomer);
    // The groomer's card shows the QR code to show at the door.
    const card = (await plan(own)).find((v) => v.id === id)!;
    expect(await decodeQrDataUri(card.money.upi!.qr)).toBe(booked.json.visit.pay.uri);

    const payment = { amount: total, method: 'upi', upiRef: '412345678901' };
    expect((await (await agentFor(server.url, other)).post(`/api/desk/visits/${id}/payments`, payment)).status).toBe(404);
    expect((await own.post(`/api/desk/visits/${id}/payments`, { ...payment, kind: 'refund' })).status).toBe(403);
    expect((await own.post(`/api/desk/visits/${id}/payments`, { ...payment, upiRef: 'no spaces allowed' })).status).toBe(400);
    expect((await own.post(`/api/desk/visits/${id}/payments`, { ...payment, amount: total + 1 })).status).toBe(409);
    const paid = await own.post(`/api/desk/visits/${id}/payments`, payment);
    paidVisit = { id, groomer, groomerId, total, reference: booked.json.id };
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json.payments).toEqual([expect.objectContaining({ kind: 'payment', amount: total, method: 'upi', upiRef: '412345678901', by: groomer })]);
    expect((await own.post(`/api/desk/visits/${id}/payments`, { amount: 1, method: 'cash' })).status).toBe(409);

    const after = (await plan(own)).find((v) => v.id === id)!;
    expect(after.money).toMatchObject({ paid: total, owed: 0 });
    expect(after.money.upi).toBeUndefined();
    const lead = await owner.get(`/api/desk/leads/${leadId}`);
    expect(lead.json.audit.map((a: { action: string }) => a.action)).toContain(`payment ₹${total.toLocaleString('en-IN')} by UPI (ref 412345678901)`);

    const view = await request(`${server.url}/api/visit/${booked.json.visit.link.replace(/^\/b\//, '')}`);
    expect(view.json.pay).toBeUndefined();
    expect(view.json.receipt).toMatchObject({
      business: 'Doorstep Paws', taxId: '09AAACD1234F1Z5', reference: booked.json.id, paid: total, owed: 0,
      payments: [{ kind: 'payment', amount: total, method: 'upi', upiRef: '412345678901' }],
    });
    expect(view.json.receipt.address).toContain('Sector 63');
    expect(JSON.stringify(view.json.receipt)).not.toContain(groomer);

    // Appended, never edited: the database itself refuses to change a line.
    const sql = openStore(server.db);
    await sql.ready;
    try {
      await expect(sql.run('UPDATE visit_payments SET amount = 1 WHERE visit_id = ?', [id])).rejects.toThrow(/never edited/);
      expect((await sql.get<{ amount: number }>('SELECT amount FROM visit_payments WHERE visit_id = ?', [id]))?.amount).toBe(total);
    } finally {
      await sql.close();
    }
  });

  it('shows the owner the day\'s money per groomer, done-but-unpaid flagged; the week\'s pay counts the done visit; the CSV is the owner\'s', async () => {
    const { id, groomer, groomerId, total, reference } = paidVisit;
    const own = await agentFor(server.url, groomer);
    await windowBegun(server.db, id);
    expect((await own.post(`/api/desk/visits/${id}/status`, { status: 'done' })).status).toBe(200);

    const day = await owner.get(`/api/desk/money?date=${date}`);
    expect(day.status, day.text).toBe(200);
    const mine = day.json.groomers.find((g: { id: string }) => g.id === groomerId);
    expect(mine.collected.upi).toBe(total);
    expect(mine.visits.find((v: { id: number }) => v.id === id)).toMatchObject({ paid: total, owed: 0, doneUnpaid: false });
    expect(day.json.totals.collected.upi).toBe(total);
    expect(day.json.totals.owed).toBe(day.json.totals.quoted - total);
    // A groomer's day has only their own column.
    expect((await own.get(`/api/desk/money?date=${date}`)).json.groomers.map((g: { id: string }) => g.id)).toEqual([groomerId]);

    // Another visit marked done unpaid stands out.
    const unpaid = (await plan(owner)).find((v) => v.id !== id && v.money.paid === 0)!;
    await windowBegun(server.db, unpaid.id);
    expect((await owner.post(`/api/desk/visits/${unpaid.id}/status`, { status: 'done' })).status).toBe(200);
    const flagged = (await owner.get(`/api/desk/money?date=${date}`)).json.groomers.flatMap((g: { visits: { id: number; doneUnpaid: boolean }[] }) => g.visits).find((v: { id: number }) => v.id === unpaid.id);
    expect(flagged.doneUnpaid).toBe(true);

    const pay = await owner.get(`/api/desk/pay?week=${date}`);
    expect(pay.status, pay.text).toBe(200);
    expect(pay.json).toMatchObject(payWeek(date));
    const week = pay.json.groomers.find((g: { id: string }) => g.id === groomerId);
    expect(week.collected).toBeGreaterThanOrEqual(total);
    // Sunil earns 40% of each done visit's total; Kavita a set amount per package (site.yaml), Basic Grooming ₹400.
    const earned = groomerId === 'noida-sunil' ? Math.floor(total * 0.4) : 400;
    expect(week.earned).toBeGreaterThanOrEqual(earned);
    const ownPay = await own.get(`/api/desk/pay?week=${date}`);
    expect(ownPay.json.groomers.map((g: { id: string }) => g.id)).toEqual([groomerId]);
    expect((await (await agentFor(server.url, 'asha')).get(`/api/desk/pay?week=${date}`)).status).toBe(403);

    const csv = await owner.get(`/api/desk/money.csv?from=${date}&to=${date}`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.text.split('\r\n')[0]).toBe('visit day,reference,customer,groomer,status,quoted,line,amount,method,UPI reference,marked by,marked at');
    expect(csv.text).toContain(`${date},${reference},Kiran Rao,`);
    expect(csv.text).toContain(`,done,${total},payment,${total},upi,412345678901,${groomer},`);
    expect((await (await agentFor(server.url, 'asha')).get(`/api/desk/money.csv?from=${date}`)).status).toBe(403);
    expect((await own.get(`/api/desk/money.csv?from=${date}`)).status).toBe(403);
    expect((await request(`${server.url}/api/desk/money.csv?from=${date}`)).status).toBe(401);
  });

  it('a paid visit the customer cancels on their link under the terms shows its refund due; the office refunds it as a line of its own', async () => {
    const booked = await book({ phone: '9811100035', window: '19:00-21:00', size: 'small' });
    expect(booked.status, booked.text).toBe(201);
    const token = booked.json.visit.link.replace(/^\/b\//, '');
    const visit = (await plan(owner)).find((v) => v.money.upi?.uri === booked.json.visit.pay.uri)!;
    expect((await owner.post(`/api/desk/visits/${visit.id}/payments`, { amount: visit.total, method: 'card' })).status).toBe(201);
    // Noida's terms: cancelling is free until 2 hours before the visit.
    const cancelled = await postJson(`${server.url}/api/visit/${token}/cancel`, {}, { Origin: server.url });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.fee).toBe(0);
    const card = (await plan(owner)).find((v) => v.id === visit.id)!;
    expect(card.money).toMatchObject({ paid: visit.total, owed: 0, refundDue: visit.total });
    expect((await owner.post(`/api/desk/visits/${visit.id}/payments`, { kind: 'refund', amount: visit.total + 1, method: 'card' })).status).toBe(409);
    const refund = await (await agentFor(server.url, 'asha')).post(`/api/desk/visits/${visit.id}/payments`, { kind: 'refund', amount: visit.total, method: 'card' });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.json.payments.map((p: { kind: string; amount: number; by: string }) => [p.kind, p.amount, p.by])).toEqual([['payment', visit.total, 'owner'], ['refund', visit.total, 'asha']]);
    const after = (await plan(owner)).find((v) => v.id === visit.id)!;
    expect(after.money).toMatchObject({ paid: 0, owed: 0 });
    expect(after.money.refundDue).toBeUndefined();
  });
});

describe('groomsite leads move carries the payment lines', () => {
  it('a visit paid in part by UPI and in cash keeps its lines, in order, after the move from SQLite to PostgreSQL', async () => {
    const { moveLeads } = await import('../../leads/move.ts');
    const date = dayBothWork();
    const before = await deskServer({ visits: setup.settings });
    await addTeam(before.db, setup.settings);
    const booked = await postJson(`${before.url}/api/booking-form`, {
      ...appointmentBody({ origin: before.url, pagePath: NOIDA_PAGE, phone: '9811100041', service: setup.serviceLabel('basic-grooming'), date, window: '09:00-11:00' }), size: 'small',
    });
    expect(booked.status, booked.text).toBe(201);
    const owner = await agent(before.url);
    const visit = ((await owner.get(`/api/desk/visits?date=${date}`)).json.visits as PlanVisit[])[0];
    expect((await owner.post(`/api/desk/visits/${visit.id}/payments`, { amount: 300, method: 'upi', upiRef: 'UTR300DEPOSIT' })).status).toBe(201);
    expect((await owner.post(`/api/desk/visits/${visit.id}/payments`, { amount: visit.total - 300, method: 'cash' })).status).toBe(201);
    await before.close();

    const url = await stores.postgres.createDatabase();
    await moveLeads({ from: before.db, to: url });
    const after = await deskServer({ db: url, visits: setup.settings });
    try {
      const moved = ((await (await agent(after.url)).get(`/api/desk/visits?date=${date}`)).json.visits as PlanVisit[])[0];
      expect(moved.money).toMatchObject({ paid: visit.total, owed: 0 });
      expect(moved.money.payments.map((p) => [p.amount, p.method, p.upiRef])).toEqual([[300, 'upi', 'UTR300DEPOSIT'], [visit.total - 300, 'cash', undefined]]);
    } finally {
      await after.close();
    }
  }, 60_000);
});

describe.each(storeKinds)('a deposit asked before the visit on %s', (backend) => {
  it('the booking asks the city\'s deposit by UPI; once paid, the link asks for the rest', async () => {
    const noida = setup.settings.rules.cities.noida;
    const settings = { ...setup.settings, rules: { ...setup.settings.rules, cities: { ...setup.settings.rules.cities, noida: { ...noida, deposit: { kind: 'amount' as const, value: 300 } } } } };
    const server = await deskServer({ db: await stores.databaseFor(backend), visits: () => settings });
    try {
      const date = dayBothWork();
      const booked = await postJson(`${server.url}/api/booking-form`, {
        ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811100051', service: setup.serviceLabel('basic-grooming'), date, window: '09:00-11:00' }), size: 'large',
      });
      expect(booked.status, booked.text).toBe(201);
      const { pay, total, link } = booked.json.visit as { pay: Pay; total: number; link: string };
      expect(pay).toMatchObject({ kind: 'deposit', amount: 300 });
      expect(new URL(pay.uri).searchParams.get('am')).toBe('300.00');
      expect(await decodeQrDataUri(pay.qr)).toBe(pay.uri);
      const owner = await agent(server.url);
      const visit = ((await owner.get(`/api/desk/visits?date=${date}`)).json.visits as PlanVisit[])[0];
      expect((await owner.post(`/api/desk/visits/${visit.id}/payments`, { amount: 300, method: 'upi', upiRef: 'UTR300DEPOSIT' })).status).toBe(201);
      const view = await request(`${server.url}/api/visit/${link.replace(/^\/b\//, '')}`);
      expect(view.json.pay).toMatchObject({ kind: 'balance', amount: total - 300 });
      expect(new URL(view.json.pay.uri).searchParams.get('am')).toBe(`${total - 300}.00`);
      expect(view.json.receipt).toMatchObject({ paid: 300, owed: total - 300 });
    } finally {
      await server.close();
    }
  }, 60_000);
});
