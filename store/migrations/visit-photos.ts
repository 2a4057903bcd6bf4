import type { SchemaStep } from './step.ts';

/**
 * Before and after (issue 44 item 5, desk/visits/photos.ts): the photos a groomer or the office
 * adds to a visit from the phone, cleaned (desk/photo-clean.ts: a JPEG without metadata), shown to
 * the customer on their link and to the office, and whether the customer said they may be shown
 * on the website. Everything here is the customer's: erased with their phone number and purged
 * with their lead (ON DELETE CASCADE from the visit and from the lead).
 */
export const VISIT_PHOTOS_STEPS: readonly SchemaStep[] = [
  {
    version: 23,
    name: "visit photos: a visit's before-and-after photos, with the customer's consent to show them",
    sqlite: `
      -- n numbers a visit's photos from 1: the link serves /visit/<token>/photos/<n>.jpg, never a row id.
      -- public_consent_at: when the customer ticked "You may show these on your website" (NULL: not given,
      -- or taken back); nothing is published by it, the owner decides.
      CREATE TABLE visit_photos (
        visit_id          INTEGER NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        lead_id           INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        n                 INTEGER NOT NULL CHECK (n >= 1),
        bytes             BLOB NOT NULL,
        width             INTEGER NOT NULL,
        height            INTEGER NOT NULL,
        added_by          TEXT NOT NULL,              -- the desk account that added it
        added_at          TEXT NOT NULL,              -- ISO 8601 UTC
        public_consent_at TEXT,
        PRIMARY KEY (visit_id, n)
      );
      CREATE INDEX visit_photos_lead ON visit_photos (lead_id);
    `,
    postgres: `
      -- As in SQLite, above.
      CREATE TABLE visit_photos (
        visit_id          bigint NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        lead_id           bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        n                 integer NOT NULL CHECK (n >= 1),
        bytes             bytea NOT NULL,
        width             integer NOT NULL,
        height            integer NOT NULL,
        added_by          text NOT NULL,
        added_at          text NOT NULL,
        public_consent_at text,
        PRIMARY KEY (visit_id, n)
      );
      CREATE INDEX visit_photos_lead ON visit_photos (lead_id);
    `,
  },
];
