// The receipt on the customer's page (issue 43 item 6), once something is paid: the business, its
// address and tax number (when site.yaml payments.taxId is set), the quote's lines and total, each
// payment and refund with how it was made, and what is still to pay. Printable: the print style
// (60-company.css) leaves the page's chrome out.
import { indiaDate } from '../model/visits/time.ts';
import type { QuoteLine } from '../model/visits/quote.ts';
import { amountWords } from '../model/visits/line-words.ts';
import type { ReceiptText } from './texts.ts';

export interface ReceiptAnswer {
  business: string; address: string; taxId?: string; reference: string;
  payments: { kind: 'payment' | 'refund'; amount: number; method: 'cash' | 'upi' | 'card'; upiRef?: string; at: string }[];
  paid: number; owed: number;
}

const METHOD: Record<ReceiptAnswer['payments'][number]['method'], ReceiptText> = { cash: 'Cash', upi: 'UPI', card: 'Card' };

export function Receipt({ receipt: r, lines, total, say, rupees, day }: {
  receipt: ReceiptAnswer; lines: readonly QuoteLine[]; total: number;
  say: (english: ReceiptText | 'Total' | 'Reference') => string; rupees: (n: number) => string;
  /** A day (YYYY-MM-DD) in the page's words; each payment's instant is its day in India here, so the page's first load carries no clock code. */
  day: (date: string) => string;
}) {
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{say('Receipt')}</h2>
      <p className="receipt__business"><strong>{r.business}</strong><br />{r.address}{r.taxId ? <><br />{say('Tax number (GSTIN)')}: <span translate="no">{r.taxId}</span></> : null}</p>
      <p className="receipt__ref">{say('Reference')} <strong translate="no">{r.reference}</strong></p>
      <table className="receipt__lines">
        <tbody>
          {lines.map((l, i) => <tr key={i}><th scope="row">{l.label}{l.reason ? <small> ({l.reason})</small> : null}</th><td>{amountWords(l.amount)}</td></tr>)}
          <tr className="receipt__total"><th scope="row">{say('Total')}</th><td>{rupees(total)}</td></tr>
          {r.payments.map((p, i) => (
            <tr key={`p${i}`} className={`receipt__${p.kind}`}>
              <th scope="row">{say(p.kind === 'refund' ? 'Refunded' : 'Paid')}, {say(METHOD[p.method])}, {day(indiaDate(Date.parse(p.at)))}{p.upiRef ? <small> ({say('UPI reference')} <span translate="no">{p.upiRef}</span>)</small> : null}</th>
              <td>{p.kind === 'refund' ? amountWords(-p.amount) : rupees(p.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th scope="row">{r.owed > 0 ? say('Still to pay') : say('Paid in full')}</th><td>{rupees(r.owed)}</td></tr></tfoot>
      </table>
      <button type="button" className="button button--ghost receipt__print" onClick={() => print()}>{say('Print the receipt')}</button>
    </section>
  );
}
