// The lead forms on a page: each form island with the props it needs from the site (pets,
// packages, add-ons, the city's promo code and fees), so the browser never needs the site itself.
import { useIslandPage } from './page.tsx';
import { island } from './island.tsx';
import { timeSlots } from '../../model/format.ts';
import { windowWords } from '../../model/visits/words.ts';
import { addOnChoice, addOnFits, packageChoice, planChoice, type Choice } from '../../model/booking-wire.ts';
import { chosenCityVisits, formVisits } from './form-visits.ts';
import { pathIn } from '../../model/languages.ts';
import { islandWord } from './island-texts.ts';
import type { City, Site } from '../../model/types.ts';
import BookingDialog from '../forms/BookingDialog.tsx';
import BoardingDialog from '../forms/BoardingDialog.tsx';
import QuickOfferDialog from '../forms/QuickOfferDialog.tsx';
import ContactFormComponent from '../forms/ContactForm.tsx';

const Booking = island('booking-form', BookingDialog);
const Boarding = island('boarding-form', BoardingDialog);
const Quick = island('quick-offer', QuickOfferDialog);
const Contact = island('contact-form', ContactFormComponent);

/** The add-ons as the forms list them ("DeMatting - ₹249", "No Add-Ons") and send them, with their ids and the packages that may take each. */
const addOnChoices = (site: Site): Choice[] => site.addOns.map(addOnChoice);

/**
 * Booking form for packages ("package") and the hero's appointment modal ("appointment").
 * Both forms offer every package, in site.yaml's order, as every page shows them all.
 * `city`: the page's city, whose promo code and fees the form shows. Without one, the appointment
 * form lets the visitor choose a city that takes bookings, and then offers its open windows.
 */
export function BookingForm({ variant, addressRequired = true, successPath, city }: {
  variant: 'package' | 'appointment'; addressRequired?: boolean; successPath: string; city?: City;
}) {
  const { site, route } = useIslandPage();
  successPath = pathIn(site.language.prefix, successPath); // a Hindi form confirms on the Hindi page
  const code = city?.promoCode;
  // Away from a city's page, the windows span every team's hours; the note names each city's.
  const hours = site.hoursSpan;
  const callHours = city ? city.hours : hours;
  const packages = site.packages;
  const visits = city ? formVisits(site, route, city, packages) : variant === 'appointment' ? chosenCityVisits(site, packages) : undefined;
  return (
    <Booking variant={variant} addressRequired={addressRequired} successPath={successPath} pets={[...site.raw.bookingForms.pets]}
      callHours={{ opens: callHours.opens, closes: callHours.closes }} prepare={site.raw.banner.prepare}
      services={packages.map(packageChoice)} addOns={addOnChoices(site)} visits={visits}
      timeSlots={variant === 'appointment' ? slotsIn(site, hours) : undefined}
      slotNote={variant === 'appointment' ? slotNote(site) : undefined}
      promo={code ? { code, text: city.promos.find((p) => p.includes(code))! } : undefined}
      fees={city?.fees.length ? [...city.fees] : undefined} />
  );
}

/** The appointment form's time slots across every team's hours, each said in the page's language ("9 AM से 11 AM तक"). */
const slotsIn = (site: Site, hours: { opens: string; closes: string }) =>
  timeSlots(hours.opens, hours.closes).map((t) => ({ value: t.value, label: windowWords(t.value, (english, vars) => islandWord(site, english, vars)) }));

/**
 * The appointment form's windows span every city team's hours (until the visitor chooses a city,
 * whose own windows then follow); the note says each city's, so no window reads as every city's.
 */
function slotNote(site: Site): string | undefined {
  return islandWord(site, 'These windows cover all our teams, {hours}; each city keeps its own hours: {cities}.', { hours: site.hoursSpanText, cities: site.hoursByCityText });
}

export function BoardingForm() {
  const { site } = useIslandPage();
  return <Boarding successPath={pathIn(site.language.prefix, '/thanks')} pets={[...site.raw.bookingForms.pets]} plans={site.boarding.plans.map(planChoice)} addOns={addOnChoices(site).filter((a) => addOnFits(a, undefined))} />;
}

/**
 * The quick phone-number popup with the page's own offer (`heading`, `text`; no heading where no
 * offer holds: then it offers a call back). City pages open it after a delay; other pages once
 * the visitor has scrolled past the element `afterScrollPast` names (the packages).
 */
export function QuickOffer({ autoOpenAfterMs, afterScrollPast, heading, text }: { autoOpenAfterMs?: number; afterScrollPast?: string; heading?: string; text?: string }) {
  const { site } = useIslandPage();
  return <Quick heading={heading} text={text} successPath={pathIn(site.language.prefix, '/booking-confirm')} autoOpenAfterMs={autoOpenAfterMs} afterScrollPast={afterScrollPast} />;
}

export function ContactForm() {
  const { site } = useIslandPage();
  return <Contact successPath={pathIn(site.language.prefix, '/thank-you')} />;
}
