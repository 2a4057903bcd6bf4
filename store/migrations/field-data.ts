import type { SchemaStep } from './step.ts';

/** Field data (leads/field-data/): counts per India day, never a visitor. */
export const FIELD_DATA_STEPS: readonly SchemaStep[] = [
  {
    version: 6,
    name: 'field data: per-day counts of vitals, taps and visit sources',
    sqlite: `
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
    postgres: `
      -- Field data (leads/field-data/): counts per India day, never a raw beacon, an address or
      -- anything that tells one visitor from another. Vitals as histogram buckets
      -- (model/field-data.ts bucketOf), so percentiles read back from the counts.
      CREATE TABLE field_vitals (
        day        text NOT NULL,                      -- YYYY-MM-DD, India
        metric     text NOT NULL,                      -- LCP, INP, CLS, FCP, TTFB
        page_type  text NOT NULL,
        device     text NOT NULL,                      -- phone, tablet, desktop
        connection text NOT NULL,                      -- effective type: slow-2g, 2g, 3g, 4g, unknown
        bucket     integer NOT NULL,
        n          bigint NOT NULL,
        PRIMARY KEY (day, metric, page_type, device, connection, bucket)
      );
      CREATE TABLE field_taps (
        day       text NOT NULL,
        kind      text NOT NULL,                       -- call, whatsapp, email, directions, app
        page_type text NOT NULL,
        n         bigint NOT NULL,
        PRIMARY KEY (day, kind, page_type)
      );
      -- Visits by where they came from, and the taps made in those visits.
      CREATE TABLE field_sources (
        day      text NOT NULL,
        referrer text NOT NULL,                        -- the referring site's host, '' for none
        source   text NOT NULL,                        -- utm_source, utm_medium, utm_campaign; '' for none
        medium   text NOT NULL,
        campaign text NOT NULL,
        gclid    integer NOT NULL,                        -- 1 when the landing address had a gclid (never its value)
        visits   bigint NOT NULL,
        taps     bigint NOT NULL,
        PRIMARY KEY (day, referrer, source, medium, campaign, gclid)
      );
    `,
  },
  {
    version: 12,
    name: 'field data: taps counted per page as well as per page type',
    sqlite: `
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
    postgres: `
      CREATE TABLE field_tap_pages (
        day  text NOT NULL,
        kind text NOT NULL,
        path text NOT NULL,
        n    bigint NOT NULL,
        PRIMARY KEY (day, kind, path)
      );
    `,
  },
];
