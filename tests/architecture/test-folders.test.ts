// The tests follow the source (README.md "Architecture"): tests/<folder>/ holds the tests of source
// folder <folder>/, and the tests of the product as a whole sit in a few named folders; besides
// them, only helpers/ (what several folders' tests share) and fixtures/ (tiny sites and files).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { sourceFolders } from './source-folders.ts';

/** The folders for tests of the whole product, each with what belongs there. */
export const crossCutting: Record<string, string> = {
  site: 'the real site built and read as HTML: what every page says and links, as a visitor, a search engine or a validator reads it',
  browser: 'the served site in Chromium: forms, widgets, journeys and accessibility, across islands, templates, leads and server',
  e2e: "a lead's whole path through the real commands: serve, a browser, the desk, the export",
  editors: "what an editor's tools show for site.yaml: the YAML language server reading site.schema.json",
  architecture: "the repository's own rules: which folder imports which, and this layout",
};
const support = ['helpers', 'fixtures'];

const tests = join(projectRoot, 'tests');
const entries = readdirSync(tests, { withFileTypes: true });
const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);

describe('the folders of tests/', () => {
  it('are source folders, the named cross-cutting ones, helpers/ and fixtures/', () => {
    const strays = folders.filter((f) => !sourceFolders.includes(f) && !(f in crossCutting) && !support.includes(f));
    expect(strays, `a test of source folder X goes in tests/X/; one of the whole product in ${Object.keys(crossCutting).map((f) => `tests/${f}/`).join(', ')}`).toEqual([]);
  });

  it('hold every test: none sits at the top of tests/', () => {
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
  });

  it('name no cross-cutting folder that is not there, nor one that is a source folder', () => {
    expect(Object.keys(crossCutting).filter((f) => !folders.includes(f) || sourceFolders.includes(f))).toEqual([]);
  });
});
