// The price before sending: the package, the add-on, each fee that applies with its reason, the
// promo, and the total, from model/visits quote(), the function the server runs again on the
// booking (it stores its own result and never reads these numbers). The browser cannot know a
// phone's history, so it quotes a first booking and says so; a typed promo code that does not
// apply says why.
import { quote, indiaInstant, clockMinutes } from '../../model/visits/index.ts';
import { rupees } from '../../model/format.ts';
import { useText } from '../runtime-config.tsx';
import type { FormVisits } from './visit-rules.ts';
import type { Chosen } from './WindowChoice.tsx';

export interface QuoteInput { pet: string; service: string; addOn: string; promoCode: string; chosen: Chosen }

/** A visit a month ahead stands for "no window chosen": no fee tied to the visit's day applies. */
const UNCHOSEN_AHEAD_MS = 30 * 24 * 3600_000;

export function QuoteBox({ visits, input }: { visits: FormVisits; input: QuoteInput }) {
  const text = useText();
  const packageId = visits.packageIds[input.service];
  if (!packageId) return null;
  const addOn = visits.addOnIds[input.addOn];
  const now = Date.now();
  const { date, window } = input.chosen;
  const visitStart = date && window ? indiaInstant(date, clockMinutes(window.slice(0, 5))) : now + UNCHOSEN_AHEAD_MS;
  const q = quote(visits.rules, {
    city: visits.city, request: { pet: input.pet === 'Cat' ? 'cat' : 'dog', packageId }, addOns: addOn ? [addOn] : [],
    promoCode: input.promoCode, firstBooking: true, visitStart, bookedAt: now,
  });
  if (!q.ok) return null;
  const typed = input.promoCode.trim().toUpperCase();
  const refused = typed ? q.promosNotApplied.filter((p) => p.code === typed) : [];
  return (
    <div className="quote" aria-live="polite">
      <table className="quote__lines">
        <caption className="visually-hidden">{text('Your price')}</caption>
        <tbody>
          {q.lines.map((l) => (
            <tr key={`${l.kind}-${l.id}`} className={`quote__${l.kind}`}>
              <th scope="row">{l.label}{l.reason ? <small> ({l.reason})</small> : null}</th>
              <td>{l.amount < 0 ? `− ${rupees(-l.amount)}` : rupees(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th scope="row">{text('Total')}</th><td className="quote__total">{rupees(q.total)}</td></tr></tfoot>
      </table>
      {refused.map((p) => <p key={p.reason} className="field__note quote__refused">{p.message}</p>)}
      <p className="field__note">
        {visits.rules.promos.some((p) => p.id === q.promo?.id && p.firstBookingOnly) ? text('Offers for a first booking hold for a phone number we have not booked before. ') : ''}
        {date && window || !visits.rules.cities[visits.city].fees.length ? text('Pay after the visit.') : text('A fee for a late or same-day booking is added once you choose a window.')}
      </p>
    </div>
  );
}
