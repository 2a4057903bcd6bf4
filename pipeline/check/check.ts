// `groomsite check`: the gate CI runs before upload. The site definition and front matter, then
// every internal link and #anchor of the built site (linkinator, crawling the folder as `serve`
// serves it: hosting/static.ts, which answers /blog from blog.html beside the folder blog/,
// where linkinator's own server would redirect to /blog/ and find no index.html there). Facts:
// every figure typed by hand in a source text, at its line, and every fact of a built page that
// disagrees with what the catalogue allows for the page's place (pipeline/facts).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LinkState, check as checkLinks } from 'linkinator';
import { GroomsiteError } from '../errors.ts';
import { loadSite } from '../build.ts';
import { formatProblem, type Problem } from '../problems.ts';
import { missingAnchors } from './anchors.ts';
import { auditSite } from './page-audit.ts';
import { servedLocally } from './local-site.ts';
import { pathForFile } from '../../model/routes.ts';
import { scanPages, scanSources, withSources } from '../facts/scan.ts';
import type { Site } from '../../model/types.ts';
import type { SourceIndex } from '../facts/sources.ts';

export interface CheckIssue { kind: 'schema' | 'link' | 'page' | 'budget' | 'fact'; text: string }
export interface CheckReport { ok: boolean; issues: CheckIssue[]; pagesChecked: number; linksChecked: number; jsGzip: number; cssGzip: number }

export interface CheckOptions { root?: string; dir?: string }

export async function check(opts: CheckOptions = {}): Promise<CheckReport> {
  const root = resolve(opts.root ?? '.');
  const dir = resolve(root, opts.dir ?? 'dist');
  const issues: CheckIssue[] = [];
  let loaded: { site: Site; sources: SourceIndex } | undefined;
  try {
    const site = await loadSite(root);
    // Facts typed by hand, each at its line (as the build stops on them); every post is read here.
    const scan = scanSources(root, site);
    issues.push(...scan.typed.map((p) => ({ kind: 'schema' as const, text: formatProblem(p) })));
    loaded = { site, sources: scan.sources };
    // Texts that a page in another language would show untranslated, each at its line (as the build stops on them).
    if (site.editions) {
      const { untranslatedSite } = await import('../languages/check-languages.ts');
      issues.push(...untranslatedSite(site, join(root, 'site.yaml')).map((p: Problem) => ({ kind: 'schema' as const, text: formatProblem(p) })));
    }
  } catch (err) {
    if (!(err instanceof GroomsiteError) || !err.problems.length) throw err;
    issues.push(...err.problems.map((p: Problem) => ({ kind: 'schema' as const, text: formatProblem(p) })));
  }
  if (!existsSync(join(dir, 'index.html'))) throw new GroomsiteError('DistMissing', dir);
  const links = await brokenLinks(dir);
  issues.push(...links.issues);
  for (const a of await missingAnchors(dir)) issues.push({ kind: 'link', text: `${a.page}: link to ${a.href} has no element with id "${a.id}"` });
  const audit = await auditSite(dir);
  issues.push(...audit.issues);
  if (loaded) {
    const found = withSources(scanPages(dir, loaded.site, loaded.sources, { root: process.cwd() }), loaded.site, loaded.sources);
    issues.push(...found.map((p) => ({ kind: 'fact' as const, text: p.text })));
  }
  return { ok: issues.length === 0, issues, pagesChecked: links.pages, linksChecked: links.checked, jsGzip: audit.jsGzip, cssGzip: audit.cssGzip };
}

async function brokenLinks(dir: string): Promise<{ issues: CheckIssue[]; pages: number; checked: number }> {
  // Start from every page, not just those reachable from the home page (aliases, landing pages).
  const pages = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => pathForFile(f.split('\\').join('/')));
  const site = await servedLocally(dir);
  try {
    const result = await checkLinks({
      path: pages.map((p) => site.base + p), recurse: true, concurrency: 8, timeout: 30_000, retryErrors: true, retryErrorsCount: 3,
      // Only this site's own pages: outbound links (tel:, maps, social networks) are not fetched.
      linksToSkip: async (link) => !link.startsWith(`${site.base}/`),
    });
    // linkinator reports full URLs of the local server; show them as site paths.
    const sitePath = (p: string) => (p.startsWith(site.base) ? p.slice(site.base.length) : p) || '/';
    const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
    const issues = broken.map((l) => {
      const where = l.parent ? sitePath(l.parent) : '(start)';
      const detail = l.status ? `answers ${l.status}` : 'is broken';
      return { kind: 'link' as const, text: `${where}: link to ${sitePath(l.url)} ${detail}` };
    });
    return { issues: dedupe(issues), pages: pages.length, checked: result.links.length };
  } finally {
    await site.close();
  }
}

function dedupe(issues: CheckIssue[]): CheckIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => (seen.has(i.text) ? false : (seen.add(i.text), true)));
}

export function formatReport(report: CheckReport): string {
  const sizes = `scripts ${(report.jsGzip / 1024).toFixed(1)} KB on the heaviest page, styles ${(report.cssGzip / 1024).toFixed(1)} KB gzip`;
  if (report.ok) return `check passed: site definition valid; ${report.linksChecked} links on ${report.pagesChecked} pages resolve; every page has a title, a description and described images; every fact agrees with the catalogue; ${sizes}.\n`;
  const lines = [`check failed: ${report.issues.length} problem${report.issues.length === 1 ? '' : 's'}`, ''];
  const headings = { schema: 'Site definition:', link: 'Broken links and anchors:', page: 'Pages:', budget: 'Budgets:', fact: 'Facts:' } as const;
  for (const kind of ['schema', 'link', 'page', 'budget', 'fact'] as const) {
    const list = report.issues.filter((i) => i.kind === kind);
    if (!list.length) continue;
    lines.push(headings[kind]);
    // A broken shared link repeats on hundreds of pages; the first ones say enough, --format json has all.
    const shown = list.slice(0, 40);
    lines.push(...shown.map((i) => (kind === 'schema' ? i.text : `  ${i.text}`)));
    if (list.length > shown.length) lines.push(`  … and ${list.length - shown.length} more (npx groomsite check --format json lists all)`);
    lines.push('');
  }
  return lines.join('\n');
}
