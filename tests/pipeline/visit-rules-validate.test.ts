// The visit rules of the real site.yaml, broken one way at a time: each mistake is reported with
// its message at the line that holds it, like every other problem of the build.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';
import { formatProblems } from '../../pipeline/problems.ts';
import { expectReportedAt, problemsOf } from './problems.ts';

/** The real site.yaml and content/ in a temporary folder, to break without touching the repository. */
function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-visits-'));
  cpSync(join(projectRoot, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'strings'), join(dir, 'strings'), { recursive: true });
  return dir;
}

interface Case { name: string; from: string; to: string; message: RegExp; at?: string; where?: string; hint?: RegExp }

const ghaziabadTeam = `    visits:
      team:
        - id: ghaziabad-vikas
          name: Vikas Mishra
          days: [mon, tue, wed, thu, fri, sat, sun]
        - id: ghaziabad-anjali
          name: Anjali Dubey
          days: [sat, sun]
          hours: { opens: "09:00", closes: "17:00" }
`;

const cases: Case[] = [
  // A city's offers, fees and terms are written from its rules: a text beside them would be ignored, so it is reported.
  { name: 'a fee text beside the fee rules', from: '    serviceAreas: [DLF Phase 1,', to: '    fees:\n      - "A last-minute fee of ₹200 applies after 6 PM."\n    serviceAreas: [DLF Phase 1,', message: /Gurugram's fees text is now written from its rules, so this text would not be shown/, at: '    fees:\n      - "A last-minute', where: 'cities[3].fees', hint: /cities\[3\]\.visits\.fees/ },
  { name: 'a typed cancellation text (the terms are said from the rules)', from: '    promoCode: GNOIDA300', to: '    promoCode: GNOIDA300\n    cancellation: "Free until the visit."', message: /cancellation/, at: '    cancellation: "Free until' },
  { name: 'a promo code no promo of its city gives', from: 'promoCode: DELHI20', to: 'promoCode: DELHI25', message: /the form offers DELHI25, but no promo in visits\.promos with that code holds in Delhi/, at: '    promoCode: DELHI25', where: 'cities[0].promoCode' },
  { name: 'a fee with no condition', from: 'when: { bookedBefore: "10:00", visitWithinDays: 0 }', to: 'when: {}', message: /names no condition, so it would apply to every booking/, at: '          when: {}' },
  { name: 'a promo with an amount and a percent', from: 'code: GNOIDA300, amount: 300,', to: 'code: GNOIDA300, amount: 300, percent: 10,', message: /promo greater-noida-300 needs either amount or percent, not both/ },
  { name: 'a promo in a city one cannot book', from: 'cities: [ghaziabad, faridabad] }', to: 'cities: [ghaziabad, faridabad, delhi-ncr] }', message: /"delhi-ncr" is not a city one books visits in/ },
  { name: 'a groomer working outside the city\'s hours', from: 'hours: { opens: "07:00", closes: "15:00" }', to: 'hours: { opens: "06:00", closes: "15:00" }', message: /Arjun Singh's hours 06:00 to 15:00 are not within Delhi's hours 07:00 to 21:00/, where: 'cities[0].visits.team[0].hours' },
  { name: 'a groomer stopping before starting', from: 'hours: { opens: "13:00", closes: "21:00" }\n        - id: delhi-imran', to: 'hours: { opens: "21:00", closes: "13:00" }\n        - id: delhi-imran', message: /Meena Kumari stops work at 13:00, not after starting at 21:00/ },
  { name: 'an area the city does not serve', from: 'areas: [Lodhi Colony, Chattarpur, Saket,', to: 'areas: [Lodhi Colony, Chattarpur, Saket Extension,', message: /"Saket Extension" is not a service area of Delhi/, where: 'cities[0].visits.team[0].areas[2]' },
  { name: 'a day off that does not exist', from: 'daysOff: ["2026-12-25"]\n        - id: delhi-meena', to: 'daysOff: ["2026-02-30"]\n        - id: delhi-meena', message: /"2026-02-30" is not a real date/ },
  { name: 'a groomer id used twice', from: '- id: noida-kavita', to: '- id: noida-sunil', message: /duplicate groomer id "noida-sunil"/, at: '        - id: noida-sunil\n          name: Kavita Rawat' },
  { name: 'a weekday misspelt', from: 'days: [sat, sun]', to: 'days: [sat, sunday]', message: /text "sunday" is not allowed here/, hint: /use one of: mon, tue/ },
  { name: 'a boarding plan that states no terms', from: 'listPrice: 12000, days: 14 }', to: 'listPrice: 12000 }', message: /plan gold states no terms/, at: '    - { id: gold' },
  { name: 'a duration for an unknown package', from: '{ package: hair-trimming,', to: '{ package: hair-trim,', message: /unknown package "hair-trim"/ },
  { name: 'a package without a duration', from: '    - { package: pamper-paws, cat: 60, smallDog: 60, largeDog: 90 }\n', to: '', message: /no duration for package pamper-paws/, at: '  - id: pamper-paws' },
  { name: 'a city without rules', from: ghaziabadTeam, to: '', message: /Ghaziabad has no visit rules/, at: '  - slug: ghaziabad', where: 'cities[4]' },
  { name: 'a page offer from a page that is not a landing page', from: 'fromPage: delhi-ncr,', to: 'fromPage: delhi,', message: /"delhi" is not a landing page/, hint: /landing pages: delhi-ncr/, at: '    - { id: delhi-ncr-page-20-percent' },
  { name: 'a page offer with a code', from: 'percent: 20, claim: page, fromPage: delhi-ncr,', to: 'percent: 20, claim: page, code: NCR20, fromPage: delhi-ncr,', message: /promo delhi-ncr-page-20-percent is the delhi-ncr page's own offer, so it applies by itself and takes no code/ },
  { name: 'the landing page\'s promo removed, its text left', from: 'percent: 20, claim: page, fromPage: delhi-ncr,', to: 'percent: 20,', message: /unknown placeholder \{landingPercent\}/, hint: /add one to visits\.promos with fromPage and percent/, at: '  landingText:' },
  { name: 'the landing page\'s promo without a last day, its text saying until', from: ', until: "2027-01-31"', to: '', message: /unknown placeholder \{landingUntil\}/, hint: /give that promo until/, at: '  landingText:' },
  { name: 'a promo whose last day is no day', from: 'until: "2027-01-31"', to: 'until: "2027-02-30"', message: /"2027-02-30" is not a day/ },
  { name: 'a student discount taken off online', from: 'who: students, claim: at-door', to: 'who: students, claim: automatic', message: /promo students-10-percent is for students, whose proof only the groomer can check, so it is claimed at-door/ },
  { name: 'a senior discount with no age', from: 'who: seniors, age: 60,', to: 'who: seniors,', message: /promo seniors-5-percent is for seniors but names no age/ },
  { name: 'a promo claimed with a code it does not have', from: 'percent: 30, firstBookingOnly: true, claim: automatic', to: 'percent: 30, firstBookingOnly: true, claim: code', message: /promo first-booking-30-percent is claimed with a code but has none/ },
  // Money at the door (issue 43): the UPI address, a deposit, a price by size.
  { name: 'a UPI address that is not one', from: 'upi: { address: doorsteppaws@okicici,', to: 'upi: { address: doorsteppaws.okicici,', message: /text "doorsteppaws.okicici" is not in the expected form: the UPI address \(VPA\)/, at: '  upi: { address: doorsteppaws.okicici' },
  { name: 'a deposit of both an amount and a percent', from: '    visits:\n      team:\n        - id: gurugram-ravi', to: '    visits:\n      deposit: { amount: 200, percent: 20 }\n      team:\n        - id: gurugram-ravi', message: /more than 1|maxProperties|at most/, at: '      deposit: { amount: 200, percent: 20 }' },
  { name: 'a price by size of nothing', from: 'prices: { largeDog: 1499 }', to: 'prices: { hugeDog: 1499 }', message: /unknown key "hugeDog"/, at: '    - { package: basic-grooming' },
  { name: 'a misspelt key of the visit rules', from: 'travelMinutes: 30', to: 'travelMinute: 30', message: /unknown key "travelMinute"/, hint: /did you mean "travelMinutes"\?/ },
];

const lineOf = (file: string, text: string) => {
  const content = readFileSync(file, 'utf8');
  const at = content.indexOf(text);
  if (at < 0) throw new Error(`"${text}" not in ${file}`);
  return content.slice(0, at).split('\n').length;
};

describe('the real site\'s visit rules', () => {
  it('pass', async () => {
    expect(formatProblems(await problemsOf(copyRealSite()))).toBe('0 problems found:\n\n\n');
  });
});

describe('a broken visit rule is reported where it is broken', () => {
  it.each(cases)('$name', async (c) => {
    const file = join(copyRealSite(), 'site.yaml');
    edit(file, c.from, c.to);
    const problems = await problemsOf(join(file, '..'));
    expectReportedAt(problems, c, file, lineOf(file, c.at ?? c.to.split('\n')[0]));
  });
});
