// Claims that agree: every "Save N%" is what its own prices give, the landing page's offer and
// its cards tell one story, and /price lists everything with its price. (Every other figure a page
// states, hours whose they are among them, is checked against its place by the build itself:
// pipeline/facts, and tests/site/facts.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { rupees } from '../../model/format.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { decode, element, text } from './html.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });

const number = (s: string) => Number(s.replace(/[₹,\s]/g, ''));

/** Every price line of a page: the struck list price, the offer price and the stated saving. */
function priceLines(html: string): { list?: number; offer: number; note: string }[] {
  return [...html.matchAll(/<p class="price">([\s\S]*?)<\/p>/g)].map((m) => {
    const list = /<del[^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]+)<\/del>/.exec(m[1])?.[1];
    const offer = /<strong class="price__offer">(?:<span[^>]*>[^<]*<\/span>)?([^<]+)<\/strong>/.exec(m[1])![1];
    const note = text(/<span class="price__save">([\s\S]*?)<\/span>/.exec(m[1])?.[1] ?? '');
    return { list: list ? number(decode(list)) : undefined, offer: number(decode(offer)), note };
  });
}

describe('savings', () => {
  const pages = ['/', '/pet-grooming', '/pet-hair-cutting', '/price', '/dog-grooming', '/cat-grooming', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/sector-18-noida'];
  it.each(pages)('%s: each card saves exactly the percentage it states (rounded down, never more)', async (path) => {
    const lines = priceLines(await pageHtml(path));
    expect(lines.length).toBeGreaterThan(3);
    for (const { list, offer, note } of lines) {
      expect(list).toBeDefined();
      const saved = ((list! - offer) / list!) * 100;
      const stated = Number(/^Save (\d+)%$/.exec(note)?.[1]);
      expect(stated, `${list} -> ${offer}: "${note}"`).toBeLessThanOrEqual(saved);
      expect(saved - stated, `${list} -> ${offer}: "${note}"`).toBeLessThan(1);
    }
  });
});

describe('the landing page tells one story about its 20%', () => {
  it('its offer is stated on every package card, with no other saving beside it', async () => {
    const html = await pageHtml('/pet-grooming-at-home/delhi-ncr');
    const promo = site.visits!.promos.find((p) => p.fromPage === 'delhi-ncr')!;
    const percent = promo.discount.value;
    expect(percent).toBe(20); // SPEC: the landing page's limited-period 20% off all packages
    expect(text(html)).toContain(site.offers.landingText);
    for (const id of ['id="grooming"', 'id="haircut"']) {
      const section = element(html, id);
      const cards = [...section.matchAll(/<article class="package package--(?!plan)/g)].length;
      const lines = priceLines(section.replace(/<div class="boarding">[\s\S]*?<\/article><\/div><\/div>/g, ''));
      expect(lines.filter((l) => l.note === `${percent}% off this price with this page's offer`)).toHaveLength(cards);
      expect(lines.some((l) => /^Save/.test(l.note))).toBe(false);
    }
  });
});

describe('/price lists everything with its price', () => {
  it('every grooming package (the 599 and 799 ones too), haircut and boarding plan, in the table and the cards', async () => {
    const html = await pageHtml('/price');
    const glance = text(element(html, 'id="at-a-glance"'));
    for (const p of site.packages) {
      expect(glance).toContain(`${p.name} ${p.subtitle} ${rupees(p.listPrice)} ${rupees(p.offerPrice)}`);
      expect(html).toContain(`package--${p.id}`);
    }
    for (const p of site.boarding.plans) expect(glance).toContain(`${p.name} ${p.terms} ${rupees(p.listPrice)} ${rupees(p.offerPrice)}`);
    expect(glance).toContain('₹599');
    expect(glance).toContain('₹799');
  });
});

describe('every stated hour says whose it is', () => {
  /** The text just before each place the hours appear. */
  const before = (body: string, hours: string) => [...body.matchAll(new RegExp(hours.replace(/ /g, '\\s'), 'g'))].map((m) => body.slice(Math.max(0, m.index! - 120), m.index));

  it('a city page: its team, every time', async () => {
    for (const c of site.cities.filter((x) => !x.landing && x.hours.opens !== site.raw.cityDefaults.hours.opens)) {
      const body = text(await pageHtml(c.path));
      const places = before(body, c.hoursText);
      expect(places.length).toBeGreaterThan(1);
      for (const p of places) expect(p, `${c.slug}: "...${p}"`).toMatch(new RegExp(`${c.name}(?!.*\\b(general)\\b)`));
    }
  });

  it('the home, contact and landing pages: all the teams, said to be all of them, then each city', async () => {
    for (const path of ['/', '/contact', '/pet-grooming-at-home/delhi-ncr']) {
      const body = text(await pageHtml(path));
      const places = before(body, site.hoursSpanText);
      expect(places.length, path).toBeGreaterThan(0);
      // Said of all the teams, or of the one city whose own hours they are (Gurugram's run from first to last).
      const same = site.cities.filter((c) => !c.landing && c.hoursText === site.hoursSpanText).map((c) => c.name);
      for (const p of places) expect(p, `${path}: "...${p}"`).toMatch(new RegExp(`our teams[^.]*$|(${same.join('|')})\\s*$`, 'i'));
      expect(body, path).not.toMatch(/general hours/i);
    }
  });
});
