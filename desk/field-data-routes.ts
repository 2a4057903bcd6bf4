// The field data's row of the desk API's route table (desk/api.ts): what the pages' beacons
// counted over the last 7 or 28 days (desk/field-data.ts), answered as desk/wire/field-data.ts.
import { answer, type DeskRoute, type RouteDeps } from './routes.ts';
import { fieldReport, parsePeriod } from './field-data.ts';
import { OFFICE } from './roles.ts';
import type { Session } from './sessions.ts';
import type { FieldReport } from './wire/field-data.ts';

export function fieldDataRoutes(deps: Pick<RouteDeps, 'db'>): DeskRoute<Session>[] {
  return [
    { method: 'GET', path: /^field-data$/, roles: OFFICE, handle: async ({ res, url }) => answer<FieldReport>(res, 200, await fieldReport(deps.db, parsePeriod(url.searchParams))) },
  ];
}
