import type { ApiConfig } from './config.ts';
import { badRequest } from './http-error.ts';
import { inferBookingKind, validateLead, type LeadKind } from './rules.ts';
import type { LeadStore } from './store.ts';

/** The two endpoints of SPEC 7. */
export type LeadForm = 'booking-form' | 'contact-us';
export const LEAD_FORMS: readonly LeadForm[] = ['booking-form', 'contact-us'];

/** What a handler needs from the HTTP request, already read and parsed. */
export interface LeadSubmission {
  form: LeadForm;
  body: unknown;
  ip: string;
  userAgent: string;
  receivedAt: string;
}

export interface LeadHandlerDeps {
  store: LeadStore;
  api: ApiConfig;
  /** Called after a lead is committed (wakes the webhook loop). */
  onStored?: (id: number, kind: LeadKind) => void;
}

export interface Accepted {
  status: 201;
  body: { ok: true; id: number };
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * Checks and stores one lead; resolves after the commit. Bad input throws an HttpError (400)
 * naming the field. Independent of node:http so tests can call it with an in-memory database.
 */
export async function submitLead(deps: LeadHandlerDeps, submission: LeadSubmission): Promise<Accepted> {
  const { body } = submission;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`body: expected a JSON object, got ${body === null ? 'null' : Array.isArray(body) ? 'a list' : typeof body}`);
  }
  const fields = { ...(body as Record<string, unknown>) };
  const trap = deps.api.honeypotField;
  if (Object.prototype.hasOwnProperty.call(fields, trap)) {
    // Humans never see this field. A bot that filled it gets the same answer as a person, so it
    // has no reason to try again, and nothing is stored.
    if (isFilled(fields[trap])) return { status: 201, body: { ok: true, id: deps.store.plausibleNextId() } };
    delete fields[trap];
  }
  const kind: LeadKind = submission.form === 'contact-us' ? 'contact' : inferBookingKind(fields);
  const checked = validateLead(kind, fields, { phoneLength: deps.api.phoneLength });
  if (!checked.ok) throw badRequest(checked.message);
  const id = await deps.store.insert({
    kind,
    fields: checked.value,
    receivedAt: submission.receivedAt,
    ip: submission.ip,
    userAgent: submission.userAgent,
  });
  deps.onStored?.(id, kind);
  return { status: 201, body: { ok: true, id } };
}
