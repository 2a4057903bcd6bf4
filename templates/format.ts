// Small formatting helpers shared by the templates.
import type { Site } from '../cli/types.ts';

export const rupees = (n: number): string => `₹${n.toLocaleString('en-IN')}`;
export const telHref = (site: Site): string => `tel:${site.raw.contact.phone}`;
export const mailHref = (site: Site): string => `mailto:${site.raw.contact.email}`;
export const whatsappHref = (site: Site): string =>
  `https://wa.me/${site.raw.contact.whatsapp.number}?text=${encodeURIComponent(site.raw.contact.whatsapp.greeting)}`;
/** The service label a booking form receives: package name and price. */
export const serviceLabel = (name: string, price: number): string => `${name} - Rs. ${price}`;
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
