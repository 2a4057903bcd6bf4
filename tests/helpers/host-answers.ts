// What every host must answer for the built site, the same on the generated nginx, on `serve`
// and in Cloudflare's Pages runtime (issue 29): each canonical address of a sample of every page
// type 200 without a redirect, a customer's link /b/<token> 200 (/hi/b/<token> the Hindi visit page), the legacy addresses 301 to
// their page, `/x/` 308 to `/x`,
// unknown paths the 404 page (under /hi/, the Hindi one), and no host configuration.
import type { BuildResult } from '../../pipeline/build.ts';

export interface Expected { path: string; status: number; location?: string; text?: string }
export interface Answer { status: number; location?: string; text: string }

export const NOT_FOUND_TEXT = 'Your visited page not found. You may go home page.';
/** The Hindi 404 page's text (strings/hi.yaml). */
export const HINDI_NOT_FOUND_TEXT = 'जो पेज आप ढूँढ रहे हैं, वह नहीं मिला। आप होम पेज पर जा सकते हैं।';

/** The first page of each template, the blog's later pages, a post, aliases, and the redirects. */
export function expectedAnswers(built: BuildResult): Expected[] {
  const samples = new Map<string, string>();
  for (const r of built.routes) {
    const key = r.kind === 'alias' ? `alias:${r.legacy ? 'legacy' : r.canonicalPath === '/' ? 'home' : 'other'}` : r.page.template;
    if (r.kind !== 'not-found' && !r.legacy && !samples.has(key)) samples.set(key, r.path);
  }
  const pages = [...samples.values(), '/blog/page/2', '/pet-grooming-at-home/noida', '/blog/diy-dog-bathing'];
  return [
    ...[...new Set(pages)].map((path) => ({ path, status: 200 })),
    ...built.routes.filter((r) => r.legacy).map((r) => ({ path: r.path, status: 301, location: r.canonicalPath })),
    // A customer's own link: the one page b.html, whose script reads the token (issue 23).
    ...(built.routes.some((r) => r.path === '/b') ? [{ path: '/b/q3J9xY2abQ7mK1pZ8wE4rT6u', status: 200, text: '<h1>Your visit</h1>' }] : []),
    { path: '/about/', status: 308, location: '/about' },
    { path: '/blog/', status: 308, location: '/blog' },
    { path: '/pet-grooming-at-home/noida/', status: 308, location: '/pet-grooming-at-home/noida' },
    { path: '/no-such-page', status: 404 },
    { path: '/blog/no-such-post', status: 404 },
    { path: '/nginx.conf', status: 404 },
    // An address under a language's prefix that is no page: that language's 404 page.
    ...(built.routes.some((r) => r.path === '/hi/404') ? [
      { path: '/hi/no-such-page', status: 404, text: HINDI_NOT_FOUND_TEXT },
      { path: '/hi/pet-grooming-at-home/nowhere', status: 404, text: HINDI_NOT_FOUND_TEXT },
      { path: '/hi/pet-grooming-at-home/noida', status: 200 },
      // The link of a visit booked on a Hindi page: the Hindi visit page, hi/b.html.
      ...(built.routes.some((r) => r.path === '/hi/b') ? [{ path: '/hi/b/q3J9xY2abQ7mK1pZ8wE4rT6u', status: 200, text: '<h1>आपकी विज़िट</h1>' }] : []),
      // A post's Hindi version (content/hi/posts).
      ...built.routes.filter((r) => r.lang === 'hi' && r.page.template === 'post').slice(0, 1).map((r) => ({ path: r.path, status: 200 })),
      { path: '/hindi', status: 404 },
    ] : []),
  ];
}

/** The answers that differ from what was expected, as readable lines (empty when all agree). */
export async function wrongAnswers(expected: readonly Expected[], get: (path: string) => Promise<Answer>): Promise<string[]> {
  const wrong: string[] = [];
  for (const e of expected) {
    const a = await get(e.path);
    // A host may write the Location absolute (Cloudflare) or as a path (nginx, serve).
    const location = a.location?.replace(/^https?:\/\/[^/]+/, '');
    if (a.status !== e.status || location !== e.location) wrong.push(`${e.path}: ${a.status} ${a.location ?? ''}, expected ${e.status} ${e.location ?? ''}`);
    else if (e.status === 404 && !a.text.includes(e.text ?? NOT_FOUND_TEXT)) wrong.push(`${e.path}: 404 without ${e.text ? 'its' : 'the'} 404 page`);
    else if (e.status === 200 && !a.text.includes('<link rel="canonical"')) wrong.push(`${e.path}: 200 without a page`);
    else if (e.status === 200 && e.text && !a.text.includes(e.text)) wrong.push(`${e.path}: 200 without ${e.text}`);
  }
  return wrong;
}
