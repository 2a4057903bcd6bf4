import fs from 'node:fs';
import Database from 'better-sqlite3';
import { LeadsUsageError } from '../model/usage-error.ts';
import { PostgresStore } from './postgres-store.ts';
import { isPostgresUrl, type SqlStore } from './sql.ts';
import { SqliteStore, type SqliteUse } from './sqlite-store.ts';

export interface OpenOptions {
  use?: SqliteUse;
  /** How long a statement waits for another process's SQLite lock (default 3 s). */
  lockWaitMs?: number;
  log?: (line: string) => void;
  /** PostgreSQL out of reach: keep trying in the background (a server) instead of failing (a command). */
  patient?: boolean;
}

/** A store for `target`: PostgreSQL for a postgres:// URL, else an SQLite file (or open database). */
export function openStore(target: string | Database.Database, options: OpenOptions = {}): SqlStore {
  if (typeof target === 'string' && isPostgresUrl(target)) return new PostgresStore(target, { log: options.log, patient: options.patient });
  if (typeof target === 'string' && options.use && options.use !== 'server' && !fs.existsSync(target)) {
    throw new LeadsUsageError(`no leads database at ${target}: it is created when groomsite serve starts; pass --db FILE (or a postgres:// URL) if it lives elsewhere`);
  }
  return new SqliteStore(target, { lockWaitMs: options.lockWaitMs, use: options.use });
}

/** Opens the store for one command, waits until it is ready, runs `work` and closes it. */
export async function withStore<T>(target: string, use: SqliteUse, work: (store: SqlStore) => Promise<T>): Promise<T> {
  const store = openStore(target, { use, lockWaitMs: 10_000 });
  try {
    await store.ready;
    return await work(store);
  } finally {
    await store.close();
  }
}
