// The other languages' texts (strings/<code>.yaml, keyed by the English words): a text changed in
// English that had a translation wants one under its new words, or the other language's pages
// would show it in English and the server refuses it (editor/untranslated.ts asks the same
// question the same way, so the form asks for exactly the translations the server will). Pure.
import type { EditPath, SiteEdit } from '../../wire/site-editor.ts';

/** Each language's texts: code -> English words -> their translation. */
export type Catalogs = Record<string, Record<string, string>>;

/** A translation the owner is asked for: the field's old words had one in `code`, its new words have none. */
export interface Needed { path: EditPath; code: string; was: string; now: string; before: string }

export const catalogFile = (code: string): string => `strings/${code}.yaml`;
export const codeOf = (file: string): string => file.replace(/^strings\/|\.yaml$/g, '');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Each string of `after` that replaced another at the same place of `before`, place by place as the server compares them. */
function replaced(before: unknown, after: unknown, path: EditPath = []): { path: EditPath; was: string; now: string }[] {
  if (typeof before === 'string' && typeof after === 'string') return before === after ? [] : [{ path, was: before, now: after }];
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [];
  return Object.keys(after).flatMap((k) => (Object.hasOwn(before, k)
    ? replaced(before[k], after[k], [...path, Array.isArray(after) ? Number(k) : k])
    : []));
}

/** The translations the change wants: one per changed text and language whose old words were translated and whose new ones are not. */
export function neededTranslations(loaded: unknown, working: unknown, catalogs: Catalogs): Needed[] {
  return replaced(loaded, working).flatMap(({ path, was, now }) => Object.entries(catalogs)
    .filter(([, texts]) => Object.hasOwn(texts, was) && !Object.hasOwn(texts, now) && now !== '')
    .map(([code, texts]) => ({ path, code, was, now, before: texts[was] })));
}

/** The edits that give the translations the owner typed, one per language and new words still wanted. */
export function translationEdits(needed: readonly Needed[], given: Catalogs): SiteEdit[] {
  const seen = new Set<string>();
  return needed.flatMap((n) => {
    const text = given[n.code]?.[n.now];
    const key = `${n.code}\0${n.now}`;
    if (!text || seen.has(key)) return [];
    seen.add(key);
    return [{ op: 'set', file: catalogFile(n.code), path: [n.now], value: text }];
  });
}

/** The translations a list of edits gives (the owner's, put back after a conflict). */
export function givenFrom(edits: readonly SiteEdit[]): Catalogs {
  const given: Catalogs = {};
  for (const e of edits) {
    if (!e.file || e.file === 'site.yaml' || e.op !== 'set' || typeof e.value !== 'string') continue;
    (given[codeOf(e.file)] ??= {})[String(e.path[0])] = e.value;
  }
  return given;
}
