import fs from 'node:fs';
import DatabaseConstructor from 'better-sqlite3';
import type Database from 'better-sqlite3';
import { LeadsUsageError } from './errors.ts';

/**
 * Personal data only as long as the privacy policy promises: leads older than the retention
 * period (site.yaml `retention.months`, default 12) are deleted by a running `serve` once a day
 * and by `groomsite leads purge`; `groomsite leads delete --phone N` erases one person at once.
 * Whatever the outbox holds for those leads (the webhook and e-mail copies) goes with them.
 * secure_delete overwrites the freed pages and a checkpoint empties the WAL, so the deleted text
 * does not linger inside the database files either.
 */

export const DEFAULT_RETENTION_MONTHS = 12;

export interface Erased {
  leads: number;
  /** Rows of other tables that referred to those leads (the outbox). */
  related: number;
}

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Tables other than leads with a lead_id column (the outbox, whatever shape it has now). */
function tablesReferringToLeads(db: Database.Database): string[] {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'leads' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  return tables.filter((table) =>
    (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).includes('lead_id'));
}

function eraseWhere(db: Database.Database, where: string, value: string): Erased {
  db.pragma('secure_delete = ON');
  const erased = db.transaction(() => {
    let related = 0;
    for (const table of tablesReferringToLeads(db)) {
      related += db.prepare(`DELETE FROM "${table}" WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`).run(value).changes;
    }
    return { leads: db.prepare(`DELETE FROM leads WHERE ${where}`).run(value).changes, related };
  }).immediate();
  if (erased.leads > 0) db.pragma('wal_checkpoint(TRUNCATE)');
  return erased;
}

/** Deletes every lead received before the cutoff, with what refers to it. */
export function purgeExpired(db: Database.Database, months: number, now = new Date()): Erased & { before: string } {
  const before = retentionCutoff(months, now).toISOString();
  return { ...eraseWhere(db, 'received_at < ?', before), before };
}

/** Deletes every lead sent with this phone number (an erasure request), with what refers to it. */
export function erasePhone(db: Database.Database, phone: string): Erased {
  return eraseWhere(db, 'phone = ?', phone);
}

/** Opens an existing leads database for the commands; waiting for a running server's lock is fine here. */
function withWritableDatabase<T>(file: string, work: (db: Database.Database) => T): T {
  if (!fs.existsSync(file)) {
    throw new LeadsUsageError(`no leads database at ${file}: pass --db FILE if it lives elsewhere`);
  }
  const db = new DatabaseConstructor(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    return work(db);
  } finally {
    db.close();
  }
}

/** `groomsite leads purge`: what was deleted, as a line for the terminal. */
export function purgeCommand(opts: { db: string; months: number; now?: Date }): string {
  const r = withWritableDatabase(opts.db, (db) => purgeExpired(db, opts.months, opts.now));
  return `deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} received before ${r.before} (older than ${opts.months} months) and ${r.related} outbox row${r.related === 1 ? '' : 's'} for them\n`;
}

/** `groomsite leads delete --phone N`: an erasure request. */
export function deletePhoneCommand(opts: { db: string; phone: string }): string {
  const phone = String(opts.phone ?? '').trim();
  if (!/^[0-9]{4,15}$/.test(phone)) throw new LeadsUsageError(`--phone: expected the number as its digits, e.g. 9876543210, got ${JSON.stringify(opts.phone)}`);
  const r = withWritableDatabase(opts.db, (db) => erasePhone(db, phone));
  if (r.leads === 0) return `no leads with phone ${phone}: nothing to delete\n`;
  return `deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} with phone ${phone} and ${r.related} outbox row${r.related === 1 ? '' : 's'} for them\n`;
}
