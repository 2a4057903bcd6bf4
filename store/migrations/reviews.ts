import type { SchemaStep } from './step.ts';

/**
 * Reviews from real visits (leads/visits/review.ts, desk/reviews/): once a visit is done, its
 * customer's link asks for a rating and a few words, one review per visit. The owner approves or
 * rejects each; only approved ones reach the pages (content/reviews.json, written at a publish).
 * The first name, locality and package are copied when the review is given, as the page will say
 * them. Everything here is the customer's: it goes with its lead (ON DELETE CASCADE), so an
 * erasure (`leads delete --phone`) and the retention purge take it, and the next publish takes it
 * off the pages.
 */
export const REVIEWS_STEPS: readonly SchemaStep[] = [
  {
    version: 22,
    name: 'visit_reviews: a rating and a few words from the customer of a done visit, approved or rejected by the owner',
    sqlite: `
      CREATE TABLE visit_reviews (
        visit_id    INTEGER PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE, -- one review per visit
        lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text        TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 500),
        first_name  TEXT NOT NULL DEFAULT '',
        city        TEXT NOT NULL,                -- the visit's city slug: the city page it may show on
        locality    TEXT NOT NULL DEFAULT '',     -- the place as the page says it (a locality's name, else the city's)
        package     TEXT NOT NULL DEFAULT '',     -- the package's name when the review was given
        visit_date  TEXT NOT NULL,                -- YYYY-MM-DD, India: the visit's day
        created_at  TEXT NOT NULL,                -- ISO 8601 UTC
        status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by  TEXT NOT NULL DEFAULT '',
        decided_at  TEXT
      );
      CREATE INDEX visit_reviews_lead ON visit_reviews (lead_id);
      CREATE INDEX visit_reviews_status ON visit_reviews (status, created_at);
    `,
    postgres: `
      CREATE TABLE visit_reviews (
        visit_id    bigint PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE,
        lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text        text NOT NULL DEFAULT '' CHECK (length(text) <= 500),
        first_name  text NOT NULL DEFAULT '',
        city        text NOT NULL,
        locality    text NOT NULL DEFAULT '',
        package     text NOT NULL DEFAULT '',
        visit_date  text NOT NULL,
        created_at  text NOT NULL,
        status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by  text NOT NULL DEFAULT '',
        decided_at  text
      );
      CREATE INDEX visit_reviews_lead ON visit_reviews (lead_id);
      CREATE INDEX visit_reviews_status ON visit_reviews (status, created_at);
    `,
  },
];
