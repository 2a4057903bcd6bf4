// What search engines read: one description per page, and structured data (JSON-LD): the business
// on every page but the blog's (its branch, with the city's own hours and areas, on city and
// locality pages), breadcrumbs, a
// blog posting, and an FAQ page where the FAQ belongs (faqMarkupOf).
import type { Route } from '../model/routes.ts';
import type { City, Faq, Locality, Site } from '../model/types.ts';
import { escapeHtml } from '../model/html.ts';
import { articleOf, countWords } from '../model/markdown.ts';
import { translator } from './context.tsx';
import { shareImage, shareImageOf } from '../model/share.ts';

type Json = Record<string, unknown>;
const ctx = 'https://schema.org';
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The city whose terms a page shows (city, landing and locality pages), if any. */
export function pageCity(route: Route): City | undefined {
  const p = route.page;
  return p.template === 'city' ? p.city : p.template === 'locality' ? p.locality.city : undefined;
}

/**
 * The meta description. Pages that share a generated text get their own: later blog pages name
 * their page number, and city pages without a front matter description state their own terms.
 */
export function pageDescription(site: Site, route: Route): string {
  const p = route.page;
  if (p.template === 'blog' && p.pageNumber > 1) {
    const titles = p.posts.slice(0, 2).map((post) => post.title).join('; ');
    return translator(site)('Page {n} of {count} of our pet grooming blog: {titles} and more.', { n: p.pageNumber, count: p.pageCount, titles });
  }
  if (p.template === 'city' && !p.city.text) {
    const c = p.city;
    const offer = c.promos[0] ? ` ${c.promos[0]}` : '';
    return `Dog and cat grooming at home across ${c.name} from ₹${site.fromPrice}. Groomers visit ${c.hoursText}, every day; same-day slots.${offer}`;
  }
  return route.description;
}

export function structuredData(site: Site, route: Route): Json[] {
  if (route.noindex || route.kind === 'not-found') return [];
  // The business is described on the pages about it, not on the blog's: a post names it as its
  // author and publisher by its @id, and its prices (priceRange) would make a price change
  // render every post again (pipeline/render/page-memo.ts).
  const blog = route.page.template === 'post' || route.page.template === 'blog';
  const out: Json[] = blog ? [] : [localBusiness(site, route)];
  if (route.page.template === 'home') {
    out.push({ '@context': ctx, '@type': 'WebSite', '@id': `${site.origin}/#website`, name: site.raw.site.name, url: `${site.origin}/`, inLanguage: site.raw.site.language, publisher: { '@id': businessId(site) } });
  }
  const crumbs = breadcrumbs(site, route);
  if (crumbs) out.push(crumbs);
  const page = route.page;
  if (page.template === 'post') {
    const url = `${site.origin}${page.post.path}`;
    const org = { '@type': 'Organization', '@id': businessId(site), name: site.raw.site.name, url: `${site.origin}/` };
    out.push({
      '@context': ctx, '@type': 'BlogPosting', '@id': `${url}#article`, headline: page.post.title, description: page.post.description,
      datePublished: page.post.isoDate, dateModified: page.post.isoDate, wordCount: page.post.text.words ?? countWords(articleOf(page.post)),
      image: { '@type': 'ImageObject', url: `${site.origin}${page.post.preview}`, width: shareImage.width, height: shareImage.height },
      author: org, publisher: { ...org, logo: { '@type': 'ImageObject', url: `${site.origin}/icon-512.png`, width: 512, height: 512 } },
      mainEntityOfPage: url, inLanguage: site.raw.site.language,
    });
  }
  const faqs = faqMarkupOf(site, route);
  if (faqs.length) out.push(faqPage(faqs));
  // A page in another language says which (the default language's pages are as they always were).
  if (route.lang) out.push({ '@context': ctx, '@type': 'WebPage', '@id': `${site.origin}${route.path}#webpage`, url: `${site.origin}${route.path}`, name: route.title, inLanguage: site.raw.site.language });
  return out;
}

/**
 * The FAQs whose markup belongs to this page: the general ones on the home page, a city's own on
 * its page. A locality page shows its city's FAQ too, but that FAQ is the city page's: the same
 * questions marked up on many pages tell search engines nothing and can cost the rich result.
 */
export function faqMarkupOf(site: Site, route: Route): readonly Faq[] {
  const p = route.page;
  if (p.template === 'city') return p.city.faqs;
  return p.template === 'home' ? site.faqs.general : [];
}

const businessId = (site: Site) => `${site.origin}/#business`;

/**
 * The business, one entity per place with one @id and one url: the business itself (home and
 * every page that is not about a place), each city's branch on its page, and each locality on its
 * own page, named after its own place (a locality in another town names that town, not the city
 * whose team serves it). Branches point at the business as their parent organisation.
 * No aggregateRating: search engines ignore self-served review markup on a business's own site.
 */
function localBusiness(site: Site, route: Route): Json {
  const { contact } = site.raw;
  const p = route.page;
  const city = pageCity(route);
  // The business as a whole keeps the hours of all its teams together; a city's branch its own.
  const hours = city?.hours ?? site.hoursSpan;
  const contactPoint = (contactType: string) => ({
    '@type': 'ContactPoint', telephone: contact.phone, email: contact.email, contactType, areaServed: 'IN', availableLanguage: ['English', 'Hindi'],
  });
  const coordinates = (g: { latitude: number; longitude: number }) => ({ '@type': 'GeoCoordinates', latitude: g.latitude, longitude: g.longitude });
  const place: Json = p.template === 'locality'
    ? {
      '@id': `${site.origin}${p.locality.path}#business`, url: `${site.origin}${p.locality.path}`, name: `${site.raw.site.name} ${p.locality.entityPlace}`,
      areaServed: [{ '@type': 'Place', name: p.locality.place }],
    }
    : city && !city.landing
      ? {
        '@id': `${site.origin}${city.path}#business`, url: `${site.origin}${city.path}`, name: `${site.raw.site.name} ${city.entityName}`,
        geo: coordinates(city.geo),
        areaServed: [{ '@type': 'City', name: city.name }, ...city.serviceAreas.map((a) => ({ '@type': 'Place', name: `${a}, ${city.name}` }))],
      }
      : {
        '@id': businessId(site), url: `${site.origin}/`, name: site.raw.site.name, geo: coordinates(contact.office.geo),
        areaServed: site.cities.filter((c) => !c.landing).map((c) => ({ '@type': 'City', name: c.name, geo: coordinates(c.geo) })),
      };
  const branch = place['@id'] !== businessId(site);
  return {
    '@context': ctx, '@type': 'LocalBusiness', ...place,
    ...(branch ? { parentOrganization: { '@id': businessId(site) } } : {}),
    telephone: contact.phone, email: contact.email,
    image: `${site.origin}${shareImageOf(route)}`, logo: `${site.origin}/icon-512.png`,
    priceRange: `₹${site.fromPrice} - ₹${Math.max(...site.packages.map((x) => x.offerPrice))}`,
    address: {
      '@type': 'PostalAddress', streetAddress: contact.office.street, addressLocality: contact.office.locality,
      addressRegion: contact.office.region, postalCode: contact.office.postalCode, addressCountry: contact.office.country,
    },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: hours.opens, closes: hours.closes }],
    contactPoint: [contactPoint('customer service'), contactPoint('reservations')],
    sameAs: contact.social.map((s) => s.url),
  };
}

/** Home, the city, the locality; a place visited on request names only itself (as the page's visible trail does). */
export function cityTrail(city: City, locality?: Locality): [string, string][] {
  if (locality?.onRequest) return [['Home', '/'], [locality.place, locality.path]];
  return [['Home', '/'], [city.name, city.path], ...(locality ? [[locality.name, locality.path] as [string, string]] : [])];
}

/** The trail shown to search users: Home, then the section, then the page. */
export function breadcrumbTrail(site: Site, route: Route): [string, string][] | undefined {
  const p = route.page;
  const trail: [string, string][] = [['Home', '/']];
  if (p.template === 'post') trail.push(['Blog', '/blog'], [p.post.title, p.post.path]);
  else if (p.template === 'blog') trail.push(['Blog', '/blog'], ...(p.pageNumber > 1 ? [[`Page ${p.pageNumber}`, route.canonicalPath] as [string, string]] : []));
  else if (p.template === 'city') return cityTrail(p.city);
  else if (p.template === 'locality') return cityTrail(p.locality.city, p.locality);
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

/** An answer's paragraphs and bullet points as the HTML Google accepts in an Answer (lists stay lists). */
function answerHtml(f: Faq): string {
  if (f.a.length === 1 && !f.points.length) return f.a[0];
  return f.a.map((para) => `<p>${escapeHtml(para)}</p>`).join('') +
    (f.points.length ? `<ul>${f.points.map((pt) => `<li>${escapeHtml(pt)}</li>`).join('')}</ul>` : '');
}

function faqPage(faqs: readonly Faq[]): Json {
  return {
    '@context': ctx, '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: answerHtml(f) } })),
  };
}
