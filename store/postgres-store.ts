import pg from 'pg';
import { migratePostgres } from './migrations/postgres.ts';
import { maskUrl, StoreBusyError, StoreUnavailableError, type Param, type Sql, type SqlStore } from './sql.ts';

/**
 * The PostgreSQL store: a pool of connections (`pg`), for several `serve` processes on one
 * database. Statements are written with `?` placeholders, as for SQLite, and numbered here.
 * bigint columns (ids, epoch milliseconds, counts) come back as numbers: every value we keep
 * stays far below 2^53.
 */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const numbered = new Map<string, string>();

/** `?` placeholders to `$1, $2...`, outside quoted text. */
export function numberPlaceholders(sql: string): string {
  let done = numbered.get(sql);
  if (done === undefined) {
    let n = 0;
    done = sql.replace(/'(?:[^']|'')*'|"[^"]*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
    numbered.set(sql, done);
  }
  return done;
}

/**
 * A database that cannot be reached (stopped, restarting, network down) is a 503 for the visitor
 * ("not saved, send it again"), like a lock that outlasted its wait on SQLite, not a 500.
 */
function unreachable(error: unknown): never {
  if (isConnectionError(error)) throw new StoreUnavailableError(`cannot be reached (${(error as Error).message})`, 5, { cause: error });
  throw error;
}

function on(client: pg.Pool | pg.PoolClient): Sql {
  const query = (sql: string, params: readonly Param[]) => client.query(numberPlaceholders(sql), params as Param[]).catch(unreachable);
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params: readonly Param[] = []) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params: readonly Param[] = []) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: readonly Param[] = []) => (await query(sql, params)).rowCount ?? 0,
  };
}

export interface PostgresOptions {
  /** Connections this process keeps at most (default 10). */
  maxConnections?: number;
  /** Where connection trouble is reported (a restarted database, a dropped connection). */
  log?: (line: string) => void;
  /**
   * A database out of reach at start is tried again in the background (saying so in the log),
   * and statements fail at once with StoreUnavailableError (503) until it answers: a server keeps
   * serving pages meanwhile, and a process manager never sees it give up. Commands are not patient.
   */
  patient?: boolean;
}

/** Waits between tries to reach the database at start: 1 s, doubling, at most 30 s. */
const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

export class PostgresStore implements SqlStore {
  readonly dialect = 'postgres' as const;
  readonly label: string;
  readonly ready: Promise<void>;
  readonly started: Promise<void>;
  private readonly pool: pg.Pool;
  private readonly direct: Sql;
  /** Reached and migrated: statements go to the database. Until then a patient store refuses them at once. */
  private reached = false;
  private closing = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private wakeRetry: (() => void) | undefined;

  private readonly patient: boolean;

  constructor(url: string, options: PostgresOptions = {}) {
    this.label = maskUrl(url);
    this.patient = options.patient ?? false;
    this.pool = new pg.Pool({
      connectionString: url,
      types,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      application_name: 'groomsite',
    });
    // An idle connection that breaks (the database restarted) must not take the server down:
    // the pool drops it and opens a new one on the next query.
    this.pool.on('error', (error) => (options.log ?? console.error)(`database connection lost (${error.message}); reconnecting on the next request`));
    this.direct = on(this.pool);
    let firstTry!: () => void;
    const started = new Promise<void>((resolve) => (firstTry = resolve));
    this.ready = (options.patient ? this.reachPatiently(options.log ?? console.error, firstTry) : migratePostgres(this.pool))
      .then(() => { this.reached = true; });
    this.started = Promise.race([started, this.ready]);
    // The owner of the store awaits `ready` (or `started`) and reports it; unawaited, neither may
    // end the process as an unhandled rejection.
    this.ready.catch(() => {});
    this.started.catch(() => {});
  }

  /** Migrates once the database answers; a connection error is logged and tried again later. */
  private async reachPatiently(log: (line: string) => void, firstTry: () => void): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await migratePostgres(this.pool);
        if (attempt > 0) log(`database ${this.label} reached: taking leads again`);
        return;
      } catch (error) {
        // migratePostgres words a failed connect for the person reading it; the cause says what it was.
        if (!(isConnectionError(error) || isConnectionError((error as Error).cause)) || this.closing) throw error;
        const wait = retryDelay(attempt);
        log(`database ${this.label} cannot be reached (${(error as Error).message}): pages are served, leads answered 503; trying again in ${wait / 1000} s`);
        firstTry();
        await new Promise<void>((resolve) => {
          this.wakeRetry = resolve;
          this.retryTimer = setTimeout(resolve, wait);
        });
        if (this.closing) throw new StoreUnavailableError('closed before the database could be reached', 5);
      }
    }
  }

  /** Waits for the schema, or (patient and not reached yet) refuses at once: the visitor gets a 503, not a hang. */
  private async whenReady(): Promise<void> {
    if (this.reached) return;
    if (this.patient) throw new StoreUnavailableError('not reached yet', 5);
    await this.ready;
  }

  async all<T>(sql: string, params?: readonly Param[]): Promise<T[]> {
    await this.whenReady();
    return this.direct.all<T>(sql, params);
  }

  async get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
    await this.whenReady();
    return this.direct.get<T>(sql, params);
  }

  async run(sql: string, params?: readonly Param[]): Promise<number> {
    await this.whenReady();
    return this.direct.run(sql, params);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    await this.whenReady();
    const client = await this.pool.connect().catch(unreachable);
    let broken: Error | undefined;
    // pg emits 'error' on a checked-out client whose connection drops (a restart): without a
    // listener that is an uncaught exception, which ended the process. The pool listens only
    // while the client is idle; here the query under way fails too, and this client is discarded.
    const lost = (error: Error) => (broken ??= error);
    client.on('error', lost);
    try {
      await client.query('BEGIN').catch(unreachable);
      try {
        const result = await work(on(client));
        await client.query('COMMIT').catch(unreachable);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        throw error;
      }
    } catch (error) {
      broken ??= error instanceof StoreBusyError || isConnectionError(error) ? (error as Error) : undefined;
      throw error;
    } finally {
      // A connection that failed mid-transaction is not given back to the pool.
      client.off('error', lost);
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    this.wakeRetry?.(); // a wait between tries ends now, and the try loop stops
    await this.ready.catch(() => {});
    await this.pool.end();
  }
}

/** Errors that mean the connection itself is gone, not that a statement was refused. */
function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P') || /^E(CONNRESET|CONNREFUSED|PIPE|NOENT|TIMEDOUT|HOSTUNREACH)$/.test(code))) return true;
  return typeof message === 'string' && /connection terminated|not queryable|timeout exceeded when trying to connect|the database system is (starting|shutting)/i.test(message);
}
