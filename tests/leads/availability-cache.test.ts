// The availability cache on a clock of the test's own: an answer lives no longer than the read
// it was made from (so a leave or a visit written by another server shows within the TTL, never
// nearly two), and this process's forget shows a change at once. The database is a stand-in that
// answers the two reads of leads/visits/held-visits.ts: visits, then leave.
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TTL_MS, AvailabilityCache } from '../../leads/visits/availability-cache.ts';
import type { AvailabilityAsked } from '../../leads/visits/availability-query.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const DAY = '2026-08-12'; // a Wednesday: Sunil works 9 to 5, Kavita 1 to 9
const start = ist('2026-08-10T08:00');

/** Sunil and Kavita away all day on DAY once `leave` is true; counts the reads. */
function database() {
  const db = { leave: false, reads: 0 };
  const all = async (sql: string) => {
    if (!sql.includes('groomer_leave')) {
      db.reads++;
      return [];
    }
    if (!db.leave) return [];
    return ['noida-sunil', 'noida-kavita'].map((g, i) => ({ id: i + 1, groomer_id: g, start_ms: ist(`${DAY}T00:00`), end_ms: ist('2026-08-13T00:00') }));
  };
  return Object.assign(db, { all: all as never });
}

const asked = (days: number): AvailabilityAsked => ({ city: 'noida', from: DAY, days, request: { pet: 'cat', packageId: 'fur-fresh-spa' } });
const openOnDay = (text: string): boolean => (JSON.parse(text) as { days: { windows: { open: boolean }[] }[] }).days[0].windows.some((w) => w.open);

describe('the availability cache', () => {
  it('lets an answer live only as long as the read it was made from', async () => {
    let now = start;
    const db = database();
    const cache = new AvailabilityCache(db, AVAILABILITY_TTL_MS, () => now);
    expect(openOnDay(await cache.answer(rules, asked(1)))).toBe(true);
    expect(db.reads).toBe(1);
    // Another server enters leave for both; a new question just inside the TTL is answered from the same read...
    db.leave = true;
    now = start + AVAILABILITY_TTL_MS - 100;
    expect(openOnDay(await cache.answer(rules, asked(2)))).toBe(true);
    expect(db.reads).toBe(1);
    // ...and that answer dies with its read: at the TTL, both questions see the leave.
    now = start + AVAILABILITY_TTL_MS;
    expect(openOnDay(await cache.answer(rules, asked(2)))).toBe(false);
    expect(openOnDay(await cache.answer(rules, asked(1)))).toBe(false);
    expect(db.reads).toBe(2);
  });

  it('shows a change made in this process at once once the city is forgotten', async () => {
    const now = start;
    const db = database();
    const cache = new AvailabilityCache(db, AVAILABILITY_TTL_MS, () => now);
    expect(openOnDay(await cache.answer(rules, asked(1)))).toBe(true);
    db.leave = true;
    expect(openOnDay(await cache.answer(rules, asked(1)))).toBe(true);
    cache.forget('noida');
    expect(openOnDay(await cache.answer(rules, asked(1)))).toBe(false);
  });
});
