// The desk over HTTP, as the browser's desk page acts: a served tiny site with an owner account,
// the login and a logged-in client (agent), and a look at the database. The tests' one password
// is PASSWORD. (Logging in on the page in Chromium is desk-log-in.ts.)
import Database from 'better-sqlite3';
import { addUser } from '../../desk/users.ts';
import { request, startServer, type RawResponse, type TestServer } from './leads.ts';

export const PASSWORD = 'correct horse battery staple';

/** A served tiny site with one desk user, "owner". */
export async function deskServer(overrides: Parameters<typeof startServer>[0] = {}): Promise<TestServer & { logs: string[] }> {
  const logs: string[] = [];
  const server = await startServer({ log: (line) => logs.push(line), ...overrides });
  await addUser({ db: server.db, name: 'owner', password: PASSWORD, role: 'owner' });
  return Object.assign(server, { logs });
}

export interface Agent {
  cookie: string;
  csrf: string;
  origin: string;
  get(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<RawResponse>;
}

/** What a browser holding the desk page does: the login token from the page, then the session cookie. */
export async function loginToken(url: string): Promise<{ cookie: string; token: string }> {
  const page = await request(`${url}/desk/`);
  const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const token = /name="desk-login-token" content="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie, token };
}

export async function login(url: string, name = 'owner', password = PASSWORD, extra: Record<string, string> = {}): Promise<RawResponse> {
  const { cookie, token } = await loginToken(url);
  return request(`${url}/api/desk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie, 'X-Desk-Csrf': token, ...extra },
    body: JSON.stringify({ name, password }),
  });
}

/** A logged-in desk client for `name` (the helpers' "owner" by default), as a browser on the desk page acts. */
export async function agent(url: string, name = 'owner'): Promise<Agent> {
  const res = await login(url, name);
  if (res.status !== 200) throw new Error(`login of ${name} failed: ${res.status} ${res.text}`);
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const csrf = res.json.csrf as string;
  return {
    cookie, csrf, origin: url,
    get: (path, headers = {}) => request(`${url}${path}`, { headers: { Cookie: cookie, ...headers } }),
    post: (path, body, headers = {}) => request(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: url, 'X-Desk-Csrf': csrf, ...headers },
      body: JSON.stringify(body),
    }),
  };
}

export function query<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
