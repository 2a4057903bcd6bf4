// The day plan: per groomer, the day's visits in order. Staff see every city's teams; a groomer
// sees only their own visits, and of each only what the visit needs (never the lead's page).
// A groomer's leave shows beside their name, never as a visit; a visit in it is flagged, and the
// office sees every visit still to move out of a leave, whatever its day.
import type { Sql } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaInstant, weekdayOf } from '../../model/visits/time.ts';
import { leaveWords } from '../../model/visits/leave.ts';
import { awayTimes } from '../../leads/visits/held-visits.ts';
import type { IsoDate } from '../../model/visits/rules.ts';
import type { DeskUser } from '../roles.ts';
import type { DayPlan, LeadVisit, PlanGroomer } from '../wire/visits.ts';
import { planVisit, referencesOf, SELECT_VISITS, type VisitRow } from './visit-rows.ts';
import { unreminded, withMessages } from './messages.ts';
import { leaveClashes } from './leave.ts';
import { withPets } from './pets.ts';
import { withMoney } from './visit-money.ts';
import { withPhotos } from './photos.ts';

export async function dayPlan(db: Sql, settings: VisitSettings | undefined, date: IsoDate, user: DeskUser, now = Date.now()): Promise<Omit<DayPlan, 'today'>> {
  const own = user.role === 'groomer';
  const away = await awayTimes(db, indiaInstant(date, 0), indiaInstant(addDays(date, 1), 0));
  const awayOf = (groomerId: string, from: number, to: number) => away.find((a) => a.groomerId === groomerId && a.start < to && a.end > from);
  const rows = await db.all<VisitRow>(
    `${SELECT_VISITS} WHERE v.date = ?${own ? ' AND v.groomer_id = ?' : ''} ORDER BY v.start_ms, v.groomer_id`,
    own ? [date, user.groomerId] : [date],
  );
  const references = referencesOf(rows);
  // Each visit's pet: the whole profile for the office, what matters at the door for its groomer (pets.ts).
  const visits = (await withPhotos(db, await withMoney(db, settings, await withMessages(db, settings, await withPets(db, settings, rows.map(planVisit), !own), user), references))).map((v) => {
    // Only a visit still to happen waits to be moved; a done or cancelled one is history.
    const leave = ['requested', 'confirmed', 'on-the-way'].includes(v.status) ? awayOf(v.groomerId, v.start, v.end) : undefined;
    const flagged = leave ? { ...v, away: leaveWords(leave.start, leave.end) } : v;
    if (!own) return flagged;
    // What the customer did on their link and the office's moves are the office's to follow up.
    const { leadId: _leadId, customerChange: _change, deskMovedAt: _moved, ...forGroomer } = flagged;
    return forGroomer;
  });
  const groomers: PlanGroomer[] = [];
  for (const city of Object.values(settings?.rules.cities ?? {})) {
    for (const g of city.groomers) {
      if (own && g.id !== user.groomerId) continue;
      const worksToday = g.days.includes(weekdayOf(date)) && !g.daysOff.includes(date);
      const leave = away.filter((a) => a.groomerId === g.id).map((a) => leaveWords(a.start, a.end));
      // Staff see who works that day and anyone with a visit on it (a day off given a visit by mistake shows).
      if (own || worksToday || visits.some((v) => v.groomerId === g.id)) {
        groomers.push({ id: g.id, name: g.name, city: city.slug, cityName: city.name, worksToday, ...(leave.length && { away: leave }) });
      }
    }
  }
  // A groomer since taken off the team (editor/team-changes.ts) keeps the visits they made: the
  // days they worked still show them, under their id.
  for (const v of visits) {
    if (own || groomers.some((g) => g.id === v.groomerId)) continue;
    const city = settings?.rules.cities[v.city];
    groomers.push({ id: v.groomerId, name: `${v.groomerId} (no longer in the team)`, city: v.city, cityName: city?.name ?? v.city, worksToday: false });
  }
  if (own) return { date, groomers, visits };
  return { date, groomers, visits, unreminded: await unreminded(db, now), toMove: await leaveClashes(db, settings, now) };
}

/**
 * A lead's visits, newest first, for its page (the office's), each with its messages, and with its
 * money and photos as its card on the day plan has them: staff on a call see what is owed and the
 * before and after without finding the visit's day.
 */
export async function leadVisits(db: Sql, settings: VisitSettings | undefined, leadId: number): Promise<LeadVisit[]> {
  const rows = await db.all<VisitRow>(`${SELECT_VISITS} WHERE v.lead_id = ? ORDER BY v.id DESC`, [leadId]);
  // Only the office opens a lead's page (desk/lead-routes.ts): every message of the visit is offered.
  const withTheirMessages = await withMessages(db, settings, await withPets(db, settings, rows.map(planVisit), true), { name: '', role: 'staff', groomerId: null });
  return withPhotos(db, await withMoney(db, settings, withTheirMessages, referencesOf(rows)));
}
