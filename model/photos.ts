// Where site.yaml shows the owner's photos from content/images: the gallery, a page's title band,
// a groomer on their city's page. One list, read by the build's check that each file is there
// (pipeline/validate) and by the editor, which brings an uploaded photo into content/images when a
// publish names it and takes it out when none does any more (editor/photo-files.ts).
import type { PageTemplate, RawSite } from './types.ts';

/** The pages with a title band that can show a photo in place of its drawing (or beside the heading). */
export const HERO_TEMPLATES: readonly PageTemplate[] = [
  'pet-grooming', 'pet-hair-cutting', 'price', 'pet-packages', 'about', 'gallery', 'contact', 'privacy-policy',
];

/** A photo's file name in site.yaml and its place in the data. */
export interface PhotoUse { name: string; path: (string | number)[] }

/** Every photo site.yaml's data names, with its place. Reads loosely typed data too (the editor's draft before it is checked). */
export function photoUses(raw: Partial<RawSite>): PhotoUse[] {
  const uses: PhotoUse[] = [];
  const add = (name: unknown, path: (string | number)[]) => { if (typeof name === 'string' && name) uses.push({ name, path }); };
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  list(raw.gallery).forEach((g, i) => add(g?.photo, ['gallery', i, 'photo']));
  list(raw.pages).forEach((p, i) => add(p?.hero?.photo, ['pages', i, 'hero', 'photo']));
  list(raw.cities).forEach((c, i) => list(c?.visits?.team).forEach((g, j) => add(g?.photo, ['cities', i, 'visits', 'team', j, 'photo'])));
  return uses;
}
