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

const markdown = new Marked({ gfm: true });
const rendered = new Map<string, { source: string; value: string }>();
const withImages = new WeakMap<ReadonlyMap<string, ResponsiveImage>, Marked>();

/** Markdown to HTML; with `images`, pictures from content/images become responsive <picture>s. */
export function renderMarkdown(body: string, images?: ReadonlyMap<string, ResponsiveImage>): string {
  if (!images?.size) return memoised(rendered, body, body, () => markdown.parse(body, { async: false }) as string);
  let parser = withImages.get(images);
  if (!parser) {
    parser = new Marked({ gfm: true }, {
      renderer: {
        image({ href, text }) {
          const image = images.get(href);
          return image ? pictureHtml(image, text) : false;
        },
      },
    });
    withImages.set(images, parser);
  }
  return parser.parse(body, { async: false }) as string;
}

/** A <picture> for an article: the browser picks the format and width; the page never jumps. */
export function pictureHtml(image: ResponsiveImage, alt: string, sizes = '(min-width: 860px) 760px, 100vw'): string {
  const sources = image.sources.map((s) => `<source type="${s.type}" srcset="${escapeHtml(s.srcset)}" sizes="${sizes}">`).join('');
  return `<picture>${sources}<img src="${escapeHtml(image.src)}" alt="${escapeHtml(alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}
