// Issue 40, "check refuses a fact typed by hand" (it replaces the heuristic reading of issue 25's
// claims-agree test): the real site types no fact by hand in any source text, and states on its
// pages only what the catalogue allows for each page's place. Both are what `groomsite build` and
// `groomsite check` enforce (pipeline/facts); this test lists every finding at once.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { planRoutes } from '../../pipeline/plan.ts';
import { withLanguageRoutes } from '../../pipeline/languages/routes.ts';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { createRenderer } from '../../pipeline/render/render.tsx';
import { PageFacts } from '../../pipeline/facts/pages.ts';
import { writesPage } from '../../model/routes.ts';
import { loadSite } from '../../pipeline/build.ts';
import { GroomsiteError } from '../../pipeline/errors.ts';
import { formatProblem } from '../../pipeline/problems.ts';
import { scanSources, type FactScan } from '../../pipeline/facts/scan.ts';
import type { Site } from '../../model/types.ts';
import { buildRealSite, projectRoot } from '../helpers/site.ts';

let site: Site;
let scan: FactScan;
beforeAll(async () => {
  site = await loadSite(projectRoot);
  scan = scanSources(projectRoot, site);
});

const short = (text: string) => text.split('\n').slice(0, 3).join(' ');

describe('the real site and its facts', () => {
  it('types no fact by hand in site.yaml, strings/, content/, templates/ or islands/', () => {
    expect(scan.typed.map((p) => short(formatProblem(p, projectRoot)))).toEqual([]);
  });

  // Every page rendered as the build renders it, and read as the build reads it (pipeline/facts/pages.ts):
  // listed here even while a fact typed by hand stops the build before any page renders.
  it('states on every page, English and Hindi, only what the catalogue allows for its place', async () => {
    const routes = withLanguageRoutes(site, planRoutes(site), join(projectRoot, 'site.yaml')).filter((r) => writesPage(r) && r.kind === 'page');
    const { assets } = await buildAssets();
    const facts = new PageFacts(site, scan.sources, projectRoot);
    const found: string[] = [];
    const render = createRenderer(site, assets, new Set(), { onUntranslated: () => {}, onPage: (route, html, own, parts) => found.push(...facts.checkRendered(route.path, html, own, parts).map((p) => p.text)) });
    for (const route of routes) render(route);
    expect(found).toEqual([]);
  }, 120_000);

  it('builds', async () => {
    const err = await buildRealSite().then(() => undefined, (e: unknown) => e);
    expect(err instanceof GroomsiteError ? `${err.name}: ${err.problems.length} problems` : err).toBeUndefined();
  });

  it('reads its texts: the scan saw site.yaml, the Hindi strings, the posts and the templates', () => {
    const { texts, markdown } = scan.sources.sources;
    const files = new Set([...texts, ...markdown].map((t) => t.file.slice(projectRoot.length + 1).split('/')[0]));
    for (const part of ['site.yaml', 'strings', 'content', 'templates', 'islands']) expect(files).toContain(part);
    expect(site.posts.every((p) => markdown.some((m) => m.file === p.file))).toBe(true);
  });
});
