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

// A pet's row is written only when it is new or the booking brings a breed or size it did not
// have: many bookings name the same pet, and rewriting its one row each time makes every one of
// them wait for the others' transactions on PostgreSQL (the lead bench fell from 1,647 to 723/s).
const FIND = 'SELECT id, breed, size FROM pets WHERE phone = ? AND kind = ? AND name_key = ?';
// Two first bookings of one pet at once: the second finds the first's row once it commits.
const ADD = `INSERT INTO pets (phone, name, name_key, kind, breed, size, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (phone, kind, name_key) DO NOTHING RETURNING id`;

interface PetRow { id: number | string; breed: string; size: string }

/** The booked pet of a lead's fields, or undefined for a lead that names none (not Dog or Cat, no phone). */
export function bookedPet(fields: Partial<Record<string, string>>, size: string | undefined): BookedPet | undefined {
  const kind = fields.pet;
  if ((kind !== 'Dog' && kind !== 'Cat') || !fields.phone) return undefined;
  return { phone: fields.phone, kind, name: (fields.petName ?? '').trim(), breed: (fields.breed ?? '').trim(), size: kind === 'Dog' ? size ?? '' : '' };
}

/** Finds or adds the pet and records that this lead named it; returns the pet's id. */
export async function recordPet(tx: Sql, leadId: number, pet: BookedPet, now: number): Promise<number> {
  const petId = await findOrAddPet(tx, pet, new Date(now).toISOString());
  await tx.run('INSERT INTO lead_pets (lead_id, pet_id) VALUES (?, ?)', [leadId, petId]);
  return petId;
}

async function findOrAddPet(tx: Sql, pet: BookedPet, at: string): Promise<number> {
  const key = [pet.phone, pet.kind, petNameKey(pet.name)];
  let found = await tx.get<PetRow>(FIND, key);
  if (!found) {
    const added = await tx.get<{ id: number | string }>(ADD, [pet.phone, pet.name, petNameKey(pet.name), pet.kind, pet.breed, pet.size, at, at]);
    if (added) return Number(added.id);
    found = (await tx.get<PetRow>(FIND, key))!;
  }
  const breed = pet.breed || found.breed;
  const size = pet.size || found.size;
  if (breed !== found.breed || size !== found.size) {
    await tx.run('UPDATE pets SET breed = ?, size = ?, updated_at = ? WHERE id = ?', [breed, size, at, found.id]);
  }
  return Number(found.id);
}
