import { toCsv } from './csv.ts';
import type { LeadKind } from '../model/lead-rules.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { withStore } from '../store/open.ts';
import type { SqlStore } from '../store/sql.ts';

/** `groomsite leads list` and `groomsite leads export`: read-only views of the leads database. */

export interface ExportedLead {
  id: number;
  /** What the customer's confirmation showed ("K7HM-3XPR"); null for leads stored before references. */
  reference: string | null;
  kind: LeadKind;
  receivedAt: string;
  ip: string;
  userAgent: string;
  fields: Record<string, string>;
}

interface LeadRow {
  id: number;
  reference: string | null;
  kind: LeadKind;
  received_at: string;
  ip: string;
  user_agent: string;
  fields: string;
}

/** Reads from an existing leads database, never changing it; a file that is not one gets a clear error. */
async function withDatabase<T>(target: string, read: (store: SqlStore) => Promise<T>): Promise<T> {
  try {
    return await withStore(target, 'read', read);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/no such table|not a database|file is encrypted|relation "leads" does not exist/i.test(message)) {
      throw new LeadsUsageError(`${target} is not a groomsite leads database (${message})`);
    }
    throw error;
  }
}

function toLead(row: LeadRow): ExportedLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    receivedAt: row.received_at,
    ip: row.ip,
    userAgent: row.user_agent,
    fields: JSON.parse(row.fields) as Record<string, string>,
  };
}

/** "2024-07-01" (midnight UTC) or a full ISO date-time -> ISO UTC string; anything else throws. */
export function parseSince(since: string): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  if (dateOnly) {
    const date = new Date(`${since}T00:00:00.000Z`);
    // Round trip rejects dates like 2024-02-31 that Date would roll over.
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(since)) return date.toISOString();
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(since)) {
    const date = new Date(since);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  throw new LeadsUsageError(`--since: "${since}" is not a date; use YYYY-MM-DD (midnight UTC) or an ISO date-time`);
}

// Terminal output must not carry escape sequences from stored text.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f]/g;

function fit(text: string, width: number): string {
  const clean = text.replace(UNPRINTABLE, ' ');
  return clean.length > width ? `${clean.slice(0, width - 1)}…` : clean;
}

/** A readable table of the newest `limit` leads (default 20), newest first. */
export async function listLeads(opts: { db: string; limit?: number }): Promise<string> {
  const limit = opts.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1) throw new LeadsUsageError(`--limit: expected a whole number of at least 1, got ${limit}`);
  const { rows, total } = await withDatabase(opts.db, async (db) => ({
    rows: (await db.all<LeadRow>('SELECT * FROM leads ORDER BY id DESC LIMIT ?', [limit])).map(toLead),
    total: (await db.get<{ n: number }>('SELECT count(*) AS n FROM leads'))!.n,
  }));
  if (rows.length === 0) return 'No leads yet.\n';

  const columns: [string, number, (lead: ExportedLead) => string][] = [
    ['ID', 8, (l) => String(l.id)],
    ['RECEIVED (UTC)', 16, (l) => l.receivedAt.slice(0, 16).replace('T', ' ')],
    ['KIND', 8, (l) => l.kind],
    ['NAME', 20, (l) => l.fields.name ?? ''],
    ['PHONE', 15, (l) => l.fields.phone ?? ''],
    ['PET', 3, (l) => l.fields.pet ?? ''],
    ['SERVICE', 28, (l) => l.fields.service || l.fields.subject || ''],
    ['PAGE', 32, (l) => l.fields.path ?? ''],
  ];
  const cells = rows.map((lead) => columns.map(([, width, get]) => fit(get(lead), width)));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  const footer = `${rows.length} of ${total} lead${total === 1 ? '' : 's'}, newest first`;
  return `${[line(columns.map(([title]) => title)), ...cells.map(line)].join('\n')}\n${footer}\n`;
}

/** Every stored field, in reading order, after the lead's id and reference; the last two columns are what the server saw. */
const CSV_COLUMNS = [
  'id', 'reference', 'received_at', 'kind', 'name', 'phone', 'pet', 'service', 'addOns', 'breed', 'address',
  'request', 'subject', 'message', 'serviceDate', 'serviceTime', 'path', 'remoteIP', 'userAgent',
  'user', 'status', 'ip', 'user_agent',
] as const;

function csvRow(lead: ExportedLead): (string | number)[] {
  return CSV_COLUMNS.map((column) => {
    if (column === 'id') return lead.id;
    if (column === 'reference') return lead.reference ?? '';
    if (column === 'received_at') return lead.receivedAt;
    if (column === 'kind') return lead.kind;
    if (column === 'ip') return lead.ip;
    if (column === 'user_agent') return lead.userAgent;
    return lead.fields[column] ?? '';
  });
}

/**
 * All leads (or those received since a date), oldest first, as CSV or a JSON array.
 * The CSV starts with a UTF-8 byte order mark so Excel shows names in any script correctly.
 */
export async function exportLeads(opts: { db: string; format: 'csv' | 'json'; since?: string }): Promise<string> {
  if (opts.format !== 'csv' && opts.format !== 'json') {
    throw new LeadsUsageError(`--format: unknown format "${String(opts.format)}"; use csv or json`);
  }
  const since = opts.since === undefined ? undefined : parseSince(opts.since);
  const leads = await withDatabase(opts.db, async (db) =>
    (since === undefined
      ? await db.all<LeadRow>('SELECT * FROM leads ORDER BY id')
      : await db.all<LeadRow>('SELECT * FROM leads WHERE received_at >= ? ORDER BY id', [since])
    ).map(toLead),
  );
  if (opts.format === 'json') return `${JSON.stringify(leads, null, 2)}\n`;
  return `\ufeff${toCsv(CSV_COLUMNS, leads.map(csvRow))}`;
}
