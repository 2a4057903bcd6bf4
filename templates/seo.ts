// Structured data (JSON-LD) for search engines: the business on every indexable page, and what
// each page is (breadcrumbs, a blog posting, an FAQ page).
import type { Route } from '../cli/routes.ts';
import type { Faq, Site } from '../cli/types.ts';

type Json = Record<string, unknown>;

export function structuredData(site: Site, route: Route): Json[] {
  if (route.noindex || route.kind === 'not-found') return [];
  const out: Json[] = [localBusiness(site)];
  const crumbs = breadcrumbs(site, route);
  if (crumbs) out.push(crumbs);
  const page = route.page;
  if (page.template === 'post') {
    out.push({
      '@context': 'https://schema.org', '@type': 'BlogPosting', headline: page.post.title, description: page.post.description,
      datePublished: page.post.isoDate, image: `${site.origin}${page.post.image}`,
      author: { '@type': 'Organization', name: site.raw.site.name }, publisher: { '@type': 'Organization', name: site.raw.site.name },
      mainEntityOfPage: `${site.origin}${route.canonicalPath}`,
    });
  }
  const faqs = page.template === 'city' ? page.city.faqs : page.template === 'locality' ? page.locality.city.faqs
    : page.template === 'home' ? site.faqs.general : undefined;
  if (faqs?.length) out.push(faqPage(faqs));
  return out;
}

function localBusiness(site: Site): Json {
  const { contact, claims } = site.raw;
  const day = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const best = site.raw.reviews.listings[0];
  return {
    '@context': 'https://schema.org', '@type': 'LocalBusiness', '@id': `${site.origin}/#business`,
    name: site.raw.site.name, url: `${site.origin}/`, telephone: contact.phone, email: contact.email,
    image: `${site.origin}/images/og.svg`, priceRange: `₹${site.cityFromPrice} - ₹${Math.max(...site.packages.map((p) => p.offerPrice))}`,
    address: {
      '@type': 'PostalAddress', streetAddress: contact.office.street, addressLocality: contact.office.locality,
      addressRegion: contact.office.region, postalCode: contact.office.postalCode, addressCountry: contact.office.country,
    },
    areaServed: site.cities.filter((c) => !c.landing).map((c) => ({ '@type': 'City', name: c.name })),
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: claims.hours.opens, closes: claims.hours.closes }],
    contactPoint: [
      { '@type': 'ContactPoint', telephone: contact.phone, contactType: 'customer service', areaServed: 'IN', availableLanguage: ['English', 'Hindi'] },
    ],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: best.rating, bestRating: 5, reviewCount: site.raw.testimonials.length },
    sameAs: contact.social.map((s) => s.url),
  };
}

function breadcrumbs(site: Site, route: Route): Json | undefined {
  const p = route.page;
  const trail: [string, string][] = [['Home', '/']];
  if (p.template === 'post') trail.push(['Blog', '/blog'], [p.post.title, p.post.path]);
  else if (p.template === 'city') trail.push([p.city.name, p.city.path]);
  else if (p.template === 'locality') trail.push([p.locality.city.name, p.locality.city.path], [p.locality.name, p.locality.path]);
  else if (route.canonicalPath !== '/') trail.push([route.title, route.canonicalPath]);
  else return undefined;
  return {
    '@context': 'https://schema.org', '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: `${site.origin}${path}` })),
  };
}

function faqPage(faqs: readonly Faq[]): Json {
  return {
    '@context': 'https://schema.org', '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: [...f.a, ...f.points].join(' ') } })),
  };
}
