// Reviews of visits on the desk (issue 44): the office (owner and staff) sees what customers
// wrote from their done visit's link; the owner alone approves or rejects each, since an
// approved review goes on the site. A decision builds the pages again with the approved reviews
// (the editor's publishReviews, editor/reviews-file.ts), so the city page shows it with its count
// and average within a couple of seconds. Groomers are answered 403 before anything is read.
import { HttpError } from '../../http/http-error.ts';
import { OFFICE, OWNER_ONLY } from '../roles.ts';
import { answer, type DeskRoute, type RouteDeps } from '../routes.ts';
import type { Session } from '../sessions.ts';
import type { SiteEditorPort } from '../site-editor-routes.ts';
import type { DeskReview, ReviewDecided, ReviewList } from '../wire/reviews.ts';

const SELECT = `SELECT visit_id AS "visitId", lead_id AS "leadId", rating, text, first_name AS "firstName", locality, city, package,
  visit_date AS "date", created_at AS "createdAt", status, decided_by AS "decidedBy", decided_at AS "decidedAt" FROM visit_reviews`;

const typed = (r: DeskReview): DeskReview => ({ ...r, visitId: Number(r.visitId), leadId: Number(r.leadId), rating: Number(r.rating) });

/** How many decided reviews the list shows (newest decisions first). */
const DECIDED_SHOWN = 50;

export function reviewRoutes(deps: Pick<RouteDeps, 'db' | 'readJson' | 'changed'>, editor: SiteEditorPort | undefined): DeskRoute<Session>[] {
  const { db } = deps;
  return [
    {
      method: 'GET', path: /^reviews$/, roles: OFFICE, handle: async ({ res }) => {
        const pending = (await db.all<DeskReview>(`${SELECT} WHERE status = 'pending' ORDER BY created_at, visit_id`)).map(typed);
        const decided = (await db.all<DeskReview>(`${SELECT} WHERE status <> 'pending' ORDER BY decided_at DESC, visit_id DESC LIMIT ${DECIDED_SHOWN}`)).map(typed);
        answer<ReviewList>(res, 200, { pending, decided });
      },
    },
    {
      method: 'POST', path: /^reviews\/(\d{1,15})$/, roles: OWNER_ONLY, handle: async ({ req, res, session, params }) => {
        const body = await deps.readJson(req);
        const decision = body.decision;
        if (decision !== 'approve' && decision !== 'reject') throw new HttpError(400, 'decision: expected "approve" or "reject"');
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const visitId = Number(params[0]);
        const at = new Date().toISOString();
        const changed = await db.transaction(async (tx) => {
          const row = await tx.get<{ status: string; lead_id: number | string; rating: number | string }>('SELECT status, lead_id, rating FROM visit_reviews WHERE visit_id = ?', [visitId]);
          if (!row) throw new HttpError(404, 'review: there is no such review (erased with its customer?)');
          if (row.status === status) return false;
          await tx.run('UPDATE visit_reviews SET status = ?, decided_by = ?, decided_at = ? WHERE visit_id = ?', [status, session.user, at, visitId]);
          await tx.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [row.lead_id, session.user, `review ${status} (${row.rating} stars)`, at]);
          return true;
        });
        if (!changed) throw new HttpError(409, `review: it is ${status} already`);
        deps.changed();
        const published = editor ? await editor.publishReviews(session.user) : { ok: false as const, message: 'this server builds no site: the reviews show when the site is built where it is kept' };
        const review = typed((await db.get<DeskReview>(`${SELECT} WHERE visit_id = ?`, [visitId]))!);
        answer<ReviewDecided>(res, 200, { review, published });
      },
    },
  ];
}
