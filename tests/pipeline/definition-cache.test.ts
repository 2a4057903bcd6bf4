// site.yaml and strings/ as the last build read and checked them (pipeline/load/definition-cache.ts):
// a kept reading is the value js-yaml gives now; a text is known valid only against the schema it
// passed, only by its exact bytes; an edited site.yaml is checked again and its problem reported.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import jsYaml from 'js-yaml';
import { DefinitionCache } from '../../pipeline/load/definition-cache.ts';
import { loadProject } from '../../pipeline/load/load.ts';
import { validateProject } from '../../pipeline/validate/validate.ts';
import { validatorKey } from '../../pipeline/validate/compiled-schema.ts';
import { packageRoot } from '../../pipeline/project.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

const read = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }) ?? {};
const cacheFile = () => join(mkdtempSync(join(tmpdir(), 'groomsite-definition-')), 'definition.json');

describe('the site definition kept from the last build', () => {
  const text = 'name: Doorstep Paws\npackages:\n  - { id: a, offerPrice: 999, ratio: 0.5, open: yes }\nnone: ~\n';

  it('gives the value js-yaml reads, a fresh object each time, without reading a kept text again', () => {
    const file = cacheFile();
    const first = new DefinitionCache(file);
    expect(first.read(text, read)).toEqual(read(text));
    first.save();
    const again = new DefinitionCache(file);
    const parse = () => { throw new Error('read again'); };
    const value = again.read(text, parse) as { packages: unknown[] };
    expect(value).toEqual(read(text));
    value.packages.pop();
    expect(again.read(text, parse)).toEqual(read(text));
  });

  it('keeps no value JSON would change, and no validity for it', () => {
    const file = cacheFile();
    const odd = 'price: .inf\n';
    const first = new DefinitionCache(file);
    expect(first.read(odd, read)).toEqual({ price: Infinity });
    expect(first.validity(odd)).toBeUndefined();
    first.save();
    let reads = 0;
    expect(new DefinitionCache(file).read(odd, (t) => { reads++; return read(t); })).toEqual({ price: Infinity });
    expect(reads).toBe(1);
  });

  it('knows a text valid only against the validator that passed it, and only by its bytes', () => {
    const file = cacheFile();
    const first = new DefinitionCache(file);
    first.read(text, read);
    first.validity(text)!.note('schema-a');
    first.save();
    const again = new DefinitionCache(file);
    again.read(text, read);
    expect(again.validity(text)!.knows('schema-a')).toBe(true);
    expect(again.validity(text)!.knows('schema-b')).toBe(false);
    const edited = text.replace('999', '899');
    again.read(edited, read);
    expect(again.validity(edited)!.knows('schema-a')).toBe(false);
  });

  it('checks an edited site.yaml again, and reports its problem at its line', async () => {
    const root = copyFixture('tiny');
    const file = cacheFile();
    const validate = async () => {
      const definitions = new DefinitionCache(file);
      const result = await validateProject(await loadProject(root, undefined, undefined, definitions));
      definitions.save();
      return { result, definitions };
    };
    const first = await validate();
    expect(first.result.ok).toBe(true);
    const siteText = (await loadProject(root)).site.text;
    const second = await validate();
    expect(second.result.ok).toBe(true);
    expect(second.definitions.validity(siteText)!.knows(validatorKey(join(packageRoot, 'site.schema.json')))).toBe(true);
    const line = edit(join(root, 'site.yaml'), 'offerPrice: 999\n', 'offerPrice: "nine hundred"\n');
    const broken = await validate();
    expect(broken.result.ok).toBe(false);
    const problems = broken.result.ok ? [] : broken.result.problems;
    expect(problems.map((p) => [p.line, p.message])).toContainEqual([line, expect.stringMatching(/expected a whole number, got text "nine hundred"/)]);
  });
});
