import { createLeadApi, type LeadApi, type LeadApiOptions } from '../leads/server.ts';
import type { ApiConfig } from '../leads/api-config.ts';
import { LeadsUsageError } from '../leads/errors.ts';
import { DEFAULT_RETENTION_MONTHS } from '../leads/retention.ts';
import { maskUrl } from '../leads/storage/sql.ts';
import { createDesk, type Desk, type DeskOptions } from '../desk/index.ts';
import { purgeDaily } from './retention-timer.ts';
import type { VisitSettings, VisitSettingsSource } from '../leads/visits/settings.ts';

/**
 * What answers behind the pages, for serve and dev alike: the lead API, the owner's desk on the
 * database the lead API opened, and the timers that keep the retention promise. A lead stored
 * here reaches open desks at once; the desk's poll remains for leads other servers store.
 */
export interface BackendOptions {
  /** An SQLite file or a postgres:// URL (see LeadApiOptions.db). */
  db: string;
  api: ApiConfig;
  /** Defaults to $LEAD_WEBHOOK_URL; "" turns the webhook off. */
  webhookUrl?: string;
  /** E-mail alerts (SMTP_URL, LEAD_EMAIL_TO); none when undefined. */
  email?: LeadApiOptions['email'];
  /** Test hooks: faster outbox backoff. */
  webhook?: LeadApiOptions['webhook'];
  /** How long a lead waits for another process's database lock before a 503 (default 3 s). */
  lockWaitMs?: number;
  /** The business's name, for the desk's title. */
  brand: string;
  /** Test hooks for the desk: shorter sessions, quicker throttling, a slower poll. */
  desk?: Pick<DeskOptions, 'sessions' | 'throttle' | 'live'>;
  /** Leads older than this many months are deleted at start and once a day (default 12). */
  retentionMonths?: number;
  /** Where problems are reported; defaults to stderr. */
  log?: (line: string) => void;
  /** The rules of bookable visits, or (dev) where to read the latest. */
  visits?: VisitSettings | VisitSettingsSource;
}

export interface Backend {
  leadApi: LeadApi;
  desk: Desk;
  /** Ends the desks' event streams, stops the timers, commits queued leads, closes the database. */
  close(): Promise<void>;
}

function cannotOpen(db: string, error: unknown): Error {
  if (error instanceof LeadsUsageError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new LeadsUsageError(`cannot open the leads database ${maskUrl(db)}: ${reason}`, { cause: error });
}

export async function openBackend(opts: BackendOptions): Promise<Backend> {
  const log = opts.log ?? ((line: string) => console.error(line));
  // The desk is made once the database is open, on the lead API's connection; until then no lead
  // can be stored, so nothing is missed by calling it through this variable.
  let desk: Desk | undefined;
  let leadApi: LeadApi;
  try {
    leadApi = createLeadApi({
      db: opts.db, api: opts.api, webhookUrl: opts.webhookUrl, email: opts.email, webhook: opts.webhook, log: opts.log, lockWaitMs: opts.lockWaitMs,
      onStored: () => desk?.changed(),
      visits: typeof opts.visits === 'function' ? opts.visits : () => opts.visits as VisitSettings | undefined,
    });
  } catch (error) {
    throw cannotOpen(opts.db, error);
  }
  try {
    await leadApi.store.sql.ready;
  } catch (error) {
    await leadApi.close().catch(() => {});
    throw cannotOpen(opts.db, error);
  }
  const stopPurging = await purgeDaily(leadApi.store.sql, opts.retentionMonths ?? DEFAULT_RETENTION_MONTHS, log);
  // Its page sets its own, stricter Content-Security-Policy over the site's.
  desk = createDesk({ db: leadApi.store.sql, api: opts.api, brand: opts.brand, log, ...opts.desk });
  const opened = desk;
  return {
    leadApi,
    desk: opened,
    async close() {
      opened.close();
      stopPurging();
      await leadApi.close();
    },
  };
}
