// The real site passes; each broken edit is reported with the right message at the right line.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { formatProblems } from '../../pipeline/problems.ts';
import { projectRoot } from '../helpers/site.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { expectReportedAt, problemsOf } from './problems.ts';

describe('the real site', () => {
  it('passes validation with no problems', async () => {
    const problems = await problemsOf(projectRoot);
    expect(formatProblems(problems)).toBe('0 problems found:\n\n\n');
  });
});

interface Case {
  name: string; file?: string; from: string; to: string; message: RegExp;
  /** Text of the line the problem must point at, in the edited file; by default the edit's first line. */
  at?: string; where?: string; hint?: RegExp;
}

const cases: Case[] = [
  { name: 'a price written as text', from: 'offerPrice: 999\n', to: 'offerPrice: "nine hundred"\n', message: /expected a whole number, got text "nine hundred"/, where: 'packages[2].offerPrice', hint: /without quotes/ },
  { name: 'a negative price', from: 'listPrice: 1499', to: 'listPrice: -1499', message: /must be at least 0, got -1499/, hint: /cannot be negative/ },
  { name: 'an offer above its list price', from: 'offerPrice: 1799', to: 'offerPrice: 2999', message: /offer price 2999 is above the list price 2199/, where: 'packages[4].offerPrice' },
  { name: 'an unknown key with a near miss', from: 'subtitle: Bath & Basic Haircut', to: 'subtitel: Bath & Basic Haircut', message: /unknown key "subtitel"/, hint: /did you mean "subtitle"\?/ },
  { name: 'a missing required field', from: '    name: Pamper Paws\n', to: '', message: /missing required field "name"/, where: 'packages[1]', at: '  - id: pamper-paws' },
  { name: 'a duplicate package id', from: 'id: basic-grooming', to: 'id: fur-fresh-spa', message: /duplicate package id "fur-fresh-spa"/, hint: /already used by packages\[2\]/, at: '  - id: fur-fresh-spa\n    kind: grooming\n    name: Basic' },
  { name: 'a locality in an unknown city', from: '    city: delhi\n', to: '    city: dilli\n', message: /unknown city "dilli"/, where: 'localities[0].city' },
  { name: 'a locality visited on request without its town', from: '    city: delhi\n', to: '    visits: on-request\n', message: /missing required field "town"/, where: 'localities[0]', at: '  - slug: lodhi-colony-delhi' },
  { name: 'a locality visited on request that names a city', from: '    name: Lodhi Colony\n', to: '    name: Lodhi Colony\n    town: Meerut\n    visits: on-request\n', message: /"city" does not belong here with the other keys of localities\[0\]/, where: 'localities[0].city', at: '    city: delhi', hint: /remove "city:"/ },
  { name: 'a same-day locality without a city', from: '    city: delhi\n', to: '    town: Delhi\n', message: /missing required field "city"/, where: 'localities[0]', at: '  - slug: lodhi-colony-delhi' },
  { name: 'a gallery drawing with a caption of its own', from: 'gallery:\n  - pet: dog\n', to: 'gallery:\n  - pet: dog\n    caption: A fluffy Shih Tzu after a teddy cut\n', message: /"caption" needs "photo" beside it: a JPEG or PNG file name/, where: 'gallery[0].photo', at: '  - pet: dog', hint: /only with photo/ },
  { name: 'a gallery photo without its caption', from: 'gallery:\n  - pet: dog\n', to: 'gallery:\n  - pet: dog\n    photo: bella.jpg\n', message: /"photo" needs "caption" beside it: what the photo shows/, where: 'gallery[0].caption', at: '  - pet: dog' },
  { name: "a page's photo without what it shows", from: '    template: gallery\n', to: '    template: gallery\n    hero: { photo: team.jpg }\n', message: /"photo" needs "alt" beside it: what the photo shows, for visitors who cannot see it/, where: 'pages[7].hero.alt', at: '    hero: { photo: team.jpg }' },
  { name: "a page's photo whose words say nothing", from: '    template: gallery\n', to: '    template: gallery\n    hero: { photo: team.jpg, alt: photo }\n', message: /is too short \(at least 10 characters\)/, where: 'pages[7].hero.alt', at: '    hero: { photo: team.jpg, alt: photo }' },
  { name: 'a photo on a page with no title band', from: '    template: home\n', to: '    template: home\n    hero: { photo: team.jpg, alt: Our groomers with a clean beagle }\n', message: /the home page has no title band to show a photo in/, where: 'pages[0].hero', at: '    hero: { photo: team.jpg, alt: Our', hint: /pet-grooming, .*privacy-policy/ },
  { name: "a page's photo that is not in content/images", from: '    template: gallery\n', to: '    template: gallery\n    hero: { photo: team.jpg, alt: Our groomers with a clean beagle }\n', message: /no photo content\/images\/team\.jpg/, where: 'pages[7].hero.photo', at: '    hero: { photo: team.jpg, alt: Our' },
  { name: 'a gallery photo that is not in content/images', from: 'gallery:\n  - pet: dog\n', to: 'gallery:\n  - pet: dog\n    photo: bella.jpg\n    caption: Bella the Shih Tzu after her teddy cut\n', message: /no photo content\/images\/bella\.jpg/, where: 'gallery[0].photo', at: '    photo: bella.jpg' },
  { name: 'a duplicate path', from: '- /pet-spa', to: '- /contact', message: /the path \/contact is used twice/ },
  { name: 'an alias to a page that does not exist', from: 'target: /contact', to: 'target: /contacts', message: /alias target "\/contacts" is not a page/ },
  { name: 'an unknown placeholder', from: 'grooming from ₹{fromPrice}."', to: 'grooming from ₹{price:fur-fresh}."', message: /unknown placeholder \{price:fur-fresh\}/ },
  { name: 'a wrong time format', from: 'opens: 07:00', to: 'opens: 7am', message: /text "7am" is not in the expected form: 24-hour time/ },
  { name: 'a wrong enum value', from: 'template: gallery', to: 'template: galery', message: /text "galery" is not allowed here/, hint: /use one of: .*gallery/ },
  { name: 'coordinates the wrong way round', from: 'geo: { latitude: 28.6139, longitude: 77.209 }', to: 'geo: { latitude: 77.209, longitude: 28.6139 }', message: /latitude 77.209, longitude 28.6139 is not in India/, where: 'cities[0].geo', hint: /latitude comes first/ },
  { name: 'a promo code no promo names', from: '      - A discount with promo code DELHI20.\n', to: '      - A discount with promo code DELHI20.\n    promoCode: DELHI25\n', message: /no promo of Delhi names the code DELHI25/, where: 'cities[0].promoCode', at: '    promoCode: DELHI25', hint: /promo code DELHI25/ },
  { name: 'escalation minutes written as text', from: 'escalateAfterMinutes: 30', to: 'escalateAfterMinutes: half an hour', message: /expected a whole number, got text "half an hour"/, where: 'followUp.escalateAfterMinutes' },
  { name: 'escalation minutes of zero', from: 'escalateAfterMinutes: 30', to: 'escalateAfterMinutes: 0', message: /must be at least 1, got 0/, where: 'followUp.escalateAfterMinutes' },
  { name: 'a YAML syntax error', from: 'heading: A welcome offer on your first booking', to: 'heading: "A welcome offer on your first booking', message: /YAML syntax/ },
  { name: 'a gallery of the wrong size', from: 'galleryCount: 2', to: 'galleryCount: 3', message: /the gallery has 2 images but ui.galleryCount says 3/, at: 'gallery:\n' },
  { name: 'a post date in a form no one can read for sure', file: 'content/posts/first-post.md', from: 'date: "July 4, 2024"', to: 'date: "4/7/2025"', message: /text "4\/7\/2025" is not in the expected form: publication date, such as 2026-11-24/, where: 'date' },
  { name: 'a post date that does not exist', file: 'content/posts/second-post.md', from: 'date: "Aug 1, 2024"', to: 'date: "Feb 30, 2024"', message: /"Feb 30, 2024" is not a real date/ },
  { name: 'a post missing its description', file: 'content/posts/second-post.md', from: 'description: "A short test article about brushing a cat, used by the generator\'s tests to check pagination and sorting."\n', to: '', message: /missing required field "description"/, at: 'title:' },
  { name: 'a page text no page shows', file: 'content/pages/about.md', from: '---\ntitle', to: '---\ntitle', message: /no page shows this text: "cities\/dehli"/, at: 'title' },
  { name: 'a post with an unknown front matter key', file: 'content/posts/first-post.md', from: 'pet: dog\n', to: 'pet: dog\nauthor: Someone\n', message: /unknown key "author"/, at: 'author: Someone' },
];

function lineOf(file: string, text: string): number {
  const content = readFileSync(file, 'utf8');
  const at = text.endsWith('\n') && !text.startsWith('\n') && content.startsWith(text) ? 0 : content.indexOf(text.startsWith('gallery') ? `\n${text}` : text);
  if (at < 0) throw new Error(`"${text}" not in ${file}`);
  return content.slice(0, at + (text.startsWith('gallery') ? 1 : 0)).split('\n').length;
}

describe('a broken site is reported where it is broken', () => {
  it.each(cases)('$name', async (testCase) => {
    let c = testCase;
    const root = copyFixture('tiny');
    if (c.name === 'a page text no page shows') {
      mkdirSync(join(root, 'content/pages/cities'), { recursive: true });
      renameSync(join(root, 'content/pages/about.md'), join(root, 'content/pages/cities/dehli.md'));
      c = { ...c, file: 'content/pages/cities/dehli.md' };
    }
    const file = join(root, c.file ?? 'site.yaml');
    edit(file, c.from, c.to);
    const problems = await problemsOf(root);
    const match = expectReportedAt(problems, c, file, lineOf(file, c.at ?? c.to.split('\n')[0]));
    expect(match.col).toBeGreaterThan(0);
  });
});

describe('problems are all reported at once', () => {
  it('lists every mistake of a run, not just the first', async () => {
    const root = copyFixture('tiny');
    const file = join(root, 'site.yaml');
    edit(file, 'listPrice: 1499', 'listPrice: -1');
    edit(file, '    city: delhi\n', '    city: nowhere\n');
    edit(file, 'galleryCount: 2', 'galleryCount: 5');
    const problems = await problemsOf(root);
    // Schema problems come first, all of them; cross-reference checks (the offer against its list
    // price among them) run once the schema passes.
    expect(problems.map((p) => p.message).sort()).toEqual(['must be at least 0, got -1']);
    edit(file, 'listPrice: -1', 'listPrice: 1499');
    const second = await problemsOf(root);
    expect(second.map((p) => p.message).sort()).toEqual(['the gallery has 2 images but ui.galleryCount says 5', 'unknown city "nowhere"'].sort());
  });
});

describe('page texts', () => {
  it('reach the pages that show them: about, privacy policy, every city and locality', async () => {
    const { loadSite } = await import('../../pipeline/build.ts');
    const site = await loadSite(projectRoot);
    expect(site.texts.about?.html).toContain('<h2');
    expect(site.texts.privacy?.html).toContain('<h2');
    for (const c of site.cities) expect(c.text?.html, c.slug).toBeTruthy();
    for (const l of site.localities) expect(l.text?.html, l.slug).toBeTruthy();
  });
});
