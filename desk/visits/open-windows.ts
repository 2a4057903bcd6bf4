// The windows staff are offered when they move a visit or give a lead one: computed with
// model/visits from the visits held that day (the visit being moved left out), each with the
// groomers free for it. The change itself checks again inside its lock (changes.ts).
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { Sql } from '../../store/sql.ts';
import { heldVisits } from '../../leads/visits/held-visits.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { cityOfPage } from '../../model/paths.ts';
import { windowsForStaff } from '../../model/visits/groomer-slots.ts';
import { isIsoDate } from '../../model/visits/time.ts';
import { visitMinutes } from '../../model/visits/windows.ts';
import type { LeadWindows, OpenWindows } from '../wire/visits.ts';
import { packageOfLead, visitRequest } from './changes.ts';

function dayOf(text: string | null): string {
  if (!text || !isIsoDate(text)) throw badRequest('date: expected a day as YYYY-MM-DD');
  return text;
}

/** Open windows for moving visit `id` on `date`. */
export async function windowsForMove(db: Sql, settings: VisitSettings, id: number, date: string | null, now = Date.now()): Promise<OpenWindows> {
  const day = dayOf(date);
  const visit = await db.get<{ city: string; start_ms: number | string; end_ms: number | string }>('SELECT city, start_ms, end_ms FROM visits WHERE id = ?', [id]);
  if (!visit) throw new HttpError(404, `visit ${id}: no such visit`);
  const city = settings.rules.cities[visit.city];
  if (!city) throw new HttpError(409, `${visit.city} no longer takes visits by window in site.yaml`);
  const minutes = Math.round((Number(visit.end_ms) - Number(visit.start_ms)) / 60_000);
  const held = await heldVisits(db, city.slug, day, 1, id);
  return { date: day, city: city.slug, team: city.groomers.map((g) => ({ id: g.id, name: g.name })), windows: windowsForStaff(city, settings.rules, { date: day, minutes, held, now }) };
}

/** What a lead without a visit may be given: its city (from its page, or chosen) and package (from its form, or chosen). */
export async function windowsForLead(db: Sql, settings: VisitSettings, leadId: number, q: URLSearchParams, now = Date.now()): Promise<LeadWindows> {
  const day = dayOf(q.get('date'));
  const lead = await db.get<{ path: string; pet: string; pet_size: string; fields: string }>('SELECT path, pet, pet_size, fields FROM leads WHERE id = ?', [leadId]);
  if (!lead) throw new HttpError(404, `lead ${leadId}: no such lead`);
  const { rules } = settings;
  const pageCity = cityOfPage(lead.path, settings.pageCities);
  const citySlug = q.get('city') || (Object.hasOwn(rules.cities, pageCity) ? pageCity : Object.keys(rules.cities)[0]);
  const city = Object.hasOwn(rules.cities, citySlug) ? rules.cities[citySlug] : undefined;
  if (!city) throw badRequest(`city: we plan visits in ${Object.keys(rules.cities).join(', ')}`);
  const packageId = q.get('packageId') || packageOfLead(settings, JSON.parse(lead.fields) as Record<string, string | undefined>) || Object.keys(rules.packages)[0];
  const pkg = Object.hasOwn(rules.packages, packageId) ? rules.packages[packageId] : undefined;
  if (!pkg) throw badRequest(`packageId: choose one of ${Object.keys(rules.packages).join(', ')}`);
  const minutes = visitMinutes(pkg, visitRequest(lead.pet, packageId, lead.pet_size));
  const held = await heldVisits(db, city.slug, day, 1);
  return {
    date: day, city: city.slug, packageId,
    team: city.groomers.map((g) => ({ id: g.id, name: g.name })),
    windows: windowsForStaff(city, rules, { date: day, minutes, held, now }),
    packages: Object.values(rules.packages).map((p) => ({ id: p.id, name: p.name })),
    cities: Object.values(rules.cities).map((c) => ({ slug: c.slug, name: c.name })),
  };
}
