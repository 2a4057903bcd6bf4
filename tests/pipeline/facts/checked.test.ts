// A page whose facts a build found right is not read again by the next build when it comes out
// byte for byte the same under the same catalogue and code (pipeline/facts/checked.ts): any other
// page, a page changed by one byte, or every page after a catalogue change, is checked again.
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, loadSite } from '../../../pipeline/build.ts';
import { planRoutes } from '../../../pipeline/plan.ts';
import { groomsite } from '../../../scripts/lib/site-copy.ts';
import { projectRoot } from '../../helpers/site.ts';
import { PageFacts } from '../../../pipeline/facts/pages.ts';
import { CheckedPages, checkedFileFor, readChecked, saveChecked } from '../../../pipeline/facts/checked.ts';
import { cacheDir } from '../../../pipeline/project.ts';
import { renderCodeKeys } from '../../../pipeline/render/render-code.ts';
import { writesPage } from '../../../model/routes.ts';
import { copyFixture, edit } from '../../helpers/fixture.ts';

const wrongHome = (html: string) => html.replace('</main>', '<p>Book any of our 60 packages.</p></main>');

describe('pages found right before', () => {
  it('skips a page it knows, checks a page it does not, and keeps only the right ones', async () => {
    const root = copyFixture('tiny');
    await build({ root });
    const site = await loadSite(root);
    const home = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const wrong = wrongHome(home);
    const facts = new PageFacts(site);

    // Unknown: checked, and the wrong page reported (and not kept as right).
    const fresh = new CheckedPages();
    expect(facts.checkRendered('/', wrong, wrong, undefined, fresh).map((p) => p.fact.text)).toEqual(['60 packages']);
    expect(facts.checkRendered('/', home, home, undefined, fresh)).toEqual([]);
    expect([...fresh.right]).toEqual([CheckedPages.keyOf('/', home)]);

    // Known as right: not read at all, so even a key made to match would pass it (the key is what guards).
    const known = new CheckedPages(new Set([CheckedPages.keyOf('/', wrong)]));
    expect(facts.checkRendered('/', wrong, wrong, undefined, known)).toEqual([]);
    // The same HTML at another path is another page (its place decides what it may say).
    expect(CheckedPages.keyOf('/about', wrong)).not.toBe(CheckedPages.keyOf('/', wrong));
    // One byte more and it is checked again.
    expect(facts.checkRendered('/', `${wrong} `, `${wrong} `, undefined, known).map((p) => p.fact.text)).toEqual(['60 packages']);
  }, 120_000);

  it('names its file by the catalogue and the code, not by the posts', async () => {
    const root = copyFixture('tiny');
    const site = await loadSite(root);
    const file = checkedFileFor('/cache', site, 'code-a');
    expect(checkedFileFor('/cache', site, 'code-b')).not.toBe(file);
    expect(checkedFileFor('/cache', { ...site, posts: [] }, 'code-a')).toBe(file);
    edit(join(root, 'site.yaml'), 'offerPrice: 599', 'offerPrice: 649');
    expect(checkedFileFor('/cache', await loadSite(root), 'code-a')).not.toBe(file);
  }, 120_000);

  it('reads nothing from a missing or broken file, and reads back what it saved', () => {
    const dir = mkdtempSync(join(tmpdir(), 'groomsite-checked-'));
    expect(readChecked(join(dir, 'none.json')).size).toBe(0);
    const file = join(dir, 'facts-checked', '0123456789abcdef.json');
    saveChecked(file, ['/ a', '/about b']);
    expect([...readChecked(file)]).toEqual(['/ a', '/about b']);
  });

  it('a build of every page keeps the right pages for the next, which still stops at a wrong one', async () => {
    const root = copyFixture('tiny');
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
    // Posts written an hour ago: a build trusts them unread once an earlier one read them (load/matter-cache.ts).
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const name of readdirSync(join(root, 'content', 'posts'))) utimesSync(join(root, 'content', 'posts', name), hourAgo, hourAgo);
    // Their change time is now: a file changed within 2 s of the cache's writing is read again (RACY_MS there).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // As a maintainer runs it, each build a process of its own: the first reads every post, the next trusts them.
    await groomsite(root, ['build', '--render-all', '--quiet']);
    const site = await loadSite(root);
    const file = checkedFileFor(cacheDir, site, (await renderCodeKeys())['*']);
    // Every page of the tiny site was found right, each under its path; the file is the one the
    // next build finds (a file named by whether the posts were read would check every page again).
    const kept = readChecked(file);
    const pages = planRoutes(site).filter((r) => r.kind === 'page' && writesPage(r)).map((r) => r.path);
    expect(new Set([...kept].map((k) => k.slice(0, k.indexOf(' '))))).toEqual(new Set(pages));
    await groomsite(root, ['build', '--render-all', '--quiet']);
    expect(readChecked(file)).toEqual(kept);
    // A wrong figure that only a rendered page shows still stops the next build.
    edit(join(root, 'site.yaml'), 'a: "Our teams visit from {hoursSpan}, every day of the week, depending on the city: {hoursByCity}."', 'a: "Our teams visit from {hoursSpan}, every day of the week, with any of our {minimumCustomerAge} packages."');
    await expect(groomsite(root, ['build', '--render-all', '--quiet'])).rejects.toThrow(/disagrees with the catalogue/);
  }, 240_000);
});
