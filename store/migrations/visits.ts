import type { SchemaStep } from './step.ts';

/** Visits (leads/visits/, desk/visits/): held windows, the day plan, customers' links, messages, calendar feeds. */
export const VISITS_STEPS: readonly SchemaStep[] = [
  {
    version: 4,
    name: 'visits: the window each booking holds, with its groomer and its quote',
    sqlite: `
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
    postgres: `
      -- As in SQLite, above: instants as epoch milliseconds, the day and the window as text in
      -- India's time.
      CREATE TABLE visits (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        city        text NOT NULL,
        date        text NOT NULL,
        time_window text NOT NULL,
        groomer_id  text NOT NULL,
        start_ms    bigint NOT NULL,
        end_ms      bigint NOT NULL,
        status      text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'requested')),
        quote       text NOT NULL,
        created_at  text NOT NULL
      );
      CREATE INDEX visits_city_start ON visits (city, start_ms);
      CREATE INDEX visits_lead ON visits (lead_id);
      -- The backstop under the per-city-day advisory lock that bookings take (leads/visits/hold.ts).
      CREATE UNIQUE INDEX visits_groomer_start ON visits (groomer_id, start_ms) WHERE status IN ('held', 'requested');
      -- Whether a phone has booked before (the first-booking promo). A PostgreSQL database from
      -- before both databases shared these numbers has it already: its first step made it.
      CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone);
    `,
  },
  {
    version: 5,
    name: 'day plan: visit statuses from requested to no-show; desk roles (owner, staff, groomer)',
    sqlite: `
      -- SQLite cannot change a CHECK in place: the table is copied into one with the wider CHECK.
      -- A visit held by a booking ('held') is a visit the customer requested and staff have not
      -- confirmed yet. Nothing references visits, so dropping the old table loses nothing.
      CREATE TABLE visits_day_plan (
        id          INTEGER PRIMARY KEY,
        lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        city        TEXT NOT NULL,
        date        TEXT NOT NULL,
        time_window TEXT NOT NULL,
        groomer_id  TEXT NOT NULL,
        start_ms    INTEGER NOT NULL,
        end_ms      INTEGER NOT NULL,
        status      TEXT NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'confirmed', 'on-the-way', 'done', 'cancelled', 'no-show')),
        quote       TEXT NOT NULL,
        created_at  TEXT NOT NULL
      );
      INSERT INTO visits_day_plan (id, lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
        SELECT id, lead_id, city, date, time_window, groomer_id, start_ms, end_ms,
               CASE status WHEN 'held' THEN 'requested' ELSE status END, quote, created_at FROM visits;
      DROP TABLE visits;
      ALTER TABLE visits_day_plan RENAME TO visits;
      CREATE INDEX visits_city_start ON visits (city, start_ms);
      CREATE INDEX visits_lead ON visits (lead_id);
      -- The groomer's day plan reads by groomer and day.
      CREATE INDEX visits_groomer_date ON visits (groomer_id, date);
      -- The backstop under the transaction's lock, over the statuses that keep a groomer busy
      -- (model/visits/visit-status.ts BUSY_STATUSES).
      CREATE UNIQUE INDEX visits_groomer_start ON visits (groomer_id, start_ms)
        WHERE status IN ('requested', 'confirmed', 'on-the-way', 'done');

      -- Accounts that existed before roles become owners: they keep everything they could do.
      -- New accounts are staff unless told otherwise (desk/users.ts). A groomer's account names
      -- their id in site.yaml's teams.
      ALTER TABLE desk_users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff', 'groomer'));
      ALTER TABLE desk_users ADD COLUMN groomer_id TEXT CHECK ((role = 'groomer') = (groomer_id IS NOT NULL));
    `,
    postgres: `
      -- As in SQLite, above: a booking's held visit is a requested one.
      ALTER TABLE visits DROP CONSTRAINT visits_status_check;
      ALTER TABLE visits ALTER COLUMN status SET DEFAULT 'requested';
      UPDATE visits SET status = 'requested' WHERE status = 'held';
      ALTER TABLE visits ADD CONSTRAINT visits_status_check
        CHECK (status IN ('requested', 'confirmed', 'on-the-way', 'done', 'cancelled', 'no-show'));
      DROP INDEX visits_groomer_start;
      CREATE UNIQUE INDEX visits_groomer_start ON visits (groomer_id, start_ms)
        WHERE status IN ('requested', 'confirmed', 'on-the-way', 'done');
      CREATE INDEX visits_groomer_date ON visits (groomer_id, date);

      -- Accounts from before roles become owners; new ones are staff unless told (desk/users.ts).
      ALTER TABLE desk_users ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff', 'groomer'));
      ALTER TABLE desk_users ADD COLUMN groomer_id text;
      ALTER TABLE desk_users ADD CONSTRAINT desk_users_groomer_id_check CHECK ((role = 'groomer') = (groomer_id IS NOT NULL));
    `,
  },
  {
    version: 7,
    name: "customer links: each held visit's private /b/<token> link, kept only as the token's SHA-256; an alert per change",
    sqlite: `
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
    postgres: `
      CREATE TABLE visit_links (
        token_hash  text PRIMARY KEY,
        visit_id    bigint NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        created_at  text NOT NULL
      );
      CREATE INDEX visit_links_visit ON visit_links (visit_id);
      -- A lead may now have more alerts than one per channel: each change its customer makes is
      -- announced like a new lead (leads/visits/visit-changes.ts). The lead's first alerts are
      -- still written once, in its own transaction.
      DROP INDEX outbox_lead_channel;
      CREATE INDEX outbox_lead_channel ON outbox (lead_id, channel);
    `,
  },
  {
    version: 9,
    name: 'messages marked sent per visit; groomers\' calendar feeds; a revision per visit for the feeds',
    sqlite: `
      -- Which WhatsApp message of a visit staff marked as sent (desk/visits/messages.ts): the last
      -- marking of each kind; every marking is also a line in the lead's history (desk_audit).
      CREATE TABLE visit_messages (
        visit_id INTEGER NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind     TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'on-the-way', 'thank-you')),
        sent_at  TEXT NOT NULL,                      -- ISO 8601 UTC
        sent_by  TEXT NOT NULL,
        PRIMARY KEY (visit_id, kind)
      );
      -- A groomer's private calendar address: only the SHA-256 of its token, one live feed per
      -- groomer (a new one replaces it, removing the row revokes it).
      CREATE TABLE groomer_calendars (
        token_hash TEXT PRIMARY KEY,
        groomer_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL
      );
      -- A calendar app updates an event whose SEQUENCE grew: every change of when, who or what
      -- status bumps it, whichever code made the change (desk moves, the customer's own link).
      ALTER TABLE visits ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE visits ADD COLUMN updated_at TEXT;  -- ISO 8601 UTC of the last such change; NULL: never changed
      CREATE TRIGGER visits_revision AFTER UPDATE OF date, time_window, groomer_id, start_ms, end_ms, status ON visits
      BEGIN
        UPDATE visits SET revision = revision + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
      END;
    `,
    postgres: `
      CREATE TABLE visit_messages (
        visit_id bigint NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind     text NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'on-the-way', 'thank-you')),
        sent_at  text NOT NULL,
        sent_by  text NOT NULL,
        PRIMARY KEY (visit_id, kind)
      );
      CREATE TABLE groomer_calendars (
        token_hash text PRIMARY KEY,
        groomer_id text NOT NULL UNIQUE,
        created_at text NOT NULL,
        created_by text NOT NULL
      );
      -- As in SQLite: every change of when, who or status bumps the revision (the feed's SEQUENCE).
      ALTER TABLE visits ADD COLUMN revision integer NOT NULL DEFAULT 0;
      ALTER TABLE visits ADD COLUMN updated_at text;
      CREATE FUNCTION visits_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.date, NEW.time_window, NEW.groomer_id, NEW.start_ms, NEW.end_ms, NEW.status)
           IS DISTINCT FROM (OLD.date, OLD.time_window, OLD.groomer_id, OLD.start_ms, OLD.end_ms, OLD.status) THEN
          NEW.revision := OLD.revision + 1;
          NEW.updated_at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER visits_revision BEFORE UPDATE ON visits FOR EACH ROW EXECUTE FUNCTION visits_revision();
    `,
  },
  {
    version: 16,
    name: "visits: a customer's change on their link until the office handles it; the office's move until the customer is told",
    sqlite: `
      -- The customer's last move or cancellation on their link (leads/visits/visit-changes.ts), and
      -- the office's mark that it handled it: until then the visit is on Due (desk/follow-ups/).
      -- A new change clears the mark. ISO 8601 UTC, as every time of the desk.
      ALTER TABLE visits ADD COLUMN customer_changed_at TEXT;
      ALTER TABLE visits ADD COLUMN customer_change_seen_at TEXT;
      ALTER TABLE visits ADD COLUMN customer_change_seen_by TEXT;
      -- The office's last move to another day or window (desk/visits/changes.ts): the customer is
      -- told by the "moved" WhatsApp message, whose sent mark each such move removes.
      ALTER TABLE visits ADD COLUMN desk_moved_at TEXT;
      CREATE INDEX visits_customer_change ON visits (customer_changed_at) WHERE customer_changed_at IS NOT NULL AND customer_change_seen_at IS NULL;
      CREATE INDEX visits_desk_moved ON visits (date) WHERE desk_moved_at IS NOT NULL;
      -- SQLite cannot change a CHECK in place: the marks are copied into a table that admits
      -- "moved". Nothing references visit_messages.
      CREATE TABLE visit_messages_moved (
        visit_id INTEGER NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind     TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'on-the-way', 'thank-you', 'moved')),
        sent_at  TEXT NOT NULL,                      -- ISO 8601 UTC
        sent_by  TEXT NOT NULL,
        PRIMARY KEY (visit_id, kind)
      );
      INSERT INTO visit_messages_moved (visit_id, kind, sent_at, sent_by) SELECT visit_id, kind, sent_at, sent_by FROM visit_messages;
      DROP TABLE visit_messages;
      ALTER TABLE visit_messages_moved RENAME TO visit_messages;
    `,
    postgres: `
      -- As in SQLite, above.
      ALTER TABLE visits ADD COLUMN customer_changed_at text;
      ALTER TABLE visits ADD COLUMN customer_change_seen_at text;
      ALTER TABLE visits ADD COLUMN customer_change_seen_by text;
      ALTER TABLE visits ADD COLUMN desk_moved_at text;
      CREATE INDEX visits_customer_change ON visits (customer_changed_at) WHERE customer_changed_at IS NOT NULL AND customer_change_seen_at IS NULL;
      CREATE INDEX visits_desk_moved ON visits (date) WHERE desk_moved_at IS NOT NULL;
      ALTER TABLE visit_messages DROP CONSTRAINT visit_messages_kind_check;
      ALTER TABLE visit_messages ADD CONSTRAINT visit_messages_kind_check
        CHECK (kind IN ('confirmation', 'reminder', 'on-the-way', 'thank-you', 'moved'));
    `,
  },
];
