// A figure stated once in site.yaml is what every text that names it says: change it in a copy of
// the site and the FAQ, the donation note, the counters and the plans follow. The Markdown of
// content/ names them through the same placeholders; an unknown one is reported at its file and line.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSite } from '../../pipeline/build.ts';
import { projectRoot } from '../helpers/site.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { problemsOf } from './problems.ts';
import { fillArticle } from '../../model/markdown.ts';
import { PLAN_TERM_TEXTS } from '../../model/boarding.ts';

function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-figures-'));
  cpSync(join(projectRoot, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'strings'), join(dir, 'strings'), { recursive: true });
  return dir;
}

const answer = (site: Awaited<ReturnType<typeof loadSite>>, q: RegExp) => site.faqs.general.find((f) => q.test(f.q))!.a.join(' ');

describe('figures follow their data', () => {
  it('the session lengths come from visits.durations: a longer groom lengthens the FAQ, the city pages and the Hindi', async () => {
    const before = await loadSite(projectRoot);
    expect(answer(before, /session take/)).toContain('60 to 120 minutes');
    const noida = (s: typeof before) => s.cities.find((c) => c.slug === 'noida')!;
    expect(noida(before).sessionLarge).toBe('90 to 120 minutes for larger dogs');
    const root = copyRealSite();
    edit(join(root, 'site.yaml'), '{ package: deluxe-body-grooming, cat: 90, smallDog: 90, largeDog: 120 }', '{ package: deluxe-body-grooming, cat: 100, smallDog: 100, largeDog: 150 }');
    const after = await loadSite(root);
    expect(answer(after, /session take/)).toContain('60 to 150 minutes');
    expect(noida(after).sessionSmall).toBe('60 to 100 minutes for small dogs and cats');
    expect(noida(after).sessionLarge).toBe('90 to 150 minutes for larger dogs');
    expect(noida(after).faqs.map((f) => f.a.join(' ')).join(' ')).toContain('90 to 150 minutes for larger dogs');
    expect(noida(after.editions!.hi).sessionLarge).toBe('बड़े डॉग के लिए 90 से 150 मिनट');
  });

  it('the donation note, the counters, the plans, the privacy figures and the hours follow their data', async () => {
    const root = copyRealSite();
    const yaml = join(root, 'site.yaml');
    edit(yaml, 'dailyAmount: 21', 'dailyAmount: 25');
    edit(yaml, 'dogsFedDaily: "100+"', 'dogsFedDaily: "150+"');
    edit(yaml, 'yearsOfExperience: 10', 'yearsOfExperience: 12');
    edit(yaml, '{ name: Google, kind: search-engine, rating: 4.9,', '{ name: Google, kind: search-engine, rating: 4.8,');
    edit(yaml, '  - { slug: sector-43-chandigarh, name: Sector 43, town: Chandigarh, visits: on-request }\n', '');
    edit(yaml, 'listPrice: 12000, days: 14 }', 'listPrice: 12000, days: 15 }');
    edit(yaml, 'maxDaysForOffer: 7', 'maxDaysForOffer: 5');
    edit(yaml, 'answerWithinDays: 30', 'answerWithinDays: 21');
    edit(yaml, 'hours: { opens: "06:30", closes: "22:00" }\n    serviceAreas: [DLF', 'hours: { opens: "06:00", closes: "22:00" }\n    serviceAreas: [DLF');
    for (const dir of ['content/pages/localities', 'content/hi/pages/localities']) rmSync(join(root, dir, 'sector-43-chandigarh.md'));
    const site = await loadSite(root);
    expect(site.donationText).toContain('Add ₹25 a day');
    expect(site.donationText).toContain('feed 150+ street dogs');
    expect(site.counters.map((c) => c.value)).toEqual([12, 4.8, 6 + 3, 50000]);
    expect(site.boarding.plans.find((p) => p.id === 'gold')!.terms).toBe('15 days');
    expect(site.boardingOfferText).toContain('up to 5 days');
    expect(site.texts.privacy!.html).toContain('within 21 days');
    expect(site.texts.about!.html).toContain('more than 12 years');
    expect(site.texts.about!.html).not.toContain('Chandigarh');
    expect(site.hoursSpanText).toBe('6 AM to 10 PM');
    expect(answer(site, /working hours/)).toContain('from 6 AM to 10 PM');
    expect(answer(site, /working hours/)).toContain('Gurugram 6 AM to 10 PM');
    expect(site.editions!.hi.donationText).toContain('₹25');
  });

  it('strings/hi.yaml has the Hindi of every plan term and session template', () => {
    const hi = parse(readFileSync(join(projectRoot, 'strings/hi.yaml'), 'utf8')) as Record<string, string>;
    for (const text of [...PLAN_TERM_TEXTS, '{min} to {max} minutes', '{min} to {max} minutes for small dogs and cats', '{min} to {max} minutes for larger dogs', 'In {cities}: {terms}']) {
      expect(hi[text], text).toBeDefined();
    }
  });
});

describe('placeholders in Markdown', () => {
  it('a page of content/ is filled with the values of site.yaml', async () => {
    const root = copyFixture('tiny');
    edit(join(root, 'content/pages/about.md'), 'We groom pets at home.', 'We groom pets at home, as {brand}, for more than {yearsOfExperience} years, from {hoursSpan}.');
    const site = await loadSite(root);
    expect(site.texts.about!.html).toContain(`We groom pets at home, as ${site.raw.site.name}, for more than 10 years, from 6:30 AM to 10 PM.`);
  });

  it('an unknown placeholder is reported at its file and line', async () => {
    const root = copyFixture('tiny');
    const file = join(root, 'content/pages/about.md');
    const line = edit(file, 'We groom pets at home.', 'We groom pets at home.\n\nFor {yearsOfExperiense} years.');
    const problems = await problemsOf(root);
    const p = problems.find((x) => /unknown placeholder \{yearsOfExperiense\}/.test(x.message));
    expect(p, JSON.stringify(problems)).toBeDefined();
    expect(p!.file).toBe(file);
    expect(p!.line).toBe(line + 2);
    expect(p!.hint).toMatch(/yearsOfExperience/);
  });

  it('a city\'s page also knows its city\'s placeholders; another page does not', async () => {
    const root = copyFixture('tiny');
    const file = join(root, 'content/pages/about.md');
    edit(file, 'We groom pets at home.', 'In {city} we groom pets at home.');
    const problems = await problemsOf(root);
    expect(problems.some((x) => x.file === file && /unknown placeholder \{city\}/.test(x.message))).toBe(true);
  });

  it('a post\'s article is filled as its page renders; an unknown placeholder names the post\'s file and line', () => {
    const post = { file: '/site/content/posts/x.md', bodyLine: 8, text: { markdown: 'First.\n\nFrom ₹{price:fur-fresh-spa}, {oops}.' } };
    expect(fillArticle('<p>From ₹{price:fur-fresh-spa} &amp; more</p>', { 'price:fur-fresh-spa': '999' }, post)).toBe('<p>From ₹999 &amp; more</p>');
    expect(fillArticle('<p>{brand}</p>', { brand: 'A & B' }, post)).toBe('<p>A &amp; B</p>');
    expect(() => fillArticle('<p>{oops}</p>', {}, post)).toThrow('/site/content/posts/x.md:10: unknown placeholder {oops}');
  });
});
