// The 409 a booking gets when its window cannot be held: why, and the next open windows for the
// same visit, so the visitor can pick one at once. Nothing of the booking was stored.
import { HttpError } from '../../http/http-error.ts';
import { formatTime } from '../../model/format.ts';
import { weekdayOf } from '../../model/visits/time.ts';
import type { AvailabilityCache, OpenWindow } from './availability-cache.ts';
import type { WindowRefusedError } from './hold.ts';
import type { VisitSettings } from './settings.ts';

export async function windowTaken(error: WindowRefusedError, settings: VisitSettings, cache: AvailabilityCache | undefined): Promise<HttpError> {
  const { hold } = error;
  const next = !cache ? [] : await cache.nextOpen(settings.rules, { city: hold.city, from: hold.date, request: hold.request });
  const offer = next.length
    ? `The next open windows: ${next.map(windowWords).join('; ')}. Choose one of them and send the form again, or call us.`
    : 'No window is open in the days we take bookings for; please call us.';
  return new HttpError(409, `serviceTime: ${windowWords({ date: hold.date, window: hold.window })} cannot be booked: ${error.message}. ${offer}`);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Fri 14 Aug, 9 AM to 11 AM". */
export function windowWords({ date, window }: OpenWindow): string {
  const weekday = weekdayOf(date);
  const day = `${weekday[0].toUpperCase()}${weekday.slice(1)} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  const [from, to] = window.split('-');
  return `${day}, ${formatTime(from)} to ${formatTime(to)}`;
}
