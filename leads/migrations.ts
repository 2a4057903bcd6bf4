import type Database from 'better-sqlite3';
import { LeadsUsageError } from './errors.ts';

/**
 * Ordered schema steps. The database's `PRAGMA user_version` holds the last step applied, so a
 * step runs exactly once, in order, each in its own transaction. Never edit a released step:
 * append a new one.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'leads table',
    sql: `
      CREATE TABLE leads (
        id          INTEGER PRIMARY KEY AUTOINCREMENT, -- AUTOINCREMENT: an id once answered is never reused
        kind        TEXT NOT NULL CHECK (kind IN ('booking', 'boarding', 'quick', 'contact')),
        received_at TEXT NOT NULL,                    -- ISO 8601 UTC
        name        TEXT NOT NULL DEFAULT '',
        phone       TEXT NOT NULL,
        pet         TEXT NOT NULL DEFAULT '',
        service     TEXT NOT NULL DEFAULT '',
        path        TEXT NOT NULL DEFAULT '',         -- page the form was sent from
        ip          TEXT NOT NULL DEFAULT '',         -- connection address (forwarded-for only behind a trusted proxy)
        user_agent  TEXT NOT NULL DEFAULT '',         -- User-Agent request header
        fields      TEXT NOT NULL                     -- every checked form field, JSON
      );
      CREATE INDEX leads_received_at ON leads (received_at);
    `,
  },
  {
    version: 2,
    name: 'webhook outbox',
    sql: `
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        lead_id         INTEGER NOT NULL REFERENCES leads (id),
        payload         TEXT NOT NULL,                -- JSON body to POST
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,             -- epoch ms
        last_error      TEXT,
        delivered_at    TEXT,
        given_up_at     TEXT
      );
      CREATE INDEX outbox_pending ON outbox (next_attempt_at)
        WHERE delivered_at IS NULL AND given_up_at IS NULL;
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** Brings the schema up to date; refuses a database written by a newer version. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new LeadsUsageError(`leads database has schema ${current}, newer than this groomsite knows (${SCHEMA_VERSION}); upgrade groomsite`);
  }
  for (const step of MIGRATIONS) {
    if (step.version <= current) continue;
    // IMMEDIATE takes the write lock first, so two processes opening a fresh file cannot both migrate.
    db.transaction(() => {
      const now = db.pragma('user_version', { simple: true }) as number;
      if (now >= step.version) return;
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
}
