/**
 * Login throttling, per account and per address. The first few failures cost nothing (people
 * mistype); after that each failure doubles the wait before the next attempt is even looked at,
 * and past a limit the key is locked out for a while. An attempt made while waiting is refused
 * without checking the password, so guessing gains nothing from being fast. Every attempt is
 * counted as a failure BEFORE its password is checked (a success then clears the record): counted
 * after the check, a burst of guesses sent at once would all pass the wait before the first one
 * failed. A success clears the account's and the address's record. Kept in memory beside SQLite (one server): a restart
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

/** What an attempt learned: whether its password may be checked now, and the count so far. */
export interface Attempt {
  allowed: boolean;
  /** Refused: how long until the next attempt is looked at. Allowed: the wait that follows if this one fails. */
  waitMs: number;
  failures: number;
  locked: boolean;
}

/** The attempt that follows a record of `failures` with `notBefore`, under `rules` (shared by both homes). */
export function nextAttempt(rules: ThrottleRules, record: { failures: number; notBefore: number } | undefined, now: number): { attempt: Attempt; record?: { failures: number; notBefore: number } } {
  // A lockout that has run out starts afresh.
  const live = record && !(record.failures >= rules.lockoutAfter && now >= record.notBefore) ? record : undefined;
  if (live && now < live.notBefore) {
    return { attempt: { allowed: false, waitMs: live.notBefore - now, failures: live.failures, locked: live.failures >= rules.lockoutAfter } };
  }
  const failures = (live?.failures ?? 0) + 1;
  const { waitMs, locked } = waitAfterFailures(rules, failures);
  return { attempt: { allowed: true, waitMs, failures, locked }, record: { failures, notBefore: now + waitMs } };
}

export class Throttle {
  private readonly records = new Map<string, { failures: number; notBefore: number }>();

  constructor(private readonly rules: ThrottleRules) {}

  /** Counts an attempt on `key` as a failure until `succeed`, unless it must wait: then it is refused. */
  async attempt(key: string, now = Date.now()): Promise<Attempt> {
    const { attempt, record } = nextAttempt(this.rules, this.records.get(key), now);
    if (record) {
      this.records.set(key, record);
      if (this.records.size > 10_000) this.forgetOldest();
    }
    return attempt;
  }

  async succeed(key: string): Promise<void> {
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
