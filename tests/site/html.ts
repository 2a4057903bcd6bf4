// Small, dependency-free readers for the built HTML that the page tests share. The markup is
// our own (React's renderToString), so a few regular expressions are enough.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
export const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]);

/**
 * A button or link that sends another island an event (islands/Trigger.tsx), as its props appear in
 * the page: `trigger('gs:open-form', { form: 'package' })` is found in a Book button's island.
 */
export function trigger(name: string, detail: Record<string, string>): string {
  const json = JSON.stringify({ event: { name, detail } }).slice(1, -1);
  return json.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The visible text of some HTML: tags and React's text separators removed, spaces collapsed. */
export function text(html: string): string {
  return decode(html.replace(/<!-- -->/g, '').replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

export const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)) ?? []).length;

/** Every JSON-LD block of the page, parsed (a block that does not parse throws). */
export function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
export const ofType = (html: string, type: string) => jsonLd(html).filter((d) => d['@type'] === type);

export function metaContent(html: string, key: string): string | undefined {
  const m = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return m ? decode(m[1]) : undefined;
}
export const titleOf = (html: string) => decode(html.match(/<title>([\s\S]*?)<\/title>/)![1]);
export const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
export const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]));

/** The HTML of the element that starts at the first tag carrying `attr` (e.g. id="faq"), to its closing tag. */
export function element(html: string, attr: string): string {
  const at = html.indexOf(attr);
  if (at < 0) return '';
  const start = html.lastIndexOf('<', at);
  const tag = html.slice(start + 1).match(/^[a-z0-9-]+/)![0]; // custom elements too (gs-island)
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

export const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
