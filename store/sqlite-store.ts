import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations/sqlite.ts';
import { asDiskFault, StoreBusyError, type Param, type Sql, type SqlStore } from './sql.ts';

export { DEFAULT_DB_PATH } from './sql.ts';

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
 *   power cut or kernel crash. Group commit (store.ts) keeps the fsync cost per lead small.
 */
export function openLeadsDatabase(file: string): Database.Database {
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  try {
    prepareDatabase(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * While opening, waiting for another process's lock may block (nothing is served yet); once open,
 * the store waits for locks asynchronously instead (see SqliteStore.retry), because better-sqlite3
 * is synchronous and a busy_timeout would freeze every request, static files too.
 */
function prepareDatabase(db: Database.Database): void {
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  assertWritable(db);
  db.pragma('busy_timeout = 0');
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
 * How a store is used: `server` creates the file if needed and brings its schema up to date;
 * the commands (`command` writes, `read` only reads) take an existing database as it is, so a
 * wrong path is an error rather than a new empty file, and `leads export` never changes a file.
 */
export type SqliteUse = 'server' | 'command' | 'read';

function openAsItIs(file: string, readonly: boolean): Database.Database {
  return new Database(file, { readonly, fileMustExist: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SQLite store: one better-sqlite3 connection. Statements run synchronously underneath (a few
 * microseconds each), so the promises here resolve at once unless another process holds the
 * write lock; then the statement is tried again on short timers (5 ms, doubling up to 100 ms)
 * until `lockWaitMs` have passed, and the caller gets StoreBusyError. The event loop keeps
 * serving everything else meanwhile.
 *
 * A transaction keeps the connection to itself: statements from outside it wait until it ends,
 * since on one connection they would otherwise land inside it.
 */
export class SqliteStore implements SqlStore {
  readonly dialect = 'sqlite' as const;
  readonly ready = Promise.resolve();
  readonly started = this.ready;
  readonly label: string;
  /** The connection, for what only SQLite has (pragmas, checkpoints) and for tests. */
  readonly db: Database.Database;
  private readonly ownsDb: boolean;
  private readonly statements = new Map<string, Database.Statement>();
  /** Settles when the transaction running now (if any) has ended; transactions queue on it. */
  private tail: Promise<void> = Promise.resolve();
  private inTransaction = 0;
  private readonly inside: Sql;

  /**
   * @param target a file (created privately if missing) or an open database (dev server, tests),
   *   which gets the same durability settings and is left open by close()
   */
  constructor(target: string | Database.Database, private readonly options: { lockWaitMs?: number; use?: SqliteUse } = {}) {
    if (typeof target === 'string') {
      this.db = options.use === 'read' || options.use === 'command' ? openAsItIs(target, options.use === 'read') : openLeadsDatabase(target);
      this.ownsDb = true;
      this.label = target;
    } else {
      this.db = target;
      this.ownsDb = false;
      this.label = target.name;
      prepareDatabase(target);
    }
    this.inside = {
      dialect: 'sqlite',
      all: async <T>(sql: string, params: readonly Param[] = []) => this.statement(sql).all(...params) as T[],
      get: async <T>(sql: string, params: readonly Param[] = []) => this.statement(sql).get(...params) as T | undefined,
      run: async (sql: string, params: readonly Param[] = []) => this.statement(sql).run(...params).changes,
    };
  }

  all<T>(sql: string, params: readonly Param[] = []): Promise<T[]> {
    return this.outside(() => this.statement(sql).all(...params) as T[]);
  }

  get<T>(sql: string, params: readonly Param[] = []): Promise<T | undefined> {
    return this.outside(() => this.statement(sql).get(...params) as T | undefined);
  }

  run(sql: string, params: readonly Param[] = []): Promise<number> {
    return this.outside(() => this.statement(sql).run(...params).changes);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.inTransaction++;
    try {
      // IMMEDIATE takes the write lock now, so nothing inside can meet SQLITE_BUSY halfway.
      await this.retry(() => this.statement('BEGIN IMMEDIATE').run());
      try {
        const result = await work(this.inside);
        this.statement('COMMIT').run();
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.statement('ROLLBACK').run();
        throw error;
      }
    } catch (error) {
      throw asDiskFault(error); // a full disk is a 503 "send it again", not a 500 with a stack
    } finally {
      this.inTransaction--;
      release();
    }
  }

  async close(): Promise<void> {
    await this.tail;
    if (this.ownsDb && this.db.open) this.db.close();
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** A statement from outside any transaction: it waits (also between its retries) while one runs. */
  private outside<T>(work: () => T): Promise<T> {
    return this.retry(work, true);
  }

  /** Runs `work`; while another process holds the lock, tries again on timers (see the class comment). */
  private async retry<T>(work: () => T, outside = false): Promise<T> {
    const since = Date.now();
    const lockWaitMs = this.options.lockWaitMs ?? 3000;
    for (let attempt = 0; ; attempt++) {
      while (outside && this.inTransaction > 0) await this.tail;
      if (!this.db.open) throw new StoreBusyError('the lead store is closed');
      try {
        return work();
      } catch (error) {
        if (!isBusyError(error)) throw asDiskFault(error);
        const waited = Date.now() - since;
        if (waited >= lockWaitMs) throw new StoreBusyError(`the leads database stayed locked for ${waited} ms`, { cause: error });
        await sleep(Math.min(100, 5 * 2 ** attempt));
      }
    }
  }
}
