// A lead's reference (model/reference.ts): an alphabet a person can read out, two groups of four,
// every symbol equally likely, and what a person types read back as the reference it names.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatReference, makeReference, readReference, REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_LOOK_ALIKES, REFERENCE_PATTERN,
} from '../../model/reference.ts';

/** A repeatable stream of bytes (xorshift32), so the counts below are the same on every run. */
function seeded(seed: number): (size: number) => Uint8Array {
  let x = seed;
  return (size) => Uint8Array.from({ length: size }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

describe('the alphabet', () => {
  it('has 23 symbols, each once: the ten digits and no letter that looks or sounds like another symbol', () => {
    expect(REFERENCE_ALPHABET).toBe('0123456789ACDFHKMPRTWXY');
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    // Looks like a digit (O Q 0, I L 1, Z 2, S 5, G 6, B 8), or is misheard on a phone (E, N, J, U, V).
    for (const letter of 'OQILZSGBENJUV') expect(REFERENCE_ALPHABET).not.toContain(letter);
  });

  it('reads every left-out look-alike as a digit that is in the alphabet', () => {
    expect(REFERENCE_LOOK_ALIKES).toEqual({ O: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' });
    for (const [letter, digit] of Object.entries(REFERENCE_LOOK_ALIKES)) {
      expect(REFERENCE_ALPHABET).not.toContain(letter);
      expect(REFERENCE_ALPHABET).toContain(digit);
    }
  });

  it('gives some 36 bits: a year of leads rarely draws one twice, and a guess hardly ever names one', () => {
    const references = REFERENCE_ALPHABET.length ** REFERENCE_LENGTH;
    expect(references).toBe(78_310_985_281);
    expect(Math.log2(references)).toBeCloseTo(36.19, 2);
    // Birthday bound for 20,000 leads in a year (some 55 a day): about 0.26% that any two drew the same.
    expect((20_000 * 19_999) / 2 / references).toBeLessThan(0.003);
  });
});

describe('makeReference', () => {
  it('makes two groups of four symbols of the alphabet', () => {
    for (let i = 0; i < 1000; i++) expect(makeReference(randomBytes)).toMatch(/^[0-9ACDFHKMPRTWXY]{4}-[0-9ACDFHKMPRTWXY]{4}$/);
    expect(REFERENCE_PATTERN.test(makeReference(randomBytes))).toBe(true);
  });

  it('makes distinct references, every symbol about as often as another, in every place', () => {
    const random = seeded(20_251_205);
    const made = Array.from({ length: 20_000 }, () => makeReference(random));
    expect(new Set(made).size).toBe(made.length);
    const symbols = made.join('').replace(/-/g, '');
    const expected = symbols.length / REFERENCE_ALPHABET.length;
    for (const symbol of REFERENCE_ALPHABET) {
      const count = symbols.split(symbol).length - 1;
      expect(Math.abs(count - expected) / expected, symbol).toBeLessThan(0.05);
    }
    for (let place = 0; place < REFERENCE_LENGTH; place++) {
      expect(new Set(made.map((r) => r.replace('-', '')[place])).size).toBe(REFERENCE_ALPHABET.length);
    }
  });

  it('throws away the bytes past the last whole round of the alphabet, so no symbol is likelier', () => {
    // 253 = 11 x 23: the bytes 253-255 would favour the first 256 % 23 = 3 symbols.
    const bytes = [253, 254, 255, 0, 252, 22, 23, 45, 250, 229];
    let next = 0;
    const feed = (size: number) => Uint8Array.from({ length: size }, () => bytes[next++ % bytes.length]);
    // Kept: 0, 252 % 23, 22, 23 % 23, 45 % 23, 250 % 23, 229 % 23, then (253-255 again) 0.
    expect(makeReference(feed)).toBe('0YY0-YWY0');
  });

  it('asks for more bytes when too many were thrown away', () => {
    const asked: number[] = [];
    const stingy = (size: number) => {
      asked.push(size);
      return Uint8Array.from({ length: size }, (_, i) => (asked.length === 1 && i > 0 ? 255 : 7));
    };
    expect(makeReference(stingy)).toBe('7777-7777');
    expect(asked).toEqual([16, 16]);
  });
});

describe('formatReference', () => {
  it('puts a dash between groups of four', () => {
    expect(formatReference('K7HM3XPR')).toBe('K7HM-3XPR');
    expect(formatReference('K7HM')).toBe('K7HM');
    expect(formatReference('')).toBe('');
  });
});

describe('readReference', () => {
  it.each([
    ['K7HM-3XPR', 'as shown'],
    ['k7hm-3xpr', 'in lower case'],
    ['K7HM3XPR', 'without the dash'],
    [' k7hm 3xpr ', 'with spaces for the dash'],
    ['K7-HM--3X-PR', 'with dashes anywhere'],
    ['K7HM – 3XPR.', 'with a long dash and a full stop'],
    ['#K7HM/3XPR', 'with other marks'],
    ['Ｋ７ＨＭ－３ＸＰＲ', 'in full-width letters'],
    ['K७HM-३XPR', 'with Devanagari digits'],
  ])('reads %s (%s)', (typed) => {
    expect(readReference(typed)).toBe('K7HM-3XPR');
  });

  it('reads a look-alike typed by mistake as the digit it looks like', () => {
    expect(readReference('RO1D-9WC6')).toBe('R01D-9WC6');
    expect(readReference('r0ld 9wcg')).toBe('R01D-9WC6');
    expect(readReference('RQID-9WCG')).toBe('R01D-9WC6');
    expect(readReference('ZS8A-zsba')).toBe('258A-258A');
  });

  it('reads nothing else as a reference', () => {
    for (const typed of ['', 'K7HM', 'K7HM-3XP', 'K7HM-3XPRA', 'K7HM-3XPN', 'K7HM-3XPE', 'Priya Sharma', '9876543210', 'jiL6BcThbti_', 'क७HM-3XPR']) {
      expect(readReference(typed), typed).toBeUndefined();
    }
  });

  it('reads every made reference back as itself', () => {
    for (let i = 0; i < 200; i++) {
      const made = makeReference(randomBytes);
      expect(readReference(made)).toBe(made);
      expect(readReference(made.toLowerCase().replace('-', ' '))).toBe(made);
    }
  });
});
