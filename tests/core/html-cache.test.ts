// The HTML of page texts and of the feed's articles kept from the last build
// (pipeline/load/html-cache.ts): the same HTML as marked makes now, and an article's without
// reading its file again.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlCache } from '../../pipeline/load/html-cache.ts';
import { textHash } from '../../pipeline/load/article.ts';
import { renderMarkdown } from '../../model/markdown.ts';

describe('page and article HTML kept from the last build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-html-cache-'));
  const cacheFile = join(dir, 'cache', 'html.json');
  const text = '## Bath day\n\nWarm water, a **gentle** shampoo and a towel.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';

  it('gives the HTML marked makes, from the cache once kept', () => {
    const first = new HtmlCache(cacheFile);
    expect(first.html(text)).toBe(renderMarkdown(text));
    first.save();
    const again = new HtmlCache(cacheFile);
    expect(again.html(text)).toBe(renderMarkdown(text));
    expect(again.html('Another *text*.')).toBe(renderMarkdown('Another *text*.'));
  });

  it("gives a kept article's HTML without reading its file, and reads a new one", () => {
    const file = join(dir, 'post.md');
    writeFileSync(file, `---\ntitle: x\n---\n${text}`);
    const post = { file, hash: textHash(text) };
    const first = new HtmlCache(cacheFile);
    expect(first.article(post)).toBe(renderMarkdown(text));
    first.save();
    rmSync(file);
    expect(new HtmlCache(cacheFile).article(post)).toBe(renderMarkdown(text));
    // Not kept: read from its file, which is gone.
    expect(() => new HtmlCache(cacheFile).article({ file, hash: textHash('Something else.') })).toThrow(/could not be read again/);
  });
});
