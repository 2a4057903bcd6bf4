import type { Dialect, Param, SqlStore } from '../store/sql.ts';
import { toCsv } from '../leads/csv.ts';
import { cityOfPage, pagesOfCity, pathnameLikePatterns, pathnameOf, type PageCities } from '../model/paths.ts';
import { LEAD_KINDS } from '../model/lead-rules.ts';
import { readReference } from '../model/reference.ts';
import { HttpError } from '../http/http-error.ts';
import { LEAD_STATUSES, type AuditEntry, type LeadDetail, type LeadFigures, type LeadList, type LeadStatus, type LeadSummary, type Note, type VisitNow } from './wire/leads.ts';
import { newestVisits } from './visits/visit-now.ts';

/** What the desk reads and writes in the leads database (SQLite or PostgreSQL). Pure SQL; no HTTP. */

/** The owner's day starts at midnight in India (UTC+05:30), not in UTC. */
const IST_OFFSET = '+05:30';

/** What the two dialects write differently. Times are ISO 8601 text in both. */
const DIALECT: Record<Dialect, { like: string; istDay: string; msToFirstCall: string }> = {
  sqlite: {
    like: 'LIKE', // case-insensitive for ASCII in SQLite
    istDay: "date(received_at, '+330 minutes')",
    msToFirstCall: '(julianday(first_called_at) - julianday(received_at)) * 86400000',
  },
  postgres: {
    like: 'ILIKE',
    istDay: "to_char(received_at::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')",
    msToFirstCall: 'extract(epoch FROM first_called_at::timestamptz - received_at::timestamptz) * 1000',
  },
};

export interface LeadFilter {
  kind?: string;
  status?: string;
  city?: string;
  page?: string;
  /** YYYY-MM-DD, days in India's time. */
  from?: string;
  to?: string;
  /** Part of a name, digits of a phone number, or a lead's reference as a person types it. */
  q?: string;
  /** Only leads with a smaller id (the next page of the list). */
  before?: number;
}

interface LeadRow {
  id: number; reference: string | null; kind: string; received_at: string; name: string; phone: string; pet: string; service: string;
  path: string; status: LeadStatus; fields: string; ip: string; user_agent: string; first_called_at: string | null;
  owner: string | null; follow_up_at: number | string | null; escalated_at: string | null; likely_spam: string | null;
  form_ms: number | string | null; same_phone: number | string;
  /** A dog's size as the form told it ('' when not said). */
  pet_size?: string;
}

/** A lead with how many others share its phone (leads_phone_received index). */
const SELECT_LEADS = `SELECT leads.*, (SELECT count(*) FROM leads o WHERE o.phone = leads.phone AND o.id != leads.id) AS same_phone FROM leads`;

const bad = (message: string) => new HttpError(400, message);

function day(value: string, name: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(new Date(`${value}T00:00:00${IST_OFFSET}`).getTime())) {
    throw bad(`${name}: expected a date as YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

/** Reads a filter from query parameters, refusing what it cannot mean. */
export function parseFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const kind = params.get('kind');
  if (kind) {
    if (!(LEAD_KINDS as readonly string[]).includes(kind)) throw bad(`kind: expected one of ${LEAD_KINDS.join(', ')}`);
    filter.kind = kind;
  }
  const status = params.get('status');
  if (status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw bad(`status: expected one of ${LEAD_STATUSES.join(', ')}`);
    filter.status = status;
  }
  const city = params.get('city');
  if (city) {
    if (!/^[a-z0-9-]{1,60}$/.test(city)) throw bad('city: expected a city slug such as noida');
    filter.city = city;
  }
  const page = params.get('page');
  if (page) filter.page = page.slice(0, 2000);
  const from = params.get('from');
  if (from) filter.from = day(from, 'from');
  const to = params.get('to');
  if (to) filter.to = day(to, 'to');
  const q = params.get('q')?.trim();
  if (q) filter.q = q.slice(0, 100);
  const before = params.get('before');
  if (before) {
    if (!/^\d{1,12}$/.test(before)) throw bad('before: expected a lead id');
    filter.before = Number(before);
  }
  return filter;
}

function where(filter: LeadFilter, dialect: Dialect, pages: PageCities | undefined): { sql: string; params: Param[] } {
  const parts: string[] = [];
  const params: Param[] = [];
  const add = (part: string, ...values: Param[]) => {
    parts.push(part);
    params.push(...values);
  };
  if (filter.kind) add('kind = ?', filter.kind);
  if (filter.status) add('status = ?', filter.status);
  // Browsers send the page's full URL, older leads a path: match the pathname inside either.
  const pathnameIs = (...pathnames: string[]) => {
    const patterns = pathnames.flatMap(pathnameLikePatterns);
    add(`(${patterns.map(() => "path LIKE ? ESCAPE '\\'").join(' OR ')})`, ...patterns);
  };
  if (filter.city) {
    // Every page of the city: its own, its localities', its shortcuts, in every language.
    const paths = pagesOfCity(filter.city, pages);
    if (paths.length) pathnameIs(...paths.flatMap((p) => [p, `${p}/`]));
    else add('1 = 0');
  }
  if (filter.page) pathnameIs(pathnameOf(filter.page));
  if (filter.from) add('received_at >= ?', new Date(`${filter.from}T00:00:00${IST_OFFSET}`).toISOString());
  if (filter.to) add('received_at < ?', new Date(new Date(`${filter.to}T00:00:00${IST_OFFSET}`).getTime() + 86_400_000).toISOString());
  if (filter.q) {
    const digits = filter.q.replace(/\D/g, '');
    const name = `name ${DIALECT[dialect].like} ? ESCAPE '\\'`;
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A reference, however it was typed ("k7hm 3xpr", a 0 typed as O), is looked up as stored; one
    // with a letter in it is no piece of a phone number, so its digits do not find other leads.
    const reference = readReference(filter.q);
    const alternatives: [string, Param][] = [[name, pattern]];
    if (digits.length >= 3 && !(reference && /\p{L}/u.test(filter.q))) alternatives.push(['phone LIKE ?', `%${digits.slice(-10)}%`]);
    if (reference) alternatives.push(['reference = ?', reference]);
    add(`(${alternatives.map(([sql]) => sql).join(' OR ')})`, ...alternatives.map(([, value]) => value));
  }
  if (filter.before) add('id < ?', filter.before);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

function summary(row: LeadRow, pages: PageCities | undefined, visit: VisitNow | null = null, now = Date.now()): LeadSummary {
  // PostgreSQL's bigint and count arrive as text.
  const followUpAt = row.follow_up_at === null ? null : Number(row.follow_up_at);
  return {
    id: Number(row.id), reference: row.reference ?? null, kind: row.kind, receivedAt: row.received_at, name: row.name, phone: row.phone, pet: row.pet,
    service: row.service, path: row.path, city: cityOfPage(row.path, pages), status: row.status,
    // A dog's size travels beside SPEC's fields (leads/lead-extras.ts) and is shown among them.
    fields: { ...JSON.parse(row.fields) as Record<string, string>, ...(row.pet_size && { size: row.pet_size }) },
    owner: row.owner, followUpAt, likelySpam: row.likely_spam,
    // escalated_at is set when a lead still new passed the minutes (leads/escalation.ts).
    overdue: (followUpAt !== null && followUpAt < now && !['done', 'lost', 'spam'].includes(row.status)) || (row.status === 'new' && row.escalated_at !== null),
    samePhone: Number(row.same_phone ?? 0),
    visit,
  };
}

export class DeskQueries {
  /** `pages`: the site's pages that name a city (model/paths.ts pageCitiesOf), for each lead's city and the city filter. */
  constructor(private readonly db: SqlStore, private readonly pages?: PageCities) {}

  /** Newest first, `limit` at a time; `total` counts every lead the filter matches. */
  async list(filter: LeadFilter, limit = 30): Promise<LeadList> {
    const { sql, params } = where(filter, this.db.dialect, this.pages);
    const rows = await this.db.all<LeadRow>(`${SELECT_LEADS} ${sql} ORDER BY id DESC LIMIT ${limit}`, params);
    const { before: _before, ...all } = filter;
    const counted = where(all, this.db.dialect, this.pages);
    const total = (await this.db.get<{ n: number }>(`SELECT count(*) AS n FROM leads ${counted.sql}`, counted.params))!.n;
    const visits = await newestVisits(this.db, rows.map((row) => Number(row.id)));
    return { leads: rows.map((row) => summary(row, this.pages, visits.get(Number(row.id)) ?? null)), total };
  }

  async detail(id: number): Promise<LeadDetail> {
    const row = await this.db.get<LeadRow>(`${SELECT_LEADS} WHERE id = ?`, [id]);
    if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
    return {
      ...summary(row, this.pages, (await newestVisits(this.db, [id])).get(id) ?? null),
      ip: row.ip,
      userAgent: row.user_agent,
      firstCalledAt: row.first_called_at,
      formMs: row.form_ms === null ? null : Number(row.form_ms),
      escalatedAt: row.escalated_at,
      notes: await this.db.all<Note>('SELECT id, author, text, created_at AS "createdAt" FROM desk_notes WHERE lead_id = ? ORDER BY id', [id]),
      audit: await this.db.all<AuditEntry>('SELECT actor, action, at FROM desk_audit WHERE lead_id = ? ORDER BY id', [id]),
    };
  }

  /** Moves a lead to a status and records who did it; the first move to a call-back status is the "first called" time. */
  async setStatus(id: number, status: string, actor: string): Promise<void> {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw bad(`status: expected one of ${LEAD_STATUSES.join(', ')}`);
    await this.db.transaction(async (tx) => {
      // FOR UPDATE (PostgreSQL): two staff moving one lead at once are recorded one after the other.
      const row = await tx.get<{ status: string }>(`SELECT status FROM leads WHERE id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE' : ''}`, [id]);
      if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
      if (row.status === status) return;
      const now = new Date().toISOString();
      const reached = status === 'called' || status === 'booked' || status === 'done' || status === 'lost';
      await tx.run('UPDATE leads SET status = ?, first_called_at = coalesce(first_called_at, ?) WHERE id = ?', [status, reached ? now : null, id]);
      await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [id, actor, `status: ${row.status} -> ${status}`, now]);
    });
  }

  async addNote(id: number, text: string, actor: string): Promise<void> {
    const clean = text.trim();
    if (clean === '') throw bad('note: write something first');
    if (clean.length > 2000) throw bad('note: at most 2000 characters');
    await this.db.transaction(async (tx) => {
      if (!(await tx.get('SELECT 1 FROM leads WHERE id = ?', [id]))) throw new HttpError(404, `lead ${id}: no such lead`);
      const now = new Date().toISOString();
      await tx.run('INSERT INTO desk_notes (lead_id, author, text, created_at) VALUES (?, ?, ?, ?)', [id, actor, clean, now]);
      await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [id, actor, 'note added', now]);
    });
  }

  /** The filtered list as CSV with the same injection-safe cells as `leads export`, plus the status. */
  async csv(filter: LeadFilter): Promise<string> {
    const { sql, params } = where(filter, this.db.dialect, this.pages);
    const rows = (await this.db.all<LeadRow>(`SELECT * FROM leads ${sql} ORDER BY id DESC`, params)).map((row) => summary(row, this.pages));
    const header = ['id', 'received_at', 'kind', 'status', 'name', 'phone', 'pet', 'service', 'addOns', 'breed', 'address', 'request', 'subject', 'message', 'serviceDate', 'serviceTime', 'path'];
    const body = rows.map((l) => [l.id, l.receivedAt, l.kind, l.status, ...header.slice(4).map((key) => l.fields[key] ?? '')]);
    return `\ufeff${toCsv(header, body)}`;
  }

  /** The newest lead's id and the newest change staff made: the live list refreshes when either moves. */
  async version(): Promise<string> {
    const row = (await this.db.get<{ lead: number | null; change: number | null }>('SELECT (SELECT max(id) FROM leads) AS lead, (SELECT max(id) FROM desk_audit) AS change'))!;
    return `${row.lead ?? 0}.${row.change ?? 0}`;
  }

  /** Leads per day (30 days, India's days) by kind and by city, median time to first call, leads by page. */
  async figures(now = new Date()): Promise<LeadFigures> {
    const dialect = DIALECT[this.db.dialect];
    const since = new Date(now.getTime() - 29 * 86_400_000);
    const firstDay = new Date(since.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const sinceIso = new Date(`${firstDay}T00:00:00${IST_OFFSET}`).toISOString();
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
    const rows = await this.db.all<{ day: string; kind: string; path: string; n: number }>(
      `SELECT ${dialect.istDay} AS day, kind, path, count(*) AS n FROM leads
       WHERE received_at >= ? AND status != 'spam' GROUP BY 1, kind, path`,
      [sinceIso],
    );
    const byKind: Record<string, number[]> = {};
    const byCity: Record<string, number[]> = {};
    const add = (table: Record<string, number[]>, key: string, dayIndex: number, n: number) => {
      (table[key] ??= days.map(() => 0))[dayIndex] += n;
    };
    const pages = new Map<string, number>();
    for (const row of rows) {
      const index = days.indexOf(row.day);
      if (index < 0) continue;
      add(byKind, row.kind, index, row.n);
      add(byCity, cityOfPage(row.path, this.pages) || 'other pages', index, row.n);
      const page = pathnameOf(row.path) || '(no page)';
      pages.set(page, (pages.get(page) ?? 0) + row.n);
    }
    const waits = (await this.db.all<{ ms: number | string }>(
      `SELECT ${dialect.msToFirstCall} AS ms FROM leads
       WHERE first_called_at IS NOT NULL AND received_at >= ? ORDER BY ms`,
      [sinceIso],
    )).map((r) => Number(r.ms)); // PostgreSQL's numeric arrives as text
    const median = waits.length === 0 ? null
      : waits.length % 2 ? waits[(waits.length - 1) / 2] : (waits[waits.length / 2 - 1] + waits[waits.length / 2]) / 2;
    return {
      days,
      byKind,
      byCity,
      medianMsToFirstCall: median === null ? null : Math.round(median),
      calledCount: waits.length,
      byPage: [...pages].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([path, count]) => ({ path, count })),
    };
  }
}
