// The sliding-window rate limit of one process (http/rate-limit.ts), on a clock the test sets.
import { describe, expect, it } from 'vitest';
import { RateLimiter, waitSeconds } from '../../http/rate-limit.ts';

describe('RateLimiter', () => {
  it('is a sliding window with an exact Retry-After', () => {
    const limiter = new RateLimiter(60, 2);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 10_000)).toBe(0);
    expect(limiter.take('a', 20_000)).toBe(40); // the first hit leaves the window at 60 s
    expect(limiter.take('a', 60_001)).toBe(0);
    expect(limiter.take('b', 60_001)).toBe(0);
  });
  it('never asks for a wait longer than its window when the clock goes back', () => {
    const limiter = new RateLimiter(60, 2);
    const twoHours = 2 * 3600 * 1000;
    limiter.take('a', twoHours);
    limiter.take('a', twoHours + 1000);
    expect(limiter.take('a', twoHours + 2000)).toBe(58);
    // The clock is set back two hours: the hits "from the future" no longer count.
    expect(limiter.take('a', 0)).toBe(0);
    expect(waitSeconds(twoHours, 60_000, 0)).toBe(60);
    expect(waitSeconds(0, 60_000, 30_000)).toBe(30);
    expect(waitSeconds(0, 60_000, 59_999)).toBe(1);
  });
  it('is off with maxRequests 0 and forgets the stalest addresses beyond its bound', () => {
    expect(new RateLimiter(60, 0).take('a')).toBe(0);
    const small = new RateLimiter(60, 1, 2);
    small.take('a', 0);
    small.take('b', 0);
    small.take('c', 0);
    expect(small.take('a', 1)).toBe(0); // 'a' was forgotten
  });
});
