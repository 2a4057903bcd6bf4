// The confirmation pages' island, title and sentence included: a booking whose window the server
// held is said booked (its day and window, the quote's lines as the server stored them, the total,
// the customer's link); any other booking is said a request, with by when the team calls. Never both.
// Below them: what was sent (package, add-on, day and window, the quote), the reference
// the lead API gave it, by when the team calls (the city's hours, India's time), a WhatsApp button
// with the reference filled in, and Go Back / Book By Call. The form left what it sent in this
// tab's session storage (forms/send.ts, rememberSent). Go Back is the browser's back when the
// visitor came from a page of this site, otherwise the link's own target (home).
//
// The server renders the summary box with a general line and room kept for the rows
// (60-company.css), so filling it in moves nothing below it.
import { useLayoutEffect, useState, type MouseEvent } from 'react';
import { sentLead, type SentLead } from './forms/sent.ts';
import { callBackBy } from '../model/call-back.ts';
import { dayWords } from '../model/visits/words.ts';
import { whatsappLink } from '../model/whatsapp.ts';
import { rupees } from '../model/format.ts';
import { amountWords } from '../model/visits/line-words.ts';
import { wordsOf } from './forms/visit-words.ts';
import type { GoBackText } from './texts.ts';
import type { UpiPay as UpiPayPart } from './UpiPay.tsx';

export interface ConfirmationProps {
  /**
   * The page's own title and sentence (site.yaml `messages`), said when no booking form's record is
   * here. A held visit is said booked (its day and window); any other booking is said a request.
   */
  title: string; text: string;
  label: string; callHref: string; callLabel: string;
  /** The WhatsApp number and the brand, for the prefilled message. */
  whatsapp: { number: string; brand: string };
  /** The general hours, for a form sent where no city's hours were known. */
  hours: { opens: string; closes: string };
  /** Which forms this page confirms: a record of another kind is not repeated here. */
  kinds: SentLead['kind'][];
  /** Its words in the page's language, on pages of another language than the default (islands/texts.ts). */
  words?: Partial<Record<GoBackText, string>>;
}

const KIND_WORDS: Record<SentLead['kind'], GoBackText> = {
  booking: 'Your booking request', appointment: 'Your appointment request', boarding: 'Your boarding request',
  'call-back': 'Your call-back request', contact: 'Your message',
};

export default function GoBack({ title, text: sentence, label, callHref, callLabel, whatsapp, hours, kinds, words }: ConfirmationProps) {
  const [lead, setLead] = useState<SentLead | undefined>();
  const text = (english: GoBackText) => words?.[english] ?? english;
  // "Pay by UPI" loads only for a held visit with a UPI link: the page's first load stays within its script budget.
  const [UpiPay, setUpiPay] = useState<typeof UpiPayPart>();
  useLayoutEffect(() => {
    const sent = sentLead();
    if (sent && kinds.includes(sent.kind)) setLead(sent);
    if (sent?.pay) import('./UpiPay.tsx').then((m) => setUpiPay(() => m.UpiPay), () => {});
  }, []);
  const back = (e: MouseEvent) => {
    const cameFromSite = history.length > 1 && document.referrer.startsWith(`${location.origin}/`);
    if (!cameFromSite) return;
    e.preventDefault();
    history.back();
  };
  // Booked only when the server held a window (the 201's visit: its total and link); anything else is a request.
  const held = lead?.total !== undefined && !!lead.date && !!lead.window;
  const booking = lead && (lead.kind === 'booking' || lead.kind === 'appointment' || lead.kind === 'call-back');
  const day = lead?.date ? dayWords(lead.date, wordsOf(words)) : '';
  const heading = !booking ? title : held ? text('Your grooming visit is booked') : text('We have your request');
  const when = lead ? callWords(callBackBy(lead.at ?? Date.now(), lead.hours ?? hours), words) : undefined;
  const chat = lead?.id
    ? `Hello ${whatsapp.brand}! About my ${held ? 'booking' : 'request'} ${lead.id}${lead.service ? ` (${lead.service})` : ''}: `
    : `Hello ${whatsapp.brand}! I just sent a request on your website.`;
  const rows: [string, string][] = lead ? [
    ...(lead.service ? [[text('Package'), lead.service] as [string, string]] : []),
    ...(lead.addOn && lead.addOn !== 'No Add-Ons' ? [[text('Add-on'), lead.addOn] as [string, string]] : []),
    // "Thu 26 Nov", in the page's words ("गुरु, 26 नवंबर"), as the form's day list said it.
    ...(lead.date ? [[text('Day'), day] as [string, string]] : []),
    ...(lead.window ? [[text('Arrival window'), lead.window] as [string, string]] : []),
    ...(lead.offer ? [[text('Offer'), lead.offer] as [string, string]] : []),
  ] : [];
  // The quote's lines as the form's quote box said them: a held visit's are the server's own (the 201).
  const lines = lead?.lines ?? [];
  const total = lead?.total ?? lead?.quoted;
  return (
    <>
      <h1>{heading}</h1>
      <p className="lead">{!booking ? sentence : held ? text('Our groomer comes on {day}, {window}.').replace('{day}', day).replace('{window}', lead.window ?? '') : sentence}</p>
      <div className="confirm__summary" aria-live="polite">
        {lead ? (
          <>
            <h2 className="confirm__summary-title">{text(held ? 'Your booking' : KIND_WORDS[lead.kind])}</h2>
            {rows.length ? <dl className="confirm__rows">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl> : null}
            {lines.length || total !== undefined ? (
              <table className="confirm__quote">
                <tbody>
                  {lines.map((l, i) => (
                    <tr key={i} className={`confirm__quote-${l.kind}`}>
                      <th scope="row">{l.label}{l.reason ? <small> ({l.reason})</small> : null}</th>
                      <td>{amountWords(l.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                {total !== undefined ? (
                  <tfoot><tr><th scope="row">{held ? text('Total') : text('Quoted total')}</th><td className="confirm__total">{rupees(total)}</td></tr></tfoot>
                ) : null}
              </table>
            ) : null}
            {(lead.atDoor ?? []).map((d) => <p key={d} className="confirm__at-door">{text('Not in this total: {offer}.').replace('{offer}', d)}</p>)}
            {held && lead.pay && UpiPay ? <UpiPay pay={lead.pay} say={(e, vars) => wordsOf(words)(e, vars)} rupees={rupees} /> : null}
            {lead.link ? (
              <p className="confirm__link">
                {text("Your visit's own page, to see it, move it or cancel it:")} <a href={lead.link} rel="nofollow">{`${location.host}${lead.link}`}</a>.
                {' '}{text('Keep this link to yourself: anyone who has it can change your visit.')}
              </p>
            ) : null}
            {/* The lead API's reference, already in the groups a person reads out ("K7HM-3XPR", model/reference.ts). */}
            {lead.id ? <p className="confirm__ref">{`${text('Reference')} `}<strong translate="no">{lead.id}</strong></p> : null}
            {held ? null : <p className="confirm__when">{around(text('This is a request until we call: our team will ring you {when} to confirm the time.'), '{when}', <strong>{when}</strong>)}</p>}
          </>
        ) : (
          <p className="confirm__when">{text('Our team calls you back within working hours to confirm the details; keep your phone close.')}</p>
        )}
        <a className="button button--whatsapp" href={whatsappLink(whatsapp.number, chat)} rel="noopener">
          {lead?.id ? text('WhatsApp us your reference') : text('Message us on WhatsApp')}
        </a>
      </div>
      <div className="confirm__actions">
        <a className="button button--ghost" href="/" onClick={back}>{label}</a>
        <a className="button button--accent" href={callHref}>{callLabel}</a>
      </div>
    </>
  );
}

/** A sentence with an element in place of its placeholder (the translation decides where it goes). */
function around(sentence: string, placeholder: string, element: React.ReactElement) {
  const [before, after = ''] = sentence.split(placeholder);
  return <>{before}{element}{after}</>;
}

/**
 * "tomorrow morning, from 9 AM" in the page's language: the words before the time are looked up
 * as "tomorrow morning, from {time}" (islands/texts.ts); the time stays as written.
 */
function callWords(english: string, words: ConfirmationProps['words']): string {
  const m = /^(.*?)(\d.*)$/.exec(english);
  const phrase = m && words?.[`${m[1]}{time}` as GoBackText];
  return phrase ? phrase.replace('{time}', m[2]) : english;
}
