// Due again (issue 44): the pets whose grooming interval has passed since their last visit, or
// passes within the week, with nothing booked since, for the office to write to. The interval is
// the office's for that pet, else its last package's (site.yaml visits.groomEveryWeeks and a
// package's own). Each comes with its WhatsApp message written from the pet and that visit
// (model/visit-messages.ts dueAgainText), in the language the customer booked in, and leaves the
// list once staff mark it sent, as the other messages do; the next visit asks for a new one.
import type { Sql, SqlStore } from '../../store/sql.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { addDays, indiaDate, isIsoDate } from '../../model/visits/time.ts';
import { DEFAULT_GROOM_EVERY_WEEKS } from '../../model/visits/rules.ts';
import { dueAgainText } from '../../model/visit-messages.ts';
import { whatsappLink } from '../../model/whatsapp.ts';
import { dayWords } from '../../model/visits/words.ts';
import type { DuePet } from '../wire/visits.ts';
import { sayFor } from '../visits/messages.ts';

export const DUE_AGAIN = 'due-again';
/** "This week": due today or within the next six days (or already past). */
const WEEK_AHEAD = 6;
/** Visits further back than this are not read (no interval is longer than a year). */
const LOOK_BACK_DAYS = 7 * 60;

interface Row {
  pet_id: number | string; pet_name: string; kind: string; every: number | string | null; visit_id: number | string; date: string; status: string; quote: string;
  lead_id: number | string; name: string; phone: string; service: string; path: string; lead_status: string;
}

/** The pets due again this week (India), soonest due first, each with its message. */
export async function dueAgain(db: Sql, settings: VisitSettings | undefined, now = Date.now()): Promise<DuePet[]> {
  const today = indiaDate(now);
  const rows = await db.all<Row>(
    `SELECT p.id AS pet_id, p.name AS pet_name, p.kind, p.groom_every_weeks AS every, v.id AS visit_id, v.date, v.status, v.quote,
       l.id AS lead_id, l.name, l.phone, l.service, l.path, l.status AS lead_status
     FROM pets p JOIN lead_pets lp ON lp.pet_id = p.id JOIN visits v ON v.lead_id = lp.lead_id JOIN leads l ON l.id = lp.lead_id
     WHERE v.status IN ('done', 'requested', 'confirmed', 'on-the-way') AND v.date >= ?
     ORDER BY p.id, v.date DESC, v.id DESC`, [addDays(today, -LOOK_BACK_DAYS)]);
  const sent = new Set((await db.all<{ pet_id: number | string; about: string }>('SELECT pet_id, about FROM pet_messages WHERE kind = ?', [DUE_AGAIN]))
    .map((m) => `${Number(m.pet_id)} ${m.about}`));
  const byPet = new Map<number, Row[]>();
  for (const r of rows) byPet.set(Number(r.pet_id), [...(byPet.get(Number(r.pet_id)) ?? []), r]);
  const due: DuePet[] = [];
  for (const [petId, visits] of byPet) {
    const last = visits.find((v) => v.status === 'done');
    // A visit booked since (or still to come) is the next one already; a spam lead is no customer.
    if (!last || last.lead_status === 'spam' || visits.some((v) => v.status !== 'done' && v.date >= last.date)) continue;
    if (sent.has(`${petId} ${last.date}`)) continue;
    const packageId = (JSON.parse(last.quote) as { lines?: { kind: string; id: string }[] }).lines?.find((l) => l.kind === 'package')?.id;
    const everyWeeks = last.every !== null ? Number(last.every)
      : (packageId && settings?.rules.packages[packageId]?.groomEveryWeeks) || DEFAULT_GROOM_EVERY_WEEKS;
    const dueDate = addDays(last.date, 7 * everyWeeks);
    if (dueDate > addDays(today, WEEK_AHEAD)) continue;
    const pkg = last.service.replace(/ - (₹|Rs\.?) ?[\d,]+$/, '');
    const say = settings ? sayFor(settings, last.path) : undefined;
    const text = dueAgainText({ name: last.name, brand: settings?.business.brand ?? '', petName: last.pet_name, kind: last.kind, lastDate: last.date, package: pkg }, say);
    due.push({
      petId, leadId: Number(last.lead_id), petName: last.pet_name, kind: last.kind, customer: last.name, phone: last.phone,
      lastDate: last.date, package: pkg, dueDate, everyWeeks, href: whatsappLink(last.phone, text),
    });
  }
  return due.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.petId - b.petId).slice(0, 200);
}

/**
 * Staff's mark that the due-again message went out. `about`: the day of the last visit it was
 * written from, as the list gave it; a pet visited since has no such message due (409).
 */
export async function markDueSent(db: SqlStore, petId: number, about: unknown, actor: string, now = Date.now()): Promise<void> {
  if (typeof about !== 'string' || !isIsoDate(about)) throw badRequest("about: expected the day of the pet's last visit, as the list gives it");
  await db.transaction(async (tx) => {
    const last = await tx.get<{ date: string | null; lead_id: number | string | null }>(
      `SELECT MAX(v.date) AS date, MAX(v.lead_id) AS lead_id FROM lead_pets lp JOIN visits v ON v.lead_id = lp.lead_id WHERE lp.pet_id = ? AND v.status = 'done'`, [petId]);
    if (!last?.date) throw new HttpError(404, `pet ${petId}: no such pet with a visit done`);
    if (last.date !== about) throw new HttpError(409, 'the pet has had a visit since: look at the list again');
    const at = new Date(now).toISOString();
    await tx.run(`INSERT INTO pet_messages (pet_id, kind, about, sent_at, sent_by) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (pet_id, kind, about) DO NOTHING`, [petId, DUE_AGAIN, about, at, actor]);
    await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)',
      [Number(last.lead_id), actor, `WhatsApp "due again" message sent (last visit ${dayWords(about)})`, at]);
  });
}
