// Offers and discounts as rules (site.yaml visits.promos): a promo ends after its `until` (India's
// date of booking), a discount given at the door on proof is noted and never taken off, and an
// add-on is priced only with the packages that may take it (site.yaml addOns).
import { describe, expect, it } from 'vitest';
import { quote, type Quote, type QuoteQuery } from '../../model/visits/index.ts';
import { bestPercentPromo } from '../../model/offers.ts';
import { promoLabelHi } from '../../model/offers-hi.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const spa = { pet: 'dog', size: 'small', packageId: 'fur-fresh-spa' } as const; // ₹999

function priced(q: Partial<QuoteQuery> & Pick<QuoteQuery, 'city' | 'bookedAt'>, r = rules): Quote {
  const result = quote(r, { request: spa, firstBooking: false, visitStart: q.bookedAt + 2 * 86_400_000, ...q });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('a promo holds until its last day, in India', () => {
  it('the Delhi NCR page offer says its last day in its name', () => {
    expect(rules.promos.find((p) => p.id === 'delhi-ncr-page-20-percent')).toMatchObject({
      until: '2027-01-31', claim: 'page', label: '20% off all packages (Delhi NCR page offer, until 31 January 2027)',
    });
  });

  it('applies on 31 January 2027 late in the evening, and not ten minutes past midnight in India (still 31 January in UTC)', () => {
    const onTheDay = priced({ city: 'gurugram', sentFrom: 'delhi-ncr', bookedAt: ist('2027-01-31T23:50') });
    expect(onTheDay.promo).toMatchObject({ id: 'delhi-ncr-page-20-percent', amount: 200 });
    const after = priced({ city: 'gurugram', sentFrom: 'delhi-ncr', bookedAt: ist('2027-02-01T00:10') });
    expect(new Date(ist('2027-02-01T00:10')).toISOString().slice(0, 10)).toBe('2027-01-31');
    expect(after.promo).toBeUndefined();
    expect(after.total).toBe(999);
  });

  it('a code typed after its promo ended gives nothing and says why', () => {
    const ended = realRules((raw) => { raw.visits!.promos.find((p) => p.code === 'DELHI20')!.until = '2026-12-31'; });
    const q = priced({ city: 'delhi', promoCode: 'delhi20', bookedAt: ist('2027-01-02T10:00') }, ended);
    expect(q.promo).toBeUndefined();
    expect(q.promosNotApplied).toContainEqual(expect.objectContaining({ code: 'DELHI20', reason: 'ended', message: 'DELHI20 ended on 31 December 2026' }));
    expect(priced({ city: 'delhi', promoCode: 'DELHI20', bookedAt: ist('2026-12-31T22:00') }, ended).promo).toMatchObject({ id: 'delhi-20-percent' });
  });
});

describe('a discount given at the door on proof', () => {
  it('is noted by the quote, not subtracted from its total', () => {
    const q = priced({ city: 'noida', firstBooking: true, bookedAt: ist('2026-12-02T10:00') });
    expect(q.lines.map((l) => [l.kind, l.id, l.amount])).toEqual([['package', 'fur-fresh-spa', 999], ['promo', 'first-booking-200', -200]]);
    expect(q.total).toBe(799);
    expect(q.atDoor).toEqual([
      { id: 'students-10-percent', label: '10% off for students, given at the door on a student ID' },
      { id: 'seniors-5-percent', label: '5% off for senior citizens (60+), given at the door on proof of age' },
    ]);
  });

  it('never competes with the online offers, nor stands for "Get Upto N% OFF"', () => {
    const q = priced({ city: 'gurugram', bookedAt: ist('2026-12-02T10:00') });
    expect(q.promo).toBeUndefined();
    expect(q.promosNotApplied).toEqual([]);
    expect(bestPercentPromo({ promos: rules.promos.filter((p) => p.claim === 'at-door') })).toBeUndefined();
    expect(bestPercentPromo(rules)?.id).toBe('first-booking-30-percent');
  });

  it('is written in Hindi from the same rule', () => {
    const student = rules.promos.find((p) => p.id === 'students-10-percent')!;
    const senior = rules.promos.find((p) => p.id === 'seniors-5-percent')!;
    const page = rules.promos.find((p) => p.id === 'delhi-ncr-page-20-percent')!;
    const name = () => 'Delhi NCR';
    expect(promoLabelHi(student, name)).toBe('स्टूडेंट्स के लिए 10% की छूट, दरवाज़े पर स्टूडेंट ID दिखाने पर');
    expect(promoLabelHi(senior, name)).toBe('वरिष्ठ नागरिकों (60+) के लिए 5% की छूट, दरवाज़े पर उम्र का प्रमाण दिखाने पर');
    expect(promoLabelHi(page, name)).toBe('सभी पैकेज पर 20% की छूट (Delhi NCR पेज का ऑफ़र, 31 जनवरी 2027 तक)');
  });
});

describe('add-ons only with the packages that may take them', () => {
  const at = { bookedAt: ist('2026-12-02T10:00'), visitStart: ist('2026-12-04T10:00') };
  it('teeth cleaning is sold to Pamper Paws, which does not include it, and refused to Fur Fresh Spa, which does', () => {
    const pamper = quote(rules, { city: 'noida', request: { ...spa, packageId: 'pamper-paws' }, firstBooking: false, addOns: ['teeth-cleaning'], ...at });
    expect(pamper).toMatchObject({ ok: true, total: 799 + 200 });
    expect(quote(rules, { city: 'noida', request: spa, firstBooking: false, addOns: ['teeth-cleaning'], ...at }))
      .toEqual({ ok: false, reason: 'add-on-not-for-package', message: 'Teeth cleaning is not offered with Fur Fresh Spa' });
  });
  it('an add-on for every package is priced with any', () => {
    expect(quote(rules, { city: 'noida', request: { ...spa, packageId: 'deluxe-body-grooming' }, firstBooking: false, addOns: ['paw-balm'], ...at })).toMatchObject({ ok: true, total: 2399 + 150 });
  });
});
