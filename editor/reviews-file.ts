// content/reviews.json: the reviews the owner approved (leads/visits/review.ts, desk/reviews/), as
// the build reads them (pipeline/load/reviews.ts). Written from the database before every build
// the editor makes (a review approved or rejected, a publish from the Site editor, another
// server's publish), so what the pages say is what the database holds at that moment: a review
// erased with its customer's phone number (`leads delete --phone`) or purged with its lead is gone
// from the pages at the next publish. Not kept in the publish history nor in Git: it is personal
// data, and an undo or a commit must not bring an erased review back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../store/sql.ts';
import type { PublishedReview } from '../model/visit-reviews.ts';

export const REVIEWS_PATH = join('content', 'reviews.json');

interface Row { visit_id: number | string; rating: number | string; text: string; first_name: string; city: string; locality: string; package: string; visit_date: string }

/** The approved reviews, oldest visit first (the file changes only by what was added or taken away). */
export async function approvedReviews(sql: Pick<Sql, 'all'>): Promise<PublishedReview[]> {
  const rows = await sql.all<Row>(`SELECT visit_id, rating, text, first_name, city, locality, package, visit_date
    FROM visit_reviews WHERE status = 'approved' ORDER BY visit_date, visit_id`);
  return rows.map((r) => ({
    id: Number(r.visit_id), rating: Number(r.rating) as PublishedReview['rating'], text: r.text, firstName: r.first_name,
    city: r.city, locality: r.locality, package: r.package, date: r.visit_date,
  }));
}

/**
 * What changes whenever the approved reviews do: one approved, taken off or erased with its
 * customer (a new approval is the newest decision; one taken off or erased lowers the count and the sum).
 */
export async function approvedReviewsMark(sql: Pick<Sql, 'get'>): Promise<string> {
  const row = await sql.get<{ n: number | string; ids: number | string | null; last: string | null }>(
    "SELECT COUNT(*) AS n, SUM(visit_id) AS ids, MAX(decided_at) AS last FROM visit_reviews WHERE status = 'approved'");
  return `${row!.n} ${row!.ids ?? 0} ${row!.last ?? ''}`;
}

export interface ReviewsWritten {
  /** Puts the file back as it was before (a build that failed must not leave the pages and the file apart). */
  undo: () => void;
  count: number;
  /** Whether the file was written (false: it already said this). */
  changed: boolean;
}

/** Writes content/reviews.json from the database when it differs (in one step: a build never reads half of it). */
export async function writeReviewsFile(root: string, sql: Pick<Sql, 'all'>): Promise<ReviewsWritten> {
  const file = join(root, REVIEWS_PATH);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const reviews = await approvedReviews(sql);
  const text = `${JSON.stringify(reviews, null, 1)}\n`;
  const put = (value: string | undefined) => {
    if (value === undefined) {
      if (existsSync(file)) writeFileSync(file, '[]\n');
      return;
    }
    const temporary = `${file}.${process.pid}.writing`;
    writeFileSync(temporary, value);
    renameSync(temporary, file);
  };
  // No file and nothing approved: nothing to write (a site that never had a review has no file).
  if (text === before || (before === undefined && reviews.length === 0)) return { undo: () => {}, count: reviews.length, changed: false };
  put(text);
  return { undo: () => put(before), count: reviews.length, changed: true };
}
