// By when the team calls back after a form was sent: within the city's hours that day, or from
// its opening the next morning, in India's time whatever the visitor's clock says. Pure, so the
// confirmation page (in the browser) and the tests compute the same sentence.
import { clockMinutes, indiaMinutes } from './visits/time.ts';
import { formatTime } from './visits/words.ts';

/** Sent this close to closing (minutes), the call comes the next morning rather than in a rush. */
export const LAST_CALL_MINUTES = 30;

/** "today, before 9 PM", "this morning, from 9 AM" (sent before opening) or "tomorrow morning, from 9 AM". */
export function callBackBy(sentAt: number, hours: { opens: string; closes: string }): string {
  const now = indiaMinutes(sentAt);
  const opens = clockMinutes(hours.opens);
  const closes = clockMinutes(hours.closes);
  const from = formatTime(hours.opens);
  const part = opens < 12 * 60 ? 'morning' : 'day';
  if (now < opens) return `${part === 'morning' ? 'this morning' : 'today'}, from ${from}`;
  if (now < closes - LAST_CALL_MINUTES) return `today, before ${formatTime(hours.closes)}`;
  return `tomorrow ${part === 'morning' ? 'morning' : ''}, from ${from}`.replace(' ,', ',');
}
