// Whether a booking names a window to hold, read from what the appointment form sends: the day
// (serviceDate), the window (serviceTime "09:00-11:00"), and the city, from an optional `city`
// field or else from the page the form was sent from (`path`, the full URL). Extra optional
// fields (`city`, `size`, `area`, `promoCode`) are read here; SPEC 3.1's fields stay as they are.
// A booking that names no window, or one sent from a page without a team (the home page, a place
// visited on request), is kept as SPEC 3.1 says: the team calls to fix a time.
import { badRequest } from '../../http/http-error.ts';
import type { LeadValue } from '../../model/lead-rules.ts';
import { cityOfPage } from '../../model/paths.ts';
import type { DogSize, IsoDate, VisitRequest } from '../../model/visits/rules.ts';
import { formKey, type VisitSettings } from './settings.ts';

/** A window a booking asks to hold, with what the quote needs. */
export interface HoldRequest {
  readonly city: string;
  readonly date: IsoDate;
  readonly window: string;
  readonly request: VisitRequest;
  readonly addOns: readonly string[];
  readonly promoCode?: string;
}

const WINDOW = /^\d{2}:\d{2}-\d{2}:\d{2}$/;
/** How the booking form carries a promo code inside the special request (islands/forms/BookingDialog.tsx requestWithPromo). */
const PROMO_IN_REQUEST = /^Promo code: *(\S+) *$/im;

/** The hold a checked booking asks for, undefined when it asks none; throws 400 naming a bad extra field. */
export function holdRequestOf(settings: VisitSettings, lead: LeadValue, body: Record<string, unknown>): HoldRequest | undefined {
  const f = lead as Partial<Record<string, string>>;
  if (!f.serviceDate || !f.serviceTime || !WINDOW.test(f.serviceTime)) return undefined;
  const city = cityOf(settings, f.path ?? '', body.city);
  if (city === undefined) return undefined;
  const packageId = settings.packageIds[formKey(f.service ?? '')];
  // A package without durations in the rules (boarding, a plan the rules do not time) is fixed by phone.
  if (packageId === undefined) return undefined;
  return {
    city, date: f.serviceDate, window: f.serviceTime,
    request: { pet: f.pet === 'Cat' ? 'cat' : 'dog', ...sizeOf(body.size), packageId, ...areaOf(body.area) },
    addOns: addOnsOf(settings, f.addOns ?? ''),
    ...promoOf(body.promoCode, f.request ?? ''),
  };
}

function cityOf(settings: VisitSettings, path: string, explicit: unknown): string | undefined {
  if (explicit !== undefined && explicit !== '') {
    if (typeof explicit !== 'string' || !Object.hasOwn(settings.rules.cities, explicit)) {
      throw badRequest(`city: we take bookings by window in ${Object.keys(settings.rules.cities).join(', ')}`);
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

/** The form sends one add-on as its label ("DeMatting - ₹249"); "No Add-Ons" and "" add nothing. */
function addOnsOf(settings: VisitSettings, text: string): string[] {
  if (text.trim() === '') return [];
  const id = settings.addOnIds[formKey(text)];
  if (id === undefined) throw badRequest(`addOns: "${text}" is not an add-on we offer`);
  return [id];
}

function promoOf(explicit: unknown, request: string): { promoCode?: string } {
  if (typeof explicit === 'string' && explicit.trim() !== '') return { promoCode: explicit.trim().slice(0, 40) };
  const code = PROMO_IN_REQUEST.exec(request)?.[1];
  return code ? { promoCode: code } : {};
}
