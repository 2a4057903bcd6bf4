// The follow-ups' rows of the desk API's route table (desk/api.ts): what is due, who owns a lead
// and when it is called again, the spam view and its verdicts. Answers are the types of
// desk/wire/leads.ts; a change answers the lead's page.
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import { OFFICE } from '../roles.ts';
import type { Session } from '../sessions.ts';
import { changedLead } from '../lead-routes.ts';
import type { DueList, LeadPage, SpamView } from '../wire/leads.ts';
import { dueLeads, setFollowUp } from './follow-ups.ts';
import { judgeSpam, spamLeads } from './spam.ts';

export function followUpRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  return [
    { method: 'GET', path: /^due$/, roles: OFFICE, handle: async ({ res }) => answer<DueList>(res, 200, { leads: await dueLeads(deps.db, deps.pageCities) }) },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/follow-up$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await setFollowUp(deps.db, Number(params[0]), await deps.readJson(req), session.user);
        answer<LeadPage>(res, 200, await changedLead(deps, Number(params[0])));
      },
    },
    { method: 'GET', path: /^spam$/, roles: OFFICE, handle: async ({ res }) => answer<SpamView>(res, 200, await spamLeads(deps.db, deps.pageCities)) },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/spam$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await judgeSpam(deps.db, Number(params[0]), (await deps.readJson(req)).spam, session.user);
        answer<LeadPage>(res, 200, await changedLead(deps, Number(params[0])));
      },
    },
  ];
}
