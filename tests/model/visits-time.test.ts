// India's clock from epoch milliseconds, independent of the machine's zone.
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, indiaDate, indiaInstant, indiaMinutes, weekdayOf } from '../../model/visits/index.ts';
import { isIsoDate } from '../../model/visits/time.ts';
import { ist } from '../helpers/visit-rules.ts';

describe('India\'s time', () => {
  it('reads the day and the minutes at India\'s midnight, where UTC is still on the day before', () => {
    const midnight = ist('2026-12-02T00:00');
    expect(new Date(midnight).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(indiaDate(midnight)).toBe('2026-12-02');
    expect(indiaMinutes(midnight)).toBe(0);
    expect(indiaDate(midnight - 1)).toBe('2026-12-01');
    expect(indiaMinutes(ist('2026-12-01T23:50'))).toBe(23 * 60 + 50);
  });

  it('turns a day and a time of day back into the instant', () => {
    expect(indiaInstant('2026-12-31', 23 * 60 + 59)).toBe(ist('2026-12-31T23:59'));
    expect(indiaInstant('2027-01-01', 0)).toBe(ist('2027-01-01T00:00'));
  });

  it('counts days over month ends, the year end and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-27')).toBe(-2);
  });

  it('names weekdays and knows real dates', () => {
    expect(weekdayOf('2026-12-25')).toBe('fri');
    expect(weekdayOf('2027-01-03')).toBe('sun');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});
