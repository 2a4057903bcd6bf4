// Values written as YAML text the way site.yaml writes them: plain words where they read the same,
// double quotes where a plain scalar would mean something else, lists of words on one line
// (`[mon, tue]`), maps of a list item on one line when their siblings are (`{ id: spa, ... }`).
import jsYaml from 'js-yaml';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `text`, written plain where `context` puts it, reads back as exactly `value`. */
function readsBack(value: string, wrapped: string): boolean {
  try {
    const read = jsYaml.load(wrapped, { schema: jsYaml.CORE_SCHEMA }) as { k?: unknown } | unknown[];
    return (Array.isArray(read) ? read.length === 1 && read[0] === value : read?.k === value);
  } catch {
    return false;
  }
}

/**
 * Words that YAML 1.1 readers (older tools, some editors) take for a number, a time, a date or a
 * yes/no, though the build's YAML 1.2 reads them as words: quoted, so every reader agrees.
 */
const LOOKS_LIKE_ANOTHER_TYPE = /^([-+.\d]|(y|yes|n|no|on|off|true|false|null|~)$)/i;

/** A string as a scalar: plain when it reads back the same (in a flow collection too, when `flow`), else double-quoted. */
export function stringText(value: string, flow: boolean, style: 'plain' | 'double' | 'single' = 'plain'): string {
  if (style === 'single' && !value.includes('\n')) return `'${value.replaceAll("'", "''")}'`;
  const plainOk = style === 'plain' && value.trim() === value && !LOOKS_LIKE_ANOTHER_TYPE.test(value) && value !== '' && !value.includes('\n') && !value.includes(' #')
    && readsBack(value, `k: ${value}`) && (!flow || readsBack(value, `[${value}]`));
  // JSON's string syntax is YAML's double-quoted scalar.
  return plainOk ? value : JSON.stringify(value);
}

/** A number, boolean, null or string; a key too. */
export function scalarText(value: unknown, flow: boolean, style?: 'plain' | 'double' | 'single'): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} cannot be written in site.yaml`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return stringText(value, flow, style);
  throw new Error(`a ${typeof value} is not a single value`);
}

/** A key as its siblings write theirs: `quoted` where they are double-quoted (a language's texts), else plain when it reads back. */
export const keyText = (key: string, quoted = false): string => (quoted ? JSON.stringify(key) : stringText(key, true));

/** A value on one line: `[a, b]`, `{ k: v, k2: v2 }`, or a scalar. */
export function flowText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flowText).join(', ')}]`;
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => `${keyText(k)}: ${flowText(v)}`);
    return pairs.length ? `{ ${pairs.join(', ')} }` : '{}';
  }
  return scalarText(value, true);
}

const isScalarValue = (v: unknown): boolean => !isPlainObject(v) && !Array.isArray(v);

/**
 * Whether a value is written on one line even in block style, as site.yaml writes them: scalars,
 * lists of scalars, and short maps of those (`hours: { opens: "09:00", closes: "19:00" }`).
 */
const onOneLine = (v: unknown): boolean =>
  isScalarValue(v) || (Array.isArray(v) && v.every(isScalarValue))
  || (isPlainObject(v) && Object.values(v).every((x) => isScalarValue(x) || (Array.isArray(x) && x.every(isScalarValue))) && flowText(v).length <= 60);

/**
 * The lines of a map's pairs in block style at `indent` spaces: `key: value`, a nested map or list
 * of maps on the lines below it. Each line ends with "\n".
 */
export function blockPairs(value: Record<string, unknown>, indent: number, quoteKeys = false): string {
  const pad = ' '.repeat(indent);
  return Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => {
    if (onOneLine(v)) return `${pad}${keyText(k, quoteKeys)}: ${typeof v === 'string' && quoteKeys ? JSON.stringify(v) : flowText(v)}\n`;
    if (Array.isArray(v)) return `${pad}${keyText(k)}:\n${v.map((item) => blockItem(item, indent + 2)).join('')}`;
    return Object.keys(v as object).length ? `${pad}${keyText(k)}:\n${blockPairs(v as Record<string, unknown>, indent + 2)}` : `${pad}${keyText(k)}: {}\n`;
  }).join('');
}

/** A list item in block style whose "-" is at `indent` spaces; a map's pairs follow the "- ". */
export function blockItem(value: unknown, indent: number, flowMaps = false): string {
  const pad = ' '.repeat(indent);
  if (!isPlainObject(value) || flowMaps || Object.keys(value).length === 0) return `${pad}- ${flowText(value)}\n`;
  const pairs = blockPairs(value, indent + 2);
  return `${pad}- ${pairs.slice(indent + 2)}`;
}
