// The confirmation pages' island: what was sent (package, add-on, day and window), the reference
// the lead API gave it, by when the team calls (the city's hours, India's time), a WhatsApp button
// with the reference filled in, and Go Back / Book By Call. The form left what it sent in this
// tab's session storage (forms/send.ts, rememberSent). Go Back is the browser's back when the
// visitor came from a page of this site, otherwise the link's own target (home).
//
// The server renders the summary box with a general line and room kept for the rows
// (60-company.css), so filling it in moves nothing below it.
import { useLayoutEffect, useState, type MouseEvent } from 'react';
import { sentLead, type SentLead } from './forms/sent.ts';
import { callBackBy, spokenReference } from '../model/call-back.ts';

export interface ConfirmationProps {
  label: string; callHref: string; callLabel: string;
  /** wa.me number and brand, for the prefilled message. */
  whatsapp: { number: string; brand: string };
  /** The general hours, for a form sent where no city's hours were known. */
  hours: { opens: string; closes: string };
  /** Which forms this page confirms: a record of another kind is not repeated here. */
  kinds: SentLead['kind'][];
}

const KIND_WORDS: Record<SentLead['kind'], string> = {
  booking: 'Your booking request', appointment: 'Your appointment request', boarding: 'Your boarding request',
  'call-back': 'Your call-back request', contact: 'Your message',
};

function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export default function GoBack({ label, callHref, callLabel, whatsapp, hours, kinds }: ConfirmationProps) {
  const [lead, setLead] = useState<SentLead | undefined>();
  useLayoutEffect(() => {
    const sent = sentLead();
    if (sent && kinds.includes(sent.kind)) setLead(sent);
  }, []);
  const back = (e: MouseEvent) => {
    const cameFromSite = history.length > 1 && document.referrer.startsWith(`${location.origin}/`);
    if (!cameFromSite) return;
    e.preventDefault();
    history.back();
  };
  const when = lead ? callBackBy(lead.at ?? Date.now(), lead.hours ?? hours) : undefined;
  const chat = lead?.id
    ? `Hello ${whatsapp.brand}! About my request ${lead.id}${lead.service ? ` (${lead.service})` : ''}: `
    : `Hello ${whatsapp.brand}! I just sent a request on your website.`;
  const rows: [string, string][] = lead ? [
    ...(lead.service ? [['Package', lead.service] as [string, string]] : []),
    ...(lead.addOn && lead.addOn !== 'No Add-Ons' ? [['Add-on', lead.addOn] as [string, string]] : []),
    ...(lead.date ? [['Day', dayText(lead.date)] as [string, string]] : []),
    ...(lead.window ? [['Arrival window', lead.window] as [string, string]] : []),
    ...(lead.offer ? [['Offer', lead.offer] as [string, string]] : []),
    // A held visit: the total as the server quoted and stored it (the 201), never the browser's own sum.
    ...(lead.total !== undefined ? [['Total', `₹${lead.total.toLocaleString('en-IN')}`] as [string, string]] : []),
  ] : [];
  return (
    <>
      <div className="confirm__summary" aria-live="polite">
        {lead ? (
          <>
            <h2 className="confirm__summary-title">{KIND_WORDS[lead.kind]}</h2>
            {rows.length ? <dl className="confirm__rows">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl> : null}
            {lead.link ? (
              <p className="confirm__link">
                Your visit's own page, to see it, move it or cancel it: <a href={lead.link} rel="nofollow">{`${location.host}${lead.link}`}</a>.
                {' '}Keep this link to yourself: anyone who has it can change your visit.
              </p>
            ) : null}
            {lead.id ? <p className="confirm__ref">Reference <strong translate="no">{spokenReference(lead.id)}</strong></p> : null}
            <p className="confirm__when">This is a request until we call: our team will ring you <strong>{when}</strong> to confirm the time.</p>
          </>
        ) : (
          <p className="confirm__when">Our team calls you back within working hours to confirm the details; keep your phone close.</p>
        )}
        <a className="button button--whatsapp" href={`https://wa.me/${whatsapp.number}?text=${encodeURIComponent(chat)}`} rel="noopener">
          {lead?.id ? 'WhatsApp us your reference' : 'Message us on WhatsApp'}
        </a>
      </div>
      <div className="confirm__actions">
        <a className="button button--ghost" href="/" onClick={back}>{label}</a>
        <a className="button button--accent" href={callHref}>{callLabel}</a>
      </div>
    </>
  );
}
