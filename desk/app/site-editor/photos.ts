// The owner's photos in the editor's working copy: where an uploaded photo goes (a gallery tile, a
// page's title band, a groomer), the edits choosing one makes, and what it still wants before a
// review: the words that say what it shows (a tile's caption, else `alt`), 10 to 160 characters,
// and their translation for each language whose pages show it. The server's build asks the same
// (site.schema.json, pipeline/languages); asking here says it on the field before anything is sent.
// Pure: no DOM, no fetch.
import type { EditPath, FieldProblem } from '../../wire/site-editor.ts';
import { photoUses } from '../../../model/photos.ts';
import { getAt, loadedAt, setAt, type Data } from './edits.ts';
import { catalogFile, type Catalogs, type Needed } from './translations.ts';

/** Where a photo goes: a tile of the gallery, a page's title band, or a groomer of a city's team. */
export type PhotoTarget =
  | { kind: 'gallery'; index: number }
  | { kind: 'hero'; page: number }
  | { kind: 'groomer'; city: number; groomer: number };

/** The words a photo needs, as site.yaml and the schema say them: 10 to 160 characters. */
export const WORDS_MIN = 10;
export const WORDS_MAX = 160;

/** The file types a phone's file input offers (the server judges the bytes, not this). */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** The place of the photo's file name. */
export function photoPath(t: PhotoTarget): EditPath {
  if (t.kind === 'gallery') return ['gallery', t.index, 'photo'];
  if (t.kind === 'hero') return ['pages', t.page, 'hero', 'photo'];
  return ['cities', t.city, 'visits', 'team', t.groomer, 'photo'];
}

/** The place of the words beside it: a tile's caption, else alt. */
export function wordsPath(t: PhotoTarget): EditPath {
  return [...photoPath(t).slice(0, -1), t.kind === 'gallery' ? 'caption' : 'alt'];
}

/** The target a photo's place (as model/photos.ts lists it) is. */
export function targetOf(path: EditPath): PhotoTarget | undefined {
  if (path[0] === 'gallery' && typeof path[1] === 'number') return { kind: 'gallery', index: path[1] };
  if (path[0] === 'pages' && typeof path[1] === 'number' && path[2] === 'hero') return { kind: 'hero', page: path[1] };
  if (path[0] === 'cities' && typeof path[1] === 'number' && path[3] === 'team' && typeof path[4] === 'number') return { kind: 'groomer', city: path[1], groomer: path[4] };
  return undefined;
}

/** Every place in `data` that names a photo now. */
export const photoTargets = (data: Data): { target: PhotoTarget; name: string }[] =>
  photoUses(data as object).flatMap((u) => {
    const target = targetOf(u.path);
    return target ? [{ target, name: u.name }] : [];
  });

/** `data` with the uploaded photo `name` at `target`; a tile keeps its pet and a page's title band or a groomer their words. */
export const withPhoto = (data: Data, t: PhotoTarget, name: string): Data => setAt(data, photoPath(t), name);

/** `data` without a photo at `target`: a tile shows its drawing again (its caption goes with the photo), a page its drawing, a groomer no photo. */
export function withoutPhoto(data: Data, t: PhotoTarget): Data {
  if (t.kind === 'hero') return setAt(data, ['pages', t.page, 'hero'], undefined);
  return setAt(setAt(data, photoPath(t), undefined), wordsPath(t), undefined);
}

/** `data` with the photo and words at `target` as loaded (a tile or groomer added in this session has none). */
export function photoAsLoaded(data: Data, loaded: Data, t: PhotoTarget): Data {
  if (t.kind === 'hero') return setAt(data, ['pages', t.page, 'hero'], loadedAt(data, loaded, ['pages', t.page, 'hero']));
  return setAt(setAt(data, photoPath(t), loadedAt(data, loaded, photoPath(t))), wordsPath(t), loadedAt(data, loaded, wordsPath(t)));
}

/** The languages whose pages show the photo at `target` (undefined: every language). */
export function shownIn(data: Data, t: PhotoTarget): readonly string[] | undefined {
  const pages = (data.pages as { template?: string; languages?: string[] }[] | undefined) ?? [];
  if (t.kind === 'gallery') return pages.find((p) => p.template === 'gallery')?.languages;
  if (t.kind === 'hero') return pages[t.page]?.languages;
  return (getAt(data, ['cities', t.city, 'languages']) as string[] | undefined);
}

/**
 * The translations the photos' words want: words new at their place (typed in this session) that
 * a language whose pages show the photo has no translation of yet. Empty before any words are typed.
 */
export function photoTranslations(loaded: Data, working: Data, catalogs: Catalogs): Needed[] {
  return photoTargets(working).flatMap(({ target }) => {
    const path = wordsPath(target);
    const now = getAt(working, path);
    const was = loadedAt(working, loaded, path);
    if (typeof now !== 'string' || now.trim() === '' || now === was) return [];
    const languages = shownIn(working, target);
    return Object.entries(catalogs)
      .filter(([code, texts]) => !Object.hasOwn(texts, now) && (!languages || languages.includes(code)))
      .map(([code, texts]) => ({ path, code, was: typeof was === 'string' ? was : '', now, before: typeof was === 'string' ? texts[was] ?? '' : '' }));
  });
}

const where = (path: EditPath): string => path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), '');

/** How the words at a photo's side fall short, or undefined when they do not. */
export function wordsShortfall(words: unknown, key: string): string | undefined {
  const text = typeof words === 'string' ? words.trim() : '';
  if (!text) return `"photo" needs "${key}" beside it: what the photo shows, ${WORDS_MIN} to ${WORDS_MAX} characters`;
  const n = [...text].length;
  if (n < WORDS_MIN) return `what the photo shows: ${n} characters; write at least ${WORDS_MIN}`;
  if (n > WORDS_MAX) return `what the photo shows: ${n} characters; write at most ${WORDS_MAX}`;
  return undefined;
}

/**
 * What the photos want before a review, on their fields: each photo's words (missing, too short or
 * too long), and the translation of new words for each language whose pages show them.
 */
export function photoProblems(working: Data, needed: readonly Needed[], given: Catalogs, languages: Record<string, string>): FieldProblem[] {
  const words = photoTargets(working).flatMap(({ target }): FieldProblem[] => {
    const path = wordsPath(target);
    const message = wordsShortfall(getAt(working, path), String(path[path.length - 1]));
    return message ? [{ file: 'site.yaml', where: where(path), path, message }] : [];
  });
  const seen = new Set<string>();
  const translations = needed.flatMap((n): FieldProblem[] => {
    const key = `${n.code}\0${n.now}`;
    if (given[n.code]?.[n.now]?.trim() || seen.has(key)) return [];
    seen.add(key);
    const file = catalogFile(n.code);
    return [{ file, where: n.now, path: [n.now], message: `write these words in ${languages[n.code] ?? n.code} too: its pages show them` }];
  });
  return [...words, ...translations];
}
