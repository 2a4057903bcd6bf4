// Parts that are the same on thousands of pages (the top bar, the header, the footer) render once
// per build and are pasted into each page, instead of being rendered again for every page: on a
// blog of 10,000 posts they were about a quarter of the rendering time.
//
// A part renders on its own the first time its key is seen; the page gets a marker in its place,
// which pastePartsInto swaps for the part's HTML once the page has rendered. The key must name
// everything the part depends on besides the site itself (for the header, which menu item is the
// current page): two pages with the same key get the same HTML.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderProvider, useRender, type ReusedParts } from './context.tsx';

export function Reused({ partKey, children }: { partKey: string; children: ReactNode }) {
  const ctx = useRender();
  if (!ctx.parts) return <>{children}</>;
  if (!/^[\w:/.-]+$/.test(partKey)) throw new Error(`a part key is letters, digits and : / . - only, not "${partKey}"`);
  let part = ctx.parts.get(partKey);
  if (!part) {
    const islands = new Set<string>();
    const html = renderToString(<RenderProvider value={{ ...ctx, islands, parts: undefined }}>{children}</RenderProvider>);
    part = { html, islands: [...islands] };
    ctx.parts.set(partKey, part);
  }
  for (const name of part.islands) ctx.islands.add(name);
  return <gs-part data-key={partKey} />;
}

const OPEN = '<gs-part data-key="';
const CLOSE = '"></gs-part>';

/** The rendered page with every marker replaced by its part's HTML (a scan with indexOf: pages are long, markers few). */
export function pastePartsInto(html: string, parts: ReusedParts): string {
  let out = '';
  let from = 0;
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, from)) {
    const end = html.indexOf(CLOSE, at);
    const key = html.slice(at + OPEN.length, end);
    const part = parts.get(key);
    if (end < 0 || !part) throw new Error(`no rendered part for the marker "${key}"`);
    out += html.slice(from, at) + part.html;
    from = end + CLOSE.length;
  }
  return from === 0 ? html : out + html.slice(from);
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements { 'gs-part': { 'data-key': string } }
  }
}
