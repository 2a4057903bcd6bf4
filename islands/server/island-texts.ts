// The islands' words (islands/texts.ts) in a page's language, for its runtime config: only pages
// of another language than the default carry them. One without a translation is marked, and the
// build reports it at its line (pipeline/languages/pages.ts).
import { untranslated } from '../../model/languages.ts';
import { goBackTexts, islandTexts, visitTexts } from '../texts.ts';
import type { Site } from '../../model/types.ts';
import { runtimeConfigOf, type RuntimeConfig } from '../runtime-config.tsx';

/** One word of an island, in the page's language: the English itself on the default language's pages. */
export function islandWord(site: Site, english: string, vars: Record<string, string> = {}): string {
  const text = !site.language.stringsFile ? english : site.language.texts[english] ?? untranslated(`template:${english}`, english);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}

export function islandTextsIn(site: Site, list: readonly string[] = islandTexts): Record<string, string> | undefined {
  if (!site.language.stringsFile) return undefined;
  return Object.fromEntries(list.map((english) => [english, site.language.texts[english] ?? untranslated(`template:${english}`, english)]));
}

/** The confirmation island's words, on pages of another language than the default. */
export const goBackWordsIn = (site: Site) => islandTextsIn(site, goBackTexts);

/** The customer's own page's words (VisitLink.tsx, MoveVisit.tsx), on pages of another language than the default. */
export const visitWordsIn = (site: Site) => islandTextsIn(site, visitTexts);

/** The runtime config a page carries (and its islands render with on the server): with the islands' words in another language. */
export function pageConfigOf(site: Site): RuntimeConfig {
  const texts = islandTextsIn(site);
  return texts ? { ...runtimeConfigOf(site), texts } : runtimeConfigOf(site);
}
