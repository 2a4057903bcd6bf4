// Islands that get their words as props (the customer's page, the confirmation page) say them
// through wordsOf; model/visits/words.ts says a visit's day and window with it.

/** A text in the page's words, its {placeholders} filled: the English as written when there are none. */
export type VisitWords = (english: string, vars?: Record<string, string | number>) => string;

/** The words of an island that gets them as props (the English page gets none). */
export const wordsOf = (words: Readonly<Record<string, string | undefined>> | undefined): VisitWords => (english, vars) => {
  const text = words?.[english] ?? english;
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
};
