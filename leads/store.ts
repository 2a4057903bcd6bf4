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

/** The database stayed locked by another process longer than a lead may wait; nothing was saved. */
export class StoreBusyError extends Error {
  override readonly name = 'StoreBusyError';
}

export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** The folder (0700) and the file (0600) of a new database: leads are personal data. */
function createPrivately(file: string): void {
  const folder = path.dirname(path.resolve(file));
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600)); // an empty file is an empty SQLite database
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Opens (creating folder and file if needed, privately) a leads database with the settings that
 * make an acknowledged lead durable:
 * - WAL journal: readers (`leads export`) never block the writer.
 * - synchronous=FULL: every commit fsyncs the WAL, so a lead whose 201 was sent survives not only
 *   SIGKILL of the process (NORMAL would already do, the OS holds the written pages) but also a
 *   power cut or kernel crash. Group commit below keeps the fsync cost per lead small.
 */
export function openLeadsDatabase(file: string): Database.Database {
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  try {
    configure(db);
    migrate(db);
    assertWritable(db);
    db.pragma('busy_timeout = 0');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * While opening, waiting for another process's lock may block (nothing is served yet); once open,
 * the store waits for locks asynchronously instead (see LeadStore.commit), because better-sqlite3
 * is synchronous and a busy_timeout would freeze every request, static files too.
 */
function configure(db: Database.Database): void {
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * SQLite opens a file it may not write read-only without a word, and every lead would then fail;
 * a write that is rolled back finds out at start instead.
 */
function assertWritable(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  try {
    db.transaction(() => db.pragma(`user_version = ${version}`)).immediate();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the database cannot be written (${reason}): check the permissions of the file and its folder, and the free disk space`, { cause: error });
  }
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

  /**
   * How long a lead may wait for another process's lock before the answer is 503: a few seconds,
   * retried on short timers so the event loop keeps serving everything else meanwhile.
   */
  private readonly lockWaitMs: number;

  constructor(target: string | Database.Database, private readonly options: { outbox: readonly OutboxChannel[]; lockWaitMs?: number }) {
    this.lockWaitMs = options.lockWaitMs ?? 3000;
    this.ownsDb = typeof target === 'string';
    if (typeof target === 'string') {
      this.db = openLeadsDatabase(target);
    } else {
      // A database handed in (dev server, tests) gets the same durability settings.
      this.db = target;
      configure(target);
      migrate(target);
      target.pragma('busy_timeout = 0');
    }
    const insertLead = this.db.prepare(
      `INSERT INTO leads (kind, received_at, name, phone, pet, service, path, ip, user_agent, fields)
       VALUES (@kind, @receivedAt, @name, @phone, @pet, @service, @path, @ip, @userAgent, @fields)`,
    );
    const insertOutbox = this.db.prepare(
      'INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)',
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

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length > 0) this.commit(batch, Date.now(), 0);
  }

  /**
   * Commits a batch. When another process holds the write lock, SQLite answers BUSY at once
   * (busy_timeout 0) and the batch is tried again on a timer, 5 ms then doubling up to 100 ms,
   * until `lockWaitMs` have passed; then its callers get StoreBusyError (a 503 that says so).
   */
  private commit(batch: Pending[], since: number, attempt: number): void {
    if (!this.db.open) {
      const closed = new StoreBusyError('the lead store closed while waiting for a lock');
      batch.forEach((p) => p.reject(closed));
      return;
    }
    try {
      const ids = this.insertBatch(batch.map((p) => p.record));
      batch.forEach((p, i) => p.resolve(ids[i]));
      return;
    } catch (error) {
      if (isBusyError(error)) {
        const waited = Date.now() - since;
        if (this.closed || !this.db.open || waited >= this.lockWaitMs) {
          const busy = new StoreBusyError(`the leads database stayed locked for ${waited} ms`, { cause: error });
          batch.forEach((p) => p.reject(busy));
          return;
        }
        setTimeout(() => this.commit(batch, since, attempt + 1), Math.min(100, 5 * 2 ** attempt));
        return;
      }
    }
    // The whole batch rolled back. Retry one by one so a single bad row cannot sink the others.
    for (const pending of batch) {
      try {
        pending.resolve(this.insertBatch([pending.record])[0]);
      } catch (error) {
        pending.reject(isBusyError(error) ? new StoreBusyError('the leads database is locked by another process', { cause: error }) : error);
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
