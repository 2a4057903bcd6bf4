import { randomBytes } from 'node:crypto';
import type { ApiConfig } from './api-config.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import type { LeadLimits } from './lead-limits.ts';
import { inferBookingKind, validateLead, type LeadKind } from '../model/lead-rules.ts';
import type { LeadStore } from './store.ts';
import { parseFormMs } from './likely-spam.ts';
import { leadExtrasOf, type LeadExtras } from './lead-extras.ts';
import type { AvailabilityCache } from './visits/availability-cache.ts';
import { holdRequestOf, type HoldRequest } from './visits/booking-window.ts';
import { WindowRefusedError, type HeldVisitAnswer } from './visits/hold.ts';
import { windowTaken } from './visits/refusal.ts';
import type { VisitSettingsSource } from './visits/settings.ts';
import { readBookingChoices, type CatalogueSource } from './booking-choices.ts';
import { makeReference } from '../model/reference.ts';
import { upiPay, type UpiPay } from './visits/pay-by-upi.ts';

/** The two endpoints of SPEC 7. */
export type LeadEndpoint = 'booking-form' | 'contact-us';
export const LEAD_ENDPOINTS: readonly LeadEndpoint[] = ['booking-form', 'contact-us'];

/** What a handler needs from the HTTP request, already read and parsed. */
export interface LeadSubmission {
  form: LeadEndpoint;
  body: unknown;
  ip: string;
  userAgent: string;
  receivedAt: string;
}

export interface LeadHandlerDeps {
  store: LeadStore;
  api: ApiConfig;
  /** Rate limits, charged only once a post reaches validation; none in tests that do not need them. */
  limits?: LeadLimits;
  /** Called after a lead is committed (wakes the webhook loop). */
  onStored?: (id: number, kind: LeadKind) => void;
  /** Counts the honeypot's catches (see honeypotCounter). */
  onTrapped?: (form: LeadEndpoint, ip: string) => void;
  /** What a booking may name (packages, plans, add-ons); without it, labels are kept as sent. */
  catalogue?: CatalogueSource;
  /** The rules of bookable visits; without them a booking's window is kept as text only (SPEC 3.1). */
  visits?: VisitSettingsSource;
  /** Forgotten for a city when a visit is held there; names the next open windows of a 409. */
  availability?: AvailabilityCache;
}

export interface Accepted {
  status: 201;
  /**
   * `id` is the lead's reference ("K7HM-3XPR", model/reference.ts), stored with it, not the row
   * number: a sequential number would tell anyone how many leads the business gets, and would give
   * away the honeypot, whose answer is a reference of the same shape that nothing stores.
   */
  /**
   * `visit.link` is the customer's own page, `/b/<token>` (visits/links.ts): said here once, never stored.
   * `visit.lines` are the lines of the quote the server stored (package, add-on, each fee, the promo),
   * summing to `total`: the confirmation page repeats them, never the browser's own sum.
   */
  body: { ok: true; id: string; visit?: HeldVisitAnswer & { link?: string; pay?: UpiPay } };
}

/** Only real text in the trap counts: browsers' autofill may leave spaces, scripts send other types. */
export function isTrapFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A log line per catch would let a bot flood the log: say the running count at 1-9, then at
 * 10, 20... 90, 100, 200... (each power of ten), and always keep the exact total.
 */
export function honeypotCounter(log: (line: string) => void): { trapped: (form: LeadEndpoint, ip: string) => void; readonly count: number } {
  let count = 0;
  return {
    get count() {
      return count;
    },
    trapped(form, ip) {
      count++;
      const scale = 10 ** Math.floor(Math.log10(count));
      if (count % scale === 0) log(`honeypot: caught ${count} post${count === 1 ? '' : 's'} so far (latest to ${form} from ${ip}); nothing stored`);
    },
  };
}

/**
 * Checks and stores one lead; resolves after the commit. Bad input throws an HttpError (400)
 * naming the field; too many posts throw 429. Independent of node:http so tests can call it with
 * an in-memory database.
 */
export async function submitLead(deps: LeadHandlerDeps, submission: LeadSubmission): Promise<Accepted> {
  const { body } = submission;
  const refuse = async (error: HttpError): Promise<never> => {
    await deps.limits?.chargeRefused(submission.ip); // throws 429 past the limit
    throw error;
  };
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refuse(badRequest(`body: expected a JSON object, got ${body === null ? 'null' : Array.isArray(body) ? 'a list' : typeof body}`));
  }
  const fields = { ...(body as Record<string, unknown>) };
  const trap = deps.api.honeypotField;
  if (Object.prototype.hasOwnProperty.call(fields, trap)) {
    // Humans never see this field. A bot that filled it gets the same answer as a person, so it
    // has no reason to try again, and nothing is stored.
    if (isTrapFilled(fields[trap])) {
      deps.onTrapped?.(submission.form, submission.ip);
      return { status: 201, body: { ok: true, id: makeReference(randomBytes) } };
    }
    delete fields[trap];
  }
  // How long the form was open (its script sends it; a page without script does not): kept
  // beside the lead, never among its fields, so the four forms' shapes stay as SPEC 7 has them.
  const formMs = parseFormMs(fields.form_ms);
  delete fields.form_ms;
  if (typeof formMs === 'object') return refuse(badRequest(formMs.error));
  const kind: LeadKind = submission.form === 'contact-us' ? 'contact' : inferBookingKind(fields);
  const checked = validateLead(kind, fields, { phoneLength: deps.api.phoneLength });
  if (!checked.ok) return refuse(badRequest(checked.message));
  const settings = kind === 'booking' ? deps.visits?.() : undefined;
  let hold: HoldRequest | undefined;
  let extras: LeadExtras;
  let chosen: ReturnType<typeof readBookingChoices>;
  try {
    chosen = readBookingChoices(deps.catalogue?.(), kind, checked.value, fields);
    extras = leadExtrasOf(kind, chosen.value, fields);
    hold = settings && holdRequestOf(settings, chosen.value, chosen.ids, fields);
  } catch (error) {
    return refuse(error as HttpError);
  }
  await deps.limits?.chargeLead(submission.ip, checked.value.phone);
  const stored = await deps.store.book({
    kind,
    fields: { ...chosen.value, ...chosen.ids, ...(extras.petName && { petName: extras.petName }) },
    receivedAt: submission.receivedAt,
    ip: submission.ip,
    userAgent: submission.userAgent,
    ...(formMs !== undefined && { formMs }),
    ...(extras.petSize && { petSize: extras.petSize }),
    ...(extras.source && { source: extras.source }),
    ...(hold && settings && { hold: { hold, rules: settings.rules } }),
  }).catch(async (error: unknown) => {
    if (!(error instanceof WindowRefusedError) || !settings) throw error;
    throw await windowTaken(error, settings, deps.availability);
  });
  if (hold) deps.availability?.forget(hold.city);
  deps.onStored?.(stored.id, kind);
  // "Pay ₹N by UPI" for the confirmation: the city's deposit or the quoted total, the lead's reference as the transaction's.
  const pay = stored.visit && hold && settings
    ? await upiPay(settings, { total: stored.visit.total, status: 'requested', reference: stored.reference, lines: [], ...(settings.rules.cities[hold.city]?.deposit && { deposit: settings.rules.cities[hold.city].deposit }) })
    : undefined;
  return { status: 201, body: { ok: true, id: stored.reference, ...(stored.visit && { visit: { ...stored.visit, ...(stored.link && { link: stored.link }), ...(pay && { pay }) } }) } };
}
