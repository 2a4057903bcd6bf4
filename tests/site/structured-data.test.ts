// Structured data that says one thing, checked on every page against the properties Google's
// Search Central documentation lists for each type it reads (required, then recommended), and
// for the promises of one entity per @id, each place named as itself, FAQ markup where the FAQ
// belongs, coordinates from site.yaml, and lists kept as lists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../pipeline/build.ts';
import type { Route } from '../../model/routes.ts';
import { buildRealSite } from '../helpers/site.ts';
import { jsonLd } from './html.ts';

type Json = Record<string, any>;

/**
 * Google's property tables, as its structured data guides give them (developers.google.com/search/docs/appearance/structured-data):
 * local-business, faqpage, article, breadcrumb, site-names, logo. Deliberately absent:
 * aggregateRating and review (Google ignores self-served reviews of a LocalBusiness), menu and
 * servesCuisine (restaurants), department (no departments).
 */
const google: Record<string, { required: string[]; recommended: string[] }> = {
  LocalBusiness: { required: ['name', 'address'], recommended: ['url', 'telephone', 'geo', 'openingHoursSpecification', 'priceRange', 'image'] },
  PostalAddress: { required: [], recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  BlogPosting: { required: [], recommended: ['author', 'datePublished', 'dateModified', 'headline', 'image'] },
  Organization: { required: [], recommended: ['name', 'url'] },
  ImageObject: { required: ['url'], recommended: ['width', 'height'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: ['item'] },
  WebSite: { required: ['name', 'url'], recommended: [] },
  // A page in another language than the default says its language (schema.org WebPage.inLanguage; Google names no table).
  WebPage: { required: ['url', 'name', 'inLanguage'], recommended: [] },
  // Corporate contact (ContactPoint) and the places of areaServed (schema.org; Google names no table).
  ContactPoint: { required: ['telephone', 'contactType'], recommended: ['areaServed', 'availableLanguage'] },
  City: { required: ['name'], recommended: [] },
  Place: { required: ['name'], recommended: [] },
};

let built: BuildResult;
const pages: { route: Route; data: Json[] }[] = [];
beforeAll(async () => {
  built = await buildRealSite();
  for (const route of built.routes.filter((r) => r.kind === 'page' && !r.noindex)) {
    pages.push({ route, data: jsonLd(readFileSync(join(built.outDir, route.file), 'utf8')) });
  }
});

/** Every typed object in a JSON-LD document, with the path that reaches it. */
function typedNodes(value: unknown, path = ''): { node: Json; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => typedNodes(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  const own = typeof node['@type'] === 'string' ? [{ node, path }] : [];
  return [...own, ...Object.entries(node).flatMap(([k, v]) => typedNodes(v, `${path}.${k}`))];
}

const missing = (node: Json, keys: string[]) => keys.filter((k) => node[k] === undefined || node[k] === '' || (Array.isArray(node[k]) && node[k].length === 0));

describe('JSON-LD against Google’s property tables', () => {
  it('every typed object on every page has its required and recommended properties', () => {
    const problems: string[] = [];
    const seenTypes = new Set<string>();
    for (const { route, data } of pages) {
      for (const { node, path } of typedNodes(data)) {
        const table = google[node['@type']];
        if (!table) { problems.push(`${route.path} ${path}: type ${node['@type']} is not one this test knows`); continue; }
        seenTypes.add(node['@type']);
        const isLocality = route.page.template === 'locality';
        // Coordinates come from site.yaml, which gives them for the business and each city; a locality has its place's name only.
        const recommended = table.recommended.filter((k) => !(node['@type'] === 'LocalBusiness' && k === 'geo' && isLocality));
        for (const k of missing(node, table.required)) problems.push(`${route.path} ${path} (${node['@type']}): required ${k} missing`);
        for (const k of missing(node, recommended)) problems.push(`${route.path} ${path} (${node['@type']}): recommended ${k} missing`);
      }
    }
    expect(problems).toEqual([]);
    expect([...seenTypes].sort()).toEqual(Object.keys(google).sort());
  });

  it('values have the shapes Google asks for', () => {
    for (const { route, data } of pages) {
      for (const { node } of typedNodes(data)) {
        const at = `${route.path} ${node['@type']}`;
        if (node['@type'] === 'GeoCoordinates') {
          expect(typeof node.latitude, at).toBe('number');
          expect(typeof node.longitude, at).toBe('number');
        }
        if (node['@type'] === 'OpeningHoursSpecification') {
          expect(node.opens, at).toMatch(/^\d{2}:\d{2}$/);
          expect(node.closes, at).toMatch(/^\d{2}:\d{2}$/);
        }
        if (node['@type'] === 'BreadcrumbList') {
          // At least two items, numbered from 1; every item but the last names its page.
          expect(node.itemListElement.length, at).toBeGreaterThanOrEqual(2);
          node.itemListElement.forEach((item: Json, i: number) => {
            expect(item.position, at).toBe(i + 1);
            if (i < node.itemListElement.length - 1) expect(item.item, at).toMatch(/^https:\/\//);
          });
        }
        if (node['@type'] === 'BlogPosting') {
          expect(node.datePublished, at).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(node.author.name && node.author.url, at).toBeTruthy();
          // Google: images of at least 50,000 pixels, ideally 1200 wide.
          expect(node.image.width * node.image.height, at).toBeGreaterThanOrEqual(50_000);
          expect(node.image.width, at).toBeGreaterThanOrEqual(1200);
        }
        for (const key of ['image', 'logo']) {
          const url = typeof node[key] === 'string' ? node[key] : node[key]?.url;
          if (typeof url !== 'string') continue;
          // Raster images that exist: Google does not read SVG images or logos.
          expect(url, at).toMatch(/\.(png|jpe?g)$/);
          expect(existsSync(join(built.outDir, url.slice(built.site.origin.length))), `${at} ${url}`).toBe(true);
        }
      }
    }
  });
});

describe('one thing said once', () => {
  it('each @id names one entity with one url, on every page that mentions it', () => {
    const urls = new Map<string, Set<string>>();
    const names = new Map<string, Set<string>>();
    for (const { data } of pages) {
      for (const { node } of typedNodes(data)) {
        if (!node['@id']) continue;
        if (node.url) urls.set(node['@id'], (urls.get(node['@id']) ?? new Set()).add(node.url));
        if (node.name) names.set(node['@id'], (names.get(node['@id']) ?? new Set()).add(node.name));
      }
    }
    const many = (m: Map<string, Set<string>>) => [...m].filter(([, set]) => set.size > 1).map(([id, set]) => `${id}: ${[...set].join(', ')}`);
    expect(many(urls)).toEqual([]);
    expect(many(names)).toEqual([]);
    // The business, one branch per city, one entity per locality.
    const businesses = new Set(pages.flatMap(({ data }) => data.filter((d) => d['@type'] === 'LocalBusiness').map((d) => d['@id'])));
    expect(businesses.size).toBe(1 + built.site.cities.filter((c) => !c.landing).length + built.site.localities.length);
  });

  it('each locality page names its own place and no other city', () => {
    for (const l of built.site.localities) {
      const { data } = pages.find((p) => p.route.path === l.path)!;
      const [business] = data.filter((d) => d['@type'] === 'LocalBusiness');
      expect(business.name).toBe(`${built.site.raw.site.name} ${l.place}`);
      expect(business['@id']).toBe(`${built.site.origin}${l.path}#business`);
      expect(business.url).toBe(`${built.site.origin}${l.path}`);
      expect(business.areaServed, l.slug).toEqual([{ '@type': 'Place', name: l.place }]);
      const trail = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement.map((i: Json) => i.name);
      // A place visited on request (Sector 43, Chandigarh) belongs to no city team; one in a city names it.
      expect(trail, l.slug).toEqual(l.onRequest ? ['Home', l.place] : ['Home', l.city.name, l.name]);
      if (l.onRequest) expect(typedNodes(data).filter(({ node }) => node['@type'] === 'City'), l.slug).toEqual([]);
    }
    const chandigarh = JSON.stringify(pages.find((p) => p.route.path === '/pet-grooming-at-home/sector-43-chandigarh')!.data);
    expect(chandigarh).toContain('Sector 43, Chandigarh');
    for (const c of built.site.cities) expect(chandigarh).not.toContain(`${built.site.raw.site.name} ${c.name}`);
    expect(chandigarh).not.toContain('Gurugram');
  });

  it('each FAQ is marked up on one page only: the general FAQ on the home page, a city’s on its page', () => {
    const where = new Map<string, string[]>();
    for (const { route, data } of pages) {
      for (const faq of data.filter((d) => d['@type'] === 'FAQPage')) {
        const key = JSON.stringify(faq.mainEntity);
        where.set(key, [...(where.get(key) ?? []), route.path]);
      }
    }
    expect([...where.values()].filter((paths) => paths.length > 1)).toEqual([]);
    // The Hindi home page and each city's Hindi page mark up their own (Hindi) FAQ.
    const hindi = built.routes.filter((r) => r.lang && r.kind === 'page' && (r.page.template === 'city' || r.page.template === 'home')).map((r) => r.path);
    expect(hindi.length).toBeGreaterThan(1);
    expect([...where.values()].flat().sort()).toEqual(['/', ...built.site.cities.map((c) => c.path), ...hindi].sort());
  });

  it('coordinates come from site.yaml: the business from its office, each city from its entry', () => {
    const home = pages.find((p) => p.route.path === '/')!.data.find((d) => d['@type'] === 'LocalBusiness')!;
    expect(home.geo).toEqual({ '@type': 'GeoCoordinates', ...built.site.raw.contact.office.geo });
    for (const c of built.site.cities.filter((x) => !x.landing)) {
      const branch = pages.find((p) => p.route.path === c.path)!.data.find((d) => d['@type'] === 'LocalBusiness')!;
      expect(branch.geo, c.slug).toEqual({ '@type': 'GeoCoordinates', ...c.geo });
      expect(branch.parentOrganization).toEqual({ '@id': `${built.site.origin}/#business` });
    }
  });

  it('an answer with a bullet list keeps it as a list', () => {
    const withPoints = built.site.faqs.general.find((f) => f.points.length > 0)!;
    expect(withPoints).toBeDefined();
    const faq = pages.find((p) => p.route.path === '/')!.data.find((d) => d['@type'] === 'FAQPage')!;
    const answer = faq.mainEntity.find((q: Json) => q.name === withPoints.q).acceptedAnswer.text as string;
    expect(answer).toContain(`<ul>${withPoints.points.map((p) => `<li>${p.replace(/&/g, '&amp;')}</li>`).join('')}</ul>`);
  });
});
