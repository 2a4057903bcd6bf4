// Builds the real site once per test file into a temporary folder and hands out its pages.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type BuildResult } from '../../pipeline/build.ts';
import { fileForPath } from '../../model/routes.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

let built: Promise<BuildResult> | undefined;

/** The real site.yaml and content/, built into a fresh temp folder (once per test file). */
export function buildRealSite(): Promise<BuildResult> {
  built ??= build({ root: projectRoot, outDir: mkdtempSync(join(tmpdir(), 'groomsite-dist-')) });
  return built;
}

/** The HTML of a built page, by the path a visitor would type. */
export async function pageHtml(path: string): Promise<string> {
  const r = await buildRealSite();
  return readFileSync(join(r.outDir, path === '/404' ? '404.html' : fileForPath(path)), 'utf8');
}
