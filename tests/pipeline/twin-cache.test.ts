// Twins kept in the build cache by their file's bytes (pipeline/outputs/twin-cache.ts): bytes
// compressed once are linked, never compressed again, and a changed file never gets stale twins.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { Precompressor } from '../../pipeline/outputs/precompress.ts';
import { TwinCache } from '../../pipeline/outputs/twin-cache.ts';
import { build } from '../../pipeline/build.ts';
import { copyFixture, edit, filesIn } from '../helpers/fixture.ts';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `groomsite-${name}-`));
const page = (words: string) => `<!doctype html><title>${words}</title>${`<p>${words}: bath, blow dry and nail clipping at your doorstep.</p>`.repeat(40)}`;

/** Writes `content` as `name` in a fresh folder and gives it its twins; the file's path. */
async function writeWithTwins(twins: Precompressor, name: string, content: string | Buffer): Promise<string> {
  const file = join(temp('out'), name);
  writeFileSync(file, content);
  twins.add(file, content);
  await twins.finish();
  return file;
}

function expectTwinsOf(file: string): void {
  const bytes = readFileSync(file);
  expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), `${file}.br`).toBe(true);
  expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true);
}

describe('the twin cache', () => {
  it('links the twins of bytes it has seen, and compresses changed bytes anew', async () => {
    const cache = TwinCache.open(temp('twins'))!;
    const first = await writeWithTwins(new Precompressor({ store: cache }), 'index.html', page('Grooming'));
    const again = await writeWithTwins(new Precompressor({ store: cache }), 'index.html', page('Grooming'));
    expectTwinsOf(again);
    // One file under two names: the second build compressed nothing.
    expect(statSync(`${again}.br`).ino).toBe(statSync(`${first}.br`).ino);
    expect(statSync(`${again}.gz`).ino).toBe(statSync(`${first}.gz`).ino);

    const changed = await writeWithTwins(new Precompressor({ store: cache }), 'index.html', page('Grooming, edited'));
    expectTwinsOf(changed);
    expect(statSync(`${changed}.br`).ino).not.toBe(statSync(`${first}.br`).ino);
  });

  it('does not link a kept page whose bytes were edited in place since, even to the same length', async () => {
    const cache = TwinCache.open(temp('twins'))!;
    const built = join(temp('out'), 'index.html');
    const first = new Precompressor({ store: cache });
    first.write(built, page('Grooming'));
    await first.finish();
    // An editor saves the built page over itself: the kept entry is the same file, so it changes too.
    writeFileSync(built, page('Grooming').replace('bath', 'BATH'));
    utimesSync(built, new Date(), new Date(Date.now() + 2000));

    const again = join(temp('out'), 'index.html');
    const second = new Precompressor({ store: cache });
    second.write(again, page('Grooming'));
    await second.finish();
    expect(readFileSync(again, 'utf8')).toBe(page('Grooming'));
    expectTwinsOf(again);
  });

  it('is warm once a build has used it to the end, and cold when new', () => {
    const dir = join(temp('twins'), 'twins');
    const cache = TwinCache.open(dir)!;
    expect(TwinCache.warm(dir)).toBe(false);
    cache.sweep();
    expect(TwinCache.warm(dir)).toBe(true);
  });

  // A cache on another file system (a tmpfs here) cannot be linked to: its twins are copied both ways.
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;
  it.skipIf(!otherDevice)('copies twins from and into a cache on another file system', async () => {
    const cache = TwinCache.open(mkdtempSync('/dev/shm/groomsite-twins-'))!;
    try {
      await writeWithTwins(new Precompressor({ store: cache }), 'index.html', page('Copied'));
      const second = new Precompressor({ store: cache });
      const again = await writeWithTwins(second, 'index.html', page('Copied'));
      expect(second.tally).toEqual({ files: 1, compressed: 0 });
      expectTwinsOf(again);
      expect(statSync(`${again}.br`).nlink).toBe(1);
    } finally {
      rmSync(cache.dir, { recursive: true, force: true }); // memory, not disk
    }
  });

  it('makes the same twins on a render worker (at once) as on the main thread (thread pool)', async () => {
    const onThreadPool = await writeWithTwins(new Precompressor({ store: TwinCache.open(temp('twins'))! }), 'post.html', page('Ticks'));
    const atOnce = await writeWithTwins(new Precompressor({ mode: 'sync', store: TwinCache.open(temp('twins'))! }), 'post.html', page('Ticks'));
    for (const kind of ['br', 'gz']) expect(readFileSync(`${atOnce}.${kind}`).equals(readFileSync(`${onThreadPool}.${kind}`)), kind).toBe(true);
  });

  it('remembers that bytes which do not compress get no twins', async () => {
    const dir = temp('twins');
    const cache = TwinCache.open(dir)!;
    const noise = randomBytes(4096);
    for (let build = 0; build < 2; build++) {
      const file = await writeWithTwins(new Precompressor({ store: cache }), 'noise.txt', noise);
      expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`), `build ${build}`).toBe(false);
      expect(readdirSync(dir).map((name) => name.replace(/^\w+/, 'key')).sort()).toEqual(['key.br.none', 'key.gz.none']);
    }
  });

  it('once a day drops entries no dist/ links to that are over a day old, and keeps the rest', () => {
    const dir = temp('twins');
    const cache = TwinCache.open(dir)!;
    const old = Date.now() / 1000 - 2 * 24 * 3600;
    const entry = (name: string, age: number) => {
      writeFileSync(join(dir, name), 'twin');
      utimesSync(join(dir, name), age, age);
    };
    entry('unused.br', old);
    entry('linked.br', old);
    mkdirSync(join(dir, '..', 'dist'), { recursive: true });
    linkSync(join(dir, 'linked.br'), join(dir, '..', 'dist', 'index.html.br'));
    entry('recent.br', Date.now() / 1000);
    cache.sweep();
    expect(readdirSync(dir).sort()).toEqual(['.swept', 'linked.br', 'recent.br']);
    entry('unused.br', old);
    cache.sweep(); // the same day: nothing is looked at
    expect(existsSync(join(dir, 'unused.br'))).toBe(true);
  });
});

describe('twins across builds', () => {
  it('an edited page gets the twins of its new text, and its aliases the twins of their page', async () => {
    const root = copyFixture('tiny');
    const outDir = join(root, 'dist');
    await build({ root, outDir });
    edit(join(root, 'content', 'pages', 'about.md'), 'We groom pets at home.', 'We groom dogs and cats at home.');
    edit(join(root, 'site.yaml'), 'Tiny Paws', 'Tiny Paws Doorstep');
    const { routes } = await build({ root, outDir });
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => existsSync(join(outDir, `${f}.br`)));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expectTwinsOf(join(outDir, f));
    const home = readFileSync(join(outDir, 'index.html.br'));
    for (const alias of routes.filter((r) => r.kind === 'alias' && r.canonicalPath === '/')) {
      expect(readFileSync(join(outDir, `${alias.file}.br`)).equals(home), alias.path).toBe(true);
    }
  });

  it('a rebuild of an unchanged site compresses nothing and writes the same bytes', async () => {
    const root = copyFixture('tiny');
    const first = await build({ root, outDir: join(root, 'dist-1') });
    const again = await build({ root, outDir: join(root, 'dist-2') });
    expect(again.twins).toEqual({ files: first.twins.files, compressed: 0 });
    const [a, b] = [filesIn(first.outDir), filesIn(again.outDir)];
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, bytes] of a) expect(b.get(file)!.equals(bytes), file).toBe(true);
  });
});
