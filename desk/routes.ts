import type { PageCities } from '../model/paths.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlStore } from '../store/sql.ts';
import type { VisitSettings } from '../leads/visits/settings.ts';
import { HttpError } from '../http/http-error.ts';
import { sendJson } from '../http/answer.ts';
import type { Role } from './wire/session.ts';

/**
 * The desk API as tables: method and path pattern -> handler, one table per concern, each in a
 * file beside what it serves (desk/lead-routes.ts, desk/session-routes.ts, desk/field-data-routes.ts,
 * desk/follow-ups/routes.ts, desk/visits/routes.ts, desk/visits/calendar-routes.ts,
 * desk/visits/leave-routes.ts), put together by
 * createDeskApi (desk/api.ts). The tables alone decide 404 (no pattern matches the path) and 405
 * (a pattern matches, not with this method), so adding an endpoint is one row and no route can
 * forget either answer.
 */
export interface DeskRequest<S> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  session: S;
  /** The pattern's captured groups, in order. */
  params: string[];
}

export interface DeskRoute<S> {
  method: 'GET' | 'POST';
  /** Matched against the path after `{api.base}/desk/`, anchored at both ends. */
  path: RegExp;
  /** The roles this route admits (desk/roles.ts); any other logged-in role is answered 403. */
  roles: readonly Role[];
  handle: (request: DeskRequest<S>) => Promise<void>;
}

/** What createDeskApi gives every table of routes. */
export interface RouteDeps {
  db: SqlStore;
  /** The rules of bookable visits (site.yaml's teams); undefined: the site plans no visits. */
  visits: () => VisitSettings | undefined;
  /** The request's body as a JSON object, or a 400. */
  readJson: (req: IncomingMessage) => Promise<Record<string, unknown>>;
  /** Tells open desks (and groomers' phones) that something changed. */
  changed: () => void;
  /** A groomer's time in this city changed outside a booking (their leave): this server's availability reads it again. */
  availabilityChanged: (city: string) => void;
  /** The city of each page a lead may come from (model/paths.ts cityOfPage), as the lead API reads it. */
  pageCities?: PageCities;
}

/**
 * Sends a JSON answer of the type its caller names from desk/wire/, the types the browser app
 * reads: `answer<LeadList>(res, 200, list)`. The type must be named (without it nothing fits), so
 * an answer that drifts from what the app expects fails `npm run typecheck`.
 */
export function answer<T = never>(res: ServerResponse, status: number, body: NoInfer<T>, headers?: Record<string, string | string[]>): void {
  sendJson(res, status, body, headers);
}

/** The route for `method` and `path`, or the 404 or 405 HttpError that answers it; `shown` is the path named in a 404. */
export function findRoute<S>(routes: readonly DeskRoute<S>[], method: string, path: string, shown: string): { route: DeskRoute<S>; params: string[] } {
  const allowed: string[] = [];
  for (const route of routes) {
    const match = route.path.exec(path);
    if (!match) continue;
    if (route.method === method) return { route, params: match.slice(1) };
    allowed.push(route.method);
  }
  if (allowed.length === 0) throw new HttpError(404, `not found: ${shown}`);
  throw new HttpError(405, `method: use ${allowed.join(' or ')} here`, { Allow: allowed.join(', ') });
}
