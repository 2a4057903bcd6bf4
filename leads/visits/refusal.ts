// The 409 a booking gets when its window cannot be held: why, and the next open windows for the
// same visit, so the visitor can pick one at once. Nothing of the booking was stored.
//
// Written from its facts with a language's words (`say`), so a Hindi page's visitor reads the day,
// the window and the reason in Hindi too ("शुक्र, 14 अगस्त, 9 AM से 11 AM तक"): the English
// cannot be looked up in a catalog once a day and a reason are written into it.
import { HttpError } from '../../http/http-error.ts';
import { sayInEnglish, type Say } from '../../model/languages.ts';
import type { IsoDate } from '../../model/visits/rules.ts';
import { visitWords, windowWords } from '../../model/visits/words.ts';
import type { AvailabilityCache } from './availability-cache.ts';
import type { WindowRefusedError } from './hold.ts';
import type { VisitSettings } from './settings.ts';

export async function windowTaken(error: WindowRefusedError, settings: VisitSettings, cache: AvailabilityCache | undefined): Promise<HttpError> {
  const { hold } = error;
  const next = !cache ? [] : await cache.nextOpen(settings.rules, { city: hold.city, from: hold.date, request: hold.request });
  const words = (say: Say) => refusalWords(say, { when: hold, why: reasonWords(say, error, settings), next });
  return new HttpError(409, words(sayInEnglish), {}, words);
}

type Window = { readonly date: IsoDate; readonly window: string };

function refusalWords(say: Say, o: { when: Window; why: string; next: readonly Window[] }): string {
  const vars = { when: visitWords(o.when, say), why: o.why, windows: o.next.map((w) => visitWords(w, say)).join('; ') };
  return o.next.length
    ? say('serviceTime: {when} cannot be booked: {why}. The next open windows: {windows}. Choose one of them and send the form again, or call us.', vars)
    : say('serviceTime: {when} cannot be booked: {why}. No window is open in the days we take bookings for; please call us.', vars);
}

/**
 * Why, from the refusal's kind and the rules: a reason that names a window, a city or an add-on
 * says it in the language's words; the others are fixed sentences of the engine
 * (model/visits/availability.ts), each a line of the catalog.
 */
function reasonWords(say: Say, error: WindowRefusedError, settings: VisitSettings): string {
  const { hold } = error;
  const { rules } = settings;
  const city = rules.cities[hold.city];
  if (error.reason === 'unknown-window' && city) return say('{window} is not an arrival window in {city}', { window: windowWords(hold.window, say), city: say(city.name) });
  if (error.reason === 'unknown-area' && city) return say("{city}'s service areas are {areas}", { city: say(city.name), areas: city.serviceAreas.join(', ') });
  const addOn = hold.addOns.map((id) => rules.addOns[id]).find((a) => a?.packages && !a.packages.includes(hold.request.packageId));
  const pkg = rules.packages[hold.request.packageId];
  if (error.reason === 'add-on-not-for-package' && addOn && pkg) return say('{addOn} is not offered with {package}', { addOn: say(addOn.label), package: pkg.name });
  return say(error.message);
}
