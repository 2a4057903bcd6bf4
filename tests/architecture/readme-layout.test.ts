// README.md's Architecture table is the layout a newcomer reads: it must name every top-level
// folder and every folder of the product with more than five files, and say what each may import
// as the rule file (.dependency-cruiser.cjs) says it, so the two cannot drift apart. For a folder
// inside a source folder, what its files import from other source folders must be named in its row.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { sourceFolders } from './source-folders.ts';

interface FolderRule { name: string; to: { path: string; pathNot?: string } }
const rules = createRequire(import.meta.url)(join(projectRoot, '.dependency-cruiser.cjs')) as { forbidden: FolderRule[] };
const outside = ['tests', 'bench', 'scripts', 'bin'];

/** What the rule file lets a source folder import: every other folder its rule does not forbid, and the single files it excepts. */
function allowed(folder: string): { folders: string[]; files: string[] } {
  const rule = rules.forbidden.find((r) => r.name.startsWith(`${folder}-imports-only-`))!;
  const forbidden = /^\^\(([^)]*)\)\//.exec(rule.to.path)?.[1].split('|') ?? [];
  const files = rule.to.pathNot ? /^\^\(([^)]*)\)\$$/.exec(rule.to.pathNot)![1].split('|').map((f) => f.replace(/\\\./g, '.')) : [];
  return { folders: sourceFolders.filter((f) => f !== folder && !forbidden.includes(f) && !outside.includes(f)), files };
}

/** The rows of README.md's Architecture table: folder -> what its "may import" cell says. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Architecture\n'), readme.indexOf('\n**A price in site.yaml'));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const m = /^\| `([a-z-]+(?:\/[a-z-]+)*)\/` \|.*\| ([^|]*) \|$/.exec(line);
    if (m) rows.set(m[1], m[2]);
  }
  return rows;
}

/** The folders named in a cell before its first ";" (what follows is a note), as "store", "desk/wire". */
const namedFolders = (cell: string): string[] => [...cell.split(';')[0].matchAll(/`([a-z-]+(?:\/[a-z-]+)*)\/`/g)].map((m) => m[1]);

const tracked = execFileSync('git', ['ls-files'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n');
const topFolders = [...new Set(tracked.filter((f) => f.includes('/') && !f.startsWith('.')).map((f) => f.split('/')[0]))];
/** Folders inside a source folder with more than five files of their own. */
const bigSubfolders = [...tracked.reduce((count, f) => {
  const dir = dirname(f);
  if (dir.includes('/') && sourceFolders.includes(dir.split('/')[0])) count.set(dir, (count.get(dir) ?? 0) + 1);
  return count;
}, new Map<string, number>())].filter(([, n]) => n > 5).map(([dir]) => dir);

/** The source folders a folder's files import from outside their own top-level folder (relative imports, resolved). */
function importedFolders(dir: string): string[] {
  const found = new Set<string>();
  for (const file of tracked.filter((f) => dirname(f) === dir && /\.(ts|tsx|js)$/.test(f))) {
    const text = readFileSync(join(projectRoot, file), 'utf8');
    for (const m of text.matchAll(/(?:from |import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const top = normalize(join(dirname(file), m[1])).split('/')[0];
      if (top !== dir.split('/')[0]) found.add(top);
    }
  }
  return [...found].sort();
}

describe("README.md's Architecture", () => {
  const rows = readmeRows();

  it('names every top-level folder and every folder of the product with more than five files', () => {
    expect(bigSubfolders.length).toBeGreaterThan(5);
    expect([...topFolders, ...bigSubfolders].filter((f) => !rows.has(f))).toEqual([]);
  });

  it.each(sourceFolders)('says what %s/ may import as the rule file does', (folder) => {
    const cell = rows.get(folder)!;
    const { folders, files } = allowed(folder);
    expect(namedFolders(cell).sort(), cell).toEqual(folders.map((f) => f).sort());
    if (!folders.length) expect(cell).toBe('nothing of the project');
    for (const file of files) expect(cell).toContain(`\`${file}\``);
  });

  it.each(bigSubfolders)('names for %s/ what its files import, all allowed to its source folder', (dir) => {
    const named = namedFolders(rows.get(dir)!);
    const parent = dir.split('/')[0];
    const inOtherFolders = named.filter((f) => f.split('/')[0] !== parent);
    expect(inOtherFolders.filter((f) => !allowed(parent).folders.includes(f.split('/')[0]))).toEqual([]);
    expect(importedFolders(dir).filter((f) => !named.includes(f))).toEqual([]);
  });
});
