// The lead API's settings as site.yaml gives them (api:, ui.phoneLength, visits:), for serve and dev.
import { resolveApiConfig, type ApiConfig } from './api-config.ts';
import type { VisitSettings } from './visits/settings.ts';
import { bookingCatalogue } from '../model/booking-wire.ts';
import { pathnameOf } from '../model/paths.ts';
import { pathIn } from '../model/languages.ts';
import type { Site } from '../model/types.ts';
import type { EscalationSettings } from './escalation.ts';

export function apiConfig(site: Site): ApiConfig {
  const a = site.raw.api;
  // Pages may call an API on another host (an absolute api.base); that host serves it at the path.
  const base = /^https?:/.test(a.base) ? new URL(a.base).pathname : a.base;
  return resolveApiConfig({
    base, phoneLength: site.raw.ui.phoneLength, maxBodyBytes: a.maxBodyBytes, rateLimit: { ...a.rateLimit },
    corsOrigins: [...a.corsOrigins], honeypotField: a.honeypotField, callNumber: site.raw.contact.phoneDisplay,
    ...(a.trustedProxies ? { trustedProxies: [...a.trustedProxies] } : {}),
    ...(site.editions ? { languages: Object.fromEntries(Object.entries(site.editions).map(([code, e]) => [code, e.language.texts])) } : {}),
  });
}

/** The rules of bookable visits and the catalogue bookings are read against; undefined for a site without `visits:`. */
export function visitSettings(site: Site): VisitSettings | undefined {
  const rules = site.visits;
  if (!rules) return undefined;
  const pageCities: Record<string, string> = {};
  const bookable = (slug: string | undefined) => slug !== undefined && Object.hasOwn(rules.cities, slug);
  for (const c of site.cities) if (bookable(c.slug)) pageCities[c.path] = c.slug;
  // A locality visited on request has no team's schedule: its bookings stay as SPEC 3.1 has them.
  for (const l of site.localities) if (!l.onRequest && bookable(l.city.slug)) pageCities[l.path] = l.city.slug;
  for (const s of site.raw.cityShortcuts) if (bookable(s.city)) pageCities[pathnameOf(s.path)] = s.city;
  // The same pages in the other languages (/hi/pet-grooming-at-home/noida) book the same team.
  for (const language of site.language.languages.slice(1)) {
    for (const [path, slug] of Object.entries(pageCities)) if (path.startsWith('/pet-grooming-at-home/')) pageCities[pathIn(language.prefix, path)] = slug;
  }
  // The review link is the one the pages already ask for reviews with (reviews.writeReviewUrl).
  const business = { brand: site.raw.site.name, siteUrl: site.raw.site.url, reviewUrl: site.raw.reviews.writeReviewUrl || undefined };
  const languages = site.language.languages.slice(1).filter((l) => site.editions?.[l.code]).map((l) => l.code);
  return { rules, pageCities, catalogue: bookingCatalogue(site), business, languages };
}

/** When a lead still new is announced again (site.yaml followUp), by the city's hours or the general ones; undefined without the setting. */
export function escalationSettings(site: Site): EscalationSettings | undefined {
  const minutes = site.raw.followUp?.escalateAfterMinutes;
  if (minutes === undefined) return undefined;
  const { opens, closes } = site.raw.claims.hours;
  const cityHours = Object.fromEntries(site.cities.map((c) => [c.slug, { opens: c.hours.opens, closes: c.hours.closes }]));
  return { minutes, hours: { opens, closes }, cityHours };
}
