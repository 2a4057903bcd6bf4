// The shared chrome on every ordinary page: top bar, menu with dropdowns and the small-screen
// toggle, no-van banner, footer parts, floating buttons, and basic accessibility of the markup.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { pageHtml as rawHtml, projectRoot } from '../helpers/site.ts';

/** The built page without React's text separators, so texts read as written. */
const pageHtml = async (path: string) => (await rawHtml(path)).replace(/<!-- -->/g, '');

/** Text as React writes it into HTML. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const between = (html: string, start: RegExp, end: string) => {
  const i = html.search(start);
  expect(i, `${start} present`).toBeGreaterThanOrEqual(0);
  return html.slice(i, html.indexOf(end, i) + end.length);
};

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); });

describe.each(['/', '/pet-grooming', '/about', '/blog'])('chrome of %s', (path) => {
  let html = '';
  beforeAll(async () => { html = await pageHtml(path); });

  it('has a top bar with e-mail, phone and WhatsApp links and the offer heading', () => {
    const bar = between(html, /<aside class="topbar"/, "</ul>");
    expect(bar).toContain(`href="mailto:${site.raw.contact.email}"`);
    expect(bar).toContain(`href="tel:${site.raw.contact.phone}"`);
    expect(bar).toContain(`href="https://wa.me/${site.raw.contact.whatsapp.number}?text=${encodeURIComponent(site.raw.contact.whatsapp.greeting)}"`);
    expect(bar).toContain(esc(site.raw.offers.heading));
  });

  it('has the logo, the full menu with three dropdowns and the Book Now / Book On Call link', () => {
    const header = between(html, /<header[^>]*class="site-header"/, '</header>');
    expect(header).toContain(`aria-label="${esc(site.raw.site.name)} home"`);
    expect(header).toMatch(/<button class="menu-toggle" type="button" aria-expanded="false" aria-controls="main-menu">/);
    expect(header).toMatch(/<nav id="main-menu"/);
    for (const label of ['Price', 'Grooming', 'Company']) expect(header).toContain(`<summary>${label}</summary>`);
    expect(header.match(/<details>/g)).toHaveLength(3);
    for (const href of ['/', '/pet-grooming', '/pet-hair-cutting', '/dog-grooming', '/cat-grooming', '/about', '/gallery', '/blog', '/contact']) {
      expect(header).toContain(`href="${href}"`);
    }
    for (const label of ['Home', 'Pet Grooming', 'Pet Designer Haircut', 'About us', 'Gallery', 'Blog', 'Contact us']) expect(header).toContain(`>${label}</a>`);
    expect(header).toMatch(new RegExp(`<a class="[^"]*main-menu__call" href="tel:\\${site.raw.contact.phone}">.*Book Now / Book On Call</a>`));
  });

  it('marks the current page in the menu', () => {
    if (path === '/') expect(html).toContain('href="/" aria-current="page"');
    else if (path !== '/about') expect(html).toContain(`href="${path}" aria-current="page"`);
  });

  it('shows the no-van and towels banner', () => {
    expect(between(html, /<div class="banner"/, '</div>')).toContain(esc(site.raw.banner.noVan));
  });

  it('has a footer with social links, information, cities, explore, corporate office and the app badge', () => {
    const footer = between(html, /<footer class="site-footer">/, '</footer>');
    for (const s of site.raw.contact.social) expect(footer).toContain(`href="${s.url}"`);
    for (const title of ['Information', 'Cities', 'Explore', esc(site.raw.contact.office.name)]) expect(footer).toMatch(new RegExp(`<h2 id="footer-[a-z]+">${title}</h2>`));
    for (const c of site.cities.filter((c) => !c.landing)) expect(footer).toContain(`href="${c.path}"`);
    for (const href of ['/about', '/price', '/gallery', '/privacy-policy', '/contact', '/dog-grooming', '/cat-grooming', '/blog']) expect(footer).toContain(`href="${href}"`);
    const o = site.raw.contact.office;
    expect(footer).toContain(esc(`${o.street}, ${o.locality}, ${o.region} ${o.postalCode}`));
    expect(footer).toContain(esc(site.raw.contact.phoneDisplay));
    expect(footer).toContain(`href="${esc(site.raw.contact.app.url)}"`);
    expect(footer).toContain(`GET IT ON`);
    expect(footer).toContain(`© ${site.raw.site.copyrightYear}`);
  });

  it('offers the floating call and chat buttons and back to top', () => {
    expect(html).toMatch(/<div class="floating"><a class="floating__call" href="tel:/);
    expect(html).toContain('class="floating__chat" href="https://wa.me/');
    expect(html).toContain('class="back-to-top" href="#top"');
  });

  it('has landmarks, one h1, no skipped heading levels, and images with alt and size', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const tag of ['<header', '<main id="main"', '<footer', '<nav']) expect(html).toContain(tag);
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    levels.forEach((l, i) => { if (i > 0) expect(l - levels[i - 1], `heading h${levels[i - 1]} then h${l}`).toBeLessThanOrEqual(1); });
    for (const img of html.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ alt="/);
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
    }
    for (const svg of html.match(/<svg [^>]*>/g) ?? []) {
      expect(svg).toMatch(/aria-hidden="true"|role="img"/);
      expect(svg).toMatch(/ width="\d+"/);
    }
  });
});

describe('testimonials', () => {
  it('show the headline rating, three reviews with avatars, stars and dates, and the review link', async () => {
    const html = await pageHtml('/');
    const section = between(html, /<section class="section section--soft" id="testimonials"/, '</section>');
    const top = site.raw.reviews.listings[0];
    expect(section).toContain(`${top.rating}/5`);
    expect(section.match(/<li class="testimonial">/g)).toHaveLength(site.raw.testimonials.length);
    for (const t of site.raw.testimonials) {
      expect(section).toContain(esc(t.reviewer));
      expect(section).toContain(esc(t.text));
      expect(section).toContain(esc(t.when));
    }
    expect(section.match(/<svg class="avatar"/g)).toHaveLength(site.raw.testimonials.length);
    expect(section).toContain(`aria-label="${site.raw.testimonials[0].rating} out of 5 stars"`);
    expect(section).toContain(`href="${esc(site.raw.reviews.writeReviewUrl)}"`);
  });
});

describe('the thank-you page', () => {
  it('hides the floating call and chat buttons', async () => {
    expect(await pageHtml('/thank-you')).not.toContain('class="floating"');
  });
});
