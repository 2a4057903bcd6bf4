// Schema steps are numbered by several people at once: this branch's step may be merged before
// steps with lower numbers. Each database runs every step it has not run, once, whatever came
// before it, on SQLite and on PostgreSQL; a database from before the step list keeps its steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrate } from '../../store/migrations/sqlite.ts';
import { migratePostgres } from '../../store/migrations/postgres.ts';
import { SCHEMA_VERSION, STEPS, type SchemaStep } from '../../store/migrations/steps.ts';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';

/** This branch's step, merged first, two numbers past the newest: the number between is another branch's. */
const MERGED: readonly SchemaStep[] = [...STEPS, { version: SCHEMA_VERSION + 2, name: 'a step merged first', sqlite: 'CREATE TABLE merged_first (a INTEGER)', postgres: 'CREATE TABLE merged_first (a integer)' }];

/** A step merged later: the highest number below the newest that no step has yet (the numbers in between are taken as branches merge). */
function lowerStep(steps: readonly { version: number }[]): SchemaStep {
  let version = Math.max(...steps.map((m) => m.version)) - 1;
  while (steps.some((m) => m.version === version)) version--;
  return { version, name: 'a step merged later', sqlite: 'CREATE TABLE merged_later (a INTEGER)', postgres: 'CREATE TABLE merged_later (a integer)' };
}

describe('SQLite schema steps', () => {
  it('runs a step numbered below one already applied, once, and keeps user_version at the newest', () => {
    const db = new Database(':memory:');
    migrate(db, MERGED);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 2);
    const later = [...MERGED, lowerStep(MERGED)];
    migrate(db, later);
    migrate(db, later);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'merged_later'").get()).toEqual({ n: 1 });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 2);
    const columns = (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['pet_size', 'source_ref', 'utm_source', 'utm_medium', 'utm_campaign', 'gclid']));
    db.close();
  });

  it('takes a database from before the step list as having every step up to its user_version', () => {
    const db = new Database(':memory:');
    const old = STEPS.filter((m) => m.version <= 7);
    for (const step of old) db.exec(step.sqlite!);
    db.pragma('user_version = 7');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect((db.prepare('SELECT version FROM schema_steps ORDER BY version').all() as { version: number }[]).map((r) => r.version))
      .toEqual(STEPS.map((m) => m.version));
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
      await migratePostgres(pool, MERGED);
      const lower = lowerStep(MERGED);
      const later = [...MERGED, lower];
      await migratePostgres(pool, later);
      await migratePostgres(pool, later);
      const steps = (await pool.query('SELECT version FROM groomsite_schema WHERE version > 0 ORDER BY version')).rows.map((r) => r.version);
      expect(steps).toEqual([...MERGED.map((m) => m.version), lower.version].sort((a, b) => a - b));
      expect((await pool.query("SELECT to_regclass('merged_later') AS t")).rows[0].t).toBe('merged_later');
      await expect(migratePostgres(pool)).rejects.toThrow(/newer than this groomsite knows/);
    } finally {
      await pool.end();
    }
  });
});
