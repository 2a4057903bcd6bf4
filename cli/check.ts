// `groomsite check`: the gate CI runs before upload. The site definition and front matter, then
// every internal link and #anchor of the built site (linkinator, with its own local server).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LinkState, check as checkLinks } from 'linkinator';
import { GroomsiteError } from './errors.ts';
import { loadSite } from './build.ts';
import { formatProblem, type Problem } from './problems.ts';
import { missingAnchors } from './anchors.ts';

export interface CheckIssue { kind: 'schema' | 'link'; text: string }
export interface CheckReport { ok: boolean; issues: CheckIssue[]; pagesChecked: number; linksChecked: number }

export interface CheckOptions { root?: string; dir?: string }

export async function check(opts: CheckOptions = {}): Promise<CheckReport> {
  const root = resolve(opts.root ?? '.');
  const dir = resolve(root, opts.dir ?? 'dist');
  const issues: CheckIssue[] = [];
  try {
    await loadSite(root);
  } catch (err) {
    if (!(err instanceof GroomsiteError) || !err.problems.length) throw err;
    issues.push(...err.problems.map((p: Problem) => ({ kind: 'schema' as const, text: formatProblem(p) })));
  }
  if (!existsSync(join(dir, 'index.html'))) throw new GroomsiteError('DistMissing', dir);
  const links = await brokenLinks(dir);
  issues.push(...links.issues);
  for (const a of await missingAnchors(dir)) issues.push({ kind: 'link', text: `${a.page}: link to ${a.href} has no element with id "${a.id}"` });
  return { ok: issues.length === 0, issues, pagesChecked: links.pages, linksChecked: links.checked };
}

async function brokenLinks(dir: string): Promise<{ issues: CheckIssue[]; pages: number; checked: number }> {
  // Start from every page, not just those reachable from the home page (aliases, landing pages).
  const pages = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => f.replace(/index\.html$/, ''));
  const result = await checkLinks({
    path: pages, serverRoot: dir, recurse: true, concurrency: 50, timeout: 10_000,
    // Only this site's own pages: outbound links (tel:, maps, social networks) are not fetched.
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link),
  });
  // linkinator reports local pages as file paths under dir; show them as site paths.
  const sitePath = (p: string) => `/${(p.startsWith(dir) ? p.slice(dir.length) : p).replace(/^\/+/, '')}`;
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
  const issues = broken.map((l) => {
    const where = l.parent ? sitePath(l.parent).replace(/\/?$/, '/') : '(start)';
    const detail = l.status ? `answers ${l.status}` : 'is broken';
    return { kind: 'link' as const, text: `${where}: link to ${sitePath(l.url)} ${detail}` };
  });
  return { issues: dedupe(issues), pages: pages.length, checked: result.links.length };
}

function dedupe(issues: CheckIssue[]): CheckIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => (seen.has(i.text) ? false : (seen.add(i.text), true)));
}

export function formatReport(report: CheckReport): string {
  if (report.ok) return `check passed: site definition valid, ${report.linksChecked} links on ${report.pagesChecked} pages all resolve.\n`;
  const lines = [`check failed: ${report.issues.length} problem${report.issues.length === 1 ? '' : 's'}`, ''];
  for (const kind of ['schema', 'link'] as const) {
    const list = report.issues.filter((i) => i.kind === kind);
    if (!list.length) continue;
    lines.push(kind === 'schema' ? 'Site definition:' : 'Broken links and anchors:');
    lines.push(...list.map((i) => (kind === 'schema' ? i.text : `  ${i.text}`)), '');
  }
  return lines.join('\n');
}
