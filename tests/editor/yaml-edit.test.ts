import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, EditRefused, readData } from '../../editor/yaml-edit.ts';
import { changedLines } from '../../editor/site-diff.ts';

const SAMPLE = `# The business, as the pages say it.
site:
  name: Doorstep Paws   # the brand
  url: "https://example.com"

packages:
  # The first one is the cheapest.
  - id: bath
    name: Bark n Bath
    offerPrice: 599
    includes: [Bath, Blow dry]

  - id: spa
    name: 'Fur Fresh Spa'
    offerPrice: 999
cities:
  - { slug: delhi, name: Delhi, hours: { opens: "07:00", closes: "21:00" } }
  - { slug: noida, name: Noida }
team:
  - id: arjun
    days: [mon, tue]
empty:
`;

describe('site.yaml edited in place', () => {
  it('changes one price on its one line, the comment beside it and every other byte kept', () => {
    const text = readFileSync(join(process.cwd(), 'site.yaml'), 'utf8');
    const data = readData(text) as { packages: { id: string; offerPrice: number }[] };
    const i = data.packages.findIndex((p) => p.id === 'fur-fresh-spa');
    const out = applyEdits(text, [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1049 }]);
    const { removed, added } = changedLines(text, out);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0].replace(/\d+/, '1049')]);
    expect((readData(out) as typeof data).packages[i].offerPrice).toBe(1049);
  });

  it('keeps the quoting of a value it changes, and quotes a word that would read as something else', () => {
    const out = applyEdits(SAMPLE, [
      { op: 'set', path: ['packages', 1, 'name'], value: "Fur Fresh Spa Deluxe" },
      { op: 'set', path: ['cities', 0, 'hours', 'opens'], value: '08:30' },
      { op: 'set', path: ['site', 'name'], value: 'true' },
    ]);
    expect(out).toContain("name: 'Fur Fresh Spa Deluxe'");
    expect(out).toContain('hours: { opens: "08:30", closes: "21:00" }');
    expect(out).toContain('name: "true"   # the brand');
    expect((readData(out) as { site: { name: unknown } }).site.name).toBe('true');
  });

  it('adds an item written like its siblings, and removes one with its lines only', () => {
    const added = applyEdits(SAMPLE, [
      { op: 'add', path: ['team'], value: { id: 'meena', days: ['wed', 'thu'], hours: { opens: '13:00', closes: '21:00' } } },
      { op: 'add', path: ['cities'], value: { slug: 'gurugram', name: 'Gurugram' } },
    ]);
    expect(changedLines(SAMPLE, added).removed).toEqual([]);
    expect(added).toContain('  - id: meena\n    days: [wed, thu]\n    hours: { opens: "13:00", closes: "21:00" }\n');
    expect(added).toContain('  - { slug: gurugram, name: Gurugram }\n');
    const removed = applyEdits(SAMPLE, [{ op: 'remove', path: ['packages', 0] }]);
    expect(removed).toContain('# The first one is the cheapest.\n');
    expect(removed).not.toContain('Bark n Bath');
    expect((readData(removed) as { packages: unknown[] }).packages).toHaveLength(1);
  });

  it('changes a list inside a flow map item by its words alone, and adds or drops keys', () => {
    const out = applyEdits(SAMPLE, [
      { op: 'set', path: ['team', 0, 'days'], value: ['mon', 'tue', 'sat'] },
      { op: 'set', path: ['cities', 1], value: { slug: 'noida', name: 'Noida', promoCode: 'NOIDA10' } },
      { op: 'remove', path: ['cities', 0, 'hours'] },
      { op: 'set', path: ['packages', 0, 'listPrice'], value: 799 },
      { op: 'set', path: ['empty'], value: { note: 'filled' } },
    ]);
    expect(out).toContain('days: [mon, tue, sat]');
    expect(out).toContain('- { slug: noida, name: Noida, promoCode: NOIDA10 }');
    expect(out).toContain('- { slug: delhi, name: Delhi }');
    expect(out).toContain('    includes: [Bath, Blow dry]\n    listPrice: 799\n\n  - id: spa');
    expect(readData(out)).toMatchObject({ empty: { note: 'filled' } });
  });

  it('adds a translation to a language\'s texts quoted like the lines beside it', () => {
    const texts = '# Hindi\n"Home": "होम"\n"Price": "कीमत"\n';
    const out = applyEdits(texts, [{ op: 'set', path: ['Quick bath and dry: {price}'], value: 'जल्दी स्नान: {price}' }]);
    expect(out).toBe(`${texts}"Quick bath and dry: {price}": "जल्दी स्नान: {price}"\n`);
  });

  it('makes the missing keys of a deeper place', () => {
    const out = applyEdits(SAMPLE, [{ op: 'set', path: ['site', 'deploy', 'command'], value: 'npm run upload' }]);
    expect(out).toContain('  url: "https://example.com"\n  deploy: { command: npm run upload }\n');
  });

  it('refuses a place the data does not have, and keys that are not keys', () => {
    expect(() => applyEdits(SAMPLE, [{ op: 'set', path: ['packages', 7, 'offerPrice'], value: 1 }])).toThrow(EditRefused);
    expect(() => applyEdits(SAMPLE, [{ op: 'remove', path: ['packages', 0, 'nothing'] }])).toThrow(/nothing there to remove/);
    expect(() => applyEdits(SAMPLE, [{ op: 'add', path: ['site', 'name'], value: 'x' }])).toThrow(/not a list/);
    expect(() => applyEdits(SAMPLE, [{ op: 'set', path: ['__proto__', 'x'], value: 1 } as never])).toThrow();
  });

  it('writes strings that need quotes so they read back as typed', () => {
    const tricky = ['a: b', 'yes', '12', 'x # y', '[list]', 'née "quoted"', 'line\nbreak', ' lead', '{brace}', '-dash', '@at', "it's"];
    for (const value of tricky) {
      const out = applyEdits(SAMPLE, [{ op: 'set', path: ['packages', 0, 'name'], value }, { op: 'set', path: ['team', 0, 'days', 0], value }]);
      const read = readData(out) as { packages: { name: string }[]; team: { days: string[] }[] };
      expect(read.packages[0].name).toBe(value);
      expect(read.team[0].days[0]).toBe(value);
    }
  });
});
