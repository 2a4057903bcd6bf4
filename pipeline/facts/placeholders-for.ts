// Which placeholder says a fact: the values of every placeholder (pipeline/placeholders.ts:
// globalVars, and each city's {hours}, {cancellation}... as resolve.ts fills them), in each
// language, looked up by the fact they state. "₹599" -> {price:bark-n-bath} or {cityFromPrice}.
import { cityVarNames, globalVars } from '../placeholders.ts';
import type { RawSite, Site } from '../../model/types.ts';
import type { Fact } from './kinds.ts';
import { factsIn } from './read-facts.ts';
import { rupeeValue } from './number-words.ts';

interface Entry { name: string; language: string; facts: Fact[]; number?: number; city?: string }

const sameFact = (a: Fact, b: Fact) => a.kind === b.kind && a.value === b.value && a.to === b.to;

export class PlaceholderTable {
  private readonly entries: Entry[] = [];

  constructor(raw: RawSite, site: Site) {
    for (const edition of [site, ...Object.values(site.editions ?? {})]) {
      const code = edition.language.code;
      const texts = edition.language.texts;
      const say = (t: string) => texts[t] ?? t;
      for (const [name, value] of globalVars(raw, say)) this.add(name, value, code);
      for (const c of edition.cities) {
        const values: Record<(typeof cityVarNames)[number], string> = { city: c.name, hours: c.hoursText, cancellation: c.cancellation, payment: c.payment, discounts: c.discounts.join(' ') };
        for (const name of cityVarNames) this.add(name, values[name], code, c.name);
      }
    }
  }

  private add(name: string, value: string, language: string, city?: string): void {
    const number = /^\d[\d,]*$/.test(value) ? rupeeValue(value) : undefined;
    // Only values that state one fact and little else: a whole cancellation text names its hours, but {cancellation} is not the way to say "6 hours before".
    const facts = factsIn(value, language).filter((f) => f.kind !== 'included' && f.text.length >= value.trim().length * 0.6);
    if (number === undefined && !facts.length) return;
    this.entries.push({ name, language, facts, number, city });
  }

  /** The placeholders whose value is this fact, in the text's language: "{price:bark-n-bath}", "{hours} (a city's text: Delhi)". */
  for(fact: Fact, language: string): string[] {
    const out = new Set<string>();
    const numeric = fact.kind === 'price' || fact.kind === 'amount-off' || fact.kind === 'percent';
    for (const e of this.entries) {
      if (e.language !== language) continue;
      const match = numeric ? e.number === fact.value : e.facts.some((f) => sameFact(f, fact));
      if (!match) continue;
      // An amount off is no package's price, though the figures may be equal; a percentage is a
      // percentage's, a price a price's (30 days to answer is no "30%").
      if (fact.kind === 'amount-off' && /^(?:price|listPrice):/.test(e.name)) continue;
      if (numeric && e.number !== undefined && !(fact.kind === 'percent' ? /Percent$/ : /price|Price|Amount$/).test(e.name)) continue;
      out.add(e.city ? `{${e.name}} (in ${e.city}'s texts)` : `{${e.name}}`);
    }
    return [...out];
  }
}
