import fs from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../leads/api-config.ts';
import type { LeadApiOptions } from '../leads/server.ts';
import { createStaticHandler } from '../hosting/static.ts';
import { findFile } from '../hosting/static-file.ts';
import { selfOnlyPolicy, type HeaderPolicy } from '../hosting/headers.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { isPostgresUrl } from '../store/sql.ts';
import { trustedProxies } from '../http/client-address.ts';
import { openBackend, type BackendOptions } from './backend.ts';
import { handlerChain } from './handler-chain.ts';
import { listen, type RunningServer } from './http-server.ts';
import type { ConnectionCaps } from '../http/connection-caps.ts';

// A caller that has no site.yaml (the benchmark's server) starts from the defaults.
export { defaultApiConfig } from '../leads/api-config.ts';
/** For processes that start serve() themselves (the benchmark): the settings `groomsite serve` reads from site.yaml. */
export { siteServerSettings } from './site-settings.ts';
export type { RunningServer } from './http-server.ts';

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
  /** Test hooks for the desk: shorter sessions, quicker throttling, a slower poll. */
  desk?: BackendOptions['desk'];
  /** The owner's editor of site.yaml (editor/ makes it for `serve`). */
  editor?: BackendOptions['editor'];
  /** What the Content-Security-Policy allows beyond the own origin (from site.yaml); own origin only by default. */
  headers?: HeaderPolicy;
  /** How long a lead waits for another process's database lock before a 503 (default 3 s). */
  lockWaitMs?: number;
  /** Leads older than this many months are deleted at start and once a day (default 12). */
  retentionMonths?: number;
  /** The rules of bookable visits (leads/site-config.ts visitSettings); none: no window is held. */
  visits?: BackendOptions['visits'];
  /** What a booking may name (model/booking-wire.ts bookingCatalogue); by default the visits'. */
  catalogue?: BackendOptions['catalogue'];
  /** When a lead still new is announced again (site.yaml followUp); none: never. */
  escalation?: BackendOptions['escalation'];
  /** Test hooks: faster webhook backoff, captured logs. */
  webhook?: LeadApiOptions['webhook'];
  /** Connections held at once, in all and per address (default: from the process's open-file limit). */
  connections?: ConnectionCaps;
  log?: (line: string) => void;
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

/**
 * Whether a path is a page of the served folder (an .html file answers it, as for a visitor), for
 * the field data's taps. Remembered for a minute (a new build may add pages), and forgotten
 * wholesale past a few thousand answers, so a flood of made-up paths costs a bounded map.
 */
function pageLookup(dir: string): (pathname: string) => boolean {
  let known = new Map<string, boolean>();
  let since = Date.now();
  return (pathname) => {
    // A page's own address, as a browser's location says it: no "." or ".." step, no empty one
    // (each would name a real page under endless new spellings).
    if (/\/\.|\/\//.test(pathname)) return false;
    if (known.size >= 5_000 || Date.now() - since > 60_000) [known, since] = [new Map(), Date.now()];
    let page = known.get(pathname);
    if (page === undefined) {
      const file = findFile(dir, pathname, undefined);
      page = !!file && /\.html?$/.test(file.name);
      known.set(pathname, page);
    }
    return page;
  };
}

/** `groomsite serve`: the files of dist/, the lead API and the desk on one origin. */
export async function serve(opts: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(opts.dir);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new LeadsUsageError(`${opts.dir.replace(/\/+$/, '')}/ not found: run groomsite build first`);
  }
  if (!isPostgresUrl(opts.db) && isInside(realPathOf(opts.db), fs.realpathSync(dir))) {
    throw new LeadsUsageError(`the leads database ${opts.db} is inside ${opts.dir}, which is served to everyone: keep it outside (default data/leads.sqlite)`);
  }

  const backend = await openBackend({
    db: opts.db, api: opts.api, webhookUrl: opts.webhookUrl, email: opts.email, webhook: opts.webhook, log: opts.log, lockWaitMs: opts.lockWaitMs,
    brand: opts.brand ?? 'groomsite', desk: opts.desk, editor: opts.editor, retentionMonths: opts.retentionMonths, visits: opts.visits, catalogue: opts.catalogue, escalation: opts.escalation,
    fieldData: { isPage: pageLookup(dir) },
  });
  const policy = opts.headers ?? selfOnlyPolicy;
  const proxies = trustedProxies(opts.api.trustedProxies);
  const listener = handlerChain({ backend, files: createStaticHandler(dir), policy: () => policy, proxies });
  const server = await listen(listener, backend, { port: opts.port, host: opts.host, proxies, caps: opts.connections });
  if (!opts.quiet) console.log(`Serving ${opts.dir} at ${server.url} (leads in ${backend.leadApi.store.sql.label})`);
  return server;
}
