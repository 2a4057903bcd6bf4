// A visit's WhatsApp messages on the desk: each written from the visit (model/visit-messages.ts)
// as a WhatsApp link (model/whatsapp.ts) that staff open on their own phone, and staff's mark that it went out.
//
// The confirmation carries the customer's own link (/b/<token>). Only the token's hash is stored
// (leads/visits/links.ts), so the link the booking answered with cannot be shown again: the
// confirmation issues a fresh link for the visit each time staff write it, with a line in the
// lead's history. Earlier links are left working (revoking none): the customer may already keep
// the first one from the booking page, every link opens the same visit and dies after its day.
//
// Each message is written in the language of the page the lead was sent from (a Hindi page's
// customer reads Hindi, sayFor); the link opens that language's page (/hi/b/<token>).
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { createLink, linkInLanguageOf } from '../../leads/visits/links.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { visitWords } from '../../model/visits/words.ts';
import { languageOfPath, sayFrom, sayInEnglish, type Say } from '../../model/languages.ts';
import { pathnameOf } from '../../model/paths.ts';
import { isMessageKind, MESSAGE_KINDS, MESSAGE_LABELS, messageText, type MessageFacts, type MessageKind } from '../../model/visit-messages.ts';
import { whatsappLink } from '../../model/whatsapp.ts';
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { DeskUser } from '../roles.ts';
import type { Confirmation, DayPlan, Visit, VisitMessage } from '../wire/visits.ts';
import { planVisit, SELECT_VISITS, type VisitRow } from './visit-rows.ts';

/** Which messages suit a visit in each status ("moved" only once the office moved it: `applies`). */
const FOR_STATUS: Readonly<Record<VisitStatus, readonly MessageKind[]>> = {
  requested: ['confirmation', 'moved', 'reminder', 'on-the-way'],
  confirmed: ['confirmation', 'moved', 'reminder', 'on-the-way'],
  'on-the-way': ['on-the-way'],
  done: ['thank-you'],
  cancelled: [], 'no-show': [],
};

/** Whether a message has something to tell: "moved" once the office moved the visit (desk/visits/changes.ts clears its mark on each move). */
const applies = (visit: Pick<Visit, 'deskMovedAt'>, kind: MessageKind): boolean => kind !== 'moved' || visit.deskMovedAt !== undefined;

/** A groomer opens and marks only "on the way", for their own visits. */
const GROOMER_KINDS: readonly MessageKind[] = ['on-the-way'];

/** Statuses whose visit still wants the reminder the day before. */
const TO_REMIND = "('requested', 'confirmed')";

/** The visit's day in India, and whether that is today or tomorrow there as the message is written. */
function when(visit: Pick<Visit, 'date' | 'window'>, now: number) {
  const today = indiaDate(now);
  const soon: MessageFacts['soon'] = visit.date === today ? 'today' : visit.date === addDays(today, 1) ? 'tomorrow' : undefined;
  return { date: visit.date, window: visit.window, ...(soon && { soon }) };
}

function groomerName(settings: VisitSettings, visit: Pick<Visit, 'city' | 'groomerId'>): string | undefined {
  const groomer = settings.rules.cities[visit.city]?.groomers.find((g) => g.id === visit.groomerId);
  // The customer reads it: the first name is how groomers introduce themselves at the door.
  return groomer?.name.split(' ')[0];
}

/**
 * The customer's language, from the page the lead was sent from (its `path`, a full URL): a page
 * under /hi/ is Hindi's, spoken through its catalog; any other page is the site's default, English.
 * Only the customer's message changes: the desk, its history and the log stay in English.
 */
export function sayFor(settings: VisitSettings, page: string | undefined): Say {
  const languages = settings.languages ?? {};
  const code = languageOfPath(pathnameOf(page), ['', ...Object.keys(languages)]);
  return code ? sayFrom(languages[code]) : sayInEnglish;
}

/** The text of a message of this visit (the confirmation with the link given), in the language `say` speaks. */
export function visitMessageText(settings: VisitSettings, visit: Visit, kind: MessageKind, link?: string, now = Date.now(), say: Say = sayInEnglish): string {
  const { brand, siteUrl, reviewUrl } = settings.business;
  return messageText(kind, {
    name: visit.name, brand, ...when(visit, now), package: visit.package, total: visit.total, pet: visit.pet,
    link: link && new URL(link, siteUrl).href, groomer: groomerName(settings, visit), reviewUrl,
  }, say);
}

export const visitMessageHref = (settings: VisitSettings, visit: Visit, kind: MessageKind, say: Say): string =>
  whatsappLink(visit.phone, visitMessageText(settings, visit, kind, undefined, Date.now(), say));

/** The page each lead was sent from, by lead id: the language its visit's messages are written in. */
export async function leadPages(db: Sql, visits: readonly Visit[]): Promise<Map<number, string>> {
  if (visits.length === 0) return new Map();
  const ids = [...new Set(visits.map((v) => v.leadId))];
  const rows = await db.all<{ id: number | string; path: string | null }>(`SELECT id, path FROM leads WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
  return new Map(rows.map((r) => [Number(r.id), r.path ?? '']));
}

/** Each visit's messages for this user: the hrefs that need no link, and the marks of those sent. */
export async function withMessages<V extends Visit>(db: Sql, settings: VisitSettings | undefined, visits: V[], user: DeskUser): Promise<(V & { messages: VisitMessage[] })[]> {
  if (visits.length === 0) return [];
  const rows = await db.all<{ visit_id: number | string; kind: MessageKind; sent_at: string; sent_by: string }>(
    `SELECT visit_id, kind, sent_at, sent_by FROM visit_messages WHERE visit_id IN (${visits.map(() => '?').join(', ')})`, visits.map((v) => v.id));
  // A site in one language has no page to look up: every message is English.
  const pages = settings?.languages && Object.keys(settings.languages).length ? await leadPages(db, visits) : undefined;
  return visits.map((visit) => {
    const kinds = FOR_STATUS[visit.status].filter((k) => (user.role !== 'groomer' || GROOMER_KINDS.includes(k)) && applies(visit, k));
    const say = settings && pages ? sayFor(settings, pages.get(visit.leadId)) : sayInEnglish;
    const messages = kinds.map((kind): VisitMessage => {
      const sent = rows.find((r) => Number(r.visit_id) === visit.id && r.kind === kind);
      const href = settings && kind !== 'confirmation' ? visitMessageHref(settings, visit, kind, say) : undefined;
      return { kind, ...(href && { href }), ...(sent && { sentAt: sent.sent_at, sentBy: sent.sent_by }) };
    });
    return { ...visit, messages };
  });
}

/** How many of tomorrow's visits (India) still wait for their reminder: the day plan's flag. */
export async function unreminded(db: Sql, now: number): Promise<NonNullable<DayPlan['unreminded']>> {
  const date = addDays(indiaDate(now), 1);
  const rows = await db.all<{ id: number | string }>(
    `SELECT v.id FROM visits v WHERE v.date = ? AND v.status IN ${TO_REMIND}
     AND NOT EXISTS (SELECT 1 FROM visit_messages m WHERE m.visit_id = v.id AND m.kind = 'reminder') ORDER BY v.start_ms`, [date]);
  return { date, count: rows.length, visitIds: rows.map((r) => Number(r.id)) };
}

const audit = (tx: Sql, leadId: number, actor: string, action: string, now: number) =>
  tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [leadId, actor, action, new Date(now).toISOString()]);

async function readVisit(tx: Sql, id: number): Promise<Visit> {
  const row = await tx.get<VisitRow>(`${SELECT_VISITS} WHERE v.id = ?`, [id]);
  if (!row) throw new HttpError(404, `visit ${id}: no such visit`);
  return planVisit(row);
}

export class VisitMessages {
  constructor(private readonly db: SqlStore, private readonly settings: () => VisitSettings | undefined) {}

  private rules(): VisitSettings {
    const settings = this.settings();
    if (!settings) throw new HttpError(404, 'visits: this site has no visits: section in site.yaml');
    return settings;
  }

  /** The confirmation with a fresh customer link: its WhatsApp link and text. */
  async confirmation(visitId: number, actor: string, now = Date.now()): Promise<Confirmation> {
    const settings = this.rules();
    return this.db.transaction(async (tx) => {
      const visit = await readVisit(tx, visitId);
      if (!FOR_STATUS[visit.status].includes('confirmation')) throw new HttpError(409, `this visit is ${visit.status}: there is nothing to confirm`);
      // The page in the language the visit was booked in (/hi/b/<token> for a lead from a Hindi page).
      const lead = await tx.get<{ path: string }>('SELECT path FROM leads WHERE id = ?', [visit.leadId]);
      const link = linkInLanguageOf(await createLink(tx, visit.id, now), lead?.path, Object.keys(settings.languages ?? {}));
      await audit(tx, visit.leadId, actor, `WhatsApp confirmation written for ${visitWords(visit)}, with a new link to the customer's page`, now);
      const text = visitMessageText(settings, visit, 'confirmation', link, now, sayFor(settings, lead?.path));
      return { href: whatsappLink(visit.phone, text), text };
    });
  }

  /** Staff's mark that a message went out; a groomer marks only "on the way" of their own visit. */
  async markSent(visitId: number, kind: unknown, user: DeskUser, now = Date.now()): Promise<void> {
    if (!isMessageKind(kind)) throw badRequest(`kind: expected one of ${MESSAGE_KINDS.join(', ')}`);
    await this.db.transaction(async (tx) => {
      const visit = await readVisit(tx, visitId);
      if (user.role === 'groomer') {
        if (visit.groomerId !== user.groomerId) throw new HttpError(404, `visit ${visitId}: no such visit`);
        if (!GROOMER_KINDS.includes(kind)) throw new HttpError(403, 'a groomer sends only "on the way"; the office sends the rest');
      }
      if (!FOR_STATUS[visit.status].includes(kind)) throw new HttpError(409, `a ${MESSAGE_LABELS[kind].toLowerCase()} message does not suit a visit that is ${visit.status}`);
      if (!applies(visit, kind)) throw new HttpError(409, 'the office has not moved this visit: there is no move to tell the customer of');
      const at = new Date(now).toISOString();
      await tx.run(`INSERT INTO visit_messages (visit_id, kind, sent_at, sent_by) VALUES (?, ?, ?, ?)
        ON CONFLICT (visit_id, kind) DO UPDATE SET sent_at = excluded.sent_at, sent_by = excluded.sent_by`, [visitId, kind, at, user.name]);
      await audit(tx, visit.leadId, user.name, `WhatsApp ${MESSAGE_LABELS[kind].toLowerCase()} message sent (${visitWords(visit)})`, now);
    });
  }
}
