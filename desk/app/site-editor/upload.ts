// A photo from the phone to POST {api}/desk/site/photos: the file itself as the body (never a form),
// the session's CSRF token beside it, sent with XMLHttpRequest for its upload progress (fetch gives
// none). The server judges the bytes and answers 201 with the name to write in site.yaml, or a
// status and a message saying why not (desk/wire/site-editor.ts, SitePhoto).
import type { SitePhoto } from '../../wire/site-editor.ts';
import { API, csrfToken, LoggedOut } from '../client.ts';

/** The server's own limit (desk/photo-clean.ts): a larger file is refused here, before it is sent. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type Uploaded = { ok: true; photo: SitePhoto } | { ok: false; status: number; message: string };

/** Sends `file`; `progress` hears the share sent so far (0 to 1). A 401 throws LoggedOut, a lost connection an Error. */
export function sendPhoto(file: Blob, progress: (sent: number) => void): Promise<Uploaded> {
  if (file.size > MAX_PHOTO_BYTES) {
    return Promise.resolve({ ok: false, status: 413, message: `photo: larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB; send a smaller photo` });
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}/site/photos`);
    xhr.setRequestHeader('X-Desk-Csrf', csrfToken());
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) progress(e.loaded / e.total); };
    xhr.onload = () => {
      let data: Partial<SitePhoto> & { message?: string } = {};
      try {
        data = JSON.parse(xhr.responseText) as typeof data;
      } catch { /* a proxy's page: the status says it */ }
      if (xhr.status === 401) reject(new LoggedOut('log in first'));
      else if (xhr.status === 201 && typeof data.name === 'string') resolve({ ok: true, photo: data as SitePhoto });
      else resolve({ ok: false, status: xhr.status, message: data.message ?? `the server answered ${xhr.status}` });
    };
    xhr.onerror = () => reject(new Error('the photo did not reach the server: check the connection and try again'));
    xhr.send(file);
  });
}
