// Front matter kept from the last build (pipeline/load/matter-cache.ts): a project loaded with the
// kept values reads exactly as one parsed from nothing, after any edit, and odd values JSON
// cannot carry are parsed every time.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProject, type Project } from '../../pipeline/load/load.ts';
import { MatterCache, sameAsJson } from '../../pipeline/load/matter-cache.ts';

function project(posts: Record<string, string>): { root: string; cacheFile: string } {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-matter-'));
  writeFileSync(join(root, 'site.yaml'), 'name: x\n');
  mkdirSync(join(root, 'content', 'posts'), { recursive: true });
  for (const [slug, text] of Object.entries(posts)) writeFileSync(join(root, 'content', 'posts', `${slug}.md`), text);
  return { root, cacheFile: join(root, 'cache', 'matter.json') };
}

const matterOf = (p: Project) => Object.fromEntries(p.posts.map((f) => [f.slug, f.matter.data]));

describe('front matter kept from the last build', () => {
  const posts = {
    a: '---\ntitle: "First"\ndate: "June 6, 2023"\ntags: [dog, "cat"]\n---\nBody a.\n',
    b: '---\ntitle: Second\ncount: 3\nratio: 0.5\nok: yes\nnone: ~\n---\nBody b.\n',
    c: 'No front matter at all.\n',
  };

  it('reads as a project parsed from nothing, the first time and every time after', async () => {
    const { root, cacheFile } = project(posts);
    const fresh = matterOf(await loadProject(root));
    expect(matterOf(await loadProject(root, new MatterCache(cacheFile)))).toEqual(fresh);
    // The second load finds every text kept by the first.
    const kept = new Map(JSON.parse(readFileSync(cacheFile, 'utf8')) as [string, unknown][]);
    expect(kept.size).toBe(3);
    expect(matterOf(await loadProject(root, new MatterCache(cacheFile)))).toEqual(fresh);
  });

  it('reads an edited front matter anew, even when the file keeps its size and time', async () => {
    const { root, cacheFile } = project(posts);
    await loadProject(root, new MatterCache(cacheFile));
    writeFileSync(join(root, 'content', 'posts', 'a.md'), posts.a.replace('First', 'Fir5t'));
    const loaded = matterOf(await loadProject(root, new MatterCache(cacheFile)));
    expect(loaded.a).toMatchObject({ title: 'Fir5t' });
    expect(matterOf(await loadProject(root, new MatterCache(cacheFile)))).toEqual(loaded);
  });

  it('gives two posts with the same front matter values of their own', async () => {
    const same = '---\ntitle: Twin\n---\nBody.\n';
    const { root, cacheFile } = project({ x: same, y: same });
    await loadProject(root, new MatterCache(cacheFile));
    const [x, y] = (await loadProject(root, new MatterCache(cacheFile))).posts.map((f) => f.matter.data);
    expect(x).toEqual({ title: 'Twin' });
    expect(y).toEqual(x);
    expect(y).not.toBe(x);
  });

  it('parses every time the values JSON cannot carry: infinities, -0, a __proto__ key', async () => {
    const odd = '---\nbig: .inf\nsmall: -.inf\nzero: -0.0\n---\nBody.\n';
    const { root, cacheFile } = project({ odd, proto: '---\n__proto__: x\ntitle: P\n---\nBody.\n' });
    const fresh = await loadProject(root);
    await loadProject(root, new MatterCache(cacheFile));
    const again = await loadProject(root, new MatterCache(cacheFile));
    const data = again.posts.find((f) => f.slug === 'odd')!.matter.data as Record<string, number>;
    expect(data.big).toBe(Infinity);
    expect(data.small).toBe(-Infinity);
    expect(Object.is(data.zero, -0)).toBe(true);
    expect(matterOf(again)).toEqual(matterOf(fresh));
    expect(Object.keys(again.posts.find((f) => f.slug === 'proto')!.matter.data as object)).toEqual(Object.keys(fresh.posts.find((f) => f.slug === 'proto')!.matter.data as object));
  });

  it('parses everything when the kept file is unreadable', async () => {
    const { root, cacheFile } = project(posts);
    mkdirSync(join(root, 'cache'));
    writeFileSync(cacheFile, '[["cut short');
    expect(matterOf(await loadProject(root, new MatterCache(cacheFile)))).toEqual(matterOf(await loadProject(root)));
  });

  it('tells which values come back the same from JSON', () => {
    expect(sameAsJson({ a: [1, 'x', null, true, { b: 2.5 }] })).toBe(true);
    expect(sameAsJson({ a: [NaN] })).toBe(false);
    expect(sameAsJson({ a: -0 })).toBe(false);
    expect(sameAsJson(JSON.parse('{"__proto__": 1}'))).toBe(false);
    expect(sameAsJson(Object.create(null))).toBe(false);
  });
});
