// What a booking names, read from the ids the forms send beside SPEC 3.1's labels (model/booking-wire.ts):
// a package or plan, an add-on, a promo code. A label is only ever checked against the site's
// catalogue and replaced by the catalogue's own words, so "Fur Fresh Spa - ₹1" is never stored
// as a lead's package; the quote reads the ids alone.
import { badRequest } from '../http/http-error.ts';
import { indiaDate } from '../model/visits/time.ts';
import { dateText } from '../model/visits/promo-words.ts';
import { labelWords } from '../model/format.ts';
import { offerWordsIn } from '../model/offers.ts';
import { BOOKING_ID_FIELDS, PROMO_CODE_MAX, addOnFits, choiceById, choiceByLabel, formKey, type BookingCatalogue, type BookingIds, type Choice } from '../model/booking-wire.ts';
import type { LeadKind, LeadValue } from '../model/lead-rules.ts';

/** The catalogue is read per request, so `dev` and a new build hand over the site as last built. */
export type CatalogueSource = () => BookingCatalogue | undefined;

export interface ReadChoices {
  /** The checked fields, with `service` and `addOns` in the catalogue's words. */
  value: LeadValue;
  /** The ids the lead is quoted and stored by. */
  ids: BookingIds;
}

/**
 * A booking's or boarding's choices; any other kind passes as it is. Each id or label that is not
 * the site's is a 400 naming its field. Without a catalogue (a lead API started without a site),
 * the labels are kept as sent and only the promo code is read.
 */
export function readBookingChoices(catalogue: BookingCatalogue | undefined, kind: LeadKind, value: LeadValue, body: Record<string, unknown>, now = Date.now()): ReadChoices {
  if (kind !== 'booking' && kind !== 'boarding') return { value, ids: {} };
  const sent = sentIds(body);
  const promo = sent.promoCode ? { promoCode: sent.promoCode } : {};
  if (!catalogue) return { value, ids: promo };
  // A code past its last day (India's date) gives nothing: say so rather than store a booking that expects it.
  const code = sent.promoCode?.toUpperCase();
  const ends = code !== undefined && catalogue.promoCodeEnds && Object.hasOwn(catalogue.promoCodeEnds, code) ? catalogue.promoCodeEnds[code] : undefined;
  if (code !== undefined && ends !== undefined && indiaDate(now) > ends) {
    throw badRequest(`promoCode: ${code} ended on ${dateText(ends)}`, (say, lang) => `${say('promoCode:')} ${say('{code} ended on {date}', { code, date: offerWordsIn(lang, say).dateText(ends) })}`);
  }
  const f = value as Record<string, string>;
  const what = kind === 'booking' ? 'package' : 'plan';
  const service = chosen(kind === 'booking' ? catalogue.packages : catalogue.plans, f.service, sent.serviceId, { label: 'service', id: 'serviceId', what });
  const addOn = f.addOns.trim() === '' && sent.addOnId === undefined
    ? undefined
    : chosen(catalogue.addOns, f.addOns, sent.addOnId, { label: 'addOns', id: 'addOnId', what: 'add-on' });
  // Only the packages an add-on lists may take it (a package never buys what it includes); a boarding plan takes those every package may.
  if (addOn && !addOnFits(addOn, kind === 'booking' ? service.id : undefined)) {
    // The English names the ids for whoever reads the log; another language names them in the visitor's words.
    throw badRequest(`addOnId: "${addOn.id}" is not offered with ${kind === 'booking' ? `the package "${service.id}"` : 'boarding'}`, (say) => {
      const words = { addOn: labelWords(addOn.label, say), package: labelWords(service.label, say) };
      return `${say('addOnId:')} ${kind === 'booking' ? say('{addOn} is not offered with {package}', words) : say('{addOn} is not offered with boarding', words)}`;
    });
  }
  return {
    value: { ...value, service: service.label, ...(addOn && { addOns: addOn.label }) } as LeadValue,
    ids: { serviceId: service.id, ...(addOn && { addOnId: addOn.id }), ...promo },
  };
}

/** The id fields as sent: text or absent, each at most 100 characters; an empty one counts as absent. */
function sentIds(body: Record<string, unknown>): BookingIds {
  const ids: BookingIds = {};
  for (const field of BOOKING_ID_FIELDS) {
    if (!Object.hasOwn(body, field)) continue;
    const raw = body[field];
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string') throw badRequest(`${field}: expected text`);
    const text = raw.trim();
    const max = field === 'promoCode' ? PROMO_CODE_MAX : 100;
    if (text.length > max) throw badRequest(`${field}: at most ${max} characters`);
    if (text) ids[field] = text;
  }
  return ids;
}

/**
 * The choice a field and its id name together. With an id, the label (if any) must be one of that
 * id's names; without, the label must be a name in the catalogue.
 */
function chosen(choices: readonly Choice[], label: string, id: string | undefined, names: { label: string; id: string; what: string }): Choice {
  if (id !== undefined) {
    const byId = choiceById(choices, id);
    if (!byId) throw badRequest(`${names.id}: "${id}" is not one of our ${names.what}s`);
    if (label.trim() === '') return byId;
    const named = choices.find((c) => c.id === id && formKey(c.label) === formKey(label));
    if (!named) {
      throw badRequest(`${names.label}: "${label}" is not what ${names.id} "${id}" is called ("${byId.label}")`,
        (say) => `${say(`${names.label}:`)} ${say(`"{label}" is not what the chosen ${names.what} is called ({called})`, { label, called: labelWords(byId.label, say) })}`);
    }
    return named;
  }
  const byLabel = choiceByLabel(choices, label);
  if (!byLabel) throw badRequest(`${names.label}: "${label}" is not one of our ${names.what}s: choose one from the list`);
  return byLabel;
}
