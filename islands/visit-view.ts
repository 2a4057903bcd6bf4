// The customer's page (/b/<token>) as its parts read it: the visit the API answers, and where the
// page is (viewing, moving, cancelling, booking again, reviewing). Types only, apart from the parts
// (VisitLink.tsx and the chunks it fetches later, VisitAfter.tsx), so none imports another for them.
import type { ChangeFee } from '../model/visits/terms.ts';
import type { QuoteLine } from '../model/visits/quote.ts';
import type { Again } from './BookAgain.tsx';
import type { UpiPayAnswer } from './UpiPay.tsx';
import type { ReceiptAnswer } from './Receipt.tsx';
import type { LinkPhoto } from './VisitPhotos.tsx';

/** GET {api.base}/visit/<token> (leads/visits/customer-visit.ts VisitView). */
export interface View {
  date: string; window: string; status: 'held' | 'cancelled' | 'done'; city: string; lines: QuoteLine[]; total: number;
  /** Discounts given at the door on proof, in the page's language: not in the total. */
  atDoor?: { id: string; label: string }[];
  termsText: string;
  ask: Record<string, string>;
  /** What each change costs, as the server wrote it when it answered (in the page's language). */
  move: ChangeFee; cancel: ChangeFee;
  /** A done visit: Book again, filled from its booking (BookAgain.tsx, loaded when asked). */
  again?: Again;
  /** "Pay ₹N by UPI" while something is due, and the receipt once something is paid (leads/visits/customer-money.ts). */
  pay?: UpiPayAnswer; receipt?: ReceiptAnswer;
  /** A done visit: its review, once given (leads/visits/review.ts); {} while it is asked for (ReviewVisit.tsx, loaded when asked). */
  review?: { given?: { rating: number; text: string; status: 'pending' | 'approved' | 'rejected' } };
  /** The visit's photos and whether the customer said they may be shown (leads/visits/link-photos.ts): VisitPhotos.tsx, loaded when there are any. */
  photos?: LinkPhoto[]; photoConsent?: boolean;
}

/** `attempt` remounts the move form after a refused move, so it asks for the open windows again. */
export type Step = { kind: 'view' } | { kind: 'move'; attempt: number } | { kind: 'cancel' } | { kind: 'again'; attempt: number } | { kind: 'review' };
