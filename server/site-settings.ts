import { apiConfig, escalationSettings, visitSettings } from '../leads/site-config.ts';
import type { EscalationSettings } from '../leads/escalation.ts';
import type { VisitSettings } from '../leads/visits/settings.ts';
import { headerPolicy } from '../hosting/site-policy.ts';
import type { ApiConfig } from '../leads/api-config.ts';
import type { HeaderPolicy } from '../hosting/headers.ts';
import type { Site } from '../model/types.ts';
import { bookingCatalogue, type BookingCatalogue } from '../model/booking-wire.ts';

/** What site.yaml says about the server, read in one place for serve and dev. */
export interface SiteServerSettings {
  api: ApiConfig;
  /** What the Content-Security-Policy allows beyond the own origin. */
  policy: HeaderPolicy;
  /** The business's name, for the desk's title. */
  brand: string;
  retentionMonths?: number;
  /** The rules of bookable visits. */
  visits?: VisitSettings;
  /** What a booking may name: packages, plans and add-ons, by id and by the forms' words. */
  catalogue: BookingCatalogue;
  /** When a lead still new is announced again (site.yaml followUp); none: never. */
  escalation?: EscalationSettings;
}

export function siteServerSettings(site: Site): SiteServerSettings {
  // One catalogue, which the visits' rules read too.
  const catalogue = bookingCatalogue(site);
  return { api: apiConfig(site), policy: headerPolicy(site), brand: site.raw.site.name, retentionMonths: site.raw.retention?.months, visits: visitSettings(site, catalogue), catalogue, escalation: escalationSettings(site) };
}
