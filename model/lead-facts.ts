/**
 * What staff read off a lead, shared by the e-mail alert and the desk (server and browser): its
 * kind in words and the links that call or message the person.
 * Pure: it is bundled into the desk's browser script.
 */
import { LEAD_KINDS, type LeadKind } from './lead-rules.ts';
import { internationalDigits, whatsappLink } from './whatsapp.ts';

export interface LeadLike {
  id: number;
  kind: string;
  fields: Record<string, string | undefined>;
}

const KIND_WORDS: Record<LeadKind, string> = {
  booking: 'Booking',
  boarding: 'Boarding',
  quick: 'Quick offer',
  contact: 'Contact',
};

/** Every kind with its words, in the order the desk's filter lists them. */
export const KIND_CHOICES: readonly (readonly [LeadKind, string])[] = LEAD_KINDS.map((kind) => [kind, KIND_WORDS[kind]] as const);

/** The appointment form is a booking that names a date; the package forms do not. */
export function kindLabel(lead: LeadLike): string {
  if (lead.kind === 'booking' && (lead.fields.serviceDate || lead.fields.serviceTime)) return 'Appointment';
  return KIND_WORDS[lead.kind as LeadKind] ?? lead.kind;
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
  return whatsappLink(lead.fields.phone, whatsappGreeting(lead, brand));
}
