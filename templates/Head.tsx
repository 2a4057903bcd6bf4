// The document head: title, description, canonical, Open Graph, structured data, styles, script.
import type { Route } from '../cli/routes.ts';
import type { Site } from '../cli/types.ts';
import type { Assets } from './context.tsx';
import { structuredData } from './seo.ts';

export function pageTitle(site: Site, route: Route): string {
  return route.title.includes(site.raw.site.name) ? route.title : `${route.title} | ${site.raw.site.name}`;
}

export function Head({ site, route, assets, withScript }: { site: Site; route: Route; assets: Assets; withScript: boolean }) {
  const title = pageTitle(site, route);
  const canonical = `${site.origin}${route.canonicalPath}`;
  const image = `${site.origin}/images/og.svg`;
  const data = structuredData(site, route);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={route.description} />
      {route.noindex || route.kind === 'not-found' ? <meta name="robots" content="noindex" /> : null}
      {route.kind === 'not-found' ? null : <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content={site.raw.site.themeColor} />
      <meta property="og:type" content={route.page.template === 'post' ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.raw.site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={site.raw.site.language.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      {withScript && assets.js ? <script type="module" src={assets.js} /> : null}
      {data.map((d, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(d).replace(/</g, '\\u003c') }} />
      ))}
    </head>
  );
}
