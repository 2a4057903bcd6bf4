// A visit's day and window in words, the same on every machine, in the page's words. Apart from
// visit-rules.ts so the customer's own page (/b/<token>) can say them without loading the window
// picker and its fetch before the visitor asks to move.
import { formatTime } from '../../model/format.ts';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A text in the page's words, its {placeholders} filled: the English as written when there are none. */
export type VisitWords = (english: string, vars?: Record<string, string | number>) => string;

/** The words of an island that gets them as props (the English page gets none). */
export const wordsOf = (words: Readonly<Record<string, string | undefined>> | undefined): VisitWords => (english, vars) => {
  const text = words?.[english] ?? english;
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
};

/** The words a day and a window are said with: any island's words function can say them. */
type DayWords = (english: (typeof WEEKDAYS)[number] | (typeof MONTHS)[number] | '{weekday} {day} {month}' | '{from} to {to}', vars?: Record<string, string>) => string;

/**
 * "Fri 14 Aug" for "2026-08-14" in the page's words ("शुक्र, 14 अगस्त"): the names and their order
 * come through `text`, so the Hindi travels in the page and in no script. The date is India's, read as UTC.
 */
export function dayIn(date: string, text: DayWords): string {
  const d = new Date(`${date}T00:00:00Z`);
  return text('{weekday} {day} {month}', { weekday: text(WEEKDAYS[d.getUTCDay()]), day: String(d.getUTCDate()), month: text(MONTHS[d.getUTCMonth()]) });
}

/** "9 AM to 11 AM" for "09:00-11:00", in the page's words ("9 AM से 11 AM तक"). */
export function windowIn(window: string, text: DayWords): string {
  const [from, to] = window.split('-');
  return text('{from} to {to}', { from: formatTime(from), to: formatTime(to) });
}
