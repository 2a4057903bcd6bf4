// Schema steps are numbered by several people at once: this branch's step may be merged before
// steps with lower numbers. Each database runs every step it has not run, once, whatever came
// before it, on SQLite and on PostgreSQL; a database from before the step list keeps its steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from '../../store/migrations/sqlite.ts';
import { POSTGRES_MIGRATIONS, POSTGRES_SCHEMA_VERSION, migratePostgres } from '../../store/migrations/postgres.ts';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';

/** A step merged later: the highest number below the newest that no step has yet (the numbers in between are taken as branches merge). */
function lowerStep(steps: readonly { version: number }[]) {
  let version = Math.max(...steps.map((m) => m.version)) - 1;
  while (steps.some((m) => m.version === version)) version--;
  return { version, name: 'a step merged later', sql: 'CREATE TABLE merged_later (a INTEGER)' };
}

describe('SQLite schema steps', () => {
  it('runs a step numbered below one already applied, once, and keeps user_version at the newest', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const later = [...MIGRATIONS, lowerStep(MIGRATIONS)];
    migrate(db, later);
    migrate(db, later);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'merged_later'").get()).toEqual({ n: 1 });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const columns = (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['pet_size', 'source_ref', 'utm_source', 'utm_medium', 'utm_campaign', 'gclid']));
    db.close();
  });

  it('takes a database from before the step list as having every step up to its user_version', () => {
    const db = new Database(':memory:');
    const old = MIGRATIONS.filter((m) => m.version <= 7);
    for (const step of old) db.exec(step.sql);
    db.pragma('user_version = 7');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect((db.prepare('SELECT version FROM schema_steps ORDER BY version').all() as { version: number }[]).map((r) => r.version))
      .toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
    db.close();
  });
});

describe('PostgreSQL schema steps', () => {
  let server: TestPostgres;
  beforeAll(() => { server = startPostgres(); }, 120_000);
  afterAll(() => server?.stop());

  it('runs a step numbered below one already applied, once', async () => {
    const pool = new pg.Pool({ connectionString: await server.createDatabase() });
    try {
      await migratePostgres(pool);
      const lower = lowerStep(POSTGRES_MIGRATIONS);
      const later = [...POSTGRES_MIGRATIONS, lower];
      await migratePostgres(pool, later);
      await migratePostgres(pool, later);
      const steps = (await pool.query('SELECT version FROM groomsite_schema ORDER BY version')).rows.map((r) => r.version);
      expect(steps).toEqual([...POSTGRES_MIGRATIONS.map((m) => m.version), lower.version].sort((a, b) => a - b));
      expect((await pool.query("SELECT to_regclass('merged_later') AS t")).rows[0].t).toBe('merged_later');
      await expect(migratePostgres(pool, POSTGRES_MIGRATIONS.filter((m) => m.version < POSTGRES_SCHEMA_VERSION))).rejects.toThrow(/newer than this groomsite knows/);
    } finally {
      await pool.end();
    }
  });
});
