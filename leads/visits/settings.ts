// What the lead API needs to hold visits: the rules (model/visits), the catalogue a booking's
// ids and words are read against (model/booking-wire.ts), and the pages whose forms book a city's
// team; built once from the Site (leads/site-config.ts visitSettings).
import { choiceById, choiceByLabel, type BookingCatalogue } from '../../model/booking-wire.ts';
import type { PageCities } from '../../model/paths.ts';
import type { VisitRules } from '../../model/visits/rules.ts';
import type { UpiPayee } from '../../model/visits/payment.ts';

export interface VisitSettings {
  readonly rules: VisitRules;
  /** A page's pathname (city page, locality page, city shortcut) -> the slug of its city (model/paths.ts cityOfPage); bookable if `rules.cities` has it. */
  readonly pageCities: PageCities;
  /** Everything a booking may name, by id and by the words the forms show. */
  readonly catalogue: BookingCatalogue;
  /** What the visit's WhatsApp messages name (desk/visits/messages.ts): the brand, the site for the customer's link, the review link. */
  readonly business: { readonly brand: string; readonly siteUrl: string; readonly reviewUrl?: string };
  /**
   * How customers pay (site.yaml payments): the UPI payee the links and QR codes name, and what a
   * receipt states (the office's address, the tax number when given). No UPI address: no link.
   */
  readonly payments?: { readonly upi?: UpiPayee; readonly taxId?: string; readonly address: string };
  /**
   * The site's other languages by code, each with its catalog (strings/<code>.yaml): a visit booked
   * on a page under /hi/ has its link at /hi/b/<token>, and its customer's WhatsApp messages are
   * written in Hindi (desk/visits/messages.ts).
   */
  readonly languages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A locality page's pathname -> its name ("Sector 18"): where a review says its customer lives; the city's name otherwise. */
  readonly places?: Readonly<Record<string, string>>;
}

/** Settings are read per request, so `dev` can hand over the rules of the site as last loaded. */
export type VisitSettingsSource = () => VisitSettings | undefined;

/** The package named by its id or by a form's words, when the rules time it; undefined otherwise. */
export function timedPackageOf(settings: VisitSettings, idOrWords: string | undefined): string | undefined {
  if (!idOrWords?.trim()) return undefined;
  const { packages } = settings.catalogue;
  const id = (choiceById(packages, idOrWords.trim()) ?? choiceByLabel(packages, idOrWords))?.id;
  return id !== undefined && Object.hasOwn(settings.rules.packages, id) ? id : undefined;
}

/**
 * Leads stored before the forms sent a promo code as a field of its own carry it as the last line
 * of their special request; read only for them (choicesOfLead).
 */
const LEGACY_PROMO_IN_REQUEST = /^Promo code: *(\S+) *$/im;

/**
 * What a stored lead chose, as ids: those its form sent (model/booking-wire.ts), else read from
 * its words, for leads stored before the forms sent ids.
 */
export function choicesOfLead(settings: VisitSettings, fields: Readonly<Record<string, string | undefined>>): { packageId?: string; addOns: string[]; promoCode?: string } {
  const packageId = timedPackageOf(settings, fields.serviceId || fields.service);
  const addOnId = fields.addOnId || (fields.addOns?.trim() ? choiceByLabel(settings.catalogue.addOns, fields.addOns)?.id : undefined);
  const promoCode = fields.serviceId ? fields.promoCode : LEGACY_PROMO_IN_REQUEST.exec(fields.request ?? '')?.[1];
  return { ...(packageId && { packageId }), addOns: addOnId ? [addOnId] : [], ...(promoCode && { promoCode }) };
}
