// The appointment form's preferred date and time slot (SPEC 3.1 serviceDate, serviceTime): the
// package form sends both empty; the appointment form a day as YYYY-MM-DD and a slot as
// HH:MM-HH:MM. The API keeps what is well formed and names the field and the format otherwise.
import { describe, expect, it } from 'vitest';
import { validateLead } from '../../model/lead-rules.ts';
import { timeSlots } from '../../model/format.ts';

const opts = { phoneLength: 10 };
const booking = (extra: Record<string, string>) => ({
  pet: 'Dog', name: 'Asha', phone: '9876543210', service: 'Fur Fresh Spa (Full Body Bath) - ₹999', breed: 'Beagle',
  address: 'Sector 18', path: '/', ...extra,
});

describe('serviceDate and serviceTime', () => {
  it('accepts them empty, as the package form sends them', () => {
    const r = validateLead('booking', booking({ serviceDate: '', serviceTime: '' }), opts);
    expect(r).toMatchObject({ ok: true, value: { serviceDate: '', serviceTime: '' } });
  });

  it('accepts a day and a slot, or a single time, and keeps them as sent', () => {
    expect(validateLead('booking', booking({ serviceDate: '2026-12-05', serviceTime: '09:00-11:00' }), opts))
      .toMatchObject({ ok: true, value: { serviceDate: '2026-12-05', serviceTime: '09:00-11:00' } });
    expect(validateLead('booking', booking({ serviceDate: '2028-02-29', serviceTime: '10:30' }), opts))
      .toMatchObject({ ok: true, value: { serviceDate: '2028-02-29', serviceTime: '10:30' } });
  });

  it.each([
    ['05/12/2026', 'serviceDate: expected a date as YYYY-MM-DD, e.g. 2026-12-05'],
    ['2026-02-30', 'serviceDate: expected a date as YYYY-MM-DD, e.g. 2026-12-05'],
    ['2026-13-01', 'serviceDate: expected a date as YYYY-MM-DD, e.g. 2026-12-05'],
    ['tomorrow', 'serviceDate: expected a date as YYYY-MM-DD, e.g. 2026-12-05'],
  ])('refuses the date %s, naming the field and the format', (serviceDate, message) => {
    expect(validateLead('booking', booking({ serviceDate }), opts)).toEqual({ ok: false, field: 'serviceDate', message });
  });

  it.each(['9 AM', '24:00', '11:00-09:00', '09:00-09:00', '09:00 - 11:00', '9:00-11:00'])('refuses the time %s', (serviceTime) => {
    expect(validateLead('booking', booking({ serviceTime }), opts)).toEqual({
      ok: false, field: 'serviceTime', message: 'serviceTime: expected a time as HH:MM or a slot as HH:MM-HH:MM, e.g. 09:00-11:00',
    });
  });

  it('accepts every slot the appointment form offers', () => {
    const slots = timeSlots('09:00', '19:00');
    expect(slots.map((s) => s.label)).toEqual(['9 AM to 11 AM', '11 AM to 1 PM', '1 PM to 3 PM', '3 PM to 5 PM', '5 PM to 7 PM']);
    expect(timeSlots('06:30', '22:00').at(-1)).toEqual({ value: '20:30-22:00', label: '8:30 PM to 10 PM' });
    for (const s of slots) expect(validateLead('booking', booking({ serviceTime: s.value }), opts).ok, s.value).toBe(true);
  });
});
