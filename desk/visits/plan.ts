// The day plan: per groomer, the day's visits in order. Staff see every city's teams; a groomer
// sees only their own visits, and of each only what the visit needs (never the lead's page).
import type { Sql } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { weekdayOf } from '../../model/visits/time.ts';
import type { IsoDate } from '../../model/visits/rules.ts';
import type { DeskUser } from '../roles.ts';
import type { DayPlan, LeadVisit, PlanGroomer } from '../wire/visits.ts';
import { planVisit, SELECT_VISITS, type VisitRow } from './visit-rows.ts';
import { unreminded, withMessages } from './messages.ts';

export async function dayPlan(db: Sql, settings: VisitSettings | undefined, date: IsoDate, user: DeskUser): Promise<Omit<DayPlan, 'today'>> {
  const own = user.role === 'groomer';
  const rows = await db.all<VisitRow>(
    `${SELECT_VISITS} WHERE v.date = ?${own ? ' AND v.groomer_id = ?' : ''} ORDER BY v.start_ms, v.groomer_id`,
    own ? [date, user.groomerId] : [date],
  );
  const visits = (await withMessages(db, settings, rows.map(planVisit), user)).map((v) => {
    if (!own) return v;
    // What the customer did on their link and the office's moves are the office's to follow up.
    const { leadId: _leadId, customerChange: _change, deskMovedAt: _moved, ...forGroomer } = v;
    return forGroomer;
  });
  const groomers: PlanGroomer[] = [];
  for (const city of Object.values(settings?.rules.cities ?? {})) {
    for (const g of city.groomers) {
      if (own && g.id !== user.groomerId) continue;
      const worksToday = g.days.includes(weekdayOf(date)) && !g.daysOff.includes(date);
      // Staff see who works that day and anyone with a visit on it (a day off given a visit by mistake shows).
      if (own || worksToday || visits.some((v) => v.groomerId === g.id)) groomers.push({ id: g.id, name: g.name, city: city.slug, cityName: city.name, worksToday });
    }
  }
  return { date, groomers, visits, ...(!own && { unreminded: await unreminded(db, Date.now()) }) };
}

/** A lead's visits, newest first, for its page (the office's), each with its messages. */
export async function leadVisits(db: Sql, settings: VisitSettings | undefined, leadId: number): Promise<LeadVisit[]> {
  const rows = await db.all<VisitRow>(`${SELECT_VISITS} WHERE v.lead_id = ? ORDER BY v.id DESC`, [leadId]);
  // Only the office opens a lead's page: every message of the visit is offered.
  return withMessages(db, settings, rows.map(planVisit), { name: '', role: 'staff', groomerId: null });
}
