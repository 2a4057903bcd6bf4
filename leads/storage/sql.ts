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

/** What a placeholder may carry: both drivers take these as they are. */
export type Param = string | number | null;

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
  override readonly name = 'StoreBusyError';
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
