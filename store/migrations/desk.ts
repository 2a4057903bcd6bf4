import type { SchemaStep } from './step.ts';

/** The staff desk: lead statuses, notes, the audit trail, accounts, sessions, login throttling. */
export const DESK_STEPS: readonly SchemaStep[] = [
  {
    version: 3,
    name: 'outbox channels and claims; the desk: statuses, notes, audit, staff, sessions',
    sqlite: `
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
    postgres: `
      -- PostgreSQL's outbox has had its channels and claims since step 2.
      ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'called', 'booked', 'done', 'lost', 'spam'));
      ALTER TABLE leads ADD COLUMN first_called_at text;

      CREATE TABLE desk_notes (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id    bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     text NOT NULL,
        text       text NOT NULL,
        created_at text NOT NULL
      );
      CREATE INDEX desk_notes_lead ON desk_notes (lead_id);
      CREATE TABLE desk_audit (
        id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        actor   text NOT NULL,
        action  text NOT NULL,
        at      text NOT NULL
      );
      CREATE INDEX desk_audit_lead ON desk_audit (lead_id);
      CREATE TABLE desk_users (
        name          text PRIMARY KEY,
        password_hash text NOT NULL,
        created_at    text NOT NULL
      );
      CREATE TABLE desk_sessions (
        token_hash   text PRIMARY KEY,
        user_name    text NOT NULL REFERENCES desk_users (name) ON DELETE CASCADE,
        csrf_token   text NOT NULL,
        created_at   bigint NOT NULL,
        last_seen_at bigint NOT NULL
      );
    `,
  },
  {
    version: 13,
    name: 'desk: login throttling shared by every server',
    // SQLite keeps the throttle in the server's memory (http/throttle.ts): one server per file.
    postgres: `
      CREATE TABLE desk_throttle (
        key        text PRIMARY KEY,     -- "user:NAME" or "ip:ADDRESS"
        failures   integer NOT NULL,
        not_before bigint NOT NULL       -- epoch ms: no attempt is looked at before this
      );
    `,
  },
];
