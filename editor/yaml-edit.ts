// Edits written into site.yaml as a person would make them by hand: only the lines of the values
// that change are touched; comments, order, quoting and blank lines elsewhere stay byte for byte
// (Decap CMS and jekyll-admin lose a data file's comments by re-serialising it: this splices text).
// Each edit is broken down to the smallest changes (one scalar, one key, one list item) and each is
// spliced into the text at the source range the `yaml` parser gives its node. At the end the new
// text is read back as the build reads it, and must mean exactly the old data with the edits
// applied: a change that cannot be written that way is refused, never written half right.
import { isCollection, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import jsYaml from 'js-yaml';
import { isDeepStrictEqual } from 'node:util';
import type { EditPath, SiteEdit } from '../desk/wire/site-editor.ts';
import { blockItem, blockPairs, flowText, keyText, scalarText } from './yaml-text.ts';

/** An edit that names a place the data does not have, or cannot be written safely. */
export class EditRefused extends Error {
  override readonly name = 'EditRefused';
}

type Key = string | number;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The data as the build reads site.yaml (pipeline/load/source.ts: js-yaml, core schema). */
export const readData = (text: string): unknown => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }) ?? {};

export const pathWords = (path: readonly Key[]): string =>
  path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), '') || 'the whole file';

function checkPath(path: unknown): asserts path is Key[] {
  if (!Array.isArray(path) || path.length === 0) throw new EditRefused('path: expected a list of keys and positions, as ["packages", 0, "offerPrice"]');
  for (const k of path) {
    if (typeof k === 'number' ? !Number.isInteger(k) || k < 0 : typeof k !== 'string' || k === '' || FORBIDDEN_KEYS.has(k)) {
      throw new EditRefused(`path: ${JSON.stringify(k)} is not a key or a list position`);
    }
  }
}

/** Checks an edit as sent (any JSON) and returns it typed. */
export function checkedEdit(edit: unknown): SiteEdit {
  if (!isPlainObject(edit)) throw new EditRefused('edits: each edit is an object with op and path');
  checkPath(edit.path);
  if (edit.file !== undefined && typeof edit.file !== 'string') throw new EditRefused('file: expected the name of a file of the site definition');
  const file = typeof edit.file === 'string' ? { file: edit.file } : {};
  if (edit.op === 'remove') return { op: 'remove', path: edit.path, ...file };
  if (edit.op !== 'set' && edit.op !== 'add') throw new EditRefused(`op: expected set, add or remove, not ${JSON.stringify(edit.op)}`);
  if (edit.value === undefined) throw new EditRefused(`value: the ${edit.op} at ${pathWords(edit.path)} has none`);
  checkValue(edit.value, edit.path);
  return { op: edit.op, path: edit.path, value: edit.value, ...file };
}

function checkValue(value: unknown, path: readonly Key[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => checkValue(v, [...path, i]));
  else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k) || k === '') throw new EditRefused(`value: ${JSON.stringify(k)} is not a key (at ${pathWords(path)})`);
      checkValue(v, [...path, k]);
    }
  } else if (!(value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))) {
    throw new EditRefused(`value: ${pathWords(path)} is not a value site.yaml can hold`);
  }
}

// ---- the edits on plain data: what the text must mean afterwards

function childOf(data: unknown, k: Key): unknown {
  if (typeof k === 'number') return Array.isArray(data) ? data[k] : undefined;
  return isPlainObject(data) && Object.hasOwn(data, k) ? data[k] : undefined;
}

function containerAt(data: unknown, path: readonly Key[], make: boolean): unknown {
  let at = data;
  for (const [i, k] of path.entries()) {
    let next = childOf(at, k);
    if (next === undefined && make && isPlainObject(at) && typeof k === 'string') {
      next = typeof path[i + 1] === 'number' ? [] : {};
      at[k] = next;
    }
    if (next === undefined) throw new EditRefused(`${pathWords(path.slice(0, i + 1))}: site.yaml has nothing there`);
    at = next;
  }
  return at;
}

/** `data` (a copy) with the edit made. */
export function editData(data: unknown, edit: SiteEdit): unknown {
  const copy = structuredClone(data);
  const parent = containerAt(copy, edit.path.slice(0, -1), edit.op === 'set');
  const last = edit.path[edit.path.length - 1];
  if (edit.op === 'add') {
    const list = childOf(parent, last);
    if (!Array.isArray(list)) throw new EditRefused(`${pathWords(edit.path)}: not a list to add to`);
    list.push(structuredClone(edit.value));
  } else if (edit.op === 'remove') {
    if (childOf(parent, last) === undefined) throw new EditRefused(`${pathWords(edit.path)}: site.yaml has nothing there to remove`);
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete (parent as Record<string, unknown>)[last as string];
  } else if (Array.isArray(parent) && typeof last === 'number' && last <= parent.length) {
    parent[last] = structuredClone(edit.value);
  } else if (isPlainObject(parent) && typeof last === 'string') {
    parent[last] = structuredClone(edit.value);
  } else {
    throw new EditRefused(`${pathWords(edit.path)}: site.yaml has no such place`);
  }
  return copy;
}

// ---- the smallest changes, spliced into the text

type Step =
  | { kind: 'replace'; path: Key[]; value: unknown }
  | { kind: 'add-key'; path: Key[]; key: string; value: unknown }
  | { kind: 'append'; path: Key[]; value: unknown }
  | { kind: 'remove'; path: Key[] };

/** The smallest steps that turn `before` at `path` into `after`. */
function stepsFor(path: Key[], before: unknown, after: unknown): Step[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after) && Object.keys(before).length > 0) {
    const removed = Object.keys(before).filter((k) => !Object.hasOwn(after, k)).map((k): Step => ({ kind: 'remove', path: [...path, k] }));
    if (removed.length === Object.keys(before).length && Object.keys(after).length === 0) return [{ kind: 'replace', path, value: after }];
    const kept = Object.entries(after).flatMap(([k, v]): Step[] => Object.hasOwn(before, k) ? stepsFor([...path, k], before[k], v) : [{ kind: 'add-key', path, key: k, value: v }]);
    return [...kept, ...removed];
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length > 0 && after.length > 0) {
    const common = Math.min(before.length, after.length);
    const changed = after.slice(0, common).flatMap((v, i) => stepsFor([...path, i], before[i], v));
    const added = after.slice(common).map((v): Step => ({ kind: 'append', path, value: v }));
    // From the end, so each position still names the item it named.
    const removed = before.slice(common).map((_, i): Step => ({ kind: 'remove', path: [...path, before.length - 1 - i] }));
    return [...changed, ...added, ...removed];
  }
  return [{ kind: 'replace', path, value: after }];
}

function nodeAt(doc: Document, path: readonly Key[]): Node {
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (!node || !(isScalar(node) || isCollection(node))) throw new EditRefused(`${pathWords(path)}: site.yaml has nothing there`);
  return node as Node;
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end + 1;
};
const rangeOf = (node: Node): [number, number, number] => {
  if (!node.range) throw new EditRefused('site.yaml could not be read with positions');
  return node.range;
};
/** Whether the node is written inside a flow collection ({...} or [...]), where commas end a plain word. */
function inFlow(doc: Document, path: readonly Key[]): boolean {
  for (let i = path.length - 1; i >= 0; i--) {
    const parent = nodeAt(doc, path.slice(0, i));
    if (isCollection(parent) && parent.flow) return true;
  }
  return false;
}
const styleOf = (node: Node): 'plain' | 'double' | 'single' =>
  isScalar(node) && node.type === 'QUOTE_SINGLE' ? 'single' : isScalar(node) && node.type !== 'PLAIN' ? 'double' : 'plain';
const splice = (text: string, from: number, to: number, insert: string) => text.slice(0, from) + insert + text.slice(to);

function pairOf(map: YAMLMap, key: Key): Pair<Node, Node | null> | undefined {
  return (map.items as Pair<Node, Node | null>[]).find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
}

function replace(text: string, doc: Document, path: Key[], value: unknown): string {
  const parent = path.length ? nodeAt(doc, path.slice(0, -1)) : undefined;
  const pair = parent && isMap(parent) ? pairOf(parent, path[path.length - 1]) : undefined;
  if (pair && (pair.value === null || (isScalar(pair.value) && rangeOf(pair.value)[0] === rangeOf(pair.value)[1]))) {
    // `key:` with nothing after it.
    const at = rangeOf(pair.key as Node)[1];
    const colon = text.indexOf(':', at);
    return splice(text, colon + 1, colon + 1, ` ${flowText(value)}`);
  }
  const node = nodeAt(doc, path);
  const [start, end] = rangeOf(node);
  const flow = inFlow(doc, path);
  const written = isScalar(node) && !isPlainObject(value) && !Array.isArray(value) ? scalarText(value, flow, styleOf(node)) : flowText(value);
  // A block collection's range ends after its last line's newline; a line's worth goes back in.
  const tail = isCollection(node) && !node.flow && text[end - 1] === '\n' ? '\n' : '';
  return splice(text, start, end, written + tail);
}

function addKey(text: string, doc: Document, path: Key[], key: string, value: unknown): string {
  const map = nodeAt(doc, path);
  if (!isMap(map)) throw new EditRefused(`${pathWords(path)}: not a map to add "${key}" to`);
  const items = map.items as Pair<Node, Node | null>[];
  if (map.flow || items.length === 0) {
    const [start, end] = rangeOf(map);
    const close = text.lastIndexOf('}', end);
    if (items.length === 0) return splice(text, start, close + 1, flowText({ [key]: value }));
    const last = items[items.length - 1];
    const after = last.value ? rangeOf(last.value)[1] : rangeOf(last.key)[1];
    return splice(text, after, after, `, ${keyText(key)}: ${flowText(value)}`);
  }
  const first = rangeOf(items[0].key)[0];
  const indent = first - lineStart(text, first);
  const end = rangeOf(map)[2];
  const at = text[end - 1] === '\n' ? end : lineEnd(text, end);
  // A map whose keys are quoted (strings/<code>.yaml: an English text and its translation a line) gets its new line quoted alike.
  const quoted = isScalar(items[0].key) && items[0].key.type === 'QUOTE_DOUBLE';
  return splice(text, at, at, (text[at - 1] === '\n' || at === 0 ? '' : '\n') + blockPairs({ [key]: value }, indent, quoted));
}

function append(text: string, doc: Document, path: Key[], value: unknown): string {
  const seq = nodeAt(doc, path);
  if (!isSeq(seq)) throw new EditRefused(`${pathWords(path)}: not a list to add to`);
  const items = seq.items as Node[];
  if (seq.flow || items.length === 0) {
    const [start, end] = rangeOf(seq);
    const close = text.lastIndexOf(']', end);
    if (items.length === 0) return splice(text, start, close + 1, flowText([value]));
    const after = rangeOf(items[items.length - 1])[1];
    return splice(text, after, after, `, ${flowText(value)}`);
  }
  const [start, , end] = rangeOf(seq);
  const indent = start - lineStart(text, start);
  const lastItem = items[items.length - 1];
  const at = text[end - 1] === '\n' ? end : lineEnd(text, end);
  return splice(text, at, at, (text[at - 1] === '\n' || at === 0 ? '' : '\n') + blockItem(value, indent, isMap(lastItem) && !!lastItem.flow));
}

function remove(text: string, doc: Document, path: Key[]): string {
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(doc, parentPath);
  const key = path[path.length - 1];
  const count = isCollection(parent) ? parent.items.length : 0;
  if (count === 1 && !(isCollection(parent) && parent.flow)) {
    // The last item or key of a block collection: what is left is an empty one, written as such.
    return replace(text, doc, parentPath, isSeq(parent) ? [] : {});
  }
  let from: number;
  let to: number;
  if (isSeq(parent)) {
    const item = (parent.items as Node[])[key as number];
    if (!item) throw new EditRefused(`${pathWords(path)}: site.yaml has nothing there to remove`);
    [from, , to] = rangeOf(item);
    if (!parent.flow) {
      from = lineStart(text, from);
      if (!/^\s*-\s*$/.test(text.slice(from, rangeOf(item)[0]))) throw new EditRefused(`${pathWords(path)}: this item is not on a line of its own`);
    } else to = rangeOf(item)[1];
  } else if (isMap(parent)) {
    const pair = pairOf(parent, key);
    if (!pair) throw new EditRefused(`${pathWords(path)}: site.yaml has nothing there to remove`);
    from = rangeOf(pair.key as Node)[0];
    to = pair.value ? rangeOf(pair.value)[parent.flow ? 1 : 2] : rangeOf(pair.key as Node)[1];
    if (!parent.flow) from = lineStart(text, from);
  } else {
    throw new EditRefused(`${pathWords(path)}: site.yaml has nothing there to remove`);
  }
  if (!parent.flow) return splice(text, from, text[to - 1] === '\n' ? to : lineEnd(text, to), '');
  // In a flow collection, the comma before (or, for the first, after) goes with it.
  const before = text.slice(0, from).match(/,\s*$/);
  if (before) return splice(text, from - before[0].length, to, '');
  const after = text.slice(to).match(/^\s*,\s*/);
  return splice(text, from, to + (after ? after[0].length : 0), '');
}

function applyStep(text: string, step: Step): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new EditRefused(`site.yaml cannot be read: ${doc.errors[0].message}`);
  switch (step.kind) {
    case 'replace': return replace(text, doc, step.path, step.value);
    case 'add-key': return addKey(text, doc, step.path, step.key, step.value);
    case 'append': return append(text, doc, step.path, step.value);
    case 'remove': return remove(text, doc, step.path);
  }
}

/** The nearest place on `path` that the data has, and what is missing below it, as a nested value. */
function existingAncestor(data: unknown, path: Key[], value: unknown): { path: Key[]; key?: string; value: unknown } {
  for (let i = path.length - 1; i >= 0; i--) {
    let here: unknown = data;
    let found = true;
    for (const k of path.slice(0, i)) {
      here = childOf(here, k);
      if (here === undefined) { found = false; break; }
    }
    if (!found) continue;
    const k = path[i];
    if (childOf(here, k) !== undefined) return { path: path.slice(0, i + 1), value };
    if (!isPlainObject(here) || typeof k !== 'string') throw new EditRefused(`${pathWords(path.slice(0, i + 1))}: site.yaml has no such place`);
    return { path: path.slice(0, i), key: k, value: path.slice(i + 1).reduceRight<unknown>((v, key) => ({ [key]: v }), value) };
  }
  throw new EditRefused(`${pathWords(path)}: site.yaml has no such place`);
}

function stepsOf(data: unknown, edit: SiteEdit): Step[] {
  const path = [...edit.path];
  if (edit.op === 'add') return [{ kind: 'append', path, value: edit.value }];
  if (edit.op === 'remove') return [{ kind: 'remove', path }];
  let list: unknown;
  try {
    list = containerAt(data, path.slice(0, -1), false);
  } catch {
    // A place below one that is missing: made by existingAncestor, below.
  }
  if (Array.isArray(list) && path[path.length - 1] === list.length) return [{ kind: 'append', path: path.slice(0, -1), value: edit.value }];
  const place = existingAncestor(data, path, edit.value);
  if (place.key !== undefined) return [{ kind: 'add-key', path: place.path, key: place.key, value: place.value }];
  let before: unknown = data;
  for (const k of place.path) before = childOf(before, k);
  return stepsFor(place.path, before, place.value);
}

/**
 * `text` with the edits written in. Throws EditRefused when an edit names a place the data does not
 * have, or when the written text would not read back as the data with the edits made.
 */
export function applyEdits(text: string, edits: readonly SiteEdit[]): string {
  let out = text;
  let expected = readData(text);
  for (const edit of edits) {
    const next = editData(expected, edit);
    for (const step of stepsOf(expected, edit)) out = applyStep(out, step);
    expected = next;
  }
  let actual: unknown;
  try {
    actual = readData(out);
  } catch (error) {
    throw new EditRefused(`the change could not be written safely (${error instanceof Error ? error.message : String(error)}); nothing was written`);
  }
  if (!isDeepStrictEqual(actual, expected)) throw new EditRefused('the change could not be written without changing something else; nothing was written');
  return out;
}
