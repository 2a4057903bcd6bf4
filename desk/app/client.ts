/** The desk's calls to its API: JSON, the session's CSRF token on every change, 401 means "log in". */

export const API = '/api/desk';

export class LoggedOut extends Error {}

let csrf = '';
export const setCsrf = (token: string): void => {
  csrf = token;
};

export async function call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${API}/${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'Content-Type': 'application/json', 'X-Desk-Csrf': init.token ?? csrf } : {},
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status === 401 && path !== 'login') throw new LoggedOut('log in first');
  if (!response.ok) throw new Error(data.message ?? `the server answered ${response.status}`);
  return data;
}

export function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}
