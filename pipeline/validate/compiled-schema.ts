// Compiling the site schema with ajv takes about half a second; a build should not pay that
// every time. The compiled validator is saved as ajv "standalone" code under
// node_modules/.cache, keyed by a hash of the schema, and reused until the schema changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { writeCacheFile } from '../cache/build-cache.js';
import { requireFromPackage } from '../project.ts';

// No $data: the schema must stay plain JSON Schema that editors' language servers read too;
// comparisons between fields live in validate.ts.
export const ajvOptions = { allErrors: true, strict: true, allowUnionTypes: true } as const;

/** `key` names the validator: the schema's bytes and ajv's options (the cached code is found by it). */
export interface LoadedValidator { validate: ValidateFunction; schema: object; key: string }

/** The key of the validator of the schema at `schemaPath`, without loading it. */
export function validatorKey(schemaPath: string): string {
  return keyOf(readFileSync(schemaPath, 'utf8'));
}

const keyOf = (schemaText: string) => createHash('sha1').update(schemaText).update(JSON.stringify(ajvOptions)).digest('hex').slice(0, 16);

export async function loadValidator(schemaPath: string, cacheDir: string): Promise<LoadedValidator> {
  const schemaText = readFileSync(schemaPath, 'utf8');
  const schema = JSON.parse(schemaText) as object;
  const key = keyOf(schemaText);
  const file = join(cacheDir, `validator-${key}.cjs`);
  if (existsSync(file)) {
    try {
      // CommonJS, loaded with require: ajv's standalone code requires its runtime helpers.
      const loaded = requireFromPackage(file) as { default?: ValidateFunction } & ValidateFunction;
      return { validate: loaded.default ?? loaded, schema, key };
    } catch {
      // A damaged cache file is simply rebuilt below.
    }
  }
  // ajv itself loads only to compile: a build that finds its validators cached never needs it.
  const [{ Ajv }, { default: standaloneCode }] = await Promise.all([import('ajv'), import('ajv/dist/standalone/index.js')]);
  const ajv = new Ajv({ ...ajvOptions, code: { source: true } });
  const validate = ajv.compile(schema);
  try {
    writeCacheFile(file, standaloneCode(ajv, validate)); // a parallel build never reads half a file
  } catch {
    // No writable cache (read-only install): validation still works, just slower.
  }
  return { validate, schema, key };
}
