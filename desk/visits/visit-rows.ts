// The visits as the day plan shows them: each with what its groomer needs at the door (name,
// phone, address, pet, package, window, the quote's lines and the total to collect), read with
// its lead in one query. The quote is the one stored with the visit: a price changed since is
// not the customer's.
import type { Sql } from '../../store/sql.ts';
import type { IsoDate } from '../../model/visits/rules.ts';
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { ShownLine } from '../../model/visits/line-words.ts';
import type { CustomerChange, Visit } from '../wire/visits.ts';

export interface VisitRow extends ChangeColumns {
  id: number; lead_id: number; city: string; date: string; time_window: string; groomer_id: string; status: VisitStatus;
  start_ms: number | string; end_ms: number | string; quote: string; name: string; phone: string; pet: string; pet_size: string; service: string; fields: string;
  /** The lead's reference ("K7HM-3XPR"): a UPI payment's transaction reference. */
  reference: string | null;
}

/** The columns of step 16: the customer's change and the office's mark, the office's last move. */
export interface ChangeColumns {
  customer_changed_at: string | null; customer_change_seen_at: string | null; customer_change_seen_by: string | null; desk_moved_at: string | null;
}

export const CHANGE_COLUMNS = 'v.customer_changed_at, v.customer_change_seen_at, v.customer_change_seen_by, v.desk_moved_at';

export const SELECT_VISITS = `SELECT v.id, v.lead_id, v.city, v.date, v.time_window, v.groomer_id, v.status, v.start_ms, v.end_ms, v.quote,
  ${CHANGE_COLUMNS}, l.name, l.phone, l.pet, l.pet_size, l.service, l.fields, l.reference FROM visits v JOIN leads l ON l.id = v.lead_id`;

interface StoredChange { kind: 'moved' | 'cancelled'; at: string; fee: number; from: { date: string; window: string } }

/**
 * The customer's last change, as the quote keeps every change (leads/visits/visit-changes.ts), with
 * the office's mark. A change without `customer_changed_at` came before the marks: handled.
 */
export function customerChangeOf(quote: { changes?: StoredChange[] }, row: ChangeColumns): CustomerChange | undefined {
  const last = quote.changes?.at(-1);
  if (!last) return undefined;
  const handled = row.customer_changed_at === null || row.customer_change_seen_at !== null;
  return {
    kind: last.kind, at: last.at, from: last.from, fee: last.fee, handled,
    ...(row.customer_change_seen_at !== null && { handledAt: row.customer_change_seen_at, handledBy: row.customer_change_seen_by ?? '' }),
  };
}

/** Each visit's lead reference, for its "Pay ₹N by UPI" (desk/visits/visit-money.ts); '' for a lead stored before references. */
export const referencesOf = (rows: readonly VisitRow[]): Map<number, string> => new Map(rows.map((r) => [Number(r.id), r.reference ?? '']));

export function planVisit(row: VisitRow): Visit {
  const fields = JSON.parse(row.fields) as Record<string, string | undefined>;
  const quote = JSON.parse(row.quote) as { total?: number; lines?: ShownLine[]; atDoor?: { label: string }[]; changes?: StoredChange[] };
  const change = customerChangeOf(quote, row);
  return {
    id: Number(row.id), leadId: Number(row.lead_id), city: row.city, date: row.date, window: row.time_window, groomerId: row.groomer_id,
    status: row.status, start: Number(row.start_ms), end: Number(row.end_ms), // PostgreSQL's bigint arrives as text
    name: row.name, phone: row.phone, address: fields.address ?? '', pet: row.pet_size ? `${row.pet} (${row.pet_size})` : row.pet, breed: fields.breed ?? '',
    package: row.service, addOns: fields.addOns ?? '', request: fields.request ?? '', total: quote.total ?? 0,
    // As stored, less the ids the desk has no use for; a visit held before lines were kept has none.
    lines: (quote.lines ?? []).map(({ kind, label, amount, reason }) => ({ kind, label, amount, ...(reason && { reason }) })),
    atDoor: (quote.atDoor ?? []).map((d) => d.label),
    ...(change && { customerChange: change }),
    ...(row.desk_moved_at && { deskMovedAt: row.desk_moved_at }),
  };
}
