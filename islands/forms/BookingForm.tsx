// The package booking form and the hero's appointment form, each in its dialog (SPEC 4). A
// package's Book button opens the package form with pet and service preset; FOR DOG / FOR CAT
// preset the pet. Errors are alerts in the package form and inline in the appointment form.
// Success remembers the day (one booking per browser per day) and goes to `successPath`.
import { useState, type FormEvent } from 'react';
import { useConfig } from '../config.tsx';
import { useIslandEvent } from '../events.ts';
import { Modal } from './Modal.tsx';
import { Field, Honeypot, LoadingOverlay, PhoneError, PhoneInput, invalidIf, useLeadForm } from './fields.tsx';
import { bookedToday, currentAddress, lookUpAddress, markBooked, sendLead } from './send.ts';

export interface Choice { value: string; label: string }

export interface BookingFormProps {
  variant: 'package' | 'appointment';
  addressRequired: boolean;
  successPath: string;
  pets: string[];
  services: Choice[];
  addOns: Choice[];
}

const FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request'] as const;

export default function BookingForm({ variant, addressRequired, successPath, pets, services, addOns }: BookingFormProps) {
  const config = useConfig();
  const inline = variant === 'appointment';
  const [open, setOpen] = useState(false);
  const [pet, setPet] = useState(pets[0]);
  const [service, setService] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const form = useLeadForm(() => setMessage(''));
  const f = `${variant}-form`;

  const show = () => {
    setOpen(true);
    lookUpAddress(config);
  };
  const say = (text: string) => (inline ? setMessage(text) : alert(text));
  useIslandEvent('gs:open-form', (detail) => {
    if (detail.form !== variant) return;
    if (detail.pet) setPet(detail.pet);
    if (detail.service) setService(detail.service);
    show();
  });
  useIslandEvent('gs:choose-pet', ({ pet: chosen }) => { if (!inline) setPet(chosen); }, { catchUp: true });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (bookedToday()) return say(config.messages.alreadySubmitted);
    if (!form.validate()) return;
    setSending(true);
    const result = await sendLead(config, 'booking-form', {
      ...form.values(FIELDS),
      user: 'true', status: 'true', path: location.href, serviceDate: '', serviceTime: '',
      remoteIP: currentAddress(), userAgent: navigator.userAgent,
    });
    setSending(false);
    if (!result.ok) return say(result.message);
    markBooked();
    if (!inline) setOpen(false);
    location.assign(successPath);
  };

  // Package labels ("Fur Fresh Spa - Rs. 999") need not be among the options: such a one is added.
  const extra = service && !services.some((o) => o.value === service) ? service : '';
  return (
    <Modal id={`${variant}-modal`} titleId={`${f}-title`} open={open} onClose={() => setOpen(false)}>
      <h2 id={`${f}-title`}>{inline ? 'Book an Appointment' : 'Book your grooming'}</h2>
      <form ref={form.formRef} className="lead-form" noValidate onInput={form.onInput} onSubmit={submit}>
        <fieldset className="field field--radios">
          <legend>Pet<span aria-hidden="true"> *</span></legend>
          {pets.map((p) => (
            <label key={p}><input type="radio" name="pet" value={p} required checked={p === pet} onChange={() => setPet(p)} />{` ${p}`}</label>
          ))}
        </fieldset>
        <Field id={`${f}-name`} label="Pet parent name" required>
          <input id={`${f}-name`} name="name" autoComplete="name" required aria-invalid={invalidIf(form, 'name')} />
        </Field>
        <Field id={`${f}-phone`} label="Phone number" required><PhoneInput id={`${f}-phone`} form={form} /></Field>
        <PhoneError id={`${f}-phone`} form={form} />
        <Field id={`${f}-service`} label={inline ? 'Service' : 'Package'} required>
          <select id={`${f}-service`} name="service" required value={service} onChange={(e) => setService(e.currentTarget.value)} aria-invalid={invalidIf(form, 'service')}>
            <option value="" disabled>Choose a package</option>
            {services.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            {extra ? <option value={extra}>{extra}</option> : null}
          </select>
        </Field>
        <Field id={`${f}-addons`} label="Add-ons">
          <select id={`${f}-addons`} name="addOns">{addOns.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}</select>
        </Field>
        <Field id={`${f}-breed`} label="Breed" required><input id={`${f}-breed`} name="breed" required aria-invalid={invalidIf(form, 'breed')} /></Field>
        <Field id={`${f}-address`} label="City or address" required={addressRequired}>
          <input id={`${f}-address`} name="address" autoComplete="address-line1" required={addressRequired} aria-invalid={invalidIf(form, 'address')} />
        </Field>
        <Field id={`${f}-request`} label="Special request"><textarea id={`${f}-request`} name="request" rows={2} /></Field>
        <Honeypot />
        <p className="form-message" role="alert">{message || null}</p>
        <button type="submit" className="button button--accent" disabled={sending}>Book Now</button>
      </form>
      {sending ? <LoadingOverlay /> : null}
    </Modal>
  );
}
