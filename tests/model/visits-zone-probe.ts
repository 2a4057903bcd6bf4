// Run by visits-timezone.test.ts in child processes with other TZ values: prints what the engine
// answers for a fixed set of questions, which must not depend on the machine's zone.
import { availability, changeFee, quote } from '../../model/visits/index.ts';
import { ist, realRules } from '../helpers/visit-rules.ts';

const rules = realRules();
const cat = { pet: 'cat', packageId: 'fur-fresh-spa' } as const;
const answers = {
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  acrossMidnight: availability(rules, { city: 'gurugram', from: '2026-12-01', days: 3, now: ist('2026-12-01T23:50'), request: cat, held: [] }),
  horizon: availability(rules, { city: 'noida', from: '2026-12-15', days: 2, now: ist('2026-12-02T00:00'), request: cat, held: [] }),
  urgencyFee: quote(rules, { city: 'faridabad', request: cat, firstBooking: true, bookedAt: ist('2026-12-02T00:10'), visitStart: ist('2026-12-02T08:00') }),
  lastMinuteFee: quote(rules, { city: 'gurugram', request: cat, firstBooking: false, bookedAt: ist('2026-12-31T18:00'), visitStart: ist('2027-01-01T06:30') }),
  cancel: changeFee(rules.cities.noida, { kind: 'cancel', visitStart: ist('2026-12-05T01:00'), packagePrice: 999, now: ist('2026-12-04T23:30') }),
};
process.stdout.write(JSON.stringify(answers));
