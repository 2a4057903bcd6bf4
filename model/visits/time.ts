// India's time, whatever the machine's time zone. An instant is epoch milliseconds; a day is
// "YYYY-MM-DD" in India; a time of day is minutes after India's midnight. India keeps UTC+05:30
// all year (no daylight saving), so a fixed offset is exact and needs no time-zone database,
// which keeps this file the same in the browser and on the server. Only UTC getters are used:
// `new Date().getHours()` would answer in the machine's zone.
import type { Clock, IsoDate, Weekday } from './rules.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** +05:30. */
export const INDIA_OFFSET_MS = 330 * MINUTE;

const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The day in India at this instant. */
export function indiaDate(instant: number): IsoDate {
  return new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes after midnight in India at this instant (0 to 1439). */
export function indiaMinutes(instant: number): number {
  const ms = (((instant + INDIA_OFFSET_MS) % DAY) + DAY) % DAY;
  return Math.floor(ms / MINUTE);
}

/** The instant of a time of day (minutes, may pass 1440) on a day in India. */
export function indiaInstant(date: IsoDate, minutes: number): number {
  return dateStart(date) + minutes * MINUTE - INDIA_OFFSET_MS;
}

/** "2026-12-31" + 1 = "2027-01-01". */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(dateStart(date) + days * DAY).toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((dateStart(to) - dateStart(from)) / DAY);
}

export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[new Date(dateStart(date)).getUTCDay()];
}

/** "06:30" -> 390. */
export function clockMinutes(clock: Clock): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** 390 -> "06:30". */
export function clockText(minutes: number): Clock {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether "YYYY-MM-DD" names a day that exists (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(dateStart(text)).toISOString().slice(0, 10) === text;
}

export const minutesToMs = (minutes: number): number => minutes * MINUTE;

/** Midnight UTC of the calendar day, the reference the helpers above count from. */
function dateStart(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}
