// "Pay ₹N by UPI" (issue 43 item 2), on the confirmation and the customer's page: the upi://pay
// link the server wrote (leads/visits/pay-by-upi.ts) as a button, which a phone hands to its UPI
// app, and its QR code as an image (an SVG drawn by the server, so this page carries no encoder),
// shown on larger screens, where a phone's camera scans it. A deposit is said to be one.
import type { UpiPayText } from './texts.ts';

export interface UpiPayAnswer { amount: number; kind: 'deposit' | 'total' | 'balance'; uri: string; qr: string }

type Say = (english: UpiPayText, vars?: Record<string, string>) => string;

export function UpiPay({ pay, say, rupees }: { pay: UpiPayAnswer; say: Say; rupees: (n: number) => string }) {
  const amount = rupees(pay.amount);
  return (
    <div className="upi-pay">
      <a className="button button--upi" href={pay.uri}>{say(pay.kind === 'deposit' ? 'Pay the {amount} deposit by UPI' : 'Pay {amount} by UPI', { amount })}</a>
      <img className="upi-pay__qr" src={pay.qr} width="220" height="220" alt={say('Scan with any UPI app to pay {amount}.', { amount })} />
      <p className="upi-pay__note">{say('Scan with any UPI app to pay {amount}.', { amount })}{pay.kind === 'deposit' ? ` ${say('The rest is paid at the visit.')}` : ''}</p>
    </div>
  );
}
