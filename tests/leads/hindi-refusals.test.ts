// Every refusal a visitor of the Hindi pages can get, over real HTTP on 127.0.0.1, read in Hindi
// to the last word: a booking or call-back sent from a page under /hi/ (its `path`, the full URL
// the browser sends), the window lists' question and the customer's own page (/hi/b/<token>,
// which ask with ?lang=hi). Latin letters are allowed only where the Hindi pages keep them too:
// package names, service areas, "AM"/"PM" of a time, and what the visitor sent us (an echoed id).
// Left out: what no page's script can send (a foreign Origin, another method, a body that is no
// JSON object): it is refused before the API knows the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { loadSite } from '../../pipeline/build.ts';
import { apiConfig } from '../../leads/site-config.ts';
import { errorIn } from '../../leads/visits/visit-language.ts';
import { windowTaken } from '../../leads/visits/refusal.ts';
import { WindowRefusedError } from '../../leads/visits/hold.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { HttpError } from '../../http/http-error.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { projectRoot } from '../helpers/site.ts';
import { postJson, request, startServer, type RawResponse, type TestServer } from '../helpers/leads.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';

const PAGE = '/hi/pet-grooming-at-home/noida';
const inAWeek = { serviceDate: addDays(indiaDate(Date.now()), 7), serviceTime: '09:00-11:00' };
let settings: VisitSettings;
let languages: NonNullable<ReturnType<typeof apiConfig>['languages']>;
let server: TestServer;
let hindiLabel: (id: string) => string;
let allowed: Set<string>;
let phone = 9_700_000_000;

beforeAll(async () => {
  ({ settings } = await realVisitSettings());
  languages = apiConfig(await loadSite(projectRoot)).languages!;
  // What the Hindi page's form sends: its own words for a package, with the id.
  hindiLabel = (id) => settings.catalogue.packages.find((c) => c.id === id && /[\u0900-\u097F]/.test(c.label))!.label;
  const names = [...Object.values(settings.rules.packages).map((p) => p.name), ...Object.values(settings.rules.cities).flatMap((c) => c.serviceAreas), 'AM PM'];
  allowed = new Set(names.flatMap((n) => n.match(/[A-Za-z]+/g) ?? []));
  // DELHI20 ended in this server's catalogue (the real one gives it no last day); no rate limit but the one tested below.
  server = await startServer({
    visits: { ...settings, catalogue: { ...settings.catalogue, promoCodeEnds: { DELHI20: '2026-01-31' } } },
    api: { languages, rateLimit: { windowSeconds: 60, maxRequests: 0 } },
  });
}, 60_000);
afterAll(async () => { await server?.close(); });

/** The Latin words of a message that the Hindi pages would not show; `echoed`: what the request itself sent. */
function englishIn(message: string, echoed: readonly string[] = []): string[] {
  const rest = echoed.reduce((text, e) => text.split(e).join(' '), message);
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((w) => !allowed.has(w));
}

function expectHindi(res: RawResponse, status: number, echoed: readonly string[] = []): string {
  expect(res.status, res.text).toBe(status);
  const message: string = res.json.message;
  expect(message, message).toMatch(/[\u0900-\u097F]/);
  expect(englishIn(message, echoed), message).toEqual([]);
  return message;
}

const booking = (extra: Record<string, unknown> = {}, date = '', window = '') => ({
  ...appointmentBody({ origin: server.url, pagePath: PAGE, phone: String(phone++), service: hindiLabel('fur-fresh-spa'), date, window }),
  serviceId: 'fur-fresh-spa', addOns: '', ...extra,
});
const book = (body: object) => postJson(`${server.url}/api/booking-form`, body);
const tomorrow = () => addDays(indiaDate(Date.now()), 1);

describe('a booking sent from a Hindi page is refused in Hindi', () => {
  it.each<[string, Record<string, unknown>, string[]?]>([
    ['no pet', { pet: '' }], ['a fish', { pet: 'Fish' }], ['no name', { name: '' }], ['no breed', { breed: '' }],
    ['no package', { service: '', serviceId: '' }], ['a short phone', { phone: '12345' }], ['a phone as a number', { phone: 9811100000 }],
    ['a name as a number', { name: 5 }], ['a breed as a list', { breed: [] }], ['an address as an object', { address: {} }],
    ['a request as true/false', { request: true }], ['a null name', { name: null }], ['a long name', { name: 'a'.repeat(101) }],
    ['a bell in the name', { name: 'Asha\u0007' }], ['half a character in the breed', { breed: 'Pug\ud800' }],
    ['user not "true"', { user: 'false' }], ['status not "true"', { status: 'no' }], ['a path with a space', { path: `${'http://127.0.0.1'}${PAGE} x` }],
    ['a day that is no date', { serviceDate: 'kal' }], ['a time that is no time', { serviceTime: 'subah' }], ['an address lookup that is no address', { remoteIP: 'x' }],
    ['a long user agent', { userAgent: 'M'.repeat(513) }], ['form_ms that is no number', { form_ms: 'jaldi' }],
    ['a package id as a number', { serviceId: 5 }], ['a long package id', { serviceId: 'x'.repeat(101) }],
    ['a package id that is none of ours', { serviceId: 'spa' }, ['spa']],
    ['a label that is not what its id is called', { service: 'Pamper Paws' }], ['a label that is no package', { service: 'Fur Fresh Spa - ₹1', serviceId: '' }],
    ['an add-on id that is none of ours', { addOnId: 'massage' }, ['massage']], ['an add-on label that is no add-on', { addOns: 'Fur Fresh Spa' }],
    ['an add-on its package includes (teeth cleaning with Fur Fresh Spa)', { addOnId: 'teeth-cleaning', addOns: 'Teeth cleaning - ₹200' }],
    ['a promo code past its last day', { promoCode: 'delhi20' }, ['DELHI']], ['a long promo code', { promoCode: 'X'.repeat(41) }],
    ['a size that is neither', { size: 'medium' }],
    // A city and an area are read with a window to hold.
    ['a city without windows', { city: 'mumbai', ...inAWeek }], ['an area as a number', { area: 5, ...inAWeek }],
    ['a source that is no object', { source: 'google' }], ['a source with a field of no source', { source: { ref: 'a', source: 'b', medium: 'c', campaign: 'd', gclid: false, x: 1 } }],
    ['a source missing a field', { source: { source: 'b', medium: 'c', campaign: 'd', gclid: false } }],
    ['a source whose gclid is no yes or no', { source: { ref: 'a', source: 'b', medium: 'c', campaign: 'd', gclid: 'yes' } }],
    ['a source tag in capitals', { source: { ref: 'A', source: 'b', medium: 'c', campaign: 'd', gclid: false } }],
  ])('%s', async (_, extra, echoed) => {
    expectHindi(await book(booking(extra)), 400, echoed);
  });

  it('says the add-on and the package in the visitor\'s words', async () => {
    const message = expectHindi(await book(booking({ addOnId: 'teeth-cleaning', addOns: 'Teeth cleaning - ₹200' })), 400);
    expect(message).toBe('ऐड-ऑन: दाँतों की सफ़ाई, Fur Fresh Spa (पूरे शरीर का स्नान) पैकेज के साथ नहीं मिलता');
  });

  it('refuses a call-back request in Hindi too, and a size it cannot take', async () => {
    const path = `${server.url}${PAGE}`;
    expectHindi(await book({ phone: '123', path }), 400);
    expectHindi(await book({ phone: '9811100000', path, size: 'small' }), 400);
  });

  it('says a window it cannot hold, its day and the next open windows in Hindi words', async () => {
    const day = addDays(tomorrow(), 2);
    // Noida has two groomers: a window is full after two visits (or one, on a day one is off).
    let taken: RawResponse | undefined;
    for (let i = 0; i < 3 && !taken; i++) {
      const res = await book(booking({}, day, '11:00-13:00'));
      if (res.status === 409) taken = res;
    }
    const full = expectHindi(taken!, 409);
    expect(full).toMatch(/^[^,]+, \d+ \S+, 11 AM से 1 PM तक का समय बुक नहीं हो सका \(इस समय कोई ग्रूमर ख़ाली नहीं है\)। अगले ख़ाली समय: /);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, addDays(indiaDate(Date.now()), -1), '09:00-11:00'], // begun
      [{}, addDays(indiaDate(Date.now()), settings.rules.horizonDays + 5), '09:00-11:00'], // too far ahead
      [{}, day, '10:00-12:00'], // no such window
      [{ area: 'Mars' }, day, '09:00-11:00'], // outside the city's service areas
    ];
    for (const [extra, date, window] of cases) expectHindi(await book(booking(extra, date, window)), 409, ['Mars']);
  });
});

describe('the window lists\' question asked in Hindi (?lang=hi)', () => {
  const ask = (query: string) => request(`${server.url}/api/availability?lang=hi&${query}`);

  it('answers the windows, the language asked for no refusal', async () => {
    const res = await ask('city=noida');
    expect(res.status, res.text).toBe(200);
  });

  it.each<[string, string, string[]?]>([
    ['a parameter it does not take', 'city=noida&foo=1', ['foo']], ['a parameter twice', 'city=noida&city=delhi'],
    ['no city', ''], ['a city without windows', 'city=mumbai', ['mumbai']], ['a day that is no date', 'city=noida&from=kal'],
    ['too many days', 'city=noida&days=99'], ['a pet that is neither', 'city=noida&pet=fish'], ['a size that is neither', 'city=noida&size=huge'],
    ['a package it does not book by window', 'city=noida&service=boarding', ['boarding']], ['an area outside the city', 'city=noida&area=Mars', ['Mars']],
  ])('%s', async (_, query, echoed) => {
    expectHindi(await ask(query), 400, echoed);
  });
});

describe('the customer\'s page of a visit booked in Hindi (?lang=hi)', () => {
  let token: string;
  const visit = (action: string, body: object = {}) => postJson(`${server.url}/api/visit/${token}/${action}?lang=hi`, body);
  const setVisit = (assignments: string, values: unknown[]) => {
    const db = new Database(server.db);
    try {
      db.prepare(`UPDATE visits SET ${assignments} WHERE id = (SELECT visit_id FROM visit_links ORDER BY rowid DESC LIMIT 1)`).run(...values);
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    const booked = await book(booking({}, addDays(tomorrow(), 3), '15:00-17:00'));
    expect(booked.status, booked.text).toBe(201);
    token = booked.json.visit.link.slice('/hi/b/'.length);
  });

  it('refuses a move to no day, no window, a day begun, a day too far and a window it has not', async () => {
    expectHindi(await visit('move', { date: 'kal', window: '09:00-11:00' }), 400);
    expectHindi(await visit('move', { date: tomorrow(), window: 'subah' }), 400);
    expectHindi(await visit('move', {}), 400);
    const begun = expectHindi(await visit('move', { date: addDays(indiaDate(Date.now()), -1), window: '09:00-11:00' }), 409);
    expect(begun).toContain('यह समय शुरू हो चुका है या बीत चुका है');
    expectHindi(await visit('move', { date: addDays(tomorrow(), settings.rules.horizonDays + 5), window: '09:00-11:00' }), 409);
    expectHindi(await visit('move', { date: addDays(tomorrow(), 3), window: '10:00-12:00' }), 409);
    expectHindi(await request(`${server.url}/api/visit/${token}/rename?lang=hi`), 404);
  });

  it('refuses a change too near the visit, once begun, on its way, and after a cancel', async () => {
    setVisit('start_ms = ?, end_ms = ?', [Date.now() + 60 * 60_000, Date.now() + 3 * 60 * 60_000]); // an hour ahead: too late to move in Noida
    expectHindi(await visit('move', { date: addDays(tomorrow(), 3), window: '09:00-11:00' }), 409);
    setVisit('start_ms = ?', [Date.now() - 60_000]);
    expectHindi(await visit('cancel'), 409);
    setVisit("start_ms = ?, status = 'on-the-way'", [Date.now() + 60 * 60_000]);
    expectHindi(await visit('cancel'), 409);
    setVisit("start_ms = ?, status = 'confirmed'", [Date.now() + 48 * 60 * 60_000]);
    expect((await visit('cancel')).status).toBe(200);
    expectHindi(await visit('cancel'), 409);
    expectHindi(await visit('move', { date: addDays(tomorrow(), 3), window: '09:00-11:00' }), 409);
  });
});

describe('refusals a test cannot bring about over HTTP at will', () => {
  const hi = () => ({ code: 'hi', texts: languages.hi });
  const said = (error: unknown) => (errorIn(error, hi()) as HttpError).message;

  it('says each reason a window is closed in Hindi, "too soon" included', async () => {
    const hold = { city: 'noida', date: tomorrow(), window: '09:00-11:00', request: { pet: 'dog' as const, packageId: 'fur-fresh-spa' }, addOns: [] };
    for (const [reason, message] of Object.entries({
      past: 'this window has begun or is over', 'too-soon': 'this window starts too soon to reach you in time',
      'beyond-horizon': 'this day is further ahead than we take bookings', unavailable: 'no groomer is free in this window',
    })) {
      const text = said(await windowTaken(new WindowRefusedError(hold, reason, message), settings, undefined));
      expect(englishIn(text), text).toEqual([]);
    }
  });

  it('says a busy store and the rate limits in Hindi', () => {
    for (const message of [
      'server busy: your request was not saved, please send it again in a minute or call us',
      'too many requests: please wait 7 seconds and try again, or call us', 'too many requests: please wait 1 second',
      'too many requests: please wait 30 seconds', 'visit: this visit is under way; please call us',
    ]) {
      const text = said(new HttpError(429, message));
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(englishIn(text), text).toEqual([]);
    }
  });
});
