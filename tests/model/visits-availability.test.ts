// Arrival windows and whether a groomer can take each, with the real rules of site.yaml: across
// midnight, at the horizon, at month and year ends, days off, areas, travel time, a full day.
import { describe, expect, it } from 'vitest';
import { availability, checkWindow, windowsOfDay, type DayAvailability, type HeldVisit, type VisitRequest } from '../../model/visits/index.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { clockText } from '../../model/visits/time.ts';
import { timeSlots } from '../../model/format.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const cat: VisitRequest = { pet: 'cat', packageId: 'fur-fresh-spa' }; // 60 minutes
const bigDog90: VisitRequest = { pet: 'dog', size: 'large', packageId: 'fur-fresh-spa' }; // 90 minutes
const bigDog120: VisitRequest = { pet: 'dog', size: 'large', packageId: 'full-body-grooming' }; // 120 minutes

function days(city: string, from: string, n: number, now: number, request: VisitRequest = cat, held: HeldVisit[] = [], r = rules): DayAvailability[] {
  const result = availability(r, { city, from, days: n, now, request, held });
  if (!result.ok) throw new Error(result.message);
  return result.days;
}
/** "09:00" -> open, or why not. */
const states = (day: DayAvailability) => Object.fromEntries(day.windows.map((w) => [w.value.slice(0, 5), w.open ? 'open' : w.closed]));
const held = (groomerId: string, from: string, to: string): HeldVisit => ({ groomerId, start: ist(from), end: ist(to) });

describe('arrival windows', () => {
  it('are the two-hour slots the appointment form lists, in every city', () => {
    for (const city of Object.values(rules.cities)) {
      const form = timeSlots(clockText(city.hours.opens), clockText(city.hours.closes)).map((s) => s.value);
      expect(windowsOfDay(city, rules.windowMinutes, '2026-12-02').map((w) => w.value), city.slug).toEqual(form);
    }
  });

  it('start and end at India\'s clock time, whatever the machine\'s zone', () => {
    const [first] = windowsOfDay(rules.cities.gurugram, rules.windowMinutes, '2026-12-02');
    expect(first.value).toBe('06:30-08:30');
    expect(new Date(first.start).toISOString()).toBe('2026-12-02T01:00:00.000Z');
  });
});

describe('booking across midnight', () => {
  it('at 23:50 the rest of today is over and tomorrow opens from its first window', () => {
    const [today, tomorrow] = days('noida', '2026-12-01', 2, ist('2026-12-01T23:50'));
    expect(Object.values(states(today)).every((s) => s === 'past')).toBe(true);
    expect(tomorrow.date).toBe('2026-12-02');
    expect(states(tomorrow)['09:00']).toBe('open');
  });

  it('an earliest start that crosses midnight closes the next morning\'s early windows', () => {
    const tenHoursAhead = realRules((raw) => { raw.visits!.leadMinutes = 600; });
    const [tomorrow] = days('noida', '2026-12-02', 1, ist('2026-12-01T23:50'), cat, [], tenHoursAhead);
    // 23:50 + 10 hours = 09:50 the next day.
    expect(states(tomorrow)['09:00']).toBe('too-soon');
    expect(states(tomorrow)['11:00']).toBe('open');
  });

  it('the lead time is two hours to the minute', () => {
    expect(states(days('noida', '2026-12-02', 1, ist('2026-12-02T07:00'))[0])['09:00']).toBe('open');
    expect(states(days('noida', '2026-12-02', 1, ist('2026-12-02T07:01'))[0])['09:00']).toBe('too-soon');
  });
});

describe('the booking horizon (14 days after today, India\'s date)', () => {
  it('takes the last day and refuses the day after it', () => {
    const [last, after] = days('noida', '2026-12-15', 2, ist('2026-12-01T10:00'));
    expect(states(last)['09:00']).toBe('open');
    expect(Object.values(states(after)).every((s) => s === 'beyond-horizon')).toBe(true);
  });

  it('moves at midnight in India, not at midnight UTC', () => {
    // 00:00 in India is 18:30 UTC the day before.
    expect(states(days('noida', '2026-12-16', 1, ist('2026-12-01T23:59'))[0])['09:00']).toBe('beyond-horizon');
    expect(states(days('noida', '2026-12-16', 1, ist('2026-12-02T00:00'))[0])['09:00']).toBe('open');
  });

  it('runs over the year end', () => {
    const answer = days('gurugram', '2026-12-30', 6, ist('2026-12-20T12:00'));
    expect(answer.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    expect(states(answer[4])['06:30']).toBe('open');
    expect(states(answer[5])['06:30']).toBe('beyond-horizon');
  });

  it('runs over a month end', () => {
    const answer = days('gurugram', '2027-02-27', 3, ist('2027-02-20T12:00'));
    expect(answer.map((d) => d.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(answer.every((d) => states(d)['06:30'] === 'open')).toBe(true);
    expect(states(days('gurugram', '2027-03-06', 2, ist('2027-02-20T12:00'))[1])['06:30']).toBe('beyond-horizon');
  });
});

describe('who works when (never said to the visitor)', () => {
  const now = ist('2026-12-20T12:00');

  it('a day off closes the windows only that groomer could take', () => {
    // In Delhi only Arjun works at 07:00; he is off on Christmas day (a Friday).
    const [thursday, friday] = days('delhi', '2026-12-24', 2, now);
    expect(states(thursday)['07:00']).toBe('open');
    expect(states(friday)['07:00']).toBe('unavailable');
    expect(states(friday)['09:00']).toBe('open');
  });

  it('a weekday off: on Tuesdays Noida\'s evening groomer does not work', () => {
    const [tuesday, wednesday] = days('noida', '2026-12-22', 2, now);
    expect(states(tuesday)['17:00']).toBe('unavailable');
    expect(states(wednesday)['17:00']).toBe('open');
  });

  it('an area narrows the team to those who cover it (written in any letter case)', () => {
    expect(states(days('delhi', '2026-12-24', 1, now, { ...cat, area: 'saket' })[0])['07:00']).toBe('open');
    expect(states(days('delhi', '2026-12-24', 1, now, { ...cat, area: 'Rohini' })[0])['07:00']).toBe('unavailable');
    expect(states(days('delhi', '2026-12-24', 1, now, { ...cat, area: 'Rohini' })[0])['09:00']).toBe('open');
    expect(states(days('delhi', '2026-12-24', 1, now, { ...cat, area: ' ' })[0])['07:00']).toBe('open'); // a blank field names no area
  });

  it('the whole visit must fit in the groomer\'s hours', () => {
    // Gurugram's last window starts 20:30; the evening groomer stops at 22:00.
    expect(states(days('gurugram', '2026-12-22', 1, now, bigDog90)[0])['20:30']).toBe('open');
    expect(states(days('gurugram', '2026-12-22', 1, now, bigDog120)[0])['20:30']).toBe('unavailable');
  });

  it('the answer names no groomer', () => {
    const text = JSON.stringify(availability(rules, { city: 'delhi', from: '2026-12-24', days: 2, now, request: cat, held: [] }));
    for (const g of rules.cities.delhi.groomers) {
      expect(text).not.toContain(g.id);
      expect(text).not.toContain(g.name);
    }
  });
});

describe('travel time between two visits of one groomer', () => {
  // Tuesday 2026-12-01 in Noida: before 13:00 only Sunil works (09:00 to 17:00).
  const now = ist('2026-11-30T12:00');
  const on = (request: VisitRequest, visits: HeldVisit[]) => states(days('noida', '2026-12-01', 1, now, request, visits)[0]);

  it('a visit ending at 11:00 leaves no room for travel to the 11:00 window', () => {
    expect(on(bigDog120, [held('noida-sunil', '2026-12-01T09:00', '2026-12-01T11:00')])['11:00']).toBe('unavailable');
  });

  it('a visit ending at 10:30 leaves exactly the 30 minutes needed', () => {
    expect(on(bigDog120, [held('noida-sunil', '2026-12-01T09:00', '2026-12-01T10:30')])['11:00']).toBe('open');
  });

  it('travel counts before the next visit too', () => {
    const later = [held('noida-sunil', '2026-12-01T13:00', '2026-12-01T14:00')];
    expect(on(bigDog120, later)['11:00']).toBe('unavailable'); // 11:00 to 13:00, then 30 minutes' travel
    expect(on(cat, later)['11:00']).toBe('open'); // 11:00 to 12:00, at 13:00 with half an hour to spare
  });

  it('another groomer\'s visits do not matter', () => {
    expect(on(bigDog120, [held('noida-kavita', '2026-12-01T09:00', '2026-12-01T11:00')])['11:00']).toBe('open');
  });
});

describe('a full day, booked window by window as the server would', () => {
  it('gives each window once, then has nothing left', () => {
    // Ghaziabad on a Tuesday: one groomer, five windows from 09:00 to 19:00.
    const now = ist('2026-11-30T12:00');
    const visits: HeldVisit[] = [];
    for (const w of windowsOfDay(rules.cities.ghaziabad, rules.windowMinutes, '2026-12-01')) {
      const first = assignGroomer(rules, { city: 'ghaziabad', date: '2026-12-01', window: w.value, request: cat, held: visits, now });
      expect(first.ok, w.value).toBe(true);
      if (first.ok) visits.push(first.visit);
      const second = assignGroomer(rules, { city: 'ghaziabad', date: '2026-12-01', window: w.value, request: cat, held: visits, now });
      expect(second).toMatchObject({ ok: false, reason: 'unavailable' });
    }
    expect(Object.values(states(days('ghaziabad', '2026-12-01', 1, now, cat, visits)[0]))).toEqual(Array(5).fill('unavailable'));
  });

  it('spreads visits over the team: the groomer with fewer visits that day goes first', () => {
    const now = ist('2026-11-30T12:00');
    const request = { ...cat, area: 'DLF Phase 1' };
    const a = assignGroomer(rules, { city: 'gurugram', date: '2026-12-01', window: '10:30-12:30', request, held: [], now });
    expect(a).toMatchObject({ ok: true, visit: { groomerId: 'gurugram-ravi', start: ist('2026-12-01T10:30'), end: ist('2026-12-01T11:30') } });
    const b = assignGroomer(rules, { city: 'gurugram', date: '2026-12-01', window: '12:30-14:30', request, held: a.ok ? [a.visit] : [], now });
    expect(b).toMatchObject({ ok: true, visit: { groomerId: 'gurugram-sameer' } });
  });
});

describe('questions the engine refuses', () => {
  const now = ist('2026-12-01T10:00');
  const ask = (city: string, request: VisitRequest, n = 1) => availability(rules, { city, from: '2026-12-02', days: n, now, request, held: [] });

  it('names the reason', () => {
    expect(ask('delhi-ncr', cat)).toMatchObject({ ok: false, reason: 'unknown-city' });
    expect(ask('delhi', { ...cat, packageId: 'day-boarding' })).toMatchObject({ ok: false, reason: 'unknown-package' });
    expect(ask('delhi', { ...cat, area: 'Sector 18' })).toMatchObject({ ok: false, reason: 'unknown-area' });
    expect(ask('delhi', cat, 0)).toMatchObject({ ok: false, reason: 'bad-range' });
    expect(ask('delhi', cat, 32)).toMatchObject({ ok: false, reason: 'bad-range' });
  });

  it('checks one window as the form names it', () => {
    expect(checkWindow(rules, { city: 'noida', date: '2026-12-02', window: '09:30-11:30', request: cat, held: [], now })).toMatchObject({ ok: false, reason: 'unknown-window' });
    expect(checkWindow(rules, { city: 'noida', date: '2026-12-02', window: '09:00-11:00', request: cat, held: [], now })).toMatchObject({ ok: true, minutes: 60 });
    expect(checkWindow(rules, { city: 'noida', date: '2026-12-01', window: '09:00-11:00', request: cat, held: [], now })).toMatchObject({ ok: false, reason: 'past' });
  });
});
