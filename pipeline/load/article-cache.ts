// The HTML of each post's article as an earlier build made it, kept in the build cache by the hash
// of its Markdown, one small file per article. A build that renders every post page again (a
// template changed, `--render-all`) reads an article's HTML instead of parsing its Markdown
// again: marked took some 11 % of a render worker's time at 4,000 posts, reading a kept article
// about a tenth of that. The feed takes its articles from here too. Articles with pictures are
// not kept: a page's HTML of them depends on content/images as well. Like the page texts' cache
// (html-cache.ts), the folder is named by the project and by what makes the HTML (marked's
// version, model/markdown.ts), so a change to either is never served stale. Each entry holds the
// article's word count on its first line: a page whose article is kept reads only that entry, not
// its Markdown file too (two reads of every post at 4,000 posts took some 4 % of the build's CPU).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { removeStale } from '../cache/build-cache.js';
import { markdownCacheKey } from './html-cache.ts';
import { articleText } from './article.ts';
import { countWords, renderMarkdown, showsPictures } from '../../model/markdown.ts';
import type { PostText } from '../../model/types.ts';

/** A post's article as HTML (without the editor's photos), and how many words its Markdown has. */
export interface Article { readonly html: string; readonly words: number }

/** What the renderer and the feed ask of the cache. */
export interface ArticleStore {
  /** The article as the feed, and a page of an article without pictures, show it: kept, or made now and kept. */
  article(text: PostText): Article;
  /** The article kept for the Markdown of `hash`, if any: never one with pictures, so its Markdown need not be read. */
  get(hash: string): Article | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Left by each day's first sweep (`sweep`). */
const SWEPT = '.swept';

/** Where the articles' HTML of the project at `root` is kept: named by this file too, which writes and reads the entries. */
export function articleCacheDirFor(cacheDir: string, root: string): string {
  return join(cacheDir, 'articles', markdownCacheKey(root, ['pipeline/load/article-cache.ts']));
}

/** A Markdown hash (base64, PostText.hash) as a file name. */
const nameOf = (hash: string) => `${hash.replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '')}.html`;

export class ArticleCache implements ArticleStore {
  /** True once keeping an entry was refused (a cache this process may read but not write): what is kept is still used. */
  private readOnly = false;

  constructor(readonly dir: string) {}

  article(text: PostText): Article {
    // Only articles without pictures are kept, so a kept one needs no look at its Markdown (nor its file read).
    const kept = this.get(text.hash);
    if (kept !== undefined) return kept;
    const markdown = articleText(text);
    const made = { html: renderMarkdown(markdown), words: countWords(markdown) };
    return showsPictures(markdown) ? made : this.keep(text.hash, made);
  }

  /** The file that holds (or would hold) the article of the Markdown of `hash`. */
  fileOf(hash: string): string {
    return join(this.dir, nameOf(hash));
  }

  /** Any entry that cannot be read (none kept, a folder in its place, no permission) or has no word count first is a miss: the article is parsed. */
  get(hash: string): Article | undefined {
    let entry: string;
    try {
      entry = readFileSync(this.fileOf(hash), 'utf8');
    } catch {
      return undefined;
    }
    const lineEnd = entry.indexOf('\n');
    const words = lineEnd > 0 ? Number(entry.slice(0, lineEnd)) : NaN;
    return Number.isSafeInteger(words) && words >= 0 ? { html: entry.slice(lineEnd + 1), words } : undefined;
  }

  /** A cache that cannot be written (read-only, full) never fails the build: it keeps nothing more, and the articles are parsed. */
  keep(hash: string, article: Article): Article {
    if (this.readOnly) return article;
    const entry = this.fileOf(hash);
    const text = `${article.words}\n${article.html}`;
    // Whole or not at all: a build stopped half way, or two at once, never leaves half an article.
    const temp = `${entry}.${process.pid}-${threadId}.tmp`;
    try {
      try {
        writeFileSync(temp, text);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        mkdirSync(this.dir, { recursive: true }); // the first article of this folder
        writeFileSync(temp, text);
      }
      renameSync(temp, entry);
    } catch {
      this.readOnly = true;
      rmSync(temp, { force: true, recursive: true });
    }
    return article;
  }

  /**
   * At most once a day: removes the articles of none of `hashes()` (the Markdown hashes of the
   * site's posts, in every language: the others were edited or removed since), and the folders
   * of other versions of marked or model/markdown.ts and of projects not built for a day. An
   * article removed too soon only costs its parsing once more.
   */
  sweep(hashes: () => Iterable<string>): void {
    const marker = join(this.dir, SWEPT);
    const now = Date.now();
    if (this.readOnly || now - (statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0) < DAY_MS) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(marker, '');
      const current = new Set([...hashes()].map(nameOf));
      for (const name of readdirSync(this.dir)) {
        if (name === SWEPT || current.has(name)) continue;
        const entry = join(this.dir, name);
        // An article being kept right now, by this build's workers or another build: left to be renamed.
        if (name.endsWith('.tmp') && now - (statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0) < DAY_MS) continue;
        rmSync(entry, { force: true });
      }
      removeStale(dirname(this.dir), /^[0-9a-f]{16}$/, this.dir);
    } catch {
      // A cache that cannot be swept (read-only) keeps its entries: they cost disk, never a wrong page.
    }
  }
}
