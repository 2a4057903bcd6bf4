// Small pieces that large blogs lean on: the slug order of posts sharing a date (resolve.ts) and
// the word count in an article's structured data (seo.ts).
import { describe, expect, it } from 'vitest';
import { compareSlugs } from '../../pipeline/resolve.ts';
import { countWords } from '../../model/markdown.ts';

describe('posts of the same date', () => {
  it('are in the order the locale collator gives, for plain and other slugs alike', () => {
    const collator = new Intl.Collator();
    const chars = 'abz09-';
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const slug = () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => chars[Math.floor(next() * chars.length)]).join('');
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [slug(), slug()];
      expect(Math.sign(compareSlugs(a, b)), `${a} ${b}`).toBe(Math.sign(collator.compare(a, b)));
    }
    for (const [a, b] of [['Über-uns', 'ueber-uns'], ['a_b', 'a-b'], ['Zebra', 'apple']]) {
      expect(Math.sign(compareSlugs(a, b)), `${a} ${b}`).toBe(Math.sign(collator.compare(a, b)));
    }
  });
});

describe('the word count', () => {
  it('counts runs of non-space the way splitting on white space does', () => {
    for (const text of ['', '  a  b ', '\u00a0x\u2003y\tz\n', 'one\r\ntwo\u3000three', '\ufeffhi there', '## Heading\n\nSome *text*, with punctuation.']) {
      expect(countWords(text), JSON.stringify(text)).toBe(text.split(/\s+/).filter(Boolean).length);
    }
  });
});
