// A boarding plan's terms in words, from its data (model/boarding.ts), in English and through a catalog.
import { describe, expect, it } from 'vitest';
import { planTerms, PLAN_TERM_TEXTS } from '../../model/boarding.ts';

const plan = { id: 'x', name: 'X', offerPrice: 1, listPrice: 2 };
const hindi: Record<string, string> = { '{opens} to {closes}': '{opens} से {closes} तक', '{n} meal': '{n} भोजन', '{n} meals': '{n} भोजन', 'Per day': 'प्रति दिन', 'Any {n} days a year': 'साल में कोई भी {n} दिन', '{n} days': '{n} दिन', '{n} day': '{n} दिन' };

describe('planTerms', () => {
  it('says hours and meals, per day, any days a year and a stay in days', () => {
    expect(planTerms({ ...plan, hours: { opens: '08:00', closes: '18:00' }, meals: 1 })).toBe('8 AM to 6 PM, 1 meal');
    expect(planTerms({ ...plan, hours: { opens: '07:30', closes: '20:00' }, meals: 2 })).toBe('7:30 AM to 8 PM, 2 meals');
    expect(planTerms({ ...plan, perDay: true })).toBe('Per day');
    expect(planTerms({ ...plan, anyDaysPerYear: 7 })).toBe('Any 7 days a year');
    expect(planTerms({ ...plan, days: 14 })).toBe('14 days');
    expect(planTerms({ ...plan, days: 1 })).toBe('1 day');
  });

  it('in Hindi through the catalog, the figures from the data', () => {
    const say = (text: string) => hindi[text];
    expect(planTerms({ ...plan, hours: { opens: '08:00', closes: '18:00' }, meals: 1 }, say)).toBe('8 AM से 6 PM तक, 1 भोजन');
    expect(planTerms({ ...plan, anyDaysPerYear: 10 }, say)).toBe('साल में कोई भी 10 दिन');
    expect(planTerms({ ...plan, days: 21 }, say)).toBe('21 दिन');
    for (const text of PLAN_TERM_TEXTS) expect(hindi[text], text).toBeDefined();
  });
});
