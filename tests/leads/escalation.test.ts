// A lead still "new" past site.yaml's minutes is announced a second time, over real HTTP with a
// real SMTP server on loopback: the lead that waits, never one staff already called, and once,
// also across a restart of the server on the same database.
import { afterEach, describe, expect, it } from 'vitest';
import { resolveEmailSettings } from '../../leads/email.ts';
import { smtp } from '../helpers/smtp.ts';
import { postJson, readLeads, startServer, validBodies } from '../helpers/leads.ts';
import { agent, deskServer, query } from '../helpers/desk.ts';
import { loadSite } from '../../pipeline/build.ts';
import { siteServerSettings } from '../../server/site-settings.ts';
import { projectRoot } from '../helpers/site.ts';
import { until } from '../helpers/until.ts';

const emailTo = (port: number) =>
  resolveEmailSettings({ smtpUrl: `smtp://127.0.0.1:${port}`, to: 'owner@example.in' }, { brand: 'Doorstep Paws', url: 'https://www.example.in' })!;
const fast = { baseDelayMs: 50, maxDelayMs: 300, pollMs: 50, timeoutMs: 15_000 };
// Three seconds of opening hours, open all day, looked at ten times a second.
const escalation = { minutes: 0.05, hours: { opens: '00:00', closes: '24:00' }, cityHours: {}, checkEveryMs: 100 };

let cleanup: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('escalation of a lead still new', () => {
  it('announces the waiting lead again, says so in the subject, never one already called, and only once across restarts', async () => {
    const mail = await smtp();
    cleanup.push(mail.close);
    // First a server that does not escalate: two leads arrive, staff call the second.
    const first = await deskServer({ email: emailTo(mail.port), webhook: fast });
    const waiting = { ...validBodies.booking, name: 'Waiting Wanda', phone: '9811100011' };
    const called = { ...validBodies.booking, name: 'Called Chetan', phone: '9811100012' };
    expect((await postJson(`${first.url}/api/booking-form`, waiting)).status).toBe(201);
    expect((await postJson(`${first.url}/api/booking-form`, called)).status).toBe(201);
    const [wanda, chetan] = readLeads(first.db).map((l) => l.id);
    const owner = await agent(first.url);
    expect((await owner.post(`/api/desk/leads/${chetan}/status`, { status: 'called' })).status).toBe(200);
    await until(() => mail.received.length === 2, 15_000);
    await first.close();

    // The same database under a server that escalates: Wanda's lead waited long enough.
    const second = await startServer({ db: first.db, email: emailTo(mail.port), webhook: fast, escalation });
    await until(() => mail.received.length === 3, 15_000);
    const again = mail.received[2];
    expect(again.leadId).toBe(String(wanda));
    expect(again.subject).toBe(`Still waiting: booking lead #${wanda} is new after 0.05 min, noida, Dog`);
    expect(again.text).toContain('nobody has called yet');
    expect(again.text).toContain('Waiting Wanda');
    // On the desk: the lead is overdue, its history says it was announced again.
    const desk = await agent(second.url);
    const list = (await desk.get('/api/desk/leads')).json.leads as { id: number; overdue: boolean }[];
    expect(list.map((l) => [l.id, l.overdue])).toEqual([[chetan, false], [wanda, true]]);
    const page = (await desk.get(`/api/desk/leads/${wanda}`)).json as { audit: { actor: string; action: string }[] };
    expect(page.audit).toContainEqual(expect.objectContaining({ actor: 'server', action: 'announced again: still new after 0.05 min of opening hours' }));
    await second.close();

    // A restart: a new lead is announced twice (new, then waiting); Wanda's is not announced a third time.
    const third = await startServer({ db: first.db, email: emailTo(mail.port), webhook: fast, escalation });
    cleanup.push(third.close);
    const late = { ...validBodies.contact, name: 'Late Lata', phone: '9811100013' };
    expect((await postJson(`${third.url}/api/contact-us`, late)).status).toBe(201);
    const lata = readLeads(first.db).at(-1)!.id;
    await until(() => mail.received.filter((m) => m.leadId === String(lata)).length === 2, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 400)); // a duplicate of the same pass would arrive by now
    expect(mail.received.map((m) => m.leadId)).toEqual([wanda, chetan, wanda, lata, lata].map(String));
    expect(mail.received.at(-1)!.subject).toMatch(new RegExp(`^Still waiting: contact lead #${lata} is new after 0.05 min`));
    // Recorded once in the database: the time it was announced, and one pair of alerts per lead.
    const rows = query<{ id: number; escalated_at: string | null }>(first.db, 'SELECT id, escalated_at FROM leads ORDER BY id');
    expect(rows.map((r) => [r.id, r.escalated_at !== null])).toEqual([[wanda, true], [chetan, false], [lata, true]]);
  }, 60_000);
});

describe('the escalation groomsite serve starts with', () => {
  it("takes its minutes from site.yaml's followUp and counts them in a city's own hours, or cityDefaults' for a lead of no city", async () => {
    const site = await loadSite(projectRoot);
    const { escalation: settings } = siteServerSettings(site);
    expect(settings?.minutes).toBe((site.raw as { followUp?: { escalateAfterMinutes?: number } }).followUp?.escalateAfterMinutes);
    expect(settings?.minutes).toBeGreaterThan(0);
    expect(settings?.hours).toEqual({ opens: site.raw.cityDefaults.hours.opens, closes: site.raw.cityDefaults.hours.closes });
    const noida = site.cities.find((c) => c.slug === 'noida')!;
    expect(settings?.cityHours.noida).toEqual({ opens: noida.hours.opens, closes: noida.hours.closes });
  });
});
