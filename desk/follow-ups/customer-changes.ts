// The visits Due lists beside the follow-ups, because the office has something to do about them:
// - the customer moved or cancelled it on their own link (leads/visits/visit-changes.ts): call to
//   confirm, or offer another day; it stays until staff mark it handled;
// - the office moved it to another day or window (desk/visits/changes.ts): tell the customer; it
//   stays until the "moved" WhatsApp message is marked sent (desk/visits/messages.ts).
// As a follow-up does, either leaves Due once the lead is closed (done, lost, spam).
import type { Sql, SqlStore } from '../../store/sql.ts';
import { HttpError } from '../../http/http-error.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { indiaDate } from '../../model/visits/time.ts';
import { visitWords } from '../../model/visits/words.ts';
import type { DueVisit } from '../wire/leads.ts';
import { leadPages, sayFor, visitMessageHref } from '../visits/messages.ts';
import { planVisit, SELECT_VISITS, type VisitRow } from '../visits/visit-rows.ts';
import { CLOSED } from './follow-ups.ts';

/** The customer's changes not yet handled, then the office's moves not yet told, each oldest first. */
export async function dueVisits(db: Sql, settings: VisitSettings | undefined, now = Date.now()): Promise<DueVisit[]> {
  const changed = await db.all<VisitRow>(
    `${SELECT_VISITS} WHERE v.customer_changed_at IS NOT NULL AND v.customer_change_seen_at IS NULL AND l.status NOT IN ${CLOSED}
     ORDER BY v.customer_changed_at, v.id LIMIT 200`);
  // A move of a visit whose day is past, or that is under way, done or cancelled, needs no telling.
  const moved = await db.all<VisitRow>(
    `${SELECT_VISITS} WHERE v.desk_moved_at IS NOT NULL AND v.date >= ? AND v.status IN ('requested', 'confirmed') AND l.status NOT IN ${CLOSED}
       AND NOT EXISTS (SELECT 1 FROM visit_messages m WHERE m.visit_id = v.id AND m.kind = 'moved')
     ORDER BY v.desk_moved_at, v.id LIMIT 200`, [indiaDate(now)]);
  const toTell = moved.map(planVisit);
  // The message in the language the customer booked in (desk/visits/messages.ts sayFor).
  const pages = settings ? await leadPages(db, toTell) : undefined;
  return [
    ...changed.map(planVisit).filter((v) => v.customerChange).map((visit): DueVisit => ({
      reason: visit.customerChange!.kind === 'cancelled' ? 'customer-cancelled' : 'customer-moved', at: visit.customerChange!.at, visit,
    })),
    ...toTell.map((visit): DueVisit => ({
      reason: 'tell-moved', at: visit.deskMovedAt!, visit, ...(settings && { href: visitMessageHref(settings, visit, 'moved', sayFor(settings, pages?.get(visit.leadId))) }),
    })),
  ];
}

/**
 * Staff's mark that the customer's change was handled. `changedAt` is the change staff saw: if the
 * customer changed the visit again meanwhile, the mark is refused (409), so a newer change is never
 * marked handled unseen.
 */
export async function markChangeHandled(db: SqlStore, visitId: number, changedAt: unknown, actor: string, now = Date.now()): Promise<void> {
  if (typeof changedAt !== 'string' || changedAt === '') throw new HttpError(400, "changedAt: expected the time of the customer's change, as the visit gives it");
  await db.transaction(async (tx) => {
    const row = await tx.get<{ lead_id: number | string; date: string; time_window: string; quote: string; customer_changed_at: string | null; customer_change_seen_at: string | null }>(
      `SELECT lead_id, date, time_window, quote, customer_changed_at, customer_change_seen_at FROM visits WHERE id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE' : ''}`, [visitId]);
    if (!row) throw new HttpError(404, `visit ${visitId}: no such visit`);
    if (row.customer_changed_at === null) throw new HttpError(409, 'the customer has not changed this visit on their link');
    if (row.customer_changed_at !== changedAt) throw new HttpError(409, 'the customer changed this visit again meanwhile: look at it again');
    if (row.customer_change_seen_at !== null) return;
    await tx.run('UPDATE visits SET customer_change_seen_at = ?, customer_change_seen_by = ? WHERE id = ?', [new Date(now).toISOString(), actor, visitId]);
    await audit(tx, Number(row.lead_id), actor, handledWords(row), now);
  });
}

function handledWords(row: { date: string; time_window: string; quote: string }): string {
  const last = (JSON.parse(row.quote) as { changes?: { kind: string; from: { date: string; window: string } }[] }).changes?.at(-1);
  return last?.kind === 'cancelled'
    ? `customer's cancellation of ${visitWords(last.from)} handled`
    : `customer's move to ${visitWords({ date: row.date, window: row.time_window })} handled`;
}

const audit = (tx: Sql, leadId: number, actor: string, action: string, now: number) =>
  tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [leadId, actor, action, new Date(now).toISOString()]);
