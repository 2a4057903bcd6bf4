import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import type { OutboxChannel } from './outbox.ts';
import type { LeadKind, LeadValue } from './rules.ts';

export const DEFAULT_DB_PATH = 'data/leads.sqlite';

/** A checked lead plus what the server saw, ready to be written. */
export interface LeadRecord {
  kind: LeadKind;
  fields: LeadValue;
  receivedAt: string;
  ip: string;
  userAgent: string;
}

/** The JSON a webhook receives for each lead. */
export interface LeadNotification extends LeadRecord {
  id: number;
}

interface Pending {
  record: LeadRecord;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Opens (creating folder and file if needed) a leads database with the settings that make an
 * acknowledged lead durable:
 * - WAL journal: readers (`leads export`) never block the writer.
 * - synchronous=FULL: every commit fsyncs the WAL, so a lead whose 201 was sent survives not only
 *   SIGKILL of the process (NORMAL would already do, the OS holds the written pages) but also a
 *   power cut or kernel crash. Group commit below keeps the fsync cost per lead small.
 */
export function openLeadsDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    configure(db);
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function configure(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
}

/**
 * The single writer of leads. Inserts that arrive while the event loop is busy are committed
 * together in one transaction (group commit) on the next turn of the loop; each caller's promise
 * resolves only after that COMMIT returned, so a 201 is never sent for an uncommitted lead.
 */
export class LeadStore {
  readonly db: Database.Database;
  private readonly ownsDb: boolean;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly insertBatch: (records: LeadRecord[]) => number[];
  private readonly nextIdStatement: Database.Statement;

  constructor(target: string | Database.Database, private readonly options: { outbox: readonly OutboxChannel[] }) {
    this.ownsDb = typeof target === 'string';
    if (typeof target === 'string') {
      this.db = openLeadsDatabase(target);
    } else {
      // A database handed in (dev server, tests) gets the same durability settings.
      this.db = target;
      configure(target);
      migrate(target);
    }
    const insertLead = this.db.prepare(
      `INSERT INTO leads (kind, received_at, name, phone, pet, service, path, ip, user_agent, fields)
       VALUES (@kind, @receivedAt, @name, @phone, @pet, @service, @path, @ip, @userAgent, @fields)`,
    );
    const insertOutbox = this.db.prepare(
      'INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)',
    );
    this.nextIdStatement = this.db.prepare(
      "SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'leads'), 0) + 1 AS next",
    );
    this.insertBatch = this.db.transaction((records: LeadRecord[]) =>
      records.map((record) => {
        const f = record.fields as Partial<Record<string, string>>;
        const id = Number(
          insertLead.run({
            kind: record.kind,
            receivedAt: record.receivedAt,
            name: f.name ?? '',
            phone: f.phone ?? '',
            pet: f.pet ?? '',
            service: f.service ?? '',
            path: f.path ?? '',
            ip: record.ip,
            userAgent: record.userAgent,
            fields: JSON.stringify(record.fields),
          }).lastInsertRowid,
        );
        if (this.options.outbox.length > 0) {
          // Same transaction as the lead: each notification exists if and only if the lead does.
          const payload = JSON.stringify({ id, ...record } satisfies LeadNotification);
          for (const channel of this.options.outbox) insertOutbox.run(id, channel, payload, Date.now());
        }
        return id;
      }),
    );
  }

  /** Resolves with the new lead's id once it is committed. */
  insert(record: LeadRecord): Promise<number> {
    if (this.closed) return Promise.reject(new Error('lead store is closed'));
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ record, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** An id a real lead could get next; the honeypot answers with it so bots see nothing odd. */
  plausibleNextId(): number {
    return (this.nextIdStatement.get() as { next: number }).next + this.queue.length;
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      const ids = this.insertBatch(batch.map((p) => p.record));
      batch.forEach((p, i) => p.resolve(ids[i]));
    } catch {
      // The whole batch rolled back. Retry one by one so a single bad row cannot sink the others.
      for (const pending of batch) {
        try {
          pending.resolve(this.insertBatch([pending.record])[0]);
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  }

  /** Commits what is queued, then closes the database if this store opened it. */
  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    if (this.ownsDb && this.db.open) this.db.close();
  }
}
