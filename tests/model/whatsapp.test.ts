// The one WhatsApp link (model/whatsapp.ts): the number as India's 10 digits get it, with 91 in
// front, and the message written into the link whole.
import { describe, expect, it } from 'vitest';
import { internationalDigits, whatsappLink } from '../../model/whatsapp.ts';

describe('a WhatsApp link', () => {
  it("writes India's 10-digit numbers with 91 and keeps a number that has its country code", () => {
    expect(internationalDigits('9876543210')).toBe('919876543210');
    expect(internationalDigits('+91 98765-43210')).toBe('919876543210');
    expect(internationalDigits('919876543210')).toBe('919876543210');
    expect(internationalDigits(undefined)).toBe('');
    expect(whatsappLink('98765 43210', 'Hi').startsWith('https://wa.me/919876543210?text=')).toBe(true);
  });

  it('carries the text whole: spaces, line breaks, the rupee sign and the characters of a query', () => {
    const text = 'Hello Asha & co.\nTotal: ₹1,299? #1 100%';
    const url = new URL(whatsappLink('9876543210', text));
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.search).toBe(`?text=${encodeURIComponent(text)}`);
  });
});
