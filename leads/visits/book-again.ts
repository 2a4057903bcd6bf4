// Book again (issue 44): once a visit is done, its customer's link (/b/<token>) offers the same
// visit again, with the pet, package, address and groomer of the last one, in an open window.
// The link is the customer's identity: the page sends only the day and the window, and the server
// reads the name, phone, address and pet from the visit's own lead, never from the browser. The
// new booking is a lead like any other (group commit, alerts, likely-spam flags), holds its
// window in its own transaction, prefers the last visit's groomer when they are free, and gets
// its own link. Nothing of another customer, nor another pet, is read.
import type { Sql } from '../../store/sql.ts';
import { HttpError } from '../../http/http-error.ts';
import { choiceById } from '../../model/booking-wire.ts';
import { isCalendarDate } from '../../model/lead-rules.ts';
import { indiaDate } from '../../model/visits/time.ts';
import type { DogSize } from '../../model/visits/rules.ts';
import { findVisit, requestOf, type LinkedVisit } from './customer-visit.ts';
import type { HoldRequest } from './booking-window.ts';
import { linkInLanguageOf } from './links.ts';
import type { VisitSettings } from './settings.ts';

/** What the page shows and fills in (never the phone: the link is who they are). */
export interface AgainView {
  /** The pet's name (may be ''), its kind as the lead says it (Dog, Cat), breed and a dog's size. */
  pet: { name: string; kind: string; breed: string; size?: DogSize };
  /** The package's name, as the site names it now. */
  package: string;
  address: string;
  /** The last visit's groomer's first name: who the customer met at the door, and who is asked for again. */
  groomer?: string;
}

interface LeadRow { id: number | string; name: string; phone: string; pet: string; pet_size: string; path: string; fields: string }

async function leadOf(sql: Pick<Sql, 'get'>, v: LinkedVisit): Promise<LeadRow & { f: Record<string, string | undefined> }> {
  const row = await sql.get<LeadRow>('SELECT id, name, phone, pet, pet_size, path, fields FROM leads WHERE id = ?', [v.leadId]);
  if (!row) throw new HttpError(404, 'visit: this link is unknown or no longer open; please call us');
  return { ...row, f: JSON.parse(row.fields) as Record<string, string | undefined> };
}

/** A dog's size as its booking told it (the visit's minutes tell only a small dog). */
const sizeOfLead = (lead: { pet: string; pet_size: string }): DogSize | undefined =>
  lead.pet !== 'Cat' && (lead.pet_size === 'small' || lead.pet_size === 'large') ? lead.pet_size : undefined;

function groomerFirstName(settings: VisitSettings, v: LinkedVisit): string | undefined {
  return settings.rules.cities[v.city]?.groomers.find((g) => g.id === v.groomerId)?.name.split(' ')[0];
}

/** The Book again part of a done visit's page; undefined for any other visit. */
export async function againView(sql: Pick<Sql, 'get'>, settings: VisitSettings, v: LinkedVisit): Promise<AgainView | undefined> {
  if (v.status !== 'done') return undefined;
  const lead = await leadOf(sql, v);
  const { request } = requestOf(settings, v);
  const groomer = groomerFirstName(settings, v);
  const size = sizeOfLead(lead);
  return {
    pet: { name: lead.f.petName ?? '', kind: lead.pet, breed: lead.f.breed ?? '', ...(size && { size }) },
    package: settings.rules.packages[request.packageId].name,
    address: lead.f.address ?? '',
    ...(groomer && { groomer }),
  };
}

/** A booking as the lead store takes it (leads/store.ts LeadRecord), typed here by what Book again fills. */
export interface AgainRecord {
  kind: 'booking'; fields: Record<string, string>; receivedAt: string; ip: string; userAgent: string;
  petSize?: DogSize; hold: { hold: HoldRequest; rules: VisitSettings['rules'] };
}
export interface AgainDeps {
  sql: Pick<Sql, 'get' | 'dialect'>; settings: VisitSettings;
  /** The lead store's book (leads/store.ts): commits the lead, its pet, its visit and its link together. */
  book: (record: AgainRecord) => Promise<{ id: number; reference: string; visit?: { date: string; window: string; total: number }; link?: string }>;
}

const WINDOW = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

/** POST {api.base}/visit/<token>/again {date, window}: the new booking's reference, visit and link, or a 4xx. */
export async function bookAgain(deps: AgainDeps, token: string, body: { date?: unknown; window?: unknown }, client: { ip: string; userAgent: string }, now: number) {
  if (typeof body.date !== 'string' || !isCalendarDate(body.date)) throw new HttpError(400, 'date: expected the day as YYYY-MM-DD');
  if (typeof body.window !== 'string' || !WINDOW.test(body.window)) throw new HttpError(400, 'window: expected the arrival window as 09:00-11:00');
  const { settings } = deps;
  const { visit: v } = await findVisit(deps.sql, settings, token, now);
  if (v.status !== 'done') throw new HttpError(409, 'visit: you can book again here once this visit is done; please call us meanwhile');
  const lead = await leadOf(deps.sql, v);
  // One visit ahead per pet from its link: a second is the office's to arrange (and a link cannot flood the day plan).
  // A booking from before pets were kept names none: then any visit ahead for the phone counts.
  const ahead = await deps.sql.get<{ date: string }>(`SELECT v.date FROM visits v JOIN leads l ON l.id = v.lead_id
    WHERE v.status IN ('requested', 'confirmed', 'on-the-way') AND v.date >= ? AND (
      l.id IN (SELECT lead_id FROM lead_pets WHERE pet_id = (SELECT pet_id FROM lead_pets WHERE lead_id = ?))
      OR (NOT EXISTS (SELECT 1 FROM lead_pets WHERE lead_id = ?) AND l.phone = ?)) LIMIT 1`, [indiaDate(now), v.leadId, v.leadId, lead.phone]);
  if (ahead) throw new HttpError(409, 'visit: a visit for this pet is already booked; its own page moves or cancels it');
  const size = sizeOfLead(lead);
  const request = { ...requestOf(settings, v).request, ...(size && { size }) };
  const pkg = choiceById(settings.catalogue.packages, request.packageId);
  const none = choiceById(settings.catalogue.addOns, 'none');
  // The last booking's fields as the customer gave them; the day, the window and the package's words are today's.
  const { promoCode: _code, addOnId: _addOn, request: _request, remoteIP: _ip, userAgent: _ua, ...kept } = lead.f;
  const fields = Object.fromEntries(Object.entries({
    ...kept, name: lead.name, phone: lead.phone, pet: lead.pet, path: lead.path,
    service: pkg?.label ?? kept.service, serviceId: request.packageId, addOns: none?.label ?? '', ...(none && { addOnId: 'none' }),
    request: '', serviceDate: body.date, serviceTime: body.window, remoteIP: client.ip, userAgent: client.userAgent,
  }).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const hold: HoldRequest = { city: v.city, date: body.date, window: body.window, request, addOns: [], preferredGroomer: v.groomerId };
  const stored = await deps.book({
    kind: 'booking', fields, receivedAt: new Date(now).toISOString(), ip: client.ip, userAgent: client.userAgent,
    ...(size && { petSize: size }),
    hold: { hold, rules: settings.rules },
  });
  const link = stored.link && linkInLanguageOf(stored.link, lead.path, Object.keys(settings.languages ?? {}));
  return { ok: true as const, id: stored.reference, city: v.city, ...(stored.visit && { visit: { ...stored.visit, ...(link && { link }) } }) };
}
