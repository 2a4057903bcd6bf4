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
  {
    version: 3,
    name: 'outbox channels and claims; the desk: statuses, notes, audit, staff, sessions',
    sql: `
      -- One row per (lead, channel): the webhook and the e-mail alert are delivered independently.
      ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook';
      -- A claim: while claimed_until lies ahead only the holder of claim_token may send the row;
      -- if that process dies the claim runs out and another takes the row.
      ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
      ALTER TABLE outbox ADD COLUMN claim_token TEXT;
      CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel);
      DROP INDEX outbox_pending;
      CREATE INDEX outbox_pending ON outbox (channel, next_attempt_at)
        WHERE delivered_at IS NULL AND given_up_at IS NULL;
      CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;

      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'called', 'booked', 'done', 'lost', 'spam'));
      ALTER TABLE leads ADD COLUMN first_called_at TEXT;   -- ISO 8601 UTC, for the median time to call back

      -- Cascades: erasing a lead erases what staff wrote about it.
      CREATE TABLE desk_notes (
        id         INTEGER PRIMARY KEY,
        lead_id    INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     TEXT NOT NULL,                    -- a staff name, kept after the account is removed
        text       TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX desk_notes_lead ON desk_notes (lead_id);
      CREATE TABLE desk_audit (
        id      INTEGER PRIMARY KEY,
        lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        actor   TEXT NOT NULL,
        action  TEXT NOT NULL,                       -- "status: new -> called", "note"
        at      TEXT NOT NULL
      );
      CREATE INDEX desk_audit_lead ON desk_audit (lead_id);
      CREATE TABLE desk_users (
        name          TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,                 -- scrypt$N$r$p$salt$key
        created_at    TEXT NOT NULL
      );
      CREATE TABLE desk_sessions (
        token_hash   TEXT PRIMARY KEY,               -- SHA-256 of the cookie's random token
        user_name    TEXT NOT NULL REFERENCES desk_users (name) ON DELETE CASCADE,
        csrf_token   TEXT NOT NULL,
        created_at   INTEGER NOT NULL,               -- epoch ms (absolute expiry)
        last_seen_at INTEGER NOT NULL                -- epoch ms (idle expiry)
      );
    `,
  },
  {
    version: 4,
    name: 'visits: the window each booking holds, with its groomer and its quote',
    sql: `
      -- start_ms and end_ms are epoch milliseconds (UTC instants): the engine (model/visits)
      -- computes in instants, and integers compare the same in both databases. date and time_window
      -- are the day and the arrival window in India's time as the customer chose them.
      CREATE TABLE visits (
        id          INTEGER PRIMARY KEY,
        lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        city        TEXT NOT NULL,
        date        TEXT NOT NULL,                    -- YYYY-MM-DD, India
        time_window TEXT NOT NULL,                    -- "09:00-11:00", India
        groomer_id  TEXT NOT NULL,
        start_ms    INTEGER NOT NULL,
        end_ms      INTEGER NOT NULL,
        status      TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'requested')),
        quote       TEXT NOT NULL,                    -- JSON: lines, fees, promo, total, as the server computed it
        created_at  TEXT NOT NULL                     -- ISO 8601 UTC
      );
      CREATE INDEX visits_city_start ON visits (city, start_ms);
      CREATE INDEX visits_lead ON visits (lead_id);
      -- A backstop under the transaction's lock: one groomer never starts two live visits at once.
      CREATE UNIQUE INDEX visits_groomer_start ON visits (groomer_id, start_ms) WHERE status IN ('held', 'requested');
      -- Whether a phone has booked before (the first-booking promo).
      CREATE INDEX leads_phone ON leads (phone);
    `,
  },
  {
    version: 5,
    name: "visits: status 'cancelled' for a visit its customer cancelled (the day plan's statuses include it: keep one of the two when merging)",
    sql: `
      -- SQLite cannot change a CHECK in place: the table is copied into one that allows 'cancelled'.
      CREATE TABLE visits_cancellable (
        id          INTEGER PRIMARY KEY,
        lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        city        TEXT NOT NULL,
        date        TEXT NOT NULL,
        time_window TEXT NOT NULL,
        groomer_id  TEXT NOT NULL,
        start_ms    INTEGER NOT NULL,
        end_ms      INTEGER NOT NULL,
        status      TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'requested', 'cancelled')),
        quote       TEXT NOT NULL,
        created_at  TEXT NOT NULL
      );
      INSERT INTO visits_cancellable SELECT id, lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at FROM visits;
      DROP TABLE visits;
      ALTER TABLE visits_cancellable RENAME TO visits;
      CREATE INDEX visits_city_start ON visits (city, start_ms);
      CREATE INDEX visits_lead ON visits (lead_id);
      CREATE UNIQUE INDEX visits_groomer_start ON visits (groomer_id, start_ms) WHERE status IN ('held', 'requested');
    `,
  },
  {
    version: 6,
    name: "customer links: each held visit's private /b/<token> link, kept only as the token's SHA-256; an alert per change",
    sql: `
      -- The token itself is never stored: whoever reads the database cannot open a customer's link.
      CREATE TABLE visit_links (
        token_hash  TEXT PRIMARY KEY,                -- SHA-256 of the link's random token, hex
        visit_id    INTEGER NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        created_at  TEXT NOT NULL                    -- ISO 8601 UTC
      );
      CREATE INDEX visit_links_visit ON visit_links (visit_id);
      -- A lead may now have more alerts than one per channel: each change its customer makes is
      -- announced like a new lead (leads/visits/visit-changes.ts). The lead's first alerts are
      -- still written once, in its own transaction.
      DROP INDEX outbox_lead_channel;
      CREATE INDEX outbox_lead_channel ON outbox (lead_id, channel);
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
