// What the lead API needs to hold visits: the rules (model/visits) and how to read a form's
// words as rule ids. Forms send what they show (a package as "Fur Fresh Spa (Full Body Bath) -
// ₹999", an add-on as "DeMatting - ₹249", the page as a full URL), so the server keeps the maps
// from those words to ids here, built once from the Site (leads/site-config.ts visitSettings).
import type { PageCities } from '../../model/paths.ts';
import type { VisitRules } from '../../model/visits/rules.ts';

export interface VisitSettings {
  readonly rules: VisitRules;
  /** A page's pathname (city page, locality page, city shortcut) -> the slug of its city (model/paths.ts cityOfPage); bookable if `rules.cities` has it. */
  readonly pageCities: PageCities;
  /** A package as forms send it (its label), or its id or name -> its id. */
  readonly packageIds: Readonly<Record<string, string>>;
  /** An add-on as forms send it ("DeMatting - ₹249", "No Add-Ons"), or its id or label -> its id. */
  readonly addOnIds: Readonly<Record<string, string>>;
  /** What the visit's WhatsApp messages name (desk/visits/messages.ts): the brand, the site for the customer's link, the review link. */
  readonly business: { readonly brand: string; readonly siteUrl: string; readonly reviewUrl?: string };
  /** The codes of the site's other languages ("hi"): a visit booked on a page under /hi/ has its link at /hi/b/<token>. */
  readonly languages?: readonly string[];
}

/** Settings are read per request, so `dev` can hand over the rules of the site as last loaded. */
export type VisitSettingsSource = () => VisitSettings | undefined;

/** Form words compare without letter case or spaces around them. */
export const formKey = (text: string): string => text.trim().toLowerCase();
