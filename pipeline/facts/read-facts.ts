// Reads the facts a text states, in English and Hindi (kinds.ts). The same reader reads the built
// pages (pages.ts) and the source texts (typed.ts), so what a page is checked for and what counts
// as typed by hand are one list. Both languages' patterns are always tried: a Hindi page keeps
// figures and "AM"/"PM" as English writes them, and an English text never contains Devanagari.
import type { Fact, FactLanguage } from './kinds.ts';
import { countValue, numberWordPattern, numberWordRegex, rupeeValue } from './number-words.ts';

const RUPEES = /₹\s?(\d[\d,]*(?:\.\d+)?)/g;
const PERCENT = /(?<![\d.])(\d{1,3}(?:\.\d+)?)\s?%/g;
const TIME = /(?<![\d:.])(\d{1,2})(?::([0-5]\d))?\s?([ap])(?:\.\s?m\.|m\b)/gi;
// What joins the two ends of a range of hours: "9 AM to 7 PM", "9 AM – 7 PM", "9 AM से 7 PM तक".
const RANGE_JOIN = /^\s*(?:to|until|till|-|–|—|से)\s*$/i;
const NOTICE_EN = new RegExp(`(?<![\\w.])(\\d+|${numberWordPattern})[\\s-]*(?:hours?|hrs?)['’]?\\s+(?:before|ahead|notice|in advance|prior)`, 'gi');
const NOTICE_HI = /(?<![\d.])(\d+|दो|चार|छह)\s*घंटे\s*(?:पहले|का नोटिस|की सूचना)/g;
// A count: a number (digits or a word, two to twelve), at most three plain words, then what is
// counted ("four dog grooming packages", "10+ cities"). Not after a range ("2-3 days", "4 to 6
// days"), which is advice in an article, not a count the catalogue makes.
const COUNT_EN = new RegExp(`(?<![\\w.,₹:-])(\\d+\\+?|${numberWordPattern})\\s+((?:[a-z'’&-]+\\s+){0,3}?)(packages?|cities|towns|days?)\\b`, 'gi');
const COUNT_HI = /(?<![\d.,₹:])(\d+\+?|सातों)\s*(पैकेज|शहरों|शहर|दिनों|दिन)(?![\u0900-\u097F])/g;
const INCLUDED = /\b(?:includes?|included|part of)\b|शामिल/i;
const NUMBER_WORD = new RegExp(`${numberWordRegex}|सातों`, 'i');

const minutesOf = (h: string, m: string | undefined, half: string): number => ((Number(h) % 12) + (half.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m ?? 0);

/** Every fact `text` states, in the order they appear. */
export function factsIn(text: string, language: FactLanguage = 'en'): Fact[] {
  void language; // both languages' patterns are read; the parameter names what the text is in.
  const t = text.replace(/[\u00a0\u202f]/g, ' ');
  // Each kind is looked for only where its sign is: most texts have no ₹, %, digit or "include".
  const digits = /\d/.test(t);
  const facts: Fact[] = [
    ...(t.includes('₹') ? prices(t) : []),
    ...(t.includes('%') ? percents(t) : []),
    ...(digits ? times(t) : []),
    ...(digits || NUMBER_WORD.test(t) ? [...notices(t), ...counts(t)] : []),
    ...(INCLUDED.test(t) ? included(t) : []),
  ];
  return facts.sort((a, b) => a.at - b.at);
}

function prices(t: string): Fact[] {
  const out: Fact[] = [];
  for (const m of t.matchAll(RUPEES)) {
    const digits = m[1].replace(/[,.]$/, '');
    if (!/\d/.test(digits)) continue;
    const at = m.index!;
    const end = at + m[0].length - (m[1].length - digits.length);
    const after = t.slice(end, end + 16);
    const before = t.slice(Math.max(0, at - 16), at);
    const off = /^\s*(?:off\b|की छूट)/i.exec(after);
    if (off) {
      out.push({ kind: 'amount-off', text: t.slice(at, end + off[0].length), at, value: rupeeValue(digits) });
      continue;
    }
    const from = /(?:from|starting at|starts at)\s*$/i.test(before) || /^\s*से शुरू/.test(after);
    out.push({ kind: 'price', text: t.slice(at, end), at, value: rupeeValue(digits), ...(from && { from: true }) });
  }
  return out;
}

function percents(t: string): Fact[] {
  return [...t.matchAll(PERCENT)].map((m) => {
    let at = m.index!;
    let end = at + m[0].length;
    const up = /up\s?to\s*$/i.exec(t.slice(Math.max(0, at - 8), at));
    const tak = /^\s*तक/.exec(t.slice(end, end + 6));
    if (up) at -= up[0].length;
    const off = /^(\s*तक)?\s*(?:off\b|की छूट)/i.exec(t.slice(end, end + 14));
    if (off) end += off[0].length;
    else if (tak) end += tak[0].length;
    return { kind: 'percent' as const, text: t.slice(at, end), at, value: Number(m[1]), ...((up || tak) && { upTo: true }) };
  });
}

function times(t: string): Fact[] {
  const found = [...t.matchAll(TIME)].map((m) => ({ at: m.index!, end: m.index! + m[0].length, value: minutesOf(m[1], m[2], m[3]) }));
  const out: Fact[] = [];
  for (let i = 0; i < found.length; i++) {
    const a = found[i];
    const b = found[i + 1];
    if (b && RANGE_JOIN.test(t.slice(a.end, b.at))) {
      const tak = /^\s*तक/.exec(t.slice(b.end, b.end + 6));
      const end = b.end + (tak ? tak[0].length : 0);
      out.push({ kind: 'hours', text: t.slice(a.at, end), at: a.at, value: a.value, to: b.value });
      i++;
    } else out.push({ kind: 'time', text: t.slice(a.at, a.end), at: a.at, value: a.value });
  }
  return out;
}

function notices(t: string): Fact[] {
  return [...t.matchAll(NOTICE_EN), ...t.matchAll(NOTICE_HI)].map((m) => ({ kind: 'notice' as const, text: m[0], at: m.index!, value: countValue(m[1])! }))
    .filter((f) => f.value !== undefined);
}

function counts(t: string): Fact[] {
  const out: Fact[] = [];
  for (const m of t.matchAll(COUNT_EN)) {
    const at = m.index!;
    // "4 to 6 days", "2-3 days", "2 or 3 days": a range of advice, not a count.
    if (/\d\s*(?:-|–|to|or)\s*$/i.test(t.slice(Math.max(0, at - 6), at))) continue;
    if (/\b(?:to|or)\s*$/i.test(t.slice(Math.max(0, at - 4), at)) && /\d/.test(t.slice(Math.max(0, at - 8), at))) continue;
    // Words between the number and the thing that are themselves numbers or hours are not one count.
    if (/\b(?:hours?|minutes?|weeks?|months?|years?|times?|or|to|and)\b/i.test(m[2])) continue;
    // "100+ street dogs every day", "two good outings a day": a rate, not a count of days.
    if (/\b(?:a|an|the|every|each|per|of|in|for)\s+$/i.test(m[2])) continue;
    const value = countValue(m[1]);
    if (value === undefined) continue;
    const noun = m[3].toLowerCase();
    const kind = noun.startsWith('package') ? 'packages' : noun.startsWith('day') ? 'days' : 'cities';
    out.push({ kind, text: m[0], at, value, ...(m[1].endsWith('+') && { atLeast: true }) });
  }
  for (const m of t.matchAll(COUNT_HI)) {
    const value = m[1] === 'सातों' ? 7 : countValue(m[1]);
    if (value === undefined) continue;
    const kind = m[2] === 'पैकेज' ? 'packages' : m[2].startsWith('दिन') ? 'days' : 'cities';
    out.push({ kind, text: m[0], at: m.index!, value, ...(m[1].endsWith('+') && { atLeast: true }) });
  }
  return out;
}

/**
 * Each clause (up to . ! ? । or ;) that says something is included or part of something. Whether
 * it names a package or an item of the catalogue is for the checker to say, which knows them
 * (allowed.ts); here it is only a candidate, carrying its clause.
 */
function included(t: string): Fact[] {
  const out: Fact[] = [];
  const re = /[^.!?।;]+[.!?।;]?/g;
  for (const m of t.matchAll(re)) {
    if (!INCLUDED.test(m[0])) continue;
    const lead = m[0].length - m[0].trimStart().length;
    const sentence = m[0].trim();
    out.push({ kind: 'included', text: sentence, at: m.index! + lead, value: 0, sentence });
  }
  return out;
}
