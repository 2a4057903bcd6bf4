// What the built pages say about add-ons and discounts, read from the one list of add-ons and the
// promo rules (site.yaml addOns, visits.promos): a city's good-to-know box lists exactly the add-ons
// its booking form offers, at the list's prices; no package is offered what it includes; the
// student and senior discounts are said to be given at the door; the landing offer names its last
// day, and a build after that day leaves it off every page.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { rupees } from '../../model/format.ts';
import { fileForPath } from '../../model/routes.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { decode, element, text } from './html.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });

interface Choice { id: string; label: string; packages?: string[] }
/** The props of the page's package booking form. */
function packageForm(html: string): { services: Choice[]; addOns: Choice[] } {
  const all = [...html.matchAll(/<gs-island data-island="booking-form" data-props="([^"]*)"/g)].map((m) => JSON.parse(decode(m[1])) as { variant: string; services: Choice[]; addOns: Choice[] });
  return all.find((p) => p.variant === 'package')!;
}
/** The add-ons a form offers for at least one of its packages (not "No Add-Ons"). */
const offeredByForm = (form: { services: Choice[]; addOns: Choice[] }) =>
  form.addOns.filter((a) => a.id !== 'none' && (!a.packages || form.services.some((s) => a.packages!.includes(s.id)))).map((a) => a.id);
const words = (html: string) => text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
const CITIES = ['delhi', 'noida', 'greater-noida', 'gurugram', 'ghaziabad', 'faridabad', 'delhi-ncr'];

describe('add-ons', () => {
  it.each(CITIES)('the %s good-to-know box lists exactly the add-ons its form offers, with the prices of the one list', async (slug) => {
    for (const prefix of ['', '/hi']) {
      const html = await pageHtml(`${prefix}/pet-grooming-at-home/${slug}`);
      const edition = prefix ? site.editions!.hi! : site;
      const box = element(element(html, 'id="terms"'), 'class="addon-list"');
      const listed = [...box.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]));
      const offered = offeredByForm(packageForm(html));
      expect(offered.length).toBeGreaterThan(5);
      expect(listed.map((l) => edition.addOns.find((a) => l.startsWith(`${a.label}: `))?.id)).toEqual(offered);
      for (const [i, id] of offered.entries()) {
        const a = edition.addOns.find((x) => x.id === id)!;
        expect(listed[i]).toContain(`${a.label}: ${rupees(a.price)} ${a.description}`);
      }
    }
  });

  it('the forms never offer a package an add-on it includes, and the cards name only add-ons their package may take', async () => {
    for (const path of ['/', '/price', '/pet-grooming-at-home/noida', '/pet-grooming-at-home/delhi-ncr', '/hi/pet-grooming-at-home/noida']) {
      const html = await pageHtml(path);
      const form = packageForm(html);
      for (const s of form.services) {
        const pkg = site.packages.find((p) => p.id === s.id)!;
        const included = [...pkg.inclusions.dog, ...pkg.inclusions.cat, ...pkg.extras].map((i) => i.toLowerCase());
        for (const a of form.addOns.filter((x) => !x.packages || x.packages.includes(s.id))) {
          const covers = site.addOns.find((x) => x.id === a.id)!.covers;
          expect(covers && included.includes(covers.toLowerCase()), `${path}: ${a.id} offered to ${s.id}`).toBeFalsy();
        }
      }
    }
    for (const p of site.packages) for (const a of p.addOns) expect(!a.packages || a.packages.includes(p.id), `${a.id} on the ${p.id} card`).toBe(true);
    expect(site.packages.find((p) => p.id === 'fur-fresh-spa')!.addOns).toEqual([]);
    expect(site.packages.find((p) => p.id === 'bark-n-bath')!.addOns.map((a) => a.id)).toEqual(['ear-eyes', 'nails', 'teeth-cleaning']);
  });

  it('/price lists every add-on with the packages that may take it', async () => {
    const table = words(element(await pageHtml('/price'), 'class="price-table price-table--addons"'));
    expect(table).toContain("Teeth cleaning ₹200 Bark 'N Bath, Pamper Paws, Hair Trimming, Designer Hair Cutting");
    expect(table).toContain('Paw balm ₹150 Every package');
  });
});

describe('discounts', () => {
  it.each(CITIES.filter((c) => c !== 'delhi-ncr'))('the %s page states its student and senior discounts as given at the door, in its box and its FAQ', async (slug) => {
    const english = words(await pageHtml(`/pet-grooming-at-home/${slug}`));
    const students = '10% off for students, given at the door on a student ID.';
    const seniors = '5% off for senior citizens (60+), given at the door on proof of age.';
    expect(english).toContain(`Discounts ${students} ${seniors}`);
    expect(english).toContain(`Are there any discounts? ${students} ${seniors} Ask about current offers when you book.`);
    const hindi = words(await pageHtml(`/hi/pet-grooming-at-home/${slug}`));
    expect(hindi).toContain('स्टूडेंट्स के लिए 10% की छूट, दरवाज़े पर स्टूडेंट ID दिखाने पर। वरिष्ठ नागरिकों (60+) के लिए 5% की छूट, दरवाज़े पर उम्र का प्रमाण दिखाने पर।');
    for (const typed of ['Students: 10% off', 'Senior citizens (60+): 5% off']) expect(english).not.toContain(typed);
  });

  it('the offer heading keeps the SPEC\'s words with the best percentage of the rules', async () => {
    expect(site.raw.offers.heading).toBe('Get Upto 30% OFF');
    expect(site.editions!.hi!.raw.offers.heading).toBe('पाएँ 30% तक की छूट');
  });
});

describe('the Delhi NCR page\'s own offer', () => {
  it('states its last day, in English and Hindi', async () => {
    expect(words(await pageHtml('/pet-grooming-at-home/delhi-ncr'))).toContain('Limited period: 20% off all packages, until 31 January 2027');
    expect(words(await pageHtml('/hi/pet-grooming-at-home/delhi-ncr'))).toContain('सीमित समय के लिए: 31 जनवरी 2027 तक सभी पैकेज पर 20% की छूट');
  });

  it('is left off every page by a build after that day, and the booking forms no longer carry it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'groomsite-ended-'));
    await build({ root: projectRoot, outDir: out, today: '2027-02-01' });
    const page = (path: string) => readFileSync(join(out, fileForPath(path)), 'utf8');
    for (const path of ['/pet-grooming-at-home/delhi-ncr', '/hi/pet-grooming-at-home/delhi-ncr', '/pet-grooming-at-home/noida', '/']) {
      const html = page(path);
      for (const gone of ['delhi-ncr-page-20-percent', 'Limited period', '31 January 2027', 'सीमित समय', '31 जनवरी 2027']) expect(html, `${path}: ${gone}`).not.toContain(gone);
    }
    expect(words(page('/pet-grooming-at-home/noida'))).toContain('₹200 off your first booking');
  }, 300_000);
});
