// The session's part of the desk API (desk/api.ts): login, the one POST answered before any
// session, and the rows every logged-in role reaches: the session itself, logout and the live
// stream. Answers are the types of desk/wire/session.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlStore } from '../store/sql.ts';
import { HttpError } from '../http/http-error.ts';
import { clientInfo, type TrustedProxies } from '../http/client-address.ts';
import { isHttps, readCookie, sessionCookie, LOGIN_COOKIE, SESSION_COOKIE } from '../http/cookies.ts';
import { accountRules, addressRules, type ThrottleRules } from '../http/throttle.ts';
import { loginThrottle } from '../http/shared-throttle.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { gateLimits, LoginGate, type GateLimits } from './login-gate.ts';
import type { LiveEvents } from './live.ts';
import type { Session, Sessions } from './sessions.ts';
import { EVERYONE } from './roles.ts';
import { answer, type DeskRoute, type RouteDeps } from './routes.ts';
import type { Ok, Role, SessionInfo } from './wire/session.ts';

/** How hard login is throttled, per account, per address, and the gate in front of the hashing (tests loosen them). */
export interface LoginThrottles { account?: Partial<ThrottleRules>; address?: Partial<ThrottleRules>; gate?: Partial<GateLimits> }

/** What the app learns of its session: who, the role (which views to show) and the CSRF token. */
export function sessionInfo(session: Session): SessionInfo {
  return { user: session.user, csrf: session.csrf, role: session.role, groomerId: session.groomerId };
}

export interface LoginDeps {
  db: SqlStore;
  sessions: Sessions;
  proxies: TrustedProxies;
  log: (line: string) => void;
  throttle?: LoginThrottles;
  readJson: RouteDeps['readJson'];
  /** Refuses a POST from another site or without the CSRF token expected (desk/api.ts). */
  refuseCrossSite: (req: IncomingMessage, expectedToken: string | undefined) => void;
}

/** POST login: a name and password through the login gate (desk/login-gate.ts), answered with a new session and its cookie. */
export function loginHandler(deps: LoginDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { db, sessions, proxies, log } = deps;
  const logins = new LoginGate(
    loginThrottle(db, { ...accountRules, ...deps.throttle?.account }),
    loginThrottle(db, { ...addressRules, ...deps.throttle?.address }),
    { ...gateLimits, ...deps.throttle?.gate },
  );
  return async (req, res) => {
    if (req.method !== 'POST') throw new HttpError(405, 'method: use POST to log in', { Allow: 'POST' });
    deps.refuseCrossSite(req, readCookie(req, LOGIN_COOKIE));
    const body = await deps.readJson(req);
    const name = typeof body.name === 'string' ? body.name.trim().toLowerCase().slice(0, 64) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const ip = clientInfo(req, proxies).ip;
    // A name is the visitor's text: quoted and escaped in the log, so it cannot forge a line.
    const who = `${JSON.stringify(name)} from ${ip}`;
    let row: { name: string; password_hash: string; role: Role; groomer_id: string | null } | undefined;
    const gate = await logins.enter(name, ip, async () => {
      row = await db.get<{ name: string; password_hash: string; role: Role; groomer_id: string | null }>('SELECT name, password_hash, role, groomer_id FROM desk_users WHERE name = ?', [name]);
      return await verifyPassword(password, row?.password_hash ?? (await dummyHash())) && row !== undefined;
    }).catch((error: unknown) => {
      if (error instanceof HttpError) log(`desk: login for ${who} refused (${error.status}: ${error.message})`);
      throw error;
    });
    if (!gate.ok || !row) {
      const locked = gate.account.locked || gate.address.locked;
      log(`desk: failed login for ${who} (${gate.account.failures} for the account, ${gate.address.failures} from the address)${locked ? '; locked out for a while' : ''}`);
      throw new HttpError(401, 'wrong name or password');
    }
    const { token, session } = await sessions.create(row.name, { role: row.role, groomerId: row.groomer_id });
    log(`desk: ${row.name} logged in from ${ip}`);
    answer<SessionInfo>(res, 200, sessionInfo(session), { 'Set-Cookie': sessionCookie(token, isHttps(req, proxies)) });
  };
}

export function sessionRoutes(deps: { sessions: Sessions; live: LiveEvents; proxies: TrustedProxies }): DeskRoute<Session>[] {
  return [
    { method: 'GET', path: /^session$/, roles: EVERYONE, handle: async ({ res, session }) => answer<SessionInfo>(res, 200, sessionInfo(session)) },
    {
      method: 'POST', path: /^logout$/, roles: EVERYONE, handle: async ({ req, res, session }) => {
        await deps.sessions.end(session);
        answer<Ok>(res, 200, { ok: true }, { 'Set-Cookie': sessionCookie('', isHttps(req, deps.proxies)) });
      },
    },
    // Only "something changed" and a version number (desk/live.ts): a groomer's plan refreshes by it too.
    { method: 'GET', path: /^events$/, roles: EVERYONE, handle: async ({ req, res }) => deps.live.open(req, res, readCookie(req, SESSION_COOKIE)!) },
  ];
}
