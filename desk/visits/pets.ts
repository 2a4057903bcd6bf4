// The pets of the day plan (issue 44, "Pets remembered"): each visit carries the pet its booking
// named (leads/pets.ts), with the profile the office keeps under the customer's phone. A groomer's
// card gets only what matters at the door of their own visit (its name, temperament, allergies);
// the office's gets the notes, the pet's own interval and its other visits with package and groomer,
// and changes the profile (POST pets/:id). Nothing of a pet reaches a customer's link.
import type { Sql, SqlStore } from '../../store/sql.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { PetEdit, PetProfile, Visit } from '../wire/visits.ts';

interface PetRow {
  id: number | string; name: string; kind: string; breed: string; size: string;
  temperament: string; allergies: string; notes: string; groom_every_weeks: number | string | null;
}
const PET_COLUMNS = 'p.id, p.name, p.kind, p.breed, p.size, p.temperament, p.allergies, p.notes, p.groom_every_weeks';

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export const groomerNameOf = (settings: VisitSettings | undefined, city: string, groomerId: string): string =>
  settings?.rules.cities[city]?.groomers.find((g) => g.id === groomerId)?.name ?? groomerId;

/** Each visit with its pet's profile: the office's whole (`office`), or a groomer's part. */
export async function withPets<V extends Visit>(db: Sql, settings: VisitSettings | undefined, visits: V[], office: boolean): Promise<V[]> {
  if (visits.length === 0) return visits;
  const leadIds = [...new Set(visits.map((v) => v.leadId))];
  const rows = await db.all<PetRow & { lead_id: number | string }>(
    `SELECT lp.lead_id, ${PET_COLUMNS} FROM lead_pets lp JOIN pets p ON p.id = lp.pet_id WHERE lp.lead_id IN (${marks(leadIds.length)})`, leadIds);
  const byLead = new Map(rows.map((r) => [Number(r.lead_id), r]));
  const petIds = [...new Set(rows.map((r) => Number(r.id)))];
  const past = office && petIds.length ? await db.all<{ pet_id: number | string; id: number | string; date: string; status: string; city: string; groomer_id: string; service: string }>(
    `SELECT lp.pet_id, v.id, v.date, v.status, v.city, v.groomer_id, l.service FROM lead_pets lp JOIN visits v ON v.lead_id = lp.lead_id JOIN leads l ON l.id = lp.lead_id
     WHERE lp.pet_id IN (${marks(petIds.length)}) ORDER BY v.date DESC, v.id DESC`, petIds) : [];
  return visits.map((visit) => {
    const pet = byLead.get(visit.leadId);
    if (!pet) return visit;
    const door: PetProfile = { id: Number(pet.id), name: pet.name, kind: pet.kind, temperament: pet.temperament, allergies: pet.allergies };
    if (!office) return { ...visit, petProfile: door };
    const others = past.filter((p) => Number(p.pet_id) === door.id && Number(p.id) !== visit.id).slice(0, 10)
      .map((p) => ({ date: p.date, package: p.service.replace(/ - (₹|Rs\.?) ?[\d,]+$/, ''), groomer: groomerNameOf(settings, p.city, p.groomer_id), status: p.status }));
    return {
      ...visit,
      petProfile: {
        ...door, breed: pet.breed, size: pet.size, notes: pet.notes,
        groomEveryWeeks: pet.groom_every_weeks === null ? null : Number(pet.groom_every_weeks), past: others,
      },
    };
  });
}

const LIMIT = 300;

function text(body: Record<string, unknown>, field: keyof PetEdit): string {
  const value = body[field] ?? '';
  if (typeof value !== 'string') throw badRequest(`${field}: expected text`);
  if (value.length > LIMIT) throw badRequest(`${field}: at most ${LIMIT} characters`);
  return value.trim();
}

/** Reads the office's edit of a profile; 400 naming a bad field. */
export function readPetEdit(body: Record<string, unknown>): PetEdit {
  const weeks = body.groomEveryWeeks;
  if (weeks !== null && weeks !== undefined && weeks !== '' && !(Number.isInteger(weeks) && (weeks as number) >= 1 && (weeks as number) <= 52)) {
    throw badRequest('groomEveryWeeks: expected whole weeks from 1 to 52, or nothing for the package\'s interval');
  }
  return {
    temperament: text(body, 'temperament'), allergies: text(body, 'allergies'), notes: text(body, 'notes'),
    groomEveryWeeks: typeof weeks === 'number' ? weeks : null,
  };
}

/** The office changes a pet's profile; the history of the pet's newest lead says who and what. */
export async function updatePet(db: SqlStore, petId: number, edit: PetEdit, actor: string, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const at = new Date(now).toISOString();
    const changed = await tx.run(`UPDATE pets SET temperament = ?, allergies = ?, notes = ?, groom_every_weeks = ?, updated_at = ?, updated_by = ? WHERE id = ?`,
      [edit.temperament, edit.allergies, edit.notes, edit.groomEveryWeeks, at, actor, petId]);
    if (changed === 0) throw new HttpError(404, `pet ${petId}: no such pet`);
    const lead = await tx.get<{ lead_id: number | string }>('SELECT MAX(lead_id) AS lead_id FROM lead_pets WHERE pet_id = ?', [petId]);
    if (lead?.lead_id != null) {
      await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [Number(lead.lead_id), actor, "pet's profile changed", at]);
    }
  });
}
