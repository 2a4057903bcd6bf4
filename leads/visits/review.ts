// Reviews from real visits (issue 44): once a visit is done, its customer's link (/b/<token>)
// asks for a rating and a few words. The link is who the customer is: the page sends only the
// rating and the words, and the server signs the review from the visit's own lead (the first name,
// the place booked from, the package and the day), never from the browser. One review per visit
// (the table's key); it waits for the owner (desk/reviews/), and only an approved one reaches the
// pages, at the next publish (editor/reviews-file.ts).
import type { Sql } from '../../store/sql.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkReview, firstNameOf, ReviewRefused } from '../../model/visit-reviews.ts';
import { pathnameOf } from '../../model/paths.ts';
import { findVisit, type LinkedVisit } from './customer-visit.ts';
import type { VisitSettings } from './settings.ts';

/** What the page of a done visit shows of its review: asked for, or what was sent and whether it is shown. */
export interface ReviewView { given?: { rating: number; text: string; status: 'pending' | 'approved' | 'rejected' } }

/** The review part of a done visit's page; undefined for any other visit. */
export async function reviewView(sql: Pick<Sql, 'get'>, v: LinkedVisit): Promise<ReviewView | undefined> {
  if (v.status !== 'done') return undefined;
  const row = await sql.get<{ rating: number; text: string; status: 'pending' | 'approved' | 'rejected' }>(
    'SELECT rating, text, status FROM visit_reviews WHERE visit_id = ?', [v.id]);
  return row ? { given: { rating: Number(row.rating), text: row.text, status: row.status } } : {};
}

/** The place a review is signed with: the locality page the visit was booked from, else the city. */
function placeOf(settings: VisitSettings, v: LinkedVisit, path: string): string {
  const pathname = pathnameOf(path);
  const places = settings.places ?? {};
  const own = places[pathname] ?? places[pathname.replace(/^\/[a-z]{2,3}(?=\/)/, '')];
  return own ?? settings.rules.cities[v.city]?.name ?? v.city;
}

/** POST {api.base}/visit/<token>/review {rating, text}: 201 with the review as kept, or a 4xx. */
export async function giveReview(sql: Pick<Sql, 'get' | 'run' | 'dialect'>, settings: VisitSettings, token: string, body: unknown, now: number) {
  let review;
  try {
    review = checkReview(body);
  } catch (error) {
    if (error instanceof ReviewRefused) throw new HttpError(400, error.message);
    throw error;
  }
  const { visit: v } = await findVisit(sql, settings, token, now);
  if (v.status !== 'done') throw new HttpError(409, 'review: you can review a visit here once it is done');
  const lead = await sql.get<{ name: string; path: string }>('SELECT name, path FROM leads WHERE id = ?', [v.leadId]);
  if (!lead) throw new HttpError(404, 'visit: this link is unknown or no longer open; please call us');
  const pkg = v.quote.lines.find((l) => l.kind === 'package');
  const packageName = (pkg && settings.rules.packages[pkg.id]?.name) ?? pkg?.label ?? '';
  // One per visit: the key refuses a second, also two sent at the same moment.
  const added = await sql.run(`INSERT INTO visit_reviews (visit_id, lead_id, rating, text, first_name, city, locality, package, visit_date, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (visit_id) DO NOTHING`,
  [v.id, v.leadId, review.rating, review.text, firstNameOf(lead.name), v.city, placeOf(settings, v, lead.path), packageName, v.date, new Date(now).toISOString()]);
  if (added === 0) throw new HttpError(409, 'review: this visit has its review already; thank you');
  // In the lead's history, which also tells open desks (desk/queries.ts version) that a review waits.
  await sql.run('INSERT INTO desk_audit (lead_id, actor, action, at) VALUES (?, ?, ?, ?)', [v.leadId, 'customer', `review given (${review.rating} stars)`, new Date(now).toISOString()]);
  return { ok: true as const, review: { rating: review.rating, text: review.text, status: 'pending' as const } };
}
