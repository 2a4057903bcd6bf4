// The privacy policy says what field data is measured from the same facts the code uses
// (model/field-data.ts): every metric, tap kind and campaign tag the API accepts is named there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CAMPAIGN_TAGS, VITALS } from '../../model/field-data.ts';

const policy = readFileSync(new URL('../../content/pages/privacy-policy.md', import.meta.url), 'utf8');
const hindi = readFileSync(new URL('../../content/hi/pages/privacy-policy.md', import.meta.url), 'utf8');
const site = parse(readFileSync(new URL('../../site.yaml', import.meta.url), 'utf8'));

describe('the privacy policy and field data', () => {
  it('names every metric, tap kind and campaign tag that a beacon may carry, and the opt-outs', () => {
    for (const name of [...VITALS, ...CAMPAIGN_TAGS, 'gclid']) expect(policy).toContain(name);
    for (const words of ['Call', 'WhatsApp', 'e-mail', 'directions', 'app-store']) expect(policy).toContain(words);
    expect(policy).toContain('with the page of our site it was on');
    for (const words of ['Global Privacy Control', 'Do Not Track', 'no IP address', 'session storage', '{retentionMonths} months']) expect(policy).toContain(words);
  });

  it('says that every form sends the visit\'s source, where the forms read it from, and a dog\'s size on a booking', () => {
    expect(policy).toContain('Every form sends that source with it');
    expect(policy).toContain('never the full address of its page');
    expect(policy).toMatch(/for a dog its size \(small or large\)/);
  });
});

describe('the Hindi privacy policy', () => {
  it('names the same metrics, tap kinds, campaign tags and opt-outs, and says the same of sources, sizes and keeping', () => {
    for (const name of [...VITALS, ...CAMPAIGN_TAGS, 'gclid']) expect(hindi).toContain(name);
    for (const words of ['(Call)', 'WhatsApp', '(e-mail)', '(directions)', '(app-store)', 'Global Privacy Control', 'Do Not Track', '(session storage)']) expect(hindi).toContain(words);
    expect(hindi).toContain('कोई IP पता नहीं रखता');
    expect(hindi).toContain('हमारी साइट के किस पेज पर हुआ');
    expect(hindi).toContain('हर फ़ॉर्म यह स्रोत भी अपने साथ भेजता है');
    expect(hindi).toContain('उसके पेज का पूरा पता कभी नहीं');
    expect(hindi).toContain('डॉग हो तो उसका साइज़ (छोटा या बड़ा)');
  });

  it('states every number, figure and contact fact of the English one: ages, months, days, and how to reach the Grievance Officer', () => {
    const numbers = (text: string) => [...text.replace(/^---[\s\S]*?---/, '').matchAll(/\d+/g)].map((m) => m[0]).sort();
    expect(numbers(hindi)).toEqual(numbers(policy));
    // The figures of site.yaml (age, months, days, e-mail, phone) by the same placeholders, as often.
    const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();
    expect(placeholders(hindi)).toEqual(placeholders(policy));
    for (const name of ['{minimumCustomerAge}', '{retentionMonths}', '{privacyAnswerDays}', '{email}', '{phone}']) expect(policy).toContain(name);
    for (const fact of [site.contact.office.street, site.contact.office.postalCode]) {
      expect(policy, fact).toContain(fact);
      expect(hindi, fact).toContain(fact);
    }
  });
});
