import type pg from 'pg';
import { LeadsUsageError } from '../../model/usage-error.ts';
import { numberAsOneList } from './postgres-numbering.ts';
import { checkedSteps, STEPS, type SchemaStep } from './steps.ts';

/** Any fixed number: the advisory lock that one migrating server holds. */
const MIGRATION_LOCK = 7_460_221;

/**
 * Brings the schema up to date with the steps (steps.ts); refuses a database written by a newer
 * groomsite. Table `groomsite_schema` holds the steps applied, under the numbers SQLite's databases
 * use (row 0 says so; a database numbered PostgreSQL's own way is renumbered first). Several
 * servers may start at once on a new database: an advisory lock held for the migrating
 * transaction lets one of them migrate while the others wait, then find nothing left to do.
 *
 * The columns mirror SQLite's, so every query but a few date functions is the same text. Times
 * stay ISO 8601 text (sorted and compared as text, as in SQLite) and epoch milliseconds bigint.
 */
export async function migratePostgres(pool: pg.Pool, steps: readonly SchemaStep[] = STEPS): Promise<void> {
  const ordered = checkedSteps(steps);
  const newest = ordered[ordered.length - 1].version;
  const client = await pool.connect().catch((error: Error) => {
    throw new LeadsUsageError(`cannot connect to the PostgreSQL database (${error.message}): check DATABASE_URL or --db, and that the server is running`, { cause: error });
  });
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS groomsite_schema (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    await numberAsOneList(client);
    // Every step not yet listed runs, in order of version: one merged later with a number below
    // one already applied still runs, once. A step with no PostgreSQL text is listed, runs nothing.
    const applied = new Set((await client.query('SELECT version FROM groomsite_schema')).rows.map((r: { version: number }) => Number(r.version)));
    const current = Math.max(0, ...applied);
    if (current > newest) {
      throw new LeadsUsageError(`the database has schema ${current}, newer than this groomsite knows (${newest}); upgrade groomsite`);
    }
    for (const step of ordered) {
      if (applied.has(step.version)) continue;
      if (step.postgres !== undefined) await client.query(step.postgres);
      await client.query('INSERT INTO groomsite_schema (version, name) VALUES ($1, $2)', [step.version, step.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
