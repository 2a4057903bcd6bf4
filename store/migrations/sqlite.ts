import type Database from 'better-sqlite3';
import { LeadsUsageError } from '../../model/usage-error.ts';

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
    name: 'day plan: visit statuses from requested to no-show; desk roles (owner, staff, groomer)',
    sql: `
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
  },
  {
    version: 6,
    name: 'field data: per-day counts of vitals, taps and visit sources',
    sql: `
      -- Field data (leads/field-data/): counts per India day, never a raw beacon, an address or
      -- anything that tells one visitor from another. Vitals as histogram buckets
      -- (model/field-data.ts bucketOf), so percentiles read back from the counts.
      CREATE TABLE field_vitals (
        day        TEXT NOT NULL,                      -- YYYY-MM-DD, India
        metric     TEXT NOT NULL,                      -- LCP, INP, CLS, FCP, TTFB
        page_type  TEXT NOT NULL,
        device     TEXT NOT NULL,                      -- phone, tablet, desktop
        connection TEXT NOT NULL,                      -- effective type: slow-2g, 2g, 3g, 4g, unknown
        bucket     INTEGER NOT NULL,
        n          INTEGER NOT NULL,
        PRIMARY KEY (day, metric, page_type, device, connection, bucket)
      );
      CREATE TABLE field_taps (
        day       TEXT NOT NULL,
        kind      TEXT NOT NULL,                       -- call, whatsapp, email, directions, app
        page_type TEXT NOT NULL,
        n         INTEGER NOT NULL,
        PRIMARY KEY (day, kind, page_type)
      );
      -- Visits by where they came from, and the taps made in those visits.
      CREATE TABLE field_sources (
        day      TEXT NOT NULL,
        referrer TEXT NOT NULL,                        -- the referring site's host, '' for none
        source   TEXT NOT NULL,                        -- utm_source, utm_medium, utm_campaign; '' for none
        medium   TEXT NOT NULL,
        campaign TEXT NOT NULL,
        gclid    INTEGER NOT NULL,                        -- 1 when the landing address had a gclid (never its value)
        visits   INTEGER NOT NULL,
        taps     INTEGER NOT NULL,
        PRIMARY KEY (day, referrer, source, medium, campaign, gclid)
      );
    `,
  },
  {
    version: 7,
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
  {
    version: 8,
    name: 'follow-ups: an owner and a follow-up time per lead; escalation once; the form\'s open time and the likely-spam flag',
    sql: `
      ALTER TABLE leads ADD COLUMN owner TEXT;              -- a desk user's name (owner or staff), kept after the account goes
      ALTER TABLE leads ADD COLUMN follow_up_at INTEGER;    -- epoch ms (UTC instant), shown in India's time
      ALTER TABLE leads ADD COLUMN escalated_at TEXT;       -- ISO 8601 UTC: announced a second time, still new
      ALTER TABLE leads ADD COLUMN form_ms INTEGER;         -- how long the form was open before it was sent, as its script said
      ALTER TABLE leads ADD COLUMN likely_spam TEXT;        -- why the server thinks so ('fast', 'burst'), NULL when it does not
      -- Leads that waited before this version are not announced again all at once on the upgrade.
      UPDATE leads SET escalated_at = received_at WHERE status = 'new';
      CREATE INDEX leads_follow_up ON leads (follow_up_at) WHERE follow_up_at IS NOT NULL;
      CREATE INDEX leads_awaiting_escalation ON leads (id) WHERE status = 'new' AND escalated_at IS NULL;
      -- A burst: several leads from one address within minutes.
      CREATE INDEX leads_ip_received ON leads (ip, received_at);
    `,
  },
  {
    version: 9,
    name: 'messages marked sent per visit; groomers\' calendar feeds; a revision per visit for the feeds',
    sql: `
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
  },
  {
    version: 10,
    name: "leads: a dog's size as the form tells it, and the visit's source (landing referrer, campaign tags)",
    sql: `
      ALTER TABLE leads ADD COLUMN pet_size TEXT NOT NULL DEFAULT '';        -- small, large, '' (not said, or a cat)
      -- Where the visit that sent the lead came from (model/field-data.ts VisitSource): the
      -- referring site's host, never its full address, and the landing's campaign tags.
      ALTER TABLE leads ADD COLUMN source_ref TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN gclid INTEGER NOT NULL DEFAULT 0;         -- 1 when the landing had a gclid (never its value)
    `,
  },
  {
    version: 11,
    name: 'leads: one phone\'s recent leads found by (phone, received_at)',
    sql: `
      -- The likely-spam burst check (leads/likely-spam.ts) asks for a phone's leads of the last
      -- minutes on every new lead: with the phone alone indexed, that read every lead the phone
      -- ever sent (a flood from one number slowed each new lead). The pair serves both that and
      -- every look-up by phone alone, so the old index goes.
      CREATE INDEX leads_phone_received ON leads (phone, received_at);
      DROP INDEX leads_phone;
    `,
  },
  {
    version: 12,
    name: 'field data: taps counted per page as well as per page type',
    sql: `
      -- Which city, article or price page the calls and WhatsApp messages come from: a page's
      -- path is the same for all its visitors, so this stays a count of taps, never of people.
      CREATE TABLE field_tap_pages (
        day  TEXT NOT NULL,                            -- YYYY-MM-DD, India
        kind TEXT NOT NULL,                            -- call, whatsapp, email, directions, app
        path TEXT NOT NULL,                            -- the page's canonical path, e.g. /pet-grooming-at-home/noida
        n    INTEGER NOT NULL,
        PRIMARY KEY (day, kind, path)
      );
    `,
  },
];

/** The newest step known (steps may leave gaps: another branch's numbers arrive later). */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));

/**
 * Brings the schema up to date; refuses a database written by a newer version. Each applied step
 * is listed in schema_steps, and every step not listed runs, in order of version: a step merged
 * later with a number below one already applied still runs, once. `user_version` keeps the
 * highest step applied. A database from before schema_steps ran its steps without gaps, up to
 * its user_version.
 */
export function migrate(db: Database.Database, steps: readonly { version: number; name: string; sql: string }[] = MIGRATIONS): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const newest = Math.max(...steps.map((m) => m.version));
  if (current > newest) {
    throw new LeadsUsageError(`leads database has schema ${current}, newer than this groomsite knows (${newest}); upgrade groomsite`);
  }
  // IMMEDIATE takes the write lock first, so two processes opening a fresh file cannot both migrate.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_steps'").get()) db.transaction(() => {
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_steps'").get()) return;
    db.exec('CREATE TABLE schema_steps (version INTEGER PRIMARY KEY)');
    const now = db.pragma('user_version', { simple: true }) as number;
    const insert = db.prepare('INSERT INTO schema_steps (version) VALUES (?)');
    for (const step of steps) if (step.version <= now) insert.run(step.version);
  }).immediate();
  const applied = new Set((db.prepare('SELECT version FROM schema_steps').all() as { version: number }[]).map((r) => r.version));
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      // Asked again under the lock: another process may have run it meanwhile.
      if (db.prepare('SELECT 1 FROM schema_steps WHERE version = ?').get(step.version)) return;
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_steps (version) VALUES (?)').run(step.version);
      const now = db.pragma('user_version', { simple: true }) as number;
      db.pragma(`user_version = ${Math.max(now, step.version)}`);
    }).immediate();
  }
}
