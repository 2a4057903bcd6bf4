// What `check` verifies on every built page besides links: a title and a description, alt text
// and dimensions on every image, and the size budgets of DESIGN.md for scripts and styles.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AuditIssue { kind: 'page' | 'budget'; text: string }

export const budgets = { jsGzipPerPage: 10 * 1024, cssGzip: 15 * 1024 };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function auditPage(path: string, html: string): AuditIssue[] {
  const issues: AuditIssue[] = [];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!title) issues.push({ kind: 'page', text: `${path}: has no <title>` });
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim();
  if (!description) issues.push({ kind: 'page', text: `${path}: has no meta description` });
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = attr(tag, 'src') ?? '(no src)';
    if (attr(tag, 'alt') === undefined) issues.push({ kind: 'page', text: `${path}: image ${src} has no alt text (use alt="" if it is decoration)` });
    if (!attr(tag, 'width') || !attr(tag, 'height')) issues.push({ kind: 'page', text: `${path}: image ${src} has no width and height (the page jumps while it loads)` });
  }
  return issues;
}

export async function auditSite(dir: string): Promise<{ issues: AuditIssue[]; jsGzip: number; cssGzip: number }> {
  const files = (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/'));
  const issues: AuditIssue[] = [];
  for (const f of files.filter((n) => n.endsWith('.html'))) {
    issues.push(...auditPage(`/${f.replace(/index\.html$/, '')}`, await readFile(join(dir, f), 'utf8')));
  }
  const gz = async (f: string) => gzipSync(await readFile(join(dir, f)), { level: 9 }).length;
  const sizes = async (ext: string) => (await Promise.all(files.filter((f) => f.startsWith('assets/') && f.endsWith(ext)).map(gz))).reduce((a, b) => a + b, 0);
  // Every script file together is the most any page can load; if that fits, every page does.
  const jsGzip = await sizes('.js');
  const cssGzip = await sizes('.css');
  if (jsGzip > budgets.jsGzipPerPage) issues.push({ kind: 'budget', text: `scripts weigh ${(jsGzip / 1024).toFixed(1)} KB gzip together, over the ${budgets.jsGzipPerPage / 1024} KB a page may load (see npm run bench for each page)` });
  if (cssGzip > budgets.cssGzip) issues.push({ kind: 'budget', text: `styles weigh ${(cssGzip / 1024).toFixed(1)} KB gzip, over the ${budgets.cssGzip / 1024} KB budget` });
  return { issues, jsGzip, cssGzip };
}
