// Every lead followed up: an owner among the office staff and a follow-up time in India's time,
// each change in the lead's history; the "Due" list of what is due today or overdue, overdue first.
import type { Sql, SqlStore } from '../../store/sql.ts';
import { HttpError } from '../../http/http-error.ts';
import { cityOfPage, type PageCities } from '../../model/paths.ts';
import { kindLabel } from '../../model/lead-facts.ts';
import { isCalendarDate } from '../../model/lead-rules.ts';
import { addDays, indiaDate, indiaInstant, INDIA_OFFSET_MS } from '../../model/visits/time.ts';
import { OFFICE } from '../roles.ts';
import type { DueLead } from '../wire/leads.ts';

const bad = (message: string) => new HttpError(400, message);

/** Statuses that need no more calls: a follow-up left on them is not due. */
export const CLOSED = "('done', 'lost', 'spam')";

/** The names of the accounts that may own a lead (owner and staff, never a groomer), by name. */
export async function officeStaff(db: Sql): Promise<string[]> {
  const rows = await db.all<{ name: string }>(`SELECT name FROM desk_users WHERE role IN (${OFFICE.map(() => '?').join(', ')}) ORDER BY name`, OFFICE);
  return rows.map((r) => r.name);
}

/** "2026-11-25T17:30" (a datetime-local input, India's time) -> epoch ms; "" or null -> null. */
export function parseFollowUpAt(value: unknown): number | null {
  if (value === null || value === '') return null;
  const m = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value) : null;
  if (!m || !isCalendarDate(m[1])) throw bad('followUpAt: expected a day and time in India as YYYY-MM-DDTHH:MM, e.g. 2026-12-05T17:30');
  return indiaInstant(m[1], Number(m[2]) * 60 + Number(m[3]));
}

/** Epoch ms -> "2026-11-25 17:30" in India, as the history says it. */
export function indiaText(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Sets what the body names (owner, followUpAt; a key left out stays as it is) and records each
 * change in the lead's history. An owner must be an office account; "" or null clears it.
 */
export async function setFollowUp(db: SqlStore, id: number, body: Record<string, unknown>, actor: string): Promise<void> {
  const changeOwner = Object.hasOwn(body, 'owner');
  const changeTime = Object.hasOwn(body, 'followUpAt');
  if (!changeOwner && !changeTime) throw bad('body: name an owner, a followUpAt, or both');
  const owner = changeOwner ? body.owner : undefined;
  if (changeOwner && owner !== null && typeof owner !== 'string') throw bad('owner: expected the name of a staff account, or "" for nobody');
  const at = changeTime ? parseFollowUpAt(body.followUpAt) : undefined;
  await db.transaction(async (tx) => {
    const row = await tx.get<{ owner: string | null; follow_up_at: number | string | null }>(
      `SELECT owner, follow_up_at FROM leads WHERE id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE' : ''}`, [id]);
    if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
    const now = new Date().toISOString();
    const audit = (action: string) => tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [id, actor, action, now]);
    if (changeOwner) {
      const name = typeof owner === 'string' && owner.trim() !== '' ? owner.trim().toLowerCase() : null;
      if (name !== null && !(await officeStaff(tx)).includes(name)) throw bad(`owner: "${name}" is not an owner or staff account`);
      if (name !== row.owner) {
        await tx.run('UPDATE leads SET owner = ? WHERE id = ?', [name, id]);
        await audit(`lead owner: ${row.owner ?? 'nobody'} -> ${name ?? 'nobody'}`);
      }
    }
    if (changeTime) {
      const before = row.follow_up_at === null ? null : Number(row.follow_up_at);
      if (at !== before) {
        await tx.run('UPDATE leads SET follow_up_at = ? WHERE id = ?', [at ?? null, id]);
        await audit(at ? `follow-up set for ${indiaText(at)} (India)` : 'follow-up cleared');
      }
    }
  });
}

/** What is due: follow-ups past (overdue, oldest first), then the rest of today's, in India's day. */
export async function dueLeads(db: Sql, pages?: PageCities, now = Date.now()): Promise<DueLead[]> {
  const endOfToday = indiaInstant(addDays(indiaDate(now), 1), 0);
  const rows = await db.all<{ id: number; name: string; phone: string; kind: string; status: string; path: string; fields: string; owner: string | null; follow_up_at: number | string }>(
    `SELECT id, name, phone, kind, status, path, fields, owner, follow_up_at FROM leads
     WHERE follow_up_at IS NOT NULL AND follow_up_at < ? AND status NOT IN ${CLOSED}
     ORDER BY follow_up_at, id LIMIT 200`,
    [endOfToday],
  );
  return rows.map((r) => {
    const at = Number(r.follow_up_at); // PostgreSQL's bigint arrives as text
    const id = Number(r.id);
    return {
      id, name: r.name, phone: r.phone, kind: r.kind, status: r.status, city: cityOfPage(r.path, pages),
      kindLabel: kindLabel({ id, kind: r.kind, fields: JSON.parse(r.fields) as Record<string, string> }),
      owner: r.owner, followUpAt: at, overdue: at < now,
    };
  });
}
