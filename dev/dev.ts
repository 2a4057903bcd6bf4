// `groomsite dev`: serves the site from memory while you edit. Pages render when requested and
// are cached until something changes, so a price edited in site.yaml costs one reload of the
// site data and one page render. Template edits load the templates afresh (a new tsx namespace);
// island and style edits rebundle the assets. A broken edit keeps the last good site served and
// shows the problem in the terminal and over the page until it is fixed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { watch, mkdtempSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { loadSite } from '../pipeline/build.ts';
import { atomFeed, feedPath } from '../pipeline/outputs/feed.ts';
import { isSharePath, shareImageFile } from '../pipeline/outputs/share-images.ts';
import { planRoutes } from '../pipeline/plan.ts';
import { buildAssets, type BuiltAssets } from '../pipeline/outputs/assets.ts';
import { cacheDir, packageRoot } from '../pipeline/project.ts';
import { processImages } from '../pipeline/outputs/images.ts';
import { describeError } from '../pipeline/errors.ts';
import { robotsTxt, sitemapXml } from '../pipeline/outputs/seo-files.ts';
import { apiConfig } from '../leads/site-config.ts';
import { IMMUTABLE, securityHeaders } from '../hosting/headers.ts';
import { headerPolicy } from '../hosting/site-policy.ts';
import { devClientPath, devEventsPath } from './client/paths.ts';
import { devClientScript } from './client-script.ts';
import { devMemo } from '../model/memo.ts';
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';

type RenderModule = typeof import('../pipeline/render/render.tsx');
type ArtModule = typeof import('../templates/art/files.ts');
interface Templates { render: RenderModule; art: ArtModule }

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json' };

export interface DevOptions { root?: string; port?: number; host?: string; log?: (line: string) => void }
export interface DevServer { url: string; close(): Promise<void>; /** Resolves after the next change has been handled. */ settled(): Promise<void> }

export async function dev(opts: DevOptions = {}): Promise<DevServer> {
  const root = resolve(opts.root ?? '.');
  devMemo.enabled = true;
  const log = opts.log ?? ((l: string) => process.stdout.write(`${l}\n`));
  let generation = 0;
  let templates = await loadTemplates(generation);
  let assets: BuiltAssets = await buildAssets();
  const imageCache = join(cacheDir, 'images');
  let pictures = await processImages(root, imageCache);
  let site: Site = await loadSite(root, { unpublished: true }); // the first load must succeed: there is nothing older to serve
  let routes = new Map<string, Route>();
  let table: Route[] = [];
  let files = new Map<string, string | Uint8Array>();
  let pages = new Map<string, string>();
  let render: ReturnType<RenderModule['createRenderer']>;
  let problem: string | undefined;
  const clients = new Set<ServerResponse>();

  // Which build a served page comes from. A change can land between a page's load and its event
  // stream connecting (a rebuild takes some 30 ms); the stream then learns the page is stale.
  let version = 0;
  const index = () => {
    version++;
    table = planRoutes(site, join(root, 'site.yaml'));
    routes = new Map(table.flatMap((r) => [[r.path, r], [`${r.path.replace(/\/$/, '')}/`, r]] as [string, Route][]));
    files = new Map<string, string | Uint8Array>([...assets.files.map((f) => [`/${f.file}`, f.content] as const),
      ...pictures.files.map((f) => [`/${f.file}`, f.content] as const),
      ...templates.art.artFiles(site).map((f) => [`/${f.file}`, f.content] as const),
      ['/sitemap.xml', sitemapXml(site, table)], ['/robots.txt', robotsTxt(site)], [feedPath, atomFeed(site)]]);
    pages = new Map();
    // Every change (site, templates, assets) passes through here: the one place the renderer is made.
    render = templates.render.createRenderer(site, { ...assets.assets, images: pictures.images });
  };
  index();

  const send = (event: string, data: unknown = {}) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // Forms sent while developing go to a throwaway database, removed when dev stops.
  const leadsDir = mkdtempSync(join(tmpdir(), 'groomsite-dev-'));
  const api = await import('../leads/server.ts').then(({ createLeadApi }) =>
    createLeadApi({ db: join(leadsDir, 'leads.sqlite'), api: apiConfig(site), webhookUrl: '' }));
  // The desk on the same throwaway database (add staff with: groomsite users add NAME --db <that file>).
  const desk = await import('../desk/index.ts').then(({ createDesk }) =>
    createDesk({ db: api.store.sql, api: apiConfig(site), brand: site.raw.site.name, log: (line) => console.error(line) }));

  const renderPage = (route: Route): string => {
    let html = pages.get(route.file);
    if (!html) {
      html = render(route).html
        .replace('</body>', `<script src="${devClientPath}" data-version="${version}" defer></script></body>`);
      pages.set(route.file, html);
    }
    return html;
  };

  const server = createServer((req, res) => {
    // The headers of serve and of every host config (hosting/headers.ts), so a page that breaks
    // the Content-Security-Policy breaks here first. Pages are sent uncompressed from memory (on
    // loopback compression only costs time), but say they could vary like everywhere else.
    for (const [name, value] of Object.entries(securityHeaders(headerPolicy(site), { https: false }))) res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
    handle(req, res).catch((err) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(describeError(err));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://dev');
    const path = decodeURIComponent(url.pathname);
    if (path === devEventsPath) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      if (problem) res.write(`event: problem\ndata: ${JSON.stringify({ text: problem })}\n\n`);
      else if (url.searchParams.get('version') !== String(version)) res.write('event: update\ndata: {}\n\n');
      req.on('close', () => clients.delete(res));
      return;
    }
    if (path === devClientPath) return reply(res, 200, '.js', await devClientScript());
    if (await desk.handle(req, res)) return;
    if (await api.handle(req, res)) return;
    const file = files.get(path);
    // Script and style names carry a hash of their content (an edit makes new names), so the
    // browser may keep them across reloads and a reload fetches only the page.
    if (file !== undefined) return reply(res, 200, extname(path), file, path.startsWith('/assets/') ? IMMUTABLE : undefined);
    // Link previews, icons and the manifest are drawn when a browser asks (pipeline/outputs/share-images.ts).
    const drawn = isSharePath(path) ? await shareImageFile(site, table, path, join(cacheDir, 'share')) : undefined;
    if (drawn) return reply(res, 200, extname(path), drawn.content);
    const image = join(root, 'content', path.replace(/^\/images\//, 'images/'));
    if (path.startsWith('/images/') && image.startsWith(join(root, 'content') + sep) && existsSync(image)) return reply(res, 200, extname(path), readFileSync(image));
    const route = routes.get(path.replace(/\/index\.html$/, '/')) ?? routes.get(path.replace(/\/$/, '') || '/');
    if (route) return reply(res, 200, '.html', renderPage(route));
    return reply(res, 404, '.html', renderPage(routes.get('/404')!));
  }

  // What a change needs: islands or styles -> assets; other templates -> fresh templates; content -> site.
  // One save is a burst of watch events within a millisecond or two: they make one rebuild. One
  // rebuild at a time, so an older one can never finish last and serve what was saved before.
  let pending = new Set<'assets' | 'templates' | 'site'>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let settledWaiters: (() => void)[] = [];
  const onChange = (what: 'assets' | 'templates' | 'site') => {
    pending.add(what);
    clearTimeout(timer);
    timer = setTimeout(start, 10);
  };
  const start = () => {
    if (running) { again = true; return; }
    running = rebuild().finally(() => {
      running = undefined;
      if (again) { again = false; start(); }
    });
  };
  async function rebuild() {
    const work = pending;
    pending = new Set();
    const started = performance.now();
    try {
      if (work.has('assets')) assets = await buildAssets();
      if (work.has('templates')) templates = await loadTemplates(++generation);
      site = await loadSite(root, { unpublished: true });
      if (work.has('site')) pictures = await processImages(root, imageCache);
      index();
      if (problem) log('fixed: the site builds again');
      problem = undefined;
      log(`rebuilt (${[...work].join(', ')}) in ${(performance.now() - started).toFixed(0)} ms`);
      send('update');
    } catch (err) {
      problem = describeError(err);
      log(problem);
      send('problem', { text: problem });
    }
    const waiters = settledWaiters;
    settledWaiters = [];
    waiters.forEach((w) => w());
  }

  const watchers = [
    watch(root, (_e, name) => { if (name === 'site.yaml') onChange('site'); }),
    ...['content'].filter((d) => existsSync(join(root, d))).map((d) => watch(join(root, d), { recursive: true }, () => onChange('site'))),
    ...['templates', 'model'].map((d) => watch(join(packageRoot, d), { recursive: true }, (_e, name) => onChange(String(name).endsWith('.css') ? 'assets' : 'templates'))),
    // An island is rendered by the templates and bundled for the browser: both are remade; the
    // browser entry (islands/client/) is only bundled.
    watch(join(packageRoot, 'islands'), { recursive: true }, (_e, name) => {
      if (!String(name).startsWith(`client${sep}`)) onChange('templates');
      onChange('assets');
    }),
  ];

  await new Promise<void>((ok) => server.listen(opts.port ?? 8080, opts.host ?? '127.0.0.1', ok));
  const address = server.address();
  const url = `http://${opts.host ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : opts.port}`;
  log(`dev server at ${url} (watching site.yaml, content/, templates/, islands/)`);
  log(`desk at ${url}/desk/ on a throwaway database: groomsite users add NAME --db ${join(leadsDir, 'leads.sqlite')}`);
  return {
    url,
    settled: () => new Promise<void>((ok) => settledWaiters.push(ok)),
    async close() {
      watchers.forEach((w) => w.close());
      clearTimeout(timer);
      await running;
      for (const c of clients) c.end();
      desk.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      server.closeAllConnections();
      await api.close();
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}

function reply(res: ServerResponse, status: number, ext: string, body: string | Uint8Array, cache = 'no-store') {
  res.writeHead(status, { 'content-type': types[ext] ?? 'application/octet-stream', 'cache-control': cache }).end(body);
}

const packageUrl = pathToFileURL(join(packageRoot, 'package.json')).href;
const sourceUrl = (file: string): string => pathToFileURL(join(packageRoot, file)).href;

/** Templates loaded in their own tsx namespace, so an edit is picked up without a restart. */
async function loadTemplates(generation: number): Promise<Templates> {
  if (generation === 0) return { render: await import('../pipeline/render/render.tsx'), art: await import('../templates/art/files.ts') };
  const scope = register({ namespace: `groomsite-dev-${generation}` });
  return {
    render: await scope.import(sourceUrl('pipeline/render/render.tsx'), packageUrl) as RenderModule,
    art: await scope.import(sourceUrl('templates/art/files.ts'), packageUrl) as ArtModule,
  };
}
