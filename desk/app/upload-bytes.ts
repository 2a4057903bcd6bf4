// A file from the phone POSTed to the desk API as the body itself (never a form), the session's CSRF
// token beside it, sent with XMLHttpRequest for its upload progress (fetch gives none): the site
// editor's photos (site-editor/upload.ts) and a visit's (VisitPhotos.tsx). The server judges the
// bytes; a status and its message say why not.
import { API, csrfToken, LoggedOut } from './client.ts';

/** The server's own limit (desk/photo-clean.ts): a larger file is refused here, before it is sent. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type Sent<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

/** Sends `file` to `{API}/{path}`; `progress` hears the share sent so far (0 to 1). A 401 throws LoggedOut, a lost connection an Error. */
export function sendBytes<T>(path: string, file: Blob, progress: (sent: number) => void): Promise<Sent<T>> {
  if (file.size > MAX_PHOTO_BYTES) {
    return Promise.resolve({ ok: false, status: 413, message: `photo: larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB; send a smaller photo` });
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}/${path}`);
    xhr.setRequestHeader('X-Desk-Csrf', csrfToken());
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) progress(e.loaded / e.total); };
    xhr.onload = () => {
      let data: (T & { message?: string }) | undefined;
      try {
        data = JSON.parse(xhr.responseText) as T & { message?: string };
      } catch { /* a proxy's page: the status says it */ }
      if (xhr.status === 401) reject(new LoggedOut('log in first'));
      else if (xhr.status >= 200 && xhr.status < 300 && data) resolve({ ok: true, status: xhr.status, data });
      else resolve({ ok: false, status: xhr.status, message: data?.message ?? `the server answered ${xhr.status}` });
    };
    xhr.onerror = () => reject(new Error('the photo did not reach the server: check the connection and try again'));
    xhr.send(file);
  });
}
