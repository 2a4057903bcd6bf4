// A photo from the phone to POST {api}/desk/site/photos (upload-bytes.ts): 201 with the name to
// write in site.yaml, or a status and a message saying why not (desk/wire/site-editor.ts, SitePhoto).
import type { SitePhoto } from '../../wire/site-editor.ts';
import { sendBytes } from '../upload-bytes.ts';

export type Uploaded = { ok: true; photo: SitePhoto } | { ok: false; status: number; message: string };

/** Sends `file`; `progress` hears the share sent so far (0 to 1). A 401 throws LoggedOut, a lost connection an Error. */
export async function sendPhoto(file: Blob, progress: (sent: number) => void): Promise<Uploaded> {
  const sent = await sendBytes<SitePhoto>('site/photos', file, progress);
  if (!sent.ok) return sent;
  if (sent.status !== 201 || typeof sent.data.name !== 'string') return { ok: false, status: sent.status, message: `the server answered ${sent.status}` };
  return { ok: true, photo: sent.data };
}
