// The site definition's files as the editor reads and writes them in the site folder: site.yaml
// and the texts of each other language it names (strings/<code>.yaml), one version over all of
// them, the diff between two sets, and a file replaced in one step (site-editor.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readData } from './yaml-edit.ts';
import { siteDiff } from './site-diff.ts';

/** The site definition's files by name ("site.yaml", "strings/hi.yaml") and their texts. */
export type Files = Record<string, string>;

/** One hash over every file of the definition, so a change to any of them is another version. */
export const versionOf = (files: Files): string => {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0${files[name]}\0`);
  return hash.digest('hex').slice(0, 32);
};

export const changedFiles = (before: Files, after: Files): string[] => Object.keys(after).filter((f) => before[f] !== after[f]);
export const diffOf = (before: Files, after: Files): string => changedFiles(before, after).map((f) => siteDiff(before[f] ?? '', after[f], f)).join('');

/** site.yaml and the texts of each other language it names. */
function fileNames(root: string, siteText: string): string[] {
  const languages = (readData(siteText) as { languages?: { code?: unknown }[] }).languages ?? [];
  const codes = languages.map((l) => l.code).filter((c): c is string => typeof c === 'string' && /^[a-z]{2,3}$/.test(c));
  return ['site.yaml', ...codes.map((c) => `strings/${c}.yaml`).filter((f) => existsSync(join(root, f)))];
}

/** The definition's files in the folder as they are now, and their version. */
export function readSiteFiles(root: string): { files: Files; version: string } {
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  const files: Files = Object.fromEntries(fileNames(root, site).map((f) => [f, f === 'site.yaml' ? site : readFileSync(join(root, f), 'utf8')]));
  return { files, version: versionOf(files) };
}

/** A file replaced in one step (a reader never sees half of it), its permissions kept. */
export function writeSiteFile(root: string, name: string, text: string): void {
  const file = join(root, name);
  const temporary = `${file}.${process.pid}.editing`;
  writeFileSync(temporary, text, { mode: statSync(file).mode });
  renameSync(temporary, file);
}
