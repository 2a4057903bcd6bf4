// Money at the door, as pure rules (issue 43): what a UPI link asks for, the deposit a city asks
// before the visit, and what a visit's payment lines add up to. The quote's stored total is what
// every one of them reads (DESIGN "Contracts": Money); payment lines are appended, never edited,
// so what is paid is always their sum. Pure: the server, the desk and tests share it.

/** Whom a UPI payment goes to: the owner's UPI address (VPA) and the name a payer's app shows. */
export interface UpiPayee { readonly address: string; readonly name: string }

/** A UPI address as NPCI's apps take it: a handle, "@", the bank's or app's name ("doorsteppaws@okicici"). */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** How a payment was made. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { cash: 'Cash', upi: 'UPI', card: 'Card' };

/** A payment line: money in, or a refund (money back, for a cancellation under the terms). */
export type PaymentKind = 'payment' | 'refund';

export interface PaymentLine {
  readonly kind: PaymentKind; readonly amount: number; readonly method: PaymentMethod;
  /** The UPI transaction reference (UTR) the customer showed, if any. */
  readonly upiRef?: string;
}

/** A payment line as recorded (visit_payments): who marked it and when (ISO 8601 UTC); never edited. */
export interface PaymentEntry extends PaymentLine { readonly id: number; readonly note?: string; readonly by: string; readonly at: string }

/** A deposit a city asks before the visit instead of the whole total: a fixed amount, or a percent of the total. */
export interface Deposit { readonly kind: 'amount' | 'percent'; readonly value: number }

/** A UPI transaction reference as a payer's app shows it: 6 to 35 letters and digits (UTRs are 12 digits). */
export const UPI_REF_PATTERN = /^[A-Za-z0-9]{6,35}$/;

/**
 * The UPI deep link of NPCI's linking spec: `upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=`, each value
 * URL-encoded, the amount with two decimals. `reference` is the booking's (its lead's reference,
 * "K7HM-3XPR"), so the owner's statement names the booking each payment was for.
 */
export function upiUri(payee: UpiPayee, p: { amount: number; reference: string; note: string }): string {
  const params: [string, string][] = [
    ['pa', payee.address], ['pn', payee.name], ['am', p.amount.toFixed(2)], ['cu', 'INR'], ['tn', p.note], ['tr', p.reference],
  ];
  // The "@" of an address stays as it is (a query may hold it; some payers' apps read "%40" literally).
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%40/g, '@')}`).join('&')}`;
}

/** What a deposit asks of a total: the amount (never more than the total), or the percent rounded down to whole rupees, at least ₹1. */
export function depositOf(deposit: Deposit, total: number): number {
  if (total <= 0) return 0;
  const asked = deposit.kind === 'amount' ? deposit.value : Math.floor((total * deposit.value) / 100);
  return Math.max(1, Math.min(total, asked));
}

/** What the lines add up to: paid in, refunded, and the net the business holds. */
export function paidOf(lines: readonly Pick<PaymentLine, 'kind' | 'amount'>[]): { paid: number; refunded: number; net: number } {
  let paid = 0;
  let refunded = 0;
  for (const l of lines) {
    if (l.kind === 'refund') refunded += l.amount;
    else paid += l.amount;
  }
  return { paid, refunded, net: paid - refunded };
}

/** What to ask now: a deposit before the visit (when the city asks one and nothing is paid yet), else what is still owed. */
export interface AmountDue { readonly amount: number; readonly kind: 'deposit' | 'total' | 'balance' }

/**
 * The amount a UPI link asks for now. Before the visit a city with a deposit asks the deposit
 * (until something is paid); at the door and after, what is owed: the total less what was paid.
 * Nothing once the visit is paid, or cancelled.
 */
export function amountDue(v: { total: number; status: string; deposit?: Deposit; lines: readonly Pick<PaymentLine, 'kind' | 'amount'>[] }): AmountDue | undefined {
  if (v.status === 'cancelled' || v.status === 'no-show') return undefined;
  const { net } = paidOf(v.lines);
  const owed = v.total - net;
  if (owed <= 0) return undefined;
  const before = v.status === 'requested' || v.status === 'confirmed';
  if (before && v.deposit && net === 0) {
    const deposit = depositOf(v.deposit, v.total);
    if (deposit < v.total) return { amount: deposit, kind: 'deposit' };
  }
  return { amount: owed, kind: net === 0 ? 'total' : 'balance' };
}
