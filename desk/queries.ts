import type Database from 'better-sqlite3';
import { toCsv } from '../leads/csv.ts';
import { cityOf } from '../leads/lead-facts.ts';
import { HttpError } from '../leads/http-error.ts';

/** What the desk reads and writes in the leads database. Pure SQL over one connection; no HTTP. */

export const STATUSES = ['new', 'called', 'booked', 'done', 'lost', 'spam'] as const;
export type LeadStatus = (typeof STATUSES)[number];
const KINDS = ['booking', 'boarding', 'quick', 'contact'];

/** The owner's day starts at midnight in India (UTC+05:30), not in UTC. */
const IST = '+330 minutes';
const IST_OFFSET = '+05:30';

export interface LeadFilter {
  kind?: string;
  status?: string;
  city?: string;
  page?: string;
  /** YYYY-MM-DD, days in India's time. */
  from?: string;
  to?: string;
  /** Part of a name, or digits of a phone number. */
  q?: string;
  /** Only leads with a smaller id (the next page of the list). */
  before?: number;
}

export interface LeadSummary {
  id: number;
  kind: string;
  receivedAt: string;
  name: string;
  phone: string;
  pet: string;
  service: string;
  path: string;
  city: string;
  status: LeadStatus;
  fields: Record<string, string>;
}

interface LeadRow {
  id: number; kind: string; received_at: string; name: string; phone: string; pet: string; service: string;
  path: string; status: LeadStatus; fields: string; ip: string; user_agent: string; first_called_at: string | null;
}

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
    if (!KINDS.includes(kind)) throw bad(`kind: expected one of ${KINDS.join(', ')}`);
    filter.kind = kind;
  }
  const status = params.get('status');
  if (status) {
    if (!(STATUSES as readonly string[]).includes(status)) throw bad(`status: expected one of ${STATUSES.join(', ')}`);
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

function where(filter: LeadFilter): { sql: string; params: Record<string, string | number> } {
  const parts: string[] = [];
  const params: Record<string, string | number> = {};
  if (filter.kind) { parts.push('kind = @kind'); params.kind = filter.kind; }
  if (filter.status) { parts.push('status = @status'); params.status = filter.status; }
  if (filter.city) {
    parts.push('path IN (@cityPath, @cityPath || \'/\')');
    params.cityPath = `/pet-grooming-at-home/${filter.city}`;
  }
  if (filter.page) { parts.push('path = @page'); params.page = filter.page; }
  if (filter.from) { parts.push('received_at >= @from'); params.from = new Date(`${filter.from}T00:00:00${IST_OFFSET}`).toISOString(); }
  if (filter.to) {
    parts.push('received_at < @to');
    params.to = new Date(new Date(`${filter.to}T00:00:00${IST_OFFSET}`).getTime() + 86_400_000).toISOString();
  }
  if (filter.q) {
    const digits = filter.q.replace(/\D/g, '');
    const name = "name LIKE @name ESCAPE '\\'";
    params.name = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (digits.length >= 3) {
      parts.push(`(${name} OR phone LIKE @phone)`);
      params.phone = `%${digits.slice(-10)}%`;
    } else parts.push(name);
  }
  if (filter.before) { parts.push('id < @before'); params.before = filter.before; }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

function summary(row: LeadRow): LeadSummary {
  return {
    id: row.id, kind: row.kind, receivedAt: row.received_at, name: row.name, phone: row.phone, pet: row.pet,
    service: row.service, path: row.path, city: cityOf(row.path), status: row.status,
    fields: JSON.parse(row.fields) as Record<string, string>,
  };
}

export class DeskQueries {
  constructor(private readonly db: Database.Database) {}

  /** Newest first, `limit` at a time; `total` counts every lead the filter matches. */
  list(filter: LeadFilter, limit = 30): { leads: LeadSummary[]; total: number } {
    const { sql, params } = where(filter);
    const rows = this.db.prepare(`SELECT * FROM leads ${sql} ORDER BY id DESC LIMIT ${limit}`).all(params) as LeadRow[];
    const { before: _before, ...all } = filter;
    const counted = where(all);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM leads ${counted.sql}`).get(counted.params) as { n: number }).n;
    return { leads: rows.map(summary), total };
  }

  detail(id: number) {
    const row = this.db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined;
    if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
    return {
      ...summary(row),
      ip: row.ip,
      userAgent: row.user_agent,
      firstCalledAt: row.first_called_at,
      notes: this.db.prepare('SELECT id, author, text, created_at AS createdAt FROM desk_notes WHERE lead_id = ? ORDER BY id').all(id),
      audit: this.db.prepare('SELECT actor, action, at FROM desk_audit WHERE lead_id = ? ORDER BY id').all(id),
    };
  }

  /** Moves a lead to a status and records who did it; the first move to a call-back status is the "first called" time. */
  setStatus(id: number, status: string, actor: string): void {
    if (!(STATUSES as readonly string[]).includes(status)) throw bad(`status: expected one of ${STATUSES.join(', ')}`);
    this.db.transaction(() => {
      const row = this.db.prepare('SELECT status FROM leads WHERE id = ?').get(id) as { status: string } | undefined;
      if (!row) throw new HttpError(404, `lead ${id}: no such lead`);
      if (row.status === status) return;
      const now = new Date().toISOString();
      const reached = status === 'called' || status === 'booked' || status === 'done' || status === 'lost';
      this.db.prepare('UPDATE leads SET status = ?, first_called_at = CASE WHEN ? AND first_called_at IS NULL THEN ? ELSE first_called_at END WHERE id = ?')
        .run(status, reached ? 1 : 0, now, id);
      this.db.prepare('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)').run(id, actor, `status: ${row.status} -> ${status}`, now);
    })();
  }

  addNote(id: number, text: string, actor: string): void {
    const clean = text.trim();
    if (clean === '') throw bad('note: write something first');
    if (clean.length > 2000) throw bad('note: at most 2000 characters');
    this.db.transaction(() => {
      if (!this.db.prepare('SELECT 1 FROM leads WHERE id = ?').get(id)) throw new HttpError(404, `lead ${id}: no such lead`);
      const now = new Date().toISOString();
      this.db.prepare('INSERT INTO desk_notes (lead_id, author, text, created_at) VALUES (?, ?, ?, ?)').run(id, actor, clean, now);
      this.db.prepare('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)').run(id, actor, 'note added', now);
    })();
  }

  /** The filtered list as CSV with the same injection-safe cells as `leads export`, plus the status. */
  csv(filter: LeadFilter): string {
    const { sql, params } = where(filter);
    const rows = (this.db.prepare(`SELECT * FROM leads ${sql} ORDER BY id DESC`).all(params) as LeadRow[]).map(summary);
    const header = ['id', 'received_at', 'kind', 'status', 'name', 'phone', 'pet', 'service', 'addOns', 'breed', 'address', 'request', 'subject', 'message', 'serviceDate', 'serviceTime', 'path'];
    const body = rows.map((l) => [l.id, l.receivedAt, l.kind, l.status, ...header.slice(4).map((key) => l.fields[key] ?? '')]);
    return `\ufeff${toCsv(header, body)}`;
  }

  /** The newest lead's id and the newest change staff made: the live list refreshes when either moves. */
  version(): string {
    const row = this.db.prepare('SELECT (SELECT max(id) FROM leads) AS lead, (SELECT max(id) FROM desk_audit) AS change').get() as { lead: number | null; change: number | null };
    return `${row.lead ?? 0}.${row.change ?? 0}`;
  }

  /** Leads per day (30 days, India's days) by kind and by city, median time to first call, leads by page. */
  figures(now = new Date()) {
    const since = new Date(now.getTime() - 29 * 86_400_000);
    const firstDay = new Date(since.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const sinceIso = new Date(`${firstDay}T00:00:00${IST_OFFSET}`).toISOString();
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
    const rows = this.db.prepare(
      `SELECT date(received_at, '${IST}') AS day, kind, path, count(*) AS n FROM leads
       WHERE received_at >= ? AND status != 'spam' GROUP BY day, kind, path`,
    ).all(sinceIso) as { day: string; kind: string; path: string; n: number }[];
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
      add(byCity, cityOf(row.path) || 'other pages', index, row.n);
      pages.set(row.path || '(no page)', (pages.get(row.path || '(no page)') ?? 0) + row.n);
    }
    const waits = (this.db.prepare(
      `SELECT (julianday(first_called_at) - julianday(received_at)) * 86400000 AS ms FROM leads
       WHERE first_called_at IS NOT NULL AND received_at >= ? ORDER BY ms`,
    ).all(sinceIso) as { ms: number }[]).map((r) => r.ms);
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
