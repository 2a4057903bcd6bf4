// The two stores a test of the lead store runs on, SQLite and PostgreSQL, for describe.each: a
// PostgreSQL cluster of the test file's own (Debian's server, scripts/lib/postgres.ts), started
// before its tests and stopped after, and where each test keeps its data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';

export type StoreKind = 'sqlite' | 'postgres';
export const storeKinds: StoreKind[] = ['sqlite', 'postgres'];

export interface BothStores<Db> {
  /** A new database on the file's cluster for `postgres`; for `sqlite`, as `bothStores` was told. */
  databaseFor(store: StoreKind): Promise<Db>;
  /** The file's cluster (once beforeAll has started it), for a test that wants a database besides. */
  readonly postgres: TestPostgres;
}

export interface BothStoresOptions {
  /**
   * What a test on SQLite gets: `server` (the default), undefined, so that the server under test
   * keeps its own file; `file`, the path of a new file in a folder of its own.
   */
  sqlite?: 'server' | 'file';
  /** How long starting the cluster may take (beforeAll's timeout). */
  startTimeoutMs?: number;
}

export function bothStores(options: BothStoresOptions & { sqlite: 'file' }): BothStores<string>;
export function bothStores(options?: BothStoresOptions & { sqlite?: 'server' }): BothStores<string | undefined>;
export function bothStores(options: BothStoresOptions = {}): BothStores<string | undefined> {
  let postgres: TestPostgres | undefined;
  beforeAll(() => {
    postgres = startPostgres();
  }, options.startTimeoutMs ?? 90_000);
  afterAll(() => postgres?.stop());
  const cluster = (): TestPostgres => {
    if (!postgres) throw new Error('the PostgreSQL of this file is not started yet (beforeAll starts it)');
    return postgres;
  };
  return {
    get postgres() {
      return cluster();
    },
    async databaseFor(store) {
      if (store === 'postgres') return cluster().createDatabase();
      return options.sqlite === 'file' ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-store-')), 'leads.sqlite') : undefined;
    },
  };
}
