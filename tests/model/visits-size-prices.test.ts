// A package's price and time by the dog's size (issue 43 item 1): site.yaml's visits.durations
// gives a larger dog's visit a price of its own; the quote prices it and names the size, the
// availability keeps the longer visit free, a cat and a package without sizes are as before.
import { describe, expect, it } from 'vitest';
import { availability, quote, visitMinutes, visitPrice, type Quote, type VisitRequest } from '../../model/visits/index.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const at = { city: 'noida', firstBooking: false, bookedAt: ist('2026-12-01T09:00'), visitStart: ist('2026-12-03T10:00') };

function priced(request: VisitRequest, extra: { firstBooking?: boolean; promoCode?: string; city?: string } = {}): Quote {
  const q = quote(rules, { ...at, ...extra, request });
  if (!q.ok) throw new Error(q.message);
  return q;
}

describe('a package priced by the dog\'s size (basic-grooming: ₹1,299, a larger dog ₹1,499)', () => {
  it('quotes a large dog the larger price, with its size named on the package line', () => {
    const q = priced({ pet: 'dog', size: 'large', packageId: 'basic-grooming' });
    expect(q.lines[0]).toEqual({ kind: 'package', id: 'basic-grooming', label: 'Basic Grooming', amount: 1499, reason: 'large dog' });
    expect(q.packagePrice).toBe(1499);
    expect(q.total).toBe(1499);
  });
  it('quotes a small dog the package\'s offer price, named "small dog"', () => {
    const q = priced({ pet: 'dog', size: 'small', packageId: 'basic-grooming' });
    expect(q.lines[0]).toMatchObject({ amount: 1299, reason: 'small dog' });
    expect(q.total).toBe(1299);
  });
  it('counts a dog of unknown size ("Not sure") as a larger dog, in price as in time', () => {
    const q = priced({ pet: 'dog', packageId: 'basic-grooming' });
    expect(q.total).toBe(1499);
    expect(visitMinutes(rules.packages['basic-grooming'], { pet: 'dog' })).toBe(105);
  });
  it('leaves a cat as today: the offer price and no size', () => {
    const q = priced({ pet: 'cat', packageId: 'basic-grooming' });
    expect(q.lines[0]).toEqual({ kind: 'package', id: 'basic-grooming', label: 'Basic Grooming', amount: 1299 });
  });
  it('leaves a package without prices by size as today for every dog', () => {
    for (const size of ['small', 'large', undefined] as const) {
      const q = priced({ pet: 'dog', ...(size && { size }), packageId: 'bark-n-bath' });
      expect(q.lines[0]).toEqual({ kind: 'package', id: 'bark-n-bath', label: "Bark 'N Bath", amount: 599 });
    }
  });
  it('takes a percent off the size\'s price (Delhi\'s DELHI20: 20% of ₹1,499, rounded for the visitor)', () => {
    const q = priced({ pet: 'dog', size: 'large', packageId: 'basic-grooming' }, { city: 'delhi', promoCode: 'DELHI20' });
    expect(q.promo?.amount).toBe(300);
    expect(q.total).toBe(1499 - 300);
  });
  it('reads prices from site.yaml, not from code', () => {
    const edited = realRules((raw) => {
      raw.visits!.durations.find((d) => d.package === 'bark-n-bath')!.prices = { smallDog: 549, largeDog: 749 };
    });
    expect(visitPrice(edited.packages['bark-n-bath'], { pet: 'dog', size: 'small' })).toBe(549);
    expect(visitPrice(edited.packages['bark-n-bath'], { pet: 'dog', size: 'large' })).toBe(749);
    expect(visitPrice(edited.packages['bark-n-bath'], { pet: 'cat' })).toBe(599);
  });
});

describe('availability holds the longer visit of a large dog', () => {
  it('a window a small dog fits in, a large dog does not, when every groomer\'s next visit starts at 11:00', () => {
    const date = '2026-12-03';
    // Noida's first window is 09:00-11:00: a small dog's 75 minutes and the 30 of travel end by 10:45;
    // a larger dog's 105 minutes would end at 10:45 and need travel until 11:15.
    const held = rules.cities.noida.groomers.map((g) => ({ groomerId: g.id, start: ist(`${date}T11:00`), end: ist(`${date}T20:00`) }));
    const first = (request: VisitRequest) => {
      const a = availability(rules, { city: 'noida', request, from: date, days: 1, held, now: at.bookedAt });
      if (!a.ok) throw new Error(a.message);
      return a.days[0].windows[0];
    };
    expect(first({ pet: 'dog', size: 'small', packageId: 'basic-grooming' })).toMatchObject({ value: '09:00-11:00', open: true });
    expect(first({ pet: 'dog', size: 'large', packageId: 'basic-grooming' })).toMatchObject({ value: '09:00-11:00', open: false, closed: 'unavailable' });
    expect(first({ pet: 'cat', packageId: 'basic-grooming' })).toMatchObject({ open: true });
  });
});
