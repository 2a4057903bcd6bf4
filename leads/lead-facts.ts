/**
 * What staff read off a lead, shared by the e-mail alert and the desk (server and browser): its
 * kind in words, the city it came from, and the links that call or message the person.
 * Pure and dependency-free: it is bundled into the desk's browser script.
 */

export interface LeadLike {
  id: number;
  kind: string;
  fields: Record<string, string | undefined>;
}

const KIND_WORDS: Record<string, string> = {
  booking: 'Booking',
  appointment: 'Appointment',
  quick: 'Quick offer',
  boarding: 'Boarding',
  contact: 'Contact',
};

/** The appointment form is a booking that names a date; the package forms do not. */
export function kindLabel(lead: LeadLike): string {
  if (lead.kind === 'booking' && (lead.fields.serviceDate || lead.fields.serviceTime)) return KIND_WORDS.appointment;
  return KIND_WORDS[lead.kind] ?? lead.kind;
}

const CITY_PAGE = /^\/pet-grooming-at-home\/([a-z0-9-]+)\/?$/;

/** The city slug of the page a form was sent from ("noida" for /pet-grooming-at-home/noida), or "". */
export function cityOf(path: string | undefined): string {
  return CITY_PAGE.exec(path ?? '')?.[1] ?? '';
}

/** Digits with the country code, as tel: and wa.me want them (a 10-digit Indian number gets 91). */
export function internationalDigits(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

export function telHref(phone: string | undefined): string {
  return `tel:+${internationalDigits(phone)}`;
}

/** A first message from the business, in the person's own terms. */
export function whatsappGreeting(lead: LeadLike, brand: string): string {
  const name = lead.fields.name ? ` ${lead.fields.name}` : '';
  const pet = lead.fields.pet ? ` for your ${lead.fields.pet.toLowerCase()}` : '';
  const service = lead.fields.service ? ` (${lead.fields.service})` : '';
  const what = lead.kind === 'contact' ? 'your message' : `your grooming request${pet}${service}`;
  return `Hello${name}, this is ${brand}. Thank you for ${what}. When would suit you for a quick call?`;
}

export function whatsappHref(lead: LeadLike, brand: string): string {
  return `https://wa.me/${internationalDigits(lead.fields.phone)}?text=${encodeURIComponent(whatsappGreeting(lead, brand))}`;
}
