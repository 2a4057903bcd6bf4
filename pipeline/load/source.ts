// A YAML text parsed with node positions, so that any problem found later (by ajv or by our
// own checks) can point at file:line:col and show the editor the offending line.
import type { Document, LineCounter, Node } from 'yaml';
import jsYaml from 'js-yaml';
import { requireFromPackage } from '../project.ts';

// The position-keeping parser is needed only when there is a problem to point at, so it loads
// then, not with every build (it takes some 60 ms to load).
let yamlModule: typeof import('yaml') | undefined;
const yaml = (): typeof import('yaml') => (yamlModule ??= requireFromPackage('yaml') as typeof import('yaml'));

export interface Position { line: number; col: number }

export interface YamlSource {
  file: string;
  text: string;
  /** Added to every line number: front matter starts after the opening `---`. */
  lineOffset: number;
  doc: Document.Parsed;
  lines: LineCounter;
}

/**
 * A YAML text read two ways. `data` comes from js-yaml, several times faster, and is what a valid
 * site uses. `source()` parses it again with positions (the `yaml` package, YAML 1.2, as editors'
 * tools read it) and is only called when there is a problem to report, or when the fast reading
 * is in doubt: a value the two parsers read differently comes out of js-yaml as a number, boolean
 * or date where text was expected, fails the schema, and sends validation to `source()`.
 */
export interface YamlText {
  file: string;
  text: string;
  lineOffset: number;
  /** The fast reading; undefined when js-yaml could not read the text. */
  data: unknown;
  /** Which schemas the fast reading of this very text passed in an earlier build (definition-cache.ts); none kept for front matter. */
  validity?: Validity;
  source(): YamlSource;
}

/** The readings of texts kept from the last build: front matter (matter-cache.ts), the site definition (definition-cache.ts). */
export interface KnownTexts {
  /** The value of `text`: the kept one, or `parse(text)`. */
  read(text: string, parse: (text: string) => unknown): unknown;
  validity?(text: string): Validity | undefined;
}

/** The compiled schemas (by their validator's key, validate/compiled-schema.ts) a text's fast reading passed. */
export interface Validity {
  knows(validatorKey: string): boolean;
  note(validatorKey: string): void;
}

/** `known`: the readings kept from the last build. */
export function readYamlText(file: string, text: string, lineOffset = 0, known?: KnownTexts): YamlText {
  const read = (t: string) => fastRead(file, t);
  const data = known ? known.read(text, read) : read(text);
  let source: YamlSource | undefined;
  return { file, text, lineOffset, data, validity: known?.validity?.(text), source: () => (source ??= parseYamlSource(file, text, lineOffset)) };
}

function fastRead(file: string, text: string): unknown {
  try {
    return jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA, filename: file }) ?? {};
  } catch {
    return undefined;
  }
}

export function parseYamlSource(file: string, text: string, lineOffset = 0): YamlSource {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { file, text, lineOffset, doc, lines };
}

function positionOf(src: YamlSource, offset: number): Position {
  const { line, col } = src.lines.linePos(offset);
  return { line: line + src.lineOffset, col };
}

/**
 * Where a value lives. `path` is the list of keys and indexes from the root. With `key`, the
 * position of the map key itself (for "unknown key" problems) rather than its value. When a
 * path does not exist (a missing field), the deepest existing parent is returned.
 */
export function locate(src: YamlSource, path: (string | number)[], key = false): Position {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  let node: unknown = src.doc.contents;
  let found: Node | null = (node as Node) ?? null;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) break;
      // Point at the key for unknown keys, and for whole lists or groups (their first item may be far below).
      const last = i === path.length - 1;
      if (last && isScalar(pair.key) && (key || isMap(pair.value) || isSeq(pair.value))) { found = pair.key; break; }
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(step)];
    } else break;
    if (node && typeof node === 'object' && 'range' in node) found = node as Node;
    else break;
  }
  const offset = found?.range?.[0] ?? 0;
  return positionOf(src, offset);
}

export function yamlSyntaxProblems(src: YamlSource): { pos: Position; message: string }[] {
  return src.doc.errors.map((e) => ({
    pos: positionOf(src, e.pos[0]),
    message: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
  }));
}

/**
 * Every string scalar that is a value (not a key), with its path from the root and the offsets of
 * its source text, as written (quotes and all): for the scan of texts typed by hand (pipeline/facts).
 */
export function stringScalars(src: YamlSource): { path: (string | number)[]; start: number; end: number; value: string }[] {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  const out: { path: (string | number)[]; start: number; end: number; value: string }[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isScalar(node)) {
      if (typeof node.value === 'string' && node.range) out.push({ path, start: node.range[0], end: node.range[1], value: node.value });
    } else if (isMap(node)) {
      for (const p of node.items) if (isPair(p) && isScalar(p.key)) walk(p.value, [...path, String(p.key.value)]);
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
  };
  walk(src.doc.contents, []);
  return out;
}

/** Line and column (1-based) of an offset in a YAML source, its line offset added. */
export function positionAt(src: YamlSource, offset: number): Position {
  return positionOf(src, offset);
}
