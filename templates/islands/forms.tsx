// The lead forms on a page: each form island with the props it needs from the site (pets,
// packages, add-ons), so the browser never needs the site itself.
import { useSite } from '../context.tsx';
import { island } from './island.tsx';
import { rupees, serviceLabel } from '../../model/format.ts';
import BookingFormIsland from '../../islands/forms/BookingForm.tsx';
import BoardingFormIsland from '../../islands/forms/BoardingForm.tsx';
import QuickOfferIsland from '../../islands/forms/QuickOffer.tsx';
import ContactFormIsland from '../../islands/forms/ContactForm.tsx';

const Booking = island('booking-form', BookingFormIsland);
const Boarding = island('boarding-form', BoardingFormIsland);
const Quick = island('quick-offer', QuickOfferIsland);
const Contact = island('contact-form', ContactFormIsland);

/** Booking form for packages ("package") and the hero's appointment modal ("appointment"). */
export function BookingForm({ variant, addressRequired = true, successPath }: {
  variant: 'package' | 'appointment'; addressRequired?: boolean; successPath: string;
}) {
  const site = useSite();
  const options = variant === 'package' ? site.packageOptions : site.appointmentOptions;
  return (
    <Booking variant={variant} addressRequired={addressRequired} successPath={successPath} pets={[...site.raw.bookingForms.pets]}
      services={options.map((o) => ({ value: serviceLabel(o.label, o.price), label: `${o.label} - ${rupees(o.price)}` }))}
      addOns={site.addOns.map((a) => (a.price ? { value: `${a.label} - Rs. ${a.price}`, label: `${a.label} - ${rupees(a.price)}` } : { value: a.label, label: a.label }))} />
  );
}

export function BoardingForm() {
  const site = useSite();
  return <Boarding successPath="/thanks" pets={[...site.raw.bookingForms.pets]} addOns={site.addOns.map((a) => a.label)} />;
}

/** The quick phone-number offer popup; city pages open it automatically after a delay. */
export function QuickOffer({ autoOpenAfterMs }: { autoOpenAfterMs?: number }) {
  const site = useSite();
  return <Quick heading={site.raw.offers.heading} successPath="/booking-confirm" autoOpenAfterMs={autoOpenAfterMs} />;
}

export function ContactForm() {
  return <Contact successPath="/thank-you" />;
}
