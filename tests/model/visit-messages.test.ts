// The words of a visit's WhatsApp messages (model/visit-messages.ts): a line naming a fact the
// visit lacks is left out (no review link, no customer link), a nameless customer is greeted
// all the same, and the WhatsApp link carries the text whole, line breaks and rupee sign included;
// in Hindi, every line and every word filled in has its line in strings/hi.yaml.
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGE_WORD_TEXTS, messageText, type MessageFacts } from '../../model/visit-messages.ts';
import { sayFrom } from '../../model/languages.ts';
import { VISIT_WORD_TEXTS } from '../../model/visits/words.ts';
import { whatsappLink } from '../../model/whatsapp.ts';
import { loadStrings } from '../../pipeline/languages/strings.ts';
import { projectRoot } from '../helpers/site.ts';

const facts: MessageFacts = { name: 'Priya Sharma', brand: 'Doorstep Paws', date: '2026-11-26', window: '09:00-11:00', package: 'Fur Fresh Spa', total: 1299, pet: 'Cat' };

describe('visit messages', () => {
  it('leaves out the review line of the thank-you when the site has no review link', () => {
    expect(messageText('thank-you', facts)).toBe('Thank you, Priya Sharma, for having Doorstep Paws over today. We hope your cat is feeling fresh and happy!\nWe would love to see you both again.');
    expect(messageText('thank-you', { ...facts, reviewUrl: 'https://example.in/review' })).toContain('\nIf you have a minute, a review would mean a lot to our small team: https://example.in/review\n');
  });

  it('greets a customer who left no name, and writes the total in Indian digits', () => {
    const text = messageText('reminder', { ...facts, name: '  ', total: 125000, soon: 'tomorrow' });
    expect(text.startsWith('Hello there, a friendly reminder from Doorstep Paws: your cat grooming visit is tomorrow, Thu 26 Nov, with our groomer arriving between 9 AM and 11 AM.')).toBe(true);
    expect(text).toContain('Total to pay at the visit: ₹1,25,000.');
  });

  it('reminds of a visit today as today, and of a later one by its day alone, never as tomorrow', () => {
    expect(messageText('reminder', { ...facts, soon: 'today' })).toMatch(/^Hello Priya Sharma, a friendly reminder from Doorstep Paws: your cat grooming visit is today, Thu 26 Nov, with/);
    const later = messageText('reminder', facts);
    expect(later).toMatch(/grooming visit is on Thu 26 Nov, with our groomer/);
    expect(later).not.toContain('tomorrow');
  });

  it('puts the whole text into the WhatsApp link, decoded back exactly', () => {
    const text = messageText('confirmation', { ...facts, link: 'https://www.doorsteppaws.in/b/abc' });
    const url = new URL(whatsappLink('919811100001', text));
    expect(url.href.startsWith('https://wa.me/919811100001?text=')).toBe(true);
    expect(url.searchParams.get('text')).toBe(text);
    expect(text.split('\n')).toHaveLength(4);
    // Without the link (never issued), the confirmation has no line pointing nowhere.
    expect(messageText('confirmation', facts).split('\n')).toHaveLength(3);
  });
});

describe('visit messages in Hindi', () => {
  const { texts } = loadStrings(projectRoot, 'hi').strings;

  it('has a Hindi line for every line of every message and every word filled in', () => {
    const needed = [...Object.values(MESSAGE_TEMPLATES).flat(), ...MESSAGE_WORD_TEXTS, ...VISIT_WORD_TEXTS];
    expect(needed.filter((t) => !Object.hasOwn(texts, t))).toEqual([]);
  });

  it('says the day, "tomorrow", the pet and a nameless customer in Hindi; the times, the amount and the names as the Hindi pages do', () => {
    const text = messageText('reminder', { ...facts, name: '', soon: 'tomorrow', pet: 'Dog (small)', total: 125000 }, sayFrom(texts));
    expect(text.split('\n')[0]).toBe('नमस्ते जी, Doorstep Paws की ओर से याद दिला दें: आपकी डॉग ग्रूमिंग विज़िट कल, गुरु, 26 नवंबर को है, हमारे ग्रूमर 9 AM से 11 AM के बीच आएँगे।');
    expect(text).toContain('विज़िट पर कुल भुगतान: ₹1,25,000।');
    expect(messageText('on-the-way', facts, sayFrom(texts))).toMatch(/^नमस्ते Priya Sharma, Doorstep Paws से हमारे ग्रूमर आपकी कैट ग्रूमिंग विज़िट के लिए/);
  });
});
