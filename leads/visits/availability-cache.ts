// Availability answered from a short cache. Each city's held visits and its groomers' leave (today
// to the horizon) are read at most once per TTL and the JSON answers are kept as text until the
// read they were made from is a TTL old, so a page asking again costs a map lookup. This process
// forgets a city at once when it holds a visit there, when the desk enters or removes a leave, or
// when it learns its view was stale from a refused booking; a visit held or a leave entered on
// another server shows here within the TTL, and the hold itself re-reads inside its transaction,
// so a stale answer can only offer a window that the booking then refuses with the next open ones,
// never give it twice.
import type { Sql } from '../../store/sql.ts';
import { availability, bookingRange, type DayAvailability } from '../../model/visits/availability.ts';
import type { HeldVisit, VisitRules } from '../../model/visits/rules.ts';
import { addDays, daysBetween } from '../../model/visits/time.ts';
import type { AvailabilityAsked } from './availability-query.ts';
import { heldVisits } from './held-visits.ts';

/** Long enough to absorb a page's burst of questions, short enough that another server's holds show soon. */
export const AVAILABILITY_TTL_MS = 2000;
/** Answers kept at most; past it the oldest go first. */
const MAX_ANSWERS = 1000;

interface Held { visits: HeldVisit[]; loadedAt: number; generation: number }

export interface OpenWindow { readonly date: string; readonly window: string }

export class AvailabilityCache {
  private readonly held = new Map<string, Promise<Held>>();
  private readonly answers = new Map<string, { text: string; at: number; generation: number }>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly sql: Pick<Sql, 'all'>, private readonly ttlMs = AVAILABILITY_TTL_MS, private readonly clock: () => number = Date.now) {}

  /** The answer's JSON text. */
  async answer(rules: VisitRules, asked: AvailabilityAsked): Promise<string> {
    const now = this.clock();
    const key = JSON.stringify(asked);
    const generation = this.generation(asked.city);
    const kept = this.answers.get(key);
    if (kept && kept.generation === generation && now - kept.at < this.ttlMs) return kept.text;
    const { visits, loadedAt } = await this.visitsOf(rules, asked.city, now);
    const result = availability(rules, { ...asked, held: visits, now });
    if (!result.ok) throw new Error(`availability refused a checked question: ${result.message}`);
    const text = JSON.stringify({ city: asked.city, from: asked.from, days: result.days.map(publicDay) });
    // Dated by its read, not by now: an answer made late from a read kept nearly a TTL would
    // otherwise live nearly two, and another server's leave would take up to 4 s to show.
    if (this.generation(asked.city) === generation) this.keep(key, { text, at: loadedAt, generation });
    return text;
  }

  /**
   * The next `count` open windows for the same visit from its day on, read fresh from the database
   * (a refused booking's message must not offer the window it was just refused).
   */
  async nextOpen(rules: VisitRules, asked: Omit<AvailabilityAsked, 'days'>, count = 3): Promise<OpenWindow[]> {
    this.forget(asked.city);
    const now = this.clock();
    const { visits } = await this.visitsOf(rules, asked.city, now);
    const { today, lastDate } = bookingRange(rules, now);
    const from = daysBetween(today, asked.from) > 0 ? asked.from : today;
    const days = daysBetween(from, lastDate) + 1;
    if (days < 1) return [];
    const result = availability(rules, { ...asked, from, days, held: visits, now });
    if (!result.ok) return [];
    return result.days.flatMap((d) => d.windows.filter((w) => w.open).map((w) => ({ date: d.date, window: w.value }))).slice(0, count);
  }

  /** A visit was held or refused in this city, or a groomer's leave changed: the next question reads the database again. */
  forget(city: string): void {
    this.generations.set(city, this.generation(city) + 1);
    this.held.delete(city);
  }

  private generation(city: string): number {
    return this.generations.get(city) ?? 0;
  }

  /** One read per city per TTL, shared by the questions that arrive while it runs. */
  private visitsOf(rules: VisitRules, city: string, now: number): Promise<Held> {
    const cached = this.held.get(city);
    if (cached) {
      return cached.then((h) => (h.generation === this.generation(city) && now - h.loadedAt < this.ttlMs ? h : this.load(rules, city, now)));
    }
    return this.load(rules, city, now);
  }

  private load(rules: VisitRules, city: string, now: number): Promise<Held> {
    const generation = this.generation(city);
    const { today, lastDate } = bookingRange(rules, now);
    const reading = heldVisits(this.sql, city, today, daysBetween(today, addDays(lastDate, 1)))
      .then((visits) => ({ visits, loadedAt: now, generation }));
    this.held.set(city, reading);
    // A failed read is not kept: the next question tries again.
    reading.catch(() => {
      if (this.held.get(city) === reading) this.held.delete(city);
    });
    return reading;
  }

  private keep(key: string, entry: { text: string; at: number; generation: number }): void {
    this.answers.delete(key);
    this.answers.set(key, entry);
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
  }
}

/** What the visitor may see: each window, whether it can be taken and why not; never who. */
function publicDay(day: DayAvailability) {
  return {
    date: day.date,
    windows: day.windows.map((w) => ({ window: w.value, open: w.open, ...(w.closed && { closed: w.closed }) })),
  };
}
