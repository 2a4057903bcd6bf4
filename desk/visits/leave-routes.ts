// The groomers' leave in the desk API (desk/api.ts), the owner's alone: the leave not over yet
// with the visits in it still to move, entering a leave (answered with the visits already held in
// it) and removing one. Each change tells open desks, and this server's availability forgets the
// groomer's city at once (other servers read it again within their cache's 2 s).
import type { Ok } from '../wire/session.ts';
import type { LeaveAdded, LeaveList } from '../wire/visits.ts';
import { OWNER_ONLY } from '../roles.ts';
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import type { Session } from '../sessions.ts';
import { GroomerLeave } from './leave.ts';

export function leaveRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  const leave = new GroomerLeave(deps.db, deps.visits);
  return [
    { method: 'GET', path: /^leave$/, roles: OWNER_ONLY, handle: async ({ res }) => answer<LeaveList>(res, 200, await leave.list()) },
    {
      method: 'POST', path: /^leave$/, roles: OWNER_ONLY, handle: async ({ req, res, session }) => {
        const { city, ...added } = await leave.add(await deps.readJson(req), session.user);
        deps.availabilityChanged(city);
        deps.changed();
        answer<LeaveAdded>(res, 201, added);
      },
    },
    {
      method: 'POST', path: /^leave\/(\d{1,12})\/remove$/, roles: OWNER_ONLY, handle: async ({ res, params, session }) => {
        const { city } = await leave.remove(Number(params[0]), session.user);
        if (city) deps.availabilityChanged(city);
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
  ];
}
