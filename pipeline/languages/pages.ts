// What a page in another language needs after it renders: its links to pages that exist in its
// language lead there (the templates write the default language's paths), and no text may be
// left untranslated (every marker is a problem at the line of the original).
import { GroomsiteError } from '../errors.ts';
import { originals } from './edition.ts';
import { locate, parseYamlSource } from '../load/source.ts';
import { isIn, untranslatedIn } from '../../model/languages.ts';
import type { Problem } from '../problems.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

const found = new WeakMap<Site, Map<string, (path: string) => boolean>>();

/**
 * Per language code, whether a default-language path has a page in that language (its own is
 * /<code> + path). Read from the site definition, not the route table: render workers have no
 * list of posts to plan the blog's pages with (and posts are never translated).
 */
export function languagePaths(site: Site): Map<string, (path: string) => boolean> {
  let byCode = found.get(site);
  if (!byCode) {
    byCode = new Map();
    for (const { code } of site.language.languages.slice(1)) {
      if (!site.editions?.[code]) continue;
      const paths = new Set<string>();
      let blog = false;
      for (const p of site.raw.pages) {
        if (!isIn(p.languages, code)) continue;
        if (p.template === 'blog') blog = true;
        else paths.add(p.path);
      }
      for (const c of site.cities) if (isIn(c.languages, code)) paths.add(c.path);
      for (const l of site.localities) if (isIn(l.languages, code)) paths.add(l.path);
      byCode.set(code, (path) => paths.has(path) || (blog && /^\/blog(\/page\/\d+)?$/.test(path)));
    }
    found.set(site, byCode);
  }
  return byCode;
}

/**
 * href="/about" -> href="/hi/about" for every page that has a version in the language; links to
 * pages that do not (posts, English-only pages), to files and to the API stay. The language
 * switch says which language it leads to (hreflang) and is left as written.
 */
export function localizeLinks(html: string, prefix: string, has: (path: string) => boolean): string {
  return html.replace(/<a\b[^>]*>/g, (tag) => {
    if (/\shreflang=/i.test(tag)) return tag;
    return tag.replace(/\shref="(\/[^"?#]*)([?#][^"]*)?"/, (all, path: string, rest = '') => {
      const page = path.length > 1 ? path.replace(/\/$/, '') : path;
      return has(page) ? ` href="${page === '/' ? prefix : prefix + page}${rest}"` : all;
    });
  });
}

/** Throws with every untranslated text of a rendered page, each at the file and line of its original. */
export function assertTranslated(route: Route, html: string): void {
  const problems = untranslatedProblems(route, html);
  if (problems.length) throw new GroomsiteError('Untranslated', `${problems.length} text${problems.length === 1 ? '' : 's'} of ${route.path} not translated`, { problems });
}

/** Whether a rendered page holds an untranslated text at all: cheaper than listing them. */
export function showsUntranslated(page: string): boolean {
  return page.includes('\uE000') || page.includes('%EE%80%80');
}

export function untranslatedProblems(route: Route, page: string): Problem[] {
  // A marker inside a link (a WhatsApp greeting) is percent-encoded: read it as text.
  const html = page.includes('%EE%80%80') ? page.replace(/%EE%80%80[^"'\s]*?%EE%80%82/g, (m) => { try { return decodeURIComponent(m); } catch { return m; } }) : page;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const found of untranslatedIn(html)) {
    const where = found.where;
    const text = originals.get(where) ?? (where.startsWith('template:') ? where.slice('template:'.length) : unescapeHtml(found.text));
    const key = `${where}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problemOf(where, text, route));
  }
  return problems;
}

function problemOf(where: string, text: string, route: Route): Problem {
  const lang = route.lang!;
  const hint = `add it to strings/${lang}.yaml as "${text.slice(0, 60)}${text.length > 60 ? '…' : ''}": "..." (or mark the page English-only with languages: [en] in site.yaml)`;
  if (where.startsWith('template:')) {
    const at = templateLine(text);
    return { file: at.file, line: at.line, col: 1, where: route.path, message: `"${text}" has no translation in strings/${lang}.yaml`, hint };
  }
  const data = /^(.*\.yaml)#(.*)$/.exec(where);
  if (data) {
    const src = parseYamlSource(data[1], readFileSync(data[1], 'utf8'));
    const pos = locate(src, data[2].split('/').map((step) => (/^\d+$/.test(step) ? Number(step) : step)));
    return { file: data[1], line: pos.line, col: pos.col, where: route.path, message: `"${text}" has no translation in strings/${lang}.yaml`, hint };
  }
  const m = /^(.*):(\d+):(\d+)$/.exec(where);
  const file = m ? m[1] : where;
  if (file.endsWith('.md')) {
    return { file, line: 1, col: 1, where: route.path, message: `${route.path} needs this file: ${text}`, hint: `write the page's text in that file, front matter (title, description) included` };
  }
  return { file, line: m ? Number(m[2]) : 1, col: m ? Number(m[3]) : 1, where: route.path, message: `"${text}" has no translation in strings/${lang}.yaml`, hint };
}

/** The template or island that writes a text, found by reading their sources (only when a text is missing). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../project.ts';

function templateLine(text: string): { file: string; line: number } {
  for (const dir of ['templates', 'islands']) {
    for (const name of readdirSync(join(packageRoot, dir), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(name)) continue;
      const file = join(packageRoot, dir, name);
      const lines = readFileSync(file, 'utf8').split('\n');
      const i = lines.findIndex((l) => l.includes(`'${text}'`) || l.includes(`"${text}"`) || l.includes(`\`${text}\``));
      if (i >= 0) return { file, line: i + 1 };
    }
  }
  return { file: join(packageRoot, 'templates'), line: 1 };
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" } as Record<string, string>)[e]);
}
