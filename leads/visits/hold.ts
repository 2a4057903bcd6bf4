// Holding a window inside the lead's own transaction (DESIGN "Visits: rules the system keeps"):
// take the city-day's lock, read what that day already holds, let the engine choose a groomer,
// quote the visit from the rules and the customer's history, and write the visit. The lead's row
// is written by the store between `decide` and `write`, in the same transaction, so a booking
// either has both rows or neither.
import type { Sql } from '../../store/sql.ts';
import type { HeldVisit, VisitRules } from '../../model/visits/rules.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { quote, type Quote, type QuoteLine } from '../../model/visits/index.ts';
import type { HoldRequest } from './booking-window.ts';
import { heldVisits, LIVE_STATUSES } from './held-visits.ts';

/** A window the booking cannot have: nothing of that booking is stored (leads/handlers.ts answers 409). */
export class WindowRefusedError extends Error {
  override readonly name = 'WindowRefusedError';
  constructor(readonly hold: HoldRequest, readonly reason: string, message: string) {
    super(message);
  }
}

/** What the 201 answer and the confirmation page may show of the held visit (never who). */
export interface HeldVisitSummary { readonly date: string; readonly window: string; readonly total: number }

/** A held visit as its booking's answer says it: with the lines of the quote the server stored (package, add-on, fees, promo). */
export interface HeldVisitAnswer extends HeldVisitSummary { readonly lines: readonly QuoteLine[] }

/** A hold as the store carries it: the request and the rules it is judged by. */
export interface HoldOrder { readonly hold: HoldRequest; readonly rules: VisitRules }

/** What `decide` found: the groomer's time and the quote, ready to be written with the lead's id. */
export interface HoldDecision { readonly order: HoldOrder; readonly visit: HeldVisit; readonly quote: Quote; readonly phone: string }

/** Any fixed number: the class of the advisory locks that bookings take, one per city and day. */
const VISIT_LOCK_CLASS = 7_460_223;

/**
 * On PostgreSQL, locks the city-days of a batch's holds, in one order for every server, so two
 * servers' batches cannot deadlock and no two transactions judge the same day at once. On SQLite
 * the transaction already holds the database's write lock (BEGIN IMMEDIATE). The desk takes the
 * same locks to give, move or reassign a visit (desk/visits/changes.ts).
 */
export async function lockDays(tx: Sql, holds: readonly { readonly city: string; readonly date: string }[]): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  const days = [...new Set(holds.map((h) => `${h.city} ${h.date}`))].sort();
  for (const day of days) await tx.get('SELECT pg_advisory_xact_lock(?, hashtext(?))', [VISIT_LOCK_CLASS, day]);
}

/** Chooses the groomer and prices the visit, or throws WindowRefusedError; writes nothing. */
export async function decide(tx: Sql, order: HoldOrder, phone: string, now: number): Promise<HoldDecision> {
  const { hold, rules } = order;
  const held = await heldVisits(tx, hold.city, hold.date, 1);
  const assigned = assignGroomer(rules, { city: hold.city, date: hold.date, window: hold.window, request: hold.request, held, now, preferred: hold.preferredGroomer });
  if (!assigned.ok) throw new WindowRefusedError(hold, assigned.reason, assigned.message);
  const priced = quote(rules, {
    city: hold.city, request: hold.request, addOns: hold.addOns, promoCode: hold.promoCode,
    firstBooking: await isFirstBooking(tx, phone), visitStart: assigned.visit.start, bookedAt: now,
  });
  // The window passed the same lookups, so only an add-on can fail here, and those were mapped from the rules.
  if (!priced.ok) throw new WindowRefusedError(hold, priced.reason, priced.message);
  return { order, visit: assigned.visit, quote: priced, phone };
}

const INSERT_VISIT = `INSERT INTO visits (lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, 'requested', ?, ?) RETURNING id`;

/** Writes the visit; `id` is its row, for the customer's link (links.ts). */
export async function writeVisit(tx: Sql, leadId: number, d: HoldDecision, now: number): Promise<HeldVisitAnswer & { id: number }> {
  const { hold } = d.order;
  // atDoor: the discounts the groomer gives on proof (students, seniors), kept beside the total they are not in.
  const stored = { lines: d.quote.lines, fees: d.quote.fees, promo: d.quote.promo ?? null, promosNotApplied: d.quote.promosNotApplied, atDoor: d.quote.atDoor, total: d.quote.total };
  const row = await tx.get<{ id: number }>(INSERT_VISIT, [leadId, hold.city, hold.date, hold.window, d.visit.groomerId, d.visit.start, d.visit.end, JSON.stringify(stored), new Date(now).toISOString()]);
  return { id: Number(row!.id), date: hold.date, window: hold.window, total: d.quote.total, lines: d.quote.lines };
}

/**
 * A phone's first booking: no visit was held for it before, and staff never marked one of its
 * leads booked or done (customers who booked by phone before visits were kept).
 */
export async function isFirstBooking(tx: Sql, phone: string): Promise<boolean> {
  const before = await tx.get(`SELECT 1 AS found FROM leads l WHERE l.phone = ? AND (l.status IN ('booked', 'done')
    OR EXISTS (SELECT 1 FROM visits v WHERE v.lead_id = l.id AND v.status IN ${LIVE_STATUSES})) LIMIT 1`, [phone]);
  return before === undefined;
}
