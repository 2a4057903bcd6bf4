// Step 3b: the site in each of its other languages (edition.ts), attached to the default
// language's Site as `editions`. Its blog lists the default's posts, each in its version in that
// language where one is written (posts.ts).
import { resolveSite, type ResolveOptions } from '../resolve.ts';
import { GroomsiteError } from '../errors.ts';
import { editionLanguage, translatePages, translateRaw } from './edition.ts';
import { loadStrings } from './strings.ts';
import { editionPosts } from './posts.ts';
import type { Project } from '../load/load.ts';
import type { Validated } from '../validate/validate.ts';
import type { Editions, Site } from '../../model/types.ts';

export function withEditions(site: Site, v: Validated, project: Project, opts: ResolveOptions): Site {
  const [, ...others] = site.language.languages;
  if (!others.length) return site;
  const editions: Editions = {};
  for (const language of others) {
    const { strings, problems } = loadStrings(project.root, language.code, project.given, project.definitions);
    if (strings.text !== undefined) project.definition.set(`strings/${language.code}.yaml`, strings.text);
    if (problems.length) throw new GroomsiteError('InvalidSite', `${problems.length} problem${problems.length === 1 ? '' : 's'} in strings/${language.code}.yaml`, { problems });
    const translated: Validated = {
      raw: translateRaw(v.raw, strings, project.site, language),
      posts: [],
      translatedPosts: new Map(),
      pages: translatePages(project.root, v.pages, language.code, project.matter),
    };
    // A city's name is translated; its business keeps one name in every language (templates/seo.ts).
    const cityNames = new Map(v.raw.cities.map((c) => [c.slug, c.name]));
    const edition = resolveSite(translated, { ...opts, language: editionLanguage(language, site.language.languages, strings), cityNames });
    editions[language.code] = { ...edition, ...editionPosts(site, language, v.translatedPosts.get(language.code), opts.unpublished) };
  }
  return { ...site, editions };
}
