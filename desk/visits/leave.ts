// A groomer's leave, entered by the owner on the desk: a day, a range of days or part of a day.
// It is the day's data, not site.yaml's: leads/visits/held-visits.ts reads it beside the visits,
// so it closes the groomer's time for bookings, moves and availability at once, without a
// rebuild. Entering it takes the booking's locks for each day it touches (leads/visits/hold.ts
// lockDays; SQLite's write lock), so a booking at the same moment is either in the answer's list
// of visits to move or judged after the leave. Visits already held in it are listed until someone
// moves them: the leave never moves or cancels a visit itself.
import { badRequest, HttpError } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { lockDays } from '../../leads/visits/hold.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { leaveDays, leaveSpan, leaveWords, type LeaveAsked } from '../../model/visits/leave.ts';
import type { CityVisitRules, Groomer } from '../../model/visits/rules.ts';
import { BUSY_STATUSES, type VisitStatus } from '../../model/visits/visit-status.ts';
import type { LeaveAdded, LeaveClash, LeaveEntry, LeaveList } from '../wire/visits.ts';

/** Leave not over yet, per groomer: enough for a year of days off entered ahead, and a bound on the table. */
export const MAX_LEAVE_AHEAD = 40;
/** Removed leave kept per groomer (the newest), so removing and entering again cannot grow the table without end. */
export const REMOVED_KEPT = 100;
const NOTE_MAX = 200;
/** Visits in a leave listed at most (a 60-day leave of a busy groomer). */
const CLASHES_MAX = 500;

/** Statuses of a visit still to happen: those a leave makes someone move (done is over; cancelled and no-show free the time). */
const TO_MOVE = `(${BUSY_STATUSES.filter((s) => s !== 'done').map((s) => `'${s}'`).join(', ')})`;

interface Member { groomer: Groomer; city: CityVisitRules }
interface LeaveRow { id: number | string; groomer_id: string; start_ms: number | string; end_ms: number | string; note: string; created_by: string; created_at: string }

const LEAVE_COLUMNS = 'id, groomer_id, start_ms, end_ms, note, created_by, created_at';

export class GroomerLeave {
  constructor(private readonly db: SqlStore, private readonly settings: () => VisitSettings | undefined) {}

  /** Enters a leave from the owner's form; answers it with the visits already held in it. */
  async add(body: Record<string, unknown>, actor: string, now = Date.now()): Promise<LeaveAdded & { city: string }> {
    const team = this.team();
    const { groomerId } = body;
    if (typeof groomerId !== 'string' || groomerId === '') throw badRequest('groomerId: choose a groomer');
    const member = team.get(groomerId);
    if (!member) throw badRequest(`groomerId: "${groomerId}" is not in any city's team in site.yaml`);
    const asked = readAsked(body);
    const span = leaveSpan(asked, now);
    if (!span.ok) throw badRequest(`${span.field}: ${span.message}`);
    const note = readNote(body.note);
    return this.db.transaction(async (tx) => {
      await lockDays(tx, leaveDays(span.start, span.end).map((date) => ({ city: member.city.slug, date })));
      const ahead = await tx.get<{ n: number | string }>('SELECT count(*) AS n FROM groomer_leave WHERE groomer_id = ? AND removed_at IS NULL AND end_ms > ?', [groomerId, now]);
      if (Number(ahead?.n ?? 0) >= MAX_LEAVE_AHEAD) {
        throw new HttpError(409, `groomerId: ${member.groomer.name} has ${MAX_LEAVE_AHEAD} leaves ahead already: remove one before entering more`);
      }
      const row = await tx.get<LeaveRow>(`INSERT INTO groomer_leave (groomer_id, start_ms, end_ms, note, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${LEAVE_COLUMNS}`,
        [groomerId, span.start, span.end, note, actor, new Date(now).toISOString()]);
      const leave = entry(row!, team);
      return { leave, toMove: await leaveClashes(tx, this.settings(), now, leave.id), city: member.city.slug };
    });
  }

  /** Ends a leave's effect at once; its row stays with who removed it and when. Answers the groomer's city, if they still have one. */
  async remove(id: number, actor: string, now = Date.now()): Promise<{ city?: string }> {
    const row = await this.db.get<{ groomer_id: string }>('SELECT groomer_id FROM groomer_leave WHERE id = ?', [id]);
    if (!row) throw new HttpError(404, `leave ${id}: no such leave`);
    await this.db.transaction(async (tx) => {
      await tx.run('UPDATE groomer_leave SET removed_at = ?, removed_by = ? WHERE id = ? AND removed_at IS NULL', [new Date(now).toISOString(), actor, id]);
      await tx.run(`DELETE FROM groomer_leave WHERE groomer_id = ? AND removed_at IS NOT NULL AND id NOT IN
        (SELECT id FROM groomer_leave WHERE groomer_id = ? AND removed_at IS NOT NULL ORDER BY id DESC LIMIT ${REMOVED_KEPT})`, [row.groomer_id, row.groomer_id]);
    });
    return { city: this.team().get(row.groomer_id)?.city.slug };
  }

  /** The leave not over yet, soonest first, with the visits in it still to move and the team to choose from. */
  async list(now = Date.now()): Promise<LeaveList> {
    const team = this.team();
    const rows = await this.db.all<LeaveRow>(`SELECT ${LEAVE_COLUMNS} FROM groomer_leave WHERE removed_at IS NULL AND end_ms > ? ORDER BY start_ms, id`, [now]);
    return {
      leave: rows.map((r) => entry(r, team)),
      toMove: await leaveClashes(this.db, this.settings(), now),
      team: [...team.values()].map(({ groomer, city }) => ({ id: groomer.id, name: groomer.name, cityName: city.name })),
    };
  }

  private team(): Map<string, Member> {
    const settings = this.settings();
    if (!settings) throw new HttpError(404, 'visits: this site has no visits: section in site.yaml');
    return teamOf(settings);
  }
}

function teamOf(settings: VisitSettings | undefined): Map<string, Member> {
  return new Map(Object.values(settings?.rules.cities ?? {}).flatMap((city) => city.groomers.map((groomer) => [groomer.id, { groomer, city }] as const)));
}

/** The form's days and times; an empty field is one left out. */
function readAsked(body: Record<string, unknown>): LeaveAsked {
  const text = (field: 'from' | 'to' | 'fromTime' | 'toTime', example: string): string | undefined => {
    const value = body[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw badRequest(`${field}: expected ${example}`);
    return value.trim();
  };
  const from = text('from', 'the first day away as YYYY-MM-DD');
  if (from === undefined) throw badRequest('from: give the first day away, as YYYY-MM-DD');
  return { from, to: text('to', 'the last day away as YYYY-MM-DD'), fromTime: text('fromTime', 'a time of day as HH:MM'), toTime: text('toTime', 'a time of day as HH:MM') };
}

function readNote(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('note: expected text');
  // Control characters (a pasted line break, escape codes) would only garble the list.
  const note = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (note.length > NOTE_MAX) throw badRequest(`note: at most ${NOTE_MAX} characters`);
  return note;
}

function entry(r: LeaveRow, team: Map<string, Member>): LeaveEntry {
  const member = team.get(r.groomer_id);
  const start = Number(r.start_ms); // PostgreSQL's bigint arrives as text
  const end = Number(r.end_ms);
  return {
    id: Number(r.id), groomerId: r.groomer_id, groomerName: member?.groomer.name ?? r.groomer_id, cityName: member?.city.name ?? '',
    start, end, words: leaveWords(start, end), note: r.note, by: r.created_by, at: r.created_at,
  };
}

/**
 * The visits not over yet that fall in a leave not removed (one leave, or every one), soonest
 * first: what the owner moves. A visit in two overlapping leaves is listed once.
 */
export async function leaveClashes(db: Pick<Sql, 'all'>, settings: VisitSettings | undefined, now: number, leaveId?: number): Promise<LeaveClash[]> {
  const rows = await db.all<{ id: number | string; lead_id: number | string; city: string; date: string; time_window: string; groomer_id: string; status: VisitStatus; name: string; leave_start: number | string; leave_end: number | string }>(
    `SELECT v.id, v.lead_id, v.city, v.date, v.time_window, v.groomer_id, v.status, l.name, a.start_ms AS leave_start, a.end_ms AS leave_end
      FROM groomer_leave a JOIN visits v ON v.groomer_id = a.groomer_id AND v.start_ms < a.end_ms AND v.end_ms > a.start_ms
      JOIN leads l ON l.id = v.lead_id
      WHERE a.removed_at IS NULL AND a.end_ms > ? AND v.end_ms > ? AND v.status IN ${TO_MOVE}${leaveId === undefined ? '' : ' AND a.id = ?'}
      ORDER BY v.start_ms, v.id, a.id LIMIT ${CLASHES_MAX}`,
    leaveId === undefined ? [now, now] : [now, now, leaveId]);
  const team = teamOf(settings);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(Number(r.id)) && seen.add(Number(r.id))).map((r) => ({
    visitId: Number(r.id), leadId: Number(r.lead_id), name: r.name, city: r.city, date: r.date, window: r.time_window,
    groomerId: r.groomer_id, groomerName: team.get(r.groomer_id)?.groomer.name ?? r.groomer_id, status: r.status,
    leave: leaveWords(Number(r.leave_start), Number(r.leave_end)),
  }));
}
