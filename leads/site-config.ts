// The lead API's settings as site.yaml gives them (api:, ui.phoneLength, visits:), for serve and dev.
import { resolveApiConfig, type ApiConfig } from './api-config.ts';
import type { VisitSettings } from './visits/settings.ts';
import { bookingCatalogue, type BookingCatalogue } from '../model/booking-wire.ts';
import { pageCitiesOf } from '../model/paths.ts';
import type { Site } from '../model/types.ts';
import type { EscalationSettings } from './escalation.ts';

export function apiConfig(site: Site): ApiConfig {
  const a = site.raw.api;
  // Pages may call an API on another host (an absolute api.base); that host serves it at the path.
  const base = /^https?:/.test(a.base) ? new URL(a.base).pathname : a.base;
  return resolveApiConfig({
    base, phoneLength: site.raw.ui.phoneLength, maxBodyBytes: a.maxBodyBytes, rateLimit: { ...a.rateLimit },
    corsOrigins: [...a.corsOrigins], honeypotField: a.honeypotField, callNumber: site.raw.contact.phoneDisplay, pageCities: pageCitiesOf(site),
    ...(a.trustedProxies ? { trustedProxies: [...a.trustedProxies] } : {}),
    ...(site.editions ? { languages: Object.fromEntries(Object.entries(site.editions).map(([code, e]) => [code, e.language.texts])) } : {}),
  });
}

/** The rules of bookable visits and the catalogue bookings are read against; undefined for a site without `visits:`. */
export function visitSettings(site: Site, catalogue: BookingCatalogue = bookingCatalogue(site)): VisitSettings | undefined {
  const rules = site.visits;
  if (!rules) return undefined;
  const pageCities = pageCitiesOf(site);
  // The review link is the one the pages already ask for reviews with (reviews.writeReviewUrl).
  const business = { brand: site.raw.site.name, siteUrl: site.raw.site.url, reviewUrl: site.raw.reviews.writeReviewUrl || undefined };
  const languages = Object.fromEntries(site.language.languages.slice(1).flatMap((l) => {
    const edition = site.editions?.[l.code];
    return edition ? [[l.code, edition.language.texts]] : [];
  }));
  const { payments, contact } = site.raw;
  const o = contact.office;
  const address = [o.street, o.locality, o.region, o.postalCode].filter(Boolean).join(', ');
  const upi = payments?.upi && { address: payments.upi.address, name: payments.upi.name ?? site.raw.site.name };
  // A review is signed with the place booked from: a locality page's name (leads/visits/review.ts).
  const places = Object.fromEntries(site.localities.filter((l) => !l.onRequest).map((l) => [l.path, l.name]));
  return { rules, pageCities, catalogue, business, languages, places, payments: { ...(upi && { upi }), ...(payments?.taxId && { taxId: payments.taxId }), address } };
}

/** When a lead still new is announced again (site.yaml followUp), by the city's hours or, for a page of no city, cityDefaults.hours; undefined without the setting. */
export function escalationSettings(site: Site): EscalationSettings | undefined {
  const minutes = site.raw.followUp?.escalateAfterMinutes;
  if (minutes === undefined) return undefined;
  const { opens, closes } = site.raw.cityDefaults.hours;
  const cityHours = Object.fromEntries(site.cities.map((c) => [c.slug, { opens: c.hours.opens, closes: c.hours.closes }]));
  return { minutes, hours: { opens, closes }, cityHours, pageCities: pageCitiesOf(site) };
}
