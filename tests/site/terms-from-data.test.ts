// Issue 40: hours, session lengths, cancellation terms, plan terms and counts are stated once in
// site.yaml and said from there. The pages that summarise them (home, contact, the landing page)
// say the same of each city as the city's own page, in English and in Hindi; a place visited on
// request states no hours; a plan's terms are its data in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { element, text } from './html.ts';

let site: Site;
let hi: Site;
beforeAll(async () => { site = await loadSite(projectRoot); hi = site.editions!.hi; await buildRealSite(); });
const teams = (s: Site) => s.cities.filter((c) => !c.landing);

describe('hours', () => {
  it.each([['en', ''], ['hi', '/hi']])('%s: the home, contact and landing pages state each city\'s hours as its own page does, and all the teams\' span', async (code, prefix) => {
    const s = code === 'en' ? site : hi;
    const summaries = await Promise.all(['', '/contact', '/pet-grooming-at-home/delhi-ncr'].map(async (p) => [p || '/', text(await pageHtml(`${prefix}${p}`))] as const));
    for (const c of teams(s)) {
      const own = text(await pageHtml(`${prefix}${c.path}`));
      expect(own, c.slug).toContain(c.hoursText);
      for (const [path, body] of summaries) expect(body, `${prefix}${path}: ${c.name}`).toContain(`${c.name} ${c.hoursText}`);
    }
    for (const [path, body] of summaries) expect(body, path).toContain(s.hoursSpanText);
  });

  it('the span runs from the earliest team to the latest, and no page calls any hours "general"', async () => {
    expect(site.hoursSpan).toEqual({ opens: '06:30', closes: '22:00' }); // Gurugram's team (SPEC 9)
    expect(site.hoursSpanText).toBe('6:30 AM to 10 PM');
    for (const path of ['/', '/contact', '/pet-grooming-at-home/delhi-ncr', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/ganga-nagar-meerut']) {
      expect(text(await pageHtml(path)), path).not.toMatch(/general (grooming )?hours/i);
    }
  });

  it('a city that states no hours keeps cityDefaults.hours', () => {
    const greaterNoida = site.cities.find((c) => c.slug === 'greater-noida')!;
    expect(greaterNoida.hours).toEqual(site.raw.cityDefaults.hours);
  });

  it.each([['en', ''], ['hi', '/hi']])('%s: a place visited on request states no visit hours', async (code, prefix) => {
    const s = code === 'en' ? site : hi;
    const plans = s.boarding.plans.map((p) => p.terms).join(' ');
    for (const l of s.localities.filter((x) => x.onRequest)) {
      const body = text(await pageHtml(`${prefix}${l.path}`));
      expect(body, l.slug).not.toContain(s.hoursSpanText);
      for (const c of teams(s)) expect(body, `${l.slug}: ${c.name}`).not.toContain(`${c.name} ${c.hoursText}`);
      // Any time range there is a boarding plan's ("8 AM to 6 PM, 1 meal").
      for (const [range] of body.matchAll(/\d{1,2}(?::\d\d)? [AP]M (?:to|से) \d{1,2}(?::\d\d)? [AP]M(?: तक)?/g)) expect(plans, `${l.slug}: ${range}`).toContain(range);
    }
  });

  it('"24x7" is said of calls and messages only', async () => {
    for (const path of ['/', '/contact', '/pet-grooming-at-home/delhi-ncr']) {
      const body = text(await pageHtml(path));
      for (const m of body.matchAll(/24x7/g)) expect(body.slice(Math.max(0, m.index! - 80), m.index! + 40), path).toMatch(/call|messag|WhatsApp/i);
    }
  });
});

describe('cancellation', () => {
  it('the landing page states each city\'s own terms, from the rules, and no notice period of its own', async () => {
    const body = text(await pageHtml('/pet-grooming-at-home/delhi-ncr'));
    for (const c of teams(site)) {
      expect(body, c.slug).toContain(c.cancellation);
      expect(body).toMatch(new RegExp(`In [^:.]*${c.name}[^:.]*: `));
    }
    expect(body).not.toMatch(/24 hours/);
  });
});

describe('boarding plans', () => {
  it('state their terms from data, in English and in Hindi, on the price pages', async () => {
    const en = text(element(await pageHtml('/price'), 'id="at-a-glance"'));
    const hindi = text(element(await pageHtml('/hi/price'), 'id="at-a-glance"'));
    expect(site.boarding.plans.map((p) => p.terms)).toEqual(['8 AM to 6 PM, 1 meal', 'Per day', 'Any 7 days a year', '14 days', '30 days', '90 days', '365 days']);
    expect(hi.boarding.plans.map((p) => p.terms)).toEqual(['8 AM से 6 PM तक, 1 भोजन', 'प्रति दिन', 'साल में कोई भी 7 दिन', '14 दिन', '30 दिन', '90 दिन', '365 दिन']);
    for (const p of site.boarding.plans) expect(en).toContain(p.terms);
    for (const p of hi.boarding.plans) expect(hindi).toContain(p.terms);
  });

  it('the offer names the days of boarding.maxDaysForOffer', () => {
    expect(site.boardingOfferText).toContain(`up to ${site.boarding.maxDaysForOffer} days`);
    expect(hi.boardingOfferText).toContain(`${site.boarding.maxDaysForOffer} दिन तक`);
  });
});

describe('counts', () => {
  it('the about page and the counters say the places served, counted from cities and localities', async () => {
    const cities = teams(site).length;
    const towns = new Set(site.localities.filter((l) => l.onRequest).map((l) => l.town)).size;
    expect(site.counters.find((c) => /towns/.test(c.label))!.value).toBe(cities + towns);
    const about = text(await pageHtml('/about'));
    expect(about).toContain(`work in ${cities} cities`);
    expect(about).toContain(`more than ${site.raw.claims.yearsOfExperience} years`);
    expect(about).not.toMatch(/10\+ cities|ten years/);
    expect(text(await pageHtml('/hi/about'))).toContain(`${cities} शहरों`);
  });
});
