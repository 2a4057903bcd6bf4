// A lead still "new" some minutes after it arrived, counted within the business's hours, is
// announced a second time on every alert channel (site.yaml followUp.escalateAfterMinutes). Once:
// the lead's escalated_at is set in the same transaction as its alerts, and only where it was still
// empty, so two servers on one database, or a restart half-way, never announce it twice.
import { afterBusinessMinutes, type OpeningHours } from '../model/business-minutes.ts';
import { cityOfPage, type PageCities } from '../model/paths.ts';
import type { OutboxChannel } from './outbox.ts';
import type { Sql, SqlStore } from '../store/sql.ts';

export interface EscalationSettings {
  /** Minutes of opening hours a lead may stay "new" before it is announced again. */
  minutes: number;
  /** The hours of a lead that names no city (site.yaml cityDefaults.hours, a city's team hours when it states none). */
  hours: OpeningHours;
  /** A city's own hours, by slug, for leads sent from its pages. */
  cityHours: Readonly<Record<string, OpeningHours>>;
  /** The site's pages that name a city (model/paths.ts pageCitiesOf): a locality's lead waits by its team's hours. */
  pageCities?: PageCities;
}

/** What the second alert adds to the lead's payload (leads/store.ts LeadNotification). */
export interface EscalationNote {
  /** The minutes of site.yaml it waited past. */
  minutes: number;
  at: string;
}

/** Leads looked at per pass: a backlog is worked off over a few passes, never in one long transaction. */
const BATCH = 100;

interface Waiting { id: number; reference: string | null; kind: string; receivedAt: string; ip: string; userAgent: string; fields: string; path: string }

const WAITING = `SELECT id, reference, kind, received_at AS "receivedAt", ip, user_agent AS "userAgent", fields, path FROM leads
  WHERE status = 'new' AND escalated_at IS NULL ORDER BY id LIMIT ${BATCH}`;

/** The instant a lead received at `receivedAt` from `path` is due to be announced again. */
export function escalationDue(settings: EscalationSettings, receivedAt: string, path: string): number {
  const hours = settings.cityHours[cityOfPage(path, settings.pageCities)] ?? settings.hours;
  return afterBusinessMinutes(Date.parse(receivedAt), settings.minutes, hours);
}

/** Announces again every lead whose time has come; resolves with their ids. */
export async function escalateWaiting(db: SqlStore, settings: EscalationSettings, channels: readonly OutboxChannel[], now = Date.now()): Promise<number[]> {
  const due = (await db.all<Waiting>(WAITING)).filter((lead) => escalationDue(settings, lead.receivedAt, lead.path) <= now);
  const done: number[] = [];
  for (const lead of due) {
    if (await db.transaction((tx) => escalate(tx, lead, settings.minutes, channels, now))) done.push(Number(lead.id));
  }
  return done;
}

async function escalate(tx: Sql, lead: Waiting, minutes: number, channels: readonly OutboxChannel[], now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  // Only while it is still new and not yet announced: whoever claims it here sends the alerts.
  const claimed = await tx.run("UPDATE leads SET escalated_at = ? WHERE id = ? AND status = 'new' AND escalated_at IS NULL", [at, lead.id]);
  if (claimed === 0) return false;
  await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [lead.id, 'server', `announced again: still new after ${minutes} min of opening hours`, at]);
  const { path: _path, fields, reference, ...rest } = lead;
  const escalation: EscalationNote = { minutes, at };
  const payload = JSON.stringify({ ...rest, id: Number(lead.id), ...(reference && { reference }), fields: JSON.parse(fields), escalation });
  for (const channel of channels) {
    await tx.run('INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)', [lead.id, channel, payload, now]);
  }
  return true;
}
