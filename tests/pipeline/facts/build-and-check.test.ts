// The build and `groomsite check` on facts: a fact typed by hand stops the build before anything
// is written and is named at its line by both; a page whose fact disagrees with the catalogue
// stops the build before dist/ changes (a fresh folder or dist/ updated in place), and check lists
// it under "Facts:". Either way the previous dist/ is left exactly as it was.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../pipeline/build.ts';
import { check, formatReport } from '../../../pipeline/check/check.ts';
import { GroomsiteError } from '../../../pipeline/errors.ts';
import { copyFixture, differences, edit } from '../../helpers/fixture.ts';

async function buildFails(root: string, opts: { renderAll?: boolean } = {}): Promise<GroomsiteError> {
  const err = await build({ root, ...opts }).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(GroomsiteError);
  return err as GroomsiteError;
}

/** A copy of dist/ as it is now, to compare with after a failed build. */
async function snapshot(root: string): Promise<string> {
  const { cpSync, mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const copy = mkdtempSync(join(tmpdir(), 'groomsite-dist-before-'));
  cpSync(join(root, 'dist'), copy, { recursive: true });
  return copy;
}

const unchanged = (a: string, b: string) => expect(differences(a, b)).toEqual({ onlyA: [], onlyB: [], differ: [] });

describe('a fact typed by hand', () => {
  let root: string;
  let before: string;
  let yamlLine: number;
  let postLine: number;
  beforeAll(async () => {
    root = copyFixture('tiny');
    await build({ root });
    before = await snapshot(root);
    yamlLine = edit(join(root, 'site.yaml'), 'heading: A welcome offer on your first booking', 'heading: Get Upto 30% OFF');
    const post = join(root, 'content/posts/first-post.md');
    appendFileSync(post, '\nA quick bath takes 2 hours before you know it, and costs ₹649.\n');
    postLine = readFileSync(post, 'utf8').trimEnd().split('\n').length;
  }, 120_000);

  it('stops the build, naming each at its line with the placeholder to write, and leaves dist/ as it was', async () => {
    const err = await buildFails(root);
    expect(err.name).toBe('TypedFacts');
    const heading = err.problems.find((p) => p.file === join(root, 'site.yaml') && p.line === yamlLine)!;
    expect(heading.message).toBe('"Upto 30% OFF" (percentage) is typed by hand');
    // The tiny site has no promo rules: no percentage of its catalogue to name.
    expect(heading.hint).toMatch(/in no catalogue entry/);
    const price = err.problems.find((p) => p.file.endsWith('first-post.md') && p.message.includes('₹649'))!;
    expect(price.line).toBe(postLine);
    expect(price.hint).toMatch(/in no catalogue entry/);
    unchanged(before, join(root, 'dist'));
  });

  it('is named at its line by groomsite check', async () => {
    const report = await check({ root });
    expect(report.ok).toBe(false);
    const text = formatReport(report);
    expect(text).toContain(`site.yaml:${yamlLine}:`);
    expect(text).toContain('"Upto 30% OFF" (percentage) is typed by hand');
    expect(text).toContain(`first-post.md:${postLine}:`);
  }, 120_000);
});

describe('a page whose fact disagrees with the catalogue', () => {
  let root: string;
  let before: string;
  beforeAll(async () => {
    root = copyFixture('tiny');
    await build({ root });
    before = await snapshot(root);
    // Not typed: the figure comes from a placeholder, but the wrong one (the minimum age, 13, is no count of packages).
    edit(join(root, 'site.yaml'), 'a: "Our teams visit from {hoursSpan}, every day of the week, depending on the city: {hoursByCity}."', 'a: "Our teams visit from {hoursSpan}, every day of the week, with any of our {minimumCustomerAge} packages."');
  }, 120_000);

  it('stops a rebuild (dist/ updated in place where it can be), naming the page, and dist/ stays as it was', async () => {
    const err = await buildFails(root);
    expect(err.name).toBe('FactsDisagree');
    const home = err.problems.find((p) => p.where === '/')!;
    expect(home.message).toBe('/: "13 packages" (count of packages) disagrees with the catalogue');
    expect(home.hint).toMatch(/the catalogue says .*8 packages/);
    // Not typed anywhere: reported at the page's file.
    expect(home.file).toBe(join(root, 'dist', 'index.html'));
    unchanged(before, join(root, 'dist'));
  }, 120_000);

  it('stops a build of every page into a fresh folder, and dist/ stays as it was', async () => {
    const err = await buildFails(root, { renderAll: true });
    expect(err.name).toBe('FactsDisagree');
    expect(err.problems.some((p) => p.where === '/')).toBe(true);
    unchanged(before, join(root, 'dist'));
  }, 120_000);

  it('is listed by groomsite check under Facts:, read from the pages of dist/', async () => {
    // dist/ is still the last good build (the failed ones left it): the page as a build without this check would have written it.
    const home = join(root, 'dist', 'index.html');
    writeFileSync(home, readFileSync(home, 'utf8').replace('</main>', '<p>Book any of our 60 packages.</p></main>'));
    const report = await check({ root });
    const facts = report.issues.filter((i) => i.kind === 'fact').map((i) => i.text);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatch(/^\/ \(a general page\): "60 packages" \(count of packages\) disagrees with the catalogue: .*packages$/);
    expect(formatReport(report)).toMatch(/\nFacts:\n {2}\/ \(a general page\): "60 packages"/);
  }, 120_000);
});
