// The reader of facts (pipeline/facts/read-facts.ts): each kind, in English and Hindi, read with
// its value; and the figures that are not facts (a phone number, a year, a rating, a towel count,
// advice in days) left alone.
import { describe, expect, it } from 'vitest';
import { factsIn } from '../../../pipeline/facts/read-facts.ts';

const read = (text: string, language = 'en') => factsIn(text, language).map((f) => ({ kind: f.kind, text: f.text, value: f.value, ...(f.to !== undefined && { to: f.to }), ...(f.upTo && { upTo: true }), ...(f.atLeast && { atLeast: true }), ...(f.from && { from: true }) }));

describe('factsIn reads each kind of fact', () => {
  it.each([
    ['₹599', [{ kind: 'price', text: '₹599', value: 599 }]],
    ['a plan for ₹2,00,000 a year', [{ kind: 'price', text: '₹2,00,000', value: 200000 }]],
    ['grooming from ₹599', [{ kind: 'price', text: '₹599', value: 599, from: true }]],
    ['₹200 off your first booking', [{ kind: 'amount-off', text: '₹200 off', value: 200 }]],
    ['₹200 की छूट', [{ kind: 'amount-off', text: '₹200 की छूट', value: 200 }]],
    ['save 20%', [{ kind: 'percent', text: '20%', value: 20 }]],
    ['20% off with DELHI20', [{ kind: 'percent', text: '20% off', value: 20 }]],
    ['Get Upto 30% OFF', [{ kind: 'percent', text: 'Upto 30% OFF', value: 30, upTo: true }]],
    ['30% तक की छूट', [{ kind: 'percent', text: '30% तक की छूट', value: 30, upTo: true }]],
    ['we open at 9 AM', [{ kind: 'time', text: '9 AM', value: 540 }]],
    ['from 6:30 AM', [{ kind: 'time', text: '6:30 AM', value: 390 }]],
    ['after 6 PM.', [{ kind: 'time', text: '6 PM', value: 1080 }]],
    ['9 AM to 7 PM', [{ kind: 'hours', text: '9 AM to 7 PM', value: 540, to: 1140 }]],
    ['9 AM से 7 PM तक', [{ kind: 'hours', text: '9 AM से 7 PM तक', value: 540, to: 1140 }]],
    ['at least 2 hours before your slot', [{ kind: 'notice', text: '2 hours before', value: 2 }]],
    ["give us 24 hours' notice", [{ kind: 'notice', text: "24 hours' notice", value: 24 }]],
    ['book 6 hours ahead', [{ kind: 'notice', text: '6 hours ahead', value: 6 }]],
    ['2 घंटे पहले', [{ kind: 'notice', text: '2 घंटे पहले', value: 2 }]],
    ['4 packages', [{ kind: 'packages', text: '4 packages', value: 4 }]],
    ['four dog grooming packages', [{ kind: 'packages', text: 'four dog grooming packages', value: 4 }]],
    ['4 पैकेज', [{ kind: 'packages', text: '4 पैकेज', value: 4 }]],
    ['in 10+ cities', [{ kind: 'cities', text: '10+ cities', value: 10, atLeast: true }]],
    ['six cities', [{ kind: 'cities', text: 'six cities', value: 6 }]],
    ['10+ शहरों में', [{ kind: 'cities', text: '10+ शहरों', value: 10, atLeast: true }]],
    ['the next 14 days', [{ kind: 'days', text: '14 days', value: 14 }]],
    ['seven days a week', [{ kind: 'days', text: 'seven days', value: 7 }]],
    ['7 दिन', [{ kind: 'days', text: '7 दिन', value: 7 }]],
    ['सातों दिन', [{ kind: 'days', text: 'सातों दिन', value: 7 }]],
  ])('%s', (text, facts) => {
    expect(read(text)).toEqual(facts);
  });

  it('an included claim: each clause that says something is included or part of something', () => {
    const facts = factsIn('Every package includes a bath, a blow dry and combing. Medicated shampoo is part of the Deluxe package. हर पैकेज में स्नान शामिल है।');
    expect(facts.map((f) => [f.kind, f.text])).toEqual([
      ['included', 'Every package includes a bath, a blow dry and combing.'],
      ['included', 'Medicated shampoo is part of the Deluxe package.'],
      ['included', 'हर पैकेज में स्नान शामिल है।'],
    ]);
  });
});

describe('factsIn leaves alone what is not a fact', () => {
  it.each([
    'Call +91 98765 43210 or write to hello@doorsteppaws.in',
    'Founded in 2023, rated 4.9/5 by 50,000+ customers',
    'We bring two clean towels and a mat',
    'Nail clipping (30 Min)',
    'one day, another day, one of the days',
    'brush every 2-3 days, or every 4 to 6 days for short coats',
    'feed 100+ street dogs every day; two good outings a day',
    'opens: "09:00", closes: "19:00", date: 2026-12-05',
  ])('%s', (text) => {
    expect(read(text)).toEqual([]);
  });
});
