// What a lead may carry beside SPEC 3.1's fields, checked here and stored in columns of its own
// (store/migrations/leads.ts step 10): a dog's size from the booking forms (it times the visit), and
// the visit's source (the landing's referring host and campaign tags, kept by the field-data
// script for the tab's session), which the desk counts leads by. Both optional: a lead without
// them is the lead SPEC describes. A bad value is a 400 naming it.
import { badRequest } from '../http/http-error.ts';
import { checkPetName, type LeadKind, type LeadValue } from '../model/lead-rules.ts';
import type { VisitSource } from '../model/field-data.ts';
import type { DogSize } from '../model/visits/rules.ts';
import { visitSource } from './field-data/beacon-rules.ts';
import { sizeOf } from './visits/booking-window.ts';

export interface LeadExtras { petSize?: DogSize; source?: VisitSource; petName?: string }

export function leadExtrasOf(kind: LeadKind, lead: LeadValue, body: Record<string, unknown>): LeadExtras {
  const out: LeadExtras = {};
  if (body.size !== undefined) {
    if (kind !== 'booking') throw badRequest('size: only a booking names a dog\'s size');
    const { size } = sizeOf(body.size);
    // A cat has one size for grooming: what a form left behind for a dog is not kept.
    if (size && (lead as Partial<Record<string, string>>).pet !== 'Cat') out.petSize = size;
  }
  if (body.source !== undefined) out.source = visitSource(body.source, 'source');
  // The pet's name (Bruno): kept among the lead's fields, and the pet's profile is found by it (leads/pets.ts).
  if (body.petName !== undefined) {
    if (kind !== 'booking') throw badRequest("petName: only a booking names the pet");
    const name = checkPetName(body.petName);
    if (!name.ok) throw badRequest(name.message);
    if (name.value) out.petName = name.value;
  }
  return out;
}
