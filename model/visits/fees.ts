// A city's fees (a last-minute fee, an urgency fee) and whether each applies to a booking: the
// conditions are about the moment of booking and the day of the visit, both in India's time.
import type { CityVisitRules, FeeCondition } from './rules.ts';
import { clockText, daysBetween, indiaDate, indiaMinutes } from './time.ts';
import { formatTime } from './words.ts';

export interface AppliedFee { readonly id: string; readonly label: string; readonly amount: number; readonly reason: string }

export function feesThatApply(city: CityVisitRules, bookedAt: number, visitStart: number): AppliedFee[] {
  return city.fees.filter((f) => applies(f.when, bookedAt, visitStart))
    .map((f) => ({ id: f.id, label: f.label, amount: f.amount, reason: describeCondition(f.when) }));
}

export function applies(when: FeeCondition, bookedAt: number, visitStart: number): boolean {
  const minute = indiaMinutes(bookedAt);
  if (when.bookedFrom !== undefined && minute < when.bookedFrom) return false;
  if (when.bookedBefore !== undefined && minute >= when.bookedBefore) return false;
  if (when.visitWithinDays !== undefined && daysBetween(indiaDate(bookedAt), indiaDate(visitStart)) > when.visitWithinDays) return false;
  return true;
}

/**
 * The condition in words, for the quote's reason and (next step) the city page's text:
 * "booked at or after 6 PM for a visit the same day or the next day".
 */
export function describeCondition(when: FeeCondition): string {
  const parts: string[] = [];
  if (when.bookedFrom !== undefined && when.bookedBefore !== undefined) {
    parts.push(`booked between ${at(when.bookedFrom)} and ${at(when.bookedBefore)}`);
  } else if (when.bookedFrom !== undefined) parts.push(`booked at or after ${at(when.bookedFrom)}`);
  else if (when.bookedBefore !== undefined) parts.push(`booked before ${at(when.bookedBefore)}`);
  else parts.push('booked');
  if (when.visitWithinDays === 0) parts.push('for a visit the same day');
  else if (when.visitWithinDays === 1) parts.push('for a visit the same day or the next day');
  else if (when.visitWithinDays !== undefined) parts.push(`for a visit within ${when.visitWithinDays} days`);
  return parts.join(' ');
}

const at = (minutes: number) => formatTime(clockText(minutes));

