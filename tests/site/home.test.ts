// The home page holds every part SPEC 2.1 and 2.6 list, with figures read from site.yaml.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { packageLabel, rupees } from '../../model/format.ts';
import { text, trigger } from './html.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const section = (html: string, id: string) => {
  const start = html.search(new RegExp(`<(section|div)[^>]* id="${id}"`));
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0);
  const tag = html.slice(start + 1, html.indexOf(' ', start));
  return html.slice(start, html.indexOf(`</${tag}>`, start + 1));
};

let site: Site;
let html = '';
beforeAll(async () => {
  site = await loadSite(projectRoot);
  html = (await pageHtml('/')).replace(/<!-- -->/g, '');
});

describe('home hero', () => {
  it('has one h1, the from-price and rating, the offer heading with where it holds, and both booking actions', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const hero = html.slice(html.indexOf('class="hero hero--home"'), html.indexOf('class="hero-slider'));
    expect(hero).toContain(esc(site.raw.offers.heading));
    // The 30% holds on a first booking in Ghaziabad and Faridabad only: the hero says so beside it.
    expect(text(hero)).toContain(`${site.raw.offers.heading} on your first booking in Ghaziabad and Faridabad`);
    expect(text(hero)).toContain(`From ${rupees(site.fromPrice)}`);
    expect(text(hero)).toContain(`${site.raw.reviews.listings[0].rating}/5 on ${site.raw.reviews.listings[0].name}`);
    expect(hero).toContain(trigger('gs:open-form', { form: 'appointment' }));
    expect(hero).toContain(`href="tel:${site.raw.contact.phone}"`);
  });

  it('has the typing headline with the phrases, speed and pause of site.yaml', () => {
    const t = site.raw.ui.typing;
    expect(html).toContain(`data-island="typing" data-props="${esc(JSON.stringify({ phrases: t.phrases, speed: t.speed, pause: t.pauseMs }))}"`);
    expect(html).toContain(`<p class="typing__text" aria-live="off">${esc(t.phrases[0])}</p>`);
  });

  it('has six slides, each with Book by Call and Book an Appointment, and a drawn image that exists', async () => {
    const slides = html.split('<div class="slide"').slice(1);
    expect(slides).toHaveLength(site.raw.home.heroSlides.length);
    expect(slides).toHaveLength(6);
    const { outDir } = await buildRealSite();
    site.raw.home.heroSlides.forEach((s, i) => {
      expect(slides[i]).toContain(esc(s.title));
      expect(slides[i]).toMatch(new RegExp(`<a class="button" href="tel:\\${site.raw.contact.phone}">Book by Call</a>`));
      expect(slides[i]).toContain('<button type="button" class="button button--accent">Book an Appointment</button>');
      expect(slides[i]).toMatch(/<img src="\/images\/slides\/[a-z-]+\.svg" alt="" width="640" height="420"/);
      expect(existsSync(join(outDir, 'images', 'slides', `${s.id}.svg`))).toBe(true);
    });
  });
});

describe('home sections', () => {
  it('shows the four counters', () => {
    const counters = html.slice(html.indexOf('<section class="counters"'), html.indexOf('</section>', html.indexOf('<section class="counters"')));
    const items = counters.match(/<li class="counter">/g);
    expect(items).toHaveLength(4);
    for (const c of site.counters) {
      expect(counters).toContain(`<strong class="counter__value">${c.value.toLocaleString('en-IN')}${c.suffix}</strong>`);
      expect(counters).toContain(esc(c.label));
    }
    // Each from where it is kept: the years and customers in claims, the rating in reviews.listings,
    // the places counted (the cities with a team and the towns visited on request).
    expect(counters).toContain(`${site.raw.claims.yearsOfExperience}+`);
    expect(counters).toContain(`${site.raw.reviews.listings.find((l) => l.name === 'Google')!.rating}/5`);
    expect(counters).toContain(`>${site.cities.filter((c) => !c.landing).length + new Set(site.localities.filter((l) => l.onRequest).map((l) => l.town)).size}<`);
    expect(counters).toContain('50,000+');
  });

  it('shows the three client ratings: search engine, social network, business directory', () => {
    const ratings = section(html, 'ratings');
    for (const l of site.raw.reviews.listings) {
      expect(ratings).toContain(`href="${esc(l.url)}"`);
      expect(ratings).toContain(`Rated ${l.rating} on ${esc(l.name)}`);
    }
    for (const kind of ['Search engine', 'Social network', 'Business directory']) expect(ratings).toContain(`>${kind}<`);
  });

  it('shows the grooming packages with Dog and Cat tabs, list and offer prices and book buttons', () => {
    const packages = section(html, 'packages');
    expect(packages).toContain('role="tablist"');
    expect(packages).toMatch(/id="home-packages-tab-dog" aria-controls="home-packages-panel-dog" aria-selected="true"/);
    expect(packages).toMatch(/id="home-packages-tab-cat" aria-controls="home-packages-panel-cat" aria-selected="false"/);
    const main = site.packages.filter((p) => p.kind === 'grooming');
    expect(main.length).toBeGreaterThan(0);
    for (const p of main) {
      for (const pet of ['Dog', 'Cat']) expect(packages).toContain(trigger('gs:open-form', { form: 'package', pet, service: packageLabel(p) }));
      expect(packages).toContain(`<del class="price__list"><span class="visually-hidden">List price </span>${rupees(p.listPrice)}</del>`);
      expect(packages).toContain(`<strong class="price__offer"><span class="visually-hidden">Offer price </span>${rupees(p.offerPrice)}</strong>`);
    }
  });

  it('shows the grooming services grid with an icon per service', () => {
    const services = section(html, 'services');
    expect(services.match(/<li class="card card--icon/g)).toHaveLength(site.raw.services.length);
    for (const s of site.raw.services) expect(services).toContain(`<h3>${esc(s.name)}</h3>`);
    expect(services.match(/<svg class="icon"/g)).toHaveLength(site.raw.services.length);
  });

  it('lists the cities with links to their pages', () => {
    const cities = section(html, 'cities');
    for (const c of site.cities.filter((c) => !c.landing)) expect(cities).toContain(`href="${c.path}"`);
  });

  it('explains how it works in five steps', () => {
    const steps = section(html, 'how-it-works');
    expect(steps.match(/<li class="step">/g)).toHaveLength(5);
    for (const s of site.raw.howItWorks) expect(steps).toContain(esc(s.title));
  });

  it('welcomes with Read More to /about and the street-dog feeding note with the donation offer', () => {
    const welcome = section(html, 'welcome');
    expect(welcome).toContain(esc(site.raw.home.welcome.title));
    expect(welcome).toMatch(/<a class="button button--ghost" href="\/about">Read More/);
    expect(welcome).toContain(esc(site.donationText));
    expect(welcome).toContain(`${rupees(site.raw.donation.dailyAmount)}</strong> a day, billed ${site.raw.donation.billing}`);
  });

  it('gives six reasons to choose us, including 24x7', () => {
    const why = section(html, 'why-us');
    expect(why.match(/<li class="card card--icon">/g)).toHaveLength(6);
    for (const w of site.raw.whyChooseUs) expect(why).toContain(esc(w.title));
    expect(why).toContain(site.raw.claims.availability);
  });

  it('shows the offer band, testimonials and the FAQ', () => {
    expect(section(html, 'offer')).toContain(`<h2 id="offer-title">${esc(site.raw.offers.heading)}</h2>`);
    expect(section(html, 'testimonials')).toContain(`${site.raw.reviews.listings[0].rating}/5`);
    const faq = section(html, 'faq');
    for (const f of site.faqs.general) expect(faq).toContain(esc(f.q));
  });

  it('keeps the sections in the order of SPEC 2.1', () => {
    const order = ['class="hero hero--home"', 'class="counters"', 'id="ratings"', 'id="packages"', 'id="services"', 'id="cities"',
      'id="how-it-works"', 'id="welcome"', 'id="why-us"', 'id="testimonials"', 'id="faq"', 'class="site-footer"'];
    const at = order.map((o) => html.indexOf(o));
    at.forEach((i) => expect(i).toBeGreaterThan(0));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('includes the package form and the appointment modal', () => {
    expect(html).toContain('id="package-modal"');
    expect(html).toContain('id="appointment-modal"');
  });
});

describe('artwork', () => {
  it('writes small SVG files: favicon, slides and gallery pictures (link previews: share-images.test.ts)', async () => {
    const { outDir } = await buildRealSite();
    const { readFileSync, statSync } = await import('node:fs');
    expect(readFileSync(join(outDir, 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
    for (let i = 1; i <= site.raw.gallery.length; i++) {
      const file = join(outDir, 'images', 'gallery', `pet-${i}.svg`);
      expect(statSync(file).size).toBeLessThan(6000);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="400" height="300"/);
    }
  });
});
