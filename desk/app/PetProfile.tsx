import { useState } from 'react';
import { dayWords } from '../../model/visits/words.ts';
import { call } from './client.ts';
import type { PetEdit, PetProfile as Pet } from '../wire/visits.ts';

/**
 * The pet of a visit (issue 44): what matters at the door (temperament, allergies) on every card;
 * for the office, folded beneath, its notes, its own interval and its other visits, and the form
 * that changes them (POST pets/:id).
 */
export function PetProfile({ pet, office, onChanged }: { pet: Pet; office: boolean; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  const door = [pet.temperament && `Temperament: ${pet.temperament}`, pet.allergies && `Allergies: ${pet.allergies}`].filter(Boolean).join(' · ');
  const name = pet.name || `The ${pet.kind.toLowerCase()}`;
  async function save(form: HTMLFormElement) {
    const data = new FormData(form);
    const weeks = String(data.get('weeks') ?? '').trim();
    const edit: PetEdit = {
      temperament: String(data.get('temperament')), allergies: String(data.get('allergies')), notes: String(data.get('notes')),
      groomEveryWeeks: weeks ? Number(weeks) : null,
    };
    try {
      await call(`pets/${pet.id}`, { method: 'POST', body: edit });
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <div className="pet">
      <p><strong>{name}</strong>{door ? <> <span className="flag pet-door">{door}</span></> : null}</p>
      {office && (
        <details className="visit-more">
          <summary>{name}'s profile</summary>
          {pet.past?.length ? <ul className="meta">{pet.past.map((p, i) => <li key={i}>{dayWords(p.date)}: {p.package}, {p.groomer} ({p.status})</li>)}</ul> : <p className="meta">No other visit yet.</p>}
          <form className="pet-form" onSubmit={(e) => { e.preventDefault(); void save(e.currentTarget); }}>
            <label>Temperament <input name="temperament" defaultValue={pet.temperament} maxLength={300} /></label>
            <label>Allergies <input name="allergies" defaultValue={pet.allergies} maxLength={300} /></label>
            <label>Notes (the office's) <textarea name="notes" defaultValue={pet.notes} maxLength={300} rows={2} /></label>
            <label>Groom every (weeks; blank: the package's) <input name="weeks" type="number" min={1} max={52} defaultValue={pet.groomEveryWeeks ?? ''} /></label>
            <button type="submit" className="secondary">Save {name}'s profile</button>
          </form>
          <p className="error" role="alert">{problem}</p>
        </details>
      )}
    </div>
  );
}
