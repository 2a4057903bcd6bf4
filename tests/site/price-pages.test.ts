// The price pages: every package with its struck-through list price, offer price, per-pet
// inclusions and Book button; the Deluxe extras behind read more; boarding and add-ons. All
// figures are read from site.yaml, so a price edit can't break these tests but a missing price does.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Package, Pet, Site } from '../../model/types.ts';
import { pageHtml as rawHtml, projectRoot } from '../helpers/site.ts';
import { packageLabel, rupees, serviceLabel } from '../../model/format.ts';
import { trigger } from './html.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const pageHtml = async (path: string) => (await rawHtml(path)).replace(/<!-- -->/g, '');
/** The HTML of one tab panel (or of the whole page when there are no tabs). */
const panel = (html: string, id: string) => {
  const start = html.indexOf(`role="tabpanel" id="${id}"`);
  expect(start, `panel ${id}`).toBeGreaterThan(0);
  const next = html.indexOf('role="tabpanel"', start + 10);
  return html.slice(start, next > 0 ? next : undefined);
};
const cards = (html: string, id: string) => html.match(new RegExp(`<article class="package package--${id}">[\\s\\S]*?</article>`, 'g')) ?? [];

/** A package card shows its prices, its inclusions for that pet (and no others) and a Book button. */
function expectCard(card: string | undefined, pkg: Package, pet: Pet): void {
  expect(card, `card of ${pkg.id} for ${pet}`).toBeDefined();
  if (!card) return;
  expect(card).toContain(`<h3 class="package__name">${esc(pkg.name)}</h3>`);
  expect(card).toContain(`<p class="package__subtitle">${esc(pkg.subtitle)}</p>`);
  expect(card).toMatch(new RegExp(`<del class="price__list">.*?${rupees(pkg.listPrice)}</del>`));
  expect(card).toMatch(new RegExp(`<strong class="price__offer">.*?${rupees(pkg.offerPrice)}</strong>`));
  const items = [...card.matchAll(/<li><svg[^>]*>.*?<\/svg>(.*?)<\/li>/g)].map((m) => m[1]);
  expect(items.slice(0, pkg.inclusions[pet].length)).toEqual(pkg.inclusions[pet].map(esc));
  expect(card).toContain(trigger('gs:open-form', { form: 'package', pet: pet === 'dog' ? 'Dog' : 'Cat', service: packageLabel(pkg) }));
}

let site: Site;
let grooming: readonly Package[];
let haircut: readonly Package[];
beforeAll(async () => {
  site = await loadSite(projectRoot);
  grooming = site.packages.filter((p) => p.kind === 'grooming');
  haircut = site.packages.filter((p) => p.kind === 'haircut');
});

describe('/pet-grooming', () => {
  it('is titled "Reasonable Pet Grooming Price" and shows every grooming package for dogs and cats', async () => {
    const html = await pageHtml('/pet-grooming');
    expect(html).toMatch(/<h1>Reasonable Pet Grooming Price<\/h1>/);
    for (const pet of ['dog', 'cat'] as const) {
      const p = panel(html, `grooming-panel-${pet}`);
      for (const pkg of grooming) {
        const [card] = cards(p, pkg.id);
        expect(card, `${pkg.id} for ${pet}`).toBeDefined();
        expectCard(card, pkg, pet);
      }
    }
    expect(html).toContain('id="how-it-works"');
    expect(html).toContain(esc(site.raw.offers.heading));
  });
});

describe.each(['dog', 'cat'] as const)('/%s-grooming', (pet) => {
  let html = '';
  beforeAll(async () => { html = await pageHtml(`/${pet}-grooming`); });

  it('shows every grooming package with list price struck through, offer price and inclusions', () => {
    expect(grooming).toHaveLength(site.packages.filter((p) => p.kind === 'grooming').length);
    expect(html.match(/<article class="package /g)).toHaveLength(grooming.length);
    for (const pkg of grooming) {
      const found = cards(html, pkg.id);
      expect(found).toHaveLength(1);
      expectCard(found[0], pkg, pet);
    }
  });

  it('hides the Deluxe extras behind read more', () => {
    const deluxe = grooming.find((p) => p.extras.length > 0)!;
    expect(deluxe.extras).toEqual(['Anti-Tick Spray', 'Full Body Massage', 'Mouth Freshener Spray']);
    const [card] = cards(html, deluxe.id);
    const listId = `extras-${deluxe.id}-${pet}`;
    // The browser's own disclosure, closed: it needs no script (Packages.tsx Extras).
    expect(card).toMatch(new RegExp(`<details class="package__extras"><summary class="link-button"><span class="package__more">read more</span><span class="package__less">read less</span></summary><ul class="package__items" id="${listId}">`));
    for (const e of deluxe.extras) expect(card).toContain(esc(e));
  });
});

describe('cat inclusions', () => {
  it('leave out nail clipping and perfume where site.yaml says so', async () => {
    const html = await pageHtml('/cat-grooming');
    const full = grooming.find((p) => p.id === 'full-body-grooming')!;
    const [card] = cards(html, full.id);
    expect(full.inclusions.cat).not.toContain('Nail clipping');
    expect(card).not.toContain('Nail clipping');
    expect(card).not.toMatch(/perfume/i);
    expect(card).toContain('Full body haircut');
    const [dogCard] = cards(await pageHtml('/dog-grooming'), full.id);
    expect(dogCard).toContain('Nail clipping');
    expect(dogCard).toMatch(/perfume/);
  });
});

describe('/pet-hair-cutting', () => {
  it('shows the haircut packages per pet', async () => {
    const html = await pageHtml('/pet-hair-cutting');
    expect(html).toMatch(/<h1>Pet Designer Haircut Price<\/h1>/);
    for (const pet of ['dog', 'cat'] as const) {
      const p = panel(html, `haircut-panel-${pet}`);
      for (const pkg of haircut) expectCard(cards(p, pkg.id)[0], pkg, pet);
    }
  });
});

describe('/price', () => {
  let html = '';
  beforeAll(async () => { html = await pageHtml('/price'); });

  it('shows grooming and haircut packages in tabs and a summary table', () => {
    for (const pet of ['dog', 'cat'] as const) {
      for (const pkg of grooming) expectCard(cards(panel(html, `price-grooming-panel-${pet}`), pkg.id)[0], pkg, pet);
      for (const pkg of haircut) expectCard(cards(panel(html, `price-haircut-panel-${pet}`), pkg.id)[0], pkg, pet);
    }
    for (const pkg of [...grooming, ...haircut]) {
      expect(html).toContain(`<td><del>${rupees(pkg.listPrice)}</del></td><td><strong>${rupees(pkg.offerPrice)}</strong></td>`);
    }
  });

  it('shows every boarding plan with its prices, terms and a boarding button', () => {
    expect(html).toContain(esc(site.boardingOfferText));
    for (const plan of site.boarding.plans) {
      const [card] = cards(html, 'plan').filter((c) => c.includes(`>${esc(plan.name)}</h3>`));
      expect(card, plan.name).toBeDefined();
      expect(card).toContain(esc(plan.terms));
      expect(card).toContain(rupees(plan.listPrice));
      expect(card).toContain(rupees(plan.offerPrice));
      expect(card).toContain(trigger('gs:open-form', { form: 'boarding', service: serviceLabel(plan.name, plan.offerPrice) }));
    }
    expect(html).toContain('id="boarding-modal"');
  });

  it('lists the add-ons with their prices', () => {
    for (const a of site.addOns.filter((a) => a.price > 0)) expect(html).toContain(`<th scope="row">${esc(a.label)}</th><td>${rupees(a.price)}</td>`);
  });
});
