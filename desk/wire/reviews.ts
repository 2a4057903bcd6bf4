// The desk's answers about reviews of visits (desk/reviews/routes.ts), as the app reads them.

export interface DeskReview {
  visitId: number; leadId: number; rating: number; text: string;
  firstName: string; locality: string; city: string; package: string;
  /** The visit's day (YYYY-MM-DD, India) and when the review came (ISO). */
  date: string; createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string; decidedAt: string | null;
}

/** GET reviews: those waiting for the owner, oldest first, and the latest decided. */
export interface ReviewList { pending: DeskReview[]; decided: DeskReview[] }

/** POST reviews/<visitId>: the decision kept, and whether the pages were built with it. */
export interface ReviewDecided { review: DeskReview; published: { ok: true; ms: number; shown: number } | { ok: false; message: string } }
