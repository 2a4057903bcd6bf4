// The architecture is checked, not hoped for (DESIGN habit 14): dependency-cruiser with the rules
// of .dependency-cruiser.cjs finds no wrong-way import and no cycle in the product's folders, and
// it does find them in a fixture written wrong on purpose (so the rules cannot pass vacuously).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { sourceFolders } from './source-folders.ts';

let rules: IConfiguration;
let babelConfig: object;

beforeAll(async () => {
  rules = await extractDepcruiseConfig(join(projectRoot, '.dependency-cruiser.cjs'));
  babelConfig = await extractBabelConfig(join(projectRoot, '.dependency-cruiser-babel.cjs'));
});

/** Each violation as "rule: from -> to", cruising `folders` of `root`. */
async function violations(root: string, folders: string[]): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root); // dependency-cruiser names modules relative to the working folder
  try {
    const result = await cruise(folders, { ...rules.options, validate: true, ruleSet: rules, outputType: 'json' }, undefined, { babelConfig });
    const output = JSON.parse(result.output as string) as { summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] } };
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.cycle ? v.cycle.map((c) => c.name).join(' -> ') : v.to}`);
  } finally {
    process.chdir(cwd);
  }
}

describe('imports point one way', () => {
  it('holds for every folder of the product, the bench and the scripts', async () => {
    expect(sourceFolders).toEqual(expect.arrayContaining(['cli', 'pipeline', 'leads', 'http', 'store', 'model']));
    expect(await violations(projectRoot, [...sourceFolders, 'bench', 'scripts'].filter((f) => existsDir(join(projectRoot, f))))).toEqual([]);
  }, 60_000);

  it('fails a wrong-way import, browser code reaching server code, a test file imported from outside tests/, and a cycle', async () => {
    const found = await violations(join(projectRoot, 'tests/fixtures/wrong-way'), ['model', 'leads', 'islands', 'templates', 'store', 'http', 'bench', 'scripts']);
    expect(found).toEqual(expect.arrayContaining([
      'model-imports-only-itself: model/price.ts -> leads/store.ts',
      // The two bottom tiers: storage knows no HTTP, and the HTTP kit knows no domain.
      'store-imports-only-model: store/sql.ts -> http/http-error.ts',
      'http-imports-only-store-model: http/http-error.ts -> leads/store.ts',
      'browser-code-imports-no-server-code: islands/client/entry.tsx -> templates/Banner.tsx',
      'islands-imports-only-model: islands/client/entry.tsx -> templates/Banner.tsx',
      // Nothing outside tests/ imports a test file: the bench and the scripts share scripts/lib/.
      'nothing-outside-tests-imports-tests: bench/timing.ts -> tests/helpers/clock.ts',
      'nothing-outside-tests-imports-tests: scripts/shots.ts -> tests/helpers/clock.ts',
    ]));
    expect(found.some((v) => v.startsWith('no-cycles: templates/Banner.tsx'))).toBe(true);
  }, 60_000);
});

function existsDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
