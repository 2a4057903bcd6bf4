// What site.schema.json cannot say about the visit rules: references (packages, cities, areas),
// uniqueness, hours within hours, real dates, durations within the session lengths the pages
// state. The pages' offer, fee and cancellation texts of a city are written from its rules
// (model/offers.ts), so a hand-written text beside the rules is reported: it would be ignored.
import type { RawCity, RawSite } from '../../model/types.ts';
import type { RawPromo, RawVisitTerms } from '../../model/visits/rules.ts';
import { clockMinutes, isIsoDate } from '../../model/visits/time.ts';
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
      const city = c.hours ?? raw.cityDefaults.hours;
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
      for (const id of Object.keys(g.commission?.perPackage ?? {})) {
        if (!raw.packages.some((p) => p.id === id)) report([...gp, 'commission', 'perPackage', id], `${g.name}'s commission names unknown package "${id}"`, `known packages: ${raw.packages.map((p) => p.id).join(', ')}`);
      }
    });
    feeProblems(c, i, report);
    const terms = c.visits.terms ?? raw.cityDefaults.visits?.terms;
    if (!terms) report([...at, 'visits'], `${c.name} has no cancellation terms`, 'add terms: under the city\'s visits, or under cityDefaults.visits');
    else termProblems(terms, c.visits.terms ? [...at, 'visits', 'terms'] : ['cityDefaults', 'visits', 'terms'], report);
    writtenTextProblems(c, i, report);
    promoCodeProblems(raw, c, i, report);
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
}


function promoProblems(raw: RawSite, report: Report): void {
  const bookable = new Set(raw.cities.filter((c) => !c.landing).map((c) => c.slug));
  const landings = raw.cities.filter((c) => c.landing).map((c) => c.slug);
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
    if (p.fromPage !== undefined) {
      if (!landings.includes(p.fromPage)) report([...at, 'fromPage'], `"${p.fromPage}" is not a landing page`, landings.length ? `landing pages: ${landings.join(', ')}` : 'no city in cities: has landing: true');
      if (p.code !== undefined) report([...at, 'code'], `promo ${p.id} is the ${p.fromPage} page's own offer, so it applies by itself and takes no code`, 'remove code, or fromPage for a code anyone may type');
    }
    claimProblems(p, at, report);
    if (p.until !== undefined && !isIsoDate(p.until)) report([...at, 'until'], `"${p.until}" is not a day`, 'write the last day as "YYYY-MM-DD", in quotes');
    p.cities.forEach((slug, j) => {
      if (!bookable.has(slug)) report([...at, 'cities', j], `"${slug}" is not a city one books visits in`, `cities: ${[...bookable].join(', ')}`);
    });
  });
}

/** How a promo is claimed must fit what it is: a code is typed, a page's offer is booked from it, proof is shown at the door. */
function claimProblems(p: RawPromo, at: Path, report: Report): void {
  const who = p.who ?? 'everyone';
  if (who === 'seniors' && p.age === undefined) report(at, `promo ${p.id} is for seniors but names no age`, 'add age: 60 (the age from which it holds)');
  if (who !== 'seniors' && p.age !== undefined) report([...at, 'age'], `promo ${p.id} names an age but is not for seniors`, 'remove age, or give who: seniors');
  if (p.claim === undefined) return;
  const fits = p.claim === 'code' ? p.code !== undefined : p.code === undefined;
  if (!fits) report([...at, 'claim'], p.claim === 'code' ? `promo ${p.id} is claimed with a code but has none` : `promo ${p.id} has the code ${p.code} but is claimed ${p.claim}`, 'claim: code goes with code: CODE');
  if ((p.claim === 'page') !== (p.fromPage !== undefined)) report([...at, 'claim'], `promo ${p.id}: claim: page goes with fromPage, the landing page it is booked from`, 'give both or neither');
  if ((p.claim === 'at-door') !== (who !== 'everyone')) {
    report([...at, 'claim'], who !== 'everyone' ? `promo ${p.id} is for ${who}, whose proof only the groomer can check, so it is claimed at-door` : `promo ${p.id} is claimed at the door but names no one to show proof`,
      'who: students or seniors goes with claim: at-door');
  }
  if (p.claim === 'at-door' && p.firstBookingOnly) report([...at, 'firstBookingOnly'], `promo ${p.id} is given at the door, where no one knows whether it is a first booking`);
}

function feeProblems(c: RawCity, i: number, report: Report): void {
  const seen = new Set<string>();
  (c.visits!.fees ?? []).forEach((f, j) => {
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
  });
}

/** A city with rules has its offers, fees and terms written from them: a text of its own would be ignored. */
function writtenTextProblems(c: RawCity, i: number, report: Report): void {
  const written: [keyof RawCity, string][] = [['promos', 'visits.promos (with this city among its cities)'], ['fees', `cities[${i}].visits.fees`]];
  for (const [key, rule] of written) {
    if (c[key] !== undefined) report(['cities', i, key], `${c.name}'s ${key} text is now written from its rules, so this text would not be shown`, `remove it and change the rule instead: ${rule}`);
  }
}

function termProblems(terms: RawVisitTerms, at: Path, report: Report): void {
  for (const kind of ['cancel', 'reschedule'] as const) {
    const hours = terms[kind].map((t) => t.fromHoursBefore);
    hours.forEach((h, j) => {
      if (hours.indexOf(h) !== j) report([...at, kind, j], `two ${kind} tiers start ${h} hours before the visit`, 'keep one tier per number of hours');
    });
  }
}

function promoCodeProblems(raw: RawSite, c: RawCity, i: number, report: Report): void {
  if (c.promoCode && !raw.visits!.promos.some((p) => p.code === c.promoCode && p.cities.includes(c.slug))) {
    report(['cities', i, 'promoCode'], `the form offers ${c.promoCode}, but no promo in visits.promos with that code holds in ${c.name}`, `add { code: ${c.promoCode}, cities: [${c.slug}], ... } to visits.promos`);
  }
}
