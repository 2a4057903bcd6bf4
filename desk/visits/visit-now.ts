// Each listed lead's newest visit as it is now, for the lead list: a lead's own fields say what
// the customer asked for when they booked, and go stale the moment they move or cancel on their
// link or the office moves the visit. One query for a page of leads.
import type { Sql } from '../../store/sql.ts';
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { VisitNow } from '../wire/leads.ts';
import { CHANGE_COLUMNS, customerChangeOf, type ChangeColumns } from './visit-rows.ts';

interface Row extends ChangeColumns {
  id: number | string; lead_id: number | string; date: string; time_window: string; status: VisitStatus; quote: string;
  told: number | string;
}

/** Statuses in which an office move still wants telling (a visit under way, done or cancelled does not). */
const TO_TELL: readonly VisitStatus[] = ['requested', 'confirmed'];

/** Lead id -> its newest visit (the last one given or booked), for the leads that have one. */
export async function newestVisits(db: Sql, leadIds: readonly number[]): Promise<Map<number, VisitNow>> {
  const found = new Map<number, VisitNow>();
  if (leadIds.length === 0) return found;
  const rows = await db.all<Row>(
    `SELECT v.id, v.lead_id, v.date, v.time_window, v.status, v.quote, ${CHANGE_COLUMNS},
       CASE WHEN EXISTS (SELECT 1 FROM visit_messages m WHERE m.visit_id = v.id AND m.kind = 'moved') THEN 1 ELSE 0 END AS told
     FROM visits v WHERE v.lead_id IN (${leadIds.map(() => '?').join(', ')}) ORDER BY v.id`, [...leadIds]);
  for (const row of rows) {
    const change = customerChangeOf(JSON.parse(row.quote) as Parameters<typeof customerChangeOf>[0], row);
    found.set(Number(row.lead_id), {
      id: Number(row.id), date: row.date, window: row.time_window, status: row.status,
      ...(change && { customerChange: change }),
      ...(row.desk_moved_at && { deskMovedAt: row.desk_moved_at }),
      untold: row.desk_moved_at !== null && Number(row.told) === 0 && TO_TELL.includes(row.status),
    });
  }
  return found;
}
