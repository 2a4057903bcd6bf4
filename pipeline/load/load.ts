// Step 1: read site.yaml and content/ from disk. Nothing is interpreted here beyond parsing;
// every YAML text can be re-read with positions (source.ts) so later steps can report problems
// at the right line.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { readYamlText, type KnownTexts, type YamlText } from './source.ts';
import type { MatterCache } from './matter-cache.ts';
import { splitFrontMatter } from './front-matter.ts';
import { readText } from './article.ts';
import type { PostText } from '../../model/types.ts';
import { GroomsiteError } from '../errors.ts';
import { memoised } from '../../model/memo.ts';
import { readAhead } from '../read-ahead.ts';
import { statsAside, type FileStats } from '../file-stats.ts';

export interface MarkdownFile {
  /** Absolute path of the file. */
  file: string;
  slug: string;
  /** The front matter (line numbers count from the file's first line). */
  matter: YamlText;
  /** The body: its Markdown as read, or for a post file a rebuild trusted, its hash alone (article.ts reads it). */
  text: PostText;
  /** Whether the body has any text, not only blank lines. */
  hasText: boolean;
  /** Line of the file where the body starts. */
  bodyLine: number;
}

export interface Project {
  root: string;
  site: YamlText;
  posts: MarkdownFile[];
  /** content/pages/**.md keyed by their path without extension: "about", "cities/delhi". */
  pages: Map<string, MarkdownFile>;
  /** content/<code>/posts/*.md by language code: a post's version in that language, named as its English file. */
  translatedPosts: Map<string, MarkdownFile[]>;
  /**
   * The site definition's files as they were read ("site.yaml", "strings/hi.yaml"), filled as
   * each is read; the build keeps them beside dist/ for the server (outputs/host-config.ts).
   */
  definition: Map<string, string>;
  /** The definition's texts to read instead of the files (the server reads the one its dist/ was built from). */
  given?: SiteDefinition;
  /** The definition's readings kept from the last build (definition-cache.ts), for strings/ too. */
  definitions?: KnownTexts;
  /** The front matter kept from the last build (matter-cache.ts), for the pages' texts in other languages too. */
  matter?: MatterCache;
}

/** The site definition's files by their path in the project: "site.yaml", "strings/<code>.yaml". */
export type SiteDefinition = Readonly<Record<string, string>>;

/**
 * `matter`: the front matter values and post files kept from the last build (matter-cache.ts);
 * `definitions`: the readings of site.yaml and strings/ kept (definition-cache.ts). The caller saves them.
 */
export async function loadProject(root: string, matter?: MatterCache, given?: SiteDefinition, definitions?: KnownTexts): Promise<Project> {
  const sitePath = join(root, 'site.yaml');
  const givenSite = given && Object.hasOwn(given, 'site.yaml') ? given['site.yaml'] : undefined;
  // With the front matter kept, the posts' files are stat-ed in a worker thread (file-stats.ts)
  // while this one reads site.yaml and the kept front matter, which a file must be compared with
  // before it is trusted unread: at 10,000 posts each took some 50 ms of a one-post rebuild here.
  const postsDir = join(root, 'content', 'posts');
  const postPaths = markdownFilesIn(postsDir).map((name) => join(postsDir, name));
  const postStats = matter && statsAside(postPaths);
  if (givenSite === undefined && !existsSync(sitePath)) throw new GroomsiteError('SiteFileMissing', sitePath);
  const site = readYamlText(sitePath, givenSite ?? readFileSync(sitePath, 'utf8'), 0, definitions);
  matter?.prepare();
  const posts = matter ? loadPostFiles(postPaths, await postStats!, matter) : loadMarkdownFiles(postPaths, undefined);
  const pagesDir = join(root, 'content', 'pages');
  const pageFiles = loadMarkdownDir(pagesDir, matter);
  const pages = new Map(pageFiles.map((f) => [relative(pagesDir, f.file).replace(/\.md$/, ''), f]));
  const translatedPosts = loadTranslatedPosts(join(root, 'content'), matter);
  return { root, site, posts, pages, translatedPosts, definition: new Map([['site.yaml', site.text]]), ...(given && { given }), ...(definitions && { definitions }), ...(matter && { matter }) };
}

/** Every content/<code>/posts/ folder (read before site.yaml says which languages there are: validate.ts checks the codes). */
function loadTranslatedPosts(content: string, matter: MatterCache | undefined): Map<string, MarkdownFile[]> {
  const byCode = new Map<string, MarkdownFile[]>();
  if (!existsSync(content)) return byCode;
  for (const entry of readdirSync(content, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'posts' || entry.name === 'pages') continue;
    const files = loadMarkdownDir(join(content, entry.name, 'posts'), matter);
    if (files.length) byCode.set(entry.name, files);
  }
  return byCode;
}

/**
 * One file after another, synchronously: on a site of 10,000 posts this is about four times
 * faster than 10,000 concurrent promise reads (each of which is four thread-pool round trips),
 * and only one file's text is in flight at a time. Files no longer in memory are read ahead by a
 * worker thread meanwhile (read-ahead.ts), many at a time.
 */
function loadMarkdownDir(dir: string, matter: MatterCache | undefined): MarkdownFile[] {
  return loadMarkdownFiles(markdownFilesIn(dir).map((name) => join(dir, name)), matter);
}

function loadMarkdownFiles(paths: readonly string[], matter: MatterCache | undefined): MarkdownFile[] {
  readAheadIfMany(paths);
  return paths.map((path) => parseMarkdown(path, readFileSync(path, 'utf8'), matter));
}

/** Below this many files a thread would cost about what it saves. */
const READ_AHEAD_FROM = 200;
const readAheadIfMany = (paths: readonly string[]) => paths.length >= READ_AHEAD_FROM && readAhead(paths);

/**
 * The posts at `paths`, whose stats are `stats`: a file as the last build saw it (matter-cache.ts)
 * is not read; the others are read (read ahead when many), and each is recorded for the next
 * build. A file read whose text is the last build's is handed on as if it had not been read.
 */
function loadPostFiles(paths: readonly string[], stats: FileStats, matter: MatterCache): MarkdownFile[] {
  const files = paths.map((path, i) => {
    // A file gone since the folder was listed fails here, as it always did.
    const stat = stats(i) ?? statSync(path);
    return { path, stat, known: matter.known(path, stat) };
  });
  readAheadIfMany(files.filter((f) => !f.known).map((f) => f.path));
  return files.map(({ path, stat, known }) => {
    if (known) {
      return { file: path, slug: basename(path, '.md'), matter: readYamlText(path, known.matter, 1, matter), text: { file: path, hash: known.hash }, hasText: known.hasText, bodyLine: known.bodyLine };
    }
    const file = parseMarkdown(path, readFileSync(path, 'utf8'), matter);
    // Only a file with front matter is kept: known() above rebuilds one that has.
    if (file.matter.lineOffset !== 1) return file;
    const seen = { matter: file.matter.text, bodyLine: file.bodyLine, hash: file.text.hash, hasText: file.hasText };
    matter.remember(path, stat, seen);
    // The same text as the last build read here, under new times (a fresh checkout, as on CI with
    // its build cache kept): a post as trusted as one whose times are unchanged, its text already
    // checked for typed facts (build-steps/load.ts) and its article kept by its hash.
    return matter.sameAsLast(path, seen) ? { ...file, text: { file: path, hash: file.text.hash } } : file;
  });
}

/**
 * The Markdown files below `dir` (paths relative to it, sorted); none if it does not exist.
 * Walked folder by folder with the entries' types (no stat per entry), naming each file by
 * joining strings: Node's recursive listing and a path.relative per file took 450 ms for a
 * blog of 10,000 posts on a busy machine, this takes about 20 ms.
 */
export function markdownFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}${sep}`);
      else if (entry.isFile() && entry.name.endsWith('.md')) found.push(prefix + entry.name);
    }
  };
  walk(dir, '');
  return found.sort();
}

const parsed = new Map<string, { source: string; value: MarkdownFile }>();

export function parseMarkdown(fullPath: string, text: string, matter?: MatterCache): MarkdownFile {
  return memoised(parsed, fullPath, text, () => parseMarkdownText(fullPath, text, matter));
}

function parseMarkdownText(fullPath: string, text: string, matter: MatterCache | undefined): MarkdownFile {
  // The front matter is read by readYamlText (fast, with positions on demand). The opening `---` is line 1.
  const parts = splitFrontMatter(text);
  const fmText = parts.matter.replace(/^\r?\n/, '');
  const fmLines = fmText === '' ? 0 : fmText.split('\n').length;
  const hasMatter = text.startsWith('---');
  return {
    file: fullPath,
    slug: basename(fullPath, '.md'),
    matter: readYamlText(fullPath, fmText, hasMatter ? 1 : 0, matter),
    text: readText(fullPath, parts.content),
    hasText: /^\s*\S/.test(parts.content),
    bodyLine: hasMatter ? fmLines + 3 : 1,
  };
}
