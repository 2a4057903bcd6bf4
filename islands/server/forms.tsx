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
import type { City, Package, Site } from '../../model/types.ts';
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

/** The packages a booking form lists: its own, and the location-only ones where the page shows their cards. */
export function formPackages(site: Site, variant: 'package' | 'appointment', withLocationOnly: boolean): Package[] {
  const listed = variant === 'package' ? site.packageOptions : site.appointmentOptions;
  const extra = withLocationOnly ? site.packageGroups.groomingAtHome.filter((p) => p.locationOnly && !listed.includes(p)) : [];
  return [...extra, ...listed];
}

/**
 * Booking form for packages ("package") and the hero's appointment modal ("appointment").
 * `withLocationOnly`: the page shows the location-only packages' cards too, so the form lists them.
 * `city`: the page's city, whose promo code and fees the form shows. Without one, the appointment
 * form lets the visitor choose a city that takes bookings, and then offers its open windows.
 */
export function BookingForm({ variant, addressRequired = true, successPath, withLocationOnly = false, city }: {
  variant: 'package' | 'appointment'; addressRequired?: boolean; successPath: string; withLocationOnly?: boolean; city?: City;
}) {
  const { site, route } = useIslandPage();
  successPath = pathIn(site.language.prefix, successPath); // a Hindi form confirms on the Hindi page
  const code = city?.promoCode;
  const hours = site.raw.claims.hours;
  const callHours = city && !city.landing ? city.hours : hours;
  const packages = formPackages(site, variant, withLocationOnly);
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

/** The appointment form's time slots in the general hours, each said in the page's language ("9 AM से 11 AM तक"). */
const slotsIn = (site: Site, hours: { opens: string; closes: string }) =>
  timeSlots(hours.opens, hours.closes).map((t) => ({ value: t.value, label: windowWords(t.value, (english, vars) => islandWord(site, english, vars)) }));

/**
 * The appointment form's windows are the general hours; where a city's team works earlier or
 * later, the form says so, so a window list ending at 7 PM never reads as a city's last visit.
 */
function slotNote(site: Site): string | undefined {
  const h = site.raw.claims.hours;
  const longer = site.cities.filter((c) => !c.landing && (c.hours.opens < h.opens || c.hours.closes > h.closes)).map((c) => c.name);
  if (!longer.length) return undefined;
  const names = longer.length < 2 ? longer[0] : `${longer.slice(0, -1).join(', ')} ${islandWord(site, 'and')} ${longer.at(-1)}`;
  return islandWord(site, 'Windows in our general hours. Our teams in {names} also visit earlier or later: ask in the special request.', { names });
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
