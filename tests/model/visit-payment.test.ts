// Money at the door as pure rules (model/visits/payment.ts): the UPI link of NPCI's linking spec,
// the deposit a city asks (an amount or a share), what is due as payments and refunds are added,
// and the UPI address pattern the schema checks site.yaml with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountDue, depositOf, paidOf, upiUri, VPA_PATTERN } from '../../model/visits/payment.ts';
import { realRules } from '../helpers/visit-rules.ts';
import { projectRoot } from '../helpers/site.ts';

const payee = { address: 'doorsteppaws@okicici', name: 'Doorstep Paws' };

describe('the upi://pay link', () => {
  it('names the payee, the amount with two decimals, rupees, a note and the booking\'s reference, each URL-encoded', () => {
    const uri = upiUri(payee, { amount: 1499, reference: 'K7HM-3XPR', note: 'Doorstep Paws K7HM-3XPR' });
    expect(uri).toBe('upi://pay?pa=doorsteppaws@okicici&pn=Doorstep%20Paws&am=1499.00&cu=INR&tn=Doorstep%20Paws%20K7HM-3XPR&tr=K7HM-3XPR');
    expect(Object.fromEntries(new URL(uri).searchParams)).toEqual({ pa: 'doorsteppaws@okicici', pn: 'Doorstep Paws', am: '1499.00', cu: 'INR', tn: 'Doorstep Paws K7HM-3XPR', tr: 'K7HM-3XPR' });
  });
  it('encodes what would break the query: a name with & and =', () => {
    const uri = upiUri({ address: 'a.b@ybl', name: 'Paws & Co = Best' }, { amount: 5, reference: 'X', note: 'n' });
    expect(new URL(uri).searchParams.get('pn')).toBe('Paws & Co = Best');
    expect(new URL(uri).searchParams.get('am')).toBe('5.00');
  });
});

describe('the deposit a city asks before the visit', () => {
  it('a fixed amount, never more than the total', () => {
    expect(depositOf({ kind: 'amount', value: 200 }, 1499)).toBe(200);
    expect(depositOf({ kind: 'amount', value: 2000 }, 1499)).toBe(1499);
  });
  it('a share, rounded down to whole rupees, at least ₹1', () => {
    expect(depositOf({ kind: 'percent', value: 20 }, 1499)).toBe(299);
    expect(depositOf({ kind: 'percent', value: 1 }, 50)).toBe(1);
  });
  it('is asked before the visit while nothing is paid; then the balance; at the door the rest', () => {
    const deposit = { kind: 'amount' as const, value: 300 };
    expect(amountDue({ total: 1499, status: 'requested', deposit, lines: [] })).toEqual({ amount: 300, kind: 'deposit' });
    expect(amountDue({ total: 1499, status: 'confirmed', deposit, lines: [{ kind: 'payment', amount: 300 }] })).toEqual({ amount: 1199, kind: 'balance' });
    expect(amountDue({ total: 1499, status: 'on-the-way', deposit, lines: [] })).toEqual({ amount: 1499, kind: 'total' });
    expect(amountDue({ total: 1499, status: 'done', deposit, lines: [{ kind: 'payment', amount: 1499 }] })).toBeUndefined();
  });
  it('without a deposit asks the whole total; a deposit of the whole total is the total', () => {
    expect(amountDue({ total: 999, status: 'requested', lines: [] })).toEqual({ amount: 999, kind: 'total' });
    expect(amountDue({ total: 999, status: 'requested', deposit: { kind: 'percent', value: 100 }, lines: [] })).toEqual({ amount: 999, kind: 'total' });
  });
  it('asks nothing of a cancelled or missed visit', () => {
    expect(amountDue({ total: 999, status: 'cancelled', lines: [] })).toBeUndefined();
    expect(amountDue({ total: 999, status: 'no-show', lines: [] })).toBeUndefined();
  });
  it('is read per city from site.yaml, a city\'s own over cityDefaults', () => {
    const rules = realRules((raw) => {
      raw.cityDefaults.visits.deposit = { percent: 20 };
      raw.cities.find((c) => c.slug === 'gurugram')!.visits!.deposit = { amount: 250 };
    });
    expect(rules.cities.noida.deposit).toEqual({ kind: 'percent', value: 20 });
    expect(rules.cities.gurugram.deposit).toEqual({ kind: 'amount', value: 250 });
    expect(realRules().cities.noida.deposit).toBeUndefined();
  });
});

describe('payments and refunds, each a line of its own', () => {
  it('add up to what the business holds', () => {
    expect(paidOf([{ kind: 'payment', amount: 500 }, { kind: 'payment', amount: 999 }, { kind: 'refund', amount: 250 }])).toEqual({ paid: 1499, refunded: 250, net: 1249 });
    expect(amountDue({ total: 1499, status: 'done', lines: [{ kind: 'payment', amount: 1499 }, { kind: 'refund', amount: 250 }] })).toEqual({ amount: 250, kind: 'balance' });
  });
});

describe('a UPI address', () => {
  it('is checked by the same pattern in the schema and the model', () => {
    const schema = JSON.parse(readFileSync(join(projectRoot, 'site.schema.json'), 'utf8'));
    expect(schema.properties.payments.properties.upi.properties.address.pattern).toBe(VPA_PATTERN.source);
    for (const good of ['doorsteppaws@okicici', 'ravi.kumar-1@ybl', '9876543210@paytm']) expect(VPA_PATTERN.test(good)).toBe(true);
    for (const bad of ['doorsteppaws', '@okicici', 'a@b', 'paws@ok icici', 'paws@@ybl', 'paws@1bank']) expect(VPA_PATTERN.test(bad)).toBe(false);
  });
});

describe('a groomer\'s commission (model/visits/pay.ts)', () => {
  it('a share of the done visit\'s quoted total, rounded down; or an amount per package; nothing without one', async () => {
    const { commissionOf, payWeek } = await import('../../model/visits/pay.ts');
    expect(commissionOf({ percent: 40 }, { total: 1299, packageId: 'basic-grooming' })).toBe(519);
    expect(commissionOf({ perPackage: { 'basic-grooming': 400 } }, { total: 1299, packageId: 'basic-grooming' })).toBe(400);
    expect(commissionOf({ perPackage: { 'basic-grooming': 400 } }, { total: 999, packageId: 'fur-fresh-spa' })).toBe(0);
    expect(commissionOf(undefined, { total: 999 })).toBe(0);
    // The pay week runs Monday to Sunday in India: 2026-12-03 is a Thursday.
    expect(payWeek('2026-12-03')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(payWeek('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(payWeek('2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
  it('is read from site.yaml per groomer', () => {
    const rules = realRules();
    const team = rules.cities.noida.groomers;
    expect(team.find((g) => g.id === 'noida-sunil')?.commission).toEqual({ percent: 40 });
    expect(team.find((g) => g.id === 'noida-kavita')?.commission?.perPackage?.['basic-grooming']).toBe(400);
  });
});
