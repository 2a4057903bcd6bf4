// Each groomer's visits as an iCalendar feed that a phone's calendar subscribes to, at a private
// address: {api.base}/desk/calendar/<token>.ics. The token is 256 random bits; only its SHA-256 is
// stored (as the customer links and sessions are), one live feed per groomer: issuing a new one
// replaces the old, revoking removes it, and an unknown or revoked token is a 404. The owner
// issues and revokes any groomer's feed, a groomer their own.
//
// Each visit is one event whose UID never changes, not even through `leads move`. Its SEQUENCE is the visit's revision and its
// LAST-MODIFIED the time of that revision (both kept by a trigger, see the migrations), so a
// calendar that fetches the feed again replaces a moved visit and shows a cancelled one as
// cancelled (STATUS:CANCELLED). A visit given to another groomer leaves this feed. Its description
// lists the quote stored with the visit, line by line, and the total to collect.
import { randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { HttpError } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { hashToken } from '../../leads/visits/links.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { VISIT_STATUS_LABELS } from '../../model/visits/visit-status.ts';
import { windowEnds } from '../../model/visits/words.ts';
import { lineWords } from '../../model/visits/line-words.ts';
import { rupees } from '../../model/format.ts';
import type { DeskUser } from '../roles.ts';
import type { CalendarFeed, Visit } from '../wire/visits.ts';
import { planVisit, SELECT_VISITS, type VisitRow } from './visit-rows.ts';

/** The feed's path after `{api.base}/desk/`: a token of 43 base64url characters. */
export const CALENDAR_PATH = /^calendar\/([A-Za-z0-9_-]{43})\.ics$/;
export const calendarPath = (token: string): string => `calendar/${token}.ics`;

/** How far back the feed reaches: a month of past visits, every future one. */
const PAST_MS = 31 * 24 * 60 * 60 * 1000;

/** The groomers a user may manage feeds for: every groomer for the owner, their own for a groomer. */
function groomersFor(settings: VisitSettings, user: DeskUser) {
  const all = Object.values(settings.rules.cities).flatMap((c) => c.groomers.map((g) => ({ id: g.id, name: g.name, city: c.name })));
  return user.role === 'groomer' ? all.filter((g) => g.id === user.groomerId) : all;
}

function mayManage(settings: VisitSettings, user: DeskUser, groomerId: string): void {
  if (user.role === 'groomer' && groomerId !== user.groomerId) throw new HttpError(403, "a groomer manages only their own calendar");
  if (!groomersFor(settings, user).some((g) => g.id === groomerId)) throw new HttpError(404, `groomer ${groomerId}: not in site.yaml's teams`);
}

/** Whether each groomer's feed is on, since when and by whom; with the desk account of each groomer. */
export async function feedStates(db: Sql, settings: VisitSettings, user: DeskUser): Promise<CalendarFeed[]> {
  const feeds = await db.all<{ groomer_id: string; created_at: string; created_by: string }>('SELECT groomer_id, created_at, created_by FROM groomer_calendars');
  const accounts = await db.all<{ name: string; groomer_id: string }>("SELECT name, groomer_id FROM desk_users WHERE role = 'groomer' ORDER BY name");
  return groomersFor(settings, user).map((g) => {
    const feed = feeds.find((f) => f.groomer_id === g.id);
    return { groomerId: g.id, name: g.name, city: g.city, account: accounts.find((a) => a.groomer_id === g.id)?.name ?? null, since: feed?.created_at ?? null, by: feed?.created_by ?? null };
  });
}

/** A new private address for the groomer's feed; the one before stops working. Returns the path after `{api.base}/desk/`. */
export async function issueFeed(db: SqlStore, settings: VisitSettings, user: DeskUser, groomerId: string, now = Date.now()): Promise<string> {
  mayManage(settings, user, groomerId);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM groomer_calendars WHERE groomer_id = ?', [groomerId]);
    await tx.run('INSERT INTO groomer_calendars (token_hash, groomer_id, created_at, created_by) VALUES (?, ?, ?, ?)',
      [hashToken(token), groomerId, new Date(now).toISOString(), user.name]);
  });
  return calendarPath(token);
}

export async function revokeFeed(db: Sql, settings: VisitSettings, user: DeskUser, groomerId: string): Promise<void> {
  mayManage(settings, user, groomerId);
  await db.run('DELETE FROM groomer_calendars WHERE groomer_id = ?', [groomerId]);
}

const STATUS: Readonly<Record<Visit['status'], ICalEventStatus>> = {
  requested: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, 'on-the-way': ICalEventStatus.CONFIRMED,
  done: ICalEventStatus.CONFIRMED, 'no-show': ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED,
};

/** The feed of the token's groomer, as iCalendar text; 404 for a token never issued or revoked. */
export async function feedText(db: Sql, settings: VisitSettings | undefined, token: string, now = Date.now()): Promise<string> {
  const feed = await db.get<{ groomer_id: string }>('SELECT groomer_id FROM groomer_calendars WHERE token_hash = ?', [hashToken(token)]);
  if (!feed || !settings) throw new HttpError(404, 'calendar: this address is unknown or was turned off');
  const rows = await db.all<VisitRow & { revision: number | string; updated_at: string | null; created_at: string }>(
    `${SELECT_VISITS.replace('SELECT v.id,', 'SELECT v.id, v.revision, v.updated_at, v.created_at,')} WHERE v.groomer_id = ? AND v.end_ms > ? ORDER BY v.start_ms`,
    [feed.groomer_id, now - PAST_MS]);
  const groomer = Object.values(settings.rules.cities).flatMap((c) => c.groomers).find((g) => g.id === feed.groomer_id);
  const host = new URL(settings.business.siteUrl).hostname;
  const calendar = ical({
    name: `${settings.business.brand}: ${groomer?.name ?? feed.groomer_id}'s visits`,
    prodId: { company: settings.business.brand, product: 'desk', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it fetch the feed again every half hour.
    ttl: 30 * 60,
  });
  for (const row of rows) {
    const v = planVisit(row);
    const { from, to } = windowEnds(v.window);
    const modified = new Date(row.updated_at ?? row.created_at);
    calendar.createEvent({
      // From the lead's id and the visit's creation, which `leads move` keeps (the visit's own id it does not).
      id: `visit-${v.leadId}-${Date.parse(row.created_at)}@${host}`,
      sequence: Number(row.revision),
      stamp: modified,
      lastModified: modified,
      // Instants in UTC (…Z): exact whatever zone the phone is in; the calendar shows them in India's time.
      start: new Date(v.start),
      end: new Date(v.end),
      status: STATUS[v.status],
      summary: `${v.status === 'cancelled' || v.status === 'no-show' ? `${VISIT_STATUS_LABELS[v.status]}: ` : ''}${v.name || v.phone}, ${v.package.replace(/ - (₹|Rs\.?) ?[\d,]+$/, '')}`,
      location: v.address || null,
      description: [
        `Arrive between ${from} and ${to}.`,
        `${[v.pet, v.breed].filter(Boolean).join(', ')}.`,
        // The stored quote line by line, as the confirmation and the desk's card say it, then the total.
        ...v.lines.map(lineWords),
        `To collect: ${rupees(v.total)}`,
        `Phone: ${v.phone}`,
        v.request && `Request: ${v.request}`,
      ].filter(Boolean).join('\n'),
    });
  }
  return calendar.toString();
}
