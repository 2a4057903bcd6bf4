// The boarding form (SPEC 3.1, 4): a plan's button opens it with the plan as read-only service;
// success closes it, alerts "Service booked successfully" and goes to /thanks; errors alert.
import type { RuntimeConfig } from '../config.ts';
import { closest, listenOnPage } from '../lib/dom.ts';
import { createModal, openOn } from '../lib/modal.ts';
import { validate, values, wireFields } from '../lib/fields.ts';
import { sendLead } from '../lib/send.ts';

const FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request'] as const;

export default function boardingForm(el: HTMLElement, props: { successPath: string }, config: RuntimeConfig): void {
  const form = el.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]')!;
  const service = form.elements.namedItem('service') as HTMLInputElement;
  const modal = createModal(el);
  wireFields(form, config);
  openOn(el, modal);
  listenOnPage(el, document, 'click', (e) => {
    const plan = closest(e.target, '[data-board-service]');
    if (!plan) return;
    service.value = plan.dataset.boardService!;
    modal.open();
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled || !validate(form, config)) return;
    submit.disabled = true;
    const result = await sendLead(config, 'booking-form', { ...values(form, FIELDS, config), user: 'true', status: 'true' });
    submit.disabled = false;
    if (!result.ok) return alert(result.message);
    modal.close();
    alert(config.messages.boardingSuccess);
    location.assign(props.successPath);
  });
}
