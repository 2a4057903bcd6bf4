// What staff change on the day plan: give a lead a visit, move a visit (another day, window or
// groomer), and move it along its statuses. Each change is one transaction that takes the same
// locks as a booking holding a window (leads/visits/hold.ts: SQLite's BEGIN IMMEDIATE write lock;
// PostgreSQL's advisory lock per city and day, for the day left and the day taken), re-reads the
// day's visits inside it and checks the groomer with model/visits, so a desk move and a booking
// arriving at the same moment are judged one after the other and never share a groomer's time.
// Every change lands in the lead's history (desk_audit).
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { isFirstBooking, lockDays } from '../../leads/visits/hold.ts';
import { heldVisits, isAway, LIVE_STATUSES, type BusyTime } from '../../leads/visits/held-visits.ts';
import { choicesOfLead, timedPackageOf, type VisitSettings } from '../../leads/visits/settings.ts';
import { isVisitConflict } from '../../leads/store.ts';
import { groomerSlot } from '../../model/visits/groomer-slots.ts';
import type { CityVisitRules, Groomer, VisitRequest } from '../../model/visits/rules.ts';
import { isIsoDate } from '../../model/visits/time.ts';
import { visitWords } from '../../model/visits/words.ts';
import { leaveWords } from '../../model/visits/leave.ts';
import { cityOfPage } from '../../model/paths.ts';
import { quote, visitMinutes, windowsOfDay } from '../../model/visits/index.ts';
import { GROOMER_STATUSES, isMovable, isVisitStatus, NEXT_STATUSES, nextStatusesAt, VISIT_STATUS_LABELS, type VisitStatus } from '../../model/visits/visit-status.ts';
import type { DeskUser } from '../roles.ts';
import type { Placement } from '../wire/visits.ts';

export function readPlacement(body: Record<string, unknown>): Placement {
  const { date, window, groomerId } = body;
  if (typeof date !== 'string' || !isIsoDate(date)) throw badRequest('date: expected a day as YYYY-MM-DD');
  if (typeof window !== 'string' || !/^\d{2}:\d{2}-\d{2}:\d{2}$/.test(window)) throw badRequest('window: expected an arrival window such as 09:00-11:00');
  if (typeof groomerId !== 'string' || groomerId === '') throw badRequest('groomerId: choose a groomer');
  return { date, window, groomerId };
}

interface VisitState { id: number; lead_id: number; city: string; date: string; time_window: string; groomer_id: string; status: VisitStatus; start_ms: number | string; end_ms: number | string }

const audit = (tx: Sql, leadId: number, actor: string, action: string, now: number) =>
  tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [leadId, actor, action, new Date(now).toISOString()]);

const forUpdate = (tx: Sql) => (tx.dialect === 'postgres' ? ' FOR UPDATE' : '');

export class VisitChanges {
  constructor(private readonly db: SqlStore, private readonly settings: () => VisitSettings | undefined) {}

  rules() {
    const settings = this.settings();
    if (!settings) throw new HttpError(404, 'visits: this site has no visits: section in site.yaml');
    return settings;
  }

  /** Moves a visit to another day, window or groomer, or refuses with 409 saying with what it collides. */
  async move(visitId: number, to: Placement, actor: string, now = Date.now()): Promise<void> {
    const { rules } = this.rules();
    await this.guard(() => this.db.transaction(async (tx) => {
      const before = await this.visit(tx, visitId);
      if (!isMovable(before.status)) throw new HttpError(409, `this visit is ${VISIT_STATUS_LABELS[before.status].toLowerCase()}: only a requested or confirmed visit can be moved`);
      await lockDays(tx, [{ city: before.city, date: before.date }, { city: before.city, date: to.date }]);
      const city = rules.cities[before.city];
      if (!city) throw new HttpError(409, `${before.city} no longer takes visits by window in site.yaml`);
      const minutes = Math.round((Number(before.end_ms) - Number(before.start_ms)) / 60_000);
      const { groomer, window } = await this.check(tx, city, rules.travelMinutes, to, minutes, now, visitId);
      if (before.date === to.date && before.time_window === to.window && before.groomer_id === to.groomerId) return;
      const sameTime = before.date === to.date && before.time_window === to.window;
      await tx.run('UPDATE visits SET date = ?, time_window = ?, groomer_id = ?, start_ms = ?, end_ms = ? WHERE id = ?',
        [to.date, to.window, to.groomerId, window.start, window.start + minutes * 60_000, visitId]);
      if (!sameTime) {
        // A new day or window is news to the customer (never which groomer comes): the "moved"
        // message is offered and the visit is on Due until that message is marked sent again.
        await tx.run('UPDATE visits SET desk_moved_at = ? WHERE id = ?', [new Date(now).toISOString(), visitId]);
        await tx.run("DELETE FROM visit_messages WHERE visit_id = ? AND kind = 'moved'", [visitId]);
      }
      const from = `${visitWords({ date: before.date, window: before.time_window })} with ${groomerName(city, before.groomer_id)}`;
      await audit(tx, before.lead_id, actor, sameTime
        ? `visit ${visitWords(to)} given to ${groomer.name} (was ${groomerName(city, before.groomer_id)})`
        : `visit moved: ${from} -> ${visitWords(to)} with ${groomer.name}`, now);
    }));
  }

  /** Moves a visit along its statuses; a groomer may only mark their own visit on the way, done or no-show. */
  async setStatus(visitId: number, status: unknown, user: DeskUser, now = Date.now()): Promise<void> {
    if (!isVisitStatus(status)) throw badRequest(`status: expected one of ${Object.keys(VISIT_STATUS_LABELS).join(', ')}`);
    await this.db.transaction(async (tx) => {
      const before = await this.visit(tx, visitId);
      if (user.role === 'groomer') {
        if (before.groomer_id !== user.groomerId) throw new HttpError(404, `visit ${visitId}: no such visit`);
        if (!GROOMER_STATUSES.includes(status)) throw new HttpError(403, 'a groomer marks a visit on the way, done or no-show; the office changes the rest');
      }
      if (before.status === status) return;
      if (!NEXT_STATUSES[before.status].includes(status)) {
        throw new HttpError(409, `status: a visit that is ${VISIT_STATUS_LABELS[before.status].toLowerCase()} cannot become ${VISIT_STATUS_LABELS[status].toLowerCase()}`);
      }
      if (!nextStatusesAt(before.status, Number(before.start_ms), now).includes(status)) {
        throw new HttpError(409, `status: a visit is marked ${VISIT_STATUS_LABELS[status].toLowerCase()} once its window has begun (${visitWords({ date: before.date, window: before.time_window })})`);
      }
      await tx.run('UPDATE visits SET status = ? WHERE id = ?', [status, visitId]);
      await audit(tx, before.lead_id, user.name, `visit ${visitWords({ date: before.date, window: before.time_window })}: ${VISIT_STATUS_LABELS[before.status]} -> ${VISIT_STATUS_LABELS[status]}`, now);
    });
  }

  /** Gives a lead that has no live visit one, confirmed (staff arranged it with the customer), priced by the rules. */
  async give(leadId: number, city: string, packageId: string, to: Placement, actor: string, now = Date.now()): Promise<void> {
    const settings = this.rules();
    const { rules } = settings;
    // Own keys only: a city or package named "constructor" or "__proto__" is none of ours.
    const cityRules = Object.hasOwn(rules.cities, city) ? rules.cities[city] : undefined;
    if (!cityRules) throw badRequest(`city: we plan visits in ${Object.keys(rules.cities).join(', ')}`);
    await this.guard(() => this.db.transaction(async (tx) => {
      await lockDays(tx, [{ city, date: to.date }]);
      const lead = await tx.get<{ phone: string; pet: string; pet_size: string; fields: string; path: string; status: string }>(`SELECT phone, pet, pet_size, fields, path, status FROM leads WHERE id = ?${forUpdate(tx)}`, [leadId]);
      if (!lead) throw new HttpError(404, `lead ${leadId}: no such lead`);
      if (await tx.get(`SELECT 1 AS found FROM visits WHERE lead_id = ? AND status IN ${LIVE_STATUSES}`, [leadId])) {
        throw new HttpError(409, 'this lead has a visit already: move that one from the day plan');
      }
      const request = visitRequest(lead.pet, packageId, lead.pet_size);
      const pkg = Object.hasOwn(rules.packages, packageId) ? rules.packages[packageId] : undefined;
      if (!pkg) throw badRequest(`packageId: choose one of ${Object.keys(rules.packages).join(', ')}`);
      const minutes = visitMinutes(pkg, request);
      const { window } = await this.check(tx, cityRules, rules.travelMinutes, to, minutes, now);
      const chosen = choicesOfLead(settings, JSON.parse(lead.fields) as Record<string, string | undefined>);
      const priced = quote(rules, {
        city, request, addOns: chosen.addOns, promoCode: chosen.promoCode,
        firstBooking: await isFirstBooking(tx, lead.phone), visitStart: window.start, bookedAt: now,
        // A lead sent from a landing page (whose form holds no window) gets that page's own offer.
        sentFrom: cityOfPage(lead.path, settings.pageCities),
      });
      if (!priced.ok) throw badRequest(priced.message);
      const stored = { lines: priced.lines, fees: priced.fees, promo: priced.promo ?? null, promosNotApplied: priced.promosNotApplied, atDoor: priced.atDoor, total: priced.total };
      await tx.run(`INSERT INTO visits (lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'confirmed', ?, ?)`,
      [leadId, city, to.date, to.window, to.groomerId, window.start, window.start + minutes * 60_000, JSON.stringify(stored), new Date(now).toISOString()]);
      await audit(tx, leadId, actor, `visit given: ${visitWords(to)} with ${groomerName(cityRules, to.groomerId)}, ₹${priced.total}`, now);
      // Staff arranged it with the customer: the lead is booked, so it is no longer waiting for a
      // call (nor announced again as still new: leads/escalation.ts).
      if (lead.status === 'new' || lead.status === 'called') {
        await tx.run('UPDATE leads SET status = ?, first_called_at = coalesce(first_called_at, ?) WHERE id = ?', ['booked', new Date(now).toISOString(), leadId]);
        await audit(tx, leadId, actor, `status: ${lead.status} -> booked`, now);
      }
    }));
  }

  private async visit(tx: Sql, id: number): Promise<VisitState> {
    const row = await tx.get<VisitState>(`SELECT id, lead_id, city, date, time_window, groomer_id, status, start_ms, end_ms FROM visits WHERE id = ?${forUpdate(tx)}`, [id]);
    if (!row) throw new HttpError(404, `visit ${id}: no such visit`);
    return row;
  }

  /** The window and groomer of a placement, checked against the day's other visits inside the lock. */
  private async check(tx: Sql, city: CityVisitRules, travelMinutes: number, to: Placement, minutes: number, now: number, except?: number) {
    const window = windowsOfDay(city, this.rules().rules.windowMinutes, to.date).find((w) => w.value === to.window);
    if (!window) throw badRequest(`window: ${to.window} is not an arrival window in ${city.name}`);
    if (window.start <= now) throw new HttpError(409, `${visitWords(to)} has begun or is over: choose a later window`);
    const groomer = city.groomers.find((g) => g.id === to.groomerId);
    if (!groomer) throw badRequest(`groomerId: ${to.groomerId} is not in ${city.name}'s team`);
    const held = await heldVisits(tx, city.slug, to.date, 1, except);
    const verdict = groomerSlot(groomer, travelMinutes, { window, minutes, held });
    if (!verdict.ok) {
      const withWhat = verdict.reason === 'clash' || verdict.reason === 'away' ? inTheWay(verdict.clash) : '';
      throw new HttpError(409, `cannot place this visit ${visitWords(to)} with ${groomer.name}: ${verdict.message}${withWhat}`);
    }
    return { groomer, window };
  }

  /** The unique index under the lock (visits_groomer_start) is a backstop: its refusal reads like a clash. */
  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isVisitConflict(error)) throw new HttpError(409, 'that groomer has another visit starting then: choose another window or groomer');
      throw error;
    }
  }
}

/** What a refused placement names: the leave ("... is on leave then (Fri 14 Aug, all day)"), or the visit in the way. */
const inTheWay = (h: BusyTime): string => (isAway(h) ? ` (${leaveWords(h.start, h.end)})` : `: ${h.name || 'a customer'}'s visit, ${visitWords(h)}`);

const groomerName = (city: CityVisitRules, id: string): string => city.groomers.find((g: Groomer) => g.id === id)?.name ?? id;

/** A lead's pet as the engine reads it; a dog whose size the form did not say is timed as a larger dog. */
export function visitRequest(pet: string, packageId: string, size = ''): VisitRequest {
  const dog = pet.toLowerCase() !== 'cat';
  return { pet: dog ? 'dog' : 'cat', packageId, ...(dog && (size === 'small' || size === 'large') && { size }) };
}

/** The package a lead asked for, by the id its form sent or else its words; undefined when the rules do not time it. */
export const packageOfLead = (settings: VisitSettings, fields: Readonly<Record<string, string | undefined>>): string | undefined =>
  choicesOfLead(settings, fields).packageId;
