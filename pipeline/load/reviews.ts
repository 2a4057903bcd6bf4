// The reviews the owner approved (model/visit-reviews.ts), as the server wrote them into
// content/reviews.json at its last publish (editor/reviews-file.ts). The file is data, never
// typed: it is not in Git (personal data, erased with the person) and a site without it shows
// no reviews. A file that is not as the server writes it stops the build, naming the entry.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPublishedReviews, type PublishedReview } from '../../model/visit-reviews.ts';
import { GroomsiteError } from '../errors.ts';

export const REVIEWS_FILE = join('content', 'reviews.json');

export function loadVisitReviews(root: string): PublishedReview[] {
  const file = join(root, REVIEWS_FILE);
  if (!existsSync(file)) return [];
  try {
    return checkPublishedReviews(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new GroomsiteError('InvalidSite', `${REVIEWS_FILE}: ${message}`, {
      problems: [{ file, line: 1, col: 1, where: '', message, hint: 'This file is written by the server when the owner approves a review; delete it and publish again from the desk to write it anew.' }],
    });
  }
}
