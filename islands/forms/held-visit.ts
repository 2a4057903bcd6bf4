// The visit a booking holds, read from the lead API's 201 (leads/: {"ok":true,"id":...,"visit":{...}}):
// its day, window and total as the server priced them, the customer's own link, and the quote's
// lines. Only the booking forms read it, so it is here and not in send.ts, which every form loads.
import type { SentLine } from './sent.ts';
import type { UpiPayAnswer } from '../UpiPay.tsx';

/** `pay`: "Pay ₹N by UPI" for what is due before the visit, when the business takes UPI (leads/visits/pay-by-upi.ts). */
export interface HeldVisit { date: string; window: string; total: number; link?: string; lines?: SentLine[]; pay?: UpiPayAnswer }

/** The 201's visit, checked field by field; undefined when it holds none (or says it oddly). */
export function heldVisit(answer: unknown): HeldVisit | undefined {
  const visit = (answer as { visit?: Partial<HeldVisit> } | null)?.visit;
  if (!visit || typeof visit.date !== 'string' || typeof visit.window !== 'string' || typeof visit.total !== 'number') return undefined;
  return {
    date: visit.date, window: visit.window, total: visit.total,
    ...(typeof visit.link === 'string' && /^(\/\w+)?\/b\//.test(visit.link) && { link: visit.link }),
    ...(Array.isArray(visit.lines) && visit.lines.every(isLine) && { lines: visit.lines.map(lineOf) }),
    ...(isPay(visit.pay) && { pay: payOf(visit.pay) }),
  };
}

/** "Pay ₹N by UPI" as the 201 gives it: a upi://pay link and its QR code as an SVG image; anything else is left out. */
function isPay(p: unknown): p is UpiPayAnswer {
  const x = p as UpiPayAnswer | undefined;
  return !!x && typeof x.amount === 'number' && ['deposit', 'total', 'balance'].includes(x.kind)
    && typeof x.uri === 'string' && x.uri.startsWith('upi://pay?') && typeof x.qr === 'string' && x.qr.startsWith('data:image/svg+xml;base64,');
}
const payOf = (p: UpiPayAnswer): UpiPayAnswer => ({ amount: p.amount, kind: p.kind, uri: p.uri, qr: p.qr });

const LINE_KINDS: readonly string[] = ['package', 'add-on', 'fee', 'promo'];

/** A quote line as the 201 gives it (model/visits QuoteLine): anything else leaves the lines out. */
function isLine(l: unknown): l is SentLine {
  const x = l as Partial<SentLine> | null;
  return !!x && typeof x === 'object' && LINE_KINDS.includes(x.kind as string) && typeof x.id === 'string' && typeof x.label === 'string'
    && typeof x.amount === 'number' && (x.reason === undefined || typeof x.reason === 'string');
}

const lineOf = (l: SentLine): SentLine => ({ kind: l.kind, id: l.id, label: l.label, amount: l.amount, ...(l.reason && { reason: l.reason }) });
