import type { SchemaStep } from './step.ts';

/**
 * Payments of visits (issue 43 item 3, desk/visits/payments.ts): what was paid, how, by whom, and
 * refunds, each a line of its own, appended and never edited (a trigger refuses an UPDATE in both
 * databases). The lines go with their visit only when its lead is erased or purged (retention).
 */
export const PAYMENTS_STEPS: readonly SchemaStep[] = [
  {
    version: 20,
    name: 'payments: a visit\'s payments and refunds, appended lines that are never edited',
    sqlite: `
      -- amount is whole rupees, always above 0: a refund is a line of kind 'refund', never a negative payment.
      -- recorded_by is the desk user who marked it (a groomer, the office, the owner); upi_ref the
      -- transaction reference the customer showed (UTR); at is when it was marked (ISO 8601 UTC).
      CREATE TABLE visit_payments (
        id          INTEGER PRIMARY KEY,
        visit_id    INTEGER NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind        TEXT NOT NULL CHECK (kind IN ('payment', 'refund')),
        amount      INTEGER NOT NULL CHECK (amount > 0),
        method      TEXT NOT NULL CHECK (method IN ('cash', 'upi', 'card')),
        upi_ref     TEXT,
        note        TEXT NOT NULL DEFAULT '',
        recorded_by TEXT NOT NULL,
        at          TEXT NOT NULL
      );
      CREATE INDEX visit_payments_visit ON visit_payments (visit_id);
      CREATE INDEX visit_payments_at ON visit_payments (at);
      CREATE TRIGGER visit_payments_never_edited BEFORE UPDATE ON visit_payments
        BEGIN SELECT RAISE(ABORT, 'payment lines are never edited: add a refund or a payment instead'); END;
    `,
    postgres: `
      -- As in SQLite, above.
      CREATE TABLE visit_payments (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        visit_id    bigint NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind        text NOT NULL CHECK (kind IN ('payment', 'refund')),
        amount      integer NOT NULL CHECK (amount > 0),
        method      text NOT NULL CHECK (method IN ('cash', 'upi', 'card')),
        upi_ref     text,
        note        text NOT NULL DEFAULT '',
        recorded_by text NOT NULL,
        at          text NOT NULL
      );
      CREATE INDEX visit_payments_visit ON visit_payments (visit_id);
      CREATE INDEX visit_payments_at ON visit_payments (at);
      CREATE FUNCTION visit_payments_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'payment lines are never edited: add a refund or a payment instead'; END $$;
      CREATE TRIGGER visit_payments_never_edited BEFORE UPDATE ON visit_payments
        FOR EACH ROW EXECUTE FUNCTION visit_payments_never_edited();
    `,
  },
];
