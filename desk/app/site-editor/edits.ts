// The owner's changes as edits (desk/wire/site-editor.ts): the form changes a working copy of the
// site's data, and the edits are what differs between it and the data as loaded, so a field set
// back to what it was produces none, and the list sent is always the shortest that says the change.
// Pure: no DOM, no fetch.
import type { EditPath, SiteEdit } from '../../wire/site-editor.ts';

export type Data = Record<string, unknown>;
type Obj = Record<string | symbol, unknown>;

/**
 * Where an item of a list came from: its index in the data as loaded. A new item has none. Kept
 * as a symbol, so JSON (what is sent) never carries it, and object spread (every change) keeps it.
 */
const ORIGIN = Symbol('origin');

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy of the loaded data to edit, each object in a list marked with its index there. */
export function workingCopy<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const copy = workingCopy(item);
      if (isObject(copy)) copy[ORIGIN] = i;
      return copy;
    }) as T;
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, workingCopy(v)])) as T;
  return value;
}

/** Whether a list item was added in this editing session (it has no place in the loaded data). */
export const isNew = (item: unknown): boolean => isObject(item) && !(ORIGIN in item);

/** The value as JSON would send it: no marks, no undefined keys. */
export const plain = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)) as T);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

export const samePath = (a: EditPath, b: EditPath): boolean => a.length === b.length && a.every((k, i) => k === b[i]);

export function getAt(data: unknown, path: EditPath): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * What the form shows at `path` was loaded at: the same path with each list item's index as loaded
 * (after a removal the items below it move up). Undefined inside an item added in this session.
 */
export function loadedPath(working: unknown, path: EditPath): EditPath | undefined {
  const out: EditPath = [];
  let node = working;
  for (const key of path) {
    const child = node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key];
    if (typeof key === 'number' && Array.isArray(node) && isObject(child)) {
      if (!(ORIGIN in child)) return undefined;
      out.push(child[ORIGIN] as number);
    } else out.push(key);
    node = child;
  }
  return out;
}

/** The loaded value of what the form shows at `path` (undefined for what is new). */
export function loadedAt(working: unknown, loaded: unknown, path: EditPath): unknown {
  const at = loadedPath(working, path);
  return at && getAt(loaded, at);
}

/** A copy of `data` with `value` at `path` (undefined removes the key); containers on the way are copied, not changed. */
export function setAt<T>(data: T, path: EditPath, value: unknown): T {
  if (path.length === 0) return value as T;
  if (value === undefined && getAt(data, path) === undefined) return data; // nothing to remove
  const [key, ...rest] = path;
  const node: unknown = data ?? (typeof key === 'number' ? [] : {});
  const child = (node as Record<string | number, unknown>)[key];
  const next = setAt(child, rest, value);
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[key as number] = next;
    return copy as T;
  }
  const copy = { ...(node as Obj) };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}

/** A copy of `data` with `item` at the end of the list at `path` (made if missing). */
export const addAt = <T>(data: T, path: EditPath, item: unknown): T =>
  setAt(data, path, [...((getAt(data, path) as unknown[] | undefined) ?? []), item]);

/** A copy of `data` without the list item or key at `path`. */
export function removeAt<T>(data: T, path: EditPath): T {
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const parent = getAt(data, parentPath);
  if (Array.isArray(parent)) return setAt(data, parentPath, parent.filter((_, i) => i !== key));
  return setAt(data, path, undefined);
}

/**
 * The edits that turn `original` into `working`, in an order that holds whether the server reads
 * each path against the loaded data or applies the edits one by one: first the changes to what
 * was there (at its index as loaded), then the removals from the last index down, then the new
 * items at the end of their lists. So the result lists items as the form does, and a problem the
 * server finds in it names the index the form shows.
 */
export function editsBetween(original: unknown, working: unknown): SiteEdit[] {
  const sets: SiteEdit[] = [];
  const removes: SiteEdit[] = [];
  const adds: SiteEdit[] = [];
  const walk = (before: unknown, after: unknown, path: EditPath): void => {
    if (deepEqual(before, after)) return;
    if (after === undefined) {
      removes.push({ op: 'remove', path });
      return;
    }
    if (isObject(before) && isObject(after)) {
      for (const key of Object.keys(before)) if (after[key] === undefined) removes.push({ op: 'remove', path: [...path, key] });
      for (const key of Object.keys(after)) {
        if (after[key] === undefined) continue;
        if (before[key] === undefined) sets.push({ op: 'set', path: [...path, key], value: plain(after[key]) });
        else walk(before[key], after[key], [...path, key]);
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isObject) && inOrder(after, before.length)) {
      const kept = new Set<number>();
      for (const item of after as Obj[]) {
        if (!(ORIGIN in item)) continue;
        const at = item[ORIGIN] as number;
        kept.add(at);
        walk(before[at], item, [...path, at]);
      }
      for (let i = before.length - 1; i >= 0; i--) if (!kept.has(i)) removes.push({ op: 'remove', path: [...path, i] });
      for (const item of after as Obj[]) if (!(ORIGIN in item)) adds.push({ op: 'add', path, value: plain(item) });
      return;
    }
    sets.push({ op: 'set', path, value: plain(after) });
  };
  walk(original, working, []);
  // Removals within one list run from its last index down (a nested list's before its parent's item).
  removes.sort((a, b) => comparePathsDescending(a.path, b.path));
  return [...sets, ...removes, ...adds];
}

/** Whether a list keeps its loaded items in their order, each once, with the new ones after them (what the form does). */
function inOrder(items: unknown[], loaded: number): boolean {
  let last = -1;
  let sawNew = false;
  for (const item of items as Obj[]) {
    if (!(ORIGIN in item)) {
      sawNew = true;
      continue;
    }
    const at = item[ORIGIN] as number;
    if (sawNew || at <= last || at >= loaded) return false;
    last = at;
  }
  return true;
}

function comparePathsDescending(a: EditPath, b: EditPath): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (b[i] as number) - (a[i] as number);
    return String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return b.length - a.length;
}

/** The edits of site.yaml applied one by one to a working copy (the owner's edits put back on a newer version). */
export function applyEdits<T>(working: T, edits: readonly SiteEdit[]): T {
  let data = working;
  for (const edit of edits) {
    if (edit.file && edit.file !== 'site.yaml') continue; // a language's texts: translations.ts givenFrom
    if (edit.op === 'set') data = setAt(data, edit.path, plain(edit.value));
    else if (edit.op === 'add') data = addAt(data, edit.path, plain(edit.value));
    else if (getAt(data, edit.path) !== undefined) data = removeAt(data, edit.path);
  }
  return data;
}

/** The loaded indexes of the items of a list that the working copy no longer has (removed in this session). */
export function removedFrom(loadedList: readonly unknown[] | undefined, workingList: readonly unknown[] | undefined): number[] {
  const kept = new Set((workingList ?? []).filter(isObject).map((item) => item[ORIGIN]));
  return (loadedList ?? []).flatMap((item, i) => (isObject(item) && !kept.has(i) ? [i] : []));
}

/** A copy of `data` with the loaded item `index` of the list at `path` back in its place, as loaded. */
export function putBack<T>(data: T, loaded: unknown, path: EditPath, index: number): T {
  const item = workingCopy(getAt(loaded, path) as unknown[])[index];
  const list = [...((getAt(data, path) as Obj[] | undefined) ?? [])];
  const at = list.findIndex((x) => !(ORIGIN in x) || (x[ORIGIN] as number) > index);
  list.splice(at === -1 ? list.length : at, 0, item as Obj);
  return setAt(data, path, list);
}

/**
 * A copy of `data` with `value` at `path`, where a missing key means `fallback` (a city's hours
 * default to every city's): a value equal to the fallback, where the data as loaded had none,
 * stays left out, so a field changed and changed back produces no edit.
 */
export function setOwnOrDefault<T>(data: T, loaded: unknown, path: EditPath, value: unknown, fallback: unknown): T {
  const same = fallback !== undefined && loadedAt(data, loaded, path) === undefined && deepEqual(value, fallback);
  return setAt(data, path, same ? undefined : value);
}
