// The calendar feeds' part of the desk API (desk/api.ts): the rows where the owner (every groomer's)
// or a groomer (their own) sees, issues and revokes feeds, answered as desk/wire/visits.ts, and
// the feed itself, the one desk address without a session (calendar.ts says why).
import type { ServerResponse } from 'node:http';
import type { Ok, Role } from '../wire/session.ts';
import type { CalendarFeeds, IssuedFeed } from '../wire/visits.ts';
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import { userOf, type Session } from '../sessions.ts';
import { feedStates, feedText, issueFeed, revokeFeed } from './calendar.ts';
import { settingsOf } from './routes.ts';

/** Calendar feeds: the owner for every groomer, a groomer for their own (calendar.ts). */
const FEED_ROLES: readonly Role[] = ['owner', 'groomer'];

export function calendarRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  return [
    { method: 'GET', path: /^calendars$/, roles: FEED_ROLES, handle: async ({ res, session }) => answer<CalendarFeeds>(res, 200, { feeds: await feedStates(deps.db, settingsOf(deps), userOf(session)) }) },
    {
      // A new private address; the groomer's previous one stops working. Its path is answered once: only its hash is kept.
      method: 'POST', path: /^calendars\/([a-z0-9-]{1,64})$/, roles: FEED_ROLES,
      handle: async ({ res, params, session }) => answer<IssuedFeed>(res, 201, { path: await issueFeed(deps.db, settingsOf(deps), userOf(session), params[0]) }),
    },
    {
      method: 'POST', path: /^calendars\/([a-z0-9-]{1,64})\/revoke$/, roles: FEED_ROLES, handle: async ({ res, params, session }) => {
        await revokeFeed(deps.db, settingsOf(deps), userOf(session), params[0]);
        answer<Ok>(res, 200, { ok: true });
      },
    },
  ];
}

/**
 * A groomer's calendar feed (GET calendar/<token>.ics): the one desk address without a session,
 * since a phone's calendar fetches it by itself; its long random token is the key.
 */
export function calendarFeed(deps: Pick<RouteDeps, 'db' | 'visits'>): (res: ServerResponse, token: string) => Promise<void> {
  return async (res, token) => {
    const text = await feedText(deps.db, deps.visits(), token);
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="visits.ics"', 'Referrer-Policy': 'no-referrer', 'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };
}
