// The pipeline as one readable list of named steps (DESIGN habit 2). `build` is what the CLI,
// `dev`, the bench and the tests all call.
import { join, resolve } from 'node:path';
import { loadProject } from './load.ts';
import { validateProject } from './validate.ts';
import { resolveSite } from './resolve.ts';
import { planRoutes } from './plan.ts';
import { buildAssets, packageRoot } from './assets.ts';
import { processImages } from './images.ts';
import { createRenderer } from './render.tsx';
import { writeSite, type OutputFile } from './write.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { headersFile, nginxConf, redirectsFile } from './host-config.ts';
import { GroomsiteError, step } from './errors.ts';
import { artFiles, ogImage } from '../templates/art/files.ts';
import type { Route } from './routes.ts';
import type { Site } from './types.ts';

export interface BuildOptions { root?: string; outDir?: string; log?: (line: string) => void }
export interface BuildResult {
  outDir: string; pages: number; files: number; ms: number; steps: { name: string; ms: number }[]; site: Site; routes: Route[];
  /** Image variants encoded in this build, and those taken from the cache. */
  images: { encoded: number; reused: number };
}

/** load -> validate -> resolve: the checked, read-only Site (no React, no esbuild). */
export async function loadSite(root: string): Promise<Site> {
  const project = await loadProject(root);
  const checked = await validateProject(project);
  if (!checked.ok) throw new GroomsiteError('InvalidSite', `${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}`, { problems: checked.problems });
  return resolveSite(checked.value);
}

export async function build(opts: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(opts.root ?? '.');
  const outDir = resolve(root, opts.outDir ?? 'dist');
  const steps: { name: string; ms: number }[] = [];
  const started = performance.now();
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const value = await work();
    steps.push({ name, ms: performance.now() - t });
    opts.log?.(`  ${name.padEnd(16)} ${(performance.now() - t).toFixed(0).padStart(5)} ms`);
    return value;
  };

  const site = await timed('load', () => loadSite(root));
  const routes = await timed('plan', () => planRoutes(site, join(root, 'site.yaml')));
  const [built, pictures] = await timed('assets', () => Promise.all([
    step('RenderFailed', 'bundling runtime/ and templates/styles/', () => buildAssets()),
    step('RenderFailed', 'encoding content/images', () => processImages(root, join(packageRoot, 'node_modules', '.cache', 'groomsite', 'images'))),
  ]));
  const assets = { ...built.assets, images: pictures.images };
  // Pages are rendered as the writer asks for them: the whole site is never held in memory.
  const shared = new Set(routes.filter((r) => r.kind === 'alias').map((r) => r.canonicalPath));
  const render = createRenderer(site, assets, shared);
  function* files(): Generator<OutputFile> {
    for (const r of routes) {
      const page = render(r);
      yield { file: page.file, content: page.html };
    }
    yield* built.files;
    yield* pictures.files;
    yield* artFiles(site);
    yield ogImage(site);
    yield { file: 'sitemap.xml', content: sitemapXml(site, routes) };
    yield { file: 'robots.txt', content: robotsTxt(site) };
    yield { file: '_redirects', content: redirectsFile(routes) };
    yield { file: '_headers', content: headersFile(site) };
    yield { file: 'nginx.conf', content: nginxConf(site, routes) };
  }
  const count = await timed('render and write', () => step('WriteFailed', outDir, () =>
    writeSite(outDir, files(), [{ from: join(root, 'content', 'images'), to: 'images' }])));
  return { outDir, pages: routes.length, files: count, ms: performance.now() - started, steps, site, routes, images: { encoded: pictures.encoded, reused: pictures.reused } };
}
