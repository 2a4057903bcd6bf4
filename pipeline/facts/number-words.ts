// Counts written as words. Only two to twelve: "one" is prose ("one day", "one of our groomers")
// far more often than a count, and larger counts are written in digits on this site.

const english = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const hindi = ['दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह'];

const values = new Map<string, number>([
  ...english.map((w, i) => [w, i + 2] as const),
  ...hindi.map((w, i) => [w, i + 2] as const),
  ['पांच', 5], ['छः', 6],
]);

/** A number word, as a regular expression: English words whole ("ten", not the "ten" of "gentle"); Hindi ones as they are (\b knows no Devanagari). */
export const numberWordRegex = `\\b(?:${english.join('|')})\\b|${hindi.join('|')}|पांच|छः`;

/** The words a count may be written in, as a regular expression alternative (longest first). */
export const numberWordPattern = [...values.keys()].sort((a, b) => b.length - a.length).join('|');

/** "four" -> 4, "10" -> 10, "10+" -> 10; undefined for anything else. */
export function countValue(word: string): number | undefined {
  const w = word.replace(/\+$/, '').toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return values.get(w);
}

/** "₹2,00,000" or "2,00,000" -> 200000 (Indian or Western grouping alike). */
export const rupeeValue = (digits: string): number => Number(digits.replace(/[^\d.]/g, ''));
