import type { SchemaStep } from './step.ts';

/**
 * The owner's editor (editor/): every publish of the site definition from the desk, with who, when,
 * the diff and its files before and after (before_text, after_text: JSON of file name -> text), so
 * undo restores them byte for byte and another server on the same PostgreSQL can take the same version.
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
];
