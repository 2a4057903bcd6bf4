// Arrival windows: the stretch of time in which the groomer promises to ring the bell. They are
// laid from the city's opening time in steps of windowMinutes, the last one cut at closing, the
// same slots the appointment form lists today (model/format.ts timeSlots): "09:00-11:00".
import type { CityVisitRules, IsoDate, PackageRule, VisitRequest } from './rules.ts';
import { clockText, indiaInstant, minutesToMs } from './time.ts';

export interface ArrivalWindow {
  readonly date: IsoDate;
  /** "09:00-11:00", as the form's serviceTime carries it. */
  readonly value: string;
  /** Minutes after India's midnight. */
  readonly from: number; readonly to: number;
  /** Epoch milliseconds. */
  readonly start: number; readonly end: number;
}

export function windowsOfDay(city: CityVisitRules, windowMinutes: number, date: IsoDate): ArrivalWindow[] {
  const out: ArrivalWindow[] = [];
  for (let from = city.hours.opens; from < city.hours.closes; from += windowMinutes) {
    const to = Math.min(from + windowMinutes, city.hours.closes);
    out.push({ date, value: `${clockText(from)}-${clockText(to)}`, from, to, start: indiaInstant(date, from), end: indiaInstant(date, to) });
  }
  return out;
}

/** Minutes the visit takes: a cat, a small dog, or a dog of unknown size counted as a larger one. */
export function visitMinutes(pkg: PackageRule, request: Pick<VisitRequest, 'pet' | 'size'>): number {
  if (request.pet === 'cat') return pkg.minutes.cat;
  return request.size === 'small' ? pkg.minutes.smallDog : pkg.minutes.largeDog;
}

/** What the visit's package costs: a cat's price, a small dog's, or a larger dog's (a dog of unknown size too), as visitMinutes times it. */
export function visitPrice(pkg: PackageRule, request: Pick<VisitRequest, 'pet' | 'size'>): number {
  if (request.pet === 'cat') return pkg.prices.cat;
  return request.size === 'small' ? pkg.prices.smallDog : pkg.prices.largeDog;
}

/** The size a package line names when the dog's size changed its price: "small dog", "large dog"; none for a cat or one price for all. */
export function sizeWords(pkg: PackageRule, request: Pick<VisitRequest, 'pet' | 'size'>): string | undefined {
  if (request.pet === 'cat' || pkg.prices.smallDog === pkg.prices.largeDog) return undefined;
  return request.size === 'small' ? 'small dog' : 'large dog';
}

/**
 * The time a visit in this window keeps its groomer busy. The groomer plans to arrive at the
 * window's start; the rest of the window is slack the customer is promised for traffic, and the
 * travel time kept free on both sides of each visit absorbs a late arrival. Stored as the held
 * visit's start and end.
 */
export function plannedVisit(window: ArrivalWindow, minutes: number): { start: number; end: number } {
  return { start: window.start, end: window.start + minutesToMs(minutes) };
}
