import { describe, expect, it } from 'vitest';
import { defaultApiConfig, resolveApiConfig } from '../../leads/api-config.ts';
import {
  LEAD_FIELDS,
  inferBookingKind,
  isRequired,
  isValidPhone,
  maxLength,
  validateField,
  validateLead,
} from '../../model/lead-rules.ts';
import { validBodies } from '../helpers/leads.ts';

const opts = { phoneLength: 10 };

describe('isValidPhone', () => {
  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432101', false],
    ['98765 4321', false],
    ['98765a4321', false],
    ['+919876543', false],
    ['٩٨٧٦٥٤٣٢١٠', false], // Arabic-Indic digits are not what the dialler needs
    ['', false],
  ])('%s -> %s', (phone, ok) => {
    expect(isValidPhone(phone, 10)).toBe(ok);
  });
  it('refuses non-strings and follows the configured length', () => {
    expect(isValidPhone(9876543210, 10)).toBe(false);
    expect(isValidPhone('12345678', 8)).toBe(true);
  });
});

describe('inferBookingKind', () => {
  it('tells the three booking-form shapes apart by their keys', () => {
    expect(inferBookingKind(validBodies.quick)).toBe('quick');
    expect(inferBookingKind(validBodies.booking)).toBe('booking');
    expect(inferBookingKind(validBodies.boarding)).toBe('boarding');
    expect(inferBookingKind({ phone: '1', path: '/', website: '' })).toBe('quick');
    expect(inferBookingKind({ phone: '1' })).toBe('quick');
    expect(inferBookingKind({})).toBe('boarding');
  });
});

describe('validateLead', () => {
  it('accepts every valid form and returns exactly its fields, trimmed', () => {
    for (const [kind, body] of [
      ['booking', validBodies.booking], ['booking', validBodies.appointment], ['boarding', validBodies.boarding],
      ['quick', validBodies.quick], ['contact', validBodies.contact],
    ] as const) {
      const result = validateLead(kind, { ...body, extra: 'dropped' }, opts);
      expect(result.ok, kind).toBe(true);
      if (result.ok) expect(Object.keys(result.value)).toEqual([...LEAD_FIELDS[kind]]);
    }
    const result = validateLead('contact', { ...validBodies.contact, name: '  Kabir  ' }, opts);
    expect(result.ok && result.value.name).toBe('Kabir');
  });

  it('normalises the pet and fills optional fields left out with ""', () => {
    const { addOns, request, ...rest } = validBodies.boarding;
    const result = validateLead('boarding', { ...rest, pet: 'cat' }, opts);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.pet).toBe('Cat');
      expect(result.value.addOns).toBe('');
      expect(result.value.request).toBe('');
    }
    expect(addOns + request).toBeTypeOf('string');
  });

  it('reports the first bad field in form order, naming it', () => {
    const result = validateLead('booking', { ...validBodies.booking, name: '', phone: '123' }, opts);
    expect(result).toEqual({ ok: false, field: 'name', message: 'name: enter your name' });
  });

  it.each([
    ['booking', { phone: '12345' }, 'phone: enter a 10 digit phone number'],
    ['booking', { phone: 9876543210 }, 'phone: enter a 10 digit phone number as text, not a number'],
    ['booking', { pet: 'Parrot' }, 'pet: choose Dog or Cat'],
    ['booking', { name: 'x'.repeat(101) }, 'name: at most 100 characters'],
    ['booking', { name: ['Asha'] }, 'name: expected text, got a list'],
    ['booking', { name: { first: 'A' } }, 'name: expected text, got an object'],
    ['booking', { name: null }, 'name: expected text, got null'],
    ['booking', { name: 'A\u0000B' }, 'name: contains control characters'],
    ['booking', { name: 'A\nB' }, 'name: contains control characters'],
    ['booking', { name: 'A\ud800' }, 'name: contains invalid characters'],
    ['booking', { user: 'false' }, 'user: must be "true"'],
    ['booking', { path: 'javascript:alert(1)' }, 'path: expected a page address starting with / or http'],
    ['booking', { remoteIP: '<script>' }, 'remoteIP: expected an IP address'],
    ['boarding', { address: '  ' }, 'address: enter your city or address'],
    ['contact', { message: 'x'.repeat(2001) }, 'message: at most 2000 characters'],
    ['contact', { subject: '' }, 'subject: enter a subject'],
  ] as const)('%s %j -> %s', (kind, change, message) => {
    const base = kind === 'contact' ? validBodies.contact : kind === 'boarding' ? validBodies.boarding : validBodies.booking;
    const result = validateLead(kind, { ...base, ...change }, opts);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('refuses bodies that are not objects', () => {
    for (const body of [null, [], 'text', 42, true]) {
      const result = validateLead('contact', body, opts);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.field).toBe('body');
    }
  });

  it('keeps multi-line text where a text area is used', () => {
    const result = validateLead('contact', { ...validBodies.contact, message: 'line one\nline two\ttab' }, opts);
    expect(result.ok).toBe(true);
  });

  it('lets a booking come without an address but not a boarding or a contact', () => {
    expect(validateLead('booking', { ...validBodies.booking, address: '' }, opts).ok).toBe(true);
    expect(isRequired('booking', 'address')).toBe(false);
    expect(isRequired('boarding', 'address')).toBe(true);
    expect(isRequired('contact', 'address')).toBe(true);
  });
});

describe('validateField (what the browser calls while typing)', () => {
  it('checks one field alone', () => {
    expect(validateField('quick', 'phone', '98765', opts)).toEqual({ ok: false, message: 'phone: enter a 10 digit phone number' });
    expect(validateField('quick', 'phone', '9876543210', opts)).toEqual({ ok: true, value: '9876543210' });
    expect(maxLength('address')).toBe(300);
  });
});

describe('resolveApiConfig', () => {
  it('fills defaults and keeps the contract values', () => {
    expect(resolveApiConfig()).toEqual(defaultApiConfig);
    expect(resolveApiConfig({ rateLimit: { maxRequests: 5 } }).rateLimit).toEqual({ windowSeconds: 60, maxRequests: 5 });
    expect(resolveApiConfig({ base: '/leads/' }).base).toBe('/leads');
  });
  it.each([
    [{ base: 'api' }, 'api.base'],
    [{ phoneLength: 0 }, 'api.phoneLength'],
    [{ maxBodyBytes: 10 }, 'api.maxBodyBytes'],
    [{ rateLimit: { maxRequests: -1 } }, 'api.rateLimit.maxRequests'],
    [{ corsOrigins: ['example.com'] }, 'api.corsOrigins'],
    [{ honeypotField: 'phone' }, 'api.honeypotField'],
  ])('rejects %j naming %s', (raw, key) => {
    expect(() => resolveApiConfig(raw as never)).toThrow(key);
  });
});
