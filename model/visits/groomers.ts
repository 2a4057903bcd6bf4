// Which groomers of a city could take a visit at a given moment. Shared by the availability the
// visitor sees (which only learns whether someone can) and by the assignment the server makes.
import type { CityVisitRules, Groomer, HeldVisit } from './rules.ts';
import type { ArrivalWindow } from './windows.ts';
import { minutesToMs, weekdayOf } from './time.ts';

export interface Slot {
  readonly window: ArrivalWindow;
  /** Minutes the visit takes. */
  readonly minutes: number;
  /** A service area of the city, or undefined when the visitor has not said. */
  readonly area?: string;
}

export function groomersFree(city: CityVisitRules, travelMinutes: number, slot: Slot, held: readonly HeldVisit[]): Groomer[] {
  return city.groomers.filter((g) => worksThen(g, slot) && !collides(g, travelMinutes, slot, held));
}

/** Works that weekday, not on a day off, covers the area, and the whole visit fits in their hours. */
function worksThen(g: Groomer, { window, minutes, area }: Slot): boolean {
  if (!g.days.includes(weekdayOf(window.date)) || g.daysOff.includes(window.date)) return false;
  if (area !== undefined && !g.areas.some((a) => sameArea(a, area))) return false;
  return window.from >= g.hours.opens && window.from + minutes <= g.hours.closes;
}

/** Another of their visits, travel time included before and after both, or their leave overlaps this one. */
function collides(g: Groomer, travelMinutes: number, { window, minutes }: Slot, held: readonly HeldVisit[]): boolean {
  const start = window.start;
  const end = start + minutesToMs(minutes);
  return held.some((h) => h.groomerId === g.id && overlaps(h, start, end, travelMinutes));
}

/**
 * Whether a visit from `start` to `end` overlaps held time: a visit with `travelMinutes` kept free
 * before and after both; a leave (`away`) as it is, since after leave the groomer sets out from
 * home as at the start of their day.
 */
export function overlaps(h: HeldVisit, start: number, end: number, travelMinutes: number): boolean {
  const travel = h.away ? 0 : minutesToMs(travelMinutes);
  return start < h.end + travel && h.start < end + travel;
}

/** The area a request names; a blank one names none (a form's empty field). */
export const areaOf = (request: { readonly area?: string }): string | undefined => request.area?.trim() || undefined;

/** Areas as the visitor may type them: "sector 18" is "Sector 18". */
export function sameArea(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
