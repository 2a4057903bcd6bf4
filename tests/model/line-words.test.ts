// A quote's line in words (model/visits/line-words.ts), the one way the form's quote box, the
// confirmation, the customer's page, the desk's visit card and the calendar say a price: Indian
// digit grouping, a discount with a minus sign, a fee with its reason, and a line of a kind this
// code does not know (a ₹0 note) said as given.
import { describe, expect, it } from 'vitest';
import { amountWords, lineWords } from '../../model/visits/line-words.ts';

describe('a line of a quote in words', () => {
  it('says an amount the Indian way, a discount with a minus sign', () => {
    expect(amountWords(999)).toBe('₹999');
    expect(amountWords(119_999)).toBe('₹1,19,999');
    expect(amountWords(-200)).toBe('− ₹200');
    expect(amountWords(0)).toBe('₹0');
  });

  it('says a line in one phrase, a fee with its reason', () => {
    expect(lineWords({ label: 'Fur Fresh Spa (Full Body Bath)', amount: 999 })).toBe('Fur Fresh Spa (Full Body Bath): ₹999');
    expect(lineWords({ label: '₹200 off your first booking', amount: -200 })).toBe('₹200 off your first booking: − ₹200');
    expect(lineWords({ label: 'Last-minute fee', amount: 200, reason: 'booked at or after 6 PM for a visit the same day or the next day' }))
      .toBe('Last-minute fee (booked at or after 6 PM for a visit the same day or the next day): ₹200');
  });

  it('says a line of a kind it does not know as given', () => {
    expect(lineWords({ label: '₹100 off at the door', amount: 0 })).toBe('₹100 off at the door: ₹0');
  });
});
