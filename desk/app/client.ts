/** The desk's calls to its API: JSON, the session's CSRF token on every change, 401 means "log in". */

export const API = '/api/desk';

export class LoggedOut extends Error {}

let csrf = '';
export const setCsrf = (token: string): void => {
  csrf = token;
};
/** The session's CSRF token, for a call that sends no JSON (a photo's bytes). */
export const csrfToken = (): string => csrf;

type Init = { method?: 'GET' | 'POST'; body?: unknown; token?: string };

/** The status and body of a call, whatever the status (a 409 or 422 that carries data); 401 means "log in". */
export async function answer<T>(path: string, init: Init = {}): Promise<{ status: number; data: T & { message?: string } }> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${API}/${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'Content-Type': 'application/json', 'X-Desk-Csrf': init.token ?? csrf } : {},
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status === 401 && path !== 'login') throw new LoggedOut('log in first');
  return { status: response.status, data };
}

export async function call<T>(path: string, init: Init = {}): Promise<T> {
  const { status, data } = await answer<T>(path, init);
  if (status < 200 || status > 299) throw new Error(data.message ?? `the server answered ${status}`);
  return data;
}

export function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}
