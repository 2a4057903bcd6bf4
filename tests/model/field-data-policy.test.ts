// The privacy policy says what field data is measured from the same facts the code uses
// (model/field-data.ts): every metric, tap kind and campaign tag the API accepts is named there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TAGS, VITALS } from '../../model/field-data.ts';

const policy = readFileSync(new URL('../../content/pages/privacy-policy.md', import.meta.url), 'utf8');

describe('the privacy policy and field data', () => {
  it('names every metric, tap kind and campaign tag that a beacon may carry, and the opt-outs', () => {
    for (const name of [...VITALS, ...CAMPAIGN_TAGS, 'gclid']) expect(policy).toContain(name);
    for (const words of ['Call', 'WhatsApp', 'e-mail', 'directions', 'app-store']) expect(policy).toContain(words);
    for (const words of ['Global Privacy Control', 'Do Not Track', 'no IP address', 'session storage', '12 months']) expect(policy).toContain(words);
  });

  it('says that every form sends the visit\'s source, where the forms read it from, and a dog\'s size on a booking', () => {
    expect(policy).toContain('Every form sends that source with it');
    expect(policy).toContain('never the full address of its page');
    expect(policy).toMatch(/for a dog its size \(small or large\)/);
  });
});
