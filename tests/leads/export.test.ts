import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell, neutralizeCell, toCsv } from '../../leads/csv.ts';
import { LeadsUsageError } from '../../model/usage-error.ts';
import { exportLeads, listLeads, parseSince } from '../../leads/export.ts';
import { LeadStore, type LeadRecord } from '../../leads/store.ts';
import { REFERENCE_PATTERN } from '../../model/reference.ts';
import { validBodies } from '../helpers/leads.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+919876543210', "'+919876543210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['\uFF1DHYPERLINK("http://x")', `"'\uFF1DHYPERLINK(""http://x"")"`],
    ['\uFF0B1+1', "'\uFF0B1+1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('%j -> %s', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves numbers and safe text alone and ends lines with CRLF', () => {
    expect(neutralizeCell('Asha')).toBe('Asha');
    expect(csvCell(42)).toBe('42');
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe("a,b\r\n1,'=x\r\n");
  });
});

/** A minimal RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  return rows;
}

let db: string;
beforeAll(async () => {
  db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-export-')), 'data', 'leads.sqlite');
  const store = new LeadStore(db, { outbox: [] });
  const at = (iso: string, record: Omit<LeadRecord, 'receivedAt' | 'ip' | 'userAgent'>): LeadRecord => ({ ...record, receivedAt: iso, ip: '127.0.0.1', userAgent: 'agent' });
  await store.insert(at('2024-06-30T23:59:59.000Z', { kind: 'quick', fields: validBodies.quick }));
  await store.insert(at('2024-07-01T08:00:00.000Z', { kind: 'booking', fields: { ...validBodies.booking, name: '=cmd|"/c calc"!A1', request: 'line one\nline, two' } }));
  await store.insert(at('2024-07-02T09:30:00.000Z', { kind: 'contact', fields: { ...validBodies.contact, message: '@SUM(1+1)' } }));
  await store.insert(at('2024-07-03T10:00:00.000Z', { kind: 'boarding', fields: { ...validBodies.boarding, name: 'Esc\u001b[31mape' } }));
  await store.close();
});

describe('exportLeads', () => {
  it('writes CSV with every field, formulas neutralised, oldest first', async () => {
    const csv = await exportLeads({ db, format: 'csv' });
    expect(csv.startsWith('\ufeffid,reference,received_at,kind,name,phone')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    const header = rows[0];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const byId = (id: number) => Object.fromEntries(header.map((h, i) => [h, rows[id][i]]));
    expect(byId(2)).toMatchObject({ id: '2', kind: 'booking', name: `'=cmd|"/c calc"!A1`, request: 'line one\nline, two', phone: '9876543210', path: validBodies.booking.path, ip: '127.0.0.1', user_agent: 'agent' });
    expect(byId(3)).toMatchObject({ kind: 'contact', message: "'@SUM(1+1)", subject: 'Bulk grooming' });
    expect(byId(1)).toMatchObject({ kind: 'quick', path: '/pet-grooming', name: '' });
    expect(byId(1).reference).toMatch(REFERENCE_PATTERN);
  });

  it('writes a JSON array for scripts', async () => {
    const leads = JSON.parse(await exportLeads({ db, format: 'json' }));
    expect(Array.isArray(leads)).toBe(true);
    expect(leads).toHaveLength(4);
    expect(leads[2]).toEqual({ id: 3, reference: expect.stringMatching(REFERENCE_PATTERN), kind: 'contact', receivedAt: '2024-07-02T09:30:00.000Z', ip: '127.0.0.1', userAgent: 'agent', fields: { ...validBodies.contact, message: '@SUM(1+1)' } });
  });

  it('filters with --since (a date is midnight UTC)', async () => {
    expect(JSON.parse(await exportLeads({ db, format: 'json', since: '2024-07-01' })).map((l: { id: number }) => l.id)).toEqual([2, 3, 4]);
    expect(JSON.parse(await exportLeads({ db, format: 'json', since: '2024-07-02T09:30:00Z' })).map((l: { id: number }) => l.id)).toEqual([3, 4]);
    expect(JSON.parse(await exportLeads({ db, format: 'json', since: '2030-01-01' }))).toEqual([]);
  });

  it('gives clear errors for a bad format, a bad date, a missing or foreign file', async () => {
    await expect(exportLeads({ db, format: 'xml' as 'csv' })).rejects.toThrow('--format: unknown format "xml"; use csv or json');
    await expect(exportLeads({ db, format: 'xml' as 'csv' })).rejects.toThrow(LeadsUsageError);
    await expect(exportLeads({ db, format: 'csv', since: 'yesterday' })).rejects.toThrow('--since: "yesterday" is not a date');
    expect(() => parseSince('2024-02-31')).toThrow(/not a date/);
    await expect(exportLeads({ db: '/nonexistent/leads.sqlite', format: 'csv' })).rejects.toThrow(/^no leads database at \/nonexistent\/leads.sqlite/);
    const foreign = path.join(path.dirname(db), 'notes.txt');
    fs.writeFileSync(foreign, 'just text, not SQLite'.repeat(100));
    await expect(exportLeads({ db: foreign, format: 'csv' })).rejects.toThrow(/is not a groomsite leads database/);
  });
});

describe('listLeads', () => {
  it('prints a readable table of the newest leads, newest first', async () => {
    const table = await listLeads({ db, limit: 3 });
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+KIND\s+NAME\s+PHONE\s+PET\s+SERVICE\s+PAGE$/);
    expect(lines.slice(1, 4).map((l) => l.split(/\s+/)[0])).toEqual(['4', '3', '2']);
    expect(lines[1]).toContain('2024-07-03 10:00');
    expect(lines[1]).not.toContain('\u001b'); // no terminal escapes from stored text
    expect(lines[2]).toContain('Bulk grooming'); // contact shows its subject
    expect(lines.at(-1)).toBe('3 of 4 leads, newest first');
    expect((await listLeads({ db })).trimEnd().split('\n')).toHaveLength(6);
  });

  it('says so when there are none, and checks the limit', async () => {
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-empty-')), 'leads.sqlite');
    await new LeadStore(empty, { outbox: [] }).close();
    expect(await listLeads({ db: empty })).toBe('No leads yet.\n');
    await expect(listLeads({ db, limit: 0 })).rejects.toThrow('--limit');
  });
});
