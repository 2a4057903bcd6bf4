// The quick phone-number offer popup (SPEC 3.2, 4): opens by itself after props.autoOpenAfterMs
// on city pages; sends {phone, path}; every error shows under the phone input.
import type { RuntimeConfig } from '../config.ts';
import { createModal, openOn } from '../lib/modal.ts';
import { phoneOf, showFieldError, validate, values, wireFields } from '../lib/fields.ts';
import { sendLead } from '../lib/send.ts';

interface Props { successPath: string; autoOpenAfterMs?: number }

export default function quickOffer(el: HTMLElement, props: Props, config: RuntimeConfig): void {
  const form = el.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]')!;
  const modal = createModal(el);
  wireFields(form, config);
  openOn(el, modal);
  if (typeof props.autoOpenAfterMs === 'number') {
    setTimeout(() => {
      // Never on top of a form the visitor is already filling in.
      if (!document.querySelector('.modal.is-open')) modal.open();
    }, props.autoOpenAfterMs);
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled || !validate(form, config)) return;
    submit.disabled = true;
    const result = await sendLead(config, 'booking-form', { ...values(form, ['phone'], config), path: location.href });
    submit.disabled = false;
    if (result.ok) location.assign(props.successPath);
    else showFieldError(phoneOf(form), result.message);
  });
}
