// The routes of the other languages, planned from each edition's Site (so titles and
// descriptions are its own) and moved under /<code>/, and the alternates of every page that
// exists in more than one language: each version names all of them and x-default (the default
// language's), reciprocally. Aliases carry their target's set: the page they show is the target's.
// A post is in another language only where its version is written (posts.ts); pages marked with
// `languages` are not in a language that is not listed for them. The customer's visit page is in
// every language (/hi/b answers the links of visits booked on Hindi pages), with no alternates.
import { planRoutes } from '../plan.ts';
import { fileForPath, type Alternate, type Route } from '../../model/routes.ts';
import { isIn, pathIn } from '../../model/languages.ts';
import { postPath } from '../../model/paths.ts';
import type { Site } from '../../model/types.ts';
import { translator } from '../../templates/context.tsx';

export function withLanguageRoutes(site: Site, routes: Route[], siteFile: string): Route[] {
  const editions = site.language.languages.slice(1).filter((l) => site.editions?.[l.code]);
  if (!editions.length) return routes;
  const inLanguage = pageLanguages(site);
  const versions = new Map<string, Map<string, string>>(); // default path -> hreflang -> path
  const added: Route[] = [];
  for (const language of editions) {
    const edition = site.editions![language.code];
    for (const r of planRoutes(edition, siteFile)) {
      if (r.kind === 'alias') continue;
      if (r.page.template === 'post' && r.page.post.lang) continue; // no version in this language: the English post stands
      if (!isIn(inLanguage(r), language.code)) continue;
      // A post's version has its address in the language already (posts.ts); it translates the default's post at postPath.
      const [defaultPath, path] = r.page.template === 'post' ? [postPath(r.page.post.slug), r.path] : [r.path, pathIn(language.prefix, r.path)];
      added.push({ ...r, path, file: fileForPath(path), canonicalPath: r.page.template === 'post' ? path : pathIn(language.prefix, r.canonicalPath), lang: language.code, ...ownWords(edition, r) });
      // The visit page is one shell for every customer's link: a switch to /b would lose the token, so it names no other version.
      if (r.kind === 'page' && r.page.template !== 'visit-link') {
        const set = versions.get(defaultPath) ?? new Map([[site.language.hreflang, defaultPath]]);
        set.set(language.hreflang, path);
        versions.set(defaultPath, set);
      }
    }
  }
  const alternatesOf = (defaultPath: string): Alternate[] | undefined => {
    const set = versions.get(defaultPath);
    if (!set) return undefined;
    return [...[...set].map(([hreflang, path]) => ({ hreflang, path })), { hreflang: 'x-default', path: defaultPath }];
  };
  const defaultPathOf = (r: Route) => (r.lang ? r.canonicalPath.slice(site.language.languages.find((l) => l.code === r.lang)!.prefix.length) || '/' : r.canonicalPath);
  return [...routes, ...added].map((r) => {
    if (r.kind === 'not-found') return r;
    const alternates = alternatesOf(defaultPathOf(r));
    return alternates ? { ...r, alternates } : r;
  });
}

/** The `languages` a route's page lists in site.yaml (pages, cities, localities); undefined: every language. */
function pageLanguages(site: Site): (r: Route) => readonly string[] | undefined {
  const pages = new Map(site.raw.pages.map((p) => [p.path, p.languages]));
  return (r) => {
    const p = r.page;
    if (p.template === 'city') return p.city.languages;
    if (p.template === 'locality') return p.locality.languages;
    if (p.template === 'blog') return pages.get('/blog');
    return pages.get(r.canonicalPath);
  };
}

/**
 * The words plan.ts writes itself, in the edition's language: a later blog page's title ("Blog:
 * page 2 of 4") and the visit page's title and description. Other titles are the edition's own already.
 */
function ownWords(edition: Site, r: Route): { title: string; description: string } {
  const p = r.page;
  const t = translator(edition);
  if (p.template === 'visit-link') return { title: t('Your visit | {brand}', { brand: edition.raw.site.name }), description: t(r.description) };
  if (p.template !== 'blog' || p.pageNumber === 1) return { title: r.title, description: r.description };
  const base = edition.raw.pages.find((x) => x.template === 'blog')?.title ?? r.title;
  return { title: t('{title}: page {n} of {count}', { title: base, n: p.pageNumber, count: p.pageCount }), description: r.description };
}
