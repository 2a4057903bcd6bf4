// Small formatting helpers shared by the templates and the pipeline: the one place that writes
// a number or a price the Indian way.
import type { Site } from './types.ts';

/** 1,19,999: Indian digit grouping, for prices in text and counters. */
export const indianNumber = (n: number): string => n.toLocaleString('en-IN');
export const rupees = (n: number): string => `₹${indianNumber(n)}`;
export const telHref = (site: Site): string => `tel:${site.raw.contact.phone}`;
export const mailHref = (site: Site): string => `mailto:${site.raw.contact.email}`;
/** A chat link with a prefilled message: the booking greeting of site.yaml unless told otherwise. */
export const whatsappHref = (site: Site, text = site.raw.contact.whatsapp.greeting): string =>
  `https://wa.me/${site.raw.contact.whatsapp.number}?text=${encodeURIComponent(text)}`;
/** Whole percentage saved from list to offer price, rounded down so it never claims more than the
 *  prices give: 16 for 1199 to 999 (16.7%). */
export const savingPercent = (list: number, offer: number): number => (list > offer ? Math.floor(((list - offer) / list) * 100 + 1e-9) : 0);
/** The service label a booking form receives: package name and price. */
export const serviceLabel = (name: string, price: number): string => `${name} - Rs. ${price}`;
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
