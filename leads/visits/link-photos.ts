// The visit's photos on the customer's own link (issue 44 item 5): listed with the visit
// (GET {api}/visit/<token>), each served at {api}/visit/<token>/photos/<n>.jpg (the token is the
// key; n only numbers the visit's own photos), and the customer's answer to "You may show these on
// your website" (POST .../photos/consent {consent: true|false}), recorded for the owner to read on
// the desk and in the lead's history. Nothing is published by it. The photos are added by the
// desk (desk/visits/photos.ts) and go with the lead (store/migrations/visit-photos.ts).
import { badRequest, HttpError } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';

/** A photo as the link lists it: never who added it. */
export interface LinkPhoto { n: number; width: number; height: number }
export interface LinkPhotos { photos: LinkPhoto[]; photoConsent: boolean }

/** The visit's photos, and whether the customer consented to showing every one of them; undefined when it has none. */
export async function linkPhotos(sql: Pick<Sql, 'all'>, visitId: number): Promise<LinkPhotos | undefined> {
  const rows = await sql.all<{ n: number | string; width: number | string; height: number | string; public_consent_at: string | null }>(
    'SELECT n, width, height, public_consent_at FROM visit_photos WHERE visit_id = ? ORDER BY n', [visitId]);
  if (!rows.length) return undefined;
  // A photo added after the customer said yes is not covered by it: the box shows unticked until they say so again.
  return { photos: rows.map((r) => ({ n: Number(r.n), width: Number(r.width), height: Number(r.height) })), photoConsent: rows.every((r) => r.public_consent_at !== null) };
}

/** `photos/<n>.jpg` of the link's path: n, or 404. */
export function photoNumberOf(name: string): number {
  const match = /^([1-9][0-9]?)\.jpg$/.exec(name);
  if (!match) throw new HttpError(404, 'visit: no such address');
  return Number(match[1]);
}

export async function linkPhotoBytes(sql: Pick<Sql, 'get'>, visitId: number, n: number): Promise<Buffer> {
  const row = await sql.get<{ bytes: Buffer }>('SELECT bytes FROM visit_photos WHERE visit_id = ? AND n = ?', [visitId, n]);
  if (!row) throw new HttpError(404, 'photo: no such photo');
  return Buffer.from(row.bytes);
}

/** The body's consent: true or false, or 400. */
export function readConsent(body: unknown): boolean {
  const consent = (body as { consent?: unknown } | null)?.consent;
  if (typeof consent !== 'boolean') throw badRequest('consent: expected true or false');
  return consent;
}

/** Records the customer's yes (for every photo the visit has now) or no, and a line in the lead's history when it changed. */
export async function recordConsent(sql: SqlStore, visit: { id: number; leadId: number }, consent: boolean, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await sql.transaction(async (tx) => {
    const changed = consent
      ? await tx.run('UPDATE visit_photos SET public_consent_at = ? WHERE visit_id = ? AND public_consent_at IS NULL', [at, visit.id])
      : await tx.run('UPDATE visit_photos SET public_consent_at = NULL WHERE visit_id = ? AND public_consent_at IS NOT NULL', [visit.id]);
    if (changed === 0) {
      if (!(await tx.get('SELECT 1 AS one FROM visit_photos WHERE visit_id = ?', [visit.id]))) throw new HttpError(404, 'photos: this visit has none');
      return;
    }
    const words = consent ? 'may show the visit\'s photos on the website' : 'took back the consent to show the visit\'s photos';
    await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [visit.leadId, 'customer', words, at]);
  });
}
