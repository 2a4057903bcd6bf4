// City, locality and delhi-ncr landing pages: each shows its own city's terms from site.yaml
// (so a price edit can't break a test, but a missing price does), and the landing differences.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { rupees } from '../../model/format.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { canonicalOf, count, element, h1Of, hrefs, text, trigger } from './html.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });
const city = (slug: string) => site.cities.find((c) => c.slug === slug)!;
const cities = ['delhi', 'noida', 'greater-noida', 'gurugram', 'ghaziabad', 'faridabad'];

describe('city pages', () => {
  it.each(cities)('%s shows its own hours, sessions, cancellation, payment, offers, fees, discounts and add-ons', async (slug) => {
    const c = city(slug);
    const html = await pageHtml(c.path);
    const body = text(html);
    expect(h1Of(html)).toEqual([c.title]);
    for (const t of [c.tagline, c.hoursText, c.cancellation, c.payment, ...c.promos, ...c.fees]) expect(body).toContain(t);
    expect(body.toLowerCase()).toContain(c.sessionSmall!.toLowerCase());
    expect(body.toLowerCase()).toContain(c.sessionLarge!.toLowerCase());
    for (const d of c.discounts) expect(body).toContain(d);
    for (const a of c.serviceAreas) expect(body).toContain(a);
  });

  it.each(cities)('%s has the hero, packages with Dog/Cat/Boarding tabs, haircuts, FAQ, how it works and its text', async (slug) => {
    const c = city(slug);
    const html = await pageHtml(c.path);
    const body = text(html);
    expect(html).toContain('data-island="rotating"');
    for (const line of site.raw.ui.cityHeadlines) expect(html).toContain(line);
    expect(html).toContain(trigger('gs:open-form', { form: 'package' }));
    expect(html).toMatch(/href="tel:[^"]+"[^>]*>Book by Call/);
    expect(html).toContain(trigger('gs:choose-pet', { pet: 'Dog' }));
    expect(html).toContain(trigger('gs:choose-pet', { pet: 'Cat' }));
    const grooming = element(html, 'id="grooming"');
    for (const tab of ['Dog', 'Cat', 'Boarding']) expect(text(element(grooming, `tab-${tab.toLowerCase()}"`))).toContain(tab);
    for (const p of site.packages.filter((x) => x.kind === 'grooming')) {
      expect(text(grooming)).toContain(p.name);
      expect(text(grooming)).toContain(rupees(p.offerPrice));
      expect(text(grooming)).toContain(rupees(p.listPrice));
    }
    for (const plan of site.boarding.plans) {
      expect(text(grooming)).toContain(plan.name);
      expect(text(grooming)).toContain(rupees(plan.offerPrice));
      expect(grooming).toContain(trigger('gs:open-form', { form: 'boarding', service: `${plan.name} - ${rupees(plan.offerPrice)}` }));
    }
    // Deluxe extras are shown by default on city pages (no closed disclosure, no read more).
    const deluxe = site.packages.find((p) => p.extras.length)!;
    const extras = element(grooming, `id="extras-${deluxe.id}-dog"`);
    expect(extras).not.toMatch(/^<ul[^>]*hidden/);
    expect(grooming).not.toContain('<details class="package__extras"');
    for (const e of deluxe.extras) expect(text(extras)).toContain(e);
    const haircut = element(html, 'id="haircut"');
    for (const p of site.packages.filter((x) => x.kind === 'haircut')) expect(text(haircut)).toContain(rupees(p.offerPrice));
    expect(count(element(html, 'id="how-it-works"'), /<li[ >]/)).toBe(site.raw.howItWorks.length);
    expect(site.raw.howItWorks).toHaveLength(5);
    for (const f of c.faqs) expect(body).toContain(f.q);
    expect(c.text, `content/pages/cities/${slug}.md`).toBeDefined();
    expect(body).toContain(c.text!.title);
    expect(html).toContain('data-island="quick-offer"');
    expect(html).toContain('class="floating"');
  });

  it('Noida charges 50% for a late cancellation; Delhi asks 2 hours and charges nothing', async () => {
    expect(city('noida').cancellation).toMatch(/50%/);
    expect(city('delhi').cancellation).toMatch(/2 hours/);
    expect(city('delhi').cancellation).toMatch(/free of charge/);
    expect(city('delhi').cancellation).not.toMatch(/%/);
    const noida = text(await pageHtml('/pet-grooming-at-home/noida'));
    const delhi = text(await pageHtml('/pet-grooming-at-home/delhi'));
    expect(noida).toContain(city('noida').cancellation);
    expect(noida).not.toContain(city('delhi').cancellation);
    expect(delhi).toContain(city('delhi').cancellation);
    expect(delhi).not.toContain(city('noida').cancellation);
  });

  it("Gurugram shows its last-minute fee and Faridabad its urgency fee, each only on its own page", async () => {
    const [gurugramFee] = city('gurugram').fees;
    const [faridabadFee] = city('faridabad').fees;
    expect(gurugramFee).toMatch(/last-minute/i);
    expect(faridabadFee).toMatch(/urgency/i);
    const gurugram = text(await pageHtml('/pet-grooming-at-home/gurugram'));
    const faridabad = text(await pageHtml('/pet-grooming-at-home/faridabad'));
    expect(gurugram).toContain(gurugramFee);
    expect(gurugram).not.toContain(faridabadFee);
    expect(faridabad).toContain(faridabadFee);
    expect(faridabad).not.toContain(gurugramFee);
  });

  it('short city routes show the city page with a canonical link to it', async () => {
    for (const s of site.raw.cityShortcuts) {
      const html = await pageHtml(s.path);
      expect(canonicalOf(html)).toBe(`${site.origin}${city(s.city).path}`);
      expect(h1Of(html)).toEqual([city(s.city).title]);
    }
  });
});

describe('locality pages', () => {
  it('name the locality and its town or city, use their city terms, and link sibling localities', async () => {
    expect(site.localities).toHaveLength(17);
    for (const l of site.localities.filter((x) => !x.onRequest)) {
      const html = await pageHtml(l.path);
      const body = text(html);
      expect(h1Of(html)).toEqual([l.title]);
      expect(l.title).toContain(l.place);
      for (const t of [l.city.hoursText, l.city.cancellation, l.city.payment, ...l.city.promos, ...l.city.fees]) expect(body).toContain(t);
      const areas = element(html, 'id="areas"');
      expect(text(areas)).toContain('Other localities nearby');
      const links = hrefs(areas);
      const siblings = site.localities.filter((s) => s.city.slug === l.city.slug && s.slug !== l.slug);
      for (const s of siblings) expect(links).toContain(s.path);
      expect(links).not.toContain(l.path);
      expect(links).toContain(l.city.path);
      if (l.text) expect(body).toContain(l.text.title);
    }
  });

  it('start with their own text and facts (served, landmarks, team, travel), before the packages', async () => {
    for (const l of site.localities) {
      const html = await pageHtml(l.path);
      const local = l.text?.local;
      expect(local, `${l.slug} has local facts`).toBeDefined();
      const section = text(element(html, 'id="local"'));
      for (const t of [...local!.served, ...local!.landmarks, local!.team, local!.travel]) expect(section).toContain(t);
      expect(html.indexOf('id="local"')).toBeLessThan(html.indexOf('id="grooming"'));
      expect(html.indexOf('id="local"')).toBeGreaterThan(html.indexOf('<h1'));
      // The long text is shown up there, and not again at the bottom.
      expect(text(element(html, 'id="local"'))).toContain(l.text!.title);
      expect(html).not.toContain('id="about-place"');
    }
  });
});

describe('places outside the cities (visits: on-request)', () => {
  const outside = ['ganga-nagar-meerut', 'adhoiwala-dehradun', 'sikandra-agra', 'sector-43-chandigarh'];
  const ncr = ['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Gurgaon', 'Ghaziabad', 'Faridabad'];

  it('are exactly the four outside NCR', () => {
    expect(site.localities.filter((l) => l.onRequest).map((l) => l.slug).sort()).toEqual([...outside].sort());
  });

  it.each(outside)('%s: no same-day claim, no city team or NCR step in the breadcrumb, call and WhatsApp first, the request form there', async (slug) => {
    const l = site.localities.find((x) => x.slug === slug)!;
    const html = await pageHtml(l.path);
    const body = text(html);
    expect(body).not.toMatch(/same[- ]day|at your door today/i);
    expect(body).toContain('visit on request');
    const crumbs = text(element(html, 'class="breadcrumb'));
    expect(crumbs).toBe(`Home ${l.place}`);
    for (const city of ncr) {
      expect(body).not.toContain(`${city} team`);
      expect(body).not.toContain(`${city}'s hours`);
    }
    // Only the general terms: no city's offers or fees.
    for (const c of site.cities) for (const t of [...c.promos, ...c.fees]) expect(body).not.toContain(t);
    // No hours: a visit there is arranged on request. The only times are the day boarding plan's.
    expect(body).toContain('Visits are arranged on request');
    const plans = site.boarding.plans.map((p) => p.terms).join(' ');
    for (const [range] of body.matchAll(/\d{1,2}(?::\d\d)? [AP]M to \d{1,2}(?::\d\d)? [AP]M/g)) expect(plans, `${l.slug}: ${range}`).toContain(range);
    const actions = hrefs(element(html, 'class="city-hero__actions"'));
    expect(actions[0]).toMatch(/^tel:/);
    expect(actions[1]).toMatch(/^https:\/\/wa\.me\//);
    expect(element(html, 'class="city-hero__actions"')).toContain(trigger('gs:open-form', { form: 'package' }));
    expect(html).toMatch(/id="package-modal"/);
    // Structured data agrees: no city step in the breadcrumb list.
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]).join(' ');
    for (const c of site.cities) expect(ld).not.toContain(c.path + '"');
  });
});

describe('the delhi-ncr landing page', () => {
  const path = '/pet-grooming-at-home/delhi-ncr';
  const anchors = ['grooming', 'haircut', 'how-we-work', 'why-us', 'faq', 'testimonials', 'book-now'];

  it('has every anchor its nav names, exactly once', async () => {
    const html = await pageHtml(path);
    for (const a of anchors) expect(count(html, new RegExp(` id="${a}"`))).toBe(1);
    const nav = element(html, 'id="landing-menu"');
    for (const a of ['grooming', 'haircut', 'how-we-work', 'why-us', 'faq', 'testimonials']) expect(hrefs(nav)).toContain(`#${a}`);
    expect(text(nav)).toMatch(/Packages.*Grooming.*Haircut.*How we work.*Why us.*Faqs.*Testimonials/);
    expect(hrefs(nav).some((h) => h.startsWith('tel:'))).toBe(true);
  });

  it('shows its own offer, Book Package Now, Book by Call, FOR DOG / FOR CAT and Book Groomer', async () => {
    const html = await pageHtml(path);
    expect(text(element(html, 'class="topbar landing-topbar"'))).toContain(site.offers.landingText);
    expect(html).toMatch(/href="#grooming">Book Package Now</);
    expect(html).toContain(`${trigger('gs:open-form', { form: 'package' })},&quot;className&quot;:&quot;button button--light&quot;,&quot;text&quot;:&quot;Book an Appointment&quot;`);
    expect(html).toMatch(/href="tel:[^"]+">Book by Call</);
    expect(html).toMatch(/href="#grooming">FOR DOG</);
    expect(html).toMatch(/href="#grooming">FOR CAT</);
    expect(text(element(html, 'class="experts"'))).toContain('Book Groomer');
    const areas = element(html, 'id="areas"');
    for (const l of site.localities) expect(hrefs(areas)).toContain(l.path);
  });

  it('has no Gurugram tile and no floating call/chat buttons', async () => {
    const html = await pageHtml(path);
    const tiles = element(html, 'class="city-tiles"');
    const visible = site.cities.filter((c) => !c.landing && c.slug !== 'gurugram');
    for (const c of visible) expect(hrefs(tiles)).toContain(c.path);
    expect(hrefs(tiles)).not.toContain(city('gurugram').path);
    expect(html).not.toContain('class="floating"');
  });

  it('books without a required address and confirms on /booking-confirm, as every booking form does', async () => {
    const html = await pageHtml(path);
    const form = element(html, 'data-island="booking-form"');
    expect(form).toContain('id="package-modal"');
    expect(form).toContain('&quot;successPath&quot;:&quot;/booking-confirm&quot;');
    expect(form).toContain('&quot;addressRequired&quot;:false');
    expect(element(form, 'id="package-form-address"')).not.toContain('required');
  });
});
