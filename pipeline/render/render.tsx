// Step 6: pure rendering (DESIGN habit 3). A route becomes {path, file, html}; nothing here
// touches the file system. Aliases reuse their target's rendered body: only the head differs.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { RenderProvider, type Assets, type ReusedParts } from '../../templates/context.tsx';
import { pastePartsInto } from '../../templates/reuse.tsx';
import { Head } from '../../templates/Head.tsx';
import { pageElement } from '../../templates/pages/index.tsx';
import { postArt } from '../../templates/art/files.ts';
// Dev reloads this module after a template edit: the drawn files come with it, fresh.
export { artFiles } from '../../templates/art/files.ts';
import { GroomsiteError } from '../errors.ts';
import { pageConfigOf } from '../../islands/server/island-texts.ts';
import type { OutputFile } from '../write.ts';
import { assertTranslated, languagePaths, localizeLinks } from '../languages/pages.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

export interface RenderedPage {
  path: string; file: string; html: string;
  /** The same document goes out under other paths (a page aliases show, and its aliases). */
  repeated: boolean;
}
export type { Assets };

/**
 * `shared` names the pages that aliases show. An alias carries its target's title, description,
 * canonical link and content, so its whole document is the target's: it is rendered once and
 * kept for the aliases. Nothing else is kept, so memory does not grow with the number of pages.
 * `reuseParts: false` renders the header, footer and the like in every page instead of once
 * (templates/reuse.tsx); the output is the same, which a test holds it to.
 */
export function createRenderer(site: Site, assets: Assets, shared: ReadonlySet<string> = new Set(), opts: { reuseParts?: boolean; onUntranslated?: (route: Route, html: string) => void } = {}) {
  const documents = new Map<string, string>();
  // Per language: its Site, its runtime config and its parts (a header in Hindi is not the English one).
  const languages = new Map<string | undefined, { site: Site; config: string; parts: ReusedParts | undefined }>();
  const inLanguage = (code: string | undefined) => {
    let l = languages.get(code);
    if (!l) {
      const s = code ? site.editions?.[code] : site;
      if (!s) throw new Error(`the site has no edition in "${code}"`);
      // The header, footer and the like, rendered once for all pages (templates/reuse.tsx).
      l = { site: s, config: runtimeConfig(s), parts: opts.reuseParts === false ? undefined : new Map() };
      languages.set(code, l);
    }
    return l;
  };
  const localPaths = languagePaths(site);

  const renderDocument = (route: Route): string => {
    const { site, config, parts } = inLanguage(route.lang);
    const islands = new Set<string>();
    const rendered = renderToString(
      <RenderProvider value={{ site, route, assets, islands, parts }}>{pageElement(route.page, route.title)}</RenderProvider>,
    );
    const pasted = parts ? pastePartsInto(rendered, parts) : rendered;
    const body = route.lang ? localizeLinks(pasted, site.language.prefix, localPaths.get(route.lang)!) : pasted;
    const head = renderToStaticMarkup(<Head site={site} route={route} assets={assets} islands={islands} />);
    const html = `<!doctype html><html lang="${route.lang ?? site.raw.site.language}">${head}<body id="top">${body}${islands.size ? config : ''}</body></html>`;
    if (route.lang) (opts.onUntranslated ?? assertTranslated)(route, html);
    return html;
  };

  return function renderRoute(route: Route): RenderedPage {
    try {
      const reusable = route.kind !== 'not-found' && shared.has(route.canonicalPath);
      let html = reusable ? documents.get(route.canonicalPath) : undefined;
      if (html === undefined) {
        html = renderDocument(route);
        if (reusable) documents.set(route.canonicalPath, html);
      }
      return { path: route.path, file: route.file, html, repeated: reusable };
    } catch (err) {
      throw new GroomsiteError('RenderFailed', `${route.path} from ${route.source}`, { cause: err });
    }
  };
}

/** What one route puts into dist/: its page and, for a post, the post's picture. */
export function routeFiles(render: (route: Route) => RenderedPage, route: Route): OutputFile[] {
  const page = render(route);
  const files: OutputFile[] = [{ file: page.file, content: page.html, repeated: page.repeated }];
  if (route.kind === 'page' && route.page.template === 'post') files.push(postArt(route.page.post));
  return files;
}

/** What the browser runtime needs to know (islands/runtime-config.tsx), as inert JSON (allowed by a strict CSP). */
function runtimeConfig(site: Site): string {
  const config = pageConfigOf(site);
  return `<script type="application/json" id="gs-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
