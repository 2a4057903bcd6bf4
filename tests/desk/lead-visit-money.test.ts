// A lead's page carries each of its visits' money and photos as the day plan's card has them
// (issue: staff on a call with a customer see what is owed and the before and after), over real
// HTTP on SQLite and on a real PostgreSQL: the groomer marks part paid in cash and adds a photo,
// the office marks the rest by UPI; the page then has both lines with who marked them, nothing
// owed, the photo's metadata (never its bytes) and the customer's consent once given. The page
// stays the office's: the visit's own groomer, another groomer and nobody are refused, and so is
// a change sent from another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { postJson, request } from '../helpers/leads.ts';
import { agent, deskServer, type Agent } from '../helpers/desk.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { png } from '../editor/photo-samples.ts';
import { addTeam, agentFor, dayBothWork, NOIDA_PAGE, visitTestSetup, windowBegun } from './dayplan-helpers.ts';

const { setup, stores } = visitTestSetup();

interface Money { paid: number; owed: number; payments: { kind: string; amount: number; method: string; upiRef?: string; by: string }[]; upi?: { amount: number; uri: string } }
interface Photo { n: number; width: number; height: number; addedBy: string; consentAt?: string }
interface LeadVisit { id: number; leadId: number; groomerId: string; status: string; total: number; money: Money; photos?: Photo[] }

describe.each(storeKinds)("a lead's page shows its visits' money and photos on %s", (backend) => {
  let server: Awaited<ReturnType<typeof deskServer>>;
  let owner: Agent;
  let staff: Agent;
  const date = dayBothWork();
  const leadPage = async (who: Agent, leadId: number): Promise<LeadVisit[]> => {
    const page = await who.get(`/api/desk/leads/${leadId}`);
    expect(page.status, page.text).toBe(200);
    return page.json.visits;
  };
  /** The photo as the card sends it: its bytes as the body, with the session's headers (or others'). */
  const upload = (who: Agent, visitId: number, body: Buffer) => request(`${server.url}/api/desk/visits/${visitId}/photos`, {
    method: 'POST', body, headers: { 'Content-Type': 'image/png', Cookie: who.cookie, Origin: who.origin, 'X-Desk-Csrf': who.csrf },
  });

  beforeAll(async () => {
    server = await deskServer({ db: await stores.databaseFor(backend), visits: () => setup.settings });
    await addTeam(server.db, setup.settings);
    owner = await agent(server.url);
    staff = await agentFor(server.url, 'asha');
  }, 60_000);
  afterAll(async () => server?.close());

  let booked: { leadId: number; visitId: number; total: number; token: string; mine: Agent; theirs: Agent; groomer: string };

  it('says a booked visit is owed in full, with "Pay by UPI" for its reference, and has no photos yet', async () => {
    const answer = await postJson(`${server.url}/api/booking-form`, {
      ...appointmentBody({ origin: server.url, pagePath: NOIDA_PAGE, phone: '9811100061', service: setup.serviceLabel('basic-grooming'), date, window: '09:00-11:00' }), name: 'Kiran Rao',
    });
    expect(answer.status, answer.text).toBe(201);
    const plan = (await owner.get(`/api/desk/visits?date=${date}`)).json.visits as LeadVisit[];
    const card = plan.find((v) => v.total === answer.json.visit.total && v.money.upi?.uri === answer.json.visit.pay.uri)!;
    const [visit] = await leadPage(staff, card.leadId);
    expect(visit.id).toBe(card.id);
    // The same money as the day plan's card: one function makes both.
    expect(visit.money).toEqual(card.money);
    expect(visit.money).toMatchObject({ paid: 0, owed: visit.total, payments: [], upi: { amount: visit.total, uri: answer.json.visit.pay.uri } });
    expect(visit.photos).toBeUndefined();
    const groomer = visit.groomerId === 'noida-sunil' ? 'sunil' : 'kavita';
    booked = {
      leadId: card.leadId, visitId: visit.id, total: visit.total, token: String(answer.json.visit.link).replace(/^\/b\//, ''), groomer,
      mine: await agentFor(server.url, groomer), theirs: await agentFor(server.url, groomer === 'sunil' ? 'kavita' : 'sunil'),
    };
  }, 30_000);

  it("lists the payment lines with who marked them, what is owed, and the photo's metadata with the customer's consent", async () => {
    const { leadId, visitId, total, token, mine, groomer } = booked;
    await windowBegun(server.db, visitId);
    expect((await mine.post(`/api/desk/visits/${visitId}/status`, { status: 'done' })).status).toBe(200);
    expect((await mine.post(`/api/desk/visits/${visitId}/payments`, { amount: 500, method: 'cash' })).status).toBe(201);
    const photo = await upload(mine, visitId, await png());
    expect(photo.status, photo.text).toBe(201);

    const part = (await leadPage(owner, leadId))[0];
    expect(part.money).toMatchObject({ paid: 500, owed: total - 500, payments: [{ kind: 'payment', amount: 500, method: 'cash', by: groomer }] });
    expect(part.photos).toEqual([expect.objectContaining({ n: 1, width: 900, height: 600, addedBy: groomer })]);
    expect(part.photos![0].consentAt).toBeUndefined();

    // The office marks the rest from the lead's page (the card's form posts to the visit's payments).
    expect((await staff.post(`/api/desk/visits/${visitId}/payments`, { amount: total - 500, method: 'upi', upiRef: '412345678902' })).status).toBe(201);
    expect((await postJson(`${server.url}/api/visit/${token}/photos/consent`, { consent: true })).status).toBe(200);
    const page = await staff.get(`/api/desk/leads/${leadId}`);
    const [paid] = page.json.visits as LeadVisit[];
    expect(paid.money).toMatchObject({ paid: total, owed: 0 });
    expect(paid.money.upi).toBeUndefined();
    expect(paid.money.payments).toEqual([
      expect.objectContaining({ amount: 500, method: 'cash', by: groomer }),
      expect.objectContaining({ amount: total - 500, method: 'upi', upiRef: '412345678902', by: 'asha' }),
    ]);
    expect(paid.photos![0].consentAt).toEqual(expect.any(String));
    // Metadata only: the thumbnails are fetched from the private photo route, never carried in the page.
    expect(page.text).not.toMatch(/"bytes"|data:image\/jpeg/);
    const thumbnail = await staff.get(`/api/desk/visits/${visitId}/photos/1.jpg`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
  }, 60_000);

  it("is the office's alone: groomers, nobody and another site's changes are refused, and another groomer never reaches the visit's photo or money", async () => {
    const { leadId, visitId, mine, theirs } = booked;
    // A groomer's login never reaches a lead's page, their own visit's lead included.
    for (const groomer of [mine, theirs]) expect((await groomer.get(`/api/desk/leads/${leadId}`)).status).toBe(403);
    // Nobody, and a page of another site (the session cookie is SameSite=Strict: its request comes without it).
    expect((await request(`${server.url}/api/desk/leads/${leadId}`)).status).toBe(401);
    expect((await request(`${server.url}/api/desk/leads/${leadId}`, { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } })).status).toBe(401);
    // What the page offers (marking a payment, removing a photo) is refused from another site or with a forged token.
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'X-Desk-Csrf': 'forged' }] as Record<string, string>[]) {
      expect((await staff.post(`/api/desk/visits/${visitId}/payments`, { kind: 'refund', amount: 1, method: 'cash' }, headers)).status).toBe(403);
      expect((await staff.post(`/api/desk/visits/${visitId}/photos/1/remove`, {}, headers)).status).toBe(403);
    }
    // Another groomer: the photo is not found, nor the visit to mark money on.
    expect((await theirs.get(`/api/desk/visits/${visitId}/photos/1.jpg`)).status).toBe(404);
    expect((await theirs.post(`/api/desk/visits/${visitId}/payments`, { amount: 1, method: 'cash' })).status).toBe(404);
    expect((await request(`${server.url}/api/desk/visits/${visitId}/photos/1.jpg`)).status).toBe(401);
    // Nothing changed by any of it.
    const [after] = await leadPage(owner, leadId);
    expect(after.money.payments).toHaveLength(2);
    expect(after.photos?.map((p) => p.n)).toEqual([1]);
  }, 30_000);
});
