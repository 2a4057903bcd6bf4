// The proxy that notes what a page reads of the site (pipeline/render/site-reads.ts): what it
// notes decides which pages an incremental build renders again, so a change to a noted path must
// change its hash, and a change elsewhere must not.
import { describe, expect, it } from 'vitest';
import { SiteReads, SiteValues, pathOf, showPath, trackedSite } from '../../pipeline/render/site-reads.ts';
import { loadSite } from '../../pipeline/build.ts';
import { planRoutes } from '../../pipeline/plan.ts';
import { buildAssets } from '../../pipeline/outputs/assets.ts';
import { createRenderer } from '../../pipeline/render/render.tsx';
import { projectRoot } from '../helpers/site.ts';
import type { Site } from '../../model/types.ts';

const deepFreeze = <T>(v: T): T => {
  if (v && typeof v === 'object') { Object.freeze(v); for (const x of Object.values(v)) deepFreeze(x); }
  return v;
};
const makeSite = (offer = 799, list = 899) => deepFreeze({
  raw: { site: { name: 'Doorstep Paws', phone: '+91 98' } },
  packages: [{ id: 'a', offerPrice: 599, listPrice: 699 }, { id: 'b', offerPrice: offer, listPrice: list }],
  fromPrice: 599,
}) as unknown as Site;

function readsOf(site: Site, render: (s: Site) => unknown): string[] {
  const reads = new SiteReads();
  reads.begin();
  render(trackedSite(site, reads));
  return [...reads.end()].map(showPath).sort();
}

describe('noting what a page reads of the site', () => {
  it('notes fields three levels deep, on a frozen site, and hands back the same values', () => {
    const read = readsOf(makeSite(), (s) => {
      expect(s.raw.site.name).toBe('Doorstep Paws');
      expect(s.packages[1].offerPrice).toBe(799);
    });
    expect(read).toEqual(['packages.1.offerPrice', 'raw.site.name']);
  });
  it('notes what an array method read: each item asked for, not the whole item', () => {
    const read = readsOf(makeSite(), (s) => Math.max(...s.packages.map((p) => p.offerPrice)));
    expect(read).toContain('packages.length');
    expect(read).toContain('packages.0.offerPrice');
    expect(read).toContain('packages.1 (exists)');
    expect(read).not.toContain('packages.1');
    expect(read.some((p) => p.includes('listPrice'))).toBe(false);
  });
  it('notes the key list when keys are listed, and every value a spread copies', () => {
    expect(readsOf(makeSite(), (s) => Object.keys(s.raw.site))).toEqual(['raw.site (keys)']);
    expect(readsOf(makeSite(), (s) => ({ ...s.packages[0] }))).toEqual(['packages.0 (keys)', 'packages.0.id', 'packages.0.listPrice', 'packages.0.offerPrice']);
  });
  it('hashes a noted path so that only a change under it counts', () => {
    const before = new SiteValues(makeSite());
    const listChanged = new SiteValues(makeSite(799, 949));
    const offerChanged = new SiteValues(makeSite(849, 899));
    const offer = pathOf('packages', '1', 'offerPrice');
    expect(listChanged.hashOf(offer)).toBe(before.hashOf(offer));
    expect(offerChanged.hashOf(offer)).not.toBe(before.hashOf(offer));
  });
});

describe('rendering through the proxy', async () => {
  const site = await loadSite(projectRoot);
  const routes = planRoutes(site);
  const { assets } = await buildAssets();

  it('leaves every page of the real site exactly as rendering the site itself does', () => {
    const plain = createRenderer(site, assets, new Set());
    const tracked = createRenderer(site, assets, new Set(), { track: true });
    for (const r of routes) {
      const page = tracked(r);
      expect(page.html, r.path).toBe(plain(r).html);
      expect(page.reads?.size, r.path).toBeGreaterThan(0);
    }
  }, 180_000); // every page rendered twice

  it('notes what a value worked out once read for every page that gets it (the offer every post shows)', () => {
    const tracked = createRenderer(site, assets, new Set(), { track: true });
    const posts = routes.filter((r) => r.page.template === 'post' && !r.lang).slice(0, 3);
    const offerReads = (r: (typeof routes)[number]) => [...tracked(r).reads!].map(showPath).filter((p) => p.startsWith('visits.promos')).sort();
    const first = offerReads(posts[0]);
    expect(first.length).toBeGreaterThan(0);
    expect(offerReads(posts[1])).toEqual(first);
    expect(offerReads(posts[2])).toEqual(first);
  });
});
