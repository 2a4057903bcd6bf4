// What a visitor may see: per day, each arrival window and whether some groomer can take it.
// Never who: the groomer is chosen by assign.ts, on the server only.
import type { CityVisitRules, HeldVisit, IsoDate, PackageRule, VisitRequest, VisitRules } from './rules.ts';
import { windowsOfDay, visitMinutes, type ArrivalWindow } from './windows.ts';
import { areaOf, groomersFree, sameArea } from './groomers.ts';
import { addDays, daysBetween, indiaDate, minutesToMs } from './time.ts';

export type Refusal = { ok: false; reason: 'unknown-city' | 'unknown-package' | 'unknown-area' | 'bad-range'; message: string };

/** Why a window cannot be booked: begun already, too close to now, past the horizon, or no groomer free for it. */
export type Closed = 'past' | 'too-soon' | 'beyond-horizon' | 'unavailable';

export interface WindowState {
  readonly value: string; readonly start: number; readonly end: number;
  readonly open: boolean; readonly closed?: Closed;
}

export interface DayAvailability { readonly date: IsoDate; readonly windows: readonly WindowState[] }

export interface AvailabilityQuery {
  readonly city: string; readonly request: VisitRequest;
  /** The first day asked for, and how many days (1 to MAX_DAYS). */
  readonly from: IsoDate; readonly days: number;
  /** The visits already held in the city, as the store keeps them. */
  readonly held: readonly HeldVisit[];
  /** The moment of asking, epoch milliseconds. */
  readonly now: number;
}

/** One month at most per question: the horizon is far shorter, and the answer stays small. */
export const MAX_DAYS = 31;

/** The days and earliest start one may book from `now`. */
export function bookingRange(rules: VisitRules, now: number): { today: IsoDate; lastDate: IsoDate; earliestStart: number } {
  const today = indiaDate(now);
  return { today, lastDate: addDays(today, rules.horizonDays), earliestStart: now + minutesToMs(rules.leadMinutes) };
}

export function availability(rules: VisitRules, q: AvailabilityQuery): { ok: true; days: DayAvailability[] } | Refusal {
  const found = lookup(rules, q.city, q.request);
  if (!found.ok) return found;
  if (!Number.isInteger(q.days) || q.days < 1 || q.days > MAX_DAYS) {
    return { ok: false, reason: 'bad-range', message: `ask for 1 to ${MAX_DAYS} days` };
  }
  const minutes = visitMinutes(found.pkg, q.request);
  const days: DayAvailability[] = [];
  for (let i = 0; i < q.days; i++) {
    const date = addDays(q.from, i);
    const windows = windowsOfDay(found.city, rules.windowMinutes, date).map((w): WindowState => {
      const closed = closedBecause(rules, found.city, w, minutes, q);
      return { value: w.value, start: w.start, end: w.end, open: !closed, ...(closed && { closed }) };
    });
    days.push({ date, windows });
  }
  return { ok: true, days };
}

export type WindowVerdict =
  | { ok: true; window: ArrivalWindow; minutes: number }
  | Refusal
  | { ok: false; reason: 'unknown-window'; message: string }
  | { ok: false; reason: Closed; message: string };

/** Whether one window ("09:00-11:00" on a day) can be booked now: the server's check before it holds one. */
export function checkWindow(rules: VisitRules, q: Omit<AvailabilityQuery, 'from' | 'days'> & { date: IsoDate; window: string }): WindowVerdict {
  const found = lookup(rules, q.city, q.request);
  if (!found.ok) return found;
  const window = windowsOfDay(found.city, rules.windowMinutes, q.date).find((w) => w.value === q.window);
  if (!window) return { ok: false, reason: 'unknown-window', message: `${q.window} is not an arrival window in ${found.city.name}` };
  const minutes = visitMinutes(found.pkg, q.request);
  const closed = closedBecause(rules, found.city, window, minutes, q);
  if (closed) return { ok: false, reason: closed, message: closedMessages[closed] };
  return { ok: true, window, minutes };
}

const closedMessages: Record<Closed, string> = {
  past: 'this window has begun or is over',
  'too-soon': 'this window starts too soon to reach you in time',
  'beyond-horizon': 'this day is further ahead than we take bookings',
  unavailable: 'no groomer is free in this window',
};

function closedBecause(rules: VisitRules, city: CityVisitRules, w: ArrivalWindow, minutes: number, q: { request: VisitRequest; held: readonly HeldVisit[]; now: number }): Closed | undefined {
  const range = bookingRange(rules, q.now);
  if (daysBetween(range.lastDate, w.date) > 0) return 'beyond-horizon';
  if (w.start <= q.now) return 'past';
  if (w.start < range.earliestStart) return 'too-soon';
  const free = groomersFree(city, rules.travelMinutes, { window: w, minutes, area: areaOf(q.request) }, q.held);
  return free.length ? undefined : 'unavailable';
}

/** The city, the package and the area a request names, or why not. */
export function lookup(rules: VisitRules, citySlug: string, request: VisitRequest):
  { ok: true; city: CityVisitRules; pkg: PackageRule } | Refusal {
  const city = Object.hasOwn(rules.cities, citySlug) ? rules.cities[citySlug] : undefined;
  if (!city) return { ok: false, reason: 'unknown-city', message: `we take bookings by window in ${Object.values(rules.cities).map((c) => c.name).join(', ')}` };
  const pkg = Object.hasOwn(rules.packages, request.packageId) ? rules.packages[request.packageId] : undefined;
  if (!pkg) return { ok: false, reason: 'unknown-package', message: `unknown package "${request.packageId}"` };
  const area = areaOf(request);
  if (area !== undefined && !city.serviceAreas.some((a) => sameArea(a, area))) {
    return { ok: false, reason: 'unknown-area', message: `${city.name}'s service areas are ${city.serviceAreas.join(', ')}` };
  }
  return { ok: true, city, pkg };
}
