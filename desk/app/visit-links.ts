/** One-tap links for a visit: call, WhatsApp about the visit, and a maps search for the address (no key needed). */
import { internationalDigits, telHref } from '../../model/lead-facts.ts';
import { formatTime } from '../../model/format.ts';
import type { PlanVisit } from '../wire/visits.ts';

export { telHref };

const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** "Fri, 14 Aug" for a day "2026-08-14" (read as a calendar day, whatever the phone's zone). */
export const dayWords = (date: string): string => DAY.format(new Date(`${date}T00:00:00Z`));

/** "9 AM to 11 AM". */
export function windowText(window: string): string {
  const [from, to] = window.split('-');
  return `${formatTime(from)} to ${formatTime(to)}`;
}

export function visitWhatsappHref(visit: PlanVisit, brand: string): string {
  const text = `Hello${visit.name ? ` ${visit.name}` : ''}, this is ${brand} about your grooming visit on ${dayWords(visit.date)}, between ${windowText(visit.window)}.`;
  return `https://wa.me/${internationalDigits(visit.phone)}?text=${encodeURIComponent(text)}`;
}

/** A Google Maps search for the address and its city: opens the maps app on a phone, no API key. */
export function mapsHref(visit: Pick<PlanVisit, 'address' | 'city'>): string {
  const query = [visit.address, visit.city.replace(/-/g, ' ')].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
