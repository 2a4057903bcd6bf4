/**
 * Login throttling, per account and per address. The first few failures cost nothing (people
 * mistype); after that each failure doubles the wait before the next attempt is even looked at,
 * and past a limit the key is locked out for a while. An attempt made while waiting is refused
 * without checking the password, so guessing gains nothing from being fast. A success clears
 * the account's and the address's record. Kept in memory beside SQLite (one server): a restart
 * forgives, which is fine for a handful of staff; the waits still bound an attacker to a few
 * guesses a minute. Beside PostgreSQL the records live in the database (shared-throttle.ts).
 */
export interface ThrottleRules {
  /** Failures before waits start. */
  freeFailures: number;
  /** Wait after the first counted failure; doubles with each further one. */
  baseDelayMs: number;
  /** Failures that lock the key out for `lockoutMs`. */
  lockoutAfter: number;
  lockoutMs: number;
}

export const accountRules: ThrottleRules = { freeFailures: 3, baseDelayMs: 1000, lockoutAfter: 10, lockoutMs: 15 * 60 * 1000 };
/** An office behind one address may hold several staff: more room per address than per account. */
export const addressRules: ThrottleRules = { freeFailures: 10, baseDelayMs: 1000, lockoutAfter: 30, lockoutMs: 15 * 60 * 1000 };

/** The wait that follows the `failures`-th failure in a row, and whether it is a lockout. */
export function waitAfterFailures(rules: ThrottleRules, failures: number): { waitMs: number; locked: boolean } {
  const { freeFailures, baseDelayMs, lockoutAfter, lockoutMs } = rules;
  const locked = failures >= lockoutAfter;
  return { locked, waitMs: locked ? lockoutMs : failures < freeFailures ? 0 : baseDelayMs * 2 ** (failures - freeFailures) };
}

interface FailureRecord {
  failures: number;
  notBefore: number;
}

export class Throttle {
  private readonly records = new Map<string, FailureRecord>();

  constructor(private readonly rules: ThrottleRules) {}

  /** Milliseconds to wait before `key` may try again (0: now). */
  wait(key: string, now = Date.now()): number {
    const record = this.records.get(key);
    if (!record) return 0;
    if (record.failures >= this.rules.lockoutAfter && now >= record.notBefore) {
      this.records.delete(key); // the lockout has run out: start afresh
      return 0;
    }
    return Math.max(0, record.notBefore - now);
  }

  /** Records a failure; returns how it ended: still free, a wait, or a lockout. */
  fail(key: string, now = Date.now()): { failures: number; waitMs: number; locked: boolean } {
    const record = this.records.get(key) ?? { failures: 0, notBefore: 0 };
    record.failures++;
    const { waitMs, locked } = waitAfterFailures(this.rules, record.failures);
    record.notBefore = now + waitMs;
    this.records.set(key, record);
    if (this.records.size > 10_000) this.forgetOldest();
    return { failures: record.failures, waitMs, locked };
  }

  succeed(key: string): void {
    this.records.delete(key);
  }

  /** A flood of made-up names must not grow memory without bound. */
  private forgetOldest(): void {
    const now = Date.now();
    for (const [key, record] of this.records) {
      if (record.notBefore < now && record.failures < this.rules.lockoutAfter) this.records.delete(key);
    }
  }
}
