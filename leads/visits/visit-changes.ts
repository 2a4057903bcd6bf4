// The customer moves or cancels their visit through its link. Each change is one transaction
// under the same locks as a booking (hold.ts lockDays: the city-days it touches, on PostgreSQL;
// SQLite's write lock otherwise): the visit is read again inside it, the fee is what the city's
// terms give at that moment (model/visits changeFee), a move takes a groomer free in the new
// window as a booking would (assign.ts), and the change lands in the lead's history (desk_audit)
// and in the outbox like a new lead, so the team hears of it on every alert channel.
import type { Sql, SqlStore } from '../../store/sql.ts';
import type { OutboxChannel } from '../outbox.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { changeFee } from '../../model/visits/index.ts';
import { visitWords } from '../../model/visits/words.ts';
import { HttpError } from '../../http/http-error.ts';
import { findVisit, linkRefusal, requestOf, type LinkedVisit, type StoredQuote } from './customer-visit.ts';
import { heldVisits } from './held-visits.ts';
import { lockDays, WindowRefusedError } from './hold.ts';
import type { HoldRequest } from './booking-window.ts';
import type { VisitSettings } from './settings.ts';

export interface ChangeDeps { sql: SqlStore; settings: VisitSettings; channels: readonly OutboxChannel[] }
export interface ChangeDone { leadId: number; city: string; fee: number; date: string; window: string; status: 'held' | 'cancelled' }

/** A change the link may not make, as the 409 the customer reads (the page offers none: customer-visit.ts). */
function assertChangeable(v: LinkedVisit, action: 'move' | 'cancel'): void {
  const refused = linkRefusal(v, action);
  if (refused) throw new HttpError(409, `visit: ${refused}`);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WINDOW = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

/** Moves the visit to `to`; throws WindowRefusedError (409 naming the next open windows) when no groomer is free there. */
export async function moveVisit(deps: ChangeDeps, token: string, to: { date: unknown; window: unknown }, now: number): Promise<ChangeDone> {
  if (typeof to.date !== 'string' || !DATE.test(to.date)) throw new HttpError(400, 'date: expected the new day as YYYY-MM-DD');
  if (typeof to.window !== 'string' || !WINDOW.test(to.window)) throw new HttpError(400, 'window: expected the new arrival window as 09:00-11:00');
  const { date, window } = to as { date: string; window: string };
  const before = await findVisit(deps.sql, deps.settings, token, now);
  return deps.sql.transaction(async (tx) => {
    await lockDays(tx, [{ city: before.visit.city, date: before.visit.date }, { city: before.visit.city, date }] as HoldRequest[]);
    const { visit: v, city } = await findVisit(tx, deps.settings, token, now, true);
    assertChangeable(v, 'move');
    const { request, packagePrice } = requestOf(deps.settings, v);
    const fee = changeFee(city, { kind: 'reschedule', visitStart: v.start, packagePrice, now });
    if (!fee.allowed) throw new HttpError(409, `visit: ${fee.message}`);
    // The visit's own time does not stand in its way (a move within the same day).
    const held = await heldVisits(tx, v.city, date, 1, v.id);
    const assigned = assignGroomer(deps.settings.rules, { city: v.city, date, window, request, held, now });
    if (!assigned.ok) {
      throw new WindowRefusedError({ city: v.city, date, window, request, addOns: [] }, assigned.reason, assigned.message);
    }
    const quote = withChange(v, 'moved', fee.fee, now);
    await tx.run(`UPDATE visits SET date = ?, time_window = ?, groomer_id = ?, start_ms = ?, end_ms = ?, quote = ?, ${UNHANDLED} WHERE id = ?`,
      [date, window, assigned.visit.groomerId, assigned.visit.start, assigned.visit.end, JSON.stringify(quote), new Date(now).toISOString(), v.id]);
    await record(tx, deps.channels, v, `visit moved by the customer: ${visitWords(v)} -> ${visitWords({ date, window })}, fee ₹${fee.fee}`,
      { kind: 'moved', fee: fee.fee, from: { date: v.date, window: v.window }, visit: { date, window, total: v.quote.total } }, now);
    return { leadId: v.leadId, city: v.city, fee: fee.fee, date, window, status: 'held' };
  });
}

export async function cancelVisit(deps: ChangeDeps, token: string, now: number): Promise<ChangeDone> {
  const before = await findVisit(deps.sql, deps.settings, token, now);
  return deps.sql.transaction(async (tx) => {
    await lockDays(tx, [{ city: before.visit.city, date: before.visit.date }] as HoldRequest[]);
    const { visit: v, city } = await findVisit(tx, deps.settings, token, now, true);
    assertChangeable(v, 'cancel');
    const { packagePrice } = requestOf(deps.settings, v);
    const fee = changeFee(city, { kind: 'cancel', visitStart: v.start, packagePrice, now });
    if (!fee.allowed) throw new HttpError(409, `visit: ${fee.message}`);
    await tx.run(`UPDATE visits SET status = 'cancelled', quote = ?, ${UNHANDLED} WHERE id = ?`, [JSON.stringify(withChange(v, 'cancelled', fee.fee, now)), new Date(now).toISOString(), v.id]);
    await record(tx, deps.channels, v, `visit of ${visitWords(v)} cancelled by the customer, fee ₹${fee.fee}`,
      { kind: 'cancelled', fee: fee.fee, from: { date: v.date, window: v.window } }, now);
    return { leadId: v.leadId, city: v.city, fee: fee.fee, date: v.date, window: v.window, status: 'cancelled' };
  });
}

/**
 * A change the office has yet to handle: the visit is on the desk's Due list until staff mark it
 * (desk/follow-ups/customer-changes.ts). The time is the customer's own choice now, so an office
 * move they were not yet told of needs no telling (desk_moved_at, desk/visits/messages.ts).
 */
const UNHANDLED = 'customer_changed_at = ?, customer_change_seen_at = NULL, customer_change_seen_by = NULL, desk_moved_at = NULL';

function withChange(v: LinkedVisit, kind: 'moved' | 'cancelled', fee: number, now: number): StoredQuote {
  const change = { kind, at: new Date(now).toISOString(), fee, from: { date: v.date, window: v.window } };
  return { ...v.quote, changes: [...(v.quote.changes ?? []), change] };
}

const LEAD = 'SELECT reference, kind, received_at AS "receivedAt", ip, user_agent AS "userAgent", fields FROM leads WHERE id = ?';

/** The lead's history, and one alert per channel carrying the lead as it was sent, with the change. */
async function record(tx: Sql, channels: readonly OutboxChannel[], v: LinkedVisit, action: string, change: object, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [v.leadId, 'customer', action, at]);
  if (!channels.length) return;
  const row = await tx.get<{ reference: string | null; kind: string; receivedAt: string; ip: string; userAgent: string; fields: string }>(LEAD, [v.leadId]);
  if (!row) return;
  const { reference, ...lead } = row;
  const payload = JSON.stringify({ id: v.leadId, ...(reference && { reference }), ...lead, fields: JSON.parse(lead.fields), change: { ...change, at } });
  for (const channel of channels) {
    await tx.run('INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)', [v.leadId, channel, payload, now]);
  }
}
