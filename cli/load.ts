// Step 1: read site.yaml and content/ from disk. Nothing is interpreted here beyond parsing;
// every YAML text can be re-read with positions (source.ts) so later steps can report problems
// at the right line.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import matter from 'gray-matter';
import { readYamlText, type YamlText } from './source.ts';
import { GroomsiteError } from './errors.ts';
import { memoised } from './memo.ts';

export interface MarkdownFile {
  /** Absolute path of the file. */
  file: string;
  slug: string;
  /** The front matter (line numbers count from the file's first line). */
  matter: YamlText;
  body: string;
  /** Line of the file where the body starts. */
  bodyLine: number;
}

export interface Project {
  root: string;
  site: YamlText;
  posts: MarkdownFile[];
  /** content/pages/**.md keyed by their path without extension: "about", "cities/delhi". */
  pages: Map<string, MarkdownFile>;
}

export async function loadProject(root: string): Promise<Project> {
  const sitePath = join(root, 'site.yaml');
  if (!existsSync(sitePath)) throw new GroomsiteError('SiteFileMissing', sitePath);
  const site = readYamlText(sitePath, await readFile(sitePath, 'utf8'));
  const posts = await loadMarkdownDir(join(root, 'content', 'posts'));
  const pagesDir = join(root, 'content', 'pages');
  const pageFiles = await loadMarkdownDir(pagesDir);
  const pages = new Map(pageFiles.map((f) => [relative(pagesDir, f.file).replace(/\.md$/, ''), f]));
  return { root, site, posts, pages };
}

async function loadMarkdownDir(dir: string): Promise<MarkdownFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { recursive: true })).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => parseMarkdown(join(dir, name), await readFile(join(dir, name), 'utf8'))));
}

const parsed = new Map<string, { source: string; value: MarkdownFile }>();

export function parseMarkdown(fullPath: string, text: string): MarkdownFile {
  return memoised(parsed, fullPath, text, () => parseMarkdownText(fullPath, text));
}

function parseMarkdownText(fullPath: string, text: string): MarkdownFile {
  // gray-matter splits front matter from body; the front matter is read by readYamlText (fast,
  // with positions on demand), which gray-matter's own parser cannot give. The opening `---` is line 1.
  const parts = matter(text, { language: 'yaml', engines: { yaml: () => ({}) } });
  const fmText = parts.matter.replace(/^\r?\n/, '');
  const fmLines = fmText === '' ? 0 : fmText.split('\n').length;
  const hasMatter = text.startsWith('---');
  return {
    file: fullPath,
    slug: basename(fullPath, '.md'),
    matter: readYamlText(fullPath, fmText, hasMatter ? 1 : 0),
    body: parts.content,
    bodyLine: hasMatter ? fmLines + 3 : 1,
  };
}
