// A visit's day and window in words, the same on every machine. Apart from visit-rules.ts so the
// customer's own page (/b/<token>) can say them without loading the window picker and its fetch
// before the visitor asks to move.
import { formatTime } from '../../model/format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Fri 14 Aug" for "2026-08-14", the same on every machine (the date is India's, read as UTC). */
export function dayWords(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "9 AM to 11 AM" for "09:00-11:00". */
export function windowWords(window: string): string {
  const [from, to] = window.split('-');
  return `${formatTime(from)} to ${formatTime(to)}`;
}
