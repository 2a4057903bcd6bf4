// Sending a lead (SPEC 7): a JSON POST; a non-ok answer yields the server's message field,
// anything else "server error". The forms send through useSubmit (submit.tsx), which shows the
// loading overlay meanwhile. What only the booking forms need of the answer (the visit a booking
// holds, held-visit.ts) and before sending (the visitor's address, address.ts) lives apart, so
// the quick offer's and the contact form's chunk carries none of it (islands/registry.ts).
import type { RuntimeConfig } from '../runtime-config.tsx';
import { SENT_KEY } from './sent-key.ts';
import type { SentLead } from './sent.ts';

/**
 * `id`: the reference the lead API gave the lead (201 {"ok":true,"id":...}), "" if it gave none;
 * `answer`: the 201's body as it came (a booking reads the visit it holds from it: held-visit.ts).
 * A refusal keeps its status: a 409 (the window was taken meanwhile) is shown in the form.
 */
export type SendResult = { ok: true; id: string; answer: unknown } | { ok: false; message: string; status?: number };

export async function sendLead(config: RuntimeConfig, endpoint: 'booking-form' | 'contact-us', body: object): Promise<SendResult> {
  try {
    const res = await fetch(`${config.apiBase}/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json().catch(() => null);
    if (res.ok) return { ok: true, id: typeof answer?.id === 'string' ? answer.id : '', answer };
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : config.messages.serverError;
    return { ok: false, message, status: res.status };
  } catch {
    return { ok: false, message: config.messages.serverError };
  }
}

/**
 * What a form sent, for the confirmation page to repeat (sent.ts reads it there). Kept for this
 * tab only (sessionStorage: the next visitor of a shared phone never sees it), under one key, so
 * the page always speaks of the last form sent.
 */
export function rememberSent(lead: SentLead): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify({ at: Date.now(), ...lead }));
  } catch {
    /* storage blocked: the confirmation simply says less */
  }
}

export { SENT_KEY };
export type { SentLead, SentLine } from './sent.ts';
