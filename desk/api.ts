import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlStore } from '../store/sql.ts';
import { readLeadBody } from '../http/body.ts';
import type { ApiConfig } from '../leads/api-config.ts';
import { HttpError } from '../http/http-error.ts';
import { sendError } from '../http/answer.ts';
import { apiPrefix } from '../http/api-prefix.ts';
import { clientInfo, trustedProxies, type TrustedProxies } from '../http/client-address.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { DeskQueries, parseFilter } from './queries.ts';
import { sameSecret, Sessions, type Session, type SessionLimits } from './sessions.ts';
import { accountRules, addressRules, type ThrottleRules } from '../http/throttle.ts';
import { loginThrottle } from '../http/shared-throttle.ts';
import { gateLimits, LoginGate, type GateLimits } from './login-gate.ts';
import { LiveEvents, type LiveOptions } from './live.ts';
import { answer, findRoute, type DeskRoute } from './routes.ts';
import { fieldReport, parsePeriod } from './field-data.ts';
import { isHttps, readCookie, sessionCookie, LOGIN_COOKIE, SESSION_COOKIE } from '../http/cookies.ts';
import { admit, EVERYONE, OFFICE, OWNER_ONLY } from './roles.ts';
import type { DeskState, Ok, Role, SessionInfo } from './wire/session.ts';
import type { DueList, LeadFigures, LeadList, LeadPage, SpamView } from './wire/leads.ts';
import type { FieldReport } from './wire/field-data.ts';
import type { VisitSettingsSource } from '../leads/visits/settings.ts';
import { visitRoutes } from './visits/routes.ts';
import { leadVisits } from './visits/plan.ts';
import { CALENDAR_PATH, feedText } from './visits/calendar.ts';
import { dueLeads, officeStaff, setFollowUp } from './follow-ups/follow-ups.ts';
import { samePerson } from './follow-ups/same-person.ts';
import { judgeSpam, spamLeads } from './follow-ups/spam.ts';

/**
 * The desk's JSON API under `{api.base}/desk/`. Every endpoint but login answers 401 without a
 * live session, before it reads anything. Every POST must come from the desk's own origin
 * (Origin header, and Sec-Fetch-Site when the browser sends it) and carry the CSRF token in
 * the X-Desk-Csrf header: the session's, or for login the one the desk page handed out.
 */
export interface DeskApiOptions {
  db: SqlStore;
  api: ApiConfig;
  log: (line: string) => void;
  sessions?: Partial<SessionLimits>;
  throttle?: { account?: Partial<ThrottleRules>; address?: Partial<ThrottleRules>; gate?: Partial<GateLimits> };
  /** How often open desks look at the database for changes made elsewhere (tests lengthen it). */
  live?: LiveOptions;
  /** The rules of bookable visits (site.yaml's teams), for the day plan; none: no plan. */
  visits?: VisitSettingsSource;
}

/** The origin this request was addressed to, as a browser on the desk page would name it. */
function ownOrigin(req: IncomingMessage, proxies: TrustedProxies): string {
  return `${isHttps(req, proxies) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
}

/** What the app learns of its session: who, the role (which views to show) and the CSRF token. */
function sessionInfo(session: Session): SessionInfo {
  return { user: session.user, csrf: session.csrf, role: session.role, groomerId: session.groomerId };
}

export function createDeskApi(options: DeskApiOptions) {
  const { db, api, log } = options;
  const sessions = new Sessions(db, options.sessions);
  const queries = new DeskQueries(db);
  const logins = new LoginGate(
    loginThrottle(db, { ...accountRules, ...options.throttle?.account }),
    loginThrottle(db, { ...addressRules, ...options.throttle?.address }),
    { ...gateLimits, ...options.throttle?.gate },
  );
  const live = new LiveEvents(() => queries.version(), async (s) => (await sessions.get(s, false)) !== undefined, options.live);
  const prefix = `${apiPrefix(api)}desk/`;
  const proxies = trustedProxies(api.trustedProxies);
  const sweep = setInterval(() => sessions.sweep().catch((error: Error) => log(`desk: could not remove expired sessions (${error.message})`)), 60 * 60 * 1000);
  sweep.unref();

  function refuseCrossSite(req: IncomingMessage, expectedToken: string | undefined): void {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw new HttpError(403, 'cross-site request refused');
    if (req.headers.origin !== ownOrigin(req, proxies)) throw new HttpError(403, 'cross-site request refused: the Origin is not this desk');
    const sent = req.headers['x-desk-csrf'];
    if (!sameSecret(typeof sent === 'string' ? sent : undefined, expectedToken)) {
      throw new HttpError(403, 'security token missing or out of date: reload the desk');
    }
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readLeadBody(req, 16 * 1024);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'body: expected a JSON object');
    return body as Record<string, unknown>;
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'method: use POST to log in', { Allow: 'POST' });
    refuseCrossSite(req, readCookie(req, LOGIN_COOKIE));
    const body = await readJson(req);
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
  }

  /** A lead's page: its fields, notes and history, its visits, and whether the site plans visits at all. */
  async function leadPage(id: number): Promise<LeadPage> {
    const lead = await queries.detail(id);
    return {
      ...lead, visits: await leadVisits(db, options.visits?.(), id), plansVisits: options.visits?.() !== undefined,
      // One person's other leads (same phone), and who may own the lead.
      samePerson: await samePerson(db, id, lead.phone), staff: await officeStaff(db),
    };
  }

  /** A change staff made to a lead: open desks hear of it, the answer is the lead's page. */
  async function changedLead(res: ServerResponse, id: number): Promise<void> {
    live.changed();
    answer<LeadPage>(res, 200, await leadPage(id));
  }

  /**
   * What a logged-in session may ask for, under `{api.base}/desk/`: method and path, the roles
   * admitted (desk/roles.ts), then the handler. A groomer reaches only the session, the live
   * stream and their own visits (desk/visits/routes.ts).
   */
  const routes: DeskRoute<Session>[] = [
    { method: 'GET', path: /^session$/, roles: EVERYONE, handle: async ({ res, session }) => answer<SessionInfo>(res, 200, sessionInfo(session)) },
    {
      method: 'POST', path: /^logout$/, roles: EVERYONE, handle: async ({ req, res, session }) => {
        await sessions.end(session);
        answer<Ok>(res, 200, { ok: true }, { 'Set-Cookie': sessionCookie('', isHttps(req, proxies)) });
      },
    },
    { method: 'GET', path: /^leads$/, roles: OFFICE, handle: async ({ res, url }) => answer<LeadList>(res, 200, await queries.list(parseFilter(url.searchParams))) },
    {
      // The whole customer list leaving the building: the owner's call.
      method: 'GET', path: /^leads\.csv$/, roles: OWNER_ONLY, handle: async ({ res, url }) => {
        const csv = await queries.csv(parseFilter(url.searchParams));
        res.writeHead(200, {
          'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        });
        res.end(csv);
      },
    },
    { method: 'GET', path: /^figures$/, roles: OFFICE, handle: async ({ res }) => answer<LeadFigures>(res, 200, await queries.figures()) },
    { method: 'GET', path: /^field-data$/, roles: OFFICE, handle: async ({ res, url }) => answer<FieldReport>(res, 200, await fieldReport(db, parsePeriod(url.searchParams))) },
    // Only "something changed" and a version number: a groomer's plan refreshes by it too.
    { method: 'GET', path: /^events$/, roles: EVERYONE, handle: async ({ req, res }) => live.open(req, res, readCookie(req, SESSION_COOKIE)!) },
    {
      method: 'GET', path: /^leads\/(\d{1,12})$/, roles: OFFICE,
      handle: async ({ res, params }) => answer<LeadPage>(res, 200, await leadPage(Number(params[0]))),
    },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/status$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        const id = Number(params[0]);
        // Only text is a status: String() of an object with a broken toString would throw (a 500).
        const { status } = await readJson(req);
        await queries.setStatus(id, typeof status === 'string' ? status : '', session.user);
        live.changed();
        answer<LeadPage>(res, 200, await leadPage(id));
      },
    },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/notes$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        const id = Number(params[0]);
        const text = (await readJson(req)).text;
        await queries.addNote(id, typeof text === 'string' ? text : '', session.user);
        live.changed();
        answer<LeadPage>(res, 200, await leadPage(id));
      },
    },
    // Follow-ups: what is due, who owns a lead and when it is called again; the spam view.
    { method: 'GET', path: /^due$/, roles: OFFICE, handle: async ({ res }) => answer<DueList>(res, 200, { leads: await dueLeads(db) }) },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/follow-up$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await setFollowUp(db, Number(params[0]), await readJson(req), session.user);
        await changedLead(res, Number(params[0]));
      },
    },
    { method: 'GET', path: /^spam$/, roles: OFFICE, handle: async ({ res }) => answer<SpamView>(res, 200, await spamLeads(db)) },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/spam$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await judgeSpam(db, Number(params[0]), (await readJson(req)).spam, session.user);
        await changedLead(res, Number(params[0]));
      },
    },
    ...visitRoutes({ db, visits: options.visits ?? (() => undefined), readJson, changed: () => live.changed() }),
  ];

  async function route(req: IncomingMessage, res: ServerResponse, path: string, session: Session): Promise<void> {
    const method = req.method ?? 'GET';
    // A state change is refused from another site before anything else, even on a path that does not exist.
    if (method === 'POST') refuseCrossSite(req, session.csrf);
    const found = findRoute(routes, method, path, `${prefix}${path}`);
    admit({ name: session.user, role: session.role, groomerId: session.groomerId }, found.route.roles);
    await found.route.handle({ req, res, session, url: new URL(req.url ?? '/', 'http://desk'), params: found.params });
  }

  /**
   * A groomer's calendar feed: the one desk address without a session, since a phone's calendar
   * fetches it by itself; its long random token is the key (desk/visits/calendar.ts).
   */
  async function calendarFeed(res: ServerResponse, token: string): Promise<void> {
    const text = await feedText(db, options.visits?.(), token);
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="visits.ics"', 'Referrer-Policy': 'no-referrer', 'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  return {
    /** Answers requests under `{base}/desk/`; resolves false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const pathname = (req.url ?? '/').split('?')[0];
      if (!pathname.startsWith(prefix) && pathname !== prefix.slice(0, -1)) return false;
      const path = pathname.slice(prefix.length);
      try {
        if (path === 'login') await login(req, res);
        else if (CALENDAR_PATH.test(path) && req.method === 'GET') await calendarFeed(res, CALENDAR_PATH.exec(path)![1]);
        else {
          // Nothing about leads, not even whether a path exists, before the session is known.
          const session = await sessions.get(readCookie(req, SESSION_COOKIE));
          if (!session) throw new HttpError(401, 'log in first');
          await route(req, res, path, session);
        }
      } catch (error) {
        sendError(res, error, { log, source: 'desk API', serverError: 'server error: try again' });
      }
      return true;
    },
    /**
     * What the desk page can carry for a logged-in visitor, so the list shows without two more
     * round trips (session, then leads): the session's user and CSRF token and the newest leads.
     */
    async initialState(req: IncomingMessage): Promise<DeskState | undefined> {
      const session = await sessions.get(readCookie(req, SESSION_COOKIE));
      if (!session) return undefined;
      // A groomer's page carries no list: they never see the leads.
      return session.role === 'groomer' ? sessionInfo(session) : { ...sessionInfo(session), list: await queries.list({}) };
    },
    /** Tells open desks that something changed (a new lead stored by this process). */
    changed: () => live.changed(),
    close(): void {
      clearInterval(sweep);
      live.close();
    },
  };
}
