// The desk's wire types (desk/wire/) are the one module its server and its browser app share: the
// rules of .dependency-cruiser.cjs let desk/app/ import them and nothing else of desk/, and keep
// desk/wire/ free of Node and of server code. Checked on a small tree written wrong on purpose,
// so neither rule can pass vacuously.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tree = mkdtempSync(join(tmpdir(), 'desk-wire-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const files: Record<string, string> = {
  'model/format.ts': 'export const x = 1;\n',
  'desk/roles.ts': 'export const OFFICE = ["owner", "staff"];\n',
  'desk/queries.ts': 'import type { Lead } from "./wire/leads.ts";\nexport const list = (): Lead[] => [];\n',
  'desk/wire/leads.ts': 'import type { x } from "../../model/format.ts";\nexport interface Lead { id: number; n: typeof x }\n',
  'desk/wire/session.ts': 'import type { IncomingMessage } from "node:http";\nimport { OFFICE } from "../roles.ts";\nexport type S = IncomingMessage | typeof OFFICE;\n',
  'desk/app/List.tsx': 'import type { Lead } from "../wire/leads.ts";\nexport const rows = (leads: Lead[]) => leads.length;\n',
  'desk/app/Peek.tsx': 'import { list } from "../queries.ts";\nexport const peek = list;\n',
};

it('lets the desk app import desk/wire/ and nothing else of desk/, and desk/wire/ only model/', async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const rules: IConfiguration = await extractDepcruiseConfig(join(root, '.dependency-cruiser.cjs'));
  const babelConfig = await extractBabelConfig(join(root, '.dependency-cruiser-babel.cjs'));
  const cwd = process.cwd();
  process.chdir(tree); // dependency-cruiser names modules relative to the working folder
  try {
    const result = await cruise(['desk', 'model'], { ...rules.options, validate: true, ruleSet: rules, outputType: 'json' }, undefined, { babelConfig });
    const output = JSON.parse(result.output as string) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    const found = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual([
      'browser-code-imports-no-server-code: desk/app/Peek.tsx -> desk/queries.ts',
      'desk-wire-is-plain-types: desk/wire/session.ts -> desk/roles.ts',
      'desk-wire-is-plain-types: desk/wire/session.ts -> http',
    ]);
  } finally {
    process.chdir(cwd);
  }
}, 60_000);
