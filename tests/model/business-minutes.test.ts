// When a lead left "new" is announced again: its minutes counted only within the opening hours,
// in India's time whatever the machine's zone.
import { describe, expect, it } from 'vitest';
import { afterBusinessMinutes } from '../../model/business-minutes.ts';
import { escalationDue } from '../../leads/escalation.ts';
import { indiaInstant } from '../../model/visits/time.ts';

const noida = { opens: '09:00', closes: '21:00' };
const at = (day: string, clock: string) => indiaInstant(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)));

describe('afterBusinessMinutes', () => {
  it.each([
    ['a lead in the hours', '2026-12-05', '10:00', 10, '2026-12-05', '10:10'],
    ['a lead at 20:55 with hours to 21:00: five minutes today, five the next morning', '2026-12-05', '20:55', 10, '2026-12-06', '09:05'],
    ['a lead that uses up the day exactly', '2026-12-05', '20:50', 10, '2026-12-05', '21:00'],
    ['a lead at night waits for the opening', '2026-12-05', '23:30', 10, '2026-12-06', '09:10'],
    ['a lead before opening counts from the opening', '2026-12-05', '06:40', 30, '2026-12-05', '09:30'],
    ['a lead just after midnight in India', '2026-12-05', '00:10', 10, '2026-12-05', '09:10'],
    ['more minutes than a day holds run over two nights', '2026-12-05', '20:00', 60 + 720 + 15, '2026-12-07', '09:15'],
    ['the last day of the year runs into the next', '2026-12-31', '20:58', 5, '2027-01-01', '09:03'],
  ])('%s', (_name, day, clock, minutes, dueDay, dueClock) => {
    expect(new Date(afterBusinessMinutes(at(day, clock), minutes, noida)).toISOString()).toBe(new Date(at(dueDay, dueClock)).toISOString());
  });

  it('counts to midnight when the hours close at 24:00', () => {
    expect(afterBusinessMinutes(at('2026-12-05', '23:55'), 10, { opens: '00:00', closes: '24:00' })).toBe(at('2026-12-06', '00:05'));
  });

  it('refuses hours that close before they open', () => {
    expect(() => afterBusinessMinutes(0, 10, { opens: '21:00', closes: '09:00' })).toThrow(/must close after they open/);
  });
});

describe('escalationDue', () => {
  const settings = { minutes: 10, hours: { opens: '09:00', closes: '19:00' }, cityHours: { noida } };
  it("takes the city's hours for a lead from its pages, the general hours elsewhere", () => {
    const sent = new Date(at('2026-12-05', '18:55')).toISOString();
    expect(escalationDue(settings, sent, 'https://doorsteppaws.in/pet-grooming-at-home/noida?utm_source=ad')).toBe(at('2026-12-05', '19:05'));
    expect(escalationDue(settings, sent, '/pet-grooming')).toBe(at('2026-12-06', '09:05'));
  });
});
