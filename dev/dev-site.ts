// The site as dev holds it in memory: the loaded site, its routes, the site-level files (the same
// list the build writes), and pages rendered when requested and cached until something changes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { loadSite } from '../pipeline/build.ts';
import { isSharePath, shareImageFile } from '../pipeline/outputs/share-images.ts';
import { siteFiles } from '../pipeline/outputs/site-files.ts';
import { redirectsFile } from '../pipeline/outputs/host-config.ts';
import { planRoutes } from '../pipeline/plan.ts';
import { withLanguageRoutes } from '../pipeline/languages/routes.ts';
import { buildAssets, type BuiltAssets } from '../pipeline/outputs/assets.ts';
import { cacheDir } from '../pipeline/project.ts';
import { processImages, type ImageResult } from '../pipeline/outputs/images.ts';
import { sendMemoryFile } from '../server/memory-files.ts';
import { hostRules, type Redirect } from '../server/host-rules.ts';
import { siteServerSettings, type SiteServerSettings } from '../server/site-settings.ts';
import { devClientPath } from './client/paths.ts';
import { loadTemplates, type Renderer, type Templates } from './templates.ts';
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';

/** What an edit needs remade: islands or styles -> assets; other templates -> fresh templates; content -> site. */
export type Change = 'assets' | 'templates' | 'site';

const imageCache = join(cacheDir, 'images');

export class DevSite {
  /** Which build a served page comes from; the page's event stream compares it (live-reload.ts). */
  version = 0;
  /** What site.yaml says about the server, from the site last loaded. */
  settings!: SiteServerSettings;
  private generation = 0;
  private routes = new Map<string, Route>();
  private table: Route[] = [];
  private files = new Map<string, string | Uint8Array>();
  private pages = new Map<string, string>();
  private render!: Renderer;
  /** The rules of the `_redirects` a build would write for these routes. */
  private redirectFor: (pathname: string) => Redirect | undefined = () => undefined;

  private constructor(readonly root: string, private templates: Templates, private assets: BuiltAssets, private pictures: ImageResult, private site: Site) {
    this.index();
  }

  /** The first load must succeed: there is nothing older to serve. */
  static async load(root: string): Promise<DevSite> {
    const templates = await loadTemplates(0);
    const assets = await buildAssets();
    const pictures = await processImages(root, imageCache);
    const site = await loadSite(root, { unpublished: true });
    return new DevSite(root, templates, assets, pictures, site);
  }

  /** Remakes what `work` needs and the site; throws (keeping the last good site served) if the edit is broken. */
  async rebuild(work: ReadonlySet<Change>): Promise<void> {
    if (work.has('assets')) this.assets = await buildAssets();
    if (work.has('templates')) this.templates = await loadTemplates(++this.generation);
    this.site = await loadSite(this.root, { unpublished: true });
    if (work.has('site')) this.pictures = await processImages(this.root, imageCache);
    this.index();
  }

  /** Every change (site, templates, assets) passes through here: the one place the renderer is made. */
  private index(): void {
    const { site } = this;
    this.settings = siteServerSettings(site); // first: a setting it refuses leaves the last good site whole
    this.version++;
    this.table = withLanguageRoutes(site, planRoutes(site, join(this.root, 'site.yaml')), join(this.root, 'site.yaml'));
    this.routes = new Map(this.table.flatMap((r) => [[r.path, r], [`${r.path.replace(/\/$/, '')}/`, r]] as [string, Route][]));
    // The host configs are for hosts; dev is its own host and never serves them.
    const parts = { assets: this.assets.files, pictures: this.pictures.files, art: this.templates.render.artFiles(site) };
    this.files = new Map(siteFiles(site, this.table, parts, { hostConfigs: false }).map((f) => [`/${f.file}`, f.content]));
    this.redirectFor = hostRules(redirectsFile(this.table));
    this.pages = new Map();
    this.render = this.templates.render.createRenderer(site, { ...this.assets.assets, images: this.pictures.images });
  }

  /** The site's files and pages, drawn or rendered on demand; an unknown path gets the 404 page. */
  readonly answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
    const file = this.files.get(path);
    // Script and style names carry a hash of their content (an edit makes new names), so the
    // browser may keep them across reloads and a reload fetches only the page.
    if (file !== undefined) return sendMemoryFile(res, 200, extname(path), file, { immutable: path.startsWith('/assets/') });
    // Link previews, icons and the manifest are drawn when a browser asks (pipeline/outputs/share-images.ts).
    const drawn = isSharePath(path) ? await shareImageFile(this.site, this.table, path, join(cacheDir, 'share')) : undefined;
    if (drawn) return sendMemoryFile(res, 200, extname(path), drawn.content);
    const content = join(this.root, 'content');
    const image = join(content, path.replace(/^\/images\//, 'images/'));
    if (path.startsWith('/images/') && image.startsWith(content + sep) && existsSync(image)) return sendMemoryFile(res, 200, extname(path), readFileSync(image));
    // A 200 rule is a rewrite (every /b/<token> is the one page /b), any other a redirect.
    const rule = this.redirectFor(path);
    if (rule && rule.status !== 200) return void res.writeHead(rule.status, { location: rule.to, 'cache-control': 'no-store' }).end();
    const served = rule ? rule.to : path;
    const route = this.routes.get(served.replace(/\/index\.html$/, '/')) ?? this.routes.get(served.replace(/\/$/, '') || '/');
    if (route) return sendMemoryFile(res, 200, '.html', this.renderPage(route));
    return sendMemoryFile(res, 404, '.html', this.renderPage(this.routes.get('/404')!));
  };

  /** A page with the live-reload script, which names the build it comes from. */
  private renderPage(route: Route): string {
    let html = this.pages.get(route.file);
    if (!html) {
      html = this.render(route).html
        .replace('</body>', `<script src="${devClientPath}" data-version="${this.version}" defer></script></body>`);
      this.pages.set(route.file, html);
    }
    return html;
  }
}
