// Step 6: pure rendering (DESIGN habit 3). A route becomes {path, file, html}; nothing here
// touches the file system. Aliases reuse their target's rendered body: only the head differs.
import { renderToString } from 'react-dom/server';
import { RenderProvider, type Assets, type Derived, type ReusedPart, type ReusedParts } from '../../templates/context.tsx';
import { pastePartsInto } from '../../templates/reuse.tsx';
import { headHtml } from '../../templates/head.ts';
import { pageElement } from '../../templates/pages/index.tsx';
import { postArt } from '../../templates/art/files.ts';
// Dev reloads this module after a template edit: the drawn files come with it, fresh.
export { artFiles } from '../../templates/art/files.ts';
import { GroomsiteError } from '../errors.ts';
import { withArticle } from '../load/article.ts';
import type { ArticleStore } from '../load/article-cache.ts';
import { showsPictures } from '../../model/markdown.ts';
import { SiteReads, trackedSite } from './site-reads.ts';
import { pageConfigOf } from '../../islands/server/island-texts.ts';
import type { OutputFile } from '../write.ts';
import { assertTranslated, languagePaths, localizeLinks } from '../languages/pages.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

export interface RenderedPage {
  path: string; file: string; html: string;
  /** The same document goes out under other paths (a page aliases show, and its aliases). */
  repeated: boolean;
  /** With `track`: the paths of the site the page read (site-reads.ts), its shared parts' included. */
  reads?: ReadonlySet<string>;
}
export type { Assets };

/**
 * `shared` names the pages that aliases show. An alias carries its target's title, description,
 * canonical link and content, so its whole document is the target's: it is rendered once and
 * kept for the aliases. Nothing else is kept, so memory does not grow with the number of pages.
 * `reuseParts: false` renders the header, footer and the like in every page instead of once
 * (templates/reuse.tsx); the output is the same, which a test holds it to. `articles`: where
 * posts' articles are kept as HTML from build to build (load/article-cache.ts).
 */
export function createRenderer(whole: Site, assets: Assets, shared: ReadonlySet<string> = new Set(), opts: { reuseParts?: boolean; track?: boolean; articles?: ArticleStore; onUntranslated?: (route: Route, html: string) => void; onPage?: (route: Route, html: string, own: string, parts: ReusedParts | undefined) => void } = {}) {
  const documents = new Map<string, { html: string; reads?: ReadonlySet<string> }>();
  // With `track`, templates see the site through a proxy that notes what each page reads (site-reads.ts).
  const reads = opts.track ? new SiteReads() : undefined;
  const root = reads ? trackedSite(whole, reads) : whole;
  // Per language: its Site, its runtime config and its parts (a header in Hindi is not the English one).
  // The config is made once; what it read counts for every page that carries it (pages with islands).
  const languages = new Map<string | undefined, { site: Site; config: string; configReads?: ReadonlySet<string>; localize?: (html: string) => string; parts: ReusedParts | undefined; derived: Derived }>();
  const inLanguage = (code: string | undefined) => {
    let l = languages.get(code);
    if (!l) {
      const s = code ? root.editions?.[code] : root;
      if (!s) throw new Error(`the site has no edition in "${code}"`);
      reads?.begin();
      const config = runtimeConfig(s);
      const configReads = reads?.end();
      // The header, footer and the like, rendered once for all pages (templates/reuse.tsx).
      const localize = code ? (html: string) => localizeLinks(html, s.language.prefix, localPaths.get(code)!) : undefined;
      l = { site: s, config, configReads, localize, parts: opts.reuseParts === false ? undefined : new LanguageParts(reads, localize), derived: derivedValues(reads) };
      languages.set(code, l);
    }
    return l;
  };
  // Made once too; what it read counts for every page in another language (their links are localised with it).
  reads?.begin();
  const localPaths = languagePaths(root);
  const pathReads = reads?.end();

  const renderDocument = (route: Route): string => {
    const { site, config, configReads, localize, parts, derived } = inLanguage(route.lang);
    const islands = new Set<string>();
    const rendered = renderToString(
      <RenderProvider value={{ site, route, assets, islands, parts, derived }}>{pageElement(route.page, route.title)}</RenderProvider>,
    );
    // Links localised before the parts go in: theirs were when they were kept (LanguageParts).
    const own = localize ? localize(rendered) : rendered;
    const body = parts ? pastePartsInto(own, parts) : own;
    const head = headHtml(site, route, assets, islands, derived);
    if (islands.size && configReads) reads?.noteAll(configReads);
    if (route.lang && pathReads) reads?.noteAll(pathReads);
    const html = `<!doctype html><html lang="${route.lang ?? site.raw.site.language}">${head}<body id="top">${body}${islands.size ? config : ''}</body></html>`;
    if (route.lang) (opts.onUntranslated ?? assertTranslated)(route, html);
    // Each page as it is made, in the thread that made it (the build checks its facts there: pipeline/facts).
    opts.onPage?.(route, html, own, parts);
    return html;
  };

  return function renderRoute(route: Route): RenderedPage {
    try {
      const reusable = route.kind !== 'not-found' && shared.has(route.canonicalPath);
      let doc = reusable ? documents.get(route.canonicalPath) : undefined;
      if (doc === undefined) {
        reads?.begin();
        try {
          doc = { html: renderDocument(withArticleRead(route, opts.articles)) };
        } finally {
          const read = reads?.end();
          if (doc) doc.reads = read;
        }
        if (reusable) documents.set(route.canonicalPath, doc);
      }
      return { path: route.path, file: route.file, html: doc.html, repeated: reusable, reads: doc.reads };
    } catch (err) {
      throw new GroomsiteError('RenderFailed', `${route.path} from ${route.source}`, { cause: err });
    }
  };
}

/**
 * The shared parts of one language (templates/reuse.tsx). In another language than the site's,
 * each part's links are localised once, as it is kept, rather than on every page it is pasted
 * into: the page's own HTML is localised before the parts go in (localizeLinks rewrites each
 * <a> tag on its own, and a part is whole elements, so the page comes out the same).
 * In a tracked render a part renders inside the first page that shows it, so what it reads is
 * noted for that page; every later page that pastes it gets the same reads, though the part does
 * not render again.
 */
class LanguageParts extends Map<string, ReusedPart> {
  private readonly partReads = new Map<string, Set<string>>();

  constructor(private readonly reads: SiteReads | undefined, private readonly localize: ((html: string) => string) | undefined) { super(); }

  override get(key: string) {
    const part = super.get(key);
    if (part) this.reads?.noteAll(this.partReads.get(key) ?? []);
    else this.reads?.begin(); // the part renders now: its reads are its own, and the page's too
    return part;
  }

  override set(key: string, part: ReusedPart) {
    if (this.reads) {
      const read = this.reads.end();
      this.partReads.set(key, read);
      this.reads.noteAll(read);
    }
    return super.set(key, this.localize ? { ...part, html: this.localize(part.html) } : part);
  }
}

/**
 * Values every page of a language may ask for (templates/context.tsx, Derived), each made once. In
 * a tracked render what a value read is noted for the page that made it, and again for every page
 * that gets it later, as for shared parts.
 */
function derivedValues(reads: SiteReads | undefined): Derived {
  const values = new Map<string, { value: unknown; reads?: ReadonlySet<string> }>();
  return <T,>(key: string, make: () => T): T => {
    const kept = values.get(key);
    if (kept) {
      if (kept.reads) reads?.noteAll(kept.reads);
      return kept.value as T;
    }
    reads?.begin();
    let value: T;
    let read: ReadonlySet<string> | undefined;
    try {
      value = make();
    } finally {
      read = reads?.end(); // a value that failed is not kept: the next page that asks makes it again
    }
    values.set(key, { value, reads: read });
    return value;
  };
}

/**
 * A post's route with its article read: a post file a rebuild trusted is read only when its page
 * renders (load/article.ts). With `articles`, its HTML and word count, as an earlier build made
 * them (its Markdown, unread, is not read at all), or made now and kept for the next.
 */
function withArticleRead(route: Route, articles?: ArticleStore): Route {
  const { page } = route;
  if (page.template !== 'post') return route;
  let text = page.post.text;
  const kept = articles && text.html === undefined && text.markdown === undefined ? articles.get(text.hash) : undefined;
  if (kept) text = { ...text, ...kept };
  else {
    text = withArticle(text);
    if (articles && text.html === undefined && !showsPictures(text.markdown!)) text = { ...text, ...articles.article(text) };
  }
  return text === page.post.text ? route : { ...route, page: { ...page, post: { ...page.post, text } } };
}

/** What one route puts into dist/: its page and, for a post, the post's picture. */
export function routeFiles(render: (route: Route) => RenderedPage, route: Route): OutputFile[] {
  const page = render(route);
  const files: OutputFile[] = [{ file: page.file, content: page.html, repeated: page.repeated }];
  // A post's versions in other languages show the same picture, drawn once with its English post.
  if (route.kind === 'page' && route.page.template === 'post' && !route.lang) files.push(postArt(route.page.post));
  return files;
}

/** routeFiles, with the site paths the page read (a renderer made with `track`). */
export function renderRouteFiles(render: (route: Route) => RenderedPage, route: Route): { files: OutputFile[]; reads: ReadonlySet<string> } {
  let reads: ReadonlySet<string> = new Set();
  const files = routeFiles((r) => { const page = render(r); reads = page.reads ?? reads; return page; }, route);
  return { files, reads };
}

/** What the browser runtime needs to know (islands/runtime-config.tsx), as inert JSON (allowed by a strict CSP). */
function runtimeConfig(site: Site): string {
  const config = pageConfigOf(site);
  return `<script type="application/json" id="gs-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
