// The spam view: leads staff marked spam, and leads the server thinks likely spam (sent within a
// couple of seconds of the form opening, or one of a burst: leads/likely-spam.ts), for staff to
// confirm (status spam) or restore (not spam: the flag goes, a spam status goes back to new).
import type { Sql, SqlStore } from '../../store/sql.ts';
import { HttpError } from '../../http/http-error.ts';
import { cityOfPage, type PageCities } from '../../model/paths.ts';
import type { SpamView } from '../wire/leads.ts';

/** Likely spam not yet looked at first (staff decide those), then what was marked, newest first in each. */
export async function spamLeads(db: Sql, pages?: PageCities): Promise<SpamView> {
  const rows = await db.all<{ id: number; received_at: string; name: string; phone: string; kind: string; status: string; path: string; likely_spam: string | null; form_ms: number | string | null }>(
    `SELECT id, received_at, name, phone, kind, status, path, likely_spam, form_ms FROM leads
     WHERE status = 'spam' OR likely_spam IS NOT NULL ORDER BY id DESC LIMIT 200`);
  const leads = rows.map((r) => ({
    id: Number(r.id), receivedAt: r.received_at, name: r.name, phone: r.phone, kind: r.kind, status: r.status, city: cityOfPage(r.path, pages),
    likelySpam: r.likely_spam, formMs: r.form_ms === null ? null : Number(r.form_ms),
  }));
  return { likely: leads.filter((l) => l.status !== 'spam'), marked: leads.filter((l) => l.status === 'spam') };
}

const REASONS: Record<string, string> = { fast: 'sent within seconds of the form opening', burst: 'one of a burst from one phone or address' };

/** Confirms (spam: true) or restores (spam: false) a lead, in its history. */
export async function judgeSpam(db: SqlStore, id: number, spam: unknown, actor: string): Promise<void> {
  if (typeof spam !== 'boolean') throw new HttpError(400, 'spam: expected true (it is spam) or false (restore it)');
  await db.transaction(async (tx) => {
    const row = await tx.get<{ status: string; likely_spam: string | null }>(
      `SELECT status, likely_spam FROM leads WHERE id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE' : ''}`, [id]);
    if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
    const now = new Date().toISOString();
    const audit = (action: string) => tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [id, actor, action, now]);
    if (spam) {
      if (row.status === 'spam') return;
      await tx.run("UPDATE leads SET status = 'spam' WHERE id = ?", [id]);
      await audit(`status: ${row.status} -> spam (confirmed spam)`);
      return;
    }
    if (row.status !== 'spam' && row.likely_spam === null) return;
    await tx.run("UPDATE leads SET likely_spam = NULL, status = CASE WHEN status = 'spam' THEN 'new' ELSE status END WHERE id = ?", [id]);
    const why = row.likely_spam ? `; the server had thought it ${REASONS[row.likely_spam] ?? row.likely_spam}` : '';
    await audit(`restored: not spam${row.status === 'spam' ? ', status: spam -> new' : ''}${why}`);
  });
}
