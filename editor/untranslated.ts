// A text changed in English that was translated before: its pages in the other languages would show
// it in English, which the build refuses once it renders them. The preview says so at once, on the
// field, without rendering: the words had a translation, the new words have none yet.
import type { EditPath, FieldProblem } from '../desk/wire/site-editor.ts';
import { readData } from './yaml-edit.ts';

type Files = Readonly<Record<string, string>>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Each string of `after` that replaced a translated string of `before` at the same place. */
function replacedTexts(before: unknown, after: unknown, path: EditPath = []): { path: EditPath; was: string; now: string }[] {
  if (typeof before === 'string' && typeof after === 'string') return before === after ? [] : [{ path, was: before, now: after }];
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [];
  return Object.keys(after).flatMap((k) => Object.hasOwn(before, k)
    ? replacedTexts((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], [...path, Array.isArray(after) ? Number(k) : k])
    : []);
}

export function untranslatedChanges(before: Files, after: Files): FieldProblem[] {
  const catalogs = Object.keys(after).filter((f) => f !== 'site.yaml').map((file) => ({ file, code: file.replace(/^strings\/|\.yaml$/g, ''), texts: readData(after[file]) as Record<string, unknown>, was: readData(before[file] ?? '') as Record<string, unknown> }));
  const replaced = replacedTexts(readData(before['site.yaml']), readData(after['site.yaml']));
  return replaced.flatMap(({ path, was, now }) => catalogs
    .filter((c) => Object.hasOwn(c.was, was) && !Object.hasOwn(c.texts, now))
    .map((c): FieldProblem => ({
      file: 'site.yaml', path, where: path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), ''),
      message: `these words have no translation in ${c.file} yet (the old ones had: "${String(c.was[was])}"), so the ${c.code} pages would show them in English`,
      hint: `give their translation in ${c.file}, under the new English words`,
    })));
}
