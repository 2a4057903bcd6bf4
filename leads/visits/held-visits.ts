// The visits a city's team already holds, as the engine reads them (model/visits HeldVisit).
import type { Sql } from '../../store/sql.ts';
import type { HeldVisit, IsoDate } from '../../model/visits/rules.ts';
import { addDays, indiaInstant } from '../../model/visits/time.ts';
import { BUSY_STATUSES } from '../../model/visits/visit-status.ts';

/** Statuses that keep a groomer busy, as SQL (model/visits/visit-status.ts says which and why). */
export const LIVE_STATUSES = `(${BUSY_STATUSES.map((s) => `'${s}'`).join(', ')})`;

const HELD = `SELECT groomer_id AS "groomerId", start_ms AS "start", end_ms AS "end" FROM visits
  WHERE city = ? AND status IN ${LIVE_STATUSES} AND start_ms < ? AND end_ms > ?`;

/**
 * The held visits of a city that touch the days from `from` for `days` days (India), with a day's
 * margin on each side: a visit late the evening before still keeps its groomer's travel time.
 */
export async function heldVisits(sql: Pick<Sql, 'all'>, city: string, from: IsoDate, days: number): Promise<HeldVisit[]> {
  const start = indiaInstant(addDays(from, -1), 0);
  const end = indiaInstant(addDays(from, days + 1), 0);
  return sql.all<HeldVisit>(HELD, [city, end, start]);
}
