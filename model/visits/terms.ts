// What moving or cancelling a visit costs at a given moment under its city's terms. Each tier
// says "from this many hours before the start, the fee is this percent of the package price";
// nearer to the start than the nearest tier, the change is not taken online (the visitor calls).
import type { CityVisitRules } from './rules.ts';

// Not time.ts's minutesToMs: the customer's page (/b/<token>) loads this module, and importing
// time.ts there would add a chunk to its 12 KB of script.
const HOUR_MS = 3_600_000;

export type ChangeKind = 'cancel' | 'reschedule';

export type ChangeFee =
  | { allowed: true; feePercent: number; fee: number; fromHoursBefore: number }
  | { allowed: false; reason: 'started' | 'too-late'; message: string };

/** Only the city's terms are read, so a page can pass the terms it was sent without the rest of the rules. */
export function changeFee(city: Pick<CityVisitRules, 'terms'>, q: { kind: ChangeKind; visitStart: number; packagePrice: number; now: number }): ChangeFee {
  if (q.now >= q.visitStart) return { allowed: false, reason: 'started', message: 'the visit has begun' };
  const before = q.visitStart - q.now;
  // Tiers are sorted from the furthest to the nearest: the first one reached applies.
  const tier = city.terms[q.kind].find((t) => before >= t.fromHoursBefore * HOUR_MS);
  if (!tier) {
    const nearest = city.terms[q.kind].at(-1);
    const what = q.kind === 'cancel' ? 'cancel' : 'move';
    return {
      allowed: false, reason: 'too-late',
      message: nearest ? `to ${what} a visit less than ${nearest.fromHoursBefore} hours ahead, please call us` : `please call us to ${what} the visit`,
    };
  }
  // Rounded down: the visitor never pays more than the percent the terms state.
  return { allowed: true, feePercent: tier.feePercent, fee: Math.floor((q.packagePrice * tier.feePercent) / 100), fromHoursBefore: tier.fromHoursBefore };
}
