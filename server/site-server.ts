import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ApiConfig } from '../leads/api-config.ts';
import { createLeadApi, type LeadApi, type LeadApiOptions } from '../leads/server.ts';
import { createStaticHandler } from '../hosting/static.ts';
import { securityHeaders, selfOnlyPolicy, type HeaderPolicy } from '../hosting/headers.ts';
import { LeadsUsageError } from '../leads/errors.ts';
import { DEFAULT_RETENTION_MONTHS, purgeExpired } from '../leads/retention.ts';
import { isPostgresUrl, maskUrl, type SqlStore } from '../leads/storage/sql.ts';
import { clientInfo, forwardedHttps, trustedProxies } from '../leads/client-address.ts';
import { createDesk, type DeskOptions } from '../desk/index.ts';

// A caller that has no site.yaml (the benchmark's server) starts from the defaults.
export { defaultApiConfig } from '../leads/api-config.ts';

export interface ServeOptions {
  /** The built site, usually "dist". */
  dir: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /**
   * Where the leads are: an SQLite file, usually "data/leads.sqlite", which must not be inside
   * `dir`; or a postgres:// URL, which several serve processes may share.
   */
  db: string;
  api: ApiConfig;
  /** Defaults to $LEAD_WEBHOOK_URL. */
  webhookUrl?: string;
  /** E-mail alerts (SMTP_URL, LEAD_EMAIL_TO); none when undefined. */
  email?: LeadApiOptions['email'];
  quiet?: boolean;
  /** The business's name, for the desk's title. */
  brand?: string;
  /** Test hooks for the desk: shorter sessions, quicker throttling. */
  desk?: Pick<DeskOptions, 'sessions' | 'throttle'>;
  /** What the Content-Security-Policy allows beyond the own origin (from site.yaml); own origin only by default. */
  headers?: HeaderPolicy;
  /** How long a lead waits for another process's database lock before a 503 (default 3 s). */
  lockWaitMs?: number;
  /** Leads older than this many months are deleted at start and once a day (default 12). */
  retentionMonths?: number;
  /** Test hooks: faster webhook backoff, captured logs. */
  webhook?: LeadApiOptions['webhook'];
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, ends open connections, commits queued leads, closes the database. */
  close(): Promise<void>;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The real path of `file` with every symlink resolved, also for a file (or folders) not made yet:
 * the deepest part that exists is resolved and the rest appended. A symlink must not carry the
 * database into the served folder past the guard below.
 */
export function realPathOf(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  const rest: string[] = [];
  while (!fs.existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(fs.realpathSync(existing), ...rest);
}

const HOUR = 60 * 60 * 1000;

/**
 * The retention promise while serve runs: purge now and every 24 hours; a purge that fails (the
 * database locked by a backup, say) is tried again an hour later. Returns the way to stop.
 */
async function purgeDaily(db: SqlStore, months: number, log: (line: string) => void): Promise<() => void> {
  let retry: NodeJS.Timeout | undefined;
  const purge = async () => {
    clearTimeout(retry);
    try {
      const r = await purgeExpired(db, months);
      if (r.leads > 0) log(`retention: deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} received before ${r.before} (kept ${months} months)`);
    } catch (error) {
      log(`retention: could not delete old leads (${error instanceof Error ? error.message : String(error)}); trying again in an hour`);
      retry = setTimeout(purge, HOUR);
      retry.unref();
    }
  };
  await purge();
  const daily = setInterval(purge, 24 * HOUR);
  daily.unref();
  return () => {
    clearInterval(daily);
    clearTimeout(retry);
  };
}

/** `groomsite serve`: the files of dist/ and the lead API on one origin. */
export async function serve(opts: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(opts.dir);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new LeadsUsageError(`${opts.dir.replace(/\/+$/, '')}/ not found: run groomsite build first`);
  }
  const postgres = isPostgresUrl(opts.db);
  if (!postgres && isInside(realPathOf(opts.db), fs.realpathSync(dir))) {
    throw new LeadsUsageError(`the leads database ${opts.db} is inside ${opts.dir}, which is served to everyone: keep it outside (default data/leads.sqlite)`);
  }

  let api: LeadApi;
  try {
    api = createLeadApi({ db: opts.db, api: opts.api, webhookUrl: opts.webhookUrl, email: opts.email, webhook: opts.webhook, log: opts.log, lockWaitMs: opts.lockWaitMs });
  } catch (error) {
    if (error instanceof LeadsUsageError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new LeadsUsageError(`cannot open the leads database ${maskUrl(opts.db)}: ${reason}`, { cause: error });
  }
  try {
    await api.store.sql.ready;
  } catch (error) {
    await api.close().catch(() => {});
    if (error instanceof LeadsUsageError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new LeadsUsageError(`cannot open the leads database ${maskUrl(opts.db)}: ${reason}`, { cause: error });
  }
  const stopPurging = await purgeDaily(api.store.sql, opts.retentionMonths ?? DEFAULT_RETENTION_MONTHS, opts.log ?? ((line) => console.error(line)));
  const files = createStaticHandler(dir);
  // The owner's desk (desk/) answers /desk/ and {api.base}/desk/ before the lead API sees them;
  // its page sets its own, stricter Content-Security-Policy over the site's.
  const desk = createDesk({
    db: api.store.sql, api: opts.api, brand: opts.brand ?? 'groomsite', log: opts.log ?? ((line) => console.error(line)), ...opts.desk,
  });
  const policy = opts.headers ?? selfOnlyPolicy;
  const proxies = trustedProxies(opts.api.trustedProxies);
  const plainHeaders = Object.entries(securityHeaders(policy, { https: false }));
  const httpsHeaders = Object.entries(securityHeaders(policy, { https: true }));
  const server = http.createServer((req, res) => {
    // The same headers as every host config (hosting/headers.ts); HSTS only when our own proxy
    // says the visitor came over HTTPS.
    for (const [name, value] of forwardedHttps(req, clientInfo(req, proxies)) ? httpsHeaders : plainHeaders) res.setHeader(name, value);
    desk.handle(req, res).then((handled) => handled || api.handle(req, res)).then(
      (handled) => {
        if (!handled) files(req, res);
      },
      () => res.destroy(), // handle() answers its own errors; this is a last resort
    );
  });
  // Slow clients cannot hold a connection for minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    desk.close();
    stopPurging();
    await api.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new LeadsUsageError(`port ${opts.port} on ${opts.host} is in use: stop the other server or pass --port`);
    if (code === 'EACCES') throw new LeadsUsageError(`not allowed to listen on ${opts.host}:${opts.port}: pick a port above 1024`);
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const hostForUrl = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  const url = `http://${hostForUrl}:${port}`;
  if (!opts.quiet) console.log(`Serving ${opts.dir} at ${url} (leads in ${api.store.sql.label})`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        desk.close(); // ends the desks' event streams, which would otherwise hold the server open
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still being answered get a moment to finish their commit and reply.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }).then(() => {
        stopPurging();
        return api.close();
      });
      return closing;
    },
  };
}
