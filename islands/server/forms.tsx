// The lead forms on a page: each form island with the props it needs from the site (pets,
// packages, add-ons, the city's promo code and fees), so the browser never needs the site itself.
import { useIslandPage } from './page.tsx';
import { island } from './island.tsx';
import { packageLabel, serviceLabel, timeSlots } from '../../model/format.ts';
import type { City, Site } from '../../model/types.ts';
import BookingDialog from '../forms/BookingDialog.tsx';
import BoardingDialog from '../forms/BoardingDialog.tsx';
import QuickOfferDialog from '../forms/QuickOfferDialog.tsx';
import ContactFormComponent from '../forms/ContactForm.tsx';

const Booking = island('booking-form', BookingDialog);
const Boarding = island('boarding-form', BoardingDialog);
const Quick = island('quick-offer', QuickOfferDialog);
const Contact = island('contact-form', ContactFormComponent);

/** Where a booking form leaves the package it booked for the confirmation page to name (islands/GoBack.tsx). */
export const BOOKED_SERVICE_KEY = 'groomsite-booked-service';

/** The add-ons as the forms list and send them: "DeMatting - ₹249", "No Add-Ons". */
const addOnLabels = (site: Site): string[] => site.addOns.map((a) => (a.price ? serviceLabel(a.label, a.price) : a.label));

/**
 * Booking form for packages ("package") and the hero's appointment modal ("appointment").
 * `withLocationOnly`: the page shows the location-only packages' cards too, so the form lists them.
 * `city`: the page's city, whose promo code and fees the form shows.
 */
export function BookingForm({ variant, addressRequired = true, successPath, withLocationOnly = false, city }: {
  variant: 'package' | 'appointment'; addressRequired?: boolean; successPath: string; withLocationOnly?: boolean; city?: City;
}) {
  const { site } = useIslandPage();
  const listed = variant === 'package' ? site.packageOptions : site.appointmentOptions;
  const extra = withLocationOnly ? site.packageGroups.groomingAtHome.filter((p) => p.locationOnly && !listed.includes(p)) : [];
  const code = city?.promoCode;
  const hours = site.raw.claims.hours;
  return (
    <Booking variant={variant} addressRequired={addressRequired} successPath={successPath} rememberAs={BOOKED_SERVICE_KEY} pets={[...site.raw.bookingForms.pets]}
      services={[...extra, ...listed].map(packageLabel)} addOns={addOnLabels(site)}
      timeSlots={variant === 'appointment' ? timeSlots(hours.opens, hours.closes) : undefined}
      promo={code ? { code, text: city.promos.find((p) => p.includes(code))! } : undefined}
      fees={city?.fees.length ? [...city.fees] : undefined} />
  );
}

export function BoardingForm() {
  const { site } = useIslandPage();
  return <Boarding successPath="/thanks" pets={[...site.raw.bookingForms.pets]} addOns={addOnLabels(site)} />;
}

/** The quick phone-number offer popup; city pages open it automatically after a delay. */
export function QuickOffer({ autoOpenAfterMs }: { autoOpenAfterMs?: number }) {
  const { site } = useIslandPage();
  return <Quick heading={site.raw.offers.heading} successPath="/booking-confirm" autoOpenAfterMs={autoOpenAfterMs} />;
}

export function ContactForm() {
  return <Contact successPath="/thank-you" />;
}
