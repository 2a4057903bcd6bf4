// The build checks each page as it renders (pipeline/facts/pages.ts, checkRendered): its own HTML,
// and the parts shared by many pages read once and judged once per place. That must find exactly
// what reading the whole page finds (check, as `groomsite check` reads dist/): on every page of
// the real site, in English and Hindi, whatever the real site's findings are today.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../pipeline/build.ts';
import { planRoutes } from '../../../pipeline/plan.ts';
import { withLanguageRoutes } from '../../../pipeline/languages/routes.ts';
import { buildAssets } from '../../../pipeline/outputs/assets.ts';
import { createRenderer } from '../../../pipeline/render/render.tsx';
import { PageFacts } from '../../../pipeline/facts/pages.ts';
import { writesPage } from '../../../model/routes.ts';
import { projectRoot } from '../../helpers/site.ts';

describe('a page checked as it renders', () => {
  it('finds what reading the whole page finds, on every page of the real site', async () => {
    const site = await loadSite(projectRoot);
    const routes = withLanguageRoutes(site, planRoutes(site), join(projectRoot, 'site.yaml')).filter((r) => writesPage(r) && r.kind === 'page');
    const { assets } = await buildAssets();
    const fast = new PageFacts(site);
    const whole = new PageFacts(site);
    const byParts: string[] = [];
    const byPage: string[] = [];
    let parted = 0;
    let seen = 0;
    const render = createRenderer(site, assets, new Set(), {
      onUntranslated: () => {},
      onPage: (route, html, own, parts) => {
        seen++;
        if (own !== html.slice(html.indexOf('<body id="top">') + 15, html.indexOf('<body id="top">') + 15 + own.length)) parted++;
        byParts.push(...fast.checkRendered(route.path, html, own, parts).map((p) => p.text));
        byPage.push(...whole.check(route.path, html).map((p) => p.text));
      },
    });
    for (const route of routes) render(route);
    expect(seen).toBe(routes.length);
    expect(routes.some((r) => r.lang === 'hi')).toBe(true);
    expect(parted, 'pages rendered with shared parts').toBeGreaterThan(routes.length / 2);
    expect([...byParts].sort()).toEqual([...byPage].sort());
  }, 120_000);
});
