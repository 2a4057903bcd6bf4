// Reviews from real visits (issue 44): what a customer may send from their done visit's link, and
// what the pages show of the reviews the owner approved. Shared by the lead API (which checks a
// review again before storing it), the customer's page (which says the same limits) and the build
// (which reads content/reviews.json and states the count and average computed from it alone).

/** The longest review text, in characters (the form's maxlength and the database's CHECK). */
export const REVIEW_TEXT_MAX = 500;

/** A review as the pages show it: written into content/reviews.json by the server at a publish. */
export interface PublishedReview {
  /** The visit's id: one review per visit. */
  readonly id: number;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly text: string;
  /** The customer's first name, as they booked. */
  readonly firstName: string;
  /** The city's slug: the city page (and its localities') that shows it. */
  readonly city: string;
  /** The place as the page names it: the locality booked from, else the city. */
  readonly locality: string;
  /** The package's name when the review was given. */
  readonly package: string;
  /** The visit's day (YYYY-MM-DD, India). */
  readonly date: string;
}

/** A review as the customer's page sends it, checked: a whole rating from 1 to 5 and at most REVIEW_TEXT_MAX characters. */
export interface ReviewInput { rating: PublishedReview['rating']; text: string }

/** The refusal of a review, naming the field (the lead API answers it as 400). */
export class ReviewRefused extends Error {}

/**
 * The body of POST .../visit/<token>/review, checked: a rating that is the number 1 to 5 (not "5",
 * not 4.5), a text that is a string when given. Any other key is refused, so nothing else is kept.
 */
export function checkReview(body: unknown): ReviewInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ReviewRefused('review: expected {"rating": 1 to 5, "text": "a few words"}');
  const keys = Object.keys(body);
  const odd = keys.find((k) => k !== 'rating' && k !== 'text');
  if (odd !== undefined) throw new ReviewRefused(`${odd.slice(0, 40)}: not a field of a review (rating, text)`);
  const { rating, text } = body as { rating?: unknown; text?: unknown };
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) throw new ReviewRefused('rating: expected a whole number of stars from 1 to 5');
  if (text !== undefined && typeof text !== 'string') throw new ReviewRefused('text: expected a few words as text');
  // Control characters go (a pasted tab stays a space); the rest is said as typed, trimmed.
  const words = (text ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/ {2,}/g, ' ').trim();
  if ([...words].length > REVIEW_TEXT_MAX) throw new ReviewRefused(`text: at most ${REVIEW_TEXT_MAX} characters, please`);
  return { rating: rating as ReviewInput['rating'], text: words };
}

/** The count and average of `reviews`, computed from them alone: the average to one decimal; none for none. */
export function reviewSummary(reviews: readonly Pick<PublishedReview, 'rating'>[]): { count: number; average: number } | undefined {
  if (reviews.length === 0) return undefined;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return { count: reviews.length, average: Math.round((sum / reviews.length) * 10) / 10 };
}

/** The first word of a name, as a review is signed ("Meera" of "Meera Kapoor"); '' for none. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** content/reviews.json's entries, checked: the build refuses a file the server did not write (message names the entry). */
export function checkPublishedReviews(data: unknown): PublishedReview[] {
  if (!Array.isArray(data)) throw new ReviewRefused('expected a list of reviews');
  return data.map((r: Record<string, unknown>, i) => {
    const bad = (field: string) => new ReviewRefused(`review ${i + 1}: ${field} is missing or not as the server writes it`);
    if (typeof r !== 'object' || r === null) throw bad('the entry');
    if (typeof r.id !== 'number' || !Number.isInteger(r.id)) throw bad('id');
    if (typeof r.rating !== 'number' || !Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5) throw bad('rating');
    for (const f of ['text', 'firstName', 'city', 'locality', 'package'] as const) if (typeof r[f] !== 'string') throw bad(f);
    if ((r.text as string).length > REVIEW_TEXT_MAX) throw bad('text');
    if (typeof r.date !== 'string' || !DATE.test(r.date)) throw bad('date');
    return {
      id: r.id, rating: r.rating as PublishedReview['rating'], text: r.text as string, firstName: r.firstName as string,
      city: r.city as string, locality: r.locality as string, package: r.package as string, date: r.date,
    };
  });
}
