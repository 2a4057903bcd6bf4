// The document head: title, description, robots, canonical, Open Graph, structured data, styles,
// script. Confirmation pages and the 404 page are noindex and carry no structured data.
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';
import { appIcons, feedPath, manifestPath } from '../model/paths.ts';
import { shareImage, shareImageOf } from '../model/share.ts';
import { pageTypeOf } from '../model/field-data.ts';
import type { Assets } from './context.tsx';
import { pageDescription, structuredData } from './seo.ts';

export function pageTitle(site: Site, route: Route): string {
  return route.title.includes(site.raw.site.name) ? route.title : `${route.title} | ${site.raw.site.name}`;
}

export function Head({ site, route, assets, islands }: { site: Site; route: Route; assets: Assets; islands: ReadonlySet<string> }) {
  const withScript = islands.size > 0 && assets.js !== null;
  // The island chunks this page will import, fetched in parallel with the entry script.
  const preload = withScript ? [...new Set([...islands].flatMap((i) => assets.islandChunks?.[i] ?? []))].sort() : [];
  const title = pageTitle(site, route);
  const description = pageDescription(site, route);
  const canonical = `${site.origin}${route.canonicalPath}`;
  const noindex = route.noindex || route.kind === 'not-found';
  const data = structuredData(site, route);
  const post = route.page.template === 'post' ? route.page.post : undefined;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {route.kind === 'not-found' ? null : <link rel="canonical" href={canonical} />}
      {route.alternates?.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={`${site.origin}${a.path}`} />)}
      <meta name="theme-color" content={site.raw.site.themeColor} />
      <meta property="og:type" content={post ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.raw.site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {route.kind === 'not-found' ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={`${site.origin}${shareImageOf(route)}`} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:locale" content={site.raw.site.language.replace('-', '_')} />
      {post ? <meta property="article:published_time" content={post.isoDate} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href={appIcons.find((i) => i.size === 32)!.path} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={appIcons.find((i) => i.size === 180)!.path} />
      <link rel="manifest" href={manifestPath} />
      <link rel="alternate" type="application/atom+xml" title={`${site.raw.site.name} blog`} href={feedPath} />
      <link rel="stylesheet" href={assets.css} />
      {withScript && assets.noscriptCss ? <noscript><link rel="stylesheet" href={assets.noscriptCss} /></noscript> : null}
      {withScript ? <script type="module" src={assets.js!} {...fieldData(site, route, assets)} /> : null}
      {preload.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      {data.map((d, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(d).replace(/</g, '\\u003c') }} />
      ))}
    </head>
  );
}

/** What the runtime needs to load the field-data beacons after the page's load event (islands/client/field-data.ts). */
function fieldData(site: Site, route: Route, assets: Assets) {
  if (!assets.fieldJs) return {};
  return {
    'data-field': assets.fieldJs, 'data-beacon': `${site.raw.api.base.replace(/\/$/, '')}/beacon`, 'data-page': pageTypeOf(route),
    // The page a tap was on, as its canonical path (an alias counts for its target).
    'data-path': route.canonicalPath,
  };
}
