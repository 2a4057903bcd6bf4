// The follow-ups' rows of the desk API's route table (desk/api.ts): what is due (follow-ups, and
// the visits the customer changed or the office moved, the pets due again), who owns a lead and when it is called
// again, a customer's change marked handled, the spam view and its verdicts. Answers are the types of
// desk/wire/leads.ts; a change answers the lead's page.
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import { OFFICE } from '../roles.ts';
import type { Session } from '../sessions.ts';
import { changedLead } from '../lead-routes.ts';
import type { DueList, LeadPage, SpamView } from '../wire/leads.ts';
import type { Ok } from '../wire/session.ts';
import { dueLeads, setFollowUp } from './follow-ups.ts';
import { dueVisits, markChangeHandled } from './customer-changes.ts';
import { judgeSpam, spamLeads } from './spam.ts';
import { dueAgain, markDueSent } from './due-again.ts';

export function followUpRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  return [
    {
      method: 'GET', path: /^due$/, roles: OFFICE,
      handle: async ({ res }) => answer<DueList>(res, 200, {
        leads: await dueLeads(deps.db, deps.pageCities), visits: await dueVisits(deps.db, deps.visits()), pets: await dueAgain(deps.db, deps.visits()),
      }),
    },
    {
      // Staff sent a pet's "due again" message ({about: the day of its last visit, as Due gave it}).
      method: 'POST', path: /^pets\/(\d{1,12})\/due-again$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await markDueSent(deps.db, Number(params[0]), (await deps.readJson(req)).about, session.user);
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
    {
      // Staff handled what the customer did on their link (called them, offered another day).
      method: 'POST', path: /^visits\/(\d{1,12})\/customer-change$/, roles: OFFICE, handle: async ({ req, res, session, params }) => {
        await markChangeHandled(deps.db, Number(params[0]), (await deps.readJson(req)).changedAt, session.user);
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
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
