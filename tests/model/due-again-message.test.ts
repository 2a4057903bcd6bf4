// The "due again" WhatsApp message (model/visit-messages.ts dueAgainText): written from the pet and
// its last visit, naming the pet (or "your dog" when it has no name), in Hindi for a customer who
// booked on a Hindi page, each line with its Hindi in strings/hi.yaml.
import { describe, expect, it } from 'vitest';
import { DUE_AGAIN_LINES, dueAgainText, type DueAgainFacts } from '../../model/visit-messages.ts';
import { sayFrom } from '../../model/languages.ts';
import { loadStrings } from '../../pipeline/languages/strings.ts';
import { projectRoot } from '../helpers/site.ts';

const facts: DueAgainFacts = { name: 'Meera Kapoor', brand: 'Doorstep Paws', petName: 'Bruno', kind: 'Dog', lastDate: '2026-10-11', package: 'Fur Fresh Spa (Full Body Bath)' };

describe('the due-again message', () => {
  it('names the pet, the last visit and its package', () => {
    expect(dueAgainText(facts)).toBe(
      "Hello Meera Kapoor, this is Doorstep Paws. It is time for Bruno's next grooming: the last visit was on Sun 11 Oct, with Fur Fresh Spa (Full Body Bath).\n" +
      'Book again from the page of that visit, or just reply here with a day that suits you and we will arrange it.');
    expect(dueAgainText({ ...facts, petName: ' ', name: '' })).toMatch(/^Hello there, this is Doorstep Paws\. It is time for your dog's next grooming/);
  });

  it('is said in Hindi, every line from strings/hi.yaml, the name as given', () => {
    const { texts } = loadStrings(projectRoot, 'hi').strings;
    for (const line of [...DUE_AGAIN_LINES, 'your {pet}']) expect(texts[line], line).toBeTruthy();
    const hindi = dueAgainText(facts, sayFrom(texts));
    expect(hindi).toMatch(/^नमस्ते Meera Kapoor, यह Doorstep Paws है। Bruno की अगली ग्रूमिंग का समय हो गया है: पिछली विज़िट .+ को थी, Fur Fresh Spa \(पूरे शरीर का स्नान\) के साथ।\n/);
    expect(dueAgainText({ ...facts, petName: '' }, sayFrom(texts))).toContain('आपके डॉग की अगली ग्रूमिंग');
  });
});
