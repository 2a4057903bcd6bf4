// POST {api}/desk/site/photos as the editor answers it: the photo cleaned (desk/photo-clean.ts, one
// at a time in a process with the visits' photos) and kept (photo-store.ts), or why not.
import type { PhotoOutcome } from '../desk/site-editor-routes.ts';
import type { SqlStore } from '../store/sql.ts';
import { cleanPhotoInTurn, PhotoRefused } from '../desk/photo-clean.ts';
import { storePhoto, TooManyWaiting } from './photo-store.ts';

export async function uploadPhoto(db: SqlStore, bytes: Buffer, actor: string): Promise<PhotoOutcome> {
  try {
    const photo = await cleanPhotoInTurn(bytes);
    await storePhoto(db, photo, actor);
    return { status: 201, body: { name: photo.name, width: photo.width, height: photo.height, bytes: photo.bytes.length, was: photo.was } };
  } catch (error) {
    if (error instanceof PhotoRefused) return { status: error.status, body: { message: error.message } };
    if (error instanceof TooManyWaiting) return { status: 429, body: { message: error.message } };
    throw error;
  }
}
