// Staff planning a day choose the groomer themselves (the booking engine chooses for visitors in
// assign.ts). These say, for one groomer and one window, whether the visit fits, and if not, with
// what: the day off, the hours, the area, the groomer's leave, or the visit (travel time
// included) it would collide with, so the desk can say "clashes with visit 12, 09:00-10:30".
import type { CityVisitRules, Groomer, HeldVisit, IsoDate } from './rules.ts';
import { windowsOfDay, type ArrivalWindow } from './windows.ts';
import { clockText, minutesToMs, weekdayOf } from './time.ts';
import { overlaps, sameArea } from './groomers.ts';

export type SlotVerdict<H extends HeldVisit> =
  | { ok: true }
  | { ok: false; reason: 'day-off' | 'hours' | 'area'; message: string }
  /** `clash` is the visit (reason 'clash') or the leave (reason 'away') in the way. */
  | { ok: false; reason: 'clash' | 'away'; message: string; clash: H };

/** Whether `groomer` can take a visit of `minutes` in `window`, given the city's other visits. */
export function groomerSlot<H extends HeldVisit>(groomer: Groomer, travelMinutes: number, slot: {
  window: ArrivalWindow; minutes: number; area?: string; held: readonly H[];
}): SlotVerdict<H> {
  const { window, minutes } = slot;
  if (!groomer.days.includes(weekdayOf(window.date)) || groomer.daysOff.includes(window.date)) {
    return { ok: false, reason: 'day-off', message: `${groomer.name} does not work on ${window.date}` };
  }
  if (window.from < groomer.hours.opens || window.from + minutes > groomer.hours.closes) {
    return { ok: false, reason: 'hours', message: `${groomer.name} works ${clockText(groomer.hours.opens)} to ${clockText(groomer.hours.closes)}, and the visit takes ${minutes} minutes` };
  }
  if (slot.area && !groomer.areas.some((a) => sameArea(a, slot.area!))) {
    return { ok: false, reason: 'area', message: `${groomer.name} does not cover ${slot.area}` };
  }
  const start = window.start;
  const end = start + minutesToMs(minutes);
  const mine = slot.held.filter((h) => h.groomerId === groomer.id && overlaps(h, start, end, travelMinutes));
  // Leave first: "on leave then" is the reason to give even when a visit is in the way too (one to move).
  const away = mine.find((h) => h.away);
  if (away) return { ok: false, reason: 'away', message: `${groomer.name} is on leave then`, clash: away };
  const clash = mine[0];
  if (clash) return { ok: false, reason: 'clash', message: `${groomer.name} has another visit then, with ${travelMinutes} minutes' travel kept free around it`, clash };
  return { ok: true };
}

export interface WindowForStaff {
  readonly window: string;
  /** Not begun yet and some groomer free for it. */
  readonly open: boolean;
  /** The groomers free for it, in the team's order. */
  readonly groomers: readonly string[];
}

/**
 * The day's windows with the groomers free for each, for a visit of `minutes`. Staff are not held
 * to the visitors' notice (leadMinutes) or horizon: they arrange a visit with the customer on the
 * phone; a window that has begun is closed to them too.
 */
export function windowsForStaff(city: CityVisitRules, rules: { windowMinutes: number; travelMinutes: number }, q: {
  date: IsoDate; minutes: number; area?: string; held: readonly HeldVisit[]; now: number;
}): WindowForStaff[] {
  return windowsOfDay(city, rules.windowMinutes, q.date).map((window) => {
    const groomers = window.start <= q.now ? [] : city.groomers
      .filter((g) => groomerSlot(g, rules.travelMinutes, { window, minutes: q.minutes, area: q.area, held: q.held }).ok)
      .map((g) => g.id);
    return { window: window.value, open: groomers.length > 0, groomers };
  });
}
