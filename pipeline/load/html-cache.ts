// The HTML of each page text (content/pages and its versions in other languages) as the last
// build made it, kept by the hash of its Markdown: marked took some 30 ms of every build for the
// site's 52 page texts (200 KB), on the way to the render. Posts' articles are kept one file each
// (article-cache.ts). The file is named by what makes the HTML: marked's version and
// model/markdown.ts, so a change to either is never served stale.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeStale, sourcesKey, writeCacheFile } from '../cache/build-cache.js';
import { packageRoot, requireFromPackage } from '../project.ts';
import { renderMarkdown } from '../../model/markdown.ts';
import { textHash } from './article.ts';

/** Where the page texts' HTML of the project at `root` is kept. */
export function htmlCacheFileFor(cacheDir: string, root: string): string {
  return join(cacheDir, 'page-html', `${markdownCacheKey(root)}.json`);
}

/** Names the Markdown HTML of the project at `root`, as marked and model/markdown.ts (and `sources`, what stores it) make it now. */
export function markdownCacheKey(root: string, sources: readonly string[] = []): string {
  // marked's version as the package resolves it (it may be installed above the package's own node_modules).
  const { version } = requireFromPackage('marked/package.json') as { version: string };
  return sourcesKey(packageRoot, ['model/markdown.ts', ...sources], `${root}\n${version}`);
}

export class HtmlCache {
  private stored: Map<string, string> | undefined;
  /** This build's entries, as the next build will find them. */
  private readonly now = new Map<string, string>();
  private missed = false;

  constructor(private readonly file: string) {}

  /** The HTML of page text `markdown`: the kept one, or rendered now. */
  readonly html = (markdown: string): string => {
    const key = textHash(markdown);
    const stored = (this.stored ??= this.load());
    let html = this.now.get(key) ?? stored.get(key);
    if (html === undefined) {
      html = renderMarkdown(markdown);
      this.missed = true;
    }
    this.now.set(key, html);
    return html;
  }

  /** Keeps this build's entries when a text was new, or one is gone. */
  save(): void {
    if (!this.missed && this.now.size === (this.stored?.size ?? 0)) return;
    writeCacheFile(this.file, JSON.stringify([...this.now]));
    // Those of projects not built for a day, and of other versions of marked or model/markdown.ts.
    removeStale(dirname(this.file), /^[0-9a-f]{16}\.json$/, this.file);
  }

  private load(): Map<string, string> {
    try {
      return existsSync(this.file) ? new Map(JSON.parse(readFileSync(this.file, 'utf8')) as [string, string][]) : new Map();
    } catch {
      return new Map(); // unreadable: every text is rendered
    }
  }
}
