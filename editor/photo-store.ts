// The owner's uploaded photos in the leads database (site_photos, store/migrations/site-editor.ts),
// shared by every server on one PostgreSQL. Storage grows only by an owner's upload: each upload
// first removes the uploads no publish named within a day, and at most MAX_WAITING wait at a time,
// so what waits is bounded (some 20 x 1-3 MB); a photo a publish named is kept, as the publish's
// texts are (site_publishes), so that undo and the other servers find it.
import type { Sql, SqlStore } from '../store/sql.ts';
import type { CleanPhoto } from '../desk/photo-clean.ts';

/** How long an upload waits for a publish that names it. */
export const WAITING_MS = 24 * 60 * 60 * 1000;
/** Uploads that no publish has named yet, at most; the next is refused until one is published or removed. */
export const MAX_WAITING = 20;

export class TooManyWaiting extends Error {}

/** Keeps `photo`, uploaded by `actor` at `now`; the same photo again only renews its day. */
export async function storePhoto(sql: SqlStore, photo: CleanPhoto, actor: string, now = new Date()): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.run('DELETE FROM site_photos WHERE published_at IS NULL AND uploaded_at < ?', [new Date(now.getTime() - WAITING_MS).toISOString()]);
    const waiting = await tx.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM site_photos WHERE published_at IS NULL AND name <> ?', [photo.name]);
    if (Number(waiting?.n ?? 0) >= MAX_WAITING) {
      throw new TooManyWaiting(`photo: ${MAX_WAITING} uploaded photos are waiting to be published already; publish them, or try again tomorrow, when those no change uses are removed`);
    }
    await tx.run(
      `INSERT INTO site_photos (name, bytes, width, height, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET uploaded_at = excluded.uploaded_at, uploaded_by = excluded.uploaded_by`,
      [photo.name, photo.bytes, photo.width, photo.height, actor, now.toISOString()]);
  });
}

/** The bytes of those of `names` that are uploads kept here. */
export async function photoBytes(sql: Sql, names: readonly string[]): Promise<Map<string, Buffer>> {
  if (!names.length) return new Map();
  const rows = await sql.all<{ name: string; bytes: Buffer }>(`SELECT name, bytes FROM site_photos WHERE name IN (${names.map(() => '?').join(', ')})`, names);
  return new Map(rows.map((r) => [r.name, Buffer.from(r.bytes)]));
}

/** Which of `names` are uploads (the rest are the maintainers' own files, never removed by the editor). */
export async function uploadedOf(sql: Sql, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await sql.all<{ name: string }>(`SELECT name FROM site_photos WHERE name IN (${names.map(() => '?').join(', ')})`, names);
  return new Set(rows.map((r) => r.name));
}

/** A publish named these: they are kept from now on. */
export async function markPublished(sql: Sql, names: readonly string[], now = new Date()): Promise<void> {
  if (!names.length) return;
  await sql.run(`UPDATE site_photos SET published_at = ? WHERE published_at IS NULL AND name IN (${names.map(() => '?').join(', ')})`, [now.toISOString(), ...names]);
}
