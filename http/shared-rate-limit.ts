import { waitSeconds } from './rate-limit.ts';
import type { SqlStore } from '../store/sql.ts';

/**
 * The rate limit kept in the database, so every server on one PostgreSQL counts the same
 * requests: a sender spread over two servers gets no more than from one. The same sliding
 * window as RateLimiter (rate-limit.ts): one row per counted request, and a request is refused
 * while `max` rows of its key lie inside the window; Retry-After says when the oldest
 * leaves it. An advisory lock per key, held for the transaction, makes check-then-count atomic
 * across servers. Old rows are swept now and then.
 */
export class SharedRateLimiter {
  private readonly windowMs: number;
  private lastSweep = 0;

  constructor(private readonly db: SqlStore, windowSeconds: number) {
    this.windowMs = windowSeconds * 1000;
  }

  /**
   * Records a request under each key (all or none); resolves 0 when allowed, else the whole
   * seconds to wait. A `max` of 0, like a window of 0, turns that limit off.
   */
  async take(limits: readonly { key: string; max: number }[], now = Date.now()): Promise<number> {
    const counted = limits.filter(({ max }) => max > 0 && this.windowMs > 0);
    if (counted.length === 0) return 0;
    const since = now - this.windowMs;
    const wait = await this.db.transaction(async (tx) => {
      // Locks taken in one order, so two servers charging the same keys cannot deadlock.
      for (const { key } of [...counted].sort((a, b) => a.key.localeCompare(b.key))) await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
      for (const { key, max } of counted) {
        // Hits after `now` were counted by a clock ahead of this one (set back since, or another
        // server's): they do not count, and no wait is longer than the window.
        const rows = await tx.all<{ at: number }>('SELECT at FROM rate_hits WHERE key = ? AND at > ? AND at <= ? ORDER BY at LIMIT ?', [key, since, now, max]);
        if (rows.length >= max) return waitSeconds(rows[0].at, this.windowMs, now);
      }
      for (const { key } of counted) await tx.run('INSERT INTO rate_hits (key, at) VALUES (?, ?)', [key, now]);
      return 0;
    });
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await this.db.run('DELETE FROM rate_hits WHERE at <= ?', [since]).catch(() => {}); // the next sweep tries again
    }
    return wait;
  }
}
