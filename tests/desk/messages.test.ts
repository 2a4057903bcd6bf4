// A visit's WhatsApp messages over real HTTP on 127.0.0.1, on SQLite and on a real PostgreSQL:
// the exact wa.me text of each message written from a stored visit, the confirmation's fresh
// link that opens the customer's page, marking sent per role and without a session (the mark in
// the lead's history), and tomorrow's visits still unreminded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { postJson, request } from '../helpers/leads.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import type { Agent } from '../helpers/desk.ts';
import { bookedDesk, type BookedDesk, dayBothWork, visitTestSetup, windowBegun } from './dayplan-helpers.ts';
import { storeKinds } from '../helpers/both-stores.ts';

const { setup, stores } = visitTestSetup();

interface Message { kind: string; href?: string; sentAt?: string; sentBy?: string }
interface Visit { id: number; leadId?: number; name: string; groomerId: string; total: number; status: string; messages: Message[] }

/** The text a wa.me address opens WhatsApp with, and the number it writes to. */
function opened(href: string): { number: string; text: string } {
  const url = new URL(href);
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text')! };
}

/** "Thu 26 Nov" for a day, as a calendar day. */
const dayWords = (date: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`)).replace(',', '');
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

describe.each(storeKinds)('WhatsApp messages of a visit on %s', (backend) => {
  let server: BookedDesk['server'];
  let owner: Agent;
  let staff: Agent;
  let sunil: Agent;
  let kavita: Agent;
  const tomorrow = addDays(indiaDate(Date.now()), 1);
  const plan = async (a: Agent, date = tomorrow) => {
    const res = await a.get(`/api/desk/visits?date=${date}`);
    expect(res.status, res.text).toBe(200);
    return res.json as { visits: Visit[]; unreminded?: { date: string; count: number; visitIds: number[] } };
  };
  const visitOf = async (name: string, a: Agent = owner) => (await plan(a)).visits.find((v) => v.name === name)!;
  const message = (v: Visit, kind: string) => v.messages.find((m) => m.kind === kind);
  const pkg = (id: string) => setup.serviceLabel(id).replace(/ - ₹[\d,]+$/, '');

  beforeAll(async () => {
    ({ server, owner, staff, sunil, kavita } = await bookedDesk(await stores.databaseFor(backend), setup, tomorrow));
  }, 60_000);
  afterAll(async () => server?.close());

  it('writes the reminder and "on the way" from the stored visit, to the customer\'s number', async () => {
    const priya = await visitOf('Priya Sharma');
    const reminder = opened(message(priya, 'reminder')!.href!);
    expect(reminder.number).toBe('919811100001');
    expect(reminder.text).toBe([
      `Hello Priya Sharma, a friendly reminder from Doorstep Paws: your dog grooming visit is tomorrow, ${dayWords(tomorrow)}, with our groomer arriving between 9 AM and 11 AM.`,
      `Package: ${pkg('full-body-grooming')}. Total to pay at the visit: ${rupees(priya.total)}.`,
      'If the time no longer suits you, just reply here and we will sort it out.',
    ].join('\n'));
    expect(priya.total).toBeGreaterThan(0);
    const onTheWay = opened(message(priya, 'on-the-way')!.href!);
    expect(onTheWay.text).toBe('Hello Priya Sharma, Sunil from Doorstep Paws is on the way to you now for your dog grooming visit.\nSee you very soon!');
    // The confirmation carries a link made only when staff write it; no thank-you before the visit is done.
    expect(message(priya, 'confirmation')).toEqual({ kind: 'confirmation' });
    expect(message(priya, 'thank-you')).toBeUndefined();
  });

  it("writes the confirmation with a fresh link that opens the customer's own page, and notes it in the history", async () => {
    const neha = await visitOf('Neha Singh');
    const res = await staff.post(`/api/desk/visits/${neha.id}/confirmation`, {});
    expect(res.status, res.text).toBe(200);
    const { number, text } = opened(res.json.href);
    expect(number).toBe('919811100003');
    const link = /https:\/\/www\.doorsteppaws\.in\/b\/([A-Za-z0-9_-]{24})/.exec(text);
    expect(link, text).not.toBeNull();
    expect(text).toBe([
      `Hello Neha Singh, this is Doorstep Paws. Your grooming visit is confirmed for ${dayWords(tomorrow)}: our groomer will arrive between 3 PM and 5 PM.`,
      `Package: ${pkg('fur-fresh-spa')}. Total to pay at the visit: ${rupees(neha.total)}.`,
      `Your own page for this visit, to see it, move it or cancel it: ${link![0]}`,
      'Thank you for booking with us!',
    ].join('\n'));
    // The link is the customer's: it opens their visit on the lead API.
    const page = await request(`${server.url}/api/visit/${link![1]}`);
    expect(page.status, page.text).toBe(200);
    expect(page.json).toMatchObject({ date: tomorrow, window: '15:00-17:00', total: neha.total });
    const lead = await staff.get(`/api/desk/leads/${neha.leadId}`);
    expect(lead.json.audit.at(-1)).toMatchObject({ actor: 'asha', action: expect.stringMatching(/^WhatsApp confirmation written for .*3 PM to 5 PM, with a new link/) });
    // A groomer never issues a customer's link.
    expect((await sunil.post(`/api/desk/visits/${neha.id}/confirmation`, {})).status).toBe(403);
  });

  it('links a visit booked on a Hindi page to the Hindi visit page, /hi/b/<token>', async () => {
    // A day of no other visit here, on which Kavita works: the 5 PM window is hers alone (Sunil's day
    // ends at 5), and on her Tuesdays off it cannot be booked.
    const later = dayBothWork(Date.parse(`${addDays(tomorrow, 1)}T12:00:00+05:30`));
    const booked = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: '/hi/pet-grooming-at-home/noida', phone: '9811100009', service: setup.serviceLabel('fur-fresh-spa'), date: later, window: '17:00-19:00' }),
      name: 'Sunita Sharma',
    });
    expect(booked.status, booked.text).toBe(201);
    const sunita = (await plan(owner, later)).visits.find((v) => v.name === 'Sunita Sharma')!;
    const res = await staff.post(`/api/desk/visits/${sunita.id}/confirmation`, {});
    expect(res.status, res.text).toBe(200);
    const link = /https:\/\/www\.doorsteppaws\.in\/hi\/b\/([A-Za-z0-9_-]{24})\n/.exec(opened(res.json.href).text);
    expect(link, opened(res.json.href).text).not.toBeNull();
    expect((await request(`${server.url}/api/visit/${link![1]}`)).json).toMatchObject({ date: later, window: '17:00-19:00' });
  });

  it('writes the thank-you with the review link once the visit is done', async () => {
    const rohan = await visitOf('Rohan Gupta');
    await windowBegun(server.db, rohan.id);
    expect((await staff.post(`/api/desk/visits/${rohan.id}/status`, { status: 'done' })).status).toBe(200);
    const done = await visitOf('Rohan Gupta');
    expect(done.messages.map((m) => m.kind)).toEqual(['thank-you']);
    expect(opened(message(done, 'thank-you')!.href!).text).toBe([
      'Thank you, Rohan Gupta, for having Doorstep Paws over today. We hope your dog is feeling fresh and happy!',
      'If you have a minute, a review would mean a lot to our small team: https://g.page/r/doorsteppaws/review',
      'We would love to see you both again.',
    ].join('\n'));
  });

  it('marks a message sent per role, and nobody without a session; each mark in the lead history', async () => {
    const priya = await visitOf('Priya Sharma');
    const neha = await visitOf('Neha Singh');
    const nobody = await request(`${server.url}/api/desk/visits/${priya.id}/messages`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify({ kind: 'reminder' }),
    });
    expect(nobody.status).toBe(401);
    // Cross-site, with a session cookie: refused before anything is read.
    const crossSite = await request(`${server.url}/api/desk/visits/${priya.id}/messages`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: staff.cookie, 'X-Desk-Csrf': staff.csrf }, body: JSON.stringify({ kind: 'reminder' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await staff.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'nonsense' })).status).toBe(400);
    // A groomer: "on the way" of their own visit only.
    expect((await sunil.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'reminder' })).status).toBe(403);
    expect((await kavita.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'on-the-way' })).status).toBe(404);
    expect((await sunil.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'on-the-way' })).status).toBe(200);
    expect((await staff.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'reminder' })).status).toBe(200);
    expect((await owner.post(`/api/desk/visits/${neha.id}/messages`, { kind: 'confirmation' })).status).toBe(200);
    // A thank-you does not suit a visit not done yet.
    expect((await staff.post(`/api/desk/visits/${priya.id}/messages`, { kind: 'thank-you' })).status).toBe(409);

    const marked = await visitOf('Priya Sharma');
    expect(message(marked, 'reminder')).toMatchObject({ sentBy: 'asha', sentAt: expect.stringMatching(/^\d{4}-/) });
    expect(message(marked, 'on-the-way')).toMatchObject({ sentBy: 'sunil' });
    expect(message(marked, 'confirmation')!.sentAt).toBeUndefined();
    // Sunil's own plan offers him "on the way" only, marked as he marked it.
    const own = await visitOf('Priya Sharma', sunil);
    expect(own.messages).toEqual([expect.objectContaining({ kind: 'on-the-way', sentBy: 'sunil' })]);
    const history = (await staff.get(`/api/desk/leads/${marked.leadId}`)).json.audit.map((a: { actor: string; action: string }) => `${a.actor}: ${a.action}`);
    expect(history).toEqual(expect.arrayContaining([
      expect.stringMatching(/^sunil: WhatsApp on the way message sent \(.*9 AM to 11 AM\)$/),
      expect.stringMatching(/^asha: WhatsApp reminder message sent \(.*9 AM to 11 AM\)$/),
    ]));
  });

  it("flags tomorrow's visits whose reminder is not sent, for the office only", async () => {
    const priya = await visitOf('Priya Sharma');
    const neha = await visitOf('Neha Singh');
    // Priya was reminded above; Rohan's visit is done; Neha's waits.
    const today = await plan(staff, indiaDate(Date.now()));
    expect(today.unreminded).toEqual({ date: tomorrow, count: 1, visitIds: [neha.id] });
    expect(today.unreminded!.visitIds).not.toContain(priya.id);
    expect((await plan(sunil)).unreminded).toBeUndefined();
    expect((await staff.post(`/api/desk/visits/${neha.id}/messages`, { kind: 'reminder' })).status).toBe(200);
    expect((await plan(owner)).unreminded).toMatchObject({ count: 0 });
  });
});
