// A fixture of wrong sentences, one per kind of fact, typed into a copy of the real project: in a
// post (English) and in strings/hi.yaml (Hindi). Each is caught twice: as typed by hand, at its
// file and line, with the placeholder to write or the word that none exists; and on a page of
// its place, as disagreeing with the catalogue, named at the line it was typed at. Right
// sentences, written with placeholders, pass both.
import { appendFileSync, cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../pipeline/build.ts';
import { PageFacts } from '../../../pipeline/facts/pages.ts';
import { scanSources, type FactScan } from '../../../pipeline/facts/scan.ts';
import type { Site } from '../../../model/types.ts';
import type { Problem } from '../../../pipeline/problems.ts';
import { projectRoot } from '../../helpers/site.ts';
import { edit } from '../../helpers/fixture.ts';

/** The real site.yaml, strings/ and content/ in a temporary folder. */
function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-facts-'));
  for (const part of ['site.yaml', 'content', 'strings']) cpSync(join(projectRoot, part), join(dir, part), { recursive: true });
  return dir;
}

/** Appends lines to a file; returns the line number of each. */
function append(file: string, lines: readonly string[]): number[] {
  const before = readFileSync(file, 'utf8');
  const first = before.split('\n').length + (before.endsWith('\n') ? 0 : 1);
  appendFileSync(file, `${before.endsWith('\n') ? '' : '\n'}${lines.join('\n')}\n`);
  return lines.map((_, i) => first + i);
}

interface Case { kind: string; sentence: string; fact: string; typed: RegExp; page: RegExp }

// One per kind, on a general page (a post). What the real catalogue allows there: list and offer
// prices, add-ons, savings; the promos' amounts and percents; every city's hours and terms; 8
// packages (4 grooming, 6 at home, 2 haircuts), 6 cities (10 places), 7 or 14 days...
const english: Case[] = [
  { kind: 'price', sentence: 'Our quickest bath costs just ₹649.', fact: '₹649', typed: /in no catalogue entry/, page: /no price, fee or offer here is ₹649/ },
  { kind: 'amount off', sentence: 'Book today and get ₹150 off.', fact: '₹150 off', typed: /in no catalogue entry/, page: /amounts off/ },
  { kind: 'percentage', sentence: 'Every visit this month is 25% off.', fact: '25% off', typed: /in no catalogue entry/, page: /percentages/ },
  { kind: 'time', sentence: 'Our groomers set out at 5 AM.', fact: '5 AM', typed: /in no catalogue entry/, page: /times / },
  { kind: 'hours', sentence: 'We groom from 8 AM to 11 PM.', fact: '8 AM to 11 PM', typed: /in no catalogue entry/, page: /all our teams together/ },
  { kind: 'notice period', sentence: 'Cancel free of charge up to 3 hours before your slot.', fact: '3 hours before', typed: /in no catalogue entry/, page: /hours before/ },
  { kind: 'count of packages', sentence: 'Choose from eleven grooming packages.', fact: 'eleven grooming packages', typed: /in no catalogue entry/, page: /packages/ },
  { kind: 'count of cities', sentence: 'We now visit homes in 25 cities.', fact: '25 cities', typed: /in no catalogue entry/, page: /cities/ },
  { kind: 'count of days', sentence: 'Pick any slot in the next 45 days.', fact: '45 days', typed: /in no catalogue entry/, page: /days/ },
];
const included = { sentence: "Teeth cleaning is part of the Bark 'N Bath package.", page: /Bark 'N Bath does not include "teeth cleaning"/ };

// Hindi: the same mistakes in the Hindi texts of strings/hi.yaml, read on a Hindi page.
const hindi: Case[] = [
  { kind: 'price', sentence: 'हमारा सबसे तेज़ स्नान सिर्फ़ ₹649 में।', fact: '₹649', typed: /in no catalogue entry/, page: /no price, fee or offer here is ₹649/ },
  { kind: 'percentage', sentence: 'इस महीने हर विज़िट पर 25% की छूट।', fact: '25% की छूट', typed: /in no catalogue entry/, page: /percentages/ },
  { kind: 'hours', sentence: 'हम 8 AM से 11 PM तक आते हैं।', fact: '8 AM से 11 PM तक', typed: /in no catalogue entry/, page: /all our teams together/ },
  { kind: 'notice period', sentence: 'स्लॉट से 3 घंटे पहले तक मुफ़्त रद्द करें।', fact: '3 घंटे पहले', typed: /in no catalogue entry/, page: /hours before/ },
];

// Right figures typed by hand: each names the placeholder that says it.
const typedRight = [
  { sentence: 'A quick bath is ₹599 at home.', fact: '₹599', placeholders: ['₹{price:bark-n-bath}', '₹{fromPrice}'] },
  { sentence: 'First bookings get 30% off in two cities.', fact: '30% off', placeholders: ['{bestPercent}%'] },
  { sentence: 'We groom from 9 AM to 7 PM.', fact: '9 AM to 7 PM', placeholders: ['{hours}'] },
];
const typedRightHindi = { sentence: 'हम 9 AM से 7 PM तक आते हैं।', fact: '9 AM से 7 PM तक', placeholders: ['{hours}'] };

let root: string;
let site: Site;
let scan: FactScan;
let post: string;
let postLines: number[];
let includedLine: number;
let rightLines: number[];
let strings: string;
let hindiLines: number[];
let rightHindiLine: number;
let yamlRightLine: number;

beforeAll(async () => {
  root = copyRealSite();
  post = join(root, 'content/posts/diy-dog-bathing.md');
  postLines = append(post, english.map((c) => c.sentence));
  [includedLine] = append(post, [included.sentence]);
  rightLines = append(post, typedRight.map((c) => c.sentence));
  strings = join(root, 'strings/hi.yaml');
  hindiLines = append(strings, hindi.map((c, i) => `"Fixture text ${i}": "${c.sentence}"`));
  [rightHindiLine] = append(strings, [`"Fixture right text": "${typedRightHindi.sentence}"`]);
  // A right sentence, written with placeholders: nothing to report at its line.
  yamlRightLine = edit(join(root, 'site.yaml'), 'heading: "Get Upto {bestPercent}% OFF"', 'heading: "Get Upto {bestPercent}% OFF: quick baths ₹{price:bark-n-bath}, {hoursSpan}, ₹{price:ear-eyes} for ears"');
  site = await loadSite(root);
  scan = scanSources(root, site);
}, 120_000);

const at = (problems: readonly Problem[], file: string, line: number) => problems.filter((p) => p.file === file && p.line === line);

describe('a fact typed by hand is reported at its file and line', () => {
  it.each(english.map((c, i) => [c.kind, c, i] as const))('English %s', (_kind, c, i) => {
    const found = at(scan.typed, post, postLines[i]);
    expect(found, `${c.sentence} at ${postLines[i]}`).toHaveLength(1);
    expect(found[0].message).toContain(`"${c.fact}"`);
    expect(found[0].col).toBe(c.sentence.indexOf(c.fact) + 1);
    expect(found[0].hint).toMatch(c.typed);
  });

  it.each(hindi.map((c, i) => [c.kind, c, i] as const))('Hindi %s', (_kind, c, i) => {
    const found = at(scan.typed, strings, hindiLines[i]);
    expect(found, `${c.sentence} at ${hindiLines[i]}`).toHaveLength(1);
    expect(found[0].message).toContain(`"${c.fact}"`);
    expect(found[0].hint).toMatch(c.typed);
  });

  it.each(typedRight.map((c, i) => [c.fact, c, i] as const))('a right figure typed by hand (%s) names its placeholder', (_f, c, i) => {
    const [found] = at(scan.typed, post, rightLines[i]);
    expect(found.message).toContain(`"${c.fact}"`);
    for (const name of c.placeholders) expect(found.hint).toContain(name);
  });

  it('and in Hindi, the placeholder of the Hindi words', () => {
    const [found] = at(scan.typed, strings, rightHindiLine);
    expect(found.message).toContain(`"${typedRightHindi.fact}"`);
    expect(found.hint).toContain('{hours}');
  });

  it('a right sentence written with placeholders is not reported', () => {
    expect(at(scan.typed, join(root, 'site.yaml'), yamlRightLine)).toEqual([]);
  });
});

/** A page as the build writes it, with one paragraph. */
const page = (path: string, paragraph: string) =>
  `<!doctype html><html><head><title>A page</title><meta name="description" content="A page."><link rel="canonical" href="${site.origin}${path}"></head><body><main><p>${paragraph}</p></main></body></html>`;

describe('a wrong fact on a page is reported with the page, what the catalogue says, and the line it was typed at', () => {
  it.each(english.map((c, i) => [c.kind, c, i] as const))('English %s', (_kind, c, i) => {
    const found = new PageFacts(site, scan.sources, root).check('/blog/diy-dog-bathing', page('/blog/diy-dog-bathing', c.sentence));
    expect(found, c.sentence).toHaveLength(1);
    expect(found[0].fact.text).toBe(c.fact);
    expect(found[0].says).toMatch(c.page);
    expect(found[0].source).toEqual({ file: post, line: postLines[i], col: c.sentence.indexOf(c.fact) + 1 });
    expect(found[0].text).toContain(`/blog/diy-dog-bathing (a general page): "${c.fact}"`);
    expect(found[0].text).toContain(`typed at content/posts/diy-dog-bathing.md:${postLines[i]}:`);
  });

  it('English included claim', () => {
    const found = new PageFacts(site, scan.sources, root).check('/blog/diy-dog-bathing', page('/blog/diy-dog-bathing', included.sentence));
    expect(found).toHaveLength(1);
    expect(found[0].says).toMatch(included.page);
    expect(found[0].source).toEqual({ file: post, line: includedLine, col: 1 });
  });

  it.each(hindi.map((c, i) => [c.kind, c, i] as const))('Hindi %s', (_kind, c, i) => {
    const found = new PageFacts(site, scan.sources, root).check('/hi/blog/diy-dog-bathing', page('/hi/blog/diy-dog-bathing', c.sentence));
    expect(found, c.sentence).toHaveLength(1);
    expect(found[0].fact.text).toBe(c.fact);
    expect(found[0].says).toMatch(c.page);
    expect(found[0].source?.file).toBe(strings);
    expect(found[0].source?.line).toBe(hindiLines[i]);
  });

  it('a city page may state its own fee and offers, not another city\'s', () => {
    const noida = site.visits!.cities.noida;
    const gurugram = site.visits!.cities.gurugram;
    const gurugramOnly = gurugram.fees.map((f) => f.amount).find((a) => !noida.fees.some((f) => f.amount === a) && !site.packages.some((p) => p.offerPrice === a || p.listPrice === a || p.listPrice - p.offerPrice === a) && !site.addOns.some((x) => x.price === a));
    const facts = new PageFacts(site);
    const noidaPromo = site.visits!.promos.find((p) => p.cities.includes('noida') && p.fromPage === undefined && p.discount.kind === 'amount')!;
    expect(facts.check('/pet-grooming-at-home/noida', page('/pet-grooming-at-home/noida', `₹${noidaPromo.discount.value} off your first booking.`))).toEqual([]);
    const greaterNoida = site.visits!.promos.find((p) => p.id === 'greater-noida-300')!;
    const wrong = facts.check('/pet-grooming-at-home/noida', page('/pet-grooming-at-home/noida', `₹${greaterNoida.discount.value} off with a code.`));
    expect(wrong.map((w) => w.fact.text)).toEqual([`₹${greaterNoida.discount.value} off`]);
    if (gurugramOnly !== undefined) {
      const fee = facts.check('/pet-grooming-at-home/noida', page('/pet-grooming-at-home/noida', `A late fee of ₹${gurugramOnly}.`));
      expect(fee.map((w) => w.fact.kind)).toEqual(['price']);
    }
  });

  it('right sentences (the placeholders filled) pass on the pages they are for', () => {
    const facts = new PageFacts(site);
    const bark = site.packages.find((p) => p.id === 'bark-n-bath')!;
    const best = Math.max(...site.visits!.promos.filter((p) => p.discount.kind === 'percent' && p.claim !== 'at-door' && p.fromPage === undefined).map((p) => p.discount.value));
    const general = `Quick baths from ₹${bark.offerPrice.toLocaleString('en-IN')}; grooming ${site.hoursSpanText}, seven days a week; Upto ${best}% OFF; choose from ${site.packages.length} packages.`;
    expect(facts.check('/blog/diy-dog-bathing', page('/blog/diy-dog-bathing', general))).toEqual([]);
    const noida = site.cities.find((c) => c.slug === 'noida')!;
    expect(facts.check(noida.path, page(noida.path, `In Noida our groomers visit from ${noida.hoursText}. ${noida.cancellation} ${noida.promos.join(' ')} ${noida.fees.join(' ')}`))).toEqual([]);
    const hi = site.editions!.hi;
    const hiNoida = hi.cities.find((c) => c.slug === 'noida')!;
    expect(facts.check(`/hi${noida.path}`, page(`/hi${noida.path}`, `${hiNoida.hoursText}. ${hiNoida.cancellation} ${hiNoida.promos.join(' ')} ${hiNoida.fees.join(' ')}`))).toEqual([]);
  });
});
