// Missing #anchors across the built site. linkinator's fragment check only validates anchors on
// pages it has not fetched yet when it first sees the link, so an anchor into a page crawled
// earlier (such as /#faq) is silently skipped; this check reads every page and is deterministic.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathForFile } from '../../model/routes.ts';

const ID = /\sid="([^"]+)"/g;
const HREF = /\shref="([^"#]*)#([^"]+)"/g;

async function htmlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => f.split('\\').join('/'));
}

/** dist-relative HTML file a site path is served from, if any. */
function fileFor(path: string, files: Set<string>): string | undefined {
  const clean = path.replace(/^\/+/, '');
  for (const candidate of [clean, `${clean.replace(/\/$/, '')}/index.html`, `${clean}.html`, clean === '' ? 'index.html' : '']) {
    if (candidate && files.has(candidate)) return candidate;
  }
  return undefined;
}

export async function missingAnchors(dir: string): Promise<{ page: string; href: string; id: string }[]> {
  const files = await htmlFiles(dir);
  const fileSet = new Set(files);
  const html = new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(dir, f), 'utf8')] as const)));
  const ids = new Map([...html].map(([f, text]) => [f, new Set([...text.matchAll(ID)].map((m) => m[1]))]));
  const missing: { page: string; href: string; id: string }[] = [];
  for (const [file, text] of html) {
    for (const [, target, rawId] of text.matchAll(HREF)) {
      if (/^[a-z]+:/i.test(target)) continue; // absolute URLs leave the site
      const id = decodeURIComponent(rawId.replace(/&amp;/g, '&'));
      if (id === 'top') continue; // the document's top is always a valid fragment
      const targetFile = target === '' ? file : fileFor(new URL(target, `http://site${pathForFile(file)}`).pathname, fileSet);
      if (!targetFile) continue; // a missing page is the link check's to report
      if (!ids.get(targetFile)!.has(id)) missing.push({ page: pathForFile(file), href: `${target}#${rawId}`, id });
    }
  }
  return missing;
}
