// Leads from one phone number are one person: the lead's page shows the others with their visits
// and notes, newest first, without merging any rows. The lead API keeps a phone as exactly its
// digits (model/lead-rules.ts), so one person's leads share the same `phone` text.
import type { Sql } from '../../store/sql.ts';
import { kindLabel } from '../../model/lead-facts.ts';
import { cityOfPage, type PageCities } from '../../model/paths.ts';
import { planVisit, SELECT_VISITS, type VisitRow } from '../visits/visit-rows.ts';
import type { OtherLead } from '../wire/leads.ts';

/** How many others of one person are shown on a page: more is a person worth a phone call anyway. */
const SHOWN = 20;

/** The person's other leads (same phone), newest first, each with its visits and notes. */
export async function samePerson(db: Sql, id: number, phone: string, pages?: PageCities): Promise<OtherLead[]> {
  const leads = await db.all<{ id: number; received_at: string; kind: string; status: string; service: string; path: string; fields: string }>(
    `SELECT id, received_at, kind, status, service, path, fields FROM leads WHERE phone = ? AND id != ? ORDER BY id DESC LIMIT ${SHOWN}`, [phone, id]);
  if (leads.length === 0) return [];
  const ids = leads.map((l) => Number(l.id));
  const marks = ids.map(() => '?').join(', ');
  const visits = (await db.all<VisitRow>(`${SELECT_VISITS} WHERE v.lead_id IN (${marks}) ORDER BY v.start_ms DESC`, ids)).map(planVisit);
  const notes = await db.all<{ lead_id: number; author: string; text: string; created_at: string }>(
    `SELECT lead_id, author, text, created_at FROM desk_notes WHERE lead_id IN (${marks}) ORDER BY id DESC`, ids);
  return leads.map((l) => ({
    id: Number(l.id), receivedAt: l.received_at, kind: l.kind, status: l.status, service: l.service, city: cityOfPage(l.path, pages),
    kindLabel: kindLabel({ id: Number(l.id), kind: l.kind, fields: JSON.parse(l.fields) as Record<string, string> }),
    visits: visits.filter((v) => v.leadId === Number(l.id)).map((v) => ({ id: v.id, date: v.date, window: v.window, status: v.status, total: v.total })),
    notes: notes.filter((n) => Number(n.lead_id) === Number(l.id)).map((n) => ({ author: n.author, text: n.text, createdAt: n.created_at })),
  }));
}
