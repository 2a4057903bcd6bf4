// The contact enquiry form on /contact (SPEC 3.3, 4): success goes to /thank-you; a failure
// alerts the server's message (or "server error") and the form stays filled in.
import type { RuntimeConfig } from '../config.ts';
import { validate, values, wireFields } from '../lib/fields.ts';
import { sendLead } from '../lib/send.ts';

const FIELDS = ['name', 'phone', 'address', 'subject', 'message'] as const;

export default function contactForm(el: HTMLElement, props: { successPath: string }, config: RuntimeConfig): void {
  const form = el.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]')!;
  form.noValidate = true; // from here on the runtime checks the fields, with the site's own messages
  wireFields(form, config);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled || !validate(form, config)) return;
    submit.disabled = true;
    const result = await sendLead(config, 'contact-us', { ...values(form, FIELDS, config), user: 'true', status: 'true' });
    submit.disabled = false;
    if (result.ok) location.assign(props.successPath);
    else alert(result.message);
  });
}
