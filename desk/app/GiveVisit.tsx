import { useState } from 'react';
import { BUSY_STATUSES } from '../../model/visits/visit-status.ts';
import { call } from './client.ts';
import { PlacementForm } from './PlacementForm.tsx';
import { LeadVisit } from './LeadVisit.tsx';
import type { LeadWindows, PlanVisit } from '../wire/visits.ts';

/**
 * On a lead's page: its visits (each with its money and photos, LeadVisit.tsx), and for a lead
 * without a live one, a visit given by staff (only open windows offered; the city from its page
 * and the package from its form, both changeable).
 */
export function GiveVisit({ leadId, visits, today, onGiven }: { leadId: number; visits: PlanVisit[]; today: string; onGiven: () => void }) {
  const [city, setCity] = useState('');
  const [packageId, setPackageId] = useState('');
  const [choices, setChoices] = useState<LeadWindows | undefined>();
  const live = visits.some((v) => BUSY_STATUSES.includes(v.status) && v.status !== 'done');
  const query = (date: string) => `leads/${leadId}/windows?date=${date}${city ? `&city=${city}` : ''}${packageId ? `&packageId=${packageId}` : ''}`;

  return (
    <>
      <h2>Visit</h2>
      {visits.length > 0 && (
        <ul className="notes">
          {visits.map((v) => <LeadVisit key={v.id} visit={v} onChanged={onGiven} />)}
        </ul>
      )}
      {!live && (
        <div className="give">
          {choices && (
            <div className="give-what">
              <label>City{' '}
                <select value={choices.city} onChange={(e) => setCity(e.currentTarget.value)}>
                  {choices.cities.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
                </select>
              </label>
              <label>Package{' '}
                <select value={choices.packageId} onChange={(e) => setPackageId(e.currentTarget.value)}>
                  {choices.packages.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
              </label>
            </div>
          )}
          <PlacementForm key={`${city}/${packageId}`} initialDate={today} submitLabel="Give this visit"
            load={async (date) => {
              const found = await call<LeadWindows>(query(date));
              setChoices(found);
              return found;
            }}
            submit={async (to) => {
              await call(`leads/${leadId}/visit`, { method: 'POST', body: { ...to, city: choices?.city ?? city, packageId: choices?.packageId ?? packageId } });
              onGiven();
            }} />
        </div>
      )}
    </>
  );
}
