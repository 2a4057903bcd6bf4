// Small formatting helpers shared by the templates and the pipeline: the one place that writes
// a number or a price the Indian way.
import type { Say } from './languages.ts';
import type { Site } from './types.ts';
import { windowWords } from './visits/words.ts';
import { whatsappLink } from './whatsapp.ts';

/** 1,19,999: Indian digit grouping, for prices in text and counters. */
export const indianNumber = (n: number): string => n.toLocaleString('en-IN');
export const rupees = (n: number): string => `₹${indianNumber(n)}`;
/** The business's own phone as a tel: link (a lead's phone: telHref in model/lead-facts.ts). */
export const businessTelHref = (site: Site): string => `tel:${site.raw.contact.phone}`;
export const mailHref = (site: Site): string => `mailto:${site.raw.contact.email}`;
/** A chat link with a prefilled message: the booking greeting of site.yaml unless told otherwise. */
export const whatsappHref = (site: Site, text = site.raw.contact.whatsapp.greeting): string =>
  whatsappLink(site.raw.contact.whatsapp.number, text);
/** Whole percentage saved from list to offer price, rounded down so it never claims more than the
 *  prices give: 16 for 1199 to 999 (16.7%). */
export const savingPercent = (list: number, offer: number): number => (list > offer ? Math.floor(((list - offer) / list) * 100 + 1e-9) : 0);
/** A plan's or an add-on's name with its price, as the forms list it and send it: "Gold - ₹6,999". */
export const serviceLabel = (name: string, price: number): string => `${name} - ${rupees(price)}`;
/**
 * A package's one name everywhere: its card's Book button, the form's option, the service the lead
 * API stores and the confirmation. The card's name first, SPEC 9.4's option name beside it:
 * "Fur Fresh Spa (Full Body Bath) - ₹999".
 */
export const packageLabel = (pkg: { readonly name: string; readonly subtitle: string; readonly offerPrice: number }): string =>
  serviceLabel(`${pkg.name} (${pkg.subtitle})`, pkg.offerPrice);
/**
 * What a label (of serviceLabel or packageLabel) names, without its price, in a language's words:
 * an add-on's name, or a package's name with its subtitle said in the language ("Fur Fresh Spa
 * (पूरे शरीर का स्नान)"); package names are the same in every language. Words already in the
 * language, as a Hindi page's form sends them, are kept as they are.
 */
export function labelWords(label: string, say: Say): string {
  const bare = label.replace(/ - (₹|Rs\.?) ?[\d,]+$/, '');
  const named = /^(.+) \((.+)\)$/.exec(bare);
  return named ? `${named[1]} (${say(named[2])})` : say(bare);
}
/**
 * The visit slots of a day between opening and closing, `hours` long (the last may be shorter), as
 * the appointment form offers them: value "09:00-11:00" (what serviceTime carries), label "9 AM to 11 AM".
 */
export function timeSlots(opens: string, closes: string, hours = 2): { value: string; label: string }[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const clock = (n: number) => `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  const slots: { value: string; label: string }[] = [];
  for (let start = minutes(opens), end = minutes(closes); start < end; start += hours * 60) {
    const from = clock(start);
    const to = clock(Math.min(start + hours * 60, end));
    slots.push({ value: `${from}-${to}`, label: windowWords(`${from}-${to}`) });
  }
  return slots;
}
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
