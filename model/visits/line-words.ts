// A quote's line in words, said one way wherever a visit's price is shown: the booking form's
// quote box, the confirmation page, the customer's page (/b/<token>), the desk's visit card and
// the groomer's calendar feed. A discount is "− ₹200" (a minus sign, then a space); every other
// line says its amount as given, a kind added later included (a note of ₹0 said at the door is
// shown, never subtracted: the stored total already says what to collect). Pure: the browser
// bundles it.
import { rupees } from '../format.ts';

/** A line as stored with a visit (model/visits/quote.ts QuoteLine) and as the desk reads it back: its kind may be one this code does not know. */
export interface ShownLine { readonly kind: string; readonly label: string; readonly amount: number; readonly reason?: string }

/** "₹999"; a discount "− ₹200". */
export const amountWords = (amount: number): string => (amount < 0 ? `− ${rupees(-amount)}` : rupees(amount));

/**
 * A line in one phrase, for text that has no table (the calendar):
 * "Fur Fresh Spa (Full Body Bath): ₹999", "Last-minute fee (booked at or after 6 PM …): ₹200",
 * "₹200 off your first booking: − ₹200".
 */
export const lineWords = (line: Omit<ShownLine, 'kind'>): string =>
  `${line.label}${line.reason ? ` (${line.reason})` : ''}: ${amountWords(line.amount)}`;
