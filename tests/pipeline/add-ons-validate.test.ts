// The one list of add-ons (site.yaml addOns), broken one way at a time: a package offered as an
// extra what it already includes, an unknown package, an add-on naming neither packages nor
// `for: all`, an inclusion no package has. Each is reported at its line of site.yaml.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';
import { expectReportedAt, problemsOf } from './problems.ts';

function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-addons-'));
  cpSync(join(projectRoot, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'strings'), join(dir, 'strings'), { recursive: true });
  return dir;
}

const cases = [
  {
    name: 'nail clipping sold to Fur Fresh Spa, which includes it',
    from: 'covers: Nail clipping, packages: [bark-n-bath] }', to: 'covers: Nail clipping, packages: [bark-n-bath, fur-fresh-spa] }',
    message: /Fur Fresh Spa already includes Nail clipping, so it cannot be sold Nail's Clipping as an add-on/, where: 'addOns[5].packages[1]', hint: /leave fur-fresh-spa out/,
  },
  {
    name: 'teeth cleaning offered to every package, though most include it',
    from: 'covers: Teeth cleaning, packages: [bark-n-bath, pamper-paws, hair-trimming, designer-hair-cutting] }', to: 'covers: Teeth cleaning, for: all }',
    message: /Fur Fresh Spa already includes Teeth cleaning/, where: 'addOns[6].for', hint: /instead of for: all/,
  },
  { name: 'an add-on for an unknown package', from: 'packages: [bark-n-bath] }', to: 'packages: [bark-n-bathe] }', message: /unknown package "bark-n-bathe"/, where: 'addOns[5].packages[0]' },
  { name: 'an add-on naming no packages', from: 'price: 150, for: all }', to: 'price: 150 }', message: /add-on paw-balm needs either packages or for: all, not neither/, where: 'addOns[8]' },
  { name: 'an inclusion no package has', from: 'covers: Ear and eyes cleaning,', to: 'covers: Ear cleaning,', message: /no package includes "Ear cleaning"/, where: 'addOns[4].covers' },
];

describe('the real site\'s add-ons', () => {
  it('never sell a package what it includes', async () => {
    expect((await problemsOf(copyRealSite())).filter((p) => p.where?.startsWith('addOns'))).toEqual([]);
  });
});

describe('a broken add-on is reported at its line', () => {
  it.each(cases)('$name', async (c) => {
    const file = join(copyRealSite(), 'site.yaml');
    edit(file, c.from, c.to);
    const content = readFileSync(file, 'utf8');
    const line = content.slice(0, content.indexOf(c.to)).split('\n').length;
    expectReportedAt(await problemsOf(join(file, '..')), c, file, line);
  });
});
