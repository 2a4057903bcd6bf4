// The package booking form and the hero's appointment form, each in its dialog (SPEC 4). A
// package's Book button opens the package form with pet and service preset; FOR DOG / FOR CAT
// preset the pet. Errors are alerts in the package form and inline in the appointment form.
// Success remembers the day (one booking per browser per day) and goes to `successPath`.
// A dog's size (optional) times the visit; the home page's appointment form asks for the city
// first, and once one is chosen offers its open windows and quotes as that city's page does.
//
// Every package has one name, the same on its card's button, here and in the lead ("Fur Fresh Spa
// (Full Body Bath) - ₹999"): a Book button selects the option of that name, and a name the list
// does not have selects nothing, so the visitor chooses, never between two names for one package.
// The lead carries the names (SPEC 3.1) and beside them the ids of what was chosen
// (model/booking-wire.ts): the server quotes from the ids.
import { useLayoutEffect, useState } from 'react';
import { useConfig, useText } from '../runtime-config.tsx';
import { useIslandEvent } from '../events.ts';
import { useStarted } from '../hooks.ts';
import { Modal, ModalBody, ModalFoot } from './Modal.tsx';
import { Field, invalidIf, useLeadForm } from './fields.tsx';
import { Honeypot, PhoneError, PhoneInput } from './phone-form.tsx';
import { PetChoice } from './PetChoice.tsx';
import { rememberSent } from './send.ts';
import { bookedToday, markBooked } from './day-marks.ts';
import { currentAddress, lookUpAddress } from './address.ts';
import { heldVisit } from './held-visit.ts';
import { useSubmit } from './submit.tsx';
import { fetchDays, type AvailableDay, type FormVisits } from './visit-rules.ts';
import { WindowChoice, type Chosen } from './WindowChoice.tsx';
import { QuoteBox, formQuote, linesInPage } from './QuoteBox.tsx';
import { clockText } from '../../model/visits/time.ts';
import { addOnFits, bookingIdsOf, idOfLabel, type Choice } from '../../model/booking-wire.ts';
import { windowWords } from '../../model/visits/words.ts';
import { PET_NAME_MAX } from '../../model/lead-rules.ts';

export interface BookingDialogProps {
  variant: 'package' | 'appointment';
  addressRequired: boolean;
  successPath: string;
  /** The hours of the page's city (the general hours elsewhere): the confirmation says by when the team calls. */
  callHours: { opens: string; closes: string };
  /** What to keep ready (towels, water, a plug), said beside the Book button. */
  prepare?: string;
  pets: string[];
  /** The packages, each by its one name with its price, and its id. */
  services: Choice[];
  /** The add-ons with their prices ("DeMatting - ₹249"), "No Add-Ons" first, and their ids. */
  addOns: Choice[];
  /** The appointment form's time slots: value "09:00-11:00" (sent as serviceTime), label "9 AM to 11 AM". */
  timeSlots?: { value: string; label: string }[];
  /** Said under the time slots: where the city teams' hours go beyond them. */
  slotNote?: string;
  /** The page's city has a promo code: the form offers it, with the promo that names it. */
  promo?: { code: string; text: string };
  /** The fees of the page's city, shown beside the button before the visitor sends. */
  fees?: string[];
  /** The page's city team's rules: the form offers its open windows and quotes the price (visit-rules.ts). */
  visits?: FormVisits;
}

const FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request'] as const;

/** Today in the visitor's own calendar, as a date input's value. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export default function BookingDialog({ variant, addressRequired, successPath, callHours, prepare, pets, services, addOns, timeSlots, slotNote, promo, fees, visits }: BookingDialogProps) {
  const config = useConfig();
  const text = useText();
  const started = useStarted();
  const inline = variant === 'appointment';
  const [open, setOpen] = useState(false);
  const [pet, setPet] = useState(pets[0]);
  const [service, setService] = useState('');
  const [message, setMessage] = useState('');
  // Read again from the form on each input, for the quote (add-on and promo code are the browser's own fields).
  const [typed, setTyped] = useState({ addOn: addOns[0]?.label ?? '', promoCode: promo?.code ?? '' });
  const form = useLeadForm(() => setMessage(''));
  const f = `${variant}-form`;
  // The city's open windows, asked once the form opens (never with the page) and again when the
  // pet or package changes the visit's length; undefined until then, or when the call fails.
  const [days, setDays] = useState<AvailableDay[] | undefined>();
  const [chosen, setChosen] = useState<Chosen>({ date: '', window: '' });
  const [asked, setAsked] = useState(0);
  // The city whose rules hold: the page's, or the one the visitor chose ("" for none yet).
  const [city, setCity] = useState(visits?.city ?? '');
  const [size, setSize] = useState('');
  const dog = pet !== 'Cat';
  const active = visits && city ? { ...visits, city } : undefined;
  // A city chosen on the home page: its team calls back within its own hours, not the general ones.
  const cityHours = visits?.choices && city ? visits.rules.cities[city]?.hours : undefined;
  const chosenHours = cityHours && { opens: clockText(cityHours.opens), closes: clockText(cityHours.closes) };
  const packageId = idOfLabel(services, service);
  // Only the add-ons the chosen package may take (site.yaml addOns); one it may not falls back to the first ("No Add-Ons").
  const offered = addOns.filter((a) => addOnFits(a, packageId));
  const addOn = offered.some((a) => a.label === typed.addOn) ? typed.addOn : offered[0]?.label ?? '';
  const quoteInput = { pet, size, packageId, addOnId: idOfLabel(offered, addOn), promoCode: typed.promoCode, chosen };
  useLayoutEffect(() => {
    if (!open || !active) return setDays(undefined);
    let current = true;
    const q = { city, pet: dog ? 'dog' : 'cat', ...(dog && size && { size }), ...(packageId && { service: packageId }) };
    void fetchDays(config.apiBase, q).then((answer) => {
      if (!current) return;
      setDays(answer);
      // A window the new answer no longer offers is let go, so nothing closed is ever sent.
      if (answer) setChosen((c) => (answer.some((d) => d.date === c.date && d.windows.some((w) => w.window === c.window && w.open)) ? c : { date: c.date, window: '' }));
    });
    return () => { current = false; };
  }, [open, pet, packageId, asked, city, size]);

  // The address lookup waits for the send (submit.tsx, before), as the privacy policy says.
  const show = () => setOpen(true);
  const say = (text: string) => (inline ? setMessage(text) : alert(text));
  // With catchUp: the Book click that started this island's chunk came before it was listening (islands/client/main.ts).
  useIslandEvent('gs:open-form', (detail) => {
    if (detail.form !== variant) return;
    if (detail.pet) setPet(detail.pet);
    if (detail.service) setService(services.some((s) => s.label === detail.service) ? detail.service : '');
    show();
  }, { catchUp: true });
  useIslandEvent('gs:choose-pet', ({ pet: chosen }) => { if (!inline) setPet(chosen); }, { catchUp: true });

  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'booking-form', successPath, before: () => lookUpAddress(config), open,
    refuse: () => (bookedToday() ? config.messages.alreadySubmitted : undefined),
    body: () => {
      const { promoCode, petName, ...lead } = form.values([...FIELDS, 'serviceDate', 'serviceTime', 'promoCode', 'petName']);
      return {
        ...lead,
        ...(petName && { petName }),
        ...bookingIdsOf(services, addOns, { service: lead.service, addOns: lead.addOns, promoCode }),
        // Only when told: without them the lead is exactly SPEC 3.1's.
        ...(dog && size && { size }), ...(visits?.choices && city && { city }),
        user: 'true', status: 'true', path: location.href,
        remoteIP: currentAddress(), userAgent: navigator.userAgent,
      };
    },
    onSent: (lead, id, answer) => {
      markBooked();
      // A held visit: the server's own day, window and total, and the customer's link (the 201).
      const held = heldVisit(answer);
      const date = held?.date ?? lead.serviceDate;
      const time = held?.window ?? lead.serviceTime;
      const window = time && (timeSlots?.find((t) => t.value === time)?.label ?? windowWords(time, text));
      // No visit held: the total the form showed as it was sent, said to be the quote it was.
      const quoted = !held && active ? formQuote(active, { ...quoteInput, packageId: idOfLabel(services, lead.service), addOnId: idOfLabel(addOns, lead.addOns) }) : undefined;
      // The quote's lines in the quote box's words: the server's stored lines for a held visit, else the form's own.
      const quoteLines = held ? held.lines : quoted?.lines;
      const lines = quoteLines && (active ? linesInPage(quoteLines, active, text) : quoteLines);
      // Discounts checked at the door, named beside the total and never taken off it (the same rules as the quote box).
      const atDoor = active ? formQuote(active, { ...quoteInput, packageId: idOfLabel(services, lead.service) })?.atDoor.map((d) => d.label) : undefined;
      rememberSent({
        kind: inline ? 'appointment' : 'booking', id, service: lead.service, addOn: lead.addOns, hours: chosenHours ?? callHours,
        ...(date && { date }), ...(window && { window }), ...(held && { total: held.total, ...(held.link && { link: held.link }), ...(held.pay && { pay: held.pay }) }),
        ...(quoted && { quoted: quoted.total }), ...(lines?.length && { lines: [...lines] }), ...(atDoor?.length && { atDoor }),
      });
      if (!inline) setOpen(false);
    },
    // A window taken meanwhile (409): said in the form whatever its kind, with what was typed kept,
    // and the windows asked again so the next open ones are offered.
    showError: (text, status) => {
      if (status !== 409 || !active) return say(text);
      setMessage(text);
      setChosen((c) => ({ date: c.date, window: '' }));
      setAsked((n) => n + 1);
    },
  });
  const onInput = (e: React.FormEvent<HTMLFormElement>) => {
    form.onInput(e);
    const el = e.target as HTMLInputElement;
    if (el.name === 'promoCode') setTyped((t) => ({ ...t, promoCode: el.value }));
  };

  return (
    <Modal id={`${variant}-modal`} title={inline ? text('Book an Appointment') : text('Book your grooming')} titleId={`${f}-title`} open={open} onClose={() => setOpen(false)}>
      <form ref={form.formRef} className="lead-form modal__form" noValidate onInput={onInput} onSubmit={onSubmit}>
        <ModalBody>
          <PetChoice pets={pets} chosen={pet} onChoose={setPet} />
          {dog ? (
            <Field id={`${f}-size`} label={text('Dog size')}>
              {/* The rules' two sizes: a small dog's visit is shorter, so more windows may be open. */}
              <select id={`${f}-size`} value={size} onChange={(e) => setSize(e.currentTarget.value)}>
                <option value="">{text('Not sure')}</option><option value="small">{text('Small')}</option><option value="large">{text('Large')}</option>
              </select>
            </Field>
          ) : null}
          <Field id={`${f}-name`} label={text('Pet parent name')} required error={form.errorOf('name')}>
            <input id={`${f}-name`} name="name" autoComplete="name" required aria-invalid={invalidIf(form, 'name')} />
          </Field>
          <Field id={`${f}-phone`} label={text('Phone number')} required><PhoneInput id={`${f}-phone`} form={form} /></Field>
          <PhoneError id={`${f}-phone`} form={form} />
          <Field id={`${f}-service`} label={inline ? text('Service') : text('Package')} required error={form.errorOf('service')}>
            {/* A package's whole name is longer than a phone's select shows on one line: the chosen
                name is written under the (text-transparent) select, where it may wrap. */}
            <div className="select-wrap">
              <span className="select-wrap__text" aria-hidden="true">{service || text('Choose a package')}</span>
              <select id={`${f}-service`} name="service" required value={service} onChange={(e) => setService(e.currentTarget.value)} aria-invalid={invalidIf(form, 'service')}>
                <option value="" disabled>{text('Choose a package')}</option>
                {services.map((s) => <option key={s.id}>{s.label}</option>)}
              </select>
            </div>
          </Field>
          {visits?.choices ? (
            <Field id={`${f}-city`} label={text('City')}>
              <select id={`${f}-city`} value={city} onChange={(e) => setCity(e.currentTarget.value)}>
                <option value="">{text('Other')}</option>
                {visits.choices.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
              </select>
            </Field>
          ) : null}
          {active && days ? <WindowChoice id={f} days={days} chosen={chosen} onChoose={setChosen} text={text} /> : timeSlots ? (
            <div className="field-pair">
              <Field id={`${f}-date`} label={text('Preferred date')}>
                {/* No day before today; set once the form runs, so the page's markup names no day. */}
                <input id={`${f}-date`} name="serviceDate" type="date" min={started ? localToday() : undefined} />
              </Field>
              <Field id={`${f}-time`} label={text('Time slot')}>
                <select id={`${f}-time`} name="serviceTime" aria-describedby={slotNote ? `${f}-time-note` : undefined}>
                  <option value="">{text('Any time')}</option>
                  {timeSlots.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
                </select>
              </Field>
            </div>
          ) : null}
          {!(active && days) && timeSlots && slotNote ? <small className="field__note" id={`${f}-time-note`}>{slotNote}</small> : null}
          <Field id={`${f}-addons`} label={text('Add-ons')}>
            <select id={`${f}-addons`} name="addOns" value={addOn} onChange={(e) => { const v = e.currentTarget.value; setTyped((t) => ({ ...t, addOn: v })); }}>
              {offered.map((a) => <option key={a.id}>{a.label}</option>)}
            </select>
          </Field>
          <Field id={`${f}-breed`} label={text('Breed')} required error={form.errorOf('breed')}><input id={`${f}-breed`} name="breed" required aria-invalid={invalidIf(form, 'breed')} /></Field>
          {/* Optional: the desk keeps the pet's profile under its name and the phone (sent as petName). */}
          <Field id={`${f}-pet-name`} label={text("Pet's name")}><input id={`${f}-pet-name`} name="petName" maxLength={PET_NAME_MAX} autoComplete="off" /></Field>
          <Field id={`${f}-address`} label={text('City or address')} required={addressRequired} error={form.errorOf('address')}>
            <input id={`${f}-address`} name="address" autoComplete="address-line1" required={addressRequired} aria-invalid={invalidIf(form, 'address')} />
          </Field>
          {promo ? (
            <Field id={`${f}-promo`} label={text('Promo code')}>
              <input id={`${f}-promo`} name="promoCode" defaultValue={promo.code} maxLength={20} autoCapitalize="characters" aria-describedby={`${f}-promo-note`} />
              <small className="field__note" id={`${f}-promo-note`}>{promo.text}</small>
            </Field>
          ) : null}
          <Field id={`${f}-request`} label={text('Special request')}><textarea id={`${f}-request`} name="request" rows={2} /></Field>
          {/* In the scrolling body, not the fixed foot: on a phone the foot would leave the fields no room. */}
          {active && started ? <QuoteBox visits={active} input={quoteInput} /> : null}
          <Honeypot />
        </ModalBody>
        <ModalFoot>
          {fees?.length ? <ul className="modal__fees" aria-label={text('Fees')}>{fees.map((t) => <li key={t}>{t}</li>)}</ul> : null}
          {prepare ? <p className="modal__prepare">{prepare}</p> : null}
          <p className="form-message" role="alert">{message || null}</p>
          <button type="submit" className="button button--accent" disabled={sending}>{text('Book Now')}</button>
        </ModalFoot>
      </form>
      {overlay}
    </Modal>
  );
}
