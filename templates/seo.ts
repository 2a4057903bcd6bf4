// What search engines read: one description per page, and structured data (JSON-LD): the business
// (with the city's own hours and areas on city and locality pages), breadcrumbs, a blog posting,
// and an FAQ page wherever the page shows an FAQ.
import type { Route } from '../model/routes.ts';
import type { City, Faq, Site } from '../model/types.ts';

type Json = Record<string, unknown>;
const ctx = 'https://schema.org';
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The city whose terms a page shows (city, landing and locality pages), if any. */
export function pageCity(route: Route): City | undefined {
  const p = route.page;
  return p.template === 'city' ? p.city : p.template === 'locality' ? p.locality.city : undefined;
}

/** The FAQs a page shows, in the order it shows them (the FAQPage data must match the page). */
export function pageFaqs(site: Site, route: Route): readonly Faq[] {
  const city = pageCity(route);
  if (city) return city.faqs;
  return route.page.template === 'home' ? site.faqs.general : [];
}

/**
 * The meta description. Pages that share a generated text get their own: later blog pages name
 * their page number, and city pages without a front matter description state their own terms.
 */
export function pageDescription(site: Site, route: Route): string {
  const p = route.page;
  if (p.template === 'blog' && p.pageNumber > 1) {
    const titles = p.posts.slice(0, 2).map((post) => post.title).join('; ');
    return `Page ${p.pageNumber} of ${p.pageCount} of our pet grooming blog: ${titles} and more.`;
  }
  if (p.template === 'city' && !p.city.text) {
    const c = p.city;
    const offer = c.promos[0] ? ` ${c.promos[0]}` : '';
    return `Dog and cat grooming at home across ${c.name} from ₹${site.cityFromPrice}. Groomers visit ${c.hoursText}, every day; same-day slots.${offer}`;
  }
  return route.description;
}

export function structuredData(site: Site, route: Route): Json[] {
  if (route.noindex || route.kind === 'not-found') return [];
  const out: Json[] = [localBusiness(site, route)];
  if (route.page.template === 'home') out.push({ '@context': ctx, '@type': 'WebSite', name: site.raw.site.name, url: `${site.origin}/`, inLanguage: site.raw.site.language });
  const crumbs = breadcrumbs(site, route);
  if (crumbs) out.push(crumbs);
  const page = route.page;
  if (page.template === 'post') {
    const org = { '@type': 'Organization', name: site.raw.site.name, url: `${site.origin}/` };
    out.push({
      '@context': ctx, '@type': 'BlogPosting', headline: page.post.title, description: page.post.description,
      datePublished: page.post.isoDate, dateModified: page.post.isoDate, wordCount: countWords(page.post.markdown),
      image: { '@type': 'ImageObject', url: `${site.origin}${page.post.image}`, width: 800, height: 450 },
      author: org, publisher: { ...org, logo: { '@type': 'ImageObject', url: `${site.origin}/favicon.svg` } },
      mainEntityOfPage: `${site.origin}${route.canonicalPath}`, inLanguage: site.raw.site.language,
    });
  }
  const faqs = pageFaqs(site, route);
  if (faqs.length) out.push(faqPage(faqs));
  return out;
}

/**
 * The business. On a city or locality page it is that city's branch: its hours, its areas.
 * No aggregateRating: search engines ignore self-served review markup on a business's own site.
 */
function localBusiness(site: Site, route: Route): Json {
  const { contact } = site.raw;
  const city = pageCity(route);
  const p = route.page;
  const hours = city?.hours ?? site.raw.claims.hours;
  const areaServed = p.template === 'locality'
    ? [{ '@type': 'Place', name: p.locality.place }, { '@type': 'City', name: p.locality.city.name }]
    : city && !city.landing
      ? [{ '@type': 'City', name: city.name }, ...city.serviceAreas.map((a) => ({ '@type': 'Place', name: `${a}, ${city.name}` }))]
      : site.cities.filter((c) => !c.landing).map((c) => ({ '@type': 'City', name: c.name }));
  const contactPoint = (contactType: string) => ({
    '@type': 'ContactPoint', telephone: contact.phone, email: contact.email, contactType, areaServed: 'IN', availableLanguage: ['English', 'Hindi'],
  });
  return {
    '@context': ctx, '@type': 'LocalBusiness',
    '@id': `${site.origin}${city && !city.landing ? city.path : ''}/#business`,
    name: city && !city.landing ? `${site.raw.site.name} ${city.name}` : site.raw.site.name,
    url: `${site.origin}${route.canonicalPath}`, telephone: contact.phone, email: contact.email,
    image: `${site.origin}/images/og.svg`, logo: `${site.origin}/favicon.svg`,
    priceRange: `₹${site.cityFromPrice} - ₹${Math.max(...site.packages.map((x) => x.offerPrice))}`,
    address: {
      '@type': 'PostalAddress', streetAddress: contact.office.street, addressLocality: contact.office.locality,
      addressRegion: contact.office.region, postalCode: contact.office.postalCode, addressCountry: contact.office.country,
    },
    areaServed,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: hours.opens, closes: hours.closes }],
    contactPoint: [contactPoint('customer service'), contactPoint('reservations')],
    sameAs: contact.social.map((s) => s.url),
  };
}

/** The trail shown to search users: Home, then the section, then the page. */
export function breadcrumbTrail(site: Site, route: Route): [string, string][] | undefined {
  const p = route.page;
  const trail: [string, string][] = [['Home', '/']];
  if (p.template === 'post') trail.push(['Blog', '/blog'], [p.post.title, p.post.path]);
  else if (p.template === 'blog') trail.push(['Blog', '/blog'], ...(p.pageNumber > 1 ? [[`Page ${p.pageNumber}`, route.canonicalPath] as [string, string]] : []));
  else if (p.template === 'city') trail.push([`Pet grooming in ${p.city.name}`, p.city.path]);
  // A place visited on request belongs to no city team: no city step in its trail.
  else if (p.template === 'locality') trail.push(...(p.locality.onRequest ? [] : [[`Pet grooming in ${p.locality.city.name}`, p.locality.city.path] as [string, string]]), [p.locality.name, p.locality.path]);
  else if (route.canonicalPath !== '/') trail.push([route.title, route.canonicalPath]);
  else return undefined;
  return trail;
}

function breadcrumbs(site: Site, route: Route): Json | undefined {
  const trail = breadcrumbTrail(site, route);
  if (!trail) return undefined;
  return {
    '@context': ctx, '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: `${site.origin}${path}` })),
  };
}

function faqPage(faqs: readonly Faq[]): Json {
  return {
    '@context': ctx, '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: [...f.a, ...f.points].join(' ') } })),
  };
}

/**
 * Words for the article's structured data: runs of non-space, counted without building a list.
 * Counted as the post's page renders (in a render worker on a large site), not while the site loads.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Most characters are printable ASCII, settled by the first two tests; the rest are the other
    // characters JavaScript's \s matches.
    const space = c <= 32 ? c === 32 || (c >= 9 && c <= 13)
      : c < 160 ? false
        : c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
    if (space) inWord = false;
    else if (!inWord) { inWord = true; words++; }
  }
  return words;
}
