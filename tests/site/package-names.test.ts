// One name for each package on every page (issue 16 item 3): what a card's Book button presets is
// exactly one option of that page's booking form, the options repeat nothing, every price is
// written ₹ with Indian grouping, and each name keeps SPEC 9.4's option name beside the card's.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { packageLabel, rupees } from '../../model/format.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { decode } from './html.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });

/** The props of every island of one name on a page, parsed. */
function islandProps(html: string, name: string): Record<string, any>[] {
  return [...html.matchAll(new RegExp(`<gs-island data-island="${name}" data-props="([^"]*)"`, 'g'))].map((m) => JSON.parse(decode(m[1])));
}

// Every page with package cards or a booking form, one of each kind.
const PAGES = ['/', '/pet-grooming', '/pet-hair-cutting', '/price', '/dog-grooming', '/cat-grooming', '/pet-grooming-at-home/noida',
  '/pet-grooming-at-home/delhi-ncr', '/pet-grooming-at-home/lodhi-colony-delhi', '/pet-grooming-at-home/ganga-nagar-meerut', '/gurugram'];

describe('package names', () => {
  it('SPEC 9.4: each package is named as its card with the option name beside it, in ₹', () => {
    const fur = site.packages.find((p) => p.id === 'fur-fresh-spa')!;
    expect(packageLabel(fur)).toBe(`Fur Fresh Spa (Full Body Bath) - ${rupees(fur.offerPrice)}`);
    const deluxe = site.packages.find((p) => p.id === 'deluxe-body-grooming')!;
    expect(packageLabel(deluxe)).toBe(`Deluxe Body Grooming (Bath & Designer Haircut) - ${rupees(deluxe.offerPrice)}`);
  });

  it.each(PAGES)('%s: every Book button presets one existing option of the form, and no option repeats', async (path) => {
    const html = await pageHtml(path);
    const forms = islandProps(html, 'booking-form').filter((p) => p.variant === 'package');
    expect(forms, 'one package form').toHaveLength(1);
    const choices: { id: string; label: string }[] = forms[0].services;
    const services = choices.map((c) => c.label);
    expect(new Set(services).size).toBe(services.length);
    // Each option's id is the package's whose name it shows (model/booking-wire.ts): the server quotes by it.
    for (const c of choices) expect(packageLabel(site.packages.find((p) => p.id === c.id)!), c.id).toBe(c.label);
    for (const s of [...services, ...forms[0].addOns.map((a: { label: string }) => a.label)]) expect(s, s).not.toMatch(/Rs\.?\s*\d/);
    for (const s of services) {
      const price = /- ₹([\d,]+)$/.exec(s)?.[1];
      expect(price && ` - ${rupees(Number(price.replace(/,/g, '')))}`, s).toBe(s.slice(s.lastIndexOf(' - ')));
    }
    const preset = islandProps(html, 'trigger')
      .filter((t) => t.event.name === 'gs:open-form' && t.event.detail.form === 'package' && t.event.detail.service)
      .map((t) => t.event.detail.service as string);
    expect(preset.length, 'Book buttons with a package').toBeGreaterThan(0);
    for (const s of preset) expect(services.filter((o) => o === s), s).toHaveLength(1);
  });

  it('the appointment form offers every package, named the same way', async () => {
    const html = await pageHtml('/');
    const [appointment] = islandProps(html, 'booking-form').filter((p) => p.variant === 'appointment');
    expect(appointment.services).toEqual(site.packages.map((p) => ({ id: p.id, label: packageLabel(p) })));
    expect(appointment.timeSlots.length).toBeGreaterThan(0);
  });
});
