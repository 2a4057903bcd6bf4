// What the team hears when a customer changes their visit on their own link, as received: an
// e-mail by a real SMTP server on loopback and a webhook POST to a receiver on 127.0.0.1, for a
// move and for a cancellation, each saying what changed (the day and window left, and the one a
// move took), with the fee the terms gave.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEmailSettings } from '../../leads/email.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { visitWords } from '../../model/visits/words.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { postJson, request, startServer, type TestServer } from '../helpers/leads.ts';
import { smtp } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';

const PAGE = '/pet-grooming-at-home/noida';
const fast = { baseDelayMs: 50, maxDelayMs: 300, pollMs: 50, timeoutMs: 15_000 };

/** A webhook receiver that keeps every body it is sent. */
async function receiver() {
  const received: any[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString()));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe("a customer's change on their link, as the team receives it", () => {
  let settings: VisitSettings;
  let serviceLabel: (id: string) => string;
  let mail: Awaited<ReturnType<typeof smtp>>;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let server: TestServer;

  beforeAll(async () => {
    ({ settings, serviceLabel } = await realVisitSettings());
    mail = await smtp();
    hook = await receiver();
    const email = resolveEmailSettings({ smtpUrl: `smtp://127.0.0.1:${mail.port}`, to: 'owner@example.in' }, { brand: 'Doorstep Paws', url: 'https://www.example.in' })!;
    server = await startServer({ visits: settings, email, webhookUrl: hook.url, webhook: fast });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await mail?.close();
    await hook?.close();
  });

  /** A Noida day a few days ahead with two open windows for the form's dog (moving and cancelling are free then). */
  async function twoOpenWindows(): Promise<{ date: string; windows: string[] }> {
    const from = addDays(indiaDate(Date.now()), 3);
    const open = await request(`${server.url}/api/availability?city=noida&from=${from}&days=7&pet=dog&service=fur-fresh-spa`);
    expect(open.status, open.text).toBe(200);
    const day = (open.json.days as { date: string; windows: { window: string; open: boolean }[] }[])
      .map((d) => ({ date: d.date, windows: d.windows.filter((w) => w.open).map((w) => w.window) }))
      .find((d) => d.windows.length >= 2);
    if (!day) throw new Error('no Noida day with two open windows in the week ahead');
    return day;
  }

  it('e-mails and posts a move with the window left and the one taken, and a cancellation with the window given up', async () => {
    const { date, windows: [first, second] } = await twoOpenWindows();
    const booked = await postJson(`${server.url}/api/booking-form`, { ...appointmentBody({
      origin: server.url, pagePath: PAGE, phone: '9811700001', service: serviceLabel('fur-fresh-spa'), date, window: first,
    }), name: 'Kiran Bose' });
    expect(booked.status, booked.text).toBe(201);
    await until(() => mail.received.length === 1 && hook.received.length === 1, 10_000);
    const lead = hook.received[0].id as number;
    const token = String(booked.json.visit.link).slice('/b/'.length);
    const customer = (action: string, body: object) => postJson(`${server.url}/api/visit/${token}/${action}`, body, { Origin: server.url });

    const moved = await customer('move', { date, window: second });
    expect(moved.status, moved.text).toBe(200);
    await until(() => mail.received.length === 2 && hook.received.length === 2, 10_000);
    const was = visitWords({ date, window: first });
    const now = visitWords({ date, window: second });
    expect(mail.received[1].subject).toBe(`Lead #${lead}: visit moved by the customer to ${now}, noida, Dog`);
    expect(mail.received[1].text).toContain(`The customer moved the visit on their link from ${was} to ${now} (fee ₹0).`);
    expect(mail.received[1].text).toContain('Call: 9811700001');
    expect(hook.received[1]).toMatchObject({ id: lead, change: { kind: 'moved', fee: 0, from: { date, window: first }, visit: { date, window: second } } });

    const cancelled = await customer('cancel', {});
    expect(cancelled.status, cancelled.text).toBe(200);
    await until(() => mail.received.length === 3 && hook.received.length === 3, 10_000);
    expect(mail.received[2].subject).toBe(`Lead #${lead}: visit of ${now} cancelled by the customer, noida, Dog`);
    expect(mail.received[2].text).toContain(`The customer cancelled the visit of ${now} on their link (fee ₹0): call to confirm, or offer another day.`);
    expect(mail.received[2].html).toContain(`The customer cancelled the visit of ${now} on their link`);
    expect(hook.received[2]).toMatchObject({ id: lead, change: { kind: 'cancelled', fee: 0, from: { date, window: second } } });
    expect(mail.received.map((m) => m.leadId)).toEqual([String(lead), String(lead), String(lead)]);
  });
});
