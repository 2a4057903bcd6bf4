// Sending a lead (SPEC 7): a JSON POST; a non-ok answer yields the server's message field,
// anything else "server error". The forms send through useSubmit (submit.tsx), which shows the
// loading overlay meanwhile.
import type { RuntimeConfig } from '../runtime-config.tsx';

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


/** Keeps a text for this tab only (sessionStorage: the next visitor of a shared phone never sees it). */
export function remember(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    /* storage blocked: the confirmation simply names no package */
  }
}
