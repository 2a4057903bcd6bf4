import { LeadsUsageError } from '../model/usage-error.ts';
import { indiaDate } from '../model/visits/time.ts';
import { withStore } from '../store/open.ts';
import type { Sql, SqlStore } from '../store/sql.ts';
import { SqliteStore } from '../store/sqlite-store.ts';

/**
 * Personal data only as long as the privacy policy promises: leads older than the retention
 * period (site.yaml `retention.months`, default 12) are deleted by a running `serve` once a day
 * and by `groomsite leads purge`; `groomsite leads delete --phone N` erases one person at once.
 * Whatever the outbox holds for those leads (the webhook and e-mail copies) goes with them, so do
 * their visits' photos (before and after), and so does a pet (its profile kept by the office) once
 * no lead names it, and a visit's review with its lead (the pages drop it at the next publish,
 * which writes content/reviews.json from what is left).
 * On SQLite, secure_delete overwrites the freed pages and a checkpoint empties the WAL, so the deleted text
 * does not linger inside the database files either.
 */

export const DEFAULT_RETENTION_MONTHS = 12;

export interface Erased {
  leads: number;
  /** Rows of other tables that referred to those leads (the outbox). */
  related: number;
  /** Pets (with their profiles) that no lead names any more, when there were any (leads/pets.ts). */
  pets?: number;
  /** Reviews of the erased person's visits (leads/visits/review.ts), when there were any (erasure only). */
  reviews?: number;
  /** The visits' photos that went with those leads (ON DELETE CASCADE), when there were any. */
  photos?: number;
  /** Field-data count rows of days before the cutoff (purge only). */
  fieldRows?: number;
}

/** The field-data tables (leads/field-data/): per-day counts, kept no longer than the leads. */
const FIELD_TABLES = ['field_vitals', 'field_taps', 'field_tap_pages', 'field_sources'] as const;

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Rows of other tables that name a lead and are not erased with it by a foreign key (the outbox on SQLite). */
const REFERRING = ['outbox'] as const;

/** `check` runs first in the transaction; it may erase rows of its own and return how many pets it erased. */
async function eraseWhere(store: SqlStore, where: string, value: string, check?: (tx: Sql) => Promise<number | void>): Promise<Erased> {
  if (store instanceof SqliteStore) store.db.pragma('secure_delete = ON');
  const erased = await store.transaction(async (tx) => {
    const erasedPets = (await check?.(tx)) ?? 0;
    let related = 0;
    for (const table of REFERRING) related += await tx.run(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`, [value]);
    // The visits' photos go with their lead (ON DELETE CASCADE): counted first, for the report.
    const photos = Number((await tx.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM visit_photos WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`, [value]))?.n ?? 0);
    // Notes, the audit trail, the visits with their photos, the link to the lead's pet and its visits' reviews go with their lead (ON DELETE CASCADE).
    const leads = await tx.run(`DELETE FROM leads WHERE ${where}`, [value]);
    // A pet is kept as long as a lead names it (leads/pets.ts): its profile and due-again marks go with the last one.
    const pets = erasedPets + await tx.run('DELETE FROM pets WHERE NOT EXISTS (SELECT 1 FROM lead_pets lp WHERE lp.pet_id = pets.id)');
    return { leads, related, ...(pets > 0 && { pets }), ...(photos > 0 && { photos }) };
  });
  // SQLite: empty the WAL so the deleted text is gone from the files too. PostgreSQL's autovacuum
  // reclaims the space of deleted rows.
  if (erased.leads > 0 && store instanceof SqliteStore) store.db.pragma('wal_checkpoint(TRUNCATE)');
  return erased;
}

/**
 * Deletes every lead received before the cutoff, with what refers to it. A purge that would
 * delete every lead, the newest too, is refused unless `all` says so: that is what a clock set
 * months or years ahead does (a bad RTC, a wrong NTP answer), and the leads could not come back.
 * A site that really had no lead for the whole period purges them with `all` (`leads purge --all`).
 */
export async function purgeExpired(store: SqlStore, months: number, now = new Date(), options: { all?: boolean } = {}): Promise<Erased & { before: string }> {
  const before = retentionCutoff(months, now).toISOString();
  let fieldRows = 0;
  const check = async (tx: Sql) => {
    const newest = (await tx.get<{ newest: string | null }>('SELECT MAX(received_at) AS newest FROM leads'))?.newest;
    if (!options.all && newest && newest < before) {
      throw new LeadsUsageError(
        `retention: refusing to delete every lead: the newest was received at ${newest}, but the clock says ${now.toISOString()}, ` +
          `more than ${months} months later. If the clock is wrong, set it right; if no lead really came in for ${months} months, run groomsite leads purge --all`,
      );
    }
    // The same period for the visits' counts: days (in India) wholly before the cutoff go.
    const day = indiaDate(retentionCutoff(months, now).getTime());
    for (const table of FIELD_TABLES) fieldRows += await tx.run(`DELETE FROM ${table} WHERE day < ?`, [day]);
    // And for the groomers' leave (its notes may say why someone was away): leave over before the cutoff goes.
    await tx.run('DELETE FROM groomer_leave WHERE end_ms < ?', [retentionCutoff(months, now).getTime()]);
  };
  return { ...(await eraseWhere(store, 'received_at < ?', before, check)), fieldRows, before };
}

/**
 * Deletes every lead sent with this phone number (an erasure request), with what refers to it.
 * On PostgreSQL the shared rate limit keeps the number in its keys (`phone <address> <number>`,
 * lead-limits.ts) for up to a window; those rows go too, in the same transaction. On SQLite
 * the counts live in the server's memory only, and are gone within the window.
 */
export async function erasePhone(store: SqlStore, phone: string): Promise<Erased> {
  let reviews = 0;
  const alsoRateHits = async (tx: Sql) => {
    // Their visits' reviews, approved ones too (they would go with the leads anyway; counted here to say so).
    reviews = await tx.run('DELETE FROM visit_reviews WHERE lead_id IN (SELECT id FROM leads WHERE phone = ?)', [phone]);
    // The pets kept under the number (their profiles, the due-again marks: ON DELETE CASCADE).
    const pets = await tx.run('DELETE FROM pets WHERE phone = ?', [phone]);
    if (store.dialect !== 'postgres') return pets;
    const literal = phone.replace(/[\\%_]/g, (c) => `\\${c}`);
    await tx.run("DELETE FROM rate_hits WHERE key LIKE ? ESCAPE '\\'", [`phone % ${literal}`]);
    return pets;
  };
  const erased = await eraseWhere(store, 'phone = ?', phone, alsoRateHits);
  return { ...erased, ...(reviews > 0 && { reviews }) };
}

/** `groomsite leads purge`: what was deleted, as a line for the terminal. */
export async function purgeCommand(opts: { db: string; months: number; now?: Date; all?: boolean }): Promise<string> {
  const r = await withStore(opts.db, 'command', (store) => purgeExpired(store, opts.months, opts.now, { all: opts.all }));
  return `deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} received before ${r.before} (older than ${opts.months} months) and ${r.related} outbox row${r.related === 1 ? '' : 's'} for them${petsWords(r)}\n`;
}

/** `groomsite leads delete --phone N`: an erasure request. */
export async function deletePhoneCommand(opts: { db: string; phone: string }): Promise<string> {
  const phone = String(opts.phone ?? '').trim();
  if (!/^[0-9]{4,15}$/.test(phone)) throw new LeadsUsageError(`--phone: expected the number as its digits, e.g. 9876543210, got ${JSON.stringify(opts.phone)}`);
  const r = await withStore(opts.db, 'command', (store) => erasePhone(store, phone));
  if (r.leads === 0) return `no leads with phone ${phone}: nothing to delete\n`;
  return `deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} with phone ${phone} and ${r.related} outbox row${r.related === 1 ? '' : 's'} for them${petsWords(r)}\n`;
}

/** The pets that went with the leads, said after them when there were any. */
function petsWords(r: Erased): string {
  const photos = r.photos ? `, ${r.photos} visit photo${r.photos === 1 ? '' : 's'}` : '';
  const pets = r.pets ? `, and ${r.pets} pet${r.pets === 1 ? '' : 's'} with ${r.pets === 1 ? 'its profile' : 'their profiles'}` : '';
  const reviews = r.reviews ? `, and ${r.reviews} review${r.reviews === 1 ? '' : 's'} (off the pages at the next publish)` : '';
  return photos + pets + reviews;
}
