// "Every package includes a bath, a blow dry and combing"; "Teeth cleaning is part of the Deluxe
// package". A clause that says something is included is a claim only when it names a package or
// an item of a package's list; it then must hold for every package it names ("every package": all
// that the page's place shows). Items are the parts of the inclusions as the catalogue writes
// them, cut at "and", "with" and commas ("Bath and blow dry" -> "bath", "blow dry"), so a sentence
// may name them in its own order and with its own articles.
import type { Site } from '../../model/types.ts';

type Pkg = Site['packages'][number];

const norm = (s: string) => ` ${s.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{M}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;

/** The items of a package: what its lists say, every pet's, and its extras, as one text to look items up in. */
const contents = (p: Pkg) => norm([...p.inclusions.dog, ...p.inclusions.cat, ...p.extras].join(' , '));

export class IncludedClaims {
  private readonly items: string[];
  private readonly names: { pkg: Pkg; words: string[] }[];

  constructor(private readonly packages: readonly Pkg[]) {
    const parts = new Set<string>();
    for (const p of packages) {
      for (const text of [...p.inclusions.dog, ...p.inclusions.cat, ...p.extras]) {
        for (const part of text.split(/\s+(?:and|with|और|के साथ)\s+|,|&/i)) {
          const item = norm(part).replace(/^ (?:a|an|the) /, ' ');
          if (item.trim().length > 2) parts.add(item);
        }
      }
    }
    this.items = [...parts];
    // A package by its whole name, or its first word before "package" ("the Deluxe package").
    this.names = packages.map((pkg) => ({ pkg, words: [norm(pkg.name), norm(`${pkg.name.split(' ')[0]} package`), norm(`${pkg.name.split(' ')[0]} पैकेज`)] }));
  }

  /** What is wrong with the claim, or undefined when it holds or names nothing of the catalogue. */
  check(sentence: string, shown: readonly Pkg[]): string | undefined {
    const s = norm(sentence);
    const every = /\b(?:every|each|all) (?:\w+ )?packages?\b|हर पैकेज|सभी पैकेज/.test(s);
    const named = this.names.filter((n) => n.words.some((w) => s.includes(w))).map((n) => n.pkg);
    // "Every grooming package" speaks of that kind alone ("हर ग्रूमिंग पैकेज" too).
    const kind = /\b(?:every|each|all) grooming packages?\b|हर ग्रूमिंग पैकेज/.test(s) ? 'grooming'
      : /\b(?:every|each|all) haircut packages?\b|हर हेयरकट पैकेज/.test(s) ? 'haircut' : undefined;
    const packages = named.length ? named : every ? shown.filter((p) => !kind || p.kind === kind) : [];
    if (!packages.length) return undefined;
    // Longest items first, and each part of the sentence counted once ("blow dry" is not also "dry").
    let rest = s;
    const items: string[] = [];
    for (const item of [...this.items].sort((a, b) => b.length - a.length)) {
      if (rest.includes(item)) { items.push(item.trim()); rest = rest.split(item).join(' '); }
    }
    const wrong = packages.flatMap((p) => items.filter((i) => !contents(p).includes(` ${i}`)).map((i) => `${p.name} does not include "${i}"`));
    return wrong.length ? wrong.join('; ') : undefined;
  }
}

const sentences = (s: string) => (s.match(/[^.!?।;]+[.!?।;]?/g) ?? []).map((x) => x.trim()).filter(Boolean);

/**
 * The English a translated clause was made from (strings/<code>.yaml is keyed by the English
 * text), when the two say it in as many clauses. A translated claim is judged in English: the
 * words for one item differ from package to package in Hindi ("स्नान", "नहलाना"), in English
 * they are the catalogue's own.
 */
export function englishOf(clause: string, catalog: Readonly<Record<string, string>>): string | undefined {
  for (const [english, translated] of Object.entries(catalog)) {
    if (!translated.includes(clause.slice(0, 24))) continue;
    const there = sentences(translated);
    const at = there.indexOf(clause);
    const source = sentences(english);
    if (at >= 0 && source.length === there.length) return source[at];
  }
  return undefined;
}
