/** One-tap links for a visit: call, WhatsApp about the visit, and a maps search for the address (no key needed). */
import { telHref } from '../../model/lead-facts.ts';
import { dayWords, windowEnds } from '../../model/visits/words.ts';
import { whatsappLink } from '../../model/whatsapp.ts';
import type { PlanVisit } from '../wire/visits.ts';

export { telHref };

export function visitWhatsappHref(visit: PlanVisit, brand: string): string {
  const { from, to } = windowEnds(visit.window);
  const text = `Hello${visit.name ? ` ${visit.name}` : ''}, this is ${brand} about your grooming visit on ${dayWords(visit.date)}, between ${from} and ${to}.`;
  return whatsappLink(visit.phone, text);
}

/**
 * A Google Maps search for the address and its city: opens the maps app on a phone, no API key.
 * The city is added only when the address does not already name it ("Sector 62, Noida", not "..., noida").
 */
export function mapsHref(visit: Pick<PlanVisit, 'address' | 'city'>): string {
  const city = visit.city.replace(/-/g, ' ');
  const query = [visit.address, visit.address.toLowerCase().includes(city) ? '' : city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
