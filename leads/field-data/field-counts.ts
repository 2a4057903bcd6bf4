// Beacons become counts here, and only counts reach the database: per India day, vitals as
// histogram buckets (model/field-data.ts bucketOf) by metric, page type, device class and
// connection; taps by kind and page type, and by kind and page; visits and taps by source. Counts gather in memory and
// are added to the day's rows once a second in one transaction, with upserts that add (so
// several servers on one PostgreSQL add up): a beacon costs a map increment, not a write, which
// is what lets thousands a second pass without slowing the leads' group commits. What a crash
// loses is at most that second of counts; no lead is ever held here.
//
// What a stranger sends cannot grow the tables without bound: a tap's path that is no page of the
// served site counts as "other", and a day takes at most MAX_TAP_PAGES_PER_DAY pages and
// MAX_SOURCES_PER_DAY sources (referrer and campaign tags) from one process; further ones count as
// "other" too. The vitals' and taps' keys come from fixed lists (beacon-rules.ts) already.
import { indiaDate } from '../../model/visits/time.ts';
import { bucketOf, type Beacon, type Vital, type VisitSource } from '../../model/field-data.ts';
import type { Param, Sql, SqlStore } from '../../store/sql.ts';

/** The three tables, their key columns and what each row counts (added on conflict). */
const TABLES = {
  field_vitals: { keys: ['day', 'metric', 'page_type', 'device', 'connection', 'bucket'], counts: ['n'] },
  field_taps: { keys: ['day', 'kind', 'page_type'], counts: ['n'] },
  field_tap_pages: { keys: ['day', 'kind', 'path'], counts: ['n'] },
  field_sources: { keys: ['day', 'referrer', 'source', 'medium', 'campaign', 'gclid'], counts: ['visits', 'taps'] },
} as const;
type Table = keyof typeof TABLES;

/** Past this many rows waiting (a database away for long), further beacons are dropped, not queued. */
const MAX_PENDING = 50_000;

/** Distinct pages and sources one process adds in a day; past them, further ones count as OTHER. */
export const MAX_TAP_PAGES_PER_DAY = 2_000;
export const MAX_SOURCES_PER_DAY = 300;
/** What a path that is no page, or a page or source past the day's cap, is counted as. */
export const OTHER = 'other';

export interface FieldCountsOptions {
  /** How often counts are written (default 1 s). */
  flushMs?: number;
  /** Whether a tap's path is a page of the served site (server/site-server.ts); any path by default. */
  isPage?: (path: string) => boolean;
  log?: (line: string) => void;
}

export class FieldCounts {
  private pending = new Map<string, { table: Table; key: Param[]; counts: number[] }>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private lastComplaint = 0;
  private dropped = 0;
  /** The day's distinct pages and sources so far, for the caps. */
  private seen = { day: '', pages: new Set<string>(), sources: new Set<string>() };

  constructor(private readonly db: SqlStore, private readonly options: FieldCountsOptions = {}) {
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Counts one checked beacon on the day (in India) it arrived. */
  add(beacon: Beacon, now = Date.now()): void {
    const day = indiaDate(now);
    if (beacon.kind === 'vitals') {
      for (const [metric, value] of Object.entries(beacon.vitals) as [Vital, number][]) {
        this.bump('field_vitals', [day, metric, beacon.page, beacon.device, beacon.net, bucketOf(metric, value)], [1]);
      }
    } else if (beacon.kind === 'tap') {
      this.bump('field_taps', [day, beacon.tap, beacon.page], [1]);
      if (beacon.path) this.bump('field_tap_pages', [day, beacon.tap, this.pageOf(day, beacon.path)], [1]);
      if (beacon.from) this.bump('field_sources', this.sourceKey(day, beacon.from), [0, 1]);
    } else {
      this.bump('field_sources', this.sourceKey(day, beacon.from), [1, 0]);
    }
  }

  private seenOn(day: string): FieldCounts['seen'] {
    if (this.seen.day !== day) this.seen = { day, pages: new Set(), sources: new Set() };
    return this.seen;
  }

  /** The path as counted: the page, or OTHER for a path that is no page or a page past the day's cap. */
  private pageOf(day: string, path: string): string {
    if (this.options.isPage && !this.options.isPage(path)) return OTHER;
    return admitted(this.seenOn(day).pages, path, MAX_TAP_PAGES_PER_DAY) ? path : OTHER;
  }

  private sourceKey(day: string, s: VisitSource): Param[] {
    const tags = [s.ref, s.source, s.medium, s.campaign];
    const kept = admitted(this.seenOn(day).sources, tags.join('\u0000'), MAX_SOURCES_PER_DAY);
    return [day, ...(kept ? tags : tags.map(() => OTHER)), s.gclid ? 1 : 0];
  }

  private bump(table: Table, key: Param[], counts: number[]): void {
    const id = `${table}\u0000${key.join('\u0000')}`;
    const row = this.pending.get(id);
    if (row) {
      counts.forEach((n, i) => { row.counts[i] += n; });
    } else if (this.pending.size < MAX_PENDING) {
      this.pending.set(id, { table, key, counts: [...counts] });
    } else {
      this.dropped++;
    }
  }

  /** Writes what has gathered; resolves when it is committed (or, failing, kept for the next try). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    if (this.pending.size === 0) return Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).catch((error: unknown) => {
      // Kept and tried again with the next flush: the counts of a database that is away are late, not lost.
      for (const row of batch.values()) this.bump(row.table, row.key, row.counts);
      this.complain(`field data: could not write counts (${error instanceof Error ? error.message : String(error)}); trying again`);
    }).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async write(batch: Map<string, { table: Table; key: Param[]; counts: number[] }>): Promise<void> {
    // In one order, so two servers adding to the same PostgreSQL rows cannot deadlock.
    const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    await this.db.transaction(async (tx: Sql) => {
      for (const row of rows) await tx.run(UPSERT[row.table], [...row.key, ...row.counts]);
    });
    if (this.dropped > 0) {
      this.complain(`field data: ${this.dropped} beacon counts dropped while the database was away`);
      this.dropped = 0;
    }
  }

  private complain(line: string): void {
    if (Date.now() - this.lastComplaint < 60_000) return;
    this.lastComplaint = Date.now();
    (this.options.log ?? ((l: string) => console.error(l)))(line);
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => {});
  }
}

/** Whether `key` is (or may join, below `cap`) the day's distinct keys. */
function admitted(keys: Set<string>, key: string, cap: number): boolean {
  if (keys.has(key)) return true;
  if (keys.size >= cap) return false;
  keys.add(key);
  return true;
}

/** The same text for SQLite (3.24+) and PostgreSQL: insert the row, or add to the one there. */
const UPSERT = Object.fromEntries(Object.entries(TABLES).map(([table, { keys, counts }]) => {
  const columns = [...keys, ...counts];
  return [table, `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ` +
    `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`];
})) as Record<Table, string>;
