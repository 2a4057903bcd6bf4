// The quote with the real rules: each fee just inside and just outside its condition, each reason
// a promo does not apply, add-ons, and totals in whole rupees.
import { describe, expect, it } from 'vitest';
import { quote, type Quote, type QuoteQuery, type VisitRequest } from '../../model/visits/index.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const spa: VisitRequest = { pet: 'dog', size: 'small', packageId: 'fur-fresh-spa' }; // ₹999
const deluxe: VisitRequest = { pet: 'dog', size: 'small', packageId: 'deluxe-body-grooming' }; // ₹2,399 (a larger dog's is priced apart: visits-size-prices.test.ts)

function priced(q: Partial<QuoteQuery> & Pick<QuoteQuery, 'city' | 'visitStart' | 'bookedAt'>): Quote {
  const result = quote(rules, { request: spa, firstBooking: false, ...q });
  if (!result.ok) throw new Error(result.message);
  return result;
}
const feeIds = (q: Quote) => q.fees.map((f) => f.id);

describe('Gurugram\'s last-minute fee: booked at or after 6 PM for a visit that day or the next', () => {
  const nextMorning = ist('2026-12-02T08:30');
  it('applies from 18:00 exactly, with its reason', () => {
    const q = priced({ city: 'gurugram', bookedAt: ist('2026-12-01T18:00'), visitStart: nextMorning });
    expect(q.fees).toEqual([{ id: 'last-minute', label: 'Last-minute fee', amount: 200, reason: 'booked at or after 6 PM for a visit the same day or the next day' }]);
    expect(q.total).toBe(1199);
  });
  it('does not apply a minute before', () => {
    expect(feeIds(priced({ city: 'gurugram', bookedAt: ist('2026-12-01T17:59'), visitStart: nextMorning }))).toEqual([]);
  });
  it('applies to a visit the same evening and up to 23:59', () => {
    expect(feeIds(priced({ city: 'gurugram', bookedAt: ist('2026-12-01T18:10'), visitStart: ist('2026-12-01T20:30') }))).toEqual(['last-minute']);
    expect(feeIds(priced({ city: 'gurugram', bookedAt: ist('2026-12-01T23:59'), visitStart: ist('2026-12-02T20:30') }))).toEqual(['last-minute']);
  });
  it('does not apply to a visit two days later, nor after midnight to a visit two mornings on', () => {
    expect(feeIds(priced({ city: 'gurugram', bookedAt: ist('2026-12-01T19:00'), visitStart: ist('2026-12-03T06:30') }))).toEqual([]);
    // 00:10 is before 18:00 of the new day.
    expect(feeIds(priced({ city: 'gurugram', bookedAt: ist('2026-12-02T00:10'), visitStart: ist('2026-12-02T08:30') }))).toEqual([]);
  });
});

describe('Faridabad\'s urgency fee: a booking made before 10 AM for a visit the same day', () => {
  it('applies at 09:59 and not at 10:00', () => {
    const visit = ist('2026-12-02T16:00');
    expect(feeIds(priced({ city: 'faridabad', bookedAt: ist('2026-12-02T09:59'), visitStart: visit }))).toEqual(['urgency']);
    expect(feeIds(priced({ city: 'faridabad', bookedAt: ist('2026-12-02T10:00'), visitStart: visit }))).toEqual([]);
  });
  it('does not apply to a visit the next day', () => {
    expect(feeIds(priced({ city: 'faridabad', bookedAt: ist('2026-12-02T09:00'), visitStart: ist('2026-12-03T08:00') }))).toEqual([]);
  });
  it('knows India\'s day: 00:10 in India is still the previous day in UTC', () => {
    expect(feeIds(priced({ city: 'faridabad', bookedAt: ist('2026-12-02T00:10'), visitStart: ist('2026-12-02T08:00') }))).toEqual(['urgency']);
    expect(feeIds(priced({ city: 'faridabad', bookedAt: ist('2026-12-01T23:50'), visitStart: ist('2026-12-02T08:00') }))).toEqual([]);
  });
  it('is not charged in other cities', () => {
    expect(feeIds(priced({ city: 'noida', bookedAt: ist('2026-12-02T07:00'), visitStart: ist('2026-12-02T11:00') }))).toEqual([]);
  });
});

describe('promos', () => {
  const at = { bookedAt: ist('2026-12-01T12:00'), visitStart: ist('2026-12-03T11:00') };

  it('a first booking in Delhi gets ₹200 off by itself', () => {
    const q = priced({ city: 'delhi', firstBooking: true, ...at });
    expect(q.promo).toEqual({ id: 'first-booking-200', label: '₹200 off your first booking', amount: 200 });
    expect(q.total).toBe(799);
  });

  it('offers do not add up: the one that saves more applies, the other says why not', () => {
    const q = priced({ city: 'delhi', request: deluxe, firstBooking: true, promoCode: 'DELHI20', ...at });
    expect(q.promo).toMatchObject({ id: 'delhi-20-percent', code: 'DELHI20', amount: 480 }); // 20% of 2,399 is 479.80
    expect(q.promosNotApplied).toMatchObject([{ id: 'first-booking-200', reason: 'smaller-than-another' }]);
    expect(q.total).toBe(2399 - 480);
  });

  it('a code is read without regard to letter case or spaces', () => {
    expect(priced({ city: 'delhi', promoCode: ' delhi20 ', ...at }).promo?.id).toBe('delhi-20-percent');
  });

  it('an unknown code', () => {
    const q = priced({ city: 'delhi', promoCode: 'FREEGROOM', ...at });
    expect(q.promo).toBeUndefined();
    expect(q.promosNotApplied).toContainEqual({ code: 'FREEGROOM', reason: 'unknown-code', message: 'FREEGROOM is not a promo code we know' });
    expect(q.total).toBe(999);
  });

  it('a code of another city', () => {
    const q = priced({ city: 'delhi', promoCode: 'GNOIDA300', ...at });
    expect(q.promosNotApplied).toContainEqual(expect.objectContaining({ code: 'GNOIDA300', reason: 'wrong-city', message: 'GNOIDA300 holds in Greater Noida only' }));
    expect(priced({ city: 'greater-noida', promoCode: 'GNOIDA300', ...at }).total).toBe(699);
  });

  it('first booking only, for someone who has booked before', () => {
    const q = priced({ city: 'noida', firstBooking: false, ...at });
    expect(q.promo).toBeUndefined();
    expect(q.promosNotApplied).toEqual([expect.objectContaining({ id: 'first-booking-200', reason: 'first-booking-only' })]);
    expect(q.total).toBe(999);
  });

  it('30% off a first booking in Faridabad, rounded in the visitor\'s favour', () => {
    const q = priced({ city: 'faridabad', firstBooking: true, ...at });
    expect(q.promo?.amount).toBe(300); // 299.70
    expect(q.total).toBe(699);
  });

  it("the Delhi NCR page's own 20% holds for a visit booked from that page, in any city, and nowhere else", () => {
    const fromLanding = priced({ city: 'gurugram', request: deluxe, sentFrom: 'delhi-ncr', ...at });
    expect(fromLanding.promo).toMatchObject({ id: 'delhi-ncr-page-20-percent', amount: 480 }); // 20% of 2,399 is 479.80
    expect(fromLanding.total).toBe(1919);
    expect(priced({ city: 'gurugram', request: deluxe, ...at }).promo).toBeUndefined();
    expect(priced({ city: 'gurugram', request: deluxe, sentFrom: 'noida', ...at }).promo).toBeUndefined();
    // Offers do not add up: a first booking in Ghaziabad from that page still gets the larger 30%.
    const ghaziabad = priced({ city: 'ghaziabad', request: deluxe, firstBooking: true, sentFrom: 'delhi-ncr', ...at });
    expect(ghaziabad.promo?.id).toBe('first-booking-30-percent');
    expect(ghaziabad.promosNotApplied).toContainEqual(expect.objectContaining({ id: 'delhi-ncr-page-20-percent', reason: 'smaller-than-another' }));
  });

  it('a city with no promos quotes the price', () => {
    expect(priced({ city: 'gurugram', firstBooking: true, promoCode: '', ...at })).toMatchObject({ promosNotApplied: [], total: 999 });
  });
});

describe('the quote\'s lines', () => {
  const at = { bookedAt: ist('2026-12-02T07:00'), visitStart: ist('2026-12-02T16:00') };

  it('package, add-ons (of the one list), fee, promo and a total in whole rupees', () => {
    const q = priced({ city: 'faridabad', firstBooking: true, addOns: ['none', 'monsoon-care', 'paw-balm'], ...at });
    expect(q.lines.map((l) => [l.kind, l.id, l.amount])).toEqual([
      ['package', 'fur-fresh-spa', 999],
      ['add-on', 'monsoon-care', 200],
      ['add-on', 'paw-balm', 150],
      ['fee', 'urgency', 200],
      ['promo', 'first-booking-30-percent', -300],
    ]);
    expect(q.total).toBe(999 + 200 + 150 + 200 - 300);
    expect(Number.isInteger(q.total)).toBe(true);
  });

  it('refuses an unknown add-on, package or city', () => {
    expect(quote(rules, { city: 'faridabad', request: spa, firstBooking: true, addOns: ['gold-plating'], ...at })).toMatchObject({ ok: false, reason: 'unknown-add-on' });
    expect(quote(rules, { city: 'faridabad', request: { ...spa, packageId: 'nope' }, firstBooking: true, ...at })).toMatchObject({ ok: false, reason: 'unknown-package' });
    expect(quote(rules, { city: 'meerut', request: spa, firstBooking: true, ...at })).toMatchObject({ ok: false, reason: 'unknown-city' });
  });
});
