// The one offer a page speaks of, the same in its top bar, pop-up, offer band and form: a city's
// own promos (its localities' too), the landing page's own offer, none for a place visited on
// request, and on pages of no place the SPEC's "Get Upto 30% OFF" with where that 30% holds.
// Written from the promo rules (model/offers.ts), which the quote applies.
import type { Route } from '../model/routes.ts';
import type { City, Site } from '../model/types.ts';
import { bestPercentPromo, cityPromos, listNames, promosByPlace } from '../model/offers.ts';
import { translator, useRender } from './context.tsx';

export interface PlaceOffer {
  /** Names the offer for parts rendered once per offer (the top bar): "general", "city-noida", "none". */
  key: string;
  /** The headline: the SPEC's heading where its percentage holds, else the place's first offer. */
  heading?: string;
  /** One short line after the heading: where it holds, or what else holds. */
  detail?: string;
  /** Every offer that holds here, in full. */
  all: string[];
}

export function placeOf(route: Route): { city?: City; onRequest: boolean } {
  const page = route.page;
  if (page.template === 'city') return { city: page.city, onRequest: false };
  if (page.template === 'locality') return page.locality.onRequest ? { onRequest: true } : { city: page.locality.city, onRequest: false };
  return { onRequest: false };
}

/**
 * The offer of the page being rendered: worked out once per place and language in a build, since
 * thousands of pages (every post) show the same one (some 3 % of a render worker's time at 4,000 posts).
 */
export function usePlaceOffer(): PlaceOffer {
  const { site, route, derived } = useRender();
  if (!derived) return placeOffer(site, route);
  const { city, onRequest } = placeOf(route);
  // Everything placeOffer reads of the place; the rest is the site's (derived is per language).
  const key = onRequest ? 'offer:on-request' : city ? `offer:city:${city.slug}:${city.landing ? 'landing' : ''}:${city.name}` : 'offer:general';
  return derived(key, () => placeOffer(site, route));
}

export function placeOffer(site: Site, route: Route): PlaceOffer {
  const rules = site.visits;
  const t = translator(site);
  const { city, onRequest } = placeOf(route);
  const heading = site.raw.offers.heading;
  if (onRequest || !rules) return { key: 'none', all: [] };
  // A landing page's own offer, while its promo holds (its text is empty after the promo's last day).
  if (city?.landing) return site.offers.landingText ? { key: `city-${city.slug}`, heading: site.offers.landingText, all: [site.offers.landingText] } : { key: `city-${city.slug}`, all: [] };
  const best = bestPercentPromo(rules);
  if (!city) {
    const where = best ? listNames(best.cities.map((s) => rules.cities[s]?.name ?? s), t('and')) : '';
    const detail = !best ? undefined : best.firstBookingOnly ? t('on your first booking in {where}', { where }) : t('in {where}', { where });
    // Each offer and where it holds, in the page's language.
    const all = promosByPlace(rules, (offer, city) => t('{offer} in {city}', { offer, city }), t('and'));
    return { key: 'general', heading, detail, all };
  }
  const promos = cityPromos(rules, city.slug);
  if (!promos.length) return { key: `city-${city.slug}`, all: [] };
  const labels = promos.map((p) => `${p.label}`);
  const spec = best && promos.includes(best);
  return {
    key: `city-${city.slug}`,
    heading: spec ? heading : t('{offer} in {city}', { offer: labels[0], city: city.name }),
    detail: spec ? t('{offer} in {city}', { offer: best.label, city: city.name }) : labels.slice(1).join(' · ') || undefined,
    all: labels,
  };
}

/** The pop-up's heading and line for the page's offer; none where no offer holds (it then offers a call back). */
export function quickOfferWords(offer: PlaceOffer, site?: Site): { heading?: string; text?: string } {
  if (!offer.heading) return {};
  const upTo = (percent: string, where: string) => (site ? translator(site)('Up to {percent} off {where}', { percent, where }) : `Up to ${percent} off ${where}`);
  const detail = offer.key === 'general' ? upTo(offer.heading.match(/\d+%/)?.[0] ?? '', offer.detail ?? '').replace(/\s+/g, ' ').trim() : offer.all.join('; ');
  const text = site ? translator(site)("{offer}. Leave your number and we'll call you back to book it.", { offer: detail }) : `${detail}. Leave your number and we'll call you back to book it.`;
  return { heading: offer.heading, text };
}
