// Sending a lead (SPEC 7): a JSON POST; a non-ok answer yields the server's message field,
// anything else "server error". The forms send through useSubmit (submit.tsx), which shows the
// loading overlay meanwhile.
import type { RuntimeConfig } from '../runtime-config.tsx';
import type { SentLine } from './sent.ts';
import type { UpiPayAnswer } from '../UpiPay.tsx';

/** What a 201 may add: the visit the booking holds, as the server priced it, and the customer's link. */
export interface SentAnswer { visit?: { date: string; window: string; total: number; link?: string; lines?: SentLine[]; pay?: UpiPayAnswer } }

/**
 * `id`: the reference the lead API gave the lead (201 {"ok":true,"id":...}), "" if it gave none.
 * A refusal keeps its status: a 409 (the window was taken meanwhile) is shown in the form.
 */
export type SendResult = ({ ok: true; id: string } & SentAnswer) | { ok: false; message: string; status?: number };

export async function sendLead(config: RuntimeConfig, endpoint: 'booking-form' | 'contact-us', body: object): Promise<SendResult> {
  try {
    const res = await fetch(`${config.apiBase}/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) {
      const answer = await res.json().catch(() => null);
      const visit = answer?.visit;
      const held = visit && typeof visit.date === 'string' && typeof visit.window === 'string' && typeof visit.total === 'number'
        ? { visit: { date: visit.date, window: visit.window, total: visit.total, ...(typeof visit.link === 'string' && /^(\/\w+)?\/b\//.test(visit.link) && { link: visit.link }),
          ...(Array.isArray(visit.lines) && visit.lines.every(isLine) && { lines: visit.lines.map(lineOf) }), ...(isPay(visit.pay) && { pay: payOf(visit.pay) }) } }
        : {};
      return { ok: true, id: answer && typeof answer.id === 'string' ? answer.id : '', ...held };
    }
    const answer = await res.json().catch(() => null);
    const message = answer && typeof answer.message === 'string' && answer.message ? answer.message : config.messages.serverError;
    return { ok: false, message, status: res.status };
  } catch {
    return { ok: false, message: config.messages.serverError };
  }
}

const LINE_KINDS: readonly string[] = ['package', 'add-on', 'fee', 'promo'];

/** "Pay ₹N by UPI" as the 201 gives it (leads/visits/pay-by-upi.ts): a upi://pay link and its QR code as an SVG image; anything else is left out. */
function isPay(p: unknown): p is UpiPayAnswer {
  const x = p as UpiPayAnswer | undefined;
  return !!x && typeof x.amount === 'number' && ['deposit', 'total', 'balance'].includes(x.kind)
    && typeof x.uri === 'string' && x.uri.startsWith('upi://pay?') && typeof x.qr === 'string' && x.qr.startsWith('data:image/svg+xml;base64,');
}
const payOf = (p: UpiPayAnswer): UpiPayAnswer => ({ amount: p.amount, kind: p.kind, uri: p.uri, qr: p.qr });

/** A quote line as the 201 gives it (model/visits QuoteLine): anything else leaves the lines out. */
function isLine(l: unknown): l is SentLine {
  const x = l as Partial<SentLine> | null;
  return !!x && typeof x === 'object' && LINE_KINDS.includes(x.kind as string) && typeof x.id === 'string' && typeof x.label === 'string'
    && typeof x.amount === 'number' && (x.reason === undefined || typeof x.reason === 'string');
}

const lineOf = (l: SentLine): SentLine => ({ kind: l.kind, id: l.id, label: l.label, amount: l.amount, ...(l.reason && { reason: l.reason }) });

// The visitor's public address for the booking lead (SPEC 3.1). Looked up only when a booking
// form is sent, as the privacy policy says, never when it merely opens; the send waits for it at
// most `LOOKUP_WAIT_MS`, and a failure or a slow answer leaves the field "" (SPEC 7).
let remoteIP = '';
let lookup: Promise<void> | undefined;
const LOOKUP_WAIT_MS = 1500;

export function lookUpAddress(config: RuntimeConfig): Promise<void> {
  if (!config.addressLookup) return Promise.resolve();
  lookup ??= fetch(config.addressLookup)
    .then((r) => r.json())
    .then((answer) => {
      if (typeof answer?.ip === 'string') remoteIP = answer.ip;
    })
    .catch((err) => console.info('address lookup failed', err));
  return Promise.race([lookup, new Promise<void>((done) => setTimeout(done, LOOKUP_WAIT_MS))]);
}

export const currentAddress = (): string => remoteIP;

// Things a browser remembers for the rest of the day, each under its own local marker holding
// the date: a booking sent (one per browser per day, SPEC 4), and the pop-up closed or answered.
const today = (): string => new Date().toDateString();

function dayMarker(key: string): { isToday(): boolean; set(): void } {
  return {
    isToday() {
      try {
        return localStorage.getItem(key) === today();
      } catch {
        return false; // storage blocked: never stop a booking or an offer because of it
      }
    },
    set() {
      try {
        localStorage.setItem(key, today());
      } catch {
        /* storage blocked: nothing to remember */
      }
    },
  };
}

const booked = dayMarker('groomsite-booked-on');
const popupDone = dayMarker('groomsite-popup-done-on');

export const bookedToday = (): boolean => booked.isToday();
export const markBooked = (): void => booked.set();
/** The offer pop-up was closed or answered today: it does not open by itself again until tomorrow. */
export const popupDoneToday = (): boolean => popupDone.isToday();
export const markPopupDone = (): void => popupDone.set();



// What a form sent, for the confirmation page: in sent.ts, so that page loads none of the sending code.
export { rememberSent, sentLead, SENT_KEY, type SentLead, type SentLine } from './sent.ts';
