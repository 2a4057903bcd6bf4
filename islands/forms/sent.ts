// What a form sent, as the confirmation page (islands/GoBack.tsx) reads it, in a file of its own so
// that page's chunk carries none of the sending code; the forms write it with rememberSent
// (send.ts), under the one key both use (sent-key.ts).
import { SENT_KEY } from './sent-key.ts';
import type { UpiPayAnswer } from '../UpiPay.tsx';

/** What a form sent, for the confirmation page to repeat (islands/GoBack.tsx); send.ts says where it is kept. */
export interface SentLead {
  kind: 'booking' | 'appointment' | 'boarding' | 'call-back' | 'contact';
  /** The lead API's reference ("" when it gave none). */
  id: string;
  service?: string; addOn?: string;
  /** The appointment form's day (YYYY-MM-DD) and window label ("9 AM to 11 AM"); the server's when it held one. */
  date?: string; window?: string;
  /** The total the server quoted and stored for a held visit, and the customer's own link (/b/<token>). */
  total?: number; link?: string;
  /** "Pay ₹N by UPI" for a held visit, when the owner set a UPI address: the server's link and QR code. */
  pay?: UpiPayAnswer;
  /** Where no visit was held: the total the form quoted when it was sent (a first booking's price, confirmed on the call). */
  quoted?: number;
  /**
   * The quote's lines, as the form's quote box says them: the server's stored lines for a held
   * visit (summing to `total`), the form's own for a request (summing to `quoted`).
   */
  lines?: SentLine[];
  /** Discounts given at the door on proof (students, seniors), in the page's words: named, not in the total. */
  atDoor?: string[];
  /** The offer the pop-up showed. */
  offer?: string;
  /** The hours of the city the form was sent from, "HH:MM": when the team calls back. */
  hours?: { opens: string; closes: string };
  /** When it was sent (epoch ms), to say "today" or "tomorrow" from that moment. */
  at?: number;
}

/** One line of a quote (model/visits QuoteLine), its label and reason in the page's language. */
export interface SentLine { kind: 'package' | 'add-on' | 'fee' | 'promo'; id: string; label: string; amount: number; reason?: string }

export function sentLead(): SentLead | undefined {
  try {
    const lead = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null');
    return lead && typeof lead.kind === 'string' ? lead : undefined;
  } catch {
    return undefined;
  }
}
