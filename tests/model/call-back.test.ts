// By when the team calls back, in India's time whatever the machine's zone: before opening, during
// the hours, in the last half hour and after closing.
import { describe, expect, it } from 'vitest';
import { callBackBy } from '../../model/call-back.ts';
import { indiaInstant } from '../../model/visits/time.ts';

const noida = { opens: '09:00', closes: '21:00' };
const at = (clock: string) => indiaInstant('2026-12-05', Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)));

describe('callBackBy', () => {
  it.each([
    ['07:15', 'this morning, from 9 AM'],
    ['09:00', 'today, before 9 PM'],
    ['20:29', 'today, before 9 PM'],
    ['20:30', 'tomorrow morning, from 9 AM'],
    ['23:50', 'tomorrow morning, from 9 AM'],
  ])('sent at %s in India: %s', (clock, words) => {
    expect(callBackBy(at(clock), noida)).toBe(words);
  });

  it('a team that opens after noon says "today" and "tomorrow"', () => {
    expect(callBackBy(at('10:00'), { opens: '13:00', closes: '21:00' })).toBe('today, from 1 PM');
    expect(callBackBy(at('22:00'), { opens: '13:00', closes: '21:00' })).toBe('tomorrow, from 1 PM');
  });
});
