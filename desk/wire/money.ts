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
  /** The quoted total less `paid`; 0 when settled; a cancelled visit owes only its cancelling fee, a missed one nothing. */
  owed: number;
  /** A cancelled visit's payments beyond its cancelling fee under the city's terms: to be refunded. */
  refundDue?: number;
  /** "Pay ₹N by UPI": the link and its QR code (an SVG data URI) when the owner set a UPI address and something is due. */
  upi?: { amount: number; kind: 'deposit' | 'total' | 'balance'; uri: string; qr: string };
}

/** POST visits/<id>/payments: what the groomer or the office marks. */
export interface PaymentInput { kind: PaymentKind; amount: number; method: PaymentMethod; upiRef?: string; note?: string }

/** What a day's (or a week's) visits of one groomer add up to. */
export interface MoneyFigures {
  /** The quoted totals of the visits that happen or happened (not cancelled, not missed). */
  quoted: number;
  /** Paid in, by method, less nothing; refunds apart. */
  collected: { cash: number; upi: number; card: number };
  refunded: number;
  /** The quoted totals less what was paid net, for the visits not cancelled or missed. */
  owed: number;
}

/** One visit as the day's money lists it. */
export interface MoneyVisit { id: number; window: string; name: string; status: string; total: number; paid: number; owed: number; doneUnpaid: boolean }

/** GET money?date=: per groomer, the day's money; a groomer gets only their own. */
export interface MoneyDay {
  date: string; today: string;
  groomers: (MoneyFigures & { id: string; name: string; visits: MoneyVisit[] })[];
  totals: MoneyFigures;
}

/** GET pay?week=: per groomer, the week's done visits, their collections and what the groomer earned (the owner all; a groomer their own; not staff). */
export interface PayWeek {
  from: string; to: string;
  groomers: { id: string; name: string; commission: string; doneVisits: number; quoted: number; collected: number; earned: number }[];
}
