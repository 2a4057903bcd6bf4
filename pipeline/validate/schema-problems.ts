// Turns ajv's errors into problems an editor can read: one per place, in plain words, with a hint.
import type { ErrorObject } from 'ajv';
import type { LoadedValidator } from './compiled-schema.ts';
import { locate, type YamlSource } from '../load/source.ts';
import { dataPath, problemAt, type Problem } from '../problems.ts';

export function schemaProblems(src: YamlSource, { validate, schema }: LoadedValidator, data: unknown): Problem[] {
  if (validate(data)) return [];
  const byPlace = new Map<string, ErrorObject>();
  for (const err of validate.errors ?? []) {
    // "must match the then schema" only summarises the errors of that branch, which say more.
    if (err.keyword === 'if') continue;
    const place = placeOf(err);
    const prev = byPlace.get(place);
    // anyOf reports every branch that failed; the branch errors say more than "anyOf".
    if (!prev || prev.keyword === 'anyOf' || (err.keyword === 'type' && prev.keyword !== 'type')) byPlace.set(place, err);
  }
  return [...byPlace.values()].map((err) => toProblem(src, err, data, schema));
}

function placeOf(err: ErrorObject): string {
  const extra = err.keyword === 'additionalProperties' ? `/${(err.params as { additionalProperty: string }).additionalProperty}` : '';
  return err.instancePath + extra;
}

function pathOf(pointer: string): string[] {
  return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

function show(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of keys';
  return `${typeof value} ${String(value)}`;
}

const typeWords: Record<string, string> = {
  string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a group of keys',
};

/** The schema object an error came from (ajv's schemaPath minus the keyword), for hints. */
function schemaAt(schema: object, err: ErrorObject): { properties?: object; description?: string } {
  const steps = err.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1);
  let node: unknown = schema;
  for (const step of steps) {
    if (step === '$ref') continue;
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return (node ?? {}) as { properties?: object; description?: string };
}

type SchemaNode = { description?: string; $ref?: string; properties?: object; items?: SchemaNode } | undefined;

const resolved = (schema: object, node: SchemaNode): SchemaNode =>
  node?.$ref ? resolved(schema, node.$ref.replace(/^#\//, '').split('/').reduce<any>((n, k) => n?.[k], schema)) : node;

/**
 * The schema of the value at a place in the data, by its keys and list items, through $refs: ajv
 * names an error inside a definition by its place in that definition alone (#/dependencies).
 */
function schemaOfData(schema: object, path: string[]): SchemaNode {
  const node = path.reduce<SchemaNode>((at, step) => {
    const here = resolved(schema, at);
    return /^\d+$/.test(step) && here?.items ? here.items : (here?.properties as Record<string, SchemaNode> | undefined)?.[step];
  }, schema as SchemaNode);
  return resolved(schema, node);
}

/** A property's description, or that of the definition it refers to. */
function describe(schema: object, node: SchemaNode): string | undefined {
  return node?.description ?? resolved(schema, node)?.description;
}

function toProblem(src: YamlSource, err: ErrorObject, data: unknown, schema: object): Problem {
  const path = pathOf(err.instancePath);
  const value = valueAt(data, path);
  const p = err.params as Record<string, any>;
  const at = (where: string[], message: string, hint?: string, key = false) =>
    problemAt(src, locate(src, where, key), dataPath(where), message, hint);

  switch (err.keyword) {
    case 'required':
      return at(path, `missing required field "${p.missingProperty}"`, `add "${p.missingProperty}:" to ${dataPath(path) || 'the top level'}`);
    case 'additionalProperties': {
      const key = p.additionalProperty as string;
      const allowed = Object.keys(schemaAt(schema, err).properties ?? {});
      const near = closest(key, allowed);
      return at([...path, key], `unknown key "${key}"`,
        near ? `did you mean "${near}"?` : `allowed keys here: ${allowed.join(', ')}`, true);
    }
    case 'type':
      return at(path, `expected ${typeWords[p.type] ?? p.type}, got ${show(value)}`,
        p.type === 'integer' || p.type === 'number' ? 'write the number without quotes, currency signs or commas, e.g. 999' : undefined);
    case 'minimum':
      return at(path, `must be at least ${p.limit}, got ${String(value)}`, /price/i.test(String(path.at(-1))) ? 'prices cannot be negative' : undefined);
    case 'maximum':
      return at(path, `must be at most ${p.limit}, got ${String(value)}`);
    case 'pattern': {
      const what = schemaAt(schema, err).description;
      return at(path, `${show(value)} is not in the expected form${what ? `: ${what}` : ''}`);
    }
    case 'enum':
      return at(path, `${show(value)} is not allowed here`, `use one of: ${(p.allowedValues as unknown[]).join(', ')}`);
    case 'minItems':
      return at(path, `needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}`);
    case 'maxItems':
      return at(path, `has more than ${p.limit} items`);
    case 'uniqueItems':
      return at([...path, String(p.j)], `repeats item ${p.i + 1} of the list`, 'remove the duplicate');
    case 'minLength':
      return at(path, value === '' ? 'must not be empty' : `is too short (at least ${p.limit} characters)`);
    case 'maxLength':
      return at(path, `is too long: ${String(value).length} characters, at most ${p.limit}`);
    case 'anyOf':
      return at(path, `${show(value)} does not have an accepted form`);
    case 'dependencies': {
      // On the missing field (gallery[3].caption, a groomer's alt), where an editor writes it; its line is its group's.
      const described = (key: string) => describe(schema, (schemaOfData(schema, path)?.properties as Record<string, SchemaNode> | undefined)?.[key]);
      const missing = described(p.missingProperty);
      const what = described(p.property);
      return at([...path, p.missingProperty], `"${p.property}" needs "${p.missingProperty}" beside it${missing ? `: ${missing}` : ''}`,
        `add "${p.missingProperty}:" or remove "${p.property}:"${what ? ` (${p.property}: ${what})` : ''}`);
    }
    case 'false schema': {
      // A key ruled out by another key's value (e.g. a locality visited on request names no city).
      const key = String(path.at(-1));
      return at(path, `"${key}" does not belong here with the other keys of ${dataPath(path.slice(0, -1))}`, `remove "${key}:"; the description of each key in the schema says which go together`, true);
    }
    default:
      return at(path, err.message ?? 'is not valid');
  }
}

function closest(word: string, options: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const o of options) {
    const d = distance(word.toLowerCase(), o.toLowerCase());
    if (d < bestScore) { bestScore = d; best = o; }
  }
  return bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
