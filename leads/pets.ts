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
// have. Most bookings are of a pet not seen before, so it is added first (one statement, then the
// link); a pet already kept is found on the conflict, and its row rewritten only when the booking
// changes it: rewriting it every time made bookings naming one pet wait on each other's
// transactions on PostgreSQL (`npm run bench leads`).
const ADD = `INSERT INTO pets (phone, name, name_key, kind, breed, size, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (phone, kind, name_key) DO NOTHING RETURNING id`;
const FIND = 'SELECT id, breed, size FROM pets WHERE phone = ? AND kind = ? AND name_key = ?';

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
  const key = petNameKey(pet.name);
  const added = await tx.get<{ id: number | string }>(ADD, [pet.phone, pet.name, key, pet.kind, pet.breed, pet.size, at, at]);
  if (added) return Number(added.id);
  const found = (await tx.get<PetRow>(FIND, [pet.phone, pet.kind, key]))!;
  const breed = pet.breed || found.breed;
  const size = pet.size || found.size;
  if (breed !== found.breed || size !== found.size) {
    await tx.run('UPDATE pets SET breed = ?, size = ?, updated_at = ? WHERE id = ?', [breed, size, at, found.id]);
  }
  return Number(found.id);
}
