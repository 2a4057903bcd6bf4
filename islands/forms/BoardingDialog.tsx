// The boarding form (SPEC 3.1, 4): a plan's button opens it with the plan as read-only service;
// success closes it, alerts "Service booked successfully" and goes to `successPath`; errors alert.
import { useState } from 'react';
import { useConfig, useText } from '../runtime-config.tsx';
import { useIslandEvent } from '../events.ts';
import { Modal, ModalBody, ModalFoot } from './Modal.tsx';
import { Field, invalidIf, useLeadForm } from './fields.tsx';
import { Honeypot, PhoneError, PhoneInput } from './phone-form.tsx';
import { PetChoice } from './PetChoice.tsx';
import { useSubmit } from './submit.tsx';
import { rememberSent } from './send.ts';
import { bookingIdsOf, type Choice } from '../../model/booking-wire.ts';

const FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request'] as const;

/** `plans` and `addOns`: what the form may name, by label and id (model/booking-wire.ts); a plan's button presets its label. */
export default function BoardingDialog({ successPath, pets, plans, addOns }: { successPath: string; pets: string[]; plans: Choice[]; addOns: Choice[] }) {
  const text = useText();
  const config = useConfig();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState('');
  const form = useLeadForm();
  const f = 'boarding-form';
  // With catchUp: the plan's button that started this island's chunk came before it was listening (islands/client/main.ts).
  useIslandEvent('gs:open-form', (detail) => {
    if (detail.form !== 'boarding') return;
    if (detail.service) setPlan(detail.service);
    setOpen(true);
  }, { catchUp: true });

  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'booking-form', successPath, open,
    body: () => {
      const lead = form.values(FIELDS);
      return { ...lead, ...bookingIdsOf(plans, addOns, lead), user: 'true', status: 'true' };
    },
    onSent: (lead, id) => {
      rememberSent({ kind: 'boarding', id, service: lead.service, addOn: lead.addOns });
      setOpen(false);
      alert(config.messages.boardingSuccess);
    },
  });

  return (
    <Modal id="boarding-modal" title={text('Book boarding')} titleId={`${f}-title`} open={open} onClose={() => setOpen(false)}>
      <form ref={form.formRef} className="lead-form modal__form" noValidate onInput={form.onInput} onSubmit={onSubmit}>
        <ModalBody>
          <PetChoice pets={pets} invalid={form.invalid.has('pet')} error={form.errorOf('pet')} />
          <Field id={`${f}-name`} label={text('Pet parent name')} required error={form.errorOf('name')}><input id={`${f}-name`} name="name" required aria-invalid={invalidIf(form, 'name')} /></Field>
          <Field id={`${f}-phone`} label={text('Phone number')} required><PhoneInput id={`${f}-phone`} form={form} /></Field>
          <PhoneError id={`${f}-phone`} form={form} />
          <Field id={`${f}-service`} label={text('Plan')}><input id={`${f}-service`} name="service" readOnly value={plan} /></Field>
          <Field id={`${f}-addons`} label={text('Add-ons')}>
            <select id={`${f}-addons`} name="addOns">{addOns.map((a) => <option key={a.id}>{a.label}</option>)}</select>
          </Field>
          <Field id={`${f}-breed`} label={text('Breed')} required error={form.errorOf('breed')}><input id={`${f}-breed`} name="breed" required aria-invalid={invalidIf(form, 'breed')} /></Field>
          <Field id={`${f}-address`} label={text('City or address')} required error={form.errorOf('address')}><input id={`${f}-address`} name="address" required aria-invalid={invalidIf(form, 'address')} /></Field>
          <Field id={`${f}-request`} label={text('Special request')}><textarea id={`${f}-request`} name="request" rows={2} /></Field>
          <Honeypot />
        </ModalBody>
        <ModalFoot><button type="submit" className="button button--accent" disabled={sending}>{text('Book Boarding')}</button></ModalFoot>
      </form>
      {overlay}
    </Modal>
  );
}
