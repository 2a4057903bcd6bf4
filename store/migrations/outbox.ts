import type { SchemaStep } from './step.ts';

/**
 * The alerts' outbox (leads/outbox.ts). PostgreSQL's table came later, whole: with the channel
 * and the claims SQLite adds in step 3, its indexes, and cascading with the lead.
 */
export const OUTBOX_STEPS: readonly SchemaStep[] = [
  {
    version: 2,
    name: 'webhook outbox',
    sqlite: `
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
    postgres: `
      CREATE TABLE outbox (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id         bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel         text NOT NULL,
        payload         text NOT NULL,
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        last_error      text,
        delivered_at    text,
        given_up_at     text,
        claimed_until   bigint,
        claim_token     text
      );
      CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel);
      CREATE INDEX outbox_pending ON outbox (channel, next_attempt_at) WHERE delivered_at IS NULL AND given_up_at IS NULL;
      CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
    `,
  },
];
