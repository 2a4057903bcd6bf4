import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { composeAlert, resolveEmailSettings } from '../../leads/email.ts';
import { postJson, readLeads, startServer, validBodies } from '../helpers/leads.ts';
import { startCrashServer } from './crash-server-process.ts';
import { smtp } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';
import { freePort } from '../helpers/ports.ts';

/**
 * The e-mail alert, received by a real SMTP server on loopback (smtp-server): exactly one per
 * lead, also across an SMTP outage and across a SIGKILL right after the 201.
 */

const settingsFor = (port: number) =>
  resolveEmailSettings({ smtpUrl: `smtp://127.0.0.1:${port}`, to: 'owner@example.in, desk@example.in' }, { brand: 'Doorstep Paws', url: 'https://www.example.in' })!;
// A generous timeout: on a loaded machine a send can take seconds, and a timed-out send that did
// reach the server is (rightly) sent again, which would read here as a duplicate.
const fast = { baseDelayMs: 50, maxDelayMs: 300, pollMs: 50, timeoutMs: 15_000 };

let cleanup: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('e-mail alert', () => {
  it('sends one alert per lead, with the facts staff need to call back', async () => {
    const mail = await smtp();
    const server = await startServer({ email: settingsFor(mail.port), webhook: fast });
    cleanup.push(mail.close, server.close);
    const booking = { ...validBodies.booking, path: '/pet-grooming-at-home/noida', name: 'Asha <b>Rao</b>', request: 'Gentle please\nshe bites' };
    const answered = await postJson(`${server.url}/api/booking-form`, booking);
    expect(answered.status).toBe(201);
    await until(() => mail.received.length === 1, 10_000);
    expect((await postJson(`${server.url}/api/contact-us`, validBodies.contact)).status).toBe(201);
    await until(() => mail.received.length === 2, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 400)); // any duplicate would arrive by now
    const stored = readLeads(server.db).map((row) => row.id);
    expect(mail.received.map((m) => m.leadId)).toEqual(stored.map(String));
    const first = { json: { id: stored[0] } };

    const alert = mail.received[0];
    expect(alert.to).toBe('owner@example.in,desk@example.in');
    expect(alert.subject).toBe(`New booking lead #${first.json.id}, noida, ${booking.pet}`);
    expect(alert.text).toContain(`Call: ${booking.phone} (tel:+91${booking.phone})`);
    expect(alert.text).toContain(`WhatsApp: https://wa.me/91${booking.phone}?text=Hello%20Asha%20%3Cb%3ERao%3C%2Fb%3E`);
    expect(alert.text).toContain(`Breed: ${booking.breed}`);
    // What the customer's confirmation showed, for when they call.
    expect(alert.text).toContain(`\nReference: ${answered.json.id}\nName: `);
    expect(alert.html).toContain(`<tr><th align="left">Reference</th><td>${answered.json.id}</td></tr>`);
    expect(alert.text).toContain(`On the desk: https://www.example.in/desk/#lead-${first.json.id}`);
    expect(alert.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(alert.html).not.toContain('<b>Rao');
    expect(alert.html).toContain('Gentle please<br>she bites');
  });

  it('delivers alerts for leads that arrived while the SMTP server was down, once it is back', async () => {
    const port = await freePort();
    const logs: string[] = [];
    const server = await startServer({ email: settingsFor(port), webhook: fast, log: (l) => logs.push(l) });
    cleanup.push(server.close);
    for (let i = 0; i < 3; i++) expect((await postJson(`${server.url}/api/booking-form`, { ...validBodies.quick, phone: `98765432${10 + i}` })).status).toBe(201);
    const ids = readLeads(server.db).map((row) => row.id);
    expect(ids).toHaveLength(3);
    await until(() => logs.filter((l) => /email attempt \d+ failed/.test(l)).length >= 3, 10_000);
    expect(logs.join('\n')).not.toContain('98765432'); // no personal data in logs
    const mail = await smtp(port);
    cleanup.push(mail.close);
    await until(() => mail.received.length === 3, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.received.map((m) => Number(m.leadId)).sort()).toEqual(ids);
    expect(mail.received[0].subject).toMatch(/^New quick offer lead #\d+, \/pet-grooming$/);
  });

  it('refuses half a configuration with a message that says what to set', () => {
    const site = { brand: 'B', url: 'https://www.example.in' };
    expect(() => resolveEmailSettings({ to: 'a@b.in' }, site)).toThrow(/SMTP_URL is not/);
    expect(() => resolveEmailSettings({ smtpUrl: 'smtp://h:25' }, site)).toThrow(/LEAD_EMAIL_TO is not/);
    expect(() => resolveEmailSettings({ smtpUrl: 'http://h', to: 'a@b.in' }, site)).toThrow(/expected smtp:\/\/ or smtps:\/\//);
    expect(() => resolveEmailSettings({ smtpUrl: 'smtp://h:25', to: 'owner' }, site)).toThrow(/"owner" is not an e-mail address/);
    expect(resolveEmailSettings({}, site)).toBeUndefined();
    expect(resolveEmailSettings({ smtpUrl: 'smtps://me%40gmail.com:app-pass@smtp.gmail.com', to: 'a@b.in' }, site)?.from).toBe('me@gmail.com');
  });

  it('names the kind, the city or page and the pet in the subject', () => {
    const lead = (kind: string, fields: Record<string, string>) =>
      ({ id: 7, kind, fields, receivedAt: '2026-01-01T00:00:00Z', ip: '', userAgent: '' }) as never;
    const s = { brand: 'B', deskUrl: 'https://x.in/desk/' };
    expect(composeAlert(lead('booking', { pet: 'Cat', path: '/pet-grooming-at-home/gurugram', serviceDate: '2026-01-02' }), s).subject)
      .toBe('New appointment lead #7, gurugram, Cat');
    expect(composeAlert(lead('boarding', { pet: 'Dog' }), s).subject).toBe('New boarding lead #7, Dog');
    expect(composeAlert(lead('contact', { path: '/contact-us' }), s).subject).toBe('New contact lead #7, /contact-us');
    // What a browser sends: the page's full URL.
    expect(composeAlert(lead('booking', { pet: 'Dog', path: 'https://doorsteppaws.in/pet-grooming-at-home/noida?utm_source=ad' }), s).subject)
      .toBe('New booking lead #7, noida, Dog');
    expect(composeAlert(lead('contact', { path: 'https://doorsteppaws.in/contact-us#form' }), s).subject).toBe('New contact lead #7, /contact-us');
  });

  it('shows the page as its pathname only and strips bidi, invisible and control characters', () => {
    const lead = (kind: string, fields: Record<string, string>) =>
      ({ id: 7, kind, fields, receivedAt: '2026-01-01T00:00:00Z', ip: '', userAgent: '' }) as never;
    const s = { brand: 'B', deskUrl: 'https://x.in/desk/' };
    const phishing = composeAlert(lead('contact', { path: 'https://pay-now.example/verify?account=owner', message: 'hi' }), s);
    expect(phishing.subject).toBe('New contact lead #7, /verify');
    expect(phishing.text).toContain('Page: /verify\n');
    expect(phishing.text + phishing.html).not.toContain('pay-now.example');
    expect(composeAlert(lead('contact', { path: '//pay-now.example/x' }), s).text).toContain('Page: /pay-now.example/x');
    // U+202E makes "gpj.exe" read as "exe.jpg"; U+2066-2069 isolate, U+200E/F mark, C0 and C1 controls.
    const rlo = composeAlert(lead('booking', { pet: 'Dog\u202Egpj.exe\u2066\u200F\u0007\u0085\r\nBcc: x', path: '/a\u202Eb', name: 'Asha\u202D', request: 'one\ntwo\u2069' }), s);
    expect(rlo.subject).toBe('New booking lead #7, /ab, Doggpj.exe Bcc: x');
    const all = rlo.subject + rlo.text + rlo.html;
    expect(all).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(rlo.text).toContain('Request: one\ntwo\n'); // line breaks of a request stay in the body
    expect(rlo.text).toContain('Name: Asha\n');
  });
});

async function startChild(dist: string, db: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const started = await startCrashServer(dist, db, env);
  cleanup.push(() => started.child.kill('SIGKILL'));
  return started;
}

describe('e-mail alert across a crash', () => {
  it('a lead acknowledged just before SIGKILL still gets its alert after the restart', async () => {
    const { makeSite } = await import('../helpers/leads.ts');
    const site = makeSite();
    const port = await freePort(); // SMTP is down while the first process runs: it cannot have sent
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEAD_EMAIL_TO: 'owner@example.in' };
    const first = await startChild(site.dist, site.db, env);
    const res = await postJson(`${first.url}/api/booking-form`, validBodies.booking);
    expect(res.status).toBe(201);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const mail = await smtp(port);
    cleanup.push(mail.close);
    const started = Date.now();
    await startChild(site.dist, site.db, env);
    await until(() => mail.received.length === 1, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.received.map((m) => m.leadId)).toEqual(readLeads(site.db).map((row) => String(row.id)));
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 40_000);
});
