// The lead API's refusals in a page's language: a whole message, or a catalog template that begins
// with fixed words and matches it, its values carried over. Loose templates of the page's own
// words (the window picker's "{weekday} {day} {month}") never rewrite a message they only fit.
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../model/languages.ts';

const texts = {
  '{weekday} {day} {month}': '{weekday}, {day} {month}',
  '{code} is not a promo code we know': '{code} हमारा कोई प्रोमो कोड नहीं है',
  'phone: enter a {digits} digit phone number': 'फ़ोन: {digits} अंकों का फ़ोन नंबर डालें',
  'name: enter your name': 'नाम: अपना नाम डालें',
  'serviceTime: {when} cannot be booked: {why}.': '{when} का समय बुक नहीं हो सका ({why})।',
  'serviceTime: {when} cannot be booked: {why}. Call us.': '{when} का समय बुक नहीं हो सका ({why})। हमें कॉल करें।',
  'name:': 'नाम:',
  'source:': 'आप कहाँ से आए:',
  'at most {max} characters': 'ज़्यादा से ज़्यादा {max} अक्षर लिखें',
  missing: 'यह जानकारी नहीं मिली',
};

describe('translateMessage', () => {
  it('translates a whole message, and a template with its values', () => {
    expect(translateMessage('name: enter your name', texts)).toBe('नाम: अपना नाम डालें');
    expect(translateMessage('phone: enter a 10 digit phone number', texts)).toBe('फ़ोन: 10 अंकों का फ़ोन नंबर डालें');
  });
  it('leaves a message no fixed-text template fits as it is, however loose templates would fit it', () => {
    expect(translateMessage('email: too long for us', texts)).toBe('email: too long for us');
  });
  it('says a field and its complaint each from the catalog when no message fits whole, a part of a field by the field', () => {
    expect(translateMessage('name: at most 100 characters', texts)).toBe('नाम: ज़्यादा से ज़्यादा 100 अक्षर लिखें');
    expect(translateMessage('source.ref: missing', texts)).toBe('आप कहाँ से आए: यह जानकारी नहीं मिली');
    // Both halves or neither: a field the catalog does not name keeps the message as it is.
    expect(translateMessage('breed: at most 100 characters', texts)).toBe('breed: at most 100 characters');
    expect(translateMessage('name: contains control characters', texts)).toBe('name: contains control characters');
  });
  it('prefers the template with the most fixed text when two match', () => {
    expect(translateMessage('serviceTime: Fri 14 Aug cannot be booked: it is full. Call us.', texts)).toBe('Fri 14 Aug का समय बुक नहीं हो सका (it is full)। हमें कॉल करें।');
  });
});
