// The contact enquiry form on /contact (SPEC 3.3, 4). Without script the browser checks the
// fields and posts the form itself; the API answers with the thank-you page. Once started, the
// island checks the fields with the site's own messages and sends JSON: success goes to
// `successPath`; a failure alerts the server's message (or "server error") and the form stays filled in.
import { useConfig, useText } from '../runtime-config.tsx';
import { useStarted } from '../hooks.ts';
import { Field, invalidIf, useLeadForm } from './fields.tsx';
import { Honeypot, PhoneError, PhoneInput } from './phone-form.tsx';
import { useSubmit } from './submit.tsx';
import { rememberSent } from './send.ts';

const FIELDS = ['name', 'phone', 'address', 'subject', 'message'] as const;

export default function ContactForm({ successPath }: { successPath: string }) {
  const config = useConfig();
  const text = useText();
  const started = useStarted();
  const form = useLeadForm();
  const f = 'contact-form';
  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'contact-us', successPath,
    body: () => ({ ...form.values(FIELDS), user: 'true', status: 'true' }),
    onSent: (_lead, id) => rememberSent({ kind: 'contact', id }),
  });

  return (
    <div className="contact-form">
      <form ref={form.formRef} className="lead-form" method="post" action={`${config.apiBase}/contact-us`} noValidate={started}
        onInput={form.onInput} onSubmit={onSubmit}>
        <Field id={`${f}-name`} label={text('Name')} required error={form.errorOf('name')}><input id={`${f}-name`} name="name" placeholder={text('Your name *')} required aria-invalid={invalidIf(form, 'name')} /></Field>
        <Field id={`${f}-phone`} label={text('Phone number')} required><PhoneInput id={`${f}-phone`} form={form} placeholder={text('Your number *')} /></Field>
        <PhoneError id={`${f}-phone`} form={form} />
        <Field id={`${f}-address`} label={text('City or address')} required error={form.errorOf('address')}><input id={`${f}-address`} name="address" required aria-invalid={invalidIf(form, 'address')} /></Field>
        <Field id={`${f}-subject`} label={text('Subject')} required error={form.errorOf('subject')}><input id={`${f}-subject`} name="subject" required aria-invalid={invalidIf(form, 'subject')} /></Field>
        <Field id={`${f}-message`} label={text('Message')} required error={form.errorOf('message')}>
          <textarea id={`${f}-message`} name="message" rows={4} placeholder={text('Your message *')} required aria-invalid={invalidIf(form, 'message')} />
        </Field>
        <Honeypot />
        <button type="submit" className="button button--accent" disabled={sending}>{text('Send message')}</button>
      </form>
      {overlay}
    </div>
  );
}
