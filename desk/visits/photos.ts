// Before and after (issue 44 item 5): the groomer of a visit, or the office, adds photos of it from
// the phone once the visit is on its way or done, at most MAX_VISIT_PHOTOS. Each is judged by its
// bytes and kept without metadata (desk/photo-clean.ts) in visit_photos (store/migrations/
// visit-photos.ts), shown to the customer on their link (leads/visits/link-photos.ts) and to the
// office and the visit's groomer here; another groomer's visit is not found, as the day plan does
// not list it. Nothing is published: the customer's consent is recorded for the owner to read.
import { HttpError } from '../../http/http-error.ts';
import type { Sql, SqlStore } from '../../store/sql.ts';
import { cleanPhotoInTurn, PhotoRefused } from '../photo-clean.ts';
import type { DeskUser } from '../roles.ts';
import type { VisitPhoto } from '../wire/visits.ts';

/** Before and after, a side or two: enough to show the work, few enough that a visit stays small (some 6 x 300 KB). */
export const MAX_VISIT_PHOTOS = 6;
/** Photos are of a visit under way or over; one still to come has nothing to show yet. */
const PHOTO_STATUSES = ['on-the-way', 'done'];

interface PhotoRow { visit_id: number | string; n: number | string; width: number | string; height: number | string; added_by: string; added_at: string; public_consent_at: string | null }

const photoOf = (r: PhotoRow): VisitPhoto => ({
  n: Number(r.n), width: Number(r.width), height: Number(r.height), addedBy: r.added_by, addedAt: r.added_at,
  ...(r.public_consent_at && { consentAt: r.public_consent_at }),
});

/** The photos of each of `visitIds`, in the order they were added (metadata only, never the bytes). */
export async function photosOf(db: Pick<Sql, 'all'>, visitIds: readonly number[]): Promise<Map<number, VisitPhoto[]>> {
  const byVisit = new Map<number, VisitPhoto[]>();
  if (!visitIds.length) return byVisit;
  const rows = await db.all<PhotoRow>(
    `SELECT visit_id, n, width, height, added_by, added_at, public_consent_at FROM visit_photos WHERE visit_id IN (${visitIds.map(() => '?').join(', ')}) ORDER BY visit_id, n`,
    [...visitIds]);
  for (const r of rows) byVisit.set(Number(r.visit_id), [...(byVisit.get(Number(r.visit_id)) ?? []), photoOf(r)]);
  return byVisit;
}

/** The day plan's visits, each with its photos when it has any. */
export async function withPhotos<V extends { id: number }>(db: Pick<Sql, 'all'>, visits: readonly V[]): Promise<(V & { photos?: VisitPhoto[] })[]> {
  const photos = await photosOf(db, visits.map((v) => v.id));
  return visits.map((v) => (photos.has(v.id) ? { ...v, photos: photos.get(v.id)! } : v));
}

interface VisitOfPhoto { lead_id: number | string; groomer_id: string; status: string }

/** The visit, if `user` may see and add its photos: the office any, a groomer only their own; else 404. */
async function visitFor(db: Pick<Sql, 'get' | 'dialect'>, visitId: number, user: DeskUser, lock = false): Promise<VisitOfPhoto> {
  const visit = await db.get<VisitOfPhoto>(`SELECT lead_id, groomer_id, status FROM visits WHERE id = ?${lock && db.dialect === 'postgres' ? ' FOR UPDATE' : ''}`, [visitId]);
  if (!visit || (user.role === 'groomer' && visit.groomer_id !== user.groomerId)) throw new HttpError(404, 'visit: no such visit');
  return visit;
}

function refusal(visit: VisitOfPhoto, count: number): HttpError | undefined {
  if (!PHOTO_STATUSES.includes(visit.status)) return new HttpError(409, 'photos: a visit has photos once it is on the way or done');
  if (count >= MAX_VISIT_PHOTOS) return new HttpError(409, `photos: this visit has its ${MAX_VISIT_PHOTOS} photos already`);
  return undefined;
}

const countOf = async (db: Pick<Sql, 'get'>, visitId: number) => Number((await db.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM visit_photos WHERE visit_id = ?', [visitId]))?.n ?? 0);

/**
 * Adds a photo (its bytes as uploaded) to the visit, as `user`, and returns the visit's photos. Who
 * may, the visit's state and its count are checked before the photo is decoded, and again in the
 * transaction that keeps it (two uploads at once take turns there).
 */
export async function addVisitPhoto(db: SqlStore, visitId: number, bytes: Buffer, user: DeskUser, now = Date.now()): Promise<VisitPhoto[]> {
  const before = await visitFor(db, visitId, user);
  const early = refusal(before, await countOf(db, visitId));
  if (early) throw early;
  const photo = await cleanPhotoInTurn(bytes).catch((error: unknown) => {
    if (error instanceof PhotoRefused) throw new HttpError(error.status, error.message);
    throw error;
  });
  return db.transaction(async (tx) => {
    const visit = await visitFor(tx, visitId, user, true);
    const count = await countOf(tx, visitId);
    const refused = refusal(visit, count);
    if (refused) throw refused;
    // The lowest number free, so a visit's numbers stay within 1 to MAX_VISIT_PHOTOS + 1 however
    // often photos are removed and added (photos are never cached: a number used again is safe).
    const taken = new Set((await tx.all<{ n: number | string }>('SELECT n FROM visit_photos WHERE visit_id = ?', [visitId])).map((r) => Number(r.n)));
    let n = 1;
    while (taken.has(n)) n++;
    const at = new Date(now).toISOString();
    await tx.run('INSERT INTO visit_photos (visit_id, lead_id, n, bytes, width, height, added_by, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [visitId, Number(visit.lead_id), n, photo.bytes, photo.width, photo.height, user.name, at]);
    await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [Number(visit.lead_id), user.name, `added photo ${n} of the visit`, at]);
    return (await photosOf(tx, [visitId])).get(visitId) ?? [];
  });
}

/**
 * Removes the visit's photo `n` (taken of the wrong pet, or one the customer asked to have taken
 * off), as the office or the visit's groomer; the customer's link stops showing it at once. A line
 * in the lead's history says who removed which.
 */
export async function removeVisitPhoto(db: SqlStore, visitId: number, n: number, user: DeskUser, now = Date.now()): Promise<VisitPhoto[]> {
  return db.transaction(async (tx) => {
    const visit = await visitFor(tx, visitId, user, true);
    const removed = await tx.run('DELETE FROM visit_photos WHERE visit_id = ? AND n = ?', [visitId, n]);
    if (removed === 0) throw new HttpError(404, 'photo: no such photo (removed already?)');
    await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [Number(visit.lead_id), user.name, `removed photo ${n} of the visit`, new Date(now).toISOString()]);
    return (await photosOf(tx, [visitId])).get(visitId) ?? [];
  });
}

/** The JPEG of the visit's photo `n`, for the office or the visit's groomer; else 404. */
export async function visitPhotoBytes(db: Pick<Sql, 'get' | 'dialect'>, visitId: number, n: number, user: DeskUser): Promise<Buffer> {
  await visitFor(db, visitId, user);
  const row = await db.get<{ bytes: Buffer }>('SELECT bytes FROM visit_photos WHERE visit_id = ? AND n = ?', [visitId, n]);
  if (!row) throw new HttpError(404, 'photo: no such photo');
  return Buffer.from(row.bytes);
}
