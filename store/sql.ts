/**
 * The one port every part of the server (lead API, outbox, desk, commands) talks to the database
 * through: plain SQL with `?` placeholders, asynchronous, with transactions. Two stores stand
 * behind it: SQLite (sqlite-store.ts, the embedded default) and PostgreSQL (postgres-store.ts,
 * several servers on one database). Most statements are the same text for both; where the two
 * dialects differ, the caller picks by `dialect` (a handful of places: dates, locking, LIKE).
 *
 * Why a port of our own and not a query builder such as Kysely: the queries are few and plain,
 * the differences between the dialects are in functions (julianday, GREATEST, SKIP LOCKED), which
 * a builder leaves to raw SQL anyway, and SQLite keeps its synchronous driver underneath, so a
 * lead still commits in microseconds with group commit (see README, "Lead store").
 */
export type Dialect = 'sqlite' | 'postgres';

/** What a placeholder may carry: both drivers take these as they are (bytes: SQLite's BLOB, PostgreSQL's bytea). */
export type Param = string | number | null | Buffer;

export interface Sql {
  readonly dialect: Dialect;
  /** Every row of a query (or of a statement with RETURNING). */
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
}

export interface SqlStore extends Sql {
  /** Where the data lives, for messages: a file path, or a URL with its password masked. */
  readonly label: string;
  /** Resolves once the database is reachable and its schema up to date; rejects with the reason. */
  readonly ready: Promise<void>;
  /**
   * Resolves once the first try to reach the database is answered: reached, or out of reach and
   * being tried again (a store that waits for its database, see PostgresOptions.patient); rejects
   * when trying again cannot help (a wrong password, a schema newer than this groomsite).
   */
  readonly started: Promise<void>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On
   * SQLite the transaction holds the write lock from its start (BEGIN IMMEDIATE). Never call
   * `transaction` again inside `work`.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Finishes what is running and closes the connection(s). */
  close(): Promise<void>;
}

/** The database stayed locked by another process longer than a request may wait; nothing was saved. */
export class StoreBusyError extends Error {
  override readonly name: string = 'StoreBusyError';
}

/**
 * The database cannot take writes for a while: its connection is gone (PostgreSQL restarting),
 * the disk is full, the file system read-only or failing. Nothing was saved, and the fault is
 * not the request's: like a lock, a 503 "send it again" (http/store-faults.ts says it in the log
 * once a minute, not once per refused lead).
 */
export class StoreUnavailableError extends StoreBusyError {
  override readonly name: string = 'StoreUnavailableError';
  constructor(
    /** What is wrong, for the log: "the disk is full", "connection terminated"... */
    readonly reason: string,
    /** When trying again is worth it: seconds for a restart, longer for a full disk. */
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(`the leads database is unavailable: ${reason}`, options);
  }
}

/** SQLite and file-system faults of the disk under the database, as a StoreUnavailableError; others as they are. */
export function asDiskFault(error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return error;
  const reason = code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' ? 'the disk is full'
    : code.startsWith('SQLITE_READONLY') || code === 'EROFS' ? 'the database file cannot be written'
    : code.startsWith('SQLITE_IOERR') || code === 'EIO' ? 'the disk fails to read or write'
    : undefined;
  return reason ? new StoreUnavailableError(`${reason} (${code})`, 60, { cause: error }) : error;
}

/** A URL the PostgreSQL store takes (`postgres://` or `postgresql://`). */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The URL with its password replaced, safe for logs and terminal output. */
export function maskUrl(target: string): string {
  return target.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** The SQLite file when neither --db nor DATABASE_URL says otherwise. */
export const DEFAULT_DB_PATH = 'data/leads.sqlite';

/**
 * Where the leads are: `--db` when given (a file or a postgres:// URL), else $DATABASE_URL, else
 * the SQLite file data/leads.sqlite.
 */
export function resolveDbTarget(option?: string): string {
  return option || process.env.DATABASE_URL || DEFAULT_DB_PATH;
}
