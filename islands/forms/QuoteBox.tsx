// The price before sending: the package, the add-on, each fee that applies with its reason, the
// promo, and the total, from model/visits quote(), the function the server runs again on the
// booking (it stores its own result and never reads these numbers). The browser cannot know a
// phone's history, so it quotes a first booking and says so; a typed promo code that does not
// apply says why.
import { quote, indiaInstant, clockMinutes, type PromoNotApplied } from '../../model/visits/index.ts';
import { rupees } from '../../model/format.ts';
import { amountWords } from '../../model/visits/line-words.ts';
import { useText } from '../runtime-config.tsx';
import type { FormVisits } from './visit-rules.ts';
import type { Chosen } from './WindowChoice.tsx';
import type { SentLine } from './sent.ts';

/** What the form has chosen, by the ids it sends (model/booking-wire.ts). */
export interface QuoteInput { pet: string; /** A dog's size as the form asks it: small, large, or "" (not sure, priced as a larger dog). */ size?: string; packageId?: string; addOnId?: string; promoCode: string; chosen: Chosen }

/** A visit a month ahead stands for "no window chosen": no fee tied to the visit's day applies. */
const UNCHOSEN_AHEAD_MS = 30 * 24 * 3600_000;

/** The price the form shows for what is chosen now, as a first booking; undefined without a package it can price. */
export function formQuote(visits: FormVisits, input: QuoteInput) {
  const { packageId, addOnId } = input;
  if (!packageId || !Object.hasOwn(visits.rules.packages, packageId)) return undefined;
  const addOn = addOnId && Object.hasOwn(visits.rules.addOns, addOnId) ? addOnId : undefined;
  const now = Date.now();
  const { date, window } = input.chosen;
  const visitStart = date && window ? indiaInstant(date, clockMinutes(window.slice(0, 5))) : now + UNCHOSEN_AHEAD_MS;
  const q = quote(visits.rules, {
    city: visits.city, request: { pet: input.pet === 'Cat' ? 'cat' : 'dog', ...((input.size === 'small' || input.size === 'large') && { size: input.size }), packageId }, addOns: addOn ? [addOn] : [],
    promoCode: input.promoCode, firstBooking: true, visitStart, bookedAt: now,
  });
  return q.ok ? q : undefined;
}

export function QuoteBox({ visits, input }: { visits: FormVisits; input: QuoteInput }) {
  const text = useText();
  const q = formQuote(visits, input);
  if (!q) return null;
  const { date, window } = input.chosen;
  const city = visits.city;
  const typed = input.promoCode.trim().toUpperCase();
  const refused = typed ? q.promosNotApplied.filter((p) => p.code === typed) : [];
  return (
    <div className="quote" aria-live="polite">
      <table className="quote__lines">
        <caption className="visually-hidden">{text('Your price')}</caption>
        <tbody>
          {q.lines.map((l) => (
            <tr key={`${l.kind}-${l.id}`} className={`quote__${l.kind}`}>
              <th scope="row">{l.label}{l.reason ? <small> ({l.kind === 'package' ? sizeText(l.reason, text) : visits.feeReasons?.[city]?.[l.id] ?? l.reason})</small> : null}</th>
              <td>{amountWords(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th scope="row">{text('Total')}</th><td className="quote__total">{rupees(q.total)}</td></tr></tfoot>
      </table>
      {refused.map((p) => <p key={p.reason} className="field__note quote__refused">{refusalWords(p, visits, text)}</p>)}
      {/* Checked at the door (a student ID, proof of age): named here, not taken off the total above. */}
      {q.atDoor.map((d) => <p key={d.id} className="field__note quote__at-door">{text('Not in this total: {offer}.', { offer: d.label })}</p>)}
      <p className="field__note">
        {visits.rules.promos.some((p) => p.id === q.promo?.id && p.firstBookingOnly) ? text('Offers for a first booking hold for a phone number we have not booked before. ') : ''}
        {date && window || !visits.rules.cities[visits.city].fees.length ? text('Pay after the visit.') : text('A fee for a late or same-day booking is added once you choose a window.')}
      </p>
    </div>
  );
}

/** The dog's size a package line was priced for (model/visits/windows.ts sizeWords), in the page's words. */
export function sizeText(reason: string, text?: ReturnType<typeof useText>): string {
  if (!text) return reason;
  return reason === 'small dog' ? text('small dog') : reason === 'large dog' ? text('large dog') : reason;
}

/**
 * Why a typed code gives nothing, in the page's language: the same words as the rule's own English
 * message (model/visits/promos.ts), written from the reason so a Hindi page can say them too.
 */
function refusalWords(p: PromoNotApplied, visits: FormVisits, text: ReturnType<typeof useText>): string {
  const code = p.code ?? '';
  const label = p.label ?? '';
  switch (p.reason) {
    case 'unknown-code': return text('{code} is not a promo code we know', { code });
    case 'wrong-city': {
      const cities = visits.rules.promos.find((x) => x.id === p.id)?.cities ?? [];
      return text('{code} holds in {where} only', { code, where: cities.map((slug) => visits.rules.cities[slug]?.name ?? slug).join(', ') });
    }
    case 'first-booking-only': return text('{label}: for a first booking only', { label });
    case 'smaller-than-another': return text('offers do not add up: {label} saves more', { label: p.instead ?? '' });
    case 'ended': return text('{code} has ended', { code });
  }
}

/**
 * A quote's lines as this page's quote box says them, for the confirmation page (sent.ts): each
 * line's amount as given (the server's, for a held visit), its label and a fee's reason in the
 * page's words, found by id in the page's rules; a line the page does not know keeps its own words.
 */
export function linesInPage(lines: readonly SentLine[], visits: FormVisits, text?: ReturnType<typeof useText>): SentLine[] {
  const { rules, city, feeReasons } = visits;
  const labelOf = (l: SentLine): string | undefined => {
    switch (l.kind) {
      case 'package': return Object.hasOwn(rules.packages, l.id) ? rules.packages[l.id].name : undefined;
      case 'add-on': return Object.hasOwn(rules.addOns, l.id) ? rules.addOns[l.id].label : undefined;
      case 'fee': return rules.cities[city]?.fees.find((f) => f.id === l.id)?.label;
      case 'promo': return rules.promos.find((p) => p.id === l.id)?.label;
    }
  };
  return lines.map((l) => {
    // A fee's reason, or the dog's size that priced the package ("large dog"), in the page's words.
    const reason = l.kind === 'fee' ? feeReasons?.[city]?.[l.id] ?? l.reason : l.kind === 'package' && l.reason ? sizeText(l.reason, text) : undefined;
    return { kind: l.kind, id: l.id, label: labelOf(l) ?? l.label, amount: l.amount, ...(reason && { reason }) };
  });
}
