// The words of a built page as a visitor reads them: its title, its meta description and the
// visible text of its body (no scripts, styles or attributes). The markup is our own
// (React's renderToString), so a few regular expressions are enough.

import { numberWordRegex } from './number-words.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]);

export const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/**
 * The words of a page in blocks (a heading, a paragraph, a list item, a cell...), each ended as a
 * sentence: the title and description first. Pages are some 25 to 100 KB of markup (inline SVG,
 * island props) for a few KB of words. Most blocks (the header, the footer, the lists beside an article)
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
  const joined = parts.length === 1 ? parts[0] : parts.join('');
  const text = (joined.includes('&') ? decode(joined) : joined).replace(/\s+/g, ' ').trim();
  if (text) blocks.push(/[.?!:;।]$/.test(text) ? text : `${text}.`);
}

// A review's own words, day and package (templates/sections/VisitReviews.tsx, data-review) are
// what one customer said of one visit, not the business's claims: read past like a script.
const SKIP_RE = /<(script|style|template|svg)\b[^>]*>[\s\S]*?<\/\1>|<(blockquote|span)\b[^>]*\bdata-review=""[^>]*>[\s\S]*?<\/\2>/g;
const BLOCK_END_RE = /<\/(?:h[1-6]|p|li|td|th|dt|dd|div|section|article|button|label|option|figcaption|summary|header|footer|nav|ul|ol|tr)>|<gs-part\b[^>]*>/g;
const SEP = '\u0000';
const MAY_STATE = new RegExp(`[\\d₹%]|include|part of|शामिल|सातों|${numberWordRegex}`, 'i');

/**
 * The blocks of a piece of body HTML, from `start`: four replace() calls without callbacks and a
 * split, which V8 runs natively (three times as fast as walking the tags in JavaScript).
 */
export function fragmentBlocks(html: string, start = 0): string[] {
  const body = (start ? html.slice(start) : html)
    .replace(SKIP_RE, ' ')
    .replace(BLOCK_END_RE, SEP)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ');
  const blocks: string[] = [];
  // A block with no figure, number word or "include" states no fact; it is kept only when short
  // (a heading or a city's name, the context of a fee stated after it). Reading every long
  // paragraph of an article took most of the time the check costs a page.
  for (const part of body.split(SEP)) if ((part.length < 160 || MAY_STATE.test(part)) && /\S/.test(part)) blockInto(blocks, [part]);
  return blocks;
}
