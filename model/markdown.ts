// Markdown to HTML for articles and long texts, shared by the pipeline (page texts, resolved
// once) and the article template (rendered when its page renders, with the editor's photos).
import { Marked } from 'marked';
import { escapeHtml } from './html.ts';
import { memoised } from './memo.ts';

/** An editor's photo from content/images with its encoded variants (pipeline/outputs/images.ts). */
export interface ResponsiveImage {
  /** The original's URL, the <img> fallback. */
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
}

type Parsers = { gfm: Marked; commonMark: Marked };
const plain: Parsers = { gfm: new Marked({ gfm: true }), commonMark: new Marked({ gfm: false }) };
const rendered = new Map<string, { source: string; value: string }>();
const withImages = new WeakMap<ReadonlyMap<string, ResponsiveImage>, Parsers>();

/**
 * Anything GitHub's Markdown reads otherwise than CommonMark does, in marked: tables and the
 * lines that could be one's delimiter row (`|`, a line of dashes), strikethrough (`~`), bare links
 * and e-mail addresses (`@`, `www.`, a scheme), task list items (`[ ]`, `[x]`).
 */
const GFM_ONLY = /[|~@]|www\.|(?:https?|ftp|mailto|xmpp):|\[[ xX]\]|^ {0,3}[-: ]*-[-: ]*$/im;

/**
 * Markdown to HTML as GitHub's Markdown reads it. A text with none of its own syntax (GFM_ONLY)
 * comes out the same from CommonMark's rules, which marked parses about 30 % faster (a ~600-word
 * post: 0.057 ms against 0.081 ms): most posts have none, and every page of a post parses one.
 */
function parse(parsers: Parsers, body: string): string {
  return (GFM_ONLY.test(body) ? parsers.gfm : parsers.commonMark).parse(body, { async: false }) as string;
}

/** Markdown to HTML; with `images`, pictures from content/images become responsive <picture>s. */
export function renderMarkdown(body: string, images?: ReadonlyMap<string, ResponsiveImage>): string {
  if (!images?.size || !showsPictures(body)) return memoised(rendered, body, body, () => parse(plain, body));
  let parsers = withImages.get(images);
  if (!parsers) {
    const renderer = {
      image({ href, text }: { href: string; text: string }) {
        const image = images.get(href);
        return image ? pictureHtml(image, text) : false;
      },
    };
    parsers = { gfm: new Marked({ gfm: true }, { renderer }), commonMark: new Marked({ gfm: false }, { renderer }) };
    withImages.set(images, parsers);
  }
  return parse(parsers, body);
}

/** Whether a text's HTML depends on the editor's photos: every picture in Markdown starts with "![" (without one, it parses the same without `images`). */
export const showsPictures = (markdown: string): boolean => markdown.includes('![');

/** A <picture> for an article: the browser picks the format and width; the page never jumps. */
export function pictureHtml(image: ResponsiveImage, alt: string, sizes = '(min-width: 860px) 760px, 100vw'): string {
  const sources = image.sources.map((s) => `<source type="${s.type}" srcset="${escapeHtml(s.srcset)}" sizes="${sizes}">`).join('');
  return `<picture>${sources}<img src="${escapeHtml(image.src)}" alt="${escapeHtml(alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}

/**
 * A post's article in Markdown, as its page shows it. The renderer reads the article of a post
 * whose file a rebuild trusted without reading (pipeline/render/render.tsx) before the page renders.
 */
export function articleOf(post: { readonly file: string; readonly text: { readonly markdown?: string } }): string {
  const markdown = post.text.markdown;
  if (markdown === undefined) throw new Error(`the article of ${post.file} was not read before its page rendered`);
  return markdown;
}

/** A post's article as HTML: the one an earlier build made (PostText.html, set by the renderer) when there is one. */
export function articleHtml(post: { readonly file: string; readonly text: { readonly markdown?: string; readonly html?: string } }, images?: ReadonlyMap<string, ResponsiveImage>): string {
  return post.text.html ?? renderMarkdown(articleOf(post), images);
}

/**
 * Words for the article's structured data: runs of non-space, counted without building a list.
 * Counted as the post's page renders (in a render worker on a large site), not while the site loads,
 * and kept with the article's HTML (pipeline/load/article-cache.ts), so a kept article's Markdown is not read.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Most characters are printable ASCII, settled by the first two tests; the rest are the other
    // characters JavaScript's \s matches.
    const space = c <= 32 ? c === 32 || (c >= 9 && c <= 13)
      : c < 160 ? false
        : c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
    if (space) inWord = false;
    else if (!inWord) { inWord = true; words++; }
  }
  return words;
}

const PLACEHOLDER = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

/**
 * A post's article HTML with the placeholders of its Markdown ({price:fur-fresh-spa}, {hoursSpan})
 * filled from the site's values. Filled after rendering, so the kept rendering (load/article-cache.ts)
 * holds the placeholders and a page reads the values it states now (the page memo keys on them).
 * An unknown placeholder fails, naming the post's file and, when its Markdown was read, the line.
 */
export function fillArticle(html: string, vars: Readonly<Record<string, string>>, post: { readonly file: string; readonly bodyLine?: number; readonly text: { readonly markdown?: string } }): string {
  return html.replace(PLACEHOLDER, (whole, name: string) => {
    if (Object.hasOwn(vars, name)) return escapeHtml(vars[name]);
    const at = post.text.markdown?.indexOf(whole) ?? -1;
    const line = at < 0 ? '' : `:${(post.bodyLine ?? 1) + (post.text.markdown!.slice(0, at).match(/\n/g)?.length ?? 0)}`;
    throw new Error(`${post.file}${line}: unknown placeholder ${whole}`);
  });
}
