import { telHref, whatsappHref, type LeadLike } from '../../model/lead-facts.ts';
import { meta } from './client.ts';

/** Call and WhatsApp, one tap each; WhatsApp opens with a greeting written from the lead. */
export function Contact({ lead }: { lead: LeadLike }) {
  const name = lead.fields.name || lead.fields.phone;
  return (
    <span className="contact">
      <a className="call" href={telHref(lead.fields.phone)} aria-label={`Call ${name}`}>Call</a>
      <a className="whatsapp" href={whatsappHref(lead, meta('desk-brand'))} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name}`}>WhatsApp</a>
    </span>
  );
}
