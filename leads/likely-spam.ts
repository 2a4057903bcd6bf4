// Whether the server thinks a lead may be spam. Never a reason to drop one: the lead is stored
// and announced all the same, flagged, and staff confirm it (status spam) or restore it on the
// desk's spam view. Two signs: the form was sent faster than a person can fill it in (its script
// says how long it was open, form_ms), or the lead is one of a burst from one phone or address:
// the same request again (the same pet and breed). A family booking its three pets one by one from
// one phone names another pet each time, and is no burst.
import type { Dialect, Param } from '../store/sql.ts';

export type LikelySpamReason = 'fast' | 'burst';

/** A person needs longer than this to type a name and a phone number. */
export const FAST_FORM_MS = 2000;
/** This many leads (this one included) from one phone or one address within BURST_WINDOW_MS. */
export const BURST_LEADS = 3;
export const BURST_WINDOW_MS = 10 * 60_000;

/** The biggest open time kept: longer is as good as "a long while" and need not fit more bits. */
const MAX_FORM_MS = 2_147_483_647;

/** form_ms as the lead API takes it: a whole number of milliseconds (JSON number or digits); undefined when absent. */
export function parseFormMs(value: unknown): number | undefined | { error: string } {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) return { error: 'form_ms: expected the milliseconds the form was open, as a whole number' };
  return Math.min(n, MAX_FORM_MS);
}

/**
 * The lead's likely_spam column as an SQL expression with its parameters, for the INSERT that
 * writes the lead: the burst is counted by the same statement, so it costs no round trip of its
 * own inside the lead's transaction (as a query of its own it halved PostgreSQL's leads/s).
 */
export function likelySpamValue(lead: { formMs?: number; ip: string; phone: string; receivedAt: string; pet?: string; breed?: string }, dialect: Dialect): { sql: string; params: Param[] } {
  if (lead.formMs !== undefined && lead.formMs < FAST_FORM_MS) return { sql: '?', params: ['fast' satisfies LikelySpamReason] };
  const received = Date.parse(lead.receivedAt);
  // A time that does not read as one (a caller's own record) says nothing of a burst; never fail the lead over it.
  if (Number.isNaN(received)) return { sql: '?', params: [null] };
  const since = new Date(received - BURST_WINDOW_MS).toISOString();
  // Counted only up to what makes a burst: a full count read every lead of a busy address on each
  // new one (the lead API's load bench fell from 11,500 to 1,300 leads/s, all from one address).
  // Each count is served by an index on (phone | ip, received_at) (store/migrations/leads.ts).
  const enough = BURST_LEADS - 1;
  // The same request again: the same pet and breed (letter case and spaces aside; none is the same as none).
  const breedOf = dialect === 'postgres' ? "lower(btrim(coalesce(fields::json->>'breed', '')))" : "lower(trim(coalesce(json_extract(fields, '$.breed'), '')))";
  const same = `pet = ? AND ${breedOf} = ?`;
  const pet = lead.pet ?? '';
  const breed = (lead.breed ?? '').trim().toLowerCase();
  return {
    sql: `CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM leads WHERE phone = ? AND received_at >= ? AND ${same} LIMIT ${enough}) AS p) >= ${enough}
              OR (SELECT count(*) FROM (SELECT 1 FROM leads WHERE ip = ? AND ip != '' AND received_at >= ? AND ${same} LIMIT ${enough}) AS i) >= ${enough}
            THEN '${'burst' satisfies LikelySpamReason}' END`,
    params: [lead.phone, since, pet, breed, lead.ip, since, pet, breed],
  };
}
