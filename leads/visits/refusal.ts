// The 409 a booking gets when its window cannot be held: why, and the next open windows for the
// same visit, so the visitor can pick one at once. Nothing of the booking was stored.
import { HttpError } from '../../http/http-error.ts';
import { visitWords } from '../../model/visits/words.ts';
import type { AvailabilityCache } from './availability-cache.ts';
import type { WindowRefusedError } from './hold.ts';
import type { VisitSettings } from './settings.ts';

export async function windowTaken(error: WindowRefusedError, settings: VisitSettings, cache: AvailabilityCache | undefined): Promise<HttpError> {
  const { hold } = error;
  const next = !cache ? [] : await cache.nextOpen(settings.rules, { city: hold.city, from: hold.date, request: hold.request });
  const offer = next.length
    ? `The next open windows: ${next.map((w) => visitWords(w)).join('; ')}. Choose one of them and send the form again, or call us.`
    : 'No window is open in the days we take bookings for; please call us.';
  return new HttpError(409, `serviceTime: ${visitWords(hold)} cannot be booked: ${error.message}. ${offer}`);
}
