// The island registry is plain data (islands/registry.ts) that the build imports for the preload
// hints and the browser entry bundles; the browser's own loaders (islands/client/groups.ts) must
// load the very modules it names, and every page must preload what its islands need at once.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupModules, islandGroupOf, onDemandGroups, type IslandGroup } from '../../islands/registry.ts';
import { loadGroup } from '../../islands/client/groups.ts';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { buildRealSite, projectRoot } from '../helpers/site.ts';
import { writesPage } from '../../model/routes.ts';

const groups = Object.keys(groupModules) as IslandGroup[];

describe('the island registry', () => {
  it('names, for each group, the module the browser loads for it', async () => {
    expect(Object.keys(loadGroup).sort()).toEqual([...groups].sort());
    // A group bundled into the entry hands over the module's default export, already loaded.
    for (const g of groups) expect((await loadGroup[g]()).default, g).toBe((await import(join(projectRoot, 'islands', groupModules[g]))).default);
  });

  it('has every island exported by its group, and no group exports one it does not list', async () => {
    for (const g of groups) {
      const exported = Object.keys((await loadGroup[g]()).default).sort();
      expect(exported, g).toEqual(Object.entries(islandGroupOf).filter(([, group]) => group === g).map(([name]) => name).sort());
    }
  });

  it('gives every island a page starts with its chunks to preload, and the page preloads them', async () => {
    const { assets } = await buildAssets(projectRoot);
    const { outDir, routes } = await buildRealSite();
    const used = new Set<string>();
    for (const r of routes.filter(writesPage)) { // legacy addresses are redirects, with no page
      const html = readFileSync(join(outDir, r.file), 'utf8');
      const preloads = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]));
      for (const [, name] of html.matchAll(/<gs-island data-island="([a-z-]+)"/g)) {
        if (onDemandGroups.includes(islandGroupOf[name as keyof typeof islandGroupOf])) continue;
        used.add(name);
        const chunks = assets.islandChunks?.[name] ?? [];
        expect(chunks.length, `${name} on ${r.file}`).toBeGreaterThan(0);
        for (const c of chunks) expect(preloads.has(c), `${c} for ${name} on ${r.file}`).toBe(true);
      }
    }
    // The real site uses every island loaded with a page somewhere.
    expect([...used].sort()).toEqual(Object.entries(islandGroupOf).filter(([, g]) => !onDemandGroups.includes(g)).map(([n]) => n).sort());
  });

  it('puts what the islands share in one chunk with Preact, so the chrome needs one file beside the entry and a widget one more', async () => {
    // A helper the groups share that is left out of islands/client/shared-chunk.ts becomes a small
    // chunk of its own, which every page then loads (gzip's overhead and an import each time).
    const { assets } = await buildAssets(projectRoot);
    const shared = assets.islandChunks?.nav ?? [];
    expect(shared).toHaveLength(1);
    for (const name of Object.keys(islandGroupOf).filter((n) => islandGroupOf[n as keyof typeof islandGroupOf] === 'page')) {
      expect(assets.islandChunks?.[name], name).toEqual(expect.arrayContaining(shared));
      expect(assets.islandChunks?.[name], name).toHaveLength(2);
    }
  });
});
