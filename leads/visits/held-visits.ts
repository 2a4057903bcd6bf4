// The visits a city's team already holds, as the engine reads them (model/visits HeldVisit), with
// what a clash names: one query for the booking engine, a customer's move and the desk's planning.
import type { Sql } from '../../store/sql.ts';
import type { HeldVisit, IsoDate } from '../../model/visits/rules.ts';
import { addDays, indiaInstant } from '../../model/visits/time.ts';
import { BUSY_STATUSES } from '../../model/visits/visit-status.ts';

/** Statuses that keep a groomer busy, as SQL (model/visits/visit-status.ts says which and why). */
export const LIVE_STATUSES = `(${BUSY_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A visit that keeps a groomer busy, with what a clash message names: the customer, the day and the window. */
export interface BusyVisit extends HeldVisit { readonly id: number; readonly name: string; readonly window: string; readonly date: IsoDate }

const HELD = `SELECT v.id, v.groomer_id, v.start_ms, v.end_ms, v.time_window, v.date, l.name FROM visits v JOIN leads l ON l.id = v.lead_id
  WHERE v.city = ? AND v.status IN ${LIVE_STATUSES} AND v.start_ms < ? AND v.end_ms > ? AND v.id != ?`;

/**
 * The held visits of a city that touch the days from `from` for `days` days (India), with a day's
 * margin on each side: a visit late the evening before still keeps its groomer's travel time.
 * `except` leaves out the visit being moved: it does not stand in its own way.
 */
export async function heldVisits(sql: Pick<Sql, 'all'>, city: string, from: IsoDate, days: number, except?: number): Promise<BusyVisit[]> {
  const start = indiaInstant(addDays(from, -1), 0);
  const end = indiaInstant(addDays(from, days + 1), 0);
  const rows = await sql.all<{ id: number | string; groomer_id: string; start_ms: number | string; end_ms: number | string; time_window: string; date: string; name: string }>(
    HELD, [city, end, start, except ?? -1]);
  // PostgreSQL's bigint arrives as text.
  return rows.map((r) => ({ id: Number(r.id), groomerId: r.groomer_id, start: Number(r.start_ms), end: Number(r.end_ms), name: r.name, window: r.time_window, date: r.date }));
}
