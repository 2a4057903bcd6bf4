// The visits' figures beside the leads' (Figures on the desk), over six whole weeks in India's
// time: the four weeks before this one, this week and next (visits are booked ahead).
// - visits per day by city: every visit not cancelled, on its day;
// - each groomer's booked hours against the hours the team rules in site.yaml have them work
//   (their days and hours, less their days off and the leave entered on the desk), over the six weeks;
// - the cancellation rate (cancelled of all visits) and the no-show rate (no-shows of the visits
//   that reached their door: done or no-show);
// - per week, the totals booked (visits not cancelled, at the price the server quoted) and
//   collected (the quoted totals of done visits).
import type { Sql } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaDate, indiaInstant, weekdayOf } from '../../model/visits/time.ts';
import type { Groomer } from '../../model/visits/rules.ts';
import { awayTimes, type AwayTime } from '../../leads/visits/held-visits.ts';
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { VisitFigures } from '../wire/visits.ts';

const WEEK_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Monday of the week (Monday to Sunday) of a day. */
const mondayOf = (date: string): string => addDays(date, -WEEK_ORDER.indexOf(weekdayOf(date)));

const hours = (ms: number): number => Math.round((ms / 3_600_000) * 10) / 10;

export async function visitFigures(db: Sql, settings: VisitSettings | undefined, now = Date.now()): Promise<VisitFigures> {
  const today = indiaDate(now);
  const from = addDays(mondayOf(today), -28);
  const to = addDays(mondayOf(today), 13);
  const days = Array.from({ length: 42 }, (_, i) => addDays(from, i));
  const rows = await db.all<{ city: string; date: string; groomer_id: string; status: VisitStatus; start_ms: number | string; end_ms: number | string; quote: string }>(
    'SELECT city, date, groomer_id, status, start_ms, end_ms, quote FROM visits WHERE date >= ? AND date <= ?', [from, to]);
  const cities = settings?.rules.cities ?? {};
  const visits = rows.map((r) => ({
    city: cities[r.city]?.name ?? r.city, date: r.date, groomerId: r.groomer_id, status: r.status,
    ms: Number(r.end_ms) - Number(r.start_ms), total: Number((JSON.parse(r.quote) as { total?: number }).total ?? 0),
  }));
  const kept = visits.filter((v) => v.status !== 'cancelled');
  const away = await awayTimes(db, indiaInstant(from, 0), indiaInstant(addDays(to, 1), 0));

  const byCity: Record<string, number[]> = {};
  for (const v of kept) (byCity[v.city] ??= days.map(() => 0))[days.indexOf(v.date)]++;

  const groomers = Object.values(cities).flatMap((city) => city.groomers.map((g) => {
    const working = days.filter((d) => g.days.includes(weekdayOf(d)) && !g.daysOff.includes(d));
    const leave = away.filter((a) => a.groomerId === g.id);
    return {
      id: g.id, name: g.name, city: city.name,
      bookedHours: hours(kept.filter((v) => v.groomerId === g.id).reduce((n, v) => n + v.ms, 0)),
      workedHours: hours(working.reduce((n, d) => n + shiftLessLeave(g, d, leave), 0)),
    };
  }));

  const cancelled = visits.length - kept.length;
  const noShows = visits.filter((v) => v.status === 'no-show').length;
  const reachedDoor = noShows + visits.filter((v) => v.status === 'done').length;
  const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

  const weeks = Array.from({ length: 6 }, (_, i) => {
    const start = addDays(from, i * 7);
    const end = addDays(start, 6);
    const inWeek = kept.filter((v) => v.date >= start && v.date <= end);
    const done = inWeek.filter((v) => v.status === 'done');
    return { from: start, booked: inWeek.reduce((n, v) => n + v.total, 0), collected: done.reduce((n, v) => n + v.total, 0), visits: inWeek.length, done: done.length };
  });

  return {
    from, to, today, days, byCity, groomers,
    visits: visits.length, cancelled, cancellationRate: rate(cancelled, visits.length),
    reachedDoor, noShows, noShowRate: rate(noShows, reachedDoor), weeks,
  };
}

/** A working day's hours in ms, less the leave that covers them (overlapping leave counted once). */
function shiftLessLeave(g: Groomer, date: string, leave: readonly AwayTime[]): number {
  const opens = indiaInstant(date, g.hours.opens);
  const closes = indiaInstant(date, g.hours.closes);
  const parts = leave.map((a) => [Math.max(a.start, opens), Math.min(a.end, closes)] as const).filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = opens;
  for (const [s, e] of parts) {
    if (e <= reached) continue;
    covered += e - Math.max(s, reached);
    reached = e;
  }
  return closes - opens - covered;
}
