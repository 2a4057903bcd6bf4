import type { SchemaStep } from './step.ts';

/** A groomer's leave (desk/visits/leave.ts): time away entered on the desk, read as busy time wherever visits are judged. */
export const LEAVE_STEPS: readonly SchemaStep[] = [
  {
    version: 17,
    name: "leave: a groomer's time away (days, a range, part of a day), busy time for bookings at once",
    sqlite: `
      -- start_ms and end_ms are epoch milliseconds, as visits keep theirs: the engine reads a leave
      -- as a busy block of its groomer (leads/visits/held-visits.ts). A whole day is India's
      -- midnight to midnight. No city: the team in site.yaml says where a groomer works, and a
      -- groomer moved to another team keeps their leave. A removed leave keeps its row with who
      -- removed it and when, so the desk's history of it stays; it no longer counts.
      CREATE TABLE groomer_leave (
        id          INTEGER PRIMARY KEY,
        groomer_id  TEXT NOT NULL,
        start_ms    INTEGER NOT NULL,
        end_ms      INTEGER NOT NULL CHECK (end_ms > start_ms),
        note        TEXT NOT NULL DEFAULT '',
        created_by  TEXT NOT NULL,
        created_at  TEXT NOT NULL,                    -- ISO 8601 UTC
        removed_by  TEXT,
        removed_at  TEXT,                             -- ISO 8601 UTC; NULL: the leave holds
        CHECK ((removed_at IS NULL) = (removed_by IS NULL))
      );
      -- Every read asks for leave that ends after a moment (a day's start, now, the retention cutoff).
      CREATE INDEX groomer_leave_end ON groomer_leave (end_ms);
    `,
    postgres: `
      -- As in SQLite, above.
      CREATE TABLE groomer_leave (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        groomer_id  text NOT NULL,
        start_ms    bigint NOT NULL,
        end_ms      bigint NOT NULL CHECK (end_ms > start_ms),
        note        text NOT NULL DEFAULT '',
        created_by  text NOT NULL,
        created_at  text NOT NULL,
        removed_by  text,
        removed_at  text,
        CHECK ((removed_at IS NULL) = (removed_by IS NULL))
      );
      CREATE INDEX groomer_leave_end ON groomer_leave (end_ms);
    `,
  },
];
