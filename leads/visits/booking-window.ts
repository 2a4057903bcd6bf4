// Whether a booking names a window to hold, read from what the appointment form sends: the day
// (serviceDate), the window (serviceTime "09:00-11:00"), and the city, from an optional `city`
// field or else from the page the form was sent from (`path`, the full URL). The package, add-on
// and promo code come as ids, already checked against the catalogue (leads/booking-choices.ts);
// the optional `city`, `size` and `area` are read here; SPEC 3.1's fields stay as they are.
// A booking that names no window, or one sent from a page without a team (the home page, a place
// visited on request), is kept as SPEC 3.1 says: the team calls to fix a time.
import { badRequest } from '../../http/http-error.ts';
import type { LeadValue } from '../../model/lead-rules.ts';
import type { BookingIds } from '../../model/booking-wire.ts';
import { cityOfPage } from '../../model/paths.ts';
import type { DogSize, IsoDate, VisitRequest } from '../../model/visits/rules.ts';
import type { VisitSettings } from './settings.ts';

/** A window a booking asks to hold, with what the quote needs. */
export interface HoldRequest {
  readonly city: string;
  readonly date: IsoDate;
  readonly window: string;
  readonly request: VisitRequest;
  readonly addOns: readonly string[];
  readonly promoCode?: string;
  /** The groomer to give it to when free (Book again: the last visit's groomer, book-again.ts). */
  readonly preferredGroomer?: string;
}

const WINDOW = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

/** The hold a checked booking asks for, undefined when it asks none; throws 400 naming a bad extra field. */
export function holdRequestOf(settings: VisitSettings, lead: LeadValue, ids: BookingIds, body: Record<string, unknown>): HoldRequest | undefined {
  const f = lead as Partial<Record<string, string>>;
  if (!f.serviceDate || !f.serviceTime || !WINDOW.test(f.serviceTime)) return undefined;
  const city = cityOf(settings, f.path ?? '', body.city);
  if (city === undefined) return undefined;
  const packageId = ids.serviceId;
  // A package without durations in the rules (a plan the rules do not time) is fixed by phone.
  if (packageId === undefined || !Object.hasOwn(settings.rules.packages, packageId)) return undefined;
  return {
    city, date: f.serviceDate, window: f.serviceTime,
    request: { pet: f.pet === 'Cat' ? 'cat' : 'dog', ...sizeOf(body.size), packageId, ...areaOf(body.area) },
    addOns: ids.addOnId ? [ids.addOnId] : [],
    ...(ids.promoCode && { promoCode: ids.promoCode }),
  };
}

function cityOf(settings: VisitSettings, path: string, explicit: unknown): string | undefined {
  if (explicit !== undefined && explicit !== '') {
    if (typeof explicit !== 'string' || !Object.hasOwn(settings.rules.cities, explicit)) {
      const { cities } = settings.rules;
      throw badRequest(`city: we take bookings by window in ${Object.keys(cities).join(', ')}`,
        (say) => `${say('city:')} ${say('we take bookings by window in {cities}', { cities: Object.values(cities).map((c) => say(c.name)).join(', ') })}`);
    }
    return explicit;
  }
  // A page of a city without a team's schedule (a landing page, a place visited on request) holds no window.
  const city = cityOfPage(path, settings.pageCities);
  return Object.hasOwn(settings.rules.cities, city) ? city : undefined;
}

/** A dog's size as the booking forms send it: small, large, or not said. */
export function sizeOf(size: unknown): { size?: DogSize } {
  if (size === undefined || size === '') return {};
  if (size === 'small' || size === 'large') return { size };
  throw badRequest('size: expected small or large');
}

function areaOf(area: unknown): { area?: string } {
  if (area === undefined || area === '') return {};
  if (typeof area !== 'string' || area.length > 100) throw badRequest('area: expected the name of a service area');
  return { area };
}
