import type pg from 'pg';
import { LeadsUsageError } from '../../model/usage-error.ts';
import { STEPS } from './steps.ts';

/**
 * Row 0 of groomsite_schema says that the database's steps carry the numbers of steps.ts, the
 * ones SQLite's databases have. Every database gets it: a new one before its first step, one
 * numbered PostgreSQL's own way when it is renumbered.
 */
const ONE_NUMBERING = 0;

/**
 * What each step PostgreSQL had under its own numbers (1..11, before both databases shared one
 * list) is in that list: its first step made the leads table, the outbox, the desk's tables and
 * the rate-limit counters at once; its second the login throttle; its third to eleventh are
 * SQLite's fourth to twelfth.
 */
export const FROM_POSTGRES_NUMBERS: ReadonlyMap<number, readonly number[]> = new Map([
  [1, [1, 2, 3, 14]],
  [2, [13]],
  ...Array.from({ length: 9 }, (_, i) => [i + 3, [i + 4]] as [number, number[]]),
]);

/**
 * Inside the migrating transaction, under its lock: marks a new database as numbered by steps.ts,
 * or renumbers, once, one whose steps groomsite_schema lists under PostgreSQL's own numbers (rows
 * but no row 0). Each old row becomes the rows of the steps it made, with their names and the old
 * row's time; what it did not make (the throttle, for a database at old step 1) runs afterwards.
 */
export async function numberAsOneList(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ version: number; applied_at: string }>('SELECT version, applied_at::text AS applied_at FROM groomsite_schema');
  if (rows.some((row) => row.version === ONE_NUMBERING)) return;
  const unknown = rows.filter((row) => !FROM_POSTGRES_NUMBERS.has(row.version)).map((row) => row.version);
  if (unknown.length > 0) {
    throw new LeadsUsageError(`the database has schema ${Math.max(...unknown)} in PostgreSQL's former numbering, newer than this groomsite knows (${Math.max(...FROM_POSTGRES_NUMBERS.keys())} in that numbering); upgrade groomsite`);
  }
  if (rows.length > 0) {
    const renumbered = rows.flatMap((row) => FROM_POSTGRES_NUMBERS.get(row.version)!.map((version) => ({ version, at: row.applied_at })));
    await client.query('DELETE FROM groomsite_schema');
    await client.query(
      'INSERT INTO groomsite_schema (version, name, applied_at) SELECT * FROM unnest($1::integer[], $2::text[], $3::timestamptz[])',
      [renumbered.map((r) => r.version), renumbered.map((r) => nameOf(r.version)), renumbered.map((r) => r.at)],
    );
  }
  await client.query('INSERT INTO groomsite_schema (version, name) VALUES ($1, $2)', [
    ONE_NUMBERING,
    rows.length === 0 ? 'steps numbered as store/migrations/steps.ts, as in SQLite' : "steps numbered as store/migrations/steps.ts, as in SQLite (renumbered from PostgreSQL's own 1-11)",
  ]);
}

function nameOf(version: number): string {
  return STEPS.find((step) => step.version === version)!.name;
}
