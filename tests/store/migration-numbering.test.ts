// One list of schema steps for both databases (store/migrations/steps.ts), numbered as SQLite's
// always were. Databases that released groomsites made must keep working: an SQLite file keeps its
// records, a PostgreSQL database numbered its own way is renumbered once. Either way each ends with
// exactly the schema a new database gets. The released steps are kept verbatim in
// tests/fixtures/released-steps/, and the databases here are built with them as released
// groomsites built theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrate } from '../../store/migrations/sqlite.ts';
import { FROM_POSTGRES_NUMBERS } from '../../store/migrations/postgres-numbering.ts';
import { migratePostgres } from '../../store/migrations/postgres.ts';
import { checkedSteps, SCHEMA_VERSION, STEPS } from '../../store/migrations/steps.ts';
import { RELEASED_POSTGRES_STEPS } from '../fixtures/released-steps/postgres-v11.ts';
import { RELEASED_SQLITE_STEPS } from '../fixtures/released-steps/sqlite-v12.ts';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';

describe('the one list of steps', () => {
  it('numbers each step once, in order, each with the databases that have SQL for it', () => {
    expect(STEPS.map((s) => [s.version, s.sqlite && 'sqlite', s.postgres && 'postgres'].filter(Boolean).join(' '))).toEqual([
      '1 sqlite postgres', '2 sqlite postgres', '3 sqlite postgres', '4 sqlite postgres', '5 sqlite postgres',
      '6 sqlite postgres', '7 sqlite postgres', '8 sqlite postgres', '9 sqlite postgres', '10 sqlite postgres',
      '11 sqlite postgres', '12 sqlite postgres', '13 postgres', '14 postgres', '15 sqlite postgres', '16 sqlite postgres',
      '17 sqlite postgres', '18 sqlite postgres', '19 sqlite postgres', '20 sqlite postgres', '21 sqlite postgres', '22 sqlite postgres',
      '23 sqlite postgres',
    ]);
    expect(SCHEMA_VERSION).toBe(23);
    const step = { version: 3, name: 'another', sqlite: 'SELECT 1' };
    expect(() => checkedSteps([...STEPS, step])).toThrow(/both have number 3/);
    expect(() => checkedSteps([{ ...step, version: 0 }])).toThrow(/numbered from 1/);
    expect(() => checkedSteps([{ version: 15, name: 'empty' }])).toThrow(/SQL for neither/);
  });

  it("keeps SQLite's released steps as they were, to the letter", () => {
    for (const released of RELEASED_SQLITE_STEPS) {
      const step = STEPS.find((s) => s.version === released.version)!;
      expect({ name: step.name, sql: step.sqlite }).toEqual({ name: released.name, sql: released.sql });
    }
  });

  it("gives PostgreSQL's released steps their SQLite names, and its own tables steps past SQLite's", () => {
    for (const released of RELEASED_POSTGRES_STEPS.filter((s) => s.version >= 3)) {
      expect(STEPS.find((s) => s.version === released.version + 1)!.name).toBe(released.name);
    }
    // Every step up to the last PostgreSQL released (14) comes from one of its old steps; later ones are new to both.
    expect([...FROM_POSTGRES_NUMBERS.values()].flat().sort((a, b) => a - b)).toEqual(STEPS.filter((s) => s.version <= 14).map((s) => s.version));
  });
});

describe('SQLite databases keep their numbers', () => {
  /** What a released groomsite did to a new file: schema_steps first, then each step with its record. */
  function migrateAsReleased(db: Database.Database, upTo: number): void {
    db.exec('CREATE TABLE schema_steps (version INTEGER PRIMARY KEY)');
    for (const step of RELEASED_SQLITE_STEPS.filter((s) => s.version <= upTo)) {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_steps (version) VALUES (?)').run(step.version);
      db.pragma(`user_version = ${step.version}`);
    }
  }
  const schemaOf = (db: Database.Database) => db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all();
  const stepsOf = (db: Database.Database) => (db.prepare('SELECT version FROM schema_steps ORDER BY version').all() as { version: number }[]).map((r) => r.version);

  it('makes a new database exactly as the released steps did, and the steps since', () => {
    const released = new Database(':memory:');
    migrateAsReleased(released, 12);
    for (const step of STEPS.filter((s) => s.version > 12 && s.sqlite)) released.exec(step.sqlite!);
    const fresh = new Database(':memory:');
    migrate(fresh);
    expect(schemaOf(fresh)).toEqual(schemaOf(released));
    expect(schemaOf(fresh).length).toBeGreaterThan(20);
    expect(fresh.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(stepsOf(fresh)).toEqual(STEPS.map((s) => s.version));
    released.close();
    fresh.close();
  });

  it.each([12, 7, 3])('takes a database at released step %i to the schema of a new one, its records kept', (upTo) => {
    const db = new Database(':memory:');
    migrateAsReleased(db, upTo);
    db.prepare("INSERT INTO leads (kind, received_at, phone, fields) VALUES ('quick', '2025-01-01T00:00:00Z', '9876543210', '{}')").run();
    migrate(db);
    const fresh = new Database(':memory:');
    migrate(fresh);
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(stepsOf(db)).toEqual(STEPS.map((s) => s.version));
    expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 });
    db.close();
    fresh.close();
  });
});

describe('PostgreSQL databases renumbered once', () => {
  let server: TestPostgres;
  const pools: pg.Pool[] = [];
  let reference: Awaited<ReturnType<typeof schemaOf>>;
  let referenceSteps: { version: number; name: string }[];
  const poolOn = (url: string) => {
    const pool = new pg.Pool({ connectionString: url });
    pools.push(pool);
    return pool;
  };
  const newPool = async () => poolOn(await server.createDatabase());
  beforeAll(async () => {
    server = startPostgres();
    const pool = await newPool();
    await migratePostgres(pool);
    reference = await schemaOf(pool);
    referenceSteps = await stepsOf(pool);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    server?.stop();
  });

  /** What a released groomsite did: groomsite_schema, then each of its steps under its own numbers. */
  async function migrateAsReleased(pool: pg.Pool, upTo: number): Promise<void> {
    await pool.query('CREATE TABLE groomsite_schema (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const step of RELEASED_POSTGRES_STEPS.filter((s) => s.version <= upTo)) {
      await pool.query(step.sql);
      await pool.query('INSERT INTO groomsite_schema (version, name) VALUES ($1, $2)', [step.version, step.name]);
    }
  }

  /** Everything about the schema that a query could tell apart, in a fixed order. */
  async function schemaOf(pool: pg.Pool) {
    const rows = async (sql: string) => (await pool.query(sql)).rows;
    return {
      columns: await rows(`SELECT table_name, column_name, ordinal_position, data_type, column_default, is_nullable, is_identity, identity_generation
        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
      indexes: await rows("SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname"),
      constraints: await rows(`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
      triggers: await rows('SELECT tgrelid::regclass::text AS table_name, tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2'),
      functions: await rows("SELECT proname, pg_get_functiondef(oid) AS definition FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1"),
      sequences: await rows("SELECT sequencename, data_type::text, start_value, increment_by FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"),
    };
  }
  const stepsOf = async (pool: pg.Pool) => (await pool.query('SELECT version, name FROM groomsite_schema WHERE version > 0 ORDER BY version')).rows as { version: number; name: string }[];

  it('makes a new database with every step in the one numbering, and a row 0 saying so', async () => {
    expect(referenceSteps).toEqual(STEPS.map((s) => ({ version: s.version, name: s.name })));
    expect(reference.columns.length).toBeGreaterThan(100);
    expect(reference.indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(['leads_phone_received', 'leads_reference', 'rate_hits_key_at', 'desk_throttle_pkey', 'visits_groomer_start']));
    // One each before payments (step 20), whose lines a trigger keeps from being edited.
    expect(reference.triggers).toHaveLength(2);
    expect(reference.functions).toHaveLength(2);
    expect(JSON.stringify(reference.triggers)).toContain('visit_payments_never_edited');
  });

  it('renumbers a database migrated by every released step (1-11), which then has the schema of a new one', async () => {
    const pool = await newPool();
    await migrateAsReleased(pool, 11);
    await pool.query("INSERT INTO leads (kind, received_at, phone, fields) VALUES ('quick', '2025-01-01T00:00:00Z', '9876543210', '{}')");
    const before = (await pool.query('SELECT version, applied_at::text AS at FROM groomsite_schema')).rows as { version: number; at: string }[];
    await migratePostgres(pool);
    expect(await schemaOf(pool)).toEqual(reference);
    expect(await stepsOf(pool)).toEqual(referenceSteps);
    // Each step keeps the time its old step ran: old step 1 made what steps 1, 2, 3 and 14 make.
    const after = new Map(((await pool.query('SELECT version, applied_at::text AS at FROM groomsite_schema WHERE version > 0')).rows as { version: number; at: string }[]).map((r) => [r.version, r.at]));
    for (const old of before) for (const version of FROM_POSTGRES_NUMBERS.get(old.version)!) expect(after.get(version)).toBe(old.at);
    expect((await pool.query('SELECT name FROM groomsite_schema WHERE version = 0')).rows[0].name).toMatch(/renumbered/);
    // A released groomsite (newest step 11) now refuses the database instead of misreading it.
    expect(Math.max(...after.keys())).toBeGreaterThan(11);
    expect((await pool.query('SELECT count(*)::int AS n FROM leads')).rows[0].n).toBe(1);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('renumbers a database at released step %i and runs every step it lacked', async (upTo) => {
    const pool = await newPool();
    await migrateAsReleased(pool, upTo);
    await migratePostgres(pool);
    expect(await schemaOf(pool)).toEqual(reference);
    expect(await stepsOf(pool)).toEqual(referenceSteps);
    // Before old step 2 there was no login throttle: it comes as step 13.
    expect((await pool.query("SELECT to_regclass('desk_throttle')::text AS t")).rows[0].t).toBe('desk_throttle');
  });

  it('changes nothing when run again, on a new database and on a renumbered one', async () => {
    const fresh = await newPool();
    const old = await newPool();
    await migratePostgres(fresh);
    await migrateAsReleased(old, 11);
    await migratePostgres(old);
    for (const pool of [fresh, old]) {
      const everything = async () => ({ schema: await schemaOf(pool), steps: (await pool.query('SELECT version, name, applied_at::text FROM groomsite_schema ORDER BY version')).rows });
      const once = await everything();
      await migratePostgres(pool);
      expect(await everything()).toEqual(once);
    }
  });

  it('lets two servers migrate one database at once, new or numbered the old way', async () => {
    const fresh = await server.createDatabase();
    const old = await server.createDatabase();
    await migrateAsReleased(poolOn(old), 5);
    for (const url of [fresh, old]) {
      const pool = poolOn(url);
      await Promise.all([migratePostgres(pool), migratePostgres(poolOn(url))]);
      expect(await schemaOf(pool)).toEqual(reference);
      expect(await stepsOf(pool)).toEqual(referenceSteps);
      expect((await pool.query('SELECT count(*)::int AS n FROM groomsite_schema WHERE version = 0')).rows[0].n).toBe(1);
    }
  });

  it('refuses a database numbered the old way past the last released step', async () => {
    const pool = await newPool();
    await migrateAsReleased(pool, 11);
    await pool.query("INSERT INTO groomsite_schema (version, name) VALUES (12, 'from an unreleased build')");
    await expect(migratePostgres(pool)).rejects.toThrow(/schema 12 in PostgreSQL's former numbering, newer than this groomsite knows/);
    expect((await pool.query('SELECT count(*)::int AS n FROM groomsite_schema WHERE version = 0')).rows[0].n).toBe(0);
  });
});
