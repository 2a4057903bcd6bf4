// The time a city's team already holds, as the engine reads it (model/visits HeldVisit): the
// visits, with what a clash names, and the groomers' leave entered on the desk. One query for the
// booking engine, a customer's move, availability and the desk's planning, so a leave closes a
// groomer's time everywhere at once, with no rebuild.
import type { Sql } from '../../store/sql.ts';
import type { HeldVisit, IsoDate } from '../../model/visits/rules.ts';
import { addDays, indiaInstant } from '../../model/visits/time.ts';
import { BUSY_STATUSES } from '../../model/visits/visit-status.ts';

/** Statuses that keep a groomer busy, as SQL (model/visits/visit-status.ts says which and why). */
export const LIVE_STATUSES = `(${BUSY_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A visit that keeps a groomer busy, with what a clash message names: the customer, the day and the window. */
export interface BusyVisit extends HeldVisit { readonly id: number; readonly name: string; readonly window: string; readonly date: IsoDate; readonly away?: undefined }
/** A leave of a groomer (the row of groomer_leave), busy without travel time around it. */
export interface AwayTime extends HeldVisit { readonly away: true; readonly leaveId: number }
export type BusyTime = BusyVisit | AwayTime;

const HELD = `SELECT v.id, v.groomer_id, v.start_ms, v.end_ms, v.time_window, v.date, l.name FROM visits v JOIN leads l ON l.id = v.lead_id
  WHERE v.city = ? AND v.status IN ${LIVE_STATUSES} AND v.start_ms < ? AND v.end_ms > ? AND v.id != ?`;

/**
 * Leave of every groomer, whatever their city: a groomer is in one team, the engine reads only the
 * team's own, and the rows are few (desk/visits/leave.ts caps them per groomer).
 */
const AWAY = 'SELECT id, groomer_id, start_ms, end_ms FROM groomer_leave WHERE removed_at IS NULL AND start_ms < ? AND end_ms > ?';

/**
 * The held visits of a city that touch the days from `from` for `days` days (India), with a day's
 * margin on each side: a visit late the evening before still keeps its groomer's travel time. The
 * leave of those days comes after them. `except` leaves out the visit being moved: it does not
 * stand in its own way.
 */
export async function heldVisits(sql: Pick<Sql, 'all'>, city: string, from: IsoDate, days: number, except?: number): Promise<BusyTime[]> {
  const start = indiaInstant(addDays(from, -1), 0);
  const end = indiaInstant(addDays(from, days + 1), 0);
  const rows = await sql.all<{ id: number | string; groomer_id: string; start_ms: number | string; end_ms: number | string; time_window: string; date: string; name: string }>(
    HELD, [city, end, start, except ?? -1]);
  // PostgreSQL's bigint arrives as text.
  const visits = rows.map((r): BusyVisit => ({ id: Number(r.id), groomerId: r.groomer_id, start: Number(r.start_ms), end: Number(r.end_ms), name: r.name, window: r.time_window, date: r.date }));
  return [...visits, ...(await awayTimes(sql, start, end))];
}

/** The leave that overlaps the instants from `start` to `end`. */
export async function awayTimes(sql: Pick<Sql, 'all'>, start: number, end: number): Promise<AwayTime[]> {
  const rows = await sql.all<{ id: number | string; groomer_id: string; start_ms: number | string; end_ms: number | string }>(AWAY, [end, start]);
  return rows.map((r) => ({ away: true, leaveId: Number(r.id), groomerId: r.groomer_id, start: Number(r.start_ms), end: Number(r.end_ms) }));
}

export const isAway = (h: BusyTime): h is AwayTime => h.away === true;
