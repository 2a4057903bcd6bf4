// The reminder names the visit's day as the customer reads it when the message is written: a
// visit today is "today", tomorrow's "tomorrow", a later one by its day alone, in India's time
// whatever the server's clock zone (desk/visits/messages.ts, from model/visit-messages.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { sayFor, visitMessageText } from '../../desk/visits/messages.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { Visit } from '../../desk/wire/visits.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';

let settings: VisitSettings;
beforeAll(async () => { ({ settings } = await realVisitSettings()); });

const visit = { date: '2026-12-03', window: '09:00-11:00', city: 'noida', groomerId: 'noida-kavita', name: 'Priya Sharma', phone: '9811100001', pet: 'Dog', package: 'Fur Fresh Spa (Full Body Bath) - ₹999', total: 999 } as Visit;
/** An instant in India's time: "2026-12-03T08:00". */
const india = (local: string) => Date.parse(`${local}:00+05:30`);

describe('the reminder says which day', () => {
  it.each([
    ['at 8 AM on the day', india('2026-12-03T08:00'), 'is today, Thu 3 Dec, with'],
    ['at 0:30 on the day, which is still the day before in UTC', india('2026-12-03T00:30'), 'is today, Thu 3 Dec, with'],
    ['the evening before', india('2026-12-02T20:00'), 'is tomorrow, Thu 3 Dec, with'],
    ['two days before', india('2026-12-01T10:00'), 'is on Thu 3 Dec, with'],
  ])('%s', (_, now, words) => {
    const text = visitMessageText(settings, visit, 'reminder', undefined, now);
    expect(text).toContain(`your dog grooming visit ${words} our groomer arriving between 9 AM and 11 AM.`);
  });
});

describe('the reminder of a visit booked on a Hindi page says the day in Hindi', () => {
  it.each([
    ['at 8 AM on the day', india('2026-12-03T08:00'), 'विज़िट आज, गुरु, 3 दिसंबर को है,'],
    ['the evening before', india('2026-12-02T20:00'), 'विज़िट कल, गुरु, 3 दिसंबर को है,'],
    ['two days before', india('2026-12-01T10:00'), 'विज़िट गुरु, 3 दिसंबर को है,'],
  ])('%s', (_, now, words) => {
    const say = sayFor(settings, 'https://www.doorsteppaws.in/hi/pet-grooming-at-home/noida');
    expect(visitMessageText(settings, visit, 'reminder', undefined, now, say)).toContain(`आपकी डॉग ग्रूमिंग ${words} हमारे ग्रूमर 9 AM से 11 AM के बीच आएँगे।`);
    // The same visit booked on an English page: English.
    expect(visitMessageText(settings, visit, 'reminder', undefined, now, sayFor(settings, 'https://www.doorsteppaws.in/pet-grooming-at-home/noida'))).toMatch(/^Hello Priya Sharma/);
  });
});
