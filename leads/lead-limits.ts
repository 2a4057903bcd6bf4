import { SHARED_ADDRESS_FACTOR, type ApiConfig } from './api-config.ts';
import { rateLimitKey } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { SharedRateLimiter } from '../http/shared-rate-limit.ts';
import type { SqlStore } from '../store/sql.ts';

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
type Bucket = 'refused' | 'phone' | 'address';
type Charge = { bucket: Bucket; key: string }[];

export class LeadLimits {
  private readonly charge: (items: Charge) => Promise<number>;

  constructor(limit: ApiConfig['rateLimit'], store?: SqlStore) {
    const { windowSeconds, maxRequests } = limit;
    const max: Record<Bucket, number> = { refused: maxRequests, phone: maxRequests, address: maxRequests * SHARED_ADDRESS_FACTOR };
    if (store?.dialect === 'postgres') {
      const shared = new SharedRateLimiter(store, windowSeconds);
      this.charge = (items) => shared.take(items.map(({ bucket, key }) => ({ key: `${bucket} ${key}`, max: max[bucket] })));
    } else {
      const memory = Object.fromEntries(Object.entries(max).map(([bucket, n]) => [bucket, new RateLimiter(windowSeconds, n)])) as Record<Bucket, RateLimiter>;
      // One bucket after the other, as ever: a refusal by the first leaves the second uncharged.
      this.charge = async (items) => {
        for (const { bucket, key } of items) {
          const wait = memory[bucket].take(key);
          if (wait > 0) return wait;
        }
        return 0;
      };
    }
  }

  /** Charges a refused post; throws 429 once the address has sent too many. */
  async chargeRefused(ip: string): Promise<void> {
    throwIfWaiting(await this.charge([{ bucket: 'refused', key: rateLimitKey(ip) }]));
  }

  /** Charges a lead about to be stored; throws 429 when this person or this address sent too many. */
  async chargeLead(ip: string, phone: string): Promise<void> {
    const key = rateLimitKey(ip);
    throwIfWaiting(await this.charge([{ bucket: 'phone', key: `${key} ${phone}` }, { bucket: 'address', key }]));
  }
}

function throwIfWaiting(seconds: number): void {
  if (seconds > 0) {
    throw new HttpError(429, `too many requests: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or call us`, {
      'Retry-After': String(seconds),
    });
  }
}
