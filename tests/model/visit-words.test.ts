// A visit's day and window in words (model/visits/words.ts), the one vocabulary of the forms, the
// customer's page, the confirmation, the 409, the WhatsApp messages, the desk and the calendar:
// in English and, through the catalog of strings/hi.yaml, in Hindi; around noon and midnight; and
// on India's calendar whatever the machine's time zone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { indiaDate } from '../../model/visits/time.ts';
import { dayWords, formatTime, VISIT_WORD_TEXTS, visitWords, windowEnds, windowWords, type SayWords } from '../../model/visits/words.ts';

const hindi = load(readFileSync(join(import.meta.dirname, '../../strings/hi.yaml'), 'utf8')) as Record<string, string>;
/** Hindi as a Hindi page says it: the catalog's text, its placeholders filled. */
const inHindi: SayWords = (english, vars) => (hindi[english] ?? english).replace(/\{(\w+)\}/g, (all, name: string) => vars?.[name] ?? all);

describe('a time of day', () => {
  it('is said on a 12-hour clock, with minutes only when there are some', () => {
    expect(formatTime('09:00')).toBe('9 AM');
    expect(formatTime('18:30')).toBe('6:30 PM');
    expect(formatTime('11:59')).toBe('11:59 AM');
  });
  it('says noon and midnight as 12 PM and 12 AM', () => {
    expect(formatTime('12:00')).toBe('12 PM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('00:00')).toBe('12 AM');
    expect(formatTime('00:15')).toBe('12:15 AM');
  });
});

describe('a window', () => {
  it('is said from its start to its end, in English and in Hindi', () => {
    expect(windowWords('09:00-11:00')).toBe('9 AM to 11 AM');
    expect(windowWords('09:00-11:00', inHindi)).toBe('9 AM से 11 AM तक');
  });
  it('crosses noon and names both halves of the day', () => {
    expect(windowWords('11:00-13:00')).toBe('11 AM to 1 PM');
    expect(windowWords('11:30-12:30', inHindi)).toBe('11:30 AM से 12:30 PM तक');
    expect(windowEnds('12:00-14:00')).toEqual({ from: '12 PM', to: '2 PM' });
  });
});

describe('a day', () => {
  it('is said with its weekday, in English and in Hindi', () => {
    expect(dayWords('2026-08-14')).toBe('Fri 14 Aug');
    expect(dayWords('2026-11-26', inHindi)).toBe('गुरु, 26 नवंबर');
    expect(dayWords('2027-01-03')).toBe('Sun 3 Jan');
  });
  it("is India's day: just before and just after midnight there (18:30 UTC)", () => {
    expect(dayWords(indiaDate(Date.UTC(2026, 7, 13, 18, 29, 59)))).toBe('Thu 13 Aug');
    expect(dayWords(indiaDate(Date.UTC(2026, 7, 13, 18, 30)))).toBe('Fri 14 Aug');
    expect(dayWords(indiaDate(Date.UTC(2026, 11, 31, 18, 30)), inHindi)).toBe('शुक्र, 1 जनवरी');
  });

  describe('on a machine in another time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    it('is the same calendar day', () => {
      for (const [tz, offset] of [['America/New_York', 240], ['Pacific/Kiritimati', -840]] as const) {
        process.env.TZ = tz;
        expect(new Date(2026, 7, 14).getTimezoneOffset()).toBe(offset);
        expect(dayWords('2026-08-14')).toBe('Fri 14 Aug');
        expect(dayWords(indiaDate(Date.UTC(2026, 7, 13, 18, 30)))).toBe('Fri 14 Aug');
      }
    });
  });
});

describe('a day and a window together', () => {
  it('are one phrase, as the 409 and the desk say them', () => {
    expect(visitWords({ date: '2026-08-14', window: '09:00-11:00' })).toBe('Fri 14 Aug, 9 AM to 11 AM');
    expect(visitWords({ date: '2026-08-14', window: '11:00-13:00' }, inHindi)).toBe('शुक्र, 14 अगस्त, 11 AM से 1 PM तक');
  });
  it('are said with texts the Hindi catalog has, every one of them', () => {
    expect(VISIT_WORD_TEXTS.filter((english) => !Object.hasOwn(hindi, english))).toEqual([]);
  });
});
