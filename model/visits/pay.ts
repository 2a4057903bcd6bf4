// Groomers' pay (issue 43 item 5), pure: what a groomer earns for a done visit under their
// commission in site.yaml (a percent of the visit's quoted total, rounded down to whole rupees,
// or an amount per package), and the pay week (Monday to Sunday in India) a day belongs to.
import type { Commission, IsoDate } from './rules.ts';
import { addDays, weekdayOf } from './time.ts';

/** What one done visit earns its groomer; nothing without a commission. */
export function commissionOf(commission: Commission | undefined, visit: { total: number; packageId?: string }): number {
  if (!commission) return 0;
  if (commission.percent !== undefined) return Math.floor((visit.total * commission.percent) / 100);
  return visit.packageId !== undefined && Object.hasOwn(commission.perPackage, visit.packageId) ? commission.perPackage[visit.packageId] : 0;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The Monday and Sunday of the pay week that holds `date`. */
export function payWeek(date: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
  return { from, to: addDays(from, 6) };
}
