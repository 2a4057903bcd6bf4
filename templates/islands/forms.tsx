// The server half of the lead forms. Each form is complete HTML with labels and the required
// markers of SPEC section 5; the browser runtime adds validation, submission and the flows.
import { useSite } from '../context.tsx';
import { Island } from './Island.tsx';
import { rupees, serviceLabel } from '../../model/format.ts';

function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {children}
    </div>
  );
}

function PhoneInput({ id, phoneLength, placeholder }: { id: string; phoneLength: number; placeholder?: string }) {
  // type="text": the Nu checker (after the HTML spec) allows "tel-national", the ten digits
  // without +91 that the field wants, only on text fields; inputMode still brings the number pad.
  return (
    <input id={id} name="phone" type="text" inputMode="numeric" pattern={`[0-9]{${phoneLength}}`} maxLength={phoneLength}
      autoComplete="tel-national" required placeholder={placeholder} aria-describedby={`${id}-error`} />
  );
}

function Honeypot() {
  const site = useSite();
  return (
    <div className="hp" aria-hidden="true">
      <label>Leave this empty<input name={site.raw.api.honeypotField} tabIndex={-1} autoComplete="off" /></label>
    </div>
  );
}

/** Booking form for packages ("package") and the hero's appointment modal ("appointment"). */
export function BookingForm({ variant, addressRequired = true, successPath }: {
  variant: 'package' | 'appointment'; addressRequired?: boolean; successPath: string;
}) {
  const site = useSite();
  const f = `${variant}-form`;
  const options = variant === 'package' ? site.packageOptions : site.appointmentOptions;
  const title = variant === 'package' ? 'Book your grooming' : 'Book an Appointment';
  return (
    <Island name={`${variant}-form`} className="modal" id={`${variant}-modal`} props={{ successPath, addressRequired }}>
      <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={`${f}-title`} hidden>
        <button type="button" className="modal__close" data-close aria-label="Close">×</button>
        <h2 id={`${f}-title`}>{title}</h2>
        <form className="lead-form" noValidate>
          <fieldset className="field field--radios">
            <legend>Pet<span aria-hidden="true"> *</span></legend>
            {site.raw.bookingForms.pets.map((p, i) => (
              <label key={p}><input type="radio" name="pet" value={p} required defaultChecked={i === 0} /> {p}</label>
            ))}
          </fieldset>
          <Field id={`${f}-name`} label="Pet parent name" required><input id={`${f}-name`} name="name" autoComplete="name" required /></Field>
          <Field id={`${f}-phone`} label="Phone number" required><PhoneInput id={`${f}-phone`} phoneLength={site.raw.ui.phoneLength} /></Field>
          <p className="field__error" id={`${f}-phone-error`} role="alert" />
          <Field id={`${f}-service`} label={variant === 'package' ? 'Package' : 'Service'} required>
            <select id={`${f}-service`} name="service" required defaultValue="">
              <option value="" disabled>Choose a package</option>
              {options.map((o) => <option key={o.label} value={serviceLabel(o.label, o.price)}>{o.label} - {rupees(o.price)}</option>)}
            </select>
          </Field>
          <Field id={`${f}-addons`} label="Add-ons">
            <select id={`${f}-addons`} name="addOns">
              {site.addOns.map((a) => <option key={a.id} value={a.price ? `${a.label} - Rs. ${a.price}` : a.label}>{a.price ? `${a.label} - ${rupees(a.price)}` : a.label}</option>)}
            </select>
          </Field>
          <Field id={`${f}-breed`} label="Breed" required><input id={`${f}-breed`} name="breed" required /></Field>
          <Field id={`${f}-address`} label="City or address" required={addressRequired}>
            <input id={`${f}-address`} name="address" autoComplete="address-line1" required={addressRequired} />
          </Field>
          <Field id={`${f}-request`} label="Special request"><textarea id={`${f}-request`} name="request" rows={2} /></Field>
          <Honeypot />
          <p className="form-message" role="alert" />
          <button type="submit" className="button button--accent">Book Now</button>
        </form>
      </div>
    </Island>
  );
}

export function BoardingForm() {
  const site = useSite();
  const f = 'boarding-form';
  return (
    <Island name="boarding-form" className="modal" id="boarding-modal" props={{ successPath: '/thanks' }}>
      <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={`${f}-title`} hidden>
        <button type="button" className="modal__close" data-close aria-label="Close">×</button>
        <h2 id={`${f}-title`}>Book boarding</h2>
        <form className="lead-form" noValidate>
          <fieldset className="field field--radios">
            <legend>Pet<span aria-hidden="true"> *</span></legend>
            {site.raw.bookingForms.pets.map((p) => <label key={p}><input type="radio" name="pet" value={p} required /> {p}</label>)}
          </fieldset>
          <Field id={`${f}-name`} label="Pet parent name" required><input id={`${f}-name`} name="name" required /></Field>
          <Field id={`${f}-phone`} label="Phone number" required><PhoneInput id={`${f}-phone`} phoneLength={site.raw.ui.phoneLength} /></Field>
          <p className="field__error" id={`${f}-phone-error`} role="alert" />
          <Field id={`${f}-service`} label="Plan"><input id={`${f}-service`} name="service" readOnly /></Field>
          <Field id={`${f}-addons`} label="Add-ons">
            <select id={`${f}-addons`} name="addOns">{site.addOns.map((a) => <option key={a.id}>{a.label}</option>)}</select>
          </Field>
          <Field id={`${f}-breed`} label="Breed" required><input id={`${f}-breed`} name="breed" required /></Field>
          <Field id={`${f}-address`} label="City or address" required><input id={`${f}-address`} name="address" required /></Field>
          <Field id={`${f}-request`} label="Special request"><textarea id={`${f}-request`} name="request" rows={2} /></Field>
          <Honeypot />
          <button type="submit" className="button button--accent">Book Boarding</button>
        </form>
      </div>
    </Island>
  );
}

/** The quick phone-number offer popup; city pages open it automatically after a delay. */
export function QuickOffer({ autoOpenAfterMs }: { autoOpenAfterMs?: number }) {
  const site = useSite();
  return (
    <Island name="quick-offer" className="modal" id="quick-offer" props={{ autoOpenAfterMs, successPath: '/booking-confirm' }}>
      <div className="modal__dialog modal__dialog--small" role="dialog" aria-modal="true" aria-labelledby="quick-offer-title" hidden>
        <button type="button" className="modal__close" data-close aria-label="Close">×</button>
        <h2 id="quick-offer-title">{site.raw.offers.heading}</h2>
        <p>Leave your number and we will call you back with today's best offer.</p>
        <form className="lead-form" noValidate>
          <label className="visually-hidden" htmlFor="quick-offer-phone">Phone number</label>
          <PhoneInput id="quick-offer-phone" phoneLength={site.raw.ui.phoneLength} placeholder="Phone Number *" />
          <p className="field__error" id="quick-offer-phone-error" role="alert" />
          <button type="submit" className="button button--accent">Confirm</button>
        </form>
      </div>
    </Island>
  );
}

export function ContactForm() {
  const site = useSite();
  const f = 'contact-form';
  return (
    <Island name="contact-form" className="contact-form" props={{ successPath: '/thank-you' }}>
      {/* Without script the browser checks the fields and posts the form itself; the API answers with the thank-you page. */}
      <form className="lead-form" method="post" action={`${site.raw.api.base}/contact-us`}>
        <Field id={`${f}-name`} label="Name" required><input id={`${f}-name`} name="name" placeholder="Your name *" required /></Field>
        <Field id={`${f}-phone`} label="Phone number" required>
          <PhoneInput id={`${f}-phone`} phoneLength={site.raw.ui.phoneLength} placeholder="Your number *" />
        </Field>
        <p className="field__error" id={`${f}-phone-error`} role="alert" />
        <Field id={`${f}-address`} label="City or address" required><input id={`${f}-address`} name="address" required /></Field>
        <Field id={`${f}-subject`} label="Subject" required><input id={`${f}-subject`} name="subject" required /></Field>
        <Field id={`${f}-message`} label="Message" required><textarea id={`${f}-message`} name="message" rows={4} placeholder="Your message *" required /></Field>
        <Honeypot />
        <button type="submit" className="button button--accent">Send message</button>
      </form>
    </Island>
  );
}
