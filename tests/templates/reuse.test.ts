// The header, footer and other parts shared by many pages render once and are pasted into each
// page (templates/reuse.tsx). Every page must come out exactly as if each part rendered in place.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import { planRoutes } from '../../pipeline/plan.ts';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { createRenderer } from '../../pipeline/render/render.tsx';
import { projectRoot } from '../helpers/site.ts';

describe('parts rendered once for every page', async () => {
  const site = await loadSite(projectRoot);
  const routes = planRoutes(site);
  const { assets } = await buildAssets();
  const inPlace = createRenderer(site, assets, new Set(), { reuseParts: false });
  const reused = createRenderer(site, assets, new Set());

  it('leave every page of the real site exactly as rendering in place does', () => {
    for (const r of routes) expect(reused(r).html, r.path).toBe(inPlace(r).html);
  }, 180_000); // every page rendered twice: a minute or more on a busy 2-core machine

  it('leave no marker behind, and keep the current page marked in the menu', () => {
    const blog = reused(routes.find((r) => r.path === '/blog')!).html;
    expect(blog).not.toContain('gs-part');
    expect(blog).toContain('<a href="/blog" aria-current="page">Blog</a>');
    const post = reused(routes.find((r) => r.page.template === 'post')!).html;
    expect(post).not.toContain('aria-current="page">Blog</a>');
  });
});
