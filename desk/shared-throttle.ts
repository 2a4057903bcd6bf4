import type { SqlStore } from '../leads/storage/sql.ts';
import { Throttle, waitAfterFailures, type ThrottleRules } from './throttle.ts';

/**
 * Login throttling kept in PostgreSQL (table desk_throttle), so every server behind the proxy
 * counts the same wrong passwords: a guesser gains nothing by being sent to another server. The
 * same rules as the in-memory Throttle (throttle.ts), and the same wait after each failure.
 */
export class SharedThrottle {
  private lastSweep = 0;

  constructor(private readonly db: SqlStore, private readonly rules: ThrottleRules) {}

  async wait(key: string, now = Date.now()): Promise<number> {
    const row = await this.db.get<{ failures: number; not_before: number }>('SELECT failures, not_before FROM desk_throttle WHERE key = ?', [key]);
    if (!row) return 0;
    if (row.failures >= this.rules.lockoutAfter && now >= row.not_before) {
      await this.db.run('DELETE FROM desk_throttle WHERE key = ?', [key]); // the lockout has run out: start afresh
      return 0;
    }
    return Math.max(0, row.not_before - now);
  }

  async fail(key: string, now = Date.now()): Promise<{ failures: number; waitMs: number; locked: boolean }> {
    const result = await this.db.transaction(async (tx) => {
      const { failures } = (await tx.get<{ failures: number }>(
        `INSERT INTO desk_throttle (key, failures, not_before) VALUES (?, 1, 0)
         ON CONFLICT (key) DO UPDATE SET failures = desk_throttle.failures + 1 RETURNING failures`, [key]))!;
      const { waitMs, locked } = waitAfterFailures(this.rules, failures);
      await tx.run('UPDATE desk_throttle SET not_before = ? WHERE key = ?', [now + waitMs, key]);
      return { failures, waitMs, locked };
    });
    if (now - this.lastSweep > 60 * 60 * 1000) {
      this.lastSweep = now;
      // Records nobody has failed on for a day are forgotten, as memory forgets them.
      await this.db.run('DELETE FROM desk_throttle WHERE not_before < ?', [now - 24 * 60 * 60 * 1000]).catch(() => {});
    }
    return result;
  }

  async succeed(key: string): Promise<void> {
    await this.db.run('DELETE FROM desk_throttle WHERE key = ?', [key]);
  }
}

/** The throttle for a store: in memory beside SQLite (one server), shared beside PostgreSQL. */
export function loginThrottle(db: SqlStore, rules: ThrottleRules): Throttle | SharedThrottle {
  return db.dialect === 'postgres' ? new SharedThrottle(db, rules) : new Throttle(rules);
}
