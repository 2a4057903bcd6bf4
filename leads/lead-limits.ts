import { SHARED_ADDRESS_FACTOR, type ApiConfig } from './config.ts';
import { rateLimitKey } from './client-address.ts';
import { HttpError } from './http-error.ts';
import { RateLimiter } from './rate-limit.ts';
import { SharedRateLimiter } from './shared-rate-limit.ts';
import type { SqlStore } from './storage/sql.ts';

/**
 * The rate limits of the lead API, charged only by posts that reached validation (the body was
 * read and the honeypot checked), in separate buckets so that one sender's junk cannot refuse
 * anyone else's booking from the same address (a mobile carrier puts thousands of phones behind
 * one address):
 * - refused posts: `maxRequests` per address per window; junk only ever fills its own bucket;
 * - leads: `maxRequests` per address and phone number (one person booking again and again);
 * - leads per address, all phones together: `SHARED_ADDRESS_FACTOR` times that, which bounds
 *   what a script sending valid-looking leads with made-up numbers can store.
 *
 * Where the counts live follows the store: in this process's memory beside SQLite (one server),
 * in PostgreSQL beside a PostgreSQL store, where several servers share them.
 */
export class LeadLimits {
  private readonly charge: (keys: string[], limits: number[]) => Promise<number>;
  private readonly maxRequests: number;

  constructor(limit: ApiConfig['rateLimit'], store?: SqlStore) {
    const { windowSeconds, maxRequests } = limit;
    if (store?.dialect === 'postgres') {
      const shared = new SharedRateLimiter(store, windowSeconds, maxRequests);
      this.charge = (keys, limits) => shared.take(keys, limits);
    } else {
      const buckets = new Map<number, RateLimiter>();
      const bucket = (max: number) => buckets.get(max) ?? buckets.set(max, new RateLimiter(windowSeconds, max)).get(max)!;
      // In memory the buckets are charged one after the other, as before: a refusal by the first
      // leaves the second uncharged.
      this.charge = async (keys, limits) => {
        for (const [i, key] of keys.entries()) {
          const wait = bucket(limits[i]).take(`${limits[i]} ${key}`);
          if (wait > 0) return wait;
        }
        return 0;
      };
    }
    this.maxRequests = maxRequests;
  }

  /** Charges a refused post; throws 429 once the address has sent too many. */
  async chargeRefused(ip: string): Promise<void> {
    throwIfWaiting(await this.charge([`refused ${rateLimitKey(ip)}`], [this.maxRequests]));
  }

  /** Charges a lead about to be stored; throws 429 when this person or this address sent too many. */
  async chargeLead(ip: string, phone: string): Promise<void> {
    const key = rateLimitKey(ip);
    throwIfWaiting(await this.charge([`phone ${key} ${phone}`, `address ${key}`], [this.maxRequests, this.maxRequests * SHARED_ADDRESS_FACTOR]));
  }
}

function throwIfWaiting(seconds: number): void {
  if (seconds > 0) {
    throw new HttpError(429, `too many requests: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or call us`, {
      'Retry-After': String(seconds),
    });
  }
}
