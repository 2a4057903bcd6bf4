import { HttpError } from '../http/http-error.ts';
import type { Attempt, Throttle } from '../http/throttle.ts';
import type { SharedThrottle } from '../http/shared-throttle.ts';

/**
 * The way into the desk, in the order that holds under a burst: (1) a cap on the checks in flight
 * per account and per address, taken before anything is awaited, so sixty guesses sent at once
 * cannot all be in progress together; (2) the throttles count the attempt as a failure before the
 * password is checked (throttle.ts says why); (3) the password hashes share a few of Node's worker
 * threads, with a short queue: scrypt takes some 100 ms and 32 MiB each, and unbounded it would
 * take every worker thread that the static files and the database need, so pages would wait.
 */
export interface GateLimits {
  /** Password checks in progress at once for one account, and from one address. */
  perAccount: number;
  perAddress: number;
  /** Hashes computed at once in this process (Node has four worker threads by default). */
  hashing: number;
  /** Checks waiting for a hashing slot; past that the attempt is refused as busy. */
  queue: number;
}

export const gateLimits: GateLimits = { perAccount: 2, perAddress: 4, hashing: 2, queue: 16 };

type LoginThrottle = Throttle | SharedThrottle;

/** A counter per key of what is in progress, emptied as things end. */
class InFlight {
  private readonly counts = new Map<string, number>();
  enter(key: string, max: number): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= max) return false;
    this.counts.set(key, n + 1);
    return true;
  }
  leave(key: string): void {
    const n = (this.counts.get(key) ?? 1) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
}

/** At most `slots` tasks at once, `queue` more waiting; others are refused at once. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly slots: number, private readonly queue: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) throw new HttpError(503, 'the desk is busy checking other logins: try again in a few seconds', { 'Retry-After': '5' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else this.running--;
    }
  }
}

const tooMany = (waitMs: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `too many wrong passwords: try again in ${seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`}`, { 'Retry-After': String(seconds) });
};

export interface GateResult { ok: boolean; account: Attempt; address: Attempt }

export class LoginGate {
  private readonly inFlight = new InFlight();
  private readonly hashing: Slots;

  constructor(private readonly accounts: LoginThrottle, private readonly addresses: LoginThrottle, private readonly limits: GateLimits = gateLimits) {
    this.hashing = new Slots(limits.hashing, limits.queue);
  }

  /**
   * Runs `check` (the password check) for `name` from `ip` if the throttles and the caps allow it,
   * or throws an HttpError 429/503 that says when to try again. Clears both records on success.
   */
  async enter(name: string, ip: string, check: () => Promise<boolean>): Promise<GateResult> {
    const account = `user:${name}`;
    const address = `ip:${ip}`;
    if (!this.inFlight.enter(account, this.limits.perAccount)) throw new HttpError(429, 'another login for this name is being checked: try again in a moment', { 'Retry-After': '1' });
    if (!this.inFlight.enter(address, this.limits.perAddress)) {
      this.inFlight.leave(account);
      throw new HttpError(429, 'other logins from your address are being checked: try again in a moment', { 'Retry-After': '1' });
    }
    try {
      const fromAddress = await this.addresses.attempt(address);
      if (!fromAddress.allowed) throw tooMany(fromAddress.waitMs);
      const forAccount = await this.accounts.attempt(account);
      if (!forAccount.allowed) throw tooMany(forAccount.waitMs);
      const ok = await this.hashing.run(check);
      if (ok) await Promise.all([this.accounts.succeed(account), this.addresses.succeed(address)]);
      return { ok, account: forAccount, address: fromAddress };
    } finally {
      this.inFlight.leave(account);
      this.inFlight.leave(address);
    }
  }
}
