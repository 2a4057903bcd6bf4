// The document head: title, description, robots, canonical, Open Graph, structured data, styles,
// script. Confirmation pages and the 404 page are noindex and carry no structured data.
//
// Written as text rather than rendered by React: the head is plain tags with no component, state
// or island in it, and React's server renderer cost as much for these 30-odd tags as for the
// page's whole body (some 45 us a page, a tenth of a 1,000-post build). The tags are in the
// order React wrote them (it put its hoisted tags, the module preloads among them, before the
// stylesheet, the scripts and the structured data), so every page is as it was.
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';
import { escapeHtml } from '../model/html.ts';
import { appIcons, feedPath, manifestPath } from '../model/paths.ts';
import { shareImage, shareImageOf } from '../model/share.ts';
import { pageTypeOf } from '../model/field-data.ts';
import type { Assets, Derived } from './context.tsx';
import { pageDescription, structuredData } from './seo.ts';

export function pageTitle(site: Site, route: Route): string {
  return route.title.includes(site.raw.site.name) ? route.title : `${route.title} | ${site.raw.site.name}`;
}

type Attrs = Record<string, string | undefined>;

/** `<name a="b"/>`, each value escaped; an undefined value leaves its attribute out. */
function tag(name: string, attrs: Attrs): string {
  return `<${name}${attributes(attrs)}/>`;
}

function attributes(attrs: Attrs): string {
  let out = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value !== undefined) out += ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

const meta = (property: string, content: string) => tag('meta', { property, content });
const named = (name: string, content: string) => tag('meta', { name, content });
/** A meta property whose content is escaped already (the title and description, escaped once for their several tags). */
const escapedMeta = (property: string, escaped: string) => `<meta property="${property}" content="${escaped}"/>`;

/** The runs of tags every page of a language writes the same, in the head's order. */
interface FixedTags { top: string; theme: string; siteName: string; imageSize: string; locale: string; links: string; stylesheet: string; noscript: string }

function fixedTags(site: Site, assets: Assets): FixedTags {
  const { name, themeColor, language } = site.raw.site;
  return {
    top: `<meta charSet="utf-8"/>${named('viewport', 'width=device-width, initial-scale=1')}`,
    theme: named('theme-color', themeColor),
    siteName: meta('og:site_name', name),
    imageSize: meta('og:image:type', shareImage.type) + meta('og:image:width', String(shareImage.width)) + meta('og:image:height', String(shareImage.height)),
    locale: meta('og:locale', language.replace('-', '_')),
    links: [
      named('twitter:card', 'summary_large_image'),
      tag('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      tag('link', { rel: 'icon', href: appIcons.find((i) => i.size === 32)!.path, type: 'image/png', sizes: '32x32' }),
      tag('link', { rel: 'apple-touch-icon', href: appIcons.find((i) => i.size === 180)!.path }),
      tag('link', { rel: 'manifest', href: manifestPath }),
      tag('link', { rel: 'alternate', type: 'application/atom+xml', title: `${name} blog`, href: feedPath }),
    ].join(''),
    stylesheet: tag('link', { rel: 'stylesheet', href: assets.css }),
    noscript: assets.noscriptCss ? `<noscript>${tag('link', { rel: 'stylesheet', href: assets.noscriptCss })}</noscript>` : '',
  };
}

/**
 * The whole `<head>` element of a page whose body used `islands` (whose scripts it loads).
 * `derived` (the renderer's, templates/context.tsx) makes the tags every page of a language
 * writes the same once, and notes what they read for each page that gets them; without it
 * they are made here.
 */
export function headHtml(site: Site, route: Route, assets: Assets, islands: ReadonlySet<string>, derived?: Derived): string {
  const withScript = islands.size > 0 && assets.js !== null;
  // The island chunks this page will import, fetched in parallel with the entry script.
  const preload = withScript ? [...new Set([...islands].flatMap((i) => assets.islandChunks?.[i] ?? []))].sort() : [];
  const fixed = derived ? derived('head:fixed-tags', () => fixedTags(site, assets)) : fixedTags(site, assets);
  // Escaped once: the title is written three times, the description twice.
  const title = escapeHtml(pageTitle(site, route));
  const description = escapeHtml(pageDescription(site, route));
  const canonical = `${site.origin}${route.canonicalPath}`;
  const notFound = route.kind === 'not-found';
  const post = route.page.template === 'post' ? route.page.post : undefined;
  const tags = [
    fixed.top,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    route.noindex || notFound ? named('robots', 'noindex, follow') : '',
    // A customer's own page (/b/<token>): its address is the key to the visit, so no link or
    // request from it may carry it as Referer, on any host.
    route.page.template === 'visit-link' ? named('referrer', 'no-referrer') : '',
    notFound ? '' : tag('link', { rel: 'canonical', href: canonical }),
    ...(route.alternates ?? []).map((a) => tag('link', { rel: 'alternate', hrefLang: a.hreflang, href: `${site.origin}${a.path}` })),
    fixed.theme,
    meta('og:type', post ? 'article' : 'website'),
    fixed.siteName,
    escapedMeta('og:title', title),
    escapedMeta('og:description', description),
    notFound ? '' : meta('og:url', canonical),
    meta('og:image', `${site.origin}${shareImageOf(route)}`),
    fixed.imageSize,
    escapedMeta('og:image:alt', title),
    fixed.locale,
    post ? meta('article:published_time', post.isoDate) : '',
    fixed.links,
    ...preload.map((href) => tag('link', { rel: 'modulepreload', href })),
    fixed.stylesheet,
    withScript ? fixed.noscript : '',
    withScript ? `<script${attributes({ type: 'module', src: assets.js!, ...fieldData(site, route, assets) })}></script>` : '',
    // Inert JSON: a "<" is written as \u003c so no text in it can close the script.
    ...structuredData(site, route).map((d) => `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, '\\u003c')}</script>`),
  ];
  return `<head>${tags.join('')}</head>`;
}

/** What the runtime needs to load the field-data beacons after the page's load event (islands/client/field-data.ts). */
function fieldData(site: Site, route: Route, assets: Assets): Attrs {
  if (!assets.fieldJs) return {};
  return {
    'data-field': assets.fieldJs, 'data-beacon': `${site.raw.api.base.replace(/\/$/, '')}/beacon`, 'data-page': pageTypeOf(route),
    // The page a tap was on, as its canonical path (an alias counts for its target).
    'data-path': route.canonicalPath,
  };
}
