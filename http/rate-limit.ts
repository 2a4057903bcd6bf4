/**
 * Per-address sliding-window limit: at most `maxRequests` in any `windowSeconds`. Each address
 * keeps the times of its recent requests (never more than `maxRequests` of them), so the answer
 * is exact and Retry-After says precisely when the oldest one leaves the window. Memory is
 * bounded: addresses are kept in least-recently-seen order, expired ones are dropped as we go,
 * and past `maxAddresses` the stalest are forgotten.
 */
/**
 * Whole seconds until a hit at `oldest` leaves the window: at least 1, and never more than the
 * window, whatever the clock did meanwhile (set back, a 60 s wait once read as two hours).
 */
export function waitSeconds(oldest: number, windowMs: number, now: number): number {
  return Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)));
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;

  constructor(
    windowSeconds: number,
    private readonly maxRequests: number,
    private readonly maxAddresses = 100_000,
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  get enabled(): boolean {
    return this.maxRequests > 0 && this.windowMs > 0;
  }

  /** Records a request; returns 0 when allowed, else the whole seconds to wait (>= 1). */
  take(address: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const since = now - this.windowMs;
    this.forgetExpired(since);
    // Hits "from the future" were counted before the clock went back: they no longer count.
    const times = (this.hits.get(address) ?? []).filter((at) => at > since && at <= now);
    // Move to the back of the Map: the front is always the least recently seen address.
    this.hits.delete(address);
    this.hits.set(address, times);
    if (times.length >= this.maxRequests) {
      return waitSeconds(times[0], this.windowMs, now);
    }
    times.push(now);
    if (this.hits.size > this.maxAddresses) this.hits.delete(this.hits.keys().next().value as string);
    return 0;
  }

  private forgetExpired(since: number): void {
    for (const [address, times] of this.hits) {
      if (times.length > 0 && times[times.length - 1] > since) break;
      this.hits.delete(address);
    }
  }
}
