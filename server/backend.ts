import { createLeadApi, type LeadApi, type LeadApiOptions } from '../leads/server.ts';
import type { ApiConfig } from '../leads/api-config.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { DEFAULT_RETENTION_MONTHS } from '../leads/retention.ts';
import { maskUrl } from '../store/sql.ts';
import { createDesk, type Desk, type DeskOptions } from '../desk/index.ts';
import type { SiteEditorPort } from '../desk/site-editor-routes.ts';
import type { SqlStore } from '../store/sql.ts';
import { purgeDaily } from './retention-timer.ts';
import { escalateOnTimer } from './escalation-timer.ts';
import type { EscalationSettings } from '../leads/escalation.ts';
import type { VisitSettings, VisitSettingsSource } from '../leads/visits/settings.ts';
import type { CatalogueSource } from '../leads/booking-choices.ts';
import type { BookingCatalogue } from '../model/booking-wire.ts';

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
  /** The owner's editor of site.yaml, made on the leads database once it is open (serve gives it; dev does not). */
  editor?: (db: SqlStore) => SiteEditorPort;
  /** Leads older than this many months are deleted at start and once a day (default 12). */
  retentionMonths?: number;
  /** Where problems are reported; defaults to stderr. */
  log?: (line: string) => void;
  /** The rules of bookable visits, or (dev, serve) where to read the latest. */
  visits?: VisitSettings | VisitSettingsSource;
  /** What a booking may name (leads/booking-choices.ts), or where to read the latest; by default the visits'. */
  catalogue?: BookingCatalogue | CatalogueSource;
  /** When a lead still new is announced again (site.yaml followUp); `checkEveryMs`: tests look more often than once a minute. */
  escalation?: EscalationSettings & { checkEveryMs?: number };
  /** Field data: which paths are pages of the served site (the rest count as "other"). */
  fieldData?: LeadApiOptions['fieldData'];
}

export interface Backend {
  leadApi: LeadApi;
  desk: Desk;
  /** Ends the desks' event streams, stops the timers, commits queued leads, closes the database. */
  close(): Promise<void>;
}

/** What to do about the usual reasons a database cannot be opened at start, in the owner's words. */
function hintFor(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${String(code ?? '')} ${String(message ?? '')}`;
  if (/SQLITE_BUSY|database is locked/i.test(text)) {
    return ': another program holds it (a backup, or a second groomsite serve on the same file): stop it, or wait for it to finish, then start again';
  }
  if (/EROFS|read-only file system|SQLITE_READONLY|readonly database/i.test(text)) {
    return ': the disk it is on is read-only: put it on a writable disk (groomsite serve --db FILE)';
  }
  return '';
}

function cannotOpen(db: string, error: unknown): Error {
  if (error instanceof LeadsUsageError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new LeadsUsageError(`cannot open the leads database ${maskUrl(db)}: ${reason}${hintFor(error)}`, { cause: error });
}

export async function openBackend(opts: BackendOptions): Promise<Backend> {
  const log = opts.log ?? ((line: string) => console.error(line));
  // The desk is made once the database is open, on the lead API's connection; until then no lead
  // can be stored, so nothing is missed by calling it through this variable.
  let desk: Desk | undefined;
  let leadApi: LeadApi;
  // The lead API holds windows and the desk plans the day by the same rules.
  const visitsSource: VisitSettingsSource = typeof opts.visits === 'function' ? opts.visits : () => opts.visits as VisitSettings | undefined;
  try {
    leadApi = createLeadApi({
      db: opts.db, api: opts.api, webhookUrl: opts.webhookUrl, email: opts.email, webhook: opts.webhook, log: opts.log, lockWaitMs: opts.lockWaitMs,
      onStored: () => desk?.changed(),
      visits: visitsSource, fieldData: opts.fieldData,
      ...(opts.catalogue && { catalogue: typeof opts.catalogue === 'function' ? opts.catalogue : () => opts.catalogue as BookingCatalogue }),
    });
  } catch (error) {
    throw cannotOpen(opts.db, error);
  }
  // SQLite is ready at once; a PostgreSQL out of reach is tried again in the background while the
  // pages are served and leads answered 503 (started resolves after the first try). What trying
  // again cannot mend (a wrong password, a newer schema) still stops serve here.
  const { ready, started } = leadApi.store.sql;
  let reachedAtStart: boolean;
  try {
    reachedAtStart = await Promise.race([ready.then(() => true), started.then(() => false)]);
  } catch (error) {
    await leadApi.close().catch(() => {});
    throw cannotOpen(opts.db, error);
  }
  let stopPurging = () => {};
  let stopEscalating = async () => {};
  let closed = false;
  const purging = ready.then(async () => {
    const stop = await purgeDaily(leadApi.store.sql, opts.retentionMonths ?? DEFAULT_RETENTION_MONTHS, log);
    if (closed) return stop();
    stopPurging = stop;
    const { escalation } = opts;
    if (escalation) {
      stopEscalating = escalateOnTimer(leadApi.store.sql, escalation, leadApi.store.channels, {
        log, everyMs: escalation.checkEveryMs, announced: () => {
          leadApi.kickOutbox();
          desk?.changed();
        },
      });
    }
  }, (error: unknown) => {
    if (!closed) log(`cannot use the leads database ${maskUrl(opts.db)}: ${error instanceof Error ? error.message : String(error)}; leads are answered 503 until serve is restarted`);
  });
  // A database reached at once is purged before the first request, as the privacy policy promises.
  if (reachedAtStart) await purging;
  // Its page sets its own, stricter Content-Security-Policy over the site's.
  desk = createDesk({
    db: leadApi.store.sql, api: opts.api, brand: opts.brand, log, visits: visitsSource, editor: opts.editor?.(leadApi.store.sql), ...opts.desk,
    // A leave entered on this server's desk closes the groomer's windows here at once.
    availabilityChanged: (city) => leadApi.forgetAvailability(city),
  });
  const opened = desk;
  return {
    leadApi,
    desk: opened,
    async close() {
      closed = true;
      opened.close();
      stopPurging();
      await stopEscalating();
      await leadApi.close();
    },
  };
}
