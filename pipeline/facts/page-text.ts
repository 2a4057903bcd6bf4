// The words of a built page as a visitor reads them: its title, its meta description and the
// visible text of its body (no scripts, styles or attributes). The markup is our own
// (React's renderToString), so a few regular expressions are enough.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]);

export const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

export function pageWords(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const at = html.indexOf('<body');
  const body = (at < 0 ? html : html.slice(at))
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    // Block ends end a sentence, so a heading and the paragraph after it are not read as one.
    .replace(/<\/(?:h[1-6]|p|li|td|th|dt|dd|button|label|option|figcaption|summary)>/g, '. ')
    .replace(/<[^>]+>/g, ' ');
  return `${decode(title)}. ${decode(description)}. ${decode(body)}`.replace(/\s+/g, ' ').replace(/(\.\s)(?:\.\s)+/g, '$1').trim();
}
