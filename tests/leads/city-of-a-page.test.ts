// The city of a page (model/paths.ts cityOfPage), one rule for the booking, the desk, the alert's
// subject and the escalation: a locality page is its team's city's, a city shortcut the city it
// leads to, a Hindi page the same as the English one, a place visited on request no city's. The
// booking read the site's pages so before; the others read the address alone and made
// "sector-18-noida" a city of its own, whose leads waited by the general hours, not Noida's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskQueries } from '../../desk/queries.ts';
import { composeAlert } from '../../leads/email.ts';
import { escalationDue } from '../../leads/escalation.ts';
import { LeadStore } from '../../leads/store.ts';
import { holdRequestOf } from '../../leads/visits/booking-window.ts';
import { packageLabel } from '../../model/format.ts';
import { cityOfPage, pageCitiesOf, type PageCities } from '../../model/paths.ts';
import type { Site } from '../../model/types.ts';
import { loadSite } from '../../pipeline/build.ts';
import { siteServerSettings } from '../../server/site-settings.ts';
import { projectRoot } from '../helpers/site.ts';
import { validBodies } from '../helpers/leads.ts';

let site: Site;
let pages: PageCities;
/** A Noida locality's page, and a place visited on request. */
let locality: string;
let onRequest: string;
beforeAll(async () => {
  site = await loadSite(projectRoot);
  pages = pageCitiesOf(site);
  locality = site.localities.find((l) => !l.onRequest && l.city.slug === 'noida')!.path;
  onRequest = site.localities.find((l) => l.onRequest)!.path;
});

describe('the city of a page', () => {
  it('is the city whose team serves it, in every language', () => {
    expect(cityOfPage('https://www.doorsteppaws.in/pet-grooming-at-home/noida?utm_source=ad', pages)).toBe('noida');
    expect(cityOfPage(`https://www.doorsteppaws.in${locality}/#book`, pages)).toBe('noida');
    expect(cityOfPage(`/hi${locality}`, pages)).toBe('noida');
    expect(cityOfPage('/hi/pet-grooming-at-home/gurugram', pages)).toBe('gurugram');
    expect(cityOfPage('/gurgaon', pages)).toBe('gurugram');
    expect(cityOfPage('/pet-grooming-at-home/delhi-ncr', pages)).toBe('delhi-ncr');
    expect(cityOfPage(onRequest, pages)).toBe('');
    expect(cityOfPage('/contact-us', pages)).toBe('');
    // Told no site's pages, only a city page's own address names a city.
    expect(cityOfPage(locality)).toBe(locality.split('/').pop());
  });

  it('is what serve hands the lead API, the desk and the escalation', () => {
    const settings = siteServerSettings(site);
    expect(settings.api.pageCities).toEqual(pages);
    expect(settings.escalation?.pageCities).toEqual(pages);
    expect(settings.visits?.pageCities).toEqual(pages);
  });

  it("holds a booking from a locality page with its team's city, and none from a page without a team", () => {
    const settings = siteServerSettings(site).visits!;
    const booking = (path: string) => holdRequestOf(settings, {
      ...validBodies.booking, path, serviceDate: '2026-12-05', serviceTime: '09:00-11:00', service: packageLabel(site.packages[0]), addOns: '',
    } as never, { serviceId: site.packages[0].id }, {});
    expect(booking(`https://www.doorsteppaws.in/hi${locality}`)?.city).toBe('noida');
    expect(booking('/gurgaon')?.city).toBe('gurugram');
    expect(booking('/pet-grooming-at-home/delhi-ncr')).toBeUndefined();
    expect(booking(onRequest)).toBeUndefined();
  });

  it("names the locality lead's city in the alert's subject and times its escalation by its team's hours", () => {
    const lead = { id: 7, kind: 'booking', fields: { pet: 'Dog', path: `https://www.doorsteppaws.in${locality}` }, receivedAt: '', ip: '', userAgent: '' } as never;
    expect(composeAlert(lead, { brand: 'B', deskUrl: 'https://x.in/desk/', pageCities: pages }).subject).toBe('New booking lead #7, noida, Dog');
    // 6:55 PM in India: Noida's team works to 9 PM, the general hours end at 7 PM.
    const escalation = { ...siteServerSettings(site).escalation!, minutes: 10 };
    const sent = '2026-12-05T18:55:00+05:30';
    expect(escalationDue(escalation, sent, `https://www.doorsteppaws.in${locality}`)).toBe(Date.parse('2026-12-05T19:05:00+05:30'));
    expect(escalationDue(escalation, sent, '/contact-us')).toBe(Date.parse('2026-12-06T09:05:00+05:30'));
  });
});

describe("the desk's city of a lead", () => {
  let store: LeadStore;
  afterAll(() => store?.close());

  it('lists, filters and counts a locality lead under its city, a shortcut lead under its own', async () => {
    store = new LeadStore(join(mkdtempSync(join(tmpdir(), 'groomsite-page-city-')), 'leads.sqlite'), { outbox: [] });
    const sent = (phone: string, path: string) => store.insert({
      kind: 'booking', fields: { ...validBodies.booking, phone, path } as never, receivedAt: new Date().toISOString(), ip: '198.51.100.7', userAgent: 'test',
    });
    const fromLocality = await sent('9200000001', `https://www.doorsteppaws.in${locality}?utm_source=ad`);
    const fromHindi = await sent('9200000002', '/hi/pet-grooming-at-home/noida/');
    const fromShortcut = await sent('9200000003', 'https://www.doorsteppaws.in/gurgaon');
    const fromElsewhere = await sent('9200000004', onRequest);
    const desk = new DeskQueries(store.sql, pages);
    const cities = Object.fromEntries((await desk.list({})).leads.map((l) => [l.id, l.city]));
    expect(cities).toEqual({ [fromLocality]: 'noida', [fromHindi]: 'noida', [fromShortcut]: 'gurugram', [fromElsewhere]: '' });
    expect((await desk.list({ city: 'noida' })).leads.map((l) => l.id)).toEqual([fromHindi, fromLocality]);
    expect((await desk.list({ city: 'gurugram' })).leads.map((l) => l.id)).toEqual([fromShortcut]);
    expect((await desk.list({ city: locality.split('/').pop() })).leads).toEqual([]);
    const { byCity } = await desk.figures();
    expect([byCity.noida?.at(-1), byCity.gurugram?.at(-1), byCity['other pages']?.at(-1)]).toEqual([2, 1, 1]);
  });
});
