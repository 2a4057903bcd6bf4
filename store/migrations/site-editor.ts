import type { SchemaStep } from './step.ts';

/**
 * The owner's editor (editor/): every publish of the site definition from the desk, with who, when,
 * the diff and its files before and after (before_text, after_text: JSON of file name -> text), so
 * undo restores them byte for byte and another server on the same PostgreSQL can take the same version;
 * and the photos the owner uploads for it (site_photos), which those versions name.
 */
export const SITE_EDITOR_STEPS: readonly SchemaStep[] = [
  {
    version: 18,
    name: 'editor: the publishes of site.yaml from the desk',
    sqlite: `
      CREATE TABLE site_publishes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        at          TEXT NOT NULL,
        actor       TEXT NOT NULL,
        note        TEXT NOT NULL,
        before_hash TEXT NOT NULL,
        after_hash  TEXT NOT NULL,
        before_text TEXT NOT NULL,
        after_text  TEXT NOT NULL,
        diff        TEXT NOT NULL,
        undo_of     INTEGER REFERENCES site_publishes (id)
      );
    `,
    postgres: `
      CREATE TABLE site_publishes (
        id          bigserial PRIMARY KEY,
        at          text NOT NULL,
        actor       text NOT NULL,
        note        text NOT NULL,
        before_hash text NOT NULL,
        after_hash  text NOT NULL,
        before_text text NOT NULL,
        after_text  text NOT NULL,
        diff        text NOT NULL,
        undo_of     bigint REFERENCES site_publishes (id)
      );
    `,
  },
  {
    version: 19,
    name: "editor: the owner's photos uploaded from the desk",
    sqlite: `
      -- An uploaded photo as the editor keeps it: re-encoded as JPEG with no metadata, named by its
      -- content (photo-<hash>.jpg, the name site.yaml gives it). Here, not in content/images, until
      -- a publish names it: then each server writes it into its own site folder before it builds
      -- (a server following another's publish too), and undo finds it again. published_at stays
      -- NULL until a publish names it; such a row is removed a day after its upload.
      CREATE TABLE site_photos (
        name         TEXT PRIMARY KEY,
        bytes        BLOB NOT NULL,
        width        INTEGER NOT NULL,
        height       INTEGER NOT NULL,
        uploaded_by  TEXT NOT NULL,
        uploaded_at  TEXT NOT NULL,                   -- ISO 8601 UTC
        published_at TEXT                             -- ISO 8601 UTC; NULL: no publish has named it
      );
      CREATE INDEX site_photos_waiting ON site_photos (uploaded_at) WHERE published_at IS NULL;
    `,
    postgres: `
      -- As in SQLite, above.
      CREATE TABLE site_photos (
        name         text PRIMARY KEY,
        bytes        bytea NOT NULL,
        width        integer NOT NULL,
        height       integer NOT NULL,
        uploaded_by  text NOT NULL,
        uploaded_at  text NOT NULL,
        published_at text
      );
      CREATE INDEX site_photos_waiting ON site_photos (uploaded_at) WHERE published_at IS NULL;
    `,
  },
];
