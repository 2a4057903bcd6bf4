// The leads' rows of the desk API's route table (desk/api.ts): the list and its CSV export, the
// leads' figures, a lead's page and what staff write on it (status, notes). Answers are the types
// of desk/wire/leads.ts.
import { answer, type DeskRoute, type RouteDeps } from './routes.ts';
import { DeskQueries, parseFilter } from './queries.ts';
import { OFFICE, OWNER_ONLY } from './roles.ts';
import type { Session } from './sessions.ts';
import { leadVisits } from './visits/plan.ts';
import { officeStaff } from './follow-ups/follow-ups.ts';
import { samePerson } from './follow-ups/same-person.ts';
import type { LeadFigures, LeadList, LeadPage } from './wire/leads.ts';

/** A lead's page: its fields, notes and history, its visits, and whether the site plans visits at all. */
export async function leadPage(deps: RouteDeps, id: number): Promise<LeadPage> {
  const lead = await new DeskQueries(deps.db, deps.pageCities).detail(id);
  return {
    ...lead, visits: await leadVisits(deps.db, deps.visits(), id), plansVisits: deps.visits() !== undefined,
    // One person's other leads (same phone), and who may own the lead.
    samePerson: await samePerson(deps.db, id, lead.phone, deps.pageCities), staff: await officeStaff(deps.db),
  };
}

/** A change staff made to a lead: open desks hear of it, the answer is the lead's page. */
export async function changedLead(deps: RouteDeps, id: number): Promise<LeadPage> {
  deps.changed();
  return leadPage(deps, id);
}

export function leadRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  const queries = new DeskQueries(deps.db, deps.pageCities);
  return [
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
    { method: 'GET', path: /^leads\/(\d{1,12})$/, roles: OFFICE, handle: async ({ res, params }) => answer<LeadPage>(res, 200, await leadPage(deps, Number(params[0]))) },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/status$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        // Only text is a status: String() of an object with a broken toString would throw (a 500).
        const { status } = await deps.readJson(req);
        await queries.setStatus(Number(params[0]), typeof status === 'string' ? status : '', session.user);
        answer<LeadPage>(res, 200, await changedLead(deps, Number(params[0])));
      },
    },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/notes$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        const text = (await deps.readJson(req)).text;
        await queries.addNote(Number(params[0]), typeof text === 'string' ? text : '', session.user);
        answer<LeadPage>(res, 200, await changedLead(deps, Number(params[0])));
      },
    },
  ];
}
