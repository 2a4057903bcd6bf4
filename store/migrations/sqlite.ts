import type Database from 'better-sqlite3';
import { LeadsUsageError } from '../../model/usage-error.ts';
import { checkedSteps, STEPS, type SchemaStep } from './steps.ts';

export { SCHEMA_VERSION } from './steps.ts';

/**
 * Brings the schema up to date with the steps (steps.ts); refuses a database written by a newer
 * version. Each applied step is listed in schema_steps, and every step not listed runs, in order
 * of version, each in its own transaction: a step merged later with a number below one already
 * applied still runs, once. A step with no SQLite text (a table only PostgreSQL needs) is listed
 * and runs nothing. `user_version` keeps the highest step applied. A database from before
 * schema_steps ran its steps without gaps, up to its user_version.
 */
export function migrate(db: Database.Database, steps: readonly SchemaStep[] = STEPS): void {
  const ordered = checkedSteps(steps);
  const current = db.pragma('user_version', { simple: true }) as number;
  const newest = ordered[ordered.length - 1].version;
  if (current > newest) {
    throw new LeadsUsageError(`leads database has schema ${current}, newer than this groomsite knows (${newest}); upgrade groomsite`);
  }
  // IMMEDIATE takes the write lock first, so two processes opening a fresh file cannot both migrate.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_steps'").get()) db.transaction(() => {
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_steps'").get()) return;
    db.exec('CREATE TABLE schema_steps (version INTEGER PRIMARY KEY)');
    const now = db.pragma('user_version', { simple: true }) as number;
    const insert = db.prepare('INSERT INTO schema_steps (version) VALUES (?)');
    for (const step of ordered) if (step.version <= now) insert.run(step.version);
  }).immediate();
  const applied = new Set((db.prepare('SELECT version FROM schema_steps').all() as { version: number }[]).map((r) => r.version));
  for (const step of ordered) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      // Asked again under the lock: another process may have run it meanwhile.
      if (db.prepare('SELECT 1 FROM schema_steps WHERE version = ?').get(step.version)) return;
      if (step.sqlite !== undefined) db.exec(step.sqlite);
      db.prepare('INSERT INTO schema_steps (version) VALUES (?)').run(step.version);
      const now = db.pragma('user_version', { simple: true }) as number;
      db.pragma(`user_version = ${Math.max(now, step.version)}`);
    }).immediate();
  }
}
