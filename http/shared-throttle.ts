import type { SqlStore } from '../store/sql.ts';
import { nextAttempt, Throttle, type Attempt, type ThrottleRules } from './throttle.ts';

/**
 * Login throttling kept in PostgreSQL (table desk_throttle), so every server behind the proxy
 * counts the same wrong passwords: a guesser gains nothing by being sent to another server. The
 * same rules as the in-memory Throttle (throttle.ts), through the same nextAttempt.
 */
export class SharedThrottle {
  private lastSweep = 0;

  constructor(private readonly db: SqlStore, private readonly rules: ThrottleRules) {}

  /**
   * Throttle.attempt across servers: the row is locked (FOR UPDATE) while its count is read and
   * raised, so sixty attempts sent at once to several servers are counted one after another.
   */
  async attempt(key: string, now = Date.now()): Promise<Attempt> {
    const attempt = await this.db.transaction(async (tx) => {
      await tx.run('INSERT INTO desk_throttle (key, failures, not_before) VALUES (?, 0, 0) ON CONFLICT (key) DO NOTHING', [key]);
      const row = (await tx.get<{ failures: number; not_before: string | number }>('SELECT failures, not_before FROM desk_throttle WHERE key = ? FOR UPDATE', [key]))!;
      const { attempt, record } = nextAttempt(this.rules, { failures: row.failures, notBefore: Number(row.not_before) }, now);
      if (record) await tx.run('UPDATE desk_throttle SET failures = ?, not_before = ? WHERE key = ?', [record.failures, record.notBefore, key]);
      return attempt;
    });
    if (now - this.lastSweep > 60 * 60 * 1000) {
      this.lastSweep = now;
      // Records nobody has tried for a day are forgotten, as memory forgets them.
      await this.db.run('DELETE FROM desk_throttle WHERE not_before < ?', [now - 24 * 60 * 60 * 1000]).catch(() => {});
    }
    return attempt;
  }

  async succeed(key: string): Promise<void> {
    await this.db.run('DELETE FROM desk_throttle WHERE key = ?', [key]);
  }
}

/** The throttle for a store: in memory beside SQLite (one server), shared beside PostgreSQL. */
export function loginThrottle(db: SqlStore, rules: ThrottleRules): Throttle | SharedThrottle {
  return db.dialect === 'postgres' ? new SharedThrottle(db, rules) : new Throttle(rules);
}
