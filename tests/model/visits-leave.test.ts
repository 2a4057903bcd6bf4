// A groomer's leave as the engine reads it, with the real rules of site.yaml: the form's days and
// times turned into instants in India's time (across midnight and a month's end), refused by field
// in plain words; leave closes only its groomer's windows, without travel time around it; the
// desk's check says "on leave then"; a leave is never counted as a visit when spreading the work.
import { describe, expect, it } from 'vitest';
import { availability, type DayAvailability, type HeldVisit, type VisitRequest } from '../../model/visits/index.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { groomerSlot, windowsForStaff } from '../../model/visits/groomer-slots.ts';
import { leaveDays, leaveSpan, leaveWords, MAX_LEAVE_DAYS } from '../../model/visits/leave.ts';
import { windowsOfDay } from '../../model/visits/windows.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const noida = rules.cities.noida;
const sunil = noida.groomers.find((g) => g.id === 'noida-sunil')!;
const cat: VisitRequest = { pet: 'cat', packageId: 'fur-fresh-spa' }; // 60 minutes
const now = ist('2026-08-10T08:00');
// Wednesday: Sunil works 9 to 5, Kavita 1 to 9.
const DAY = '2026-08-12';

const away = (groomerId: string, from: string, to: string): HeldVisit => ({ groomerId, start: ist(from), end: ist(to), away: true });
const open = (held: HeldVisit[], request = cat): Record<string, boolean> => {
  const result = availability(rules, { city: 'noida', from: DAY, days: 1, now, request, held });
  if (!result.ok) throw new Error(result.message);
  return Object.fromEntries((result.days[0] as DayAvailability).windows.map((w) => [w.value.slice(0, 5), w.open]));
};

describe('leave as the owner enters it', () => {
  it('is whole days from India\'s midnight to midnight, or from and until a time', () => {
    expect(leaveSpan({ from: DAY }, now)).toEqual({ ok: true, start: ist(`${DAY}T00:00`), end: ist('2026-08-13T00:00') });
    expect(leaveSpan({ from: '2026-08-30', to: '2026-09-02' }, now)).toEqual({ ok: true, start: ist('2026-08-30T00:00'), end: ist('2026-09-03T00:00') });
    expect(leaveSpan({ from: DAY, fromTime: '10:00', toTime: '14:30' }, now)).toEqual({ ok: true, start: ist(`${DAY}T10:00`), end: ist(`${DAY}T14:30`) });
    expect(leaveSpan({ from: '2026-12-31', to: '2027-01-01', fromTime: '18:00', toTime: '11:00' }, now))
      .toEqual({ ok: true, start: ist('2026-12-31T18:00'), end: ist('2027-01-01T11:00') });
    // Today is fine though it has begun: the rest of it is what the leave takes.
    expect(leaveSpan({ from: '2026-08-10' }, now)).toMatchObject({ ok: true });
  });

  it('refuses by field, in plain words', () => {
    const refused = (asked: Parameters<typeof leaveSpan>[0]) => {
      const span = leaveSpan(asked, now);
      if (span.ok) throw new Error('accepted');
      return `${span.field}: ${span.message}`;
    };
    expect(refused({ from: 'tomorrow' })).toBe('from: expected a day as YYYY-MM-DD, e.g. 2026-08-10');
    expect(refused({ from: '2026-02-30' })).toBe('from: 2026-02-30 is not a day of the calendar');
    expect(refused({ from: DAY, to: '2026-08-11' })).toBe('to: the last day away (Tue 11 Aug) comes before the first (Wed 12 Aug)');
    expect(refused({ from: DAY, to: '2026-12-31' })).toBe(`to: at most ${MAX_LEAVE_DAYS} days at a time: enter a longer absence as two`);
    expect(refused({ from: DAY, fromTime: '25:00' })).toMatch(/^fromTime: expected a time of day as HH:MM/);
    expect(refused({ from: DAY, toTime: '9am' })).toMatch(/^toTime: expected a time of day as HH:MM/);
    expect(refused({ from: DAY, fromTime: '14:00', toTime: '10:00' })).toBe('toTime: the leave would end (10 AM) before it starts (2 PM)');
    expect(refused({ from: '2026-08-09' })).toBe('to: that time is over already: enter leave from now on');
    expect(refused({ from: '2027-09-01' })).toMatch(/^from: at most a year ahead/);
  });

  it('is said one way', () => {
    expect(leaveWords(ist(`${DAY}T00:00`), ist('2026-08-13T00:00'))).toBe('Wed 12 Aug, all day');
    expect(leaveWords(ist(`${DAY}T00:00`), ist('2026-08-15T00:00'))).toBe('Wed 12 Aug to Fri 14 Aug');
    expect(leaveWords(ist(`${DAY}T10:00`), ist(`${DAY}T14:30`))).toBe('Wed 12 Aug, 10 AM to 2:30 PM');
    expect(leaveWords(ist(`${DAY}T14:00`), ist('2026-08-13T00:00'))).toBe('Wed 12 Aug, from 2 PM');
    expect(leaveWords(ist(`${DAY}T00:00`), ist(`${DAY}T11:00`))).toBe('Wed 12 Aug, until 11 AM');
    expect(leaveWords(ist('2026-12-31T18:00'), ist('2027-01-02T00:00'))).toBe('Thu 31 Dec 6 PM to Fri 1 Jan');
    expect(leaveDays(ist('2026-12-31T18:00'), ist('2027-01-02T00:00'))).toEqual(['2026-12-31', '2027-01-01']);
  });
});

describe('leave in the engine', () => {
  it('closes only its groomer\'s time: Sunil away all day leaves the mornings (his alone) closed, the afternoons to Kavita', () => {
    const before = open([]);
    expect(before['09:00']).toBe(true);
    const after = open([away('noida-sunil', `${DAY}T00:00`, '2026-08-13T00:00')]);
    expect(after['09:00']).toBe(false);
    expect(after['11:00']).toBe(false);
    expect(after['13:00']).toBe(true);
    // Both away: nothing that day.
    expect(Object.values(open([away('noida-sunil', `${DAY}T00:00`, '2026-08-13T00:00'), away('noida-kavita', `${DAY}T00:00`, '2026-08-13T00:00')])).some(Boolean)).toBe(false);
  });

  it('keeps no travel time around leave, as around the start of a day', () => {
    // Sunil away until 11: an 11 o'clock visit is his (a visit ending at 11 would keep him to 11:30).
    const morning = away('noida-sunil', `${DAY}T00:00`, `${DAY}T11:00`);
    expect(open([morning])['09:00']).toBe(false);
    expect(open([morning])['11:00']).toBe(true);
    const visit: HeldVisit = { groomerId: 'noida-sunil', start: ist(`${DAY}T09:00`), end: ist(`${DAY}T11:00`) };
    expect(open([visit])['11:00']).toBe(false);
  });

  it('tells the desk "on leave then", before a visit also in the way', () => {
    const window = windowsOfDay(noida, rules.windowMinutes, DAY).find((w) => w.value === '09:00-11:00')!;
    const leave = { ...away('noida-sunil', `${DAY}T08:00`, `${DAY}T12:00`), leaveId: 4 };
    const visit = { groomerId: 'noida-sunil', start: ist(`${DAY}T09:00`), end: ist(`${DAY}T10:00`) };
    const verdict = groomerSlot(sunil, rules.travelMinutes, { window, minutes: 60, held: [visit, leave] });
    expect(verdict).toEqual({ ok: false, reason: 'away', message: 'Sunil Pal is on leave then', clash: leave });
    const staff = windowsForStaff(noida, rules, { date: DAY, minutes: 60, held: [leave], now });
    expect(staff.find((w) => w.window === '09:00-11:00')).toMatchObject({ open: false, groomers: [] });
    expect(staff.find((w) => w.window === '13:00-15:00')!.groomers).toEqual(['noida-sunil', 'noida-kavita']);
  });

  it('spreads the work by visits only: a morning of leave is not a visit', () => {
    // At 3 PM both are free and neither has a visit: a tie, which goes to the team's first, Sunil,
    // though he has leave in the morning (counted as a visit, it would give the window to Kavita).
    const held = [away('noida-sunil', `${DAY}T00:00`, `${DAY}T12:00`)];
    const assigned = assignGroomer(rules, { city: 'noida', date: DAY, window: '15:00-17:00', request: cat, held, now });
    expect(assigned).toMatchObject({ ok: true, visit: { groomerId: 'noida-sunil' } });
  });
});
