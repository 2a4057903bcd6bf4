import type Database from 'better-sqlite3';

/**
 * Delivers the outbox: each lead is POSTed as JSON to the webhook URL, at least once, in order of
 * arrival. Rows are written in the lead's own transaction (store.ts), so nothing acknowledged can
 * be missed; this loop runs beside the API and never delays a 201. A failed attempt is retried
 * with exponential backoff; after `maxAttempts` the row is marked given up (the lead itself is of
 * course still in the database and in `leads export`). A restart picks up where it stopped.
 */
export interface WebhookOptions {
  url: string;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before giving up on one lead (defaults reach roughly 15 hours of outage). */
  maxAttempts: number;
  /** Per-request timeout. */
  timeoutMs: number;
  /** How often to look for due rows when idle (rows written by another process, retries). */
  pollMs: number;
  log: (line: string) => void;
}

export const defaultWebhookOptions: Omit<WebhookOptions, 'url'> = {
  baseDelayMs: 1000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 25,
  timeoutMs: 10_000,
  pollMs: 5000,
  log: (line) => console.error(line),
};

interface OutboxRow {
  id: number;
  lead_id: number;
  payload: string;
  attempts: number;
}

/** Delay before attempt `attempts + 1`, with jitter so many failed rows do not retry in lockstep. */
export function backoffDelay(attempts: number, base: number, max: number): number {
  const exponential = Math.min(max, base * 2 ** Math.min(attempts - 1, 30));
  return Math.round(exponential * (0.75 + Math.random() * 0.25));
}

export class WebhookDelivery {
  private readonly options: WebhookOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly abort = new AbortController();
  private readonly due: Database.Statement;
  private readonly nextDue: Database.Statement;
  private readonly lease: Database.Statement;
  private readonly delivered: Database.Statement;
  private readonly failed: Database.Statement;

  constructor(db: Database.Database, options: Partial<WebhookOptions> & { url: string }) {
    this.options = { ...defaultWebhookOptions, ...options };
    const pending = 'delivered_at IS NULL AND given_up_at IS NULL';
    this.due = db.prepare(
      `SELECT id, lead_id, payload, attempts FROM outbox WHERE ${pending} AND next_attempt_at <= ? ORDER BY id LIMIT 20`,
    );
    this.nextDue = db.prepare(`SELECT min(next_attempt_at) AS at FROM outbox WHERE ${pending}`);
    // A lease: while one attempt is in flight the row is not due, so a second server on the same
    // file does not send it too; if this process dies mid-attempt the row becomes due again.
    this.lease = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?');
    this.delivered = db.prepare(
      'UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
    );
    this.failed = db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
         given_up_at = CASE WHEN attempts + 1 >= ? THEN ? ELSE NULL END
       WHERE id = ?`,
    );
  }

  start(): void {
    this.schedule(0);
  }

  /** Called after a lead is committed: deliver soon rather than at the next poll. */
  kick(): void {
    if (!this.running) this.schedule(0);
  }

  /**
   * Stops the loop at once and aborts an attempt in flight; after this call the database is no
   * longer touched, so the caller may close it right away. An aborted row's lease runs out and it
   * is sent after the next start (delivery is at least once; receivers dedupe on `id`).
   * The promise settles when the aborted attempt has wound down.
   */
  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    return this.running ?? Promise.resolve();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return;
      this.running = this.drain()
        .catch((error: unknown) => {
          if (this.stopped) return;
          this.options.log(`webhook delivery failed, trying again later: ${String(error)}`);
          setImmediate(() => this.schedule(this.options.pollMs));
        })
        .finally(() => {
          this.running = undefined;
        });
    }, delayMs);
    this.timer.unref(); // never keep a process alive just to poll
  }

  private async drain(): Promise<void> {
    let rows = this.due.all(Date.now()) as OutboxRow[];
    while (rows.length > 0 && !this.stopped) {
      for (const row of rows) {
        if (this.stopped) return;
        await this.attempt(row);
      }
      rows = this.due.all(Date.now()) as OutboxRow[];
    }
    if (this.stopped) return;
    const at = (this.nextDue.get() as { at: number | null }).at;
    const wait = at === null ? this.options.pollMs : Math.max(0, Math.min(at - Date.now(), this.options.pollMs));
    this.schedule(wait);
  }

  private async attempt(row: OutboxRow): Promise<void> {
    const { url, timeoutMs, baseDelayMs, maxDelayMs, maxAttempts, log } = this.options;
    this.lease.run(Date.now() + timeoutMs + 5000, row.id);
    let error: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'groomsite-leads' },
        body: row.payload,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), this.abort.signal]),
      });
      await response.body?.cancel();
      if (this.stopped) return;
      if (response.ok) {
        this.delivered.run(new Date().toISOString(), row.id);
        return;
      }
      error = `HTTP ${response.status}`;
    } catch (cause) {
      if (this.stopped) return;
      error = cause instanceof Error ? `${cause.name}: ${(cause.cause as Error | undefined)?.message ?? cause.message}` : String(cause);
    }
    const attempts = row.attempts + 1;
    const givingUp = attempts >= maxAttempts;
    const retryAt = Date.now() + backoffDelay(attempts, baseDelayMs, maxDelayMs);
    this.failed.run(error.slice(0, 500), retryAt, maxAttempts, givingUp ? new Date().toISOString() : null, row.id);
    log(
      givingUp
        ? `lead ${row.lead_id}: webhook gave up after ${attempts} attempts (${error}); the lead is kept in the database`
        : `lead ${row.lead_id}: webhook attempt ${attempts} failed (${error}); retrying in ${Math.round((retryAt - Date.now()) / 1000)} s`,
    );
  }
}
