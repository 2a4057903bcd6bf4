// Issue 25, "claims that agree": reads the words of every built page (title, description and the
// visible text) the way a careful customer would, and checks each price, fee, percentage, package
// count, included item, hours, cancellation term, "24x7" and "10+ years" it states against the
// site definition and against the place the page is about. A place gets its own offers and fees
// (a city's, the general ones on general pages) and no other's; a place visited on request gets none.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { City, Site } from '../../model/types.ts';
import { rupees, savingPercent } from '../../model/format.ts';
import { formatTime } from '../../model/visits/words.ts';
import { pathForFile } from '../../model/routes.ts';
import { buildRealSite, projectRoot } from '../helpers/site.ts';
import { canonicalOf, metaContent, text, titleOf } from './html.ts';

let site: Site;
let pages: { path: string; words: string; html: string }[] = [];

/** Every page the build wrote (x.html beside folders: model/routes.ts fileForPath), as paths relative to dir. */
function htmlFiles(dir: string, base = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === 'desk' ? [] : htmlFiles(full, `${base}${name}/`);
    return name.endsWith('.html') ? [`${base}${name}`] : [];
  });
}

beforeAll(async () => {
  site = await loadSite(projectRoot);
  const { outDir } = await buildRealSite();
  pages = htmlFiles(outDir).map((file) => {
    const html = readFileSync(join(outDir, file), 'utf8');
    return { path: pathForFile(file), html };
  }).filter(({ path, html }) => {
    // An alias repeats its target's words: each text is read once, on its own page.
    const canonical = canonicalOf(html)?.replace(site.origin, '');
    return canonical === undefined || canonical === path;
  }).map(({ path, html }) => {
    const body = html.slice(html.indexOf('<body'));
    return { path, html, words: `${titleOf(html)} . ${metaContent(html, 'description') ?? ''} . ${text(body)}` };
  });
});

/** The place a page is about: a city (also through its short routes and localities), a place on request, or none. */
function placeOf(html: string): { city?: City; onRequest: boolean } {
  const path = (canonicalOf(html) ?? '').replace(site.origin, '');
  const city = site.cities.find((c) => c.path === path);
  if (city) return { city, onRequest: false };
  const locality = site.localities.find((l) => l.path === path);
  if (locality) return locality.onRequest ? { onRequest: true } : { city: locality.city, onRequest: false };
  return { onRequest: false };
}

const promosOf = (slug: string) => site.visits!.promos.filter((p) => p.cities.includes(slug));
const offText = (p: { discount: { kind: string; value: number } }) => (p.discount.kind === 'amount' ? `${rupees(p.discount.value)} off` : `${p.discount.value}% off`);
const cityNames = (slugs: readonly string[]) => slugs.map((s) => site.visits!.cities[s]?.name ?? s);
const around = (s: string, at: number, before: number, after: number) => s.slice(Math.max(0, at - before), at + after);
const problems: string[] = [];
const note = (path: string, what: string) => problems.push(`${path}: ${what}`);

describe('every page states only what the site definition says', () => {
  it('offers: each "₹N off" / "N% off" holds where the page is about, or names where it holds', () => {
    for (const { path, words, html } of pages) {
      const { city, onRequest } = placeOf(html);
      for (const m of words.matchAll(/(?:upto |up to )?(₹[\d,]+|\d+%) off\b/gi)) {
        const claim = m[0].toLowerCase();
        const near = around(words, m.index!, 140, 160);
        // A discount given at the door on proof, stated as such beside whom it is for.
        if (site.visits!.promos.some((p) => p.claim === 'at-door' && offText(p).toLowerCase() === claim && /at the door/i.test(near) && new RegExp(p.who === 'students' ? 'student' : 'senior', 'i').test(near))) continue;
        const promos = site.visits!.promos.filter((p) => offText(p).toLowerCase() === claim.replace(/^up ?to /, ''));
        // A landing page states its own offer, a promo that holds only for visits booked from it.
        if (city?.landing && promos.some((p) => p.fromPage === city.slug)) continue;
        if (onRequest) { note(path, `"${m[0]}" on a page of a place visited on request`); continue; }
        if (city && !city.landing) {
          if (!promos.some((p) => p.cities.includes(city.slug) && p.fromPage === undefined)) note(path, `"${m[0]}" does not hold in ${city.name}`);
          continue;
        }
        // A general page: "Upto N% OFF" is the best offer anywhere; any other names its cities.
        if (/^up ?to/.test(claim)) {
          const best = Math.max(...site.visits!.promos.filter((p) => p.discount.kind === 'percent').map((p) => p.discount.value));
          if (claim !== `upto ${best}% off` && claim !== `up to ${best}% off`) note(path, `"${m[0]}" is not the best offer (${best}%)`);
          continue;
        }
        if (!promos.some((p) => cityNames(p.cities).every((n) => near.includes(n)))) note(path, `"${m[0]}" stated without the cities where it holds: "...${near}..."`);
      }
      if (onRequest && /Get Upto \d+% OFF/i.test(words)) note(path, 'the offer heading on a page of a place visited on request');
      // Another city's coded promo never shows on a city page.
      for (const p of site.visits!.promos) {
        if (p.code && words.includes(p.code) && city && !city.landing && !p.cities.includes(city.slug)) note(path, `promo code ${p.code} on the page of ${city.name}`);
        if (p.code && words.includes(p.code) && onRequest) note(path, `promo code ${p.code} on a page of a place visited on request`);
      }
    }
  });

  it('fees: only the place\'s own, each with its amount, and never "no hidden charges" beside them', () => {
    const fees = Object.values(site.visits!.cities).flatMap((c) => c.fees.map((f) => ({ ...f, city: c })));
    for (const { path, words, html } of pages) {
      const { city, onRequest } = placeOf(html);
      if (fees.length && /no hidden (charges|fees)/i.test(words)) note(path, '"no hidden charges" while fees exist');
      for (const f of fees) {
        for (const m of words.matchAll(new RegExp(f.label, 'gi'))) {
          const near = around(words, m.index!, 60, 200);
          const own = city?.slug === f.city.slug;
          if (onRequest || (city && !city.landing && !own)) note(path, `${f.label} of ${f.city.name} shown for another place`);
          else if (!own && !near.includes(f.city.name)) note(path, `${f.label} without naming ${f.city.name}`);
          if (!near.includes(rupees(f.amount))) note(path, `${f.label} without its amount ${rupees(f.amount)}`);
        }
      }
    }
  });

  it('prices: every ₹ amount is a price, add-on, fee, promo or donation of the site', () => {
    const known = new Set<number>([
      ...site.packages.flatMap((p) => [p.listPrice, p.offerPrice]), ...site.addOns.map((a) => a.price),
      ...site.boarding.plans.flatMap((p) => [p.listPrice, p.offerPrice]), site.raw.donation.dailyAmount, site.fromPrice,
      ...Object.values(site.visits!.cities).flatMap((c) => c.fees.map((f) => f.amount)),
      ...site.visits!.promos.flatMap((p) => (p.discount.kind === 'amount' ? [p.discount.value] : [])),
    ]);
    for (const { path, words } of pages) {
      if (path.startsWith('/blog/')) continue; // articles talk about shop prices in general, not ours
      for (const m of words.matchAll(/₹\s?([\d,]+)/g)) {
        const n = Number(m[1].replace(/,/g, ''));
        if (!known.has(n)) note(path, `${m[0]} is no price of the site: "...${around(words, m.index!, 60, 40)}..."`);
      }
      for (const m of words.matchAll(/worth (₹[\d,]+)/g)) {
        const free = site.packages.find((p) => p.id === site.boarding.freeGroomingPackage)!;
        if (m[1] !== rupees(free.offerPrice)) note(path, `"worth ${m[1]}" while the site charges ${rupees(free.offerPrice)} for it`);
      }
    }
  });

  it('percentages: every N% is an offer, a discount, a saving or a cancellation fee of the site', () => {
    const known = new Set<number>([
      ...site.visits!.promos.flatMap((p) => (p.discount.kind === 'percent' ? [p.discount.value] : [])),
      ...Object.values(site.visits!.cities).flatMap((c) => [...c.terms.cancel, ...c.terms.reschedule].map((t) => t.feePercent)),
      ...site.packages.map((p) => savingPercent(p.listPrice, p.offerPrice)), ...site.boarding.plans.map((p) => savingPercent(p.listPrice, p.offerPrice)),
    ]);
    for (const { path, words } of pages) {
      if (path.startsWith('/blog/')) continue;
      for (const m of words.matchAll(/(\d+)%/g)) if (!known.has(Number(m[1]))) note(path, `${m[0]} is none of the site's figures: "...${around(words, m.index!, 60, 40)}..."`);
    }
  });

  it('package counts: "N ... packages" is the number of packages the page shows', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    for (const { path, words: w, html } of pages) {
      const shown = new Set([...html.matchAll(/<article class="package package--([a-z-]+)"/g)].map((m) => m[1]).filter((id) => id !== 'plan'));
      const grooming = [...shown].filter((id) => site.packages.find((p) => p.id === id)?.kind === 'grooming').length;
      for (const m of w.matchAll(/\b(one|two|three|four|five|six|seven|eight|nine|\d+) (?:dog |cat )?(?:grooming )?packages\b/gi)) {
        const n = words.indexOf(m[1].toLowerCase()) >= 0 ? words.indexOf(m[1].toLowerCase()) : Number(m[1]);
        if (n !== grooming && !/more|also|add/i.test(around(w, m.index!, 0, 160))) note(path, `"${m[0]}" while the page shows ${grooming} grooming packages`);
      }
    }
  });

  it('from-price: the first screen\'s "From ₹N" and a "grooming from ₹N" are the lowest price of the packages the page shows', () => {
    for (const { path, html, words } of pages) {
      const ids = new Set([...html.matchAll(/<article class="package package--([a-z-]+)"/g)].map((m) => m[1]));
      const shown = site.packages.filter((p) => ids.has(p.id)).map((p) => p.offerPrice);
      if (!shown.length) continue;
      const froms = [/<p class="first-proof"><span>[^<]*<strong>₹([\d,]+)<\/strong>/.exec(html)?.[1], ...[...words.matchAll(/grooming from ₹([\d,]+)/gi)].map((m) => m[1])];
      for (const from of froms) {
        // The page's own lowest, or the whole site's (a summary that states the whole site's answer).
        if (from && ![Math.min(...shown), site.fromPrice].includes(Number(from.replace(/,/g, '')))) note(path, `"from ₹${from}" while the page shows a package at ${rupees(Math.min(...shown))}`);
      }
    }
  });

  it('included items: "every package includes ..." holds for every package the page shows', () => {
    for (const { path, words, html } of pages) {
      const shown = site.packages.filter((p) => p.kind === 'grooming' && html.includes(`package package--${p.id}"`));
      for (const m of words.matchAll(/every (?:grooming )?package includes ([^.]+)\./gi)) {
        const items = m[1].split(/,| and (?=[a-z]+ing\b|a\b|an\b)/).map((s) => s.replace(/^\s*(and |a |an )?/, '').trim()).filter(Boolean);
        for (const p of shown) {
          const has = [...p.inclusions.dog, ...p.inclusions.cat].join(' | ').toLowerCase();
          for (const item of items) if (!has.includes(item.toLowerCase())) note(path, `"every package includes ${item}", but ${p.name} does not`);
        }
      }
    }
  });

  it('hours: every time range is all the teams\' span, the place\'s, or a window within them', () => {
    const general = site.hoursSpan;
    const range = (h: { opens: string; closes: string }) => `${formatTime(h.opens)} to ${formatTime(h.closes)}`;
    const toMin = (t: string) => { const m = /(\d+)(?::(\d+))? (AM|PM)/.exec(t)!; return ((Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)) * 60 + Number(m[2] ?? 0); };
    for (const { path, words, html } of pages) {
      const { city } = placeOf(html);
      const allowed = [general, ...(city && !city.landing ? [city.hours] : []), ...(!city ? site.cities.map((c) => c.hours) : [])];
      for (const m of words.matchAll(/\b(\d{1,2}(?::\d\d)? [AP]M) to (\d{1,2}(?::\d\d)? [AP]M)\b/g)) {
        if (/boarding/i.test(around(words, m.index!, 120, 0))) continue; // Day Boarding's 8 AM to 6 PM
        const [from, to] = [toMin(m[1]), toMin(m[2])];
        const fits = allowed.some((h) => from >= toMin(formatTime(h.opens)) && to <= toMin(formatTime(h.closes)));
        if (!fits) note(path, `"${m[0]}" is outside the hours that hold here (${allowed.map(range).join('; ')})`);
      }
      // An appointment form's windows cover the hours of the place they are for (no window ends at 7 PM where the team works until 10).
      for (const form of html.matchAll(/<select id="appointment-form-time"[\s\S]*?<\/select>/g)) {
        const last = [...form[0].matchAll(/value="(\d\d:\d\d)-(\d\d:\d\d)"/g)].at(-1);
        if (last && city && !city.landing && last[2] !== city.hours.closes) note(path, `appointment windows end at ${last[2]} where ${city.name} closes at ${city.hours.closes}`);
      }
    }
  });

  it('cancellation: every hours-before and fee percent stated is a term of the place', () => {
    for (const { path, words, html } of pages) {
      const { city } = placeOf(html);
      // A city's page: its own terms; a page of no city, or of a place on request (the default terms, which some cities keep): any city's.
      const rules = city && !city.landing ? [site.visits!.cities[city.slug]] : Object.values(site.visits!.cities);
      const terms = rules.flatMap((r) => [...r.terms.cancel, ...r.terms.reschedule]);
      const hours = new Set(terms.map((t) => t.fromHoursBefore));
      for (const m of words.matchAll(/\b(\d+) hours?(?:'|’)? (?:notice|before|ahead)/gi)) {
        const n = Number(m[1]);
        const polite = /if you can|when you can/i.test(around(words, m.index!, 60, 60));
        if (!hours.has(n) && !polite) note(path, `"${m[0]}" is no cancellation term here`);
      }
    }
  });

  it('"24x7" is said of calls and messages, "10+ years" of the team\'s combined experience', () => {
    for (const { path, words } of pages) {
      for (const m of words.matchAll(/24x7/g)) {
        if (!/call|whatsapp|message|कॉल|व्हाट्सऐप|मैसेज|संदेश/i.test(around(words, m.index!, 80, 100))) note(path, `"24x7" not said of calls and messages: "...${around(words, m.index!, 80, 100)}..."`);
      }
      for (const m of words.matchAll(/(10\+|ten) years/gi)) {
        if (!/combined|between (us|them)/i.test(around(words, m.index!, 80, 80))) note(path, `"${m[0]}" not said of the team's combined years: "...${around(words, m.index!, 80, 80)}..."`);
      }
    }
  });

  it('read every page the build wrote, not a few', () => {
    // A change of the output's layout once left this test reading the home page alone.
    expect(pages.length).toBeGreaterThan(site.cities.length + site.localities.length);
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/price', '/pet-grooming', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr']));
  });

  it('found nothing', () => {
    const unique = [...new Set(problems)];
    const kinds = new Map<string, number>();
    for (const p of unique) { const k = p.replace(/^[^:]+: /, '').replace(/"\.\.\.[\s\S]*$/, ''); kinds.set(k, (kinds.get(k) ?? 0) + 1); }
    expect(unique.slice(0, 60), `${unique.length} problems; by kind:\n${[...kinds].map(([k, n]) => `${n} x ${k}`).join('\n')}`).toEqual([]);
  });
});
