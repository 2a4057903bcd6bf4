// The HTML of page texts kept from the last build (pipeline/load/html-cache.ts): the same HTML
// as marked makes now.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlCache } from '../../pipeline/load/html-cache.ts';
import { renderMarkdown } from '../../model/markdown.ts';

describe('page texts\' HTML kept from the last build', () => {
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
});
