// What the build keeps in node_modules/.cache: keys that change with every input of a cached
// result, and a command bundle (bin/cli-bundle.js) that writes the same site as the sources, run
// from V8's code cache or not.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sourcesKey } from '../../pipeline/cache/build-cache.js';
import { build } from '../../pipeline/build.ts';
import { cacheDir } from '../../pipeline/project.ts';
import { copyFixture, filesIn } from '../helpers/fixture.ts';
import { projectRoot } from '../helpers/site.ts';

const run = promisify(execFile);

describe('the cache key of a set of sources', () => {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-key-'));
  mkdirSync(join(root, 'src', 'deep'), { recursive: true });
  writeFileSync(join(root, 'src', 'deep', 'a.ts'), 'export const a = 1;\n');
  mkdirSync(join(root, 'node_modules', 'react'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'react', 'package.json'), '{"version":"19.0.0"}');
  const paths = ['src', 'node_modules/react/package.json', 'not-there'];
  const touch = (file: string, text: string, seconds: number) => {
    writeFileSync(join(root, file), text);
    utimesSync(join(root, file), seconds, seconds);
  };

  it('stays the same while nothing changes, and skips paths that do not exist', () => {
    expect(sourcesKey(root, paths)).toBe(sourcesKey(root, paths));
  });
  it('changes with a file anywhere in a listed folder', () => {
    const before = sourcesKey(root, paths);
    touch('src/deep/a.ts', 'export const a = 2;\n', 1_700_000_000);
    expect(sourcesKey(root, paths)).not.toBe(before);
  });
  it('changes with a listed file, such as an upgraded package', () => {
    const before = sourcesKey(root, paths);
    touch('node_modules/react/package.json', '{"version":"19.1.0"}', 1_700_000_100);
    expect(sourcesKey(root, paths)).not.toBe(before);
  });
  it('stays the same when the files are checked out afresh (new times, the same bytes), as on CI with its cache restored', () => {
    const before = sourcesKey(root, paths);
    utimesSync(join(root, 'src', 'deep', 'a.ts'), 1_800_000_000, 1_800_000_000);
    utimesSync(join(root, 'node_modules', 'react', 'package.json'), 1_800_000_000, 1_800_000_000);
    expect(sourcesKey(root, paths)).toBe(before);
  });
  it('reads a file again only when its size or time changed', () => {
    const before = sourcesKey(root, paths);
    // Other bytes of the same size, put back at the same time: taken as unchanged, unread.
    touch('src/deep/a.ts', 'export const a = 9;\n', 1_800_000_000);
    expect(sourcesKey(root, paths)).toBe(before);
    touch('src/deep/a.ts', 'export const a = 9;\n', 1_800_000_001);
    expect(sourcesKey(root, paths)).not.toBe(before);
  });
  it('changes with the extra text (the Node version)', () => {
    expect(sourcesKey(root, paths, 'v20.0.0')).not.toBe(sourcesKey(root, paths, 'v22.0.0'));
  });
});

describe('the command bundle', () => {
  it('writes the same site, byte for byte, as the sources do', async () => {
    const root = copyFixture('tiny');
    const fromSources = await build({ root, outDir: join(root, 'dist-sources'), workers: 0 });
    await run(process.execPath, [join(projectRoot, 'bin', 'groomsite.js'), '--root', root, 'build', '--quiet', '--out', join(root, 'dist-command')], { cwd: projectRoot });
    const a = filesIn(fromSources.outDir);
    const b = filesIn(join(root, 'dist-command'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, content] of a) expect(b.get(file)!.equals(content), file).toBe(true);
  });

  it('bundles only the entry a start needs, beside the others, which it leaves as they were', async () => {
    // As a start of the command or of a benchmark's child does it (bin/cli-bundle.js), in a process of its own.
    const bundle = async (entry: string): Promise<string> => {
      const script = `const b = await import(${JSON.stringify(pathToFileURL(join(projectRoot, 'bin', 'cli-bundle.js')).href)}); await b.cliBundle(${JSON.stringify(entry)}); console.log(b.bundleFolder());`;
      return (await run(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot })).stdout.trim();
    };
    const dir = await bundle('main');
    const main = statSync(join(dir, 'main.cjs')).mtimeMs;
    rmSync(join(dir, 'serve.cjs'), { force: true }); // only the benchmark's server children start from it
    expect(await bundle('serve')).toBe(dir);
    expect(readFileSync(join(dir, 'serve.cjs'), 'utf8')).toContain('site-server');
    expect(statSync(join(dir, 'main.cjs')).mtimeMs).toBe(main);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it("writes the same site again from V8's code cache of the command's last run", async () => {
    const root = copyFixture('tiny');
    const command = (out: string) => run(process.execPath, [join(projectRoot, 'bin', 'groomsite.js'), '--root', root, 'build', '--quiet', '--out', join(root, out)], { cwd: projectRoot });
    await command('dist-first'); // writes the code cache of `build` if there was none
    const bundles = readdirSync(cacheDir).filter((name) => name.startsWith('cli-'));
    expect(bundles.some((dir) => existsSync(join(cacheDir, dir, 'main.build.v8')))).toBe(true);
    await command('dist-cached');
    const a = filesIn(join(root, 'dist-first'));
    const b = filesIn(join(root, 'dist-cached'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, content] of a) expect(b.get(file)!.equals(content), file).toBe(true);
  });
});
