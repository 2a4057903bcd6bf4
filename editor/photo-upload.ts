// POST {api}/desk/site/photos as the editor answers it: the photo cleaned (photo-clean.ts) and kept
// (photo-store.ts), or why not. Photos are cleaned one at a time in a process: decoding a phone's
// photo takes the cores for a moment, and the lead API and the pages go on meanwhile.
import type { PhotoOutcome } from '../desk/site-editor-routes.ts';
import type { SqlStore } from '../store/sql.ts';
import { cleanPhoto, PhotoRefused } from '../desk/photo-clean.ts';
import { storePhoto, TooManyWaiting } from './photo-store.ts';

let turn: Promise<unknown> = Promise.resolve();

export function uploadPhoto(db: SqlStore, bytes: Buffer, actor: string): Promise<PhotoOutcome> {
  const work = async (): Promise<PhotoOutcome> => {
    try {
      const photo = await cleanPhoto(bytes);
      await storePhoto(db, photo, actor);
      return { status: 201, body: { name: photo.name, width: photo.width, height: photo.height, bytes: photo.bytes.length, was: photo.was } };
    } catch (error) {
      if (error instanceof PhotoRefused) return { status: error.status, body: { message: error.message } };
      if (error instanceof TooManyWaiting) return { status: 429, body: { message: error.message } };
      throw error;
    }
  };
  const mine = turn.then(work, work);
  turn = mine.catch(() => {});
  return mine;
}
