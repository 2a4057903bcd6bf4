// The words of a built page as a visitor reads them: its title, its meta description and the
// visible text of its body (no scripts, styles or attributes). The markup is our own
// (React's renderToString), so a few regular expressions are enough.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]);

export const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** Elements whose content is not read: code, styles, drawings (an SVG's <title> describes a picture, it states no fact). */
const SKIPPED = ['script', 'style', 'template', 'svg'];
/** Closing tags that end a sentence, so a heading and the paragraph after it are not read as one. */
const BLOCK_END = /^\/(?:h[1-6]|p|li|td|th|dt|dd|div|section|article|button|label|option|figcaption|summary|header|footer|nav|ul|ol|tr)>$/;

/**
 * The words of a page in blocks (a heading, a paragraph, a list item, a cell...), each ended as a
 * sentence: the title and description first. One pass with indexOf rather than a chain of
 * replace() over the whole page: pages are some 25 to 100 KB of markup (inline SVG, island
 * props) for a few KB of words. Most blocks (the header, the footer, the lists beside an article)
 * are the same on every page, so the reader of facts keeps what it found in each (pages.ts).
 */
export function pageBlocks(html: string): string[] {
  const at = html.indexOf('<body');
  return [...headBlocks(html), ...fragmentBlocks(html, at < 0 ? 0 : at)];
}

/** The title and the meta description, each a block. */
export function headBlocks(html: string): string[] {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const blocks: string[] = [];
  blockInto(blocks, [title]);
  blockInto(blocks, [description]);
  return blocks;
}

function blockInto(blocks: string[], parts: readonly string[]): void {
  const text = decode(parts.join('')).replace(/\s+/g, ' ').trim();
  if (text) blocks.push(/[.?!:;।]$/.test(text) ? text : `${text}.`);
}

/** The blocks of a piece of body HTML, from `start`. */
export function fragmentBlocks(html: string, start = 0): string[] {
  const blocks: string[] = [];
  let parts: string[] = [];
  let i = start;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    const stop = lt < 0 ? n : lt;
    if (stop > i) parts.push(html.slice(i, stop));
    if (lt < 0) break;
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    const tag = html.slice(lt + 1, Math.min(gt + 1, lt + 14));
    const name = /^[a-z]+/.exec(tag)?.[0];
    if (name && SKIPPED.includes(name) && html[gt - 1] !== '/') {
      const close = html.indexOf(`</${name}>`, gt);
      i = close < 0 ? n : close + name.length + 3;
      parts.push(' ');
      continue;
    }
    if (BLOCK_END.test(tag) || tag.startsWith('gs-part')) {
      blockInto(blocks, parts);
      parts = [];
    } else if (!tag.startsWith('!-- -->')) parts.push(' ');
    i = gt + 1;
  }
  blockInto(blocks, parts);
  return blocks;
}

/** The words of a page as one text, its blocks ended as sentences. */
export const pageWords = (html: string): string => pageBlocks(html).join(' ');
