// A booking records its pet (issue 44, "Pets remembered"): the pet is kept under the customer's
// phone number, one row per phone, kind and name (store/migrations/pets.ts), so Bruno's second
// booking finds Bruno's profile and his past visits. Written in the lead's own transaction
// (leads/store.ts), so a lead and the link to its pet exist together. A booking names the kind
// (Dog or Cat), the breed and a dog's size; each booking brings the breed and size up to date, and
// leaves the office's profile (temperament, allergies, notes, interval) as it was.
import type { Sql } from '../store/sql.ts';

export interface BookedPet { phone: string; kind: string; name: string; breed: string; size: string }

/** The key one pet is found by under its phone and kind: its name as said, without case or the spaces around it. */
export const petNameKey = (name: string): string => name.trim().toLowerCase();

const UPSERT = `INSERT INTO pets (phone, name, name_key, kind, breed, size, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (phone, kind, name_key) DO UPDATE SET
    breed = CASE WHEN excluded.breed <> '' THEN excluded.breed ELSE pets.breed END,
    size = CASE WHEN excluded.size <> '' THEN excluded.size ELSE pets.size END,
    updated_at = excluded.updated_at
  RETURNING id`;

/** The booked pet of a lead's fields, or undefined for a lead that names none (not Dog or Cat, no phone). */
export function bookedPet(fields: Partial<Record<string, string>>, size: string | undefined): BookedPet | undefined {
  const kind = fields.pet;
  if ((kind !== 'Dog' && kind !== 'Cat') || !fields.phone) return undefined;
  return { phone: fields.phone, kind, name: (fields.petName ?? '').trim(), breed: (fields.breed ?? '').trim(), size: kind === 'Dog' ? size ?? '' : '' };
}

/** Finds or adds the pet and records that this lead named it; returns the pet's id. */
export async function recordPet(tx: Sql, leadId: number, pet: BookedPet, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  const row = await tx.get<{ id: number | string }>(UPSERT, [pet.phone, pet.name, petNameKey(pet.name), pet.kind, pet.breed, pet.size, at, at]);
  const petId = Number(row!.id);
  await tx.run('INSERT INTO lead_pets (lead_id, pet_id) VALUES (?, ?)', [leadId, petId]);
  return petId;
}
