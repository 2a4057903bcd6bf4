// The booking on the wire (DESIGN "Contracts"): SPEC 3.1's labelled fields stay, for the people
// who read a lead ("service": "Fur Fresh Spa (Full Body Bath) - ₹999", "addOns": "DeMatting -
// ₹249"), and beside them the forms send what was chosen as ids: `serviceId`, `addOnId`,
// `promoCode`. The server quotes and stores from the ids and never reads a price out of a label.
// This module owns that shape and the one list of choices both sides read: the islands offer
// from it and send its ids, the lead API checks against it. Pure: the browser bundles it.
import { packageLabel, serviceLabel } from './format.ts';
import type { Site } from './types.ts';

/** One thing a form offers: the id the server reads and the words the form shows and sends. */
export interface Choice {
  readonly id: string;
  readonly label: string;
  /** An add-on's: the ids of the packages that may take it; every package when left out (site.yaml addOns). */
  readonly packages?: readonly string[];
}

/**
 * Everything a booking may name, in every language of the site: the same id may come with one
 * label per language (a Hindi page's form sends its own words).
 */
export interface BookingCatalogue {
  /** Grooming and haircut packages (the package and appointment forms, the cards' Book buttons). */
  readonly packages: readonly Choice[];
  /** Boarding plans (the boarding form). */
  readonly plans: readonly Choice[];
  /** Add-ons: "No Add-Ons" (id `none`) and the rest of the one list, each with the packages that may take it. */
  readonly addOns: readonly Choice[];
  /** The last day (India's date) of each promo code that has one: a code past it is refused. */
  readonly promoCodeEnds?: Readonly<Record<string, string>>;
}

/**
 * The fields a booking carries beside SPEC 3.1's, each optional (a form posted without script
 * sends labels only). A type, not an interface, so it reads as a record of texts like the lead's fields.
 */
export type BookingIds = {
  /** The package's id (booking) or the plan's (boarding): what `service` names. */
  serviceId?: string;
  /** What `addOns` names; `none` for "No Add-Ons". */
  addOnId?: string;
  /** A promo code as the visitor typed it. */
  promoCode?: string;
};
/** What a booking says of the pet beside SPEC 3.1's pet and breed: its name, optional (model/lead-rules.ts checkPetName). */
export type PetFields = { petName?: string };
export const PET_NAME_FIELD = 'petName' as const satisfies keyof PetFields;

export const BOOKING_ID_FIELDS = ['serviceId', 'addOnId', 'promoCode'] as const satisfies readonly (keyof BookingIds)[];
/** A promo code is a short word: longer input is not a code we gave anyone. */
export const PROMO_CODE_MAX = 40;

export const packageChoice = (p: { readonly id: string; readonly name: string; readonly subtitle: string; readonly offerPrice: number }): Choice =>
  ({ id: p.id, label: packageLabel(p) });
export const planChoice = (p: { readonly id: string; readonly name: string; readonly offerPrice: number }): Choice =>
  ({ id: p.id, label: serviceLabel(p.name, p.offerPrice) });
export const addOnChoice = (a: { readonly id: string; readonly label: string; readonly price: number; readonly packages?: readonly string[] }): Choice =>
  ({ id: a.id, label: a.price ? serviceLabel(a.label, a.price) : a.label, ...(a.packages && { packages: a.packages }) });

/** Whether a package (or, with no package, a boarding plan: only add-ons every package may take) may take this add-on. */
export const addOnFits = (addOn: Choice, packageId: string | undefined): boolean =>
  !addOn.packages || (packageId !== undefined && addOn.packages.includes(packageId));

/** The add-ons (not "No Add-Ons") a form listing these packages offers for one of them: what a page says its form sells. */
export function addOnsForPackages<A extends { readonly price: number; readonly packages?: readonly string[] }>(addOns: readonly A[], packageIds: readonly string[]): A[] {
  return addOns.filter((a) => a.price > 0 && (!a.packages || a.packages.some((id) => packageIds.includes(id))));
}

/** The site's catalogue in every language it is published in. */
export function bookingCatalogue(site: Site): BookingCatalogue {
  const sites = [site, ...Object.values(site.editions ?? {})];
  const unique = (choices: Choice[]): Choice[] => {
    const seen = new Set<string>();
    return choices.filter((c) => {
      const key = `${c.id}\n${c.label}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  };
  return {
    packages: unique(sites.flatMap((s) => s.packages.map(packageChoice))),
    plans: unique(sites.flatMap((s) => s.boarding.plans.map(planChoice))),
    addOns: unique(sites.flatMap((s) => s.addOns.map(addOnChoice))),
    promoCodeEnds: site.promoCodeEnds,
  };
}

/** Form words compare without letter case or the spaces around them. */
export const formKey = (text: string): string => text.trim().toLowerCase();

/** The choice of this id, or of these words; undefined when the catalogue has none. */
export function choiceById(choices: readonly Choice[], id: string): Choice | undefined {
  return choices.find((c) => c.id === id);
}
export function choiceByLabel(choices: readonly Choice[], label: string): Choice | undefined {
  const key = formKey(label);
  return choices.find((c) => formKey(c.label) === key);
}

/** The id a form sends for the words it shows: the options carry their labels, the ids come from here. */
export function idOfLabel(choices: readonly Choice[], label: string): string | undefined {
  return label.trim() === '' ? undefined : choiceByLabel(choices, label)?.id;
}

/** The ids a form sends beside the words its fields hold: what it offered (`services`: packages or plans; `addOns`) and the code typed. */
export function bookingIdsOf(services: readonly Choice[], addOns: readonly Choice[], fields: { service: string; addOns: string; promoCode?: string }): BookingIds {
  const serviceId = idOfLabel(services, fields.service);
  const addOnId = idOfLabel(addOns, fields.addOns);
  const promoCode = fields.promoCode?.trim();
  return { ...(serviceId && { serviceId }), ...(addOnId && { addOnId }), ...(promoCode && { promoCode }) };
}
