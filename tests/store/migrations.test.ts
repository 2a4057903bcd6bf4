// SQLite's schema steps (store/migrations/sqlite.ts) on a database in memory.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, migrate } from '../../store/migrations/sqlite.ts';

describe('migrations', () => {
  it('bring a new database to the latest version once, and refuse a newer one', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    migrate(db); // idempotent
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this groomsite knows/);
    db.close();
  });
});
