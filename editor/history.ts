// Every publish from the desk, kept in the leads database (store/migrations/site-editor.ts): who,
// when, the note, the diff, and every file of the definition before and after (site.yaml and each
// language's texts, as JSON of name -> text), so undo restores them byte for byte. The texts are the owner's own site definition (tens of kilobytes), written only
// by an owner's publish, so the table grows by a person's edits and nothing a stranger sends.
import type { Sql } from '../store/sql.ts';

export interface PublishRecord {
  id: number; at: string; actor: string; note: string;
  beforeHash: string; afterHash: string;
  /** The files' texts by name ("site.yaml", "strings/hi.yaml"). */
  before: Record<string, string>; after: Record<string, string>;
  diff: string; undoOf?: number;
}

const COLUMNS = `id, at, actor, note, before_hash AS "beforeHash", after_hash AS "afterHash", before_text AS "beforeText", after_text AS "afterText", diff, undo_of AS "undoOf"`;

type Row = Omit<PublishRecord, 'id' | 'undoOf' | 'before' | 'after'> & { id: number | string; undoOf: number | string | null; beforeText: string; afterText: string };
const fromRow = ({ id, undoOf, beforeText, afterText, ...rest }: Row): PublishRecord =>
  ({ ...rest, id: Number(id), before: JSON.parse(beforeText), after: JSON.parse(afterText), ...(undoOf !== null && { undoOf: Number(undoOf) }) });

/** How many publishes the desk lists; older ones stay in the database (and in Git). */
export const HISTORY_SHOWN = 50;

export async function recordPublish(sql: Sql, r: Omit<PublishRecord, 'id'>): Promise<number> {
  const row = await sql.get<{ id: number | string }>(
    `INSERT INTO site_publishes (at, actor, note, before_hash, after_hash, before_text, after_text, diff, undo_of)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [r.at, r.actor, r.note, r.beforeHash, r.afterHash, JSON.stringify(r.before), JSON.stringify(r.after), r.diff, r.undoOf ?? null]);
  return Number(row!.id);
}

export async function publishes(sql: Sql, limit = HISTORY_SHOWN): Promise<PublishRecord[]> {
  return (await sql.all<Row>(`SELECT ${COLUMNS} FROM site_publishes ORDER BY id DESC LIMIT ?`, [limit])).map(fromRow);
}

export async function publishById(sql: Sql, id: number): Promise<PublishRecord | undefined> {
  const row = await sql.get<Row>(`SELECT ${COLUMNS} FROM site_publishes WHERE id = ?`, [id]);
  return row && fromRow(row);
}

/** The files of a version some publish wrote or replaced: what a change based on it started from. */
export async function textOfVersion(sql: Sql, hash: string): Promise<Record<string, string> | undefined> {
  const row = await sql.get<{ text: string }>(
    `SELECT CASE WHEN after_hash = ? THEN after_text ELSE before_text END AS text FROM site_publishes
     WHERE after_hash = ? OR before_hash = ? ORDER BY id DESC LIMIT 1`, [hash, hash, hash]);
  return row && JSON.parse(row.text);
}

/** The newest publish's number and versions: what another server's editor compares with its own files. */
export async function latestPublish(sql: Sql): Promise<{ id: number; beforeHash: string; afterHash: string } | undefined> {
  const row = await sql.get<{ id: number | string; beforeHash: string; afterHash: string }>(
    'SELECT id, before_hash AS "beforeHash", after_hash AS "afterHash" FROM site_publishes ORDER BY id DESC LIMIT 1');
  return row && { ...row, id: Number(row.id) };
}
