// The day plan's rows of the desk API's route table (desk/api.ts), each with the roles it admits:
// the plan, the windows open for a move or a new visit, the changes staff and groomers make, the
// WhatsApp messages and the visits' figures. Answers are the types of desk/wire/visits.ts.
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { indiaDate, isIsoDate } from '../../model/visits/time.ts';
import { EVERYONE, OFFICE, OWNER_ONLY } from '../roles.ts';
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import { userOf, type Session } from '../sessions.ts';
import type { Ok } from '../wire/session.ts';
import type { Confirmation, DayPlan, LeadWindows, OpenWindows, VisitFigures } from '../wire/visits.ts';
import { readPlacement, VisitChanges } from './changes.ts';
import { windowsForLead, windowsForMove } from './open-windows.ts';
import { dayPlan } from './plan.ts';
import { VisitMessages } from './messages.ts';
import { visitFigures } from './figures.ts';
import { readPetEdit, updatePet } from './pets.ts';
import { readPayment, recordPayment } from './payments.ts';
import type { MoneyDay, PaymentEntry, PayWeek } from '../wire/money.ts';
import { dayMoney, moneyCsv, weekPay } from './money.ts';
import { addVisitPhoto, removeVisitPhoto, visitPhotoBytes } from './photos.ts';
import { readPhotoBytes } from '../../http/body.ts';
import { sendPrivateJpeg } from '../../http/answer.ts';
import { MAX_PHOTO_BYTES } from '../photo-clean.ts';
import type { VisitPhotosNow } from '../wire/visits.ts';

/** The site's visit rules, or the 404 of a site that plans no visits. */
export const settingsOf = (deps: Pick<RouteDeps, 'visits'>): VisitSettings => {
  const settings = deps.visits();
  if (!settings) throw new HttpError(404, 'visits: this site has no visits: section in site.yaml');
  return settings;
};

/** A day of the query (`date` by default), today in India when left out, or 400. */
function dayOf(url: URL, name = 'date'): string {
  const date = url.searchParams.get(name) || indiaDate(Date.now());
  if (!isIsoDate(date)) throw badRequest(`${name}: expected a day as YYYY-MM-DD`);
  return date;
}

export function visitRoutes(deps: RouteDeps): DeskRoute<Session>[] {
  const changes = new VisitChanges(deps.db, deps.visits);
  const messages = new VisitMessages(deps.db, deps.visits);
  return [
    { method: 'GET', path: /^figures\/visits$/, roles: OFFICE, handle: async ({ res }) => answer<VisitFigures>(res, 200, await visitFigures(deps.db, deps.visits())) },
    {
      // ?date=YYYY-MM-DD, today in India by default. A groomer's account gets only their own visits.
      method: 'GET', path: /^visits$/, roles: EVERYONE, handle: async ({ res, url, session }) => {
        const date = url.searchParams.get('date') || indiaDate(Date.now());
        if (!isIsoDate(date)) throw badRequest('date: expected a day as YYYY-MM-DD');
        answer<DayPlan>(res, 200, { today: indiaDate(Date.now()), ...(await dayPlan(deps.db, deps.visits(), date, userOf(session))) });
      },
    },
    {
      method: 'GET', path: /^visits\/(\d{1,12})\/windows$/, roles: OFFICE,
      handle: async ({ res, url, params }) => answer<OpenWindows>(res, 200, await windowsForMove(deps.db, settingsOf(deps), Number(params[0]), url.searchParams.get('date'))),
    },
    {
      method: 'POST', path: /^visits\/(\d{1,12})\/move$/, roles: OFFICE, handle: async ({ req, res, params, session }) => {
        await changes.move(Number(params[0]), readPlacement(await deps.readJson(req)), session.user);
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
    {
      // Staff move a visit along every status; a groomer only their own, to on the way, done or no-show (changes.ts).
      method: 'POST', path: /^visits\/(\d{1,12})\/status$/, roles: EVERYONE, handle: async ({ req, res, params, session }) => {
        const { status } = await deps.readJson(req);
        await changes.setStatus(Number(params[0]), status, userOf(session));
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
    {
      // The confirmation with a fresh link to the customer's own page (desk/visits/messages.ts says why fresh).
      method: 'POST', path: /^visits\/(\d{1,12})\/confirmation$/, roles: OFFICE,
      handle: async ({ res, params, session }) => answer<Confirmation>(res, 200, await messages.confirmation(Number(params[0]), session.user)),
    },
    {
      // Staff mark a WhatsApp message sent; a groomer only "on the way" of their own visit.
      method: 'POST', path: /^visits\/(\d{1,12})\/messages$/, roles: EVERYONE, handle: async ({ req, res, params, session }) => {
        const { kind } = await deps.readJson(req);
        await messages.markSent(Number(params[0]), kind, userOf(session));
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
    {
      // The office changes a pet's profile (temperament, allergies, notes, its own interval): pets.ts.
      method: 'POST', path: /^pets\/(\d{1,12})$/, roles: OFFICE, handle: async ({ req, res, params, session }) => {
        await updatePet(deps.db, Number(params[0]), readPetEdit(await deps.readJson(req)), session.user);
        deps.changed();
        answer<Ok>(res, 200, { ok: true });
      },
    },
    {
      // What was paid: the groomer of the visit or the office marks a payment, the office a refund; appended, never edited (payments.ts).
      method: 'POST', path: /^visits\/(\d{1,12})\/payments$/, roles: EVERYONE, handle: async ({ req, res, params, session }) => {
        const lines = await recordPayment(deps.db, Number(params[0]), readPayment(await deps.readJson(req)), userOf(session));
        deps.changed();
        answer<{ ok: true; payments: PaymentEntry[] }>(res, 201, { ok: true, payments: lines });
      },
    },
    {
      // Before and after: the visit's groomer or the office adds a photo, its bytes as the body (judged by them, not by a type or a name): photos.ts.
      method: 'POST', path: /^visits\/(\d{1,12})\/photos$/, roles: EVERYONE, handle: async ({ req, res, params, session }) => {
        if (/^multipart\//i.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'photo: send the file itself as the body, not a form');
        const bytes = await readPhotoBytes(req, MAX_PHOTO_BYTES);
        const photos = await addVisitPhoto(deps.db, Number(params[0]), bytes, userOf(session));
        deps.changed();
        answer<VisitPhotosNow>(res, 201, { ok: true, photos });
      },
    },
    {
      method: 'POST', path: /^visits\/(\d{1,12})\/photos\/(\d{1,2})\/remove$/, roles: EVERYONE, handle: async ({ res, params, session }) => {
        const photos = await removeVisitPhoto(deps.db, Number(params[0]), Number(params[1]), userOf(session));
        deps.changed();
        answer<VisitPhotosNow>(res, 200, { ok: true, photos });
      },
    },
    {
      method: 'GET', path: /^visits\/(\d{1,12})\/photos\/(\d{1,2})\.jpg$/, roles: EVERYONE,
      handle: async ({ res, params, session }) => sendPrivateJpeg(res, await visitPhotoBytes(deps.db, Number(params[0]), Number(params[1]), userOf(session))),
    },
    {
      // The day's money per groomer; a groomer's account gets only their own.
      method: 'GET', path: /^money$/, roles: EVERYONE, handle: async ({ res, url, session }) => {
        answer<MoneyDay>(res, 200, await dayMoney(deps.db, deps.visits(), dayOf(url), userOf(session)));
      },
    },
    {
      // The accountant's CSV of every payment line from one day to another: money leaving the building is the owner's call.
      method: 'GET', path: /^money\.csv$/, roles: OWNER_ONLY, handle: async ({ res, url, session }) => {
        const from = dayOf(url, 'from');
        const to = url.searchParams.get('to') ? dayOf(url, 'to') : from;
        if (to < from) throw badRequest('to: the last day comes on or after from');
        const csv = await moneyCsv(deps.db, deps.visits(), from, to, userOf(session));
        res.writeHead(200, {
          'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': `attachment; filename="money-${from}-to-${to}.csv"`,
        });
        res.end(csv);
      },
    },
    {
      // A week's pay: the owner sees every groomer's, a groomer only their own, staff none (no pay figures).
      method: 'GET', path: /^pay$/, roles: ['owner', 'groomer'], handle: async ({ res, url, session }) => {
        answer<PayWeek>(res, 200, await weekPay(deps.db, deps.visits(), dayOf(url, 'week'), userOf(session)));
      },
    },
    {
      method: 'GET', path: /^leads\/(\d{1,12})\/windows$/, roles: OFFICE,
      handle: async ({ res, url, params }) => answer<LeadWindows>(res, 200, await windowsForLead(deps.db, settingsOf(deps), Number(params[0]), url.searchParams)),
    },
    {
      method: 'POST', path: /^leads\/(\d{1,12})\/visit$/, roles: OFFICE, handle: async ({ req, res, params, session }) => {
        const body = await deps.readJson(req);
        const city = typeof body.city === 'string' ? body.city : '';
        const packageId = typeof body.packageId === 'string' ? body.packageId : '';
        await changes.give(Number(params[0]), city, packageId, readPlacement(body), session.user);
        deps.changed();
        answer<Ok>(res, 201, { ok: true });
      },
    },
  ];
}
