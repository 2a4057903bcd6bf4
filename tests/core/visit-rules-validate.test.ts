// The visit rules of the real site.yaml, broken one way at a time: each mistake is reported with
// its message at the line that holds it, like every other problem of the build.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../pipeline/load/load.ts';
import { validateProject } from '../../pipeline/validate/validate.ts';
import { formatProblems, type Problem } from '../../pipeline/problems.ts';
import { projectRoot } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

/** The real site.yaml and content/ in a temporary folder, to break without touching the repository. */
function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-visits-'));
  cpSync(join(projectRoot, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(dir, 'content'), { recursive: true });
  return dir;
}

async function problemsOf(root: string): Promise<Problem[]> {
  const result = await validateProject(await loadProject(root));
  return result.ok ? [] : result.problems;
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
  { name: 'a fee whose amount the text does not state', from: 'amount: 200\n          when: { bookedFrom: "18:00"', to: 'amount: 250\n          when: { bookedFrom: "18:00"', message: /this text does not state what the fee last-minute is: "₹250" missing/, at: '      - "A last-minute fee of ₹200', where: 'cities[3].fees[0]', hint: /cities\[3\]\.visits\.fees\[0\]/ },
  { name: 'a fee whose time the text does not state', from: 'bookedBefore: "10:00"', to: 'bookedBefore: "11:00"', message: /"11 AM" missing/, at: '      - "An urgency fee of ₹200' },
  { name: 'a fee text without its rule', from: '      - "A last-minute fee of ₹200 applies to bookings made after 6 PM."\n', to: '      - "A last-minute fee of ₹200 applies to bookings made after 6 PM."\n      - "A festival fee of ₹100 applies."\n', message: /Gurugram has 2 fee texts and 1 fee rule/, at: '    fees:\n      - "A last-minute', where: 'cities[3].fees' },
  { name: 'a fee with no condition', from: 'when: { bookedBefore: "10:00", visitWithinDays: 0 }', to: 'when: {}', message: /names no condition, so it would apply to every booking/, at: '          when: {}' },
  { name: 'a cancellation fee the text does not state', from: '{ fromHoursBefore: 0, feePercent: 50 }', to: '{ fromHoursBefore: 0, feePercent: 40 }', message: /the cancellation text and its rules disagree: the text says 2 hours, 6 hours and 50%, the rules 2 hours, 6 hours and 40%/, at: '    cancellation: "Reschedule free of charge at least 6 hours before your slot. Cancelling', where: 'cities[1].cancellation' },
  { name: 'default terms that disagree with the default text', from: 'reschedule: [{ fromHoursBefore: 6, feePercent: 0 }]\n\ncities:', to: 'reschedule: [{ fromHoursBefore: 4, feePercent: 0 }]\n\ncities:', message: /the text says 6 hours and no percent, the rules 4 hours and no percent/, at: '  cancellation: "Reschedule free', where: 'cityDefaults.cancellation' },
  { name: 'a promo whose percent the text does not state', from: 'code: DELHI20, percent: 20', to: 'code: DELHI20, percent: 25', message: /no promo of visits\.promos holding in Delhi is what this text says: "20% off with promo code DELHI20\."/, at: '      - "20% off with promo code DELHI20."' },
  { name: 'a promo no text of its city states', from: 'cities: [delhi, noida] }', to: 'cities: [delhi, noida, gurugram] }', message: /promo first-booking-200 holds in Gurugram, but no promos text of Gurugram says it/, at: '    - { id: first-booking-200', hint: /cities\[3\]\.promos/ },
  { name: 'a promo with an amount and a percent', from: 'code: GNOIDA300, amount: 300,', to: 'code: GNOIDA300, amount: 300, percent: 10,', message: /promo greater-noida-300 needs either amount or percent, not both/ },
  { name: 'a promo in a city one cannot book', from: 'cities: [ghaziabad, faridabad] }', to: 'cities: [ghaziabad, faridabad, delhi-ncr] }', message: /"delhi-ncr" is not a city one books visits in/ },
  { name: 'a groomer working outside the city\'s hours', from: 'hours: { opens: "07:00", closes: "15:00" }', to: 'hours: { opens: "06:00", closes: "15:00" }', message: /Arjun Singh's hours 06:00 to 15:00 are not within Delhi's hours 07:00 to 21:00/, where: 'cities[0].visits.team[0].hours' },
  { name: 'a groomer stopping before starting', from: 'hours: { opens: "13:00", closes: "21:00" }\n        - id: delhi-imran', to: 'hours: { opens: "21:00", closes: "13:00" }\n        - id: delhi-imran', message: /Meena Kumari stops work at 13:00, not after starting at 21:00/ },
  { name: 'an area the city does not serve', from: 'areas: [Lodhi Colony, Chattarpur, Saket,', to: 'areas: [Lodhi Colony, Chattarpur, Saket Extension,', message: /"Saket Extension" is not a service area of Delhi/, where: 'cities[0].visits.team[0].areas[2]' },
  { name: 'a day off that does not exist', from: 'daysOff: ["2026-12-25"]\n        - id: delhi-meena', to: 'daysOff: ["2026-02-30"]\n        - id: delhi-meena', message: /"2026-02-30" is not a real date/ },
  { name: 'a groomer id used twice', from: '- id: noida-kavita', to: '- id: noida-sunil', message: /duplicate groomer id "noida-sunil"/, at: '        - id: noida-sunil\n          name: Kavita Rawat' },
  { name: 'a weekday misspelt', from: 'days: [sat, sun]', to: 'days: [sat, sunday]', message: /text "sunday" is not allowed here/, hint: /use one of: mon, tue/ },
  { name: 'a duration longer than the session text promises', from: '{ package: full-body-grooming, cat: 90, smallDog: 90, largeDog: 120 }', to: '{ package: full-body-grooming, cat: 90, smallDog: 90, largeDog: 150 }', message: /150 minutes is outside 90 to 120, which cityDefaults\.sessionLarge promises/ },
  { name: 'a duration for an unknown package', from: '{ package: hair-trimming,', to: '{ package: hair-trim,', message: /unknown package "hair-trim"/ },
  { name: 'a package without a duration', from: '    - { package: pamper-paws, cat: 60, smallDog: 60, largeDog: 90 }\n', to: '', message: /no duration for package pamper-paws/, at: '  - id: pamper-paws' },
  { name: 'a city without rules', from: ghaziabadTeam, to: '', message: /Ghaziabad has no visit rules/, at: '  - slug: ghaziabad', where: 'cities[4]' },
  { name: 'a misspelt key of the visit rules', from: 'travelMinutes: 30', to: 'travelMinute: 30', message: /unknown key "travelMinute"/, hint: /did you mean "travelMinutes"\?/ },
];

const lineOf = (file: string, text: string) => {
  const content = readFileSync(file, 'utf8');
  const at = content.indexOf(text);
  if (at < 0) throw new Error(`"${text}" not in ${file}`);
  return content.slice(0, at).split('\n').length;
};

describe('the real site\'s visit rules', () => {
  it('pass, and agree with the texts the pages show', async () => {
    expect(formatProblems(await problemsOf(copyRealSite()))).toBe('0 problems found:\n\n\n');
  });
});

describe('a broken visit rule is reported where it is broken', () => {
  it.each(cases)('$name', async (c) => {
    const file = join(copyRealSite(), 'site.yaml');
    edit(file, c.from, c.to);
    const problems = await problemsOf(join(file, '..'));
    const match = problems.find((p) => c.message.test(p.message));
    expect(match, `expected a problem matching ${c.message}, got:\n${formatProblems(problems)}`).toBeDefined();
    expect(match!.file).toBe(file);
    expect(match!.line).toBe(lineOf(file, c.at ?? c.to.split('\n')[0]));
    if (c.where) expect(match!.where).toBe(c.where);
    if (c.hint) expect(match!.hint).toMatch(c.hint);
    expect(match!.frame).toMatch(new RegExp(`> +${match!.line} \\|`));
  });
});
