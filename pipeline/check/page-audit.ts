// What `check` verifies on every built page besides links: a title and a description, alt text
// and dimensions on every image, and the size budgets of DESIGN.md for scripts and styles.
import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathForFile } from '../../model/routes.ts';
import { gzipSync } from 'node:zlib';

export interface AuditIssue { kind: 'page' | 'budget'; text: string }

/**
 * DESIGN's budgets. jsGzipReadToEnd: every script a visitor downloads who reads a page to its end
 * and touches nothing (the quick offer that scrolling or its delay starts, the field-data script),
 * measured in Chromium by the bench (bench/page-weight.ts) and tests/browser/script-weight.test.ts.
 */
export const budgets = { jsGzipPerPage: 12 * 1024, jsGzipReadToEnd: 15 * 1024, cssGzip: 15 * 1024 };

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

/**
 * The script files a page loads before any interaction: its module scripts and modulepreloads,
 * with everything those import statically. Dynamic imports are left out: the page's island chunks
 * are among its modulepreloads, and the forms' chunks load only when the visitor wants a form (or
 * the quick offer's delay or a scroll opens it: bench/page-weight.ts measures a page read to its end).
 */
export function pageScripts(html: string, read: (file: string) => string | undefined): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+\.js)"|<link rel="modulepreload" href="\/([^"]+\.js)"/g)];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const [, dep] of read(file)?.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g) ?? []) visit(dir + dep);
  };
  for (const [, script, preload] of tags) visit(script ?? preload);
  return [...seen];
}

export async function auditSite(dir: string): Promise<{ issues: AuditIssue[]; jsGzip: number; cssGzip: number }> {
  const files = (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/'));
  const issues: AuditIssue[] = [];
  const scripts = new Map<string, { text: string; gzip: number } | undefined>();
  const script = (f: string) => {
    if (!scripts.has(f)) {
      try {
        const content = readFileSync(join(dir, f));
        scripts.set(f, { text: content.toString('utf8'), gzip: gzipSync(content, { level: 9 }).length });
      } catch {
        scripts.set(f, undefined); // not in the build: the link checker reports it
      }
    }
    return scripts.get(f);
  };
  // The heaviest page's scripts: what DESIGN's budget is about.
  let jsGzip = 0, heaviest = '';
  for (const f of files.filter((n) => n.endsWith('.html'))) {
    const path = pathForFile(f);
    const html = await readFile(join(dir, f), 'utf8');
    issues.push(...auditPage(path, html));
    const weight = pageScripts(html, (s) => script(s)?.text).reduce((sum, s) => sum + (script(s)?.gzip ?? 0), 0);
    if (weight > jsGzip) [jsGzip, heaviest] = [weight, path];
  }
  const gz = async (f: string) => gzipSync(await readFile(join(dir, f)), { level: 9 }).length;
  const sizes = async (ext: string) => (await Promise.all(files.filter((f) => f.startsWith('assets/') && f.endsWith(ext)).map(gz))).reduce((a, b) => a + b, 0);
  const cssGzip = await sizes('.css');
  if (jsGzip > budgets.jsGzipPerPage) issues.push({ kind: 'budget', text: `${heaviest}: scripts weigh ${(jsGzip / 1024).toFixed(1)} KB gzip before any interaction, over the ${budgets.jsGzipPerPage / 1024} KB a page may load (see npm run bench for each page)` });
  if (cssGzip > budgets.cssGzip) issues.push({ kind: 'budget', text: `styles weigh ${(cssGzip / 1024).toFixed(1)} KB gzip, over the ${budgets.cssGzip / 1024} KB budget` });
  return { issues, jsGzip, cssGzip };
}
