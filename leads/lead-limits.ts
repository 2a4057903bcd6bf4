import { SHARED_ADDRESS_FACTOR, type ApiConfig } from './config.ts';
import { rateLimitKey } from './client-address.ts';
import { HttpError } from './http-error.ts';
import { RateLimiter } from './rate-limit.ts';

/**
 * The rate limits of the lead API, charged only by posts that reached validation (the body was
 * read and the honeypot checked), in separate buckets so that one sender's junk cannot refuse
 * anyone else's booking from the same address (a mobile carrier puts thousands of phones behind
 * one address):
 * - refused posts: `maxRequests` per address per window; junk only ever fills its own bucket;
 * - leads: `maxRequests` per address and phone number (one person booking again and again);
 * - leads per address, all phones together: `SHARED_ADDRESS_FACTOR` times that, which bounds
 *   what a script sending valid-looking leads with made-up numbers can store.
 */
export class LeadLimits {
  private readonly refused: RateLimiter;
  private readonly perPhone: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(limit: ApiConfig['rateLimit']) {
    this.refused = new RateLimiter(limit.windowSeconds, limit.maxRequests);
    this.perPhone = new RateLimiter(limit.windowSeconds, limit.maxRequests);
    this.perAddress = new RateLimiter(limit.windowSeconds, limit.maxRequests * SHARED_ADDRESS_FACTOR);
  }

  /** Charges a refused post; throws 429 once the address has sent too many. */
  chargeRefused(ip: string): void {
    throwIfWaiting(this.refused.take(rateLimitKey(ip)));
  }

  /** Charges a lead about to be stored; throws 429 when this person or this address sent too many. */
  chargeLead(ip: string, phone: string): void {
    const key = rateLimitKey(ip);
    throwIfWaiting(this.perPhone.take(`${key} ${phone}`));
    throwIfWaiting(this.perAddress.take(key));
  }
}

function throwIfWaiting(seconds: number): void {
  if (seconds > 0) {
    throw new HttpError(429, `too many requests: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or call us`, {
      'Retry-After': String(seconds),
    });
  }
}
