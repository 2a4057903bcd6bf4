// The desk's money on the wire (issue 43): a visit's payment lines, the UPI link its card offers,
// the day's money and the groomers' pay. Types only: the app and the server read the same shapes.
import type { PaymentEntry, PaymentKind, PaymentMethod } from '../../model/visits/payment.ts';

/** One payment line as recorded (never edited; a refund is a line of its own), with the desk user who marked it and when. */
export type { PaymentEntry };

/** What a visit's card shows of its money: the lines, what they add up to, and what is still owed of the quoted total. */
export interface VisitMoney {
  payments: PaymentEntry[];
  /** Paid in less refunded, rupees. */
  paid: number;
  /** The quoted total less `paid`; 0 when settled. */
  owed: number;
  /** "Pay ₹N by UPI": the link and its QR code (an SVG data URI) when the owner set a UPI address and something is due. */
  upi?: { amount: number; kind: 'deposit' | 'total' | 'balance'; uri: string; qr: string };
}

/** POST visits/<id>/payments: what the groomer or the office marks. */
export interface PaymentInput { kind: PaymentKind; amount: number; method: PaymentMethod; upiRef?: string; note?: string }
