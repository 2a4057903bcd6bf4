import { randomUUID } from 'node:crypto';
import type { Sql } from '../store/sql.ts';

/**
 * The durable outbox: one row per (lead, channel), written in the lead's own transaction
 * (store.ts), so a lead that got its 201 is announced even if the process dies right after.
 * Each channel (webhook, e-mail) has its own loop here, beside the API; it never delays a 201.
 *
 * - Claims are atomic: one UPDATE ... RETURNING takes due rows and stamps them with this loop's
 *   token and a claim expiry, so two processes on one database never send the same row, and
 *   the rows of a process that died mid-send come back when its claim runs out. On PostgreSQL
 *   the rows are picked FOR UPDATE SKIP LOCKED: two servers claiming at the same moment take
 *   different rows instead of waiting for each other.
 * - A few rows per channel are in flight at once, so one slow receiver does not hold up the
 *   rest, and a stuck webhook never holds up e-mail (separate loops).
 * - A failure is retried with exponential backoff and jitter; after `maxAttempts` the row is
 *   marked given up (the lead itself stays in the database and in `leads export`).
 * - Delivered rows are removed after `keepDeliveredMs`.
 * - Logs name the lead id, the channel and the error, never a person's data.
 * Delivery is at least once: a process killed after the receiver got a row but before the row
 * was marked sends it again after a restart (webhook receivers dedupe on `id`).
 */
export type OutboxChannel = 'webhook' | 'email';

/** Sends one row's payload; throws on failure (the message is logged and stored, so keep it free of personal data). */
export type Sender = (payload: string, signal: AbortSignal) => Promise<void>;

export interface OutboxOptions {
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before giving up on one row (defaults reach roughly 15 hours of outage). */
  maxAttempts: number;
  /** Per-attempt timeout; a claim lasts this long plus a margin. */
  timeoutMs: number;
  /** How often to look for due rows when idle (rows written by another process, retries). */
  pollMs: number;
  /** Rows of one channel in flight at once. */
  concurrency: number;
  /** How long a delivered row is kept (for a look at what was sent) before it is removed. */
  keepDeliveredMs: number;
  log: (line: string) => void;
}

export const defaultOutboxOptions: OutboxOptions = {
  baseDelayMs: 1000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 25,
  timeoutMs: 10_000,
  pollMs: 5000,
  concurrency: 4,
  keepDeliveredMs: 7 * 24 * 60 * 60 * 1000,
  log: (line) => console.error(line),
};

/** Delay before attempt `attempts + 1`, with jitter so many failed rows do not retry in lockstep. */
export function backoffDelay(attempts: number, base: number, max: number): number {
  const exponential = Math.min(max, base * 2 ** Math.min(attempts - 1, 30));
  return Math.round(exponential * (0.75 + Math.random() * 0.25));
}

interface ClaimedRow {
  id: number;
  lead_id: number;
  payload: string;
  attempts: number;
}

const PENDING = 'delivered_at IS NULL AND given_up_at IS NULL';

/** The delivery loop of one channel. */
export class ChannelDelivery {
  private readonly options: OutboxOptions;
  private readonly token = randomUUID();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private lastCleanup = 0;
  /** A pump is running; `again` asks it to run once more when it ends (a kick came meanwhile). */
  private pumping = false;
  private again = false;
  private running: Promise<void> = Promise.resolve();
  private readonly sql: {
    claim: string; nextDue: string; delivered: string; failed: string; removeDelivered: string;
  };

  constructor(
    private readonly db: Sql,
    readonly channel: OutboxChannel,
    private readonly send: Sender,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...defaultOutboxOptions, ...options };
    const postgres = db.dialect === 'postgres';
    this.sql = {
      claim: `UPDATE outbox SET claimed_until = ?, claim_token = ?
       WHERE id IN (SELECT id FROM outbox
                    WHERE channel = ? AND ${PENDING} AND next_attempt_at <= ?
                      AND (claimed_until IS NULL OR claimed_until <= ?)
                    ORDER BY id LIMIT ?${postgres ? ' FOR UPDATE SKIP LOCKED' : ''})
       RETURNING id, lead_id, payload, attempts`,
      nextDue: `SELECT min(${postgres ? 'greatest' : 'max'}(next_attempt_at, coalesce(claimed_until, 0))) AS at FROM outbox WHERE channel = ? AND ${PENDING}`,
      // Results are written only while the claim is still ours: if it ran out and another process
      // took the row, that process decides.
      delivered: `UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = NULL, claim_token = NULL
       WHERE id = ? AND claim_token = ?`,
      failed: `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL, claim_token = NULL,
         given_up_at = CASE WHEN attempts + 1 >= ? THEN ? ELSE NULL END
       WHERE id = ? AND claim_token = ?`,
      removeDelivered: 'DELETE FROM outbox WHERE channel = ? AND delivered_at IS NOT NULL AND delivered_at < ?',
    };
  }

  start(): void {
    this.pump();
  }

  /** Called after a lead is committed: deliver now rather than at the next poll. */
  kick(): void {
    if (!this.stopped) setImmediate(() => this.pump());
  }

  /**
   * Stops at once and aborts the attempts in flight; after this call the database is no longer
   * touched, so the caller may close it right away. An aborted row's claim runs out and it is
   * sent after the next start. Settles when the aborted attempts have wound down.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await Promise.allSettled([this.running, ...this.inFlight]);
  }

  /** Runs one pass now, or right after the pass that is running (never two at once). */
  private pump(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    this.running = this.pass().finally(() => {
      this.pumping = false;
      if (this.again) {
        this.again = false;
        this.pump();
      }
    });
  }

  /** Claims as many due rows as there are free slots and starts them; then sleeps until the next is due. */
  private async pass(): Promise<void> {
    clearTimeout(this.timer);
    const { concurrency, timeoutMs, pollMs } = this.options;
    try {
      await this.cleanup();
      const free = concurrency - this.inFlight.size;
      if (free > 0 && !this.stopped) {
        const now = Date.now();
        const rows = await this.db.all<ClaimedRow>(this.sql.claim, [now + timeoutMs + 5000, this.token, this.channel, now, now, free]);
        for (const row of rows) {
          if (this.stopped) break; // the claim runs out and the row is sent after the next start
          const attempt = this.attempt(row).catch((error: unknown) => {
            this.options.log(`lead ${row.lead_id}: ${this.channel} result not recorded (${error instanceof Error ? error.message : String(error)}); the row is tried again when its claim runs out`);
          }).finally(() => {
            this.inFlight.delete(attempt);
            this.pump();
          });
          this.inFlight.add(attempt);
        }
      }
      if (this.stopped) return;
      const at = (await this.db.get<{ at: number | null }>(this.sql.nextDue, [this.channel]))?.at ?? null;
      this.sleep(at === null ? pollMs : Math.max(10, Math.min(at - Date.now(), pollMs)));
    } catch (error) {
      // A locked or closed database: try again later, never crash the server over a notification.
      if (this.stopped) return;
      this.options.log(`${this.channel} delivery paused, trying again later: ${error instanceof Error ? error.message : String(error)}`);
      this.sleep(pollMs);
    }
  }

  private sleep(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pump(), ms);
    this.timer.unref(); // never keep a process alive just to poll
  }

  private async cleanup(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    await this.db.run(this.sql.removeDelivered, [this.channel, new Date(now - this.options.keepDeliveredMs).toISOString()]);
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const { timeoutMs, baseDelayMs, maxDelayMs, maxAttempts, log } = this.options;
    let error: string;
    try {
      await this.send(row.payload, AbortSignal.any([AbortSignal.timeout(timeoutMs), this.abort.signal]));
      if (this.stopped) return;
      await this.db.run(this.sql.delivered, [new Date().toISOString(), row.id, this.token]);
      return;
    } catch (cause) {
      if (this.stopped) return;
      error = describeFailure(cause);
    }
    const attempts = row.attempts + 1;
    const givingUp = attempts >= maxAttempts;
    const retryAt = Date.now() + backoffDelay(attempts, baseDelayMs, maxDelayMs);
    await this.db.run(this.sql.failed, [error.slice(0, 500), retryAt, maxAttempts, givingUp ? new Date().toISOString() : null, row.id, this.token]);
    log(
      givingUp
        ? `lead ${row.lead_id}: ${this.channel} gave up after ${attempts} attempts (${error}); the lead is kept in the database`
        : `lead ${row.lead_id}: ${this.channel} attempt ${attempts} failed (${error}); retrying in ${Math.round((retryAt - Date.now()) / 1000)} s`,
    );
  }
}

/** An error as one short line: fetch hides the reason in `cause`; addresses are masked. */
function describeFailure(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = (cause.cause as Error | undefined)?.message;
  const text = cause.name === 'Error' ? cause.message : `${cause.name}: ${inner ?? cause.message}`;
  return text.replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, '<address>');
}

/** Every channel's loop, started and stopped together. */
export class Outbox {
  private readonly loops: ChannelDelivery[];

  constructor(db: Sql, senders: Partial<Record<OutboxChannel, Sender>>, options: Partial<OutboxOptions> = {}) {
    this.loops = (Object.entries(senders) as [OutboxChannel, Sender][])
      .map(([channel, send]) => new ChannelDelivery(db, channel, send, options));
  }

  get channels(): OutboxChannel[] {
    return this.loops.map((loop) => loop.channel);
  }

  start(): void {
    for (const loop of this.loops) loop.start();
  }

  kick(): void {
    for (const loop of this.loops) loop.kick();
  }

  async stop(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.stop()));
  }
}
