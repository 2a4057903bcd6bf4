import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlStore } from '../store/sql.ts';
import { readLeadBody } from '../http/body.ts';
import type { ApiConfig } from '../leads/api-config.ts';
import { HttpError } from '../http/http-error.ts';
import { sendError } from '../http/answer.ts';
import { apiPrefix } from '../http/api-prefix.ts';
import { trustedProxies, type TrustedProxies } from '../http/client-address.ts';
import { isHttps, readCookie, SESSION_COOKIE } from '../http/cookies.ts';
import type { VisitSettingsSource } from '../leads/visits/settings.ts';
import { DeskQueries } from './queries.ts';
import { sameSecret, Sessions, userOf, type Session, type SessionLimits } from './sessions.ts';
import { LiveEvents, type LiveOptions } from './live.ts';
import { admit } from './roles.ts';
import { findRoute, type DeskRoute, type RouteDeps } from './routes.ts';
import { loginHandler, sessionInfo, sessionRoutes, type LoginThrottles } from './session-routes.ts';
import { leadRoutes } from './lead-routes.ts';
import { followUpRoutes } from './follow-ups/routes.ts';
import { fieldDataRoutes } from './field-data-routes.ts';
import { visitRoutes } from './visits/routes.ts';
import { calendarFeed, calendarRoutes } from './visits/calendar-routes.ts';
import { siteEditorRoutes, type SiteEditorPort } from './site-editor-routes.ts';
import { leaveRoutes } from './visits/leave-routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { CALENDAR_PATH } from './visits/calendar.ts';
import type { DeskState } from './wire/session.ts';

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
  throttle?: LoginThrottles;
  /** How often open desks look at the database for changes made elsewhere (tests lengthen it). */
  live?: LiveOptions;
  /** The rules of bookable visits (site.yaml's teams), for the day plan; none: no plan. */
  visits?: VisitSettingsSource;
  /** The owner's editor of site.yaml (editor/, given by `serve`); none: the desk edits no site. */
  editor?: SiteEditorPort;
  /** A groomer's leave changed in this city: the lead API's availability forgets its cached answers (server/backend.ts). */
  availabilityChanged?: (city: string) => void;
}

/** The origin this request was addressed to, as a browser on the desk page would name it. */
function ownOrigin(req: IncomingMessage, proxies: TrustedProxies): string {
  return `${isHttps(req, proxies) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
}

export function createDeskApi(options: DeskApiOptions) {
  const { db, api, log } = options;
  const sessions = new Sessions(db, options.sessions);
  const queries = new DeskQueries(db, api.pageCities);
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

  const deps: RouteDeps = {
    db, visits: options.visits ?? (() => undefined), readJson, changed: () => live.changed(), pageCities: api.pageCities,
    availabilityChanged: options.availabilityChanged ?? (() => {}),
  };
  const login = loginHandler({ db, sessions, proxies, log, throttle: options.throttle, readJson, refuseCrossSite });
  const feed = calendarFeed(deps);
  /**
   * What a logged-in session may ask for, under `{api.base}/desk/`: one table per concern, each
   * row with its method, path, the roles admitted (desk/roles.ts) and its handler. A groomer
   * reaches only the session, the live stream, their own visits and their calendar feed.
   */
  const routes: DeskRoute<Session>[] = [
    ...sessionRoutes({ sessions, live, proxies }),
    ...leadRoutes(deps),
    ...followUpRoutes(deps),
    ...fieldDataRoutes(deps),
    ...visitRoutes(deps),
    ...calendarRoutes(deps),
    ...siteEditorRoutes(deps, options.editor),
    ...leaveRoutes(deps),
    ...reviewRoutes(deps, options.editor),
  ];

  async function route(req: IncomingMessage, res: ServerResponse, path: string, session: Session): Promise<void> {
    const method = req.method ?? 'GET';
    // A state change is refused from another site before anything else, even on a path that does not exist.
    if (method === 'POST') refuseCrossSite(req, session.csrf);
    const found = findRoute(routes, method, path, `${prefix}${path}`);
    admit(userOf(session), found.route.roles);
    await found.route.handle({ req, res, session, url: new URL(req.url ?? '/', 'http://desk'), params: found.params });
  }

  return {
    /** Answers requests under `{base}/desk/`; resolves false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const pathname = (req.url ?? '/').split('?')[0];
      if (!pathname.startsWith(prefix) && pathname !== prefix.slice(0, -1)) return false;
      const path = pathname.slice(prefix.length);
      try {
        if (path === 'login') await login(req, res);
        else if (CALENDAR_PATH.test(path) && req.method === 'GET') await feed(res, CALENDAR_PATH.exec(path)![1]);
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
