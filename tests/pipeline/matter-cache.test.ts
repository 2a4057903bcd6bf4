// Front matter and post files kept from the last build (pipeline/load/matter-cache.ts): a project
// loaded with them reads exactly as one parsed from nothing, after any edit; odd values JSON
// cannot carry are parsed every time; a post file left as it was is not read, and its article,
// read when its page needs it, is the one the build planned with. A build of every page takes
// them too, and writes the dist/ of a build that read every file.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProject, type Project } from '../../pipeline/load/load.ts';
import { MatterCache, matterCacheFileFor, sameAsJson } from '../../pipeline/load/matter-cache.ts';
import { articleText } from '../../pipeline/load/article.ts';
import { build } from '../../pipeline/build.ts';
import { cacheDir } from '../../pipeline/project.ts';
import { syntheticSite } from '../../bench/synthetic.ts';
import { trustKeptFiles } from '../helpers/kept-files.ts';
import { differences, edit } from '../helpers/fixture.ts';
import { projectRoot } from '../helpers/site.ts';

/** A load with the cache at `cacheFile`, saved after it, as a build does. */
async function loadKept(root: string, cacheFile: string): Promise<Project> {
  const cache = new MatterCache(cacheFile);
  const project = await loadProject(root, cache);
  cache.save();
  return project;
}

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
    expect(matterOf(await loadKept(root, cacheFile))).toEqual(fresh);
    // The second load finds every text kept by the first.
    const kept = new Map((JSON.parse(readFileSync(cacheFile, 'utf8')) as { values: [string, unknown][] }).values);
    expect(kept.size).toBe(3);
    expect(matterOf(await loadKept(root, cacheFile))).toEqual(fresh);
  });

  it('reads an edited front matter anew, even when the file keeps its size and time', async () => {
    const { root, cacheFile } = project(posts);
    await loadKept(root, cacheFile);
    writeFileSync(join(root, 'content', 'posts', 'a.md'), posts.a.replace('First', 'Fir5t'));
    const loaded = matterOf(await loadKept(root, cacheFile));
    expect(loaded.a).toMatchObject({ title: 'Fir5t' });
    expect(matterOf(await loadKept(root, cacheFile))).toEqual(loaded);
  });

  it('gives two posts with the same front matter values of their own', async () => {
    const same = '---\ntitle: Twin\n---\nBody.\n';
    const { root, cacheFile } = project({ x: same, y: same });
    await loadKept(root, cacheFile);
    const [x, y] = (await loadKept(root, cacheFile)).posts.map((f) => f.matter.data);
    expect(x).toEqual({ title: 'Twin' });
    expect(y).toEqual(x);
    expect(y).not.toBe(x);
  });

  it('parses every time the values JSON cannot carry: infinities, -0, a __proto__ key', async () => {
    const odd = '---\nbig: .inf\nsmall: -.inf\nzero: -0.0\n---\nBody.\n';
    const { root, cacheFile } = project({ odd, proto: '---\n__proto__: x\ntitle: P\n---\nBody.\n' });
    const fresh = await loadProject(root);
    await loadKept(root, cacheFile);
    const again = await loadKept(root, cacheFile);
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
    expect(matterOf(await loadKept(root, cacheFile))).toEqual(matterOf(await loadProject(root)));
  });

  it('tells which values come back the same from JSON', () => {
    expect(sameAsJson({ a: [1, 'x', null, true, { b: 2.5 }] })).toBe(true);
    expect(sameAsJson({ a: [NaN] })).toBe(false);
    expect(sameAsJson({ a: -0 })).toBe(false);
    expect(sameAsJson(JSON.parse('{"__proto__": 1}'))).toBe(false);
    expect(sameAsJson(Object.create(null))).toBe(false);
  });
});

describe('post files kept from the last build', () => {
  const posts = {
    a: '---\ntitle: "First"\ndate: "June 6, 2023"\n---\nBody of a, with **some** words.\n',
    b: '---\ntitle: Second\n---\n\n\n',
  };
  const postPath = (root: string, slug: string) => join(root, 'content', 'posts', `${slug}.md`);
  const bodies = (p: Project) => Object.fromEntries(p.posts.map((f) => [f.slug, { text: articleText(f.text), hash: f.text.hash, hasText: f.hasText, bodyLine: f.bodyLine, matter: f.matter.data }]));

  it('does not read a file left as it was: its article is read when asked for, and is the one a fresh load reads', async () => {
    const { root, cacheFile } = project(posts);
    const fresh = await loadProject(root);
    await loadKept(root, cacheFile);
    trustKeptFiles(cacheFile);
    const again = await loadKept(root, cacheFile);
    // Not read: only its hash is known until a page renders it.
    expect(again.posts.map((f) => f.text.markdown)).toEqual([undefined, undefined]);
    expect(bodies(again)).toEqual(bodies(fresh));
    expect(again.posts.find((f) => f.slug === 'b')!.hasText).toBe(false);
  });

  it('reads a file written since, even when it keeps its size and modification time', async () => {
    const { root, cacheFile } = project(posts);
    await loadKept(root, cacheFile);
    trustKeptFiles(cacheFile);
    const file = postPath(root, 'a');
    const { atime, mtime } = statSync(file);
    writeFileSync(file, posts.a.replace('some', 'more'));
    utimesSync(file, atime, mtime); // its change time still moves: the kept signature no longer matches
    const again = await loadKept(root, cacheFile);
    expect(again.posts.find((f) => f.slug === 'a')!.text.markdown).toBe('Body of a, with **more** words.\n');
  });

  it('reads every file changed in the seconds before the cache was written (their times could repeat), and takes one whose text is the same as the last build saw it', async () => {
    const { root, cacheFile } = project(posts);
    const fresh = await loadProject(root);
    await loadKept(root, cacheFile);
    // Its times are not trusted so close to the cache's writing...
    expect(new MatterCache(cacheFile).known(postPath(root, 'a'), statSync(postPath(root, 'a')))).toBeUndefined();
    const again = await loadKept(root, cacheFile);
    // ...so it is read, and found the same: handed on as a file left as it was.
    expect(again.posts.map((f) => f.text.markdown)).toEqual([undefined, undefined]);
    expect(bodies(again)).toEqual(bodies(fresh));
    trustKeptFiles(cacheFile);
    expect(new MatterCache(cacheFile).known(postPath(root, 'a'), statSync(postPath(root, 'a')))).toBeDefined();
  });

  it('takes a file checked out afresh (new times) with the text the last build saw as that build saw it, and reads one whose text changed', async () => {
    const { root, cacheFile } = project(posts);
    const fresh = await loadProject(root);
    await loadKept(root, cacheFile);
    trustKeptFiles(cacheFile);
    for (const slug of ['a', 'b']) utimesSync(postPath(root, slug), 1_900_000_000, 1_900_000_000);
    writeFileSync(postPath(root, 'b'), posts.b.replace('Second', 'Sec0nd'));
    const again = await loadKept(root, cacheFile);
    expect(again.posts.map((f) => f.text.markdown)).toEqual([undefined, '\n\n']);
    expect(bodies(again).a).toEqual(bodies(fresh).a);
    expect(again.posts.find((f) => f.slug === 'b')!.matter.data).toMatchObject({ title: 'Sec0nd' });
  });

  it('refuses an article that changed after the site loaded: the build planned with the text it had then', async () => {
    const { root, cacheFile } = project(posts);
    await loadKept(root, cacheFile);
    trustKeptFiles(cacheFile);
    const again = await loadKept(root, cacheFile);
    writeFileSync(postPath(root, 'a'), posts.a.replace('some', 'other'));
    expect(() => articleText(again.posts.find((f) => f.slug === 'a')!.text)).toThrow(/A file of the site changed while it was building: .*a\.md was edited after the build read it/);
  });

  it('reads every file when the kept file is of an older format', async () => {
    const { root, cacheFile } = project(posts);
    mkdirSync(join(root, 'cache'));
    writeFileSync(cacheFile, JSON.stringify([['title: "First"\ndate: "June 6, 2023"', { title: 'Old' }]]));
    const again = await loadKept(root, cacheFile);
    expect(again.posts.find((f) => f.slug === 'a')!.matter.data).toMatchObject({ title: 'First' });
    expect(again.posts.map((f) => f.text.markdown)).toEqual(['Body of a, with **some** words.\n', '\n\n']);
  });

  it('leaves the kept files as they are after a rebuild that read a few of them again, and writes them when a post is gone', async () => {
    const { root, cacheFile } = project(posts);
    await loadKept(root, cacheFile);
    trustKeptFiles(cacheFile);
    const before = readFileSync(cacheFile, 'utf8');
    writeFileSync(postPath(root, 'a'), posts.a.replace('some', 'more'));
    const edited = await loadKept(root, cacheFile);
    expect(edited.posts.find((f) => f.slug === 'a')!.text.markdown).toBe('Body of a, with **more** words.\n');
    expect(readFileSync(cacheFile, 'utf8')).toBe(before);
    // The next build reads it again, and takes the other from the cache still.
    const next = await loadKept(root, cacheFile);
    expect(next.posts.map((f) => f.text.markdown)).toEqual(['Body of a, with **more** words.\n', undefined]);
    rmSync(postPath(root, 'b'));
    await loadKept(root, cacheFile);
    const files = (JSON.parse(readFileSync(cacheFile, 'utf8')) as { files: [string][] }).files.map(([path]) => path);
    expect(files).toEqual([postPath(root, 'a')]);
  });
});

describe('a build of every page, with the post files kept from the last build', async () => {
  const today = '2026-11-25';
  const root = syntheticSite(projectRoot, 12);
  const kept = matterCacheFileFor(cacheDir, root);
  const out = (name: string) => join(mkdtempSync(join(tmpdir(), `groomsite-kept-${name}-`)), 'dist');
  const postFile = (slug: string) => join(root, 'content', 'posts', `${slug}.md`);
  rmSync(kept, { force: true });
  await build({ root, outDir: out('first'), workers: 0, today, renderAll: true });

  it('takes an unchanged post from them, unread: a value changed in the kept file shows', async () => {
    trustKeptFiles(kept);
    const file = JSON.parse(readFileSync(kept, 'utf8')) as { values: [string, { title?: string }][] };
    const entry = file.values.find(([, v]) => v.title === 'Synthetic grooming article number 4')!;
    entry[1].title = 'A title only the kept file holds';
    writeFileSync(kept, JSON.stringify(file));
    const dist = out('tampered');
    await build({ root, outDir: dist, workers: 0, today, renderAll: true });
    expect(readFileSync(join(dist, 'blog', 'synthetic-4.html'), 'utf8')).toContain('A title only the kept file holds');
    rmSync(kept); // the next build reads every file again
  });

  it('renders edited posts as edited, on two threads, and writes what a build that read every file writes', async () => {
    await build({ root, outDir: out('again'), workers: 0, today, renderAll: true });
    trustKeptFiles(kept);
    edit(postFile('synthetic-3'), 'title: "', 'title: "Retitled: ');
    edit(postFile('synthetic-9'), '\n\n', '\n\nA sentence added after the last build.\n\n');
    const dist = out('kept');
    await build({ root, outDir: dist, workers: 2, today, renderAll: true });
    expect(readFileSync(join(dist, 'blog', 'synthetic-3.html'), 'utf8')).toContain('Retitled: Synthetic grooming article number 3');
    expect(readFileSync(join(dist, 'blog', 'synthetic-9.html'), 'utf8')).toContain('A sentence added after the last build.');
    rmSync(kept);
    const fresh = out('fresh');
    await build({ root, outDir: fresh, workers: 0, today, renderAll: true });
    expect(differences(dist, fresh)).toEqual({ onlyA: [], onlyB: [], differ: [] });
  });
});
