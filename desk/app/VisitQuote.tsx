import { amountWords } from '../../model/visits/line-words.ts';
import { rupees } from '../../model/format.ts';
import type { Visit } from '../wire/visits.ts';

/**
 * A visit's stored quote as the confirmation said it, line by line, with "Collect" its total, and
 * the discounts given at the door on proof; a visit stored before lines were kept shows its total
 * alone. The day plan's card and the lead's page say it the same way.
 */
export function VisitQuote({ visit }: { visit: Pick<Visit, 'lines' | 'total' | 'atDoor'> }) {
  return (
    <>
      <table className="lines">
        <tbody>{visit.lines.map((l, i) => <tr key={i}><th scope="row">{l.label}{l.reason && <small> ({l.reason})</small>}</th><td>{amountWords(l.amount)}</td></tr>)}</tbody>
        <tfoot><tr className="collect"><th scope="row">Collect</th><td>{rupees(visit.total)}</td></tr></tfoot>
      </table>
      {visit.atDoor?.length ? <p className="meta">On proof at the door, less: {visit.atDoor.join('; ')}</p> : null}
    </>
  );
}
