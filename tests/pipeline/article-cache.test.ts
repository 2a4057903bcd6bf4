// Posts' articles kept as HTML from build to build (pipeline/load/article-cache.ts): a build that
// renders every post page again takes each article's HTML from the cache, and writes the same
// dist/, byte for byte, as a build that parsed every article anew; an article with pictures is
// never kept, and a day's first build sweeps out the articles no post has any more.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { cacheDir } from '../../pipeline/project.ts';
import { ArticleCache, articleCacheDirFor } from '../../pipeline/load/article-cache.ts';
import { textHash } from '../../pipeline/load/article.ts';
import { splitFrontMatter } from '../../pipeline/load/front-matter.ts';
import { countWords, renderMarkdown } from '../../model/markdown.ts';
import { syntheticSite } from '../../bench/synthetic.ts';
import { projectRoot } from '../helpers/site.ts';
import { differences } from '../helpers/fixture.ts';

const today = '2026-11-25';
const articleOfFile = (file: string) => splitFrontMatter(readFileSync(file, 'utf8')).content;
const htmlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.html')) : []);

describe("posts' articles kept as HTML", async () => {
  const root = syntheticSite(projectRoot, 8);
  const posts = join(root, 'content', 'posts');
  // One article with a picture: its HTML depends on content/images, so it is never kept.
  writeFileSync(join(posts, 'with-a-picture.md'), readFileSync(join(posts, 'synthetic-1.md'), 'utf8').replace(/^title: .*$/m, 'title: "A post with a picture"').replace('\n## Section 2', '\n![A towel-dried spaniel](/images/spaniel.jpg)\n\n## Section 2'));
  const dir = articleCacheDirFor(cacheDir, root);
  const out = (name: string) => join(mkdtempSync(join(tmpdir(), `groomsite-articles-${name}-`)), 'dist');
  rmSync(dir, { recursive: true, force: true });
  const cold = out('cold');
  await build({ root, outDir: cold, workers: 0, today, renderAll: true });

  it('keeps every article without a picture, in English and in Hindi, and none with one', () => {
    const files = [...readdirSync(posts).map((n) => join(posts, n)), ...readdirSync(join(root, 'content', 'hi', 'posts')).map((n) => join(root, 'content', 'hi', 'posts', n))];
    const kept = htmlFiles(dir).length;
    expect(kept).toBe(files.filter((f) => !articleOfFile(f).includes('![')).length);
    const cache = new ArticleCache(dir);
    const withPicture = articleOfFile(join(posts, 'with-a-picture.md'));
    expect(withPicture).toContain('![A towel-dried spaniel]');
    expect(cache.get(textHash(withPicture))).toBeUndefined();
    const plain = articleOfFile(join(posts, 'synthetic-3.md'));
    expect(cache.get(textHash(plain))).toEqual({ html: renderMarkdown(plain), words: countWords(plain) });
  });

  it('builds the same dist/ from kept articles, in process and in two render workers, as from articles parsed anew', async () => {
    for (const workers of [0, 2]) {
      const warm = out(`warm-${workers}`);
      await build({ root, outDir: warm, workers, today, renderAll: true });
      expect(differences(cold, warm)).toEqual({ onlyA: [], onlyB: [], differ: [] });
    }
  });

  it("shows the kept HTML in the post's page: the article is not parsed again", async () => {
    const cache = new ArticleCache(dir);
    const hash = textHash(articleOfFile(join(posts, 'synthetic-5.md')));
    const kept = cache.get(hash)!;
    cache.keep(hash, { html: `${kept.html}<p>Kept by an earlier build.</p>`, words: kept.words + 40 });
    const warm = out('marked');
    await build({ root, outDir: warm, workers: 0, today, renderAll: true });
    const page = readFileSync(join(warm, 'blog', 'synthetic-5.html'), 'utf8');
    expect(page).toContain('<p>Kept by an earlier build.</p>');
    // Its word count too: the Markdown is not read for it.
    expect(page).toContain(`"wordCount":${kept.words + 40}`);
    expect(readFileSync(join(warm, 'blog', 'synthetic-4.html'), 'utf8')).not.toContain('Kept by an earlier build');
  });

  it("gives a kept article's HTML without reading its file (as the feed asks), and reads a new one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'groomsite-articles-feed-'));
    const text = '## Bath day\n\nWarm water, a **gentle** shampoo and a towel.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    const file = join(dir, 'post.md');
    writeFileSync(file, `---\ntitle: x\n---\n${text}`);
    const post = { file, hash: textHash(text) };
    const made = { html: renderMarkdown(text), words: 22 };
    expect(new ArticleCache(join(dir, 'cache')).article(post)).toEqual(made);
    rmSync(file);
    expect(new ArticleCache(join(dir, 'cache')).article(post)).toEqual(made);
    // Not kept: read from its file, which is gone.
    expect(() => new ArticleCache(join(dir, 'cache')).article({ file, hash: textHash('Something else.') })).toThrow(/could not be read again/);
  });

  it('parses an article whose entry cannot be read, and goes on without keeping when the cache cannot be written', () => {
    const broken = mkdtempSync(join(tmpdir(), 'groomsite-articles-broken-'));
    const cache = new ArticleCache(broken);
    const hash = textHash('An article whose entry is a folder.');
    cache.keep(hash, { html: '<p>kept</p>', words: 1 });
    const [entry] = htmlFiles(broken);
    // An entry without its word count first (as this cache kept them before): a miss, never a page without words.
    writeFileSync(join(broken, entry), '<p>kept</p>');
    expect(cache.get(hash)).toBeUndefined();
    rmSync(join(broken, entry));
    mkdirSync(join(broken, entry)); // read: EISDIR; rename onto it: refused
    expect(cache.get(hash)).toBeUndefined();
    expect(cache.keep(hash, { html: '<p>again</p>', words: 1 })).toEqual({ html: '<p>again</p>', words: 1 });
    expect(readdirSync(broken).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // After a refusal it keeps nothing more (as a read-only cache): the build parses instead.
    const other = textHash('Another article.');
    cache.keep(other, { html: '<p>other</p>', words: 1 });
    expect(cache.get(other)).toBeUndefined();
  });

  it("sweeps out, once a day, the articles no post has any more, but not one being kept", () => {
    const sweepDir = mkdtempSync(join(tmpdir(), 'groomsite-articles-sweep-'));
    const cache = new ArticleCache(sweepDir);
    const [a, b] = [textHash('An article still on the site.'), textHash('An article edited away.')];
    cache.keep(a, { html: '<p>still</p>', words: 1 });
    cache.keep(b, { html: '<p>gone</p>', words: 1 });
    writeFileSync(join(sweepDir, 'being-kept.html.123-1.tmp'), '<p>half');
    cache.sweep(() => [a]);
    expect(cache.get(a)?.html).toBe('<p>still</p>');
    expect(cache.get(b)).toBeUndefined();
    expect(existsSync(join(sweepDir, 'being-kept.html.123-1.tmp'))).toBe(true);
    // The same day: no second sweep.
    cache.keep(b, { html: '<p>back</p>', words: 1 });
    cache.sweep(() => [a]);
    expect(cache.get(b)?.html).toBe('<p>back</p>');
    // A day later, b goes, and so does a temporary file a stopped build left.
    const dayAgo = (Date.now() - 25 * 3600_000) / 1000;
    utimesSync(join(sweepDir, '.swept'), dayAgo, dayAgo);
    utimesSync(join(sweepDir, 'being-kept.html.123-1.tmp'), dayAgo, dayAgo);
    cache.sweep(() => [a]);
    expect(cache.get(b)).toBeUndefined();
    expect(readdirSync(sweepDir).sort()).toEqual(['.swept', htmlFiles(sweepDir)[0]]);
  });
});
