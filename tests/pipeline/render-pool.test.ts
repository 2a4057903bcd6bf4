// Large sites render in worker threads (pipeline/render/pool.ts). What they write must be exactly what an
// in-process build writes, and a page that fails in a worker must stop the build as clearly as one
// that fails in process.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, loadSite } from '../../pipeline/build.ts';
import { planRoutes } from '../../pipeline/plan.ts';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { GroomsiteError } from '../../pipeline/errors.ts';
import { RenderPool, poolSizeFor } from '../../pipeline/render/pool.ts';
import type { Route } from '../../model/routes.ts';
import { copyFixture, filesIn } from '../helpers/fixture.ts';

describe('the render pool', () => {
  it('writes the same files, byte for byte, as rendering in process', async () => {
    const root = copyFixture('tiny');
    const inProcess = await build({ root, outDir: join(root, 'dist-here'), workers: 0 });
    const pooled = await build({ root, outDir: join(root, 'dist-pool'), workers: 2 });
    expect(pooled.steps.map((s) => s.name)).toContain('render x2');
    expect(pooled.files).toBe(inProcess.files);
    const a = filesIn(inProcess.outDir);
    const b = filesIn(pooled.outDir);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, content] of a) expect(b.get(file)!.equals(content), file).toBe(true);
    // Each post's picture is written beside its page, wherever the page renders.
    expect(b.has('/images/blog/first-post.svg')).toBe(true);
  });

  it('stops with the page and the cause when a page fails in a worker', async () => {
    const root = copyFixture('tiny');
    const site = await loadSite(root);
    const routes = planRoutes(site);
    const post = routes.find((r) => r.page.template === 'post')!;
    const broken = { ...post, path: '/blog/broken', file: 'blog/broken.html', page: { template: 'post', post: null } } as unknown as Route;
    const { assets } = await buildAssets();
    const pool = await RenderPool.start(2);
    try {
      const err = await pool.render({ site, assets, shared: new Set(), folder: mkdtempSync(join(tmpdir(), 'gs-pool-')), routes: [...routes, broken] })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GroomsiteError);
      expect((err as GroomsiteError).name).toBe('RenderFailed');
      expect((err as GroomsiteError).message).toBe(`A page failed to render: /blog/broken from ${post.source}`);
      expect(String(((err as GroomsiteError).cause as Error).message)).toMatch(/null/);
    } finally {
      await pool.close();
    }
  });

  it('shares the routes with this thread: each route rendered once, this thread from the front of the queue (the posts)', async () => {
    const site = await loadSite(process.cwd());
    const routes = planRoutes(site).filter((r) => !(r.kind === 'alias' && r.legacy));
    const { assets } = await buildAssets();
    const folder = mkdtempSync(join(tmpdir(), 'gs-pool-'));
    const here: Route[] = [];
    const pool = await RenderPool.start(1);
    try {
      const done = await pool.render({ site, assets, shared: new Set(), folder, routes }, (batch) => { here.push(...batch); });
      const byWorker = routes.filter((r) => existsSync(join(folder, r.file)));
      expect(here.length).toBeGreaterThan(0);
      expect(byWorker.length).toBeGreaterThan(0);
      expect(here.filter((r) => byWorker.includes(r))).toEqual([]);
      expect(here.length + byWorker.length).toBe(routes.length);
      expect(done.files).toBeGreaterThanOrEqual(byWorker.length);
      expect(here[0].page.template).toBe('post');
    } finally {
      await pool.close();
    }
  });

  it('stops with the page and the cause when a page fails in a worker, once this thread has finished its batch', async () => {
    const site = await loadSite(process.cwd());
    const routes = planRoutes(site).filter((r) => !(r.kind === 'alias' && r.legacy));
    const city = routes.find((r) => r.page.template === 'city')!;
    // Not a post: at the end of the queue, where the worker starts.
    const broken = { ...city, path: '/broken', file: 'broken.html', page: { template: 'city', city: null } } as unknown as Route;
    const { assets } = await buildAssets();
    const pool = await RenderPool.start(1);
    let batches = 0;
    let writing = false;
    try {
      const err = await pool.render({ site, assets, shared: new Set(), folder: mkdtempSync(join(tmpdir(), 'gs-pool-')), routes: [...routes, broken] }, async () => {
        batches++;
        writing = true;
        // The first batch takes long enough for the worker to start, meet the broken page and fail meanwhile.
        await new Promise((next) => setTimeout(next, batches === 1 ? 3000 : 0));
        writing = false;
      }).catch((e: unknown) => e);
      expect(writing).toBe(false); // nothing of this thread still writing into a folder the build is about to drop
      expect(err).toBeInstanceOf(GroomsiteError);
      expect((err as GroomsiteError).message).toBe(`A page failed to render: /broken from ${city.source}`);
      const handed = batches;
      await new Promise((next) => setTimeout(next, 400));
      expect(batches).toBe(handed); // nothing more handed out after the failure
    } finally {
      await pool.close();
    }
  });

  it('is used only where it pays: thousands of posts and more than one core', () => {
    expect(poolSizeFor(27, 2)).toBe(0);
    expect(poolSizeFor(10_000, 1)).toBe(0);
    expect(poolSizeFor(10_000, 2)).toBe(2);
    expect(poolSizeFor(10_000, 64)).toBe(4);
  });

  it('renders a site of a thousand posts in process when the twins of an earlier build are kept, and in workers when every page must be compressed', () => {
    expect(poolSizeFor(1000, 2)).toBe(2);
    expect(poolSizeFor(1000, 2, true)).toBe(0);
    expect(poolSizeFor(10_000, 2, true)).toBe(2);
  });
});
