// What site.schema.json cannot say about the visit rules: references (packages, cities, areas),
// uniqueness, hours within hours, real dates, and that the rules agree with the texts the pages
// still show (fees, promos, cancellation, session lengths), number for number. Until the texts
// are rendered from the rules, this check is what keeps the two from drifting apart.
import type { RawCity, RawSite } from '../../model/types.ts';
import type { RawPromo, RawVisitFee, RawVisitTerms } from '../../model/visits/rules.ts';
import { clockMinutes, isIsoDate } from '../../model/visits/time.ts';
import { formatTime, rupees } from '../../model/format.ts';
import { fill, globalVars, type Vars } from '../placeholders.ts';
import { dataPath } from '../problems.ts';

type Path = (string | number)[];
export type Report = (path: Path, message: string, hint?: string) => void;

export function visitRuleProblems(raw: RawSite, report: Report): void {
  const v = raw.visits;
  if (!v) {
    raw.cities.forEach((c, i) => {
      if (c.visits) report(['cities', i, 'visits'], `${c.name} has visit rules but site.yaml has no visits: section`, 'add visits: with windowMinutes, horizonDays, leadMinutes, travelMinutes, durations and promos, or remove these rules');
    });
    return;
  }
  const vars = globalVars(raw);
  durationProblems(raw, report);
  promoProblems(raw, report);
  const groomerIds = new Map<string, Path>();
  raw.cities.forEach((c, i) => {
    if (c.landing) return; // a landing page books visits in the cities it names, not in itself
    const at: Path = ['cities', i];
    if (!c.visits) {
      report(at, `${c.name} has no visit rules`, 'add visits: with its team (each groomer\'s id, name and days) under the city');
      return;
    }
    c.visits.team.forEach((g, j) => {
      const gp: Path = [...at, 'visits', 'team', j];
      const first = groomerIds.get(g.id);
      if (first) report([...gp, 'id'], `duplicate groomer id "${g.id}"`, `it is already used at ${dataPath(first)}; ids are unique across all cities`);
      else groomerIds.set(g.id, gp);
      const city = c.hours ?? raw.claims.hours;
      if (g.hours) {
        const [o, e] = [clockMinutes(g.hours.opens), clockMinutes(g.hours.closes)];
        if (o >= e) report([...gp, 'hours'], `${g.name} stops work at ${g.hours.closes}, not after starting at ${g.hours.opens}`);
        else if (o < clockMinutes(city.opens) || e > clockMinutes(city.closes)) {
          report([...gp, 'hours'], `${g.name}'s hours ${g.hours.opens} to ${g.hours.closes} are not within ${c.name}'s hours ${city.opens} to ${city.closes}`, 'a groomer works within the city\'s hours');
        }
      }
      (g.areas ?? []).forEach((a, k) => {
        if (!c.serviceAreas.includes(a)) report([...gp, 'areas', k], `"${a}" is not a service area of ${c.name}`, `service areas: ${c.serviceAreas.join(', ')}`);
      });
      (g.daysOff ?? []).forEach((d, k) => {
        if (!isIsoDate(d)) report([...gp, 'daysOff', k], `"${d}" is not a real date`, 'write it like 2026-12-25');
      });
    });
    feeProblems(c, i, vars, report);
    const terms = c.visits.terms ?? raw.cityDefaults.visits?.terms;
    if (!terms) report([...at, 'visits'], `${c.name} has no cancellation terms`, 'add terms: under the city\'s visits, or under cityDefaults.visits');
    else termProblems(terms, c.visits.terms ? [...at, 'visits', 'terms'] : ['cityDefaults', 'visits', 'terms'], fill(c.cancellation ?? raw.cityDefaults.cancellation, vars), c.cancellation ? [...at, 'cancellation'] : ['cityDefaults', 'cancellation'], report);
    promoTextProblems(raw, c, i, vars, report);
  });
}

function durationProblems(raw: RawSite, report: Report): void {
  const durations = raw.visits!.durations;
  const seen = new Set<string>();
  durations.forEach((d, i) => {
    if (!raw.packages.some((p) => p.id === d.package)) report(['visits', 'durations', i, 'package'], `unknown package "${d.package}"`, `known packages: ${raw.packages.map((p) => p.id).join(', ')}`);
    if (seen.has(d.package)) report(['visits', 'durations', i, 'package'], `a second duration for ${d.package}`, 'keep one entry per package');
    seen.add(d.package);
  });
  raw.packages.forEach((p, i) => {
    if (!seen.has(p.id)) report(['packages', i, 'id'], `no duration for package ${p.id}`, `add { package: ${p.id}, cat: 60, smallDog: 60, largeDog: 90 } to visits.durations`);
  });
  // The session texts promise ranges; every duration must fall within its range.
  const small = range(raw.cityDefaults.sessionSmall);
  const large = range(raw.cityDefaults.sessionLarge);
  durations.forEach((d, i) => {
    for (const [key, r, text] of [['cat', small, 'sessionSmall'], ['smallDog', small, 'sessionSmall'], ['largeDog', large, 'sessionLarge']] as const) {
      if (r && (d[key] < r[0] || d[key] > r[1])) {
        report(['visits', 'durations', i, key], `${d[key]} minutes is outside ${r[0]} to ${r[1]}, which cityDefaults.${text} promises`, 'change the minutes or the text');
      }
    }
  });
}

/** "60 to 90 minutes for small dogs and cats" -> [60, 90]. */
function range(text: string): [number, number] | undefined {
  const m = /(\d+) to (\d+) minutes/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

function promoProblems(raw: RawSite, report: Report): void {
  const bookable = new Set(raw.cities.filter((c) => !c.landing).map((c) => c.slug));
  const ids = new Set<string>();
  const codes = new Set<string>();
  raw.visits!.promos.forEach((p, i) => {
    const at: Path = ['visits', 'promos', i];
    if (ids.has(p.id)) report([...at, 'id'], `duplicate promo id "${p.id}"`);
    ids.add(p.id);
    if (p.code !== undefined) {
      if (codes.has(p.code)) report([...at, 'code'], `two promos have the code ${p.code}`, 'a code names one promo');
      codes.add(p.code);
    }
    if ((p.amount === undefined) === (p.percent === undefined)) {
      report(at, `promo ${p.id} needs either amount or percent, not ${p.amount === undefined ? 'neither' : 'both'}`, 'amount: rupees off the package price; percent: percent off it');
    }
    p.cities.forEach((slug, j) => {
      if (!bookable.has(slug)) report([...at, 'cities', j], `"${slug}" is not a city one books visits in`, `cities: ${[...bookable].join(', ')}`);
    });
  });
}

function feeProblems(c: RawCity, i: number, vars: Vars, report: Report): void {
  const fees = c.visits!.fees ?? [];
  const texts = (c.fees ?? []).map((t) => fill(t, vars));
  const seen = new Set<string>();
  fees.forEach((f, j) => {
    const at: Path = ['cities', i, 'visits', 'fees', j];
    if (seen.has(f.id)) report([...at, 'id'], `duplicate fee id "${f.id}" in ${c.name}`);
    seen.add(f.id);
    const w = f.when;
    if (w.bookedFrom === undefined && w.bookedBefore === undefined && w.visitWithinDays === undefined) {
      report([...at, 'when'], `the fee ${f.id} names no condition, so it would apply to every booking`, 'give bookedFrom, bookedBefore or visitWithinDays');
    }
    if (w.bookedFrom !== undefined && w.bookedBefore !== undefined && clockMinutes(w.bookedFrom) >= clockMinutes(w.bookedBefore)) {
      report([...at, 'when'], `no booking is made at or after ${w.bookedFrom} and before ${w.bookedBefore}`);
    }
    const text = texts[j];
    if (text === undefined) return;
    const missing = feeFacts(f).filter((fact) => !text.includes(fact));
    if (missing.length) report(['cities', i, 'fees', j], `this text does not state what the fee ${f.id} is: ${missing.map((m) => `"${m}"`).join(', ')} missing`, `the rule is cities[${i}].visits.fees[${j}]; make the text and the rule say the same`);
  });
  if (texts.length !== fees.length) {
    report(['cities', i, texts.length > fees.length ? 'fees' : 'visits'], `${c.name} has ${texts.length} fee text${texts.length === 1 ? '' : 's'} and ${fees.length} fee rule${fees.length === 1 ? '' : 's'}`, 'each fee text (cities[].fees) has its rule in the same place of visits.fees');
  }
}

/** What a fee text must say for its rule: the amount, the times, "same-day" for a same-day fee. */
function feeFacts(f: RawVisitFee): string[] {
  const facts = [rupees(f.amount)];
  if (f.when.bookedFrom) facts.push(formatTime(f.when.bookedFrom));
  if (f.when.bookedBefore) facts.push(formatTime(f.when.bookedBefore));
  if (f.when.visitWithinDays === 0) facts.push('same-day');
  return facts;
}

function termProblems(terms: RawVisitTerms, at: Path, text: string, textAt: Path, report: Report): void {
  for (const kind of ['cancel', 'reschedule'] as const) {
    const hours = terms[kind].map((t) => t.fromHoursBefore);
    hours.forEach((h, j) => {
      if (hours.indexOf(h) !== j) report([...at, kind, j], `two ${kind} tiers start ${h} hours before the visit`, 'keep one tier per number of hours');
    });
  }
  // The text states each boundary in hours and each fee in percent; the rules must have the same.
  const all = [...terms.cancel, ...terms.reschedule];
  const ruleHours = new Set(all.map((t) => t.fromHoursBefore).filter((h) => h > 0));
  const rulePercents = new Set(all.map((t) => t.feePercent).filter((p) => p > 0));
  const textHours = new Set([...text.matchAll(/(\d+(?:\.\d+)?) hours?\b/g)].map((m) => Number(m[1])));
  const textPercents = new Set([...text.matchAll(/(\d+)%/g)].map((m) => Number(m[1])));
  const differ = (a: Set<number>, b: Set<number>) => a.size !== b.size || [...a].some((x) => !b.has(x));
  if (differ(ruleHours, textHours) || differ(rulePercents, textPercents)) {
    report(textAt, `the cancellation text and its rules disagree: the text says ${list(textHours, ' hours')} and ${list(textPercents, '%')}, the rules ${list(ruleHours, ' hours')} and ${list(rulePercents, '%')}`,
      `the rules are ${dataPath(at)}; make the text and the rules say the same`);
  }
}

const list = (s: Set<number>, unit: string) => (s.size ? [...s].sort((a, b) => a - b).map((n) => `${n}${unit}`).join(', ') : `no${unit === '%' ? ' percent' : unit}`);

function promoTextProblems(raw: RawSite, c: RawCity, i: number, vars: Vars, report: Report): void {
  const promos = raw.visits!.promos.map((p, k) => ({ p, k })).filter(({ p }) => p.cities.includes(c.slug));
  const texts = (c.promos ?? []).map((t) => fill(t, vars));
  texts.forEach((t, j) => {
    if (!promos.some(({ p }) => states(t, p))) {
      report(['cities', i, 'promos', j], `no promo of visits.promos holding in ${c.name} is what this text says: "${t}"`, `add it to visits.promos with ${c.slug} among its cities, or correct the text`);
    }
  });
  for (const { p, k } of promos) {
    if (!texts.some((t) => states(t, p))) {
      report(['visits', 'promos', k], `promo ${p.id} holds in ${c.name}, but no promos text of ${c.name} says it`, `add "${p.label}." to cities[${i}].promos, or remove ${c.slug} from its cities`);
    }
  }
  if (c.promoCode && !promos.some(({ p }) => p.code === c.promoCode)) {
    report(['cities', i, 'promoCode'], `the form offers ${c.promoCode}, but no promo in visits.promos with that code holds in ${c.name}`, `add { code: ${c.promoCode}, cities: [${c.slug}], ... } to visits.promos`);
  }
}

/** The text names the promo's discount, its code if any, and "first booking" exactly when the promo is for one. */
function states(text: string, p: RawPromo): boolean {
  const off = p.amount !== undefined ? `${rupees(p.amount)} off` : `${p.percent}% off`;
  return text.includes(off) && (p.code === undefined || text.includes(p.code)) && /first booking/i.test(text) === (p.firstBookingOnly ?? false);
}
