// Step 4: one route table for the whole site (DESIGN habit 2). Fails before anything renders
// when two routes would write the same file.
import { GroomsiteError } from './errors.ts';
import type { Problem } from './problems.ts';
import { fileForPath, type PageSpec, type Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';
import { blogPagePath } from '../model/paths.ts';

export function planRoutes(site: Site, siteFile = 'site.yaml'): Route[] {
  const routes: Route[] = [];
  const page = (r: Omit<Route, 'file' | 'kind' | 'canonicalPath' | 'noindex'> & Partial<Route>) =>
    routes.push({ kind: 'page', noindex: false, canonicalPath: r.path, file: fileForPath(r.path), ...r });

  for (const p of site.raw.pages) {
    const base = { path: p.path, title: p.title, description: p.description, noindex: p.noindex ?? false, source: siteFile };
    if (p.template === 'blog') {
      const size = site.raw.ui.blogPageSize;
      const pageCount = Math.max(1, Math.ceil(site.posts.length / size));
      for (let n = 1; n <= pageCount; n++) {
        const spec: PageSpec = { template: 'blog', heading: p.heading, pageNumber: n, pageCount, posts: site.posts.slice((n - 1) * size, n * size) };
        page({ ...base, path: blogPagePath(n), title: n === 1 ? p.title : `${p.title}: page ${n} of ${pageCount}`, page: spec });
      }
    } else if (p.template === 'pet-packages') {
      page({ ...base, page: { template: 'pet-packages', pet: p.pet!, heading: p.heading, ...(p.hero && { hero: p.hero }) } });
    } else {
      page({ ...base, page: { template: p.template, heading: p.heading, ...(p.hero && { hero: p.hero }) } });
    }
  }
  for (const city of site.cities) {
    page({ path: city.path, title: city.title, description: city.description, source: city.text?.file ?? siteFile, page: { template: 'city', city } });
  }
  for (const locality of site.localities) {
    page({ path: locality.path, title: locality.title, description: locality.description, source: locality.text?.file ?? siteFile, page: { template: 'locality', locality } });
  }
  for (const post of site.posts) {
    page({ path: post.path, title: post.title, description: post.description, source: post.file, page: { template: 'post', post } });
  }

  const byPath = new Map(routes.map((r) => [r.path, r]));
  const cityByslug = new Map(site.cities.map((c) => [c.slug, c]));
  const alias = (path: string, target: Route, legacy?: boolean) => routes.push({
    ...target, path, file: fileForPath(path), kind: 'alias', canonicalPath: target.path, legacy, source: siteFile,
  });
  for (const group of site.raw.aliases) {
    const target = byPath.get(group.target)!;
    for (const path of group.paths) alias(path, target, group.legacy);
  }
  for (const s of site.raw.cityShortcuts) alias(s.path, byPath.get(cityByslug.get(s.city)!.path)!);

  // One built page, b.html, serves every customer's link /b/<token> (hosting/static.ts, the
  // nginx config and _redirects send each such address to it); never indexed, never in the sitemap.
  if (site.visits) {
    routes.push({
      path: '/b', file: fileForPath('/b'), kind: 'page', canonicalPath: '/b', noindex: true, source: siteFile, page: { template: 'visit-link' },
      title: `Your visit | ${site.raw.site.name}`, description: 'Your booked grooming visit: its day, arrival window and price; move it or cancel it under your city\'s terms.',
    });
  }
  const nf = site.raw.messages.notFound;
  routes.push({
    path: '/404', file: '404.html', kind: 'not-found', title: nf.title, description: nf.text, canonicalPath: '/404',
    noindex: true, page: { template: 'not-found' }, source: siteFile,
  });
  assertUniqueFiles(routes);
  return routes;
}

function assertUniqueFiles(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const r of routes) {
    const first = seen.get(r.file);
    if (first) {
      problems.push({ file: r.source, line: 1, col: 1, where: r.path, message: `${r.path} would write dist/${r.file}, which ${first.path} (from ${first.source}) writes too` });
    } else seen.set(r.file, r);
  }
  if (problems.length) throw new GroomsiteError('DuplicateRoute', `${problems.length} clash${problems.length === 1 ? '' : 'es'}`, { problems });
}
