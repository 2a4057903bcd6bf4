// The project's source folders, read from .dependency-cruiser.cjs, which gives each one rule
// ("<folder>-imports-only-..."): the one list that the import rules and the tests' layout share.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { projectRoot } from '../helpers/site.ts';

const rules = createRequire(import.meta.url)(join(projectRoot, '.dependency-cruiser.cjs')) as { forbidden: { name: string }[] };

export const sourceFolders: string[] = rules.forbidden
  .map((rule) => /^([a-z]+)-imports-only-/.exec(rule.name)?.[1])
  .filter((folder): folder is string => folder !== undefined);
