// "Pay ₹N by UPI" for a visit (issue 43 item 2): the upi://pay link of what is due now (a city's
// deposit before the visit, else what is owed of the quoted total) and its QR code, drawn here on
// the server as SVG (the qrcode package), so no page carries a QR encoder: the confirmation, the
// customer's page and the groomer's card show it as an image. Nothing when the owner has set no
// UPI address, or nothing is due.
import QRCode from 'qrcode';
import { amountDue, upiUri, type AmountDue, type Deposit, type PaymentLine } from '../../model/visits/payment.ts';
import type { VisitSettings } from './settings.ts';

/** What a page shows to pay by UPI: the amount, whether it is a deposit, the link, and its QR code as an SVG data URI. */
export interface UpiPay extends AmountDue { readonly uri: string; readonly qr: string }

export interface DueVisit {
  readonly total: number; readonly status: string; readonly reference: string;
  readonly deposit?: Deposit; readonly lines: readonly Pick<PaymentLine, 'kind' | 'amount'>[];
}

/** The link and QR code of what the visit owes now, or undefined (no UPI address, nothing due). */
export async function upiPay(settings: Pick<VisitSettings, 'payments' | 'business'>, v: DueVisit): Promise<UpiPay | undefined> {
  const payee = settings.payments?.upi;
  const due = amountDue(v);
  if (!payee || !due || !v.reference) return undefined;
  const uri = upiUri(payee, { amount: due.amount, reference: v.reference, note: `${settings.business.brand} ${v.reference}` });
  return { ...due, uri, qr: await qrDataUri(uri) };
}

/** A QR code of `text` as an SVG data URI: medium error correction (a phone's camera at the door), the quiet zone the spec asks. */
export async function qrDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
