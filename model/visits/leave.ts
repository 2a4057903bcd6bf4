// A groomer's leave as the owner enters it on the desk (a day, a range of days, part of a day),
// in India's time, turned into the two instants the engine reads: a busy block of that groomer
// (rules.ts HeldVisit with `away`), kept free of visits but with no travel time around it, since
// a groomer starts from home after leave as at the start of their day. Pure, so the words the
// desk shows and the server's messages say a leave one way.
import type { IsoDate } from './rules.ts';
import { addDays, clockMinutes, clockText, daysBetween, indiaDate, indiaInstant, indiaMinutes, isIsoDate } from './time.ts';
import { dayWords, formatTime } from './words.ts';

/** Days one leave may span: a longer absence is entered as two, so a slip of the year cannot block months. */
export const MAX_LEAVE_DAYS = 60;
/** How far ahead a leave may begin. */
export const LEAVE_AHEAD_DAYS = 366;

/** What the owner enters: the first and last day away, and optionally from what time on the first and until what time on the last. */
export interface LeaveAsked { readonly from: string; readonly to?: string; readonly fromTime?: string; readonly toTime?: string }

export type LeaveField = 'from' | 'to' | 'fromTime' | 'toTime';
export type LeaveSpan = { ok: true; start: number; end: number } | { ok: false; field: LeaveField; message: string };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The leave's instants, or the field at fault and what is wrong, in plain words. */
export function leaveSpan(asked: LeaveAsked, now: number): LeaveSpan {
  const refuse = (field: LeaveField, message: string): LeaveSpan => ({ ok: false, field, message });
  const { from, fromTime, toTime } = asked;
  const to = asked.to ?? from;
  for (const [field, day] of [['from', from], ['to', to]] as const) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return refuse(field, `expected a day as YYYY-MM-DD, e.g. ${indiaDate(now)}`);
    if (!isIsoDate(day)) return refuse(field, `${day} is not a day of the calendar`);
  }
  for (const [field, time] of [['fromTime', fromTime], ['toTime', toTime]] as const) {
    if (time !== undefined && !CLOCK.test(time)) return refuse(field, 'expected a time of day as HH:MM (24 hours), e.g. 13:30');
  }
  const days = daysBetween(from, to) + 1;
  if (days < 1) return refuse('to', `the last day away (${dayWords(to)}) comes before the first (${dayWords(from)})`);
  if (days > MAX_LEAVE_DAYS) return refuse('to', `at most ${MAX_LEAVE_DAYS} days at a time: enter a longer absence as two`);
  const start = indiaInstant(from, fromTime ? clockMinutes(fromTime) : 0);
  const end = toTime ? indiaInstant(to, clockMinutes(toTime)) : indiaInstant(addDays(to, 1), 0);
  if (end <= start) return refuse(toTime ? 'toTime' : 'to', `the leave would end (${formatTime(toTime ?? '00:00')}) before it starts (${formatTime(fromTime ?? '00:00')})`);
  if (end <= now) return refuse(toTime ? 'toTime' : 'to', 'that time is over already: enter leave from now on');
  if (daysBetween(indiaDate(now), from) > LEAVE_AHEAD_DAYS) return refuse('from', `at most a year ahead (${LEAVE_AHEAD_DAYS} days)`);
  return { ok: true, start, end };
}

/**
 * A leave in words: "Fri 14 Aug, all day", "Fri 14 Aug to Sun 16 Aug", "Fri 14 Aug, 10 AM to
 * 2 PM", "Fri 14 Aug, from 2 PM", "Fri 14 Aug, until 11 AM", "Fri 14 Aug 2 PM to Sun 16 Aug".
 */
export function leaveWords(start: number, end: number): string {
  const first: IsoDate = indiaDate(start);
  const from = indiaMinutes(start);
  const until = indiaMinutes(end);
  // An end at midnight is the end of the day before.
  const last: IsoDate = until === 0 ? indiaDate(end - 1) : indiaDate(end);
  const time = (minutes: number) => formatTime(clockText(minutes));
  if (first === last) {
    if (from === 0 && until === 0) return `${dayWords(first)}, all day`;
    if (until === 0) return `${dayWords(first)}, from ${time(from)}`;
    if (from === 0) return `${dayWords(first)}, until ${time(until)}`;
    return `${dayWords(first)}, ${time(from)} to ${time(until)}`;
  }
  return `${dayWords(first)}${from ? ` ${time(from)}` : ''} to ${dayWords(last)}${until ? ` ${time(until)}` : ''}`;
}

/** The India days a leave touches, first to last (for the locks a booking of those days takes). */
export function leaveDays(start: number, end: number): IsoDate[] {
  const first = indiaDate(start);
  const count = daysBetween(first, indiaDate(end - 1)) + 1;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}
