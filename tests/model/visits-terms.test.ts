// Cancelling and moving a visit under each city's terms, just inside and just outside each window.
import { describe, expect, it } from 'vitest';
import { changeFee, type ChangeKind } from '../../model/visits/index.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const visitStart = ist('2026-12-05T11:00');
const price = 999;
const fee = (city: string, kind: ChangeKind, now: string) => changeFee(rules.cities[city], { kind, visitStart, packagePrice: price, now: ist(now) });

describe('Noida: moving free from 6 hours before; cancelling under 2 hours costs 50%', () => {
  it('cancelling exactly 2 hours before is free, a minute later costs half the package price, rounded down', () => {
    expect(fee('noida', 'cancel', '2026-12-05T09:00')).toEqual({ allowed: true, feePercent: 0, fee: 0, fromHoursBefore: 2 });
    expect(fee('noida', 'cancel', '2026-12-05T09:01')).toEqual({ allowed: true, feePercent: 50, fee: 499, fromHoursBefore: 0 });
  });
  it('moving exactly 6 hours before is free; a minute later it takes a call', () => {
    expect(fee('noida', 'reschedule', '2026-12-05T05:00')).toMatchObject({ allowed: true, fee: 0 });
    expect(fee('noida', 'reschedule', '2026-12-05T05:01')).toMatchObject({ allowed: false, reason: 'too-late', message: 'to move a visit less than 6 hours ahead, please call us' });
  });
  it('the 6 hours count across midnight', () => {
    const early = ist('2026-12-06T03:00');
    expect(changeFee(rules.cities.noida, { kind: 'reschedule', visitStart: early, packagePrice: price, now: ist('2026-12-05T21:00') })).toMatchObject({ allowed: true, fee: 0 });
    expect(changeFee(rules.cities.noida, { kind: 'reschedule', visitStart: early, packagePrice: price, now: ist('2026-12-05T21:01') })).toMatchObject({ allowed: false });
  });
  it('once the visit has begun, nothing can be changed', () => {
    expect(fee('noida', 'cancel', '2026-12-05T11:00')).toMatchObject({ allowed: false, reason: 'started' });
  });
});

describe('Delhi: 2 hours\' notice and no fee', () => {
  it('for cancelling and moving alike', () => {
    for (const kind of ['cancel', 'reschedule'] as const) {
      expect(fee('delhi', kind, '2026-12-05T09:00'), kind).toMatchObject({ allowed: true, fee: 0 });
      expect(fee('delhi', kind, '2026-12-05T09:01'), kind).toMatchObject({ allowed: false, reason: 'too-late' });
    }
  });
});

describe('cities with the default terms (Gurugram)', () => {
  it('move free from 6 hours before and cancel free until the start', () => {
    expect(fee('gurugram', 'reschedule', '2026-12-05T05:00')).toMatchObject({ allowed: true, fee: 0 });
    expect(fee('gurugram', 'reschedule', '2026-12-05T05:01')).toMatchObject({ allowed: false, reason: 'too-late' });
    expect(fee('gurugram', 'cancel', '2026-12-05T10:59')).toMatchObject({ allowed: true, fee: 0 });
    expect(fee('gurugram', 'cancel', '2026-12-05T11:00')).toMatchObject({ allowed: false, reason: 'started' });
  });
});
