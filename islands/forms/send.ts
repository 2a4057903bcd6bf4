// Sending a lead (SPEC 7): a JSON POST; a non-ok answer yields the server's message field,
// anything else "server error". The forms show the loading overlay while this runs.
import type { RuntimeConfig } from '../config.tsx';

export type SendResult = { ok: true } | { ok: false; message: string };

export async function sendLead(config: RuntimeConfig, endpoint: 'booking-form' | 'contact-us', body: object): Promise<SendResult> {
  try {
    const res = await fetch(`${config.apiBase}/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return { ok: true };
    const answer = await res.json().catch(() => null);
    const message = answer && typeof answer.message === 'string' && answer.message ? answer.message : config.messages.serverError;
    return { ok: false, message };
  } catch {
    return { ok: false, message: config.messages.serverError };
  }
}

// The visitor's public address for the booking lead. Looked up once, when a form first opens;
// a failure is only logged and the field stays "" (SPEC 7). Sending never waits for it.
let remoteIP = '';
let lookedUp = false;

export function lookUpAddress(config: RuntimeConfig): void {
  if (lookedUp || !config.addressLookup) return;
  lookedUp = true;
  fetch(config.addressLookup)
    .then((r) => r.json())
    .then((answer) => {
      if (typeof answer?.ip === 'string') remoteIP = answer.ip;
    })
    .catch((err) => console.info('address lookup failed', err));
}

export const currentAddress = (): string => remoteIP;

// One booking per browser per day: a local marker holds the date of the last success.
const MARKER = 'groomsite-booked-on';
const today = (): string => new Date().toDateString();

export function bookedToday(): boolean {
  try {
    return localStorage.getItem(MARKER) === today();
  } catch {
    return false; // storage blocked: never stop a booking because of it
  }
}

export function markBooked(): void {
  try {
    localStorage.setItem(MARKER, today());
  } catch {
    /* storage blocked: nothing to remember */
  }
}
