// A fact typed by hand: written literally in a source text instead of through the placeholder
// that says it. The page says the same today, but the next change of the catalogue leaves it
// behind; so it is an error at its line, naming the placeholder(s) to write instead.
//
// Included claims are not reported here: no placeholder says what a package includes, so a
// sentence about it is checked on the pages it reaches (pages.ts), against the packages it names.
import { readFileSync } from 'node:fs';
import { codeFrame, type Problem } from '../problems.ts';
import { describeFact, kindName } from './kinds.ts';
import type { PlaceholderTable } from './placeholders-for.ts';
import { factsIn } from './read-facts.ts';
import { numberWordRegex } from './number-words.ts';
import { markdownOf, positionIn, type Sources, type SourceText } from './sources.ts';

/** A text with none of these states no fact: the rest are not read. */
const MAY_STATE = new RegExp(`\\d|सातों|${numberWordRegex}`, 'i');

export function typedFacts(sources: Sources, table: PlaceholderTable): Problem[] {
  const problems: Problem[] = [];
  const files = new Map<string, string>();
  const scan = (texts: Iterable<SourceText>) => { for (const s of texts) scanText(s, table, problems, files); };
  scan(sources.texts);
  for (const m of sources.markdown) scan(markdownOf(m) ?? []);
  return problems;
}

function scanText(s: SourceText, table: PlaceholderTable, problems: Problem[], files: Map<string, string>): void {
  // Most texts state nothing; only those with a figure or a number word are read.
  if (!MAY_STATE.test(s.text)) return;
  for (const fact of factsIn(s.text, s.language)) {
    if (fact.kind === 'included') continue;
    const pos = positionIn(s, fact.at);
    const names = table.for(fact, s.language);
    const prefix = fact.kind === 'price' || fact.kind === 'amount-off' ? '₹' : '';
    const suffix = fact.kind === 'percent' ? '%' : '';
    const message = `${describeFact(fact)} is typed by hand`;
    const hint = names.length
      ? `write ${names.map((n) => (n.startsWith('{') && !n.includes(' ') ? `${prefix}${n}${suffix}` : n)).join(' or ')} instead`
      : `this ${kindName[fact.kind]} is in no catalogue entry: add it to site.yaml under a name, and write that placeholder here`;
    let text = files.get(s.file);
    if (text === undefined) files.set(s.file, (text = readFileOr(s.file)));
    problems.push({ file: s.file, line: pos.line, col: pos.col, where: '', message, hint, frame: text ? codeFrame(text, pos) : undefined });
  }
}

function readFileOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
