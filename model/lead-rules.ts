/**
 * The field rules of every lead form, shared by the browser forms and the server so the two can
 * never disagree (SPEC 3.1-3.3 and 5). Pure and dependency-free on purpose: esbuild bundles this
 * file into the small browser script, and the server imports it as is. No DOM, no Node.
 *
 * Messages name the field first ("phone: enter a 10 digit phone number"). The browser may show
 * its own SPEC texts instead ("enter the valid number"); these are the server's answers.
 */

/** booking = package and appointment forms; boarding = boarding form; quick = phone popup. */
export const LEAD_KINDS = ['booking', 'boarding', 'quick', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The fields each kind sends, in form order (also the order errors are reported in). */
export const LEAD_FIELDS = {
  booking: [
    'pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request', 'user', 'status',
    'path', 'serviceDate', 'serviceTime', 'remoteIP', 'userAgent',
  ],
  boarding: ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request', 'user', 'status'],
  quick: ['phone', 'path'],
  contact: ['name', 'phone', 'address', 'subject', 'message', 'user', 'status'],
} as const;

export type LeadField = (typeof LEAD_FIELDS)[LeadKind][number];
/**
 * A checked lead: every field of its kind present as trimmed text ("" for optional ones left out).
 * Distributes over a union of kinds, so `LeadValue` alone is "the value of some kind".
 */
export type LeadValue<K extends LeadKind = LeadKind> = K extends LeadKind
  ? { [F in (typeof LEAD_FIELDS)[K][number]]: string }
  : never;

// Marked pure: unused, as in the browser forms (which need only isValidPhone), it is left out of their bundle.
export const ALL_LEAD_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.values(LEAD_FIELDS).flat());

export interface RuleOptions {
  /** Exact number of digits of a phone number (site.yaml api.phoneLength, default 10). */
  phoneLength: number;
}

export type LeadResult<K extends LeadKind = LeadKind> =
  | { ok: true; kind: K; value: LeadValue<K> }
  | { ok: false; field: string; message: string };

interface FieldRule {
  /** Plain words for messages. */
  words: string;
  max: number;
  /** Newlines and tabs allowed (text areas). */
  multiline?: boolean;
  /** Kinds in which an empty or missing value is refused. */
  requiredIn: readonly LeadKind[];
  /** Extra check on a non-empty trimmed value; returns the corrected value or an error text. */
  check?: (value: string, options: RuleOptions) => { value: string } | { error: string };
}

const PETS = ['Dog', 'Cat'] as const;

/**
 * Why address is optional for `booking` on the server: the delhi-ncr landing page does not mark
 * it required (SPEC 2.2, 5), and a lead with a name and a phone number is worth keeping even
 * without an address. Browsers mark it required on the other pages; boarding and contact
 * require it everywhere.
 */
const RULES: Record<LeadField, FieldRule> = {
  pet: {
    words: 'choose Dog or Cat', max: 10, requiredIn: ['booking', 'boarding'],
    check: (v) => {
      const pet = PETS.find((p) => p.toLowerCase() === v.toLowerCase());
      return pet ? { value: pet } : { error: 'choose Dog or Cat' };
    },
  },
  name: { words: 'enter your name', max: 100, requiredIn: ['booking', 'boarding', 'contact'] },
  phone: {
    words: 'enter a phone number', max: 2000, requiredIn: ['booking', 'boarding', 'quick', 'contact'],
    check: (v, o) => (isValidPhone(v, o.phoneLength) ? { value: v } : { error: phoneMessage(o.phoneLength) }),
  },
  service: { words: 'choose a package', max: 200, requiredIn: ['booking', 'boarding'] },
  addOns: { words: 'choose an add-on', max: 200, requiredIn: [] },
  breed: { words: "enter your pet's breed", max: 100, requiredIn: ['booking', 'boarding'] },
  address: { words: 'enter your city or address', max: 300, multiline: true, requiredIn: ['boarding', 'contact'] },
  request: { words: 'special request', max: 1000, multiline: true, requiredIn: [] },
  user: { words: 'must be "true"', max: 10, requiredIn: [], check: literalTrue },
  status: { words: 'must be "true"', max: 10, requiredIn: [], check: literalTrue },
  path: {
    words: 'send the page address', max: 2000, requiredIn: ['quick'],
    check: (v) => (/^(\/|https?:\/\/)\S*$/i.test(v) ? { value: v } : { error: 'expected a page address starting with / or http' }),
  },
  // The appointment form's date input and time-slot list (the package form sends both empty, SPEC 3.1).
  serviceDate: {
    words: 'choose a date', max: 40, requiredIn: [],
    check: (v) => (isCalendarDate(v) ? { value: v } : { error: 'expected a date as YYYY-MM-DD, e.g. 2026-12-05' }),
  },
  serviceTime: {
    words: 'choose a time', max: 40, requiredIn: [],
    check: (v) => (isTimeOrSlot(v) ? { value: v } : { error: 'expected a time as HH:MM or a slot as HH:MM-HH:MM, e.g. 09:00-11:00' }),
  },
  remoteIP: {
    words: 'an IP address', max: 64, requiredIn: [],
    check: (v) => (/^[0-9A-Fa-f:.%]+$/.test(v) ? { value: v } : { error: 'expected an IP address' }),
  },
  userAgent: { words: 'browser name', max: 512, requiredIn: [] },
  subject: { words: 'enter a subject', max: 200, requiredIn: ['contact'] },
  message: { words: 'enter your message', max: 2000, multiline: true, requiredIn: ['contact'] },
};

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const day = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return day.getUTCFullYear() === +m[1] && day.getUTCMonth() === +m[2] - 1 && day.getUTCDate() === +m[3];
}

/** A 24-hour time "10:30", or a slot "09:00-11:00" that ends after it starts. */
export function isTimeOrSlot(v: string): boolean {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?:-([01]\d|2[0-3]):([0-5]\d))?$/.exec(v);
  if (!m) return false;
  return m[3] === undefined || +m[3] * 60 + +m[4] > +m[1] * 60 + +m[2];
}

function literalTrue(v: string): { value: string } | { error: string } {
  return v === 'true' ? { value: v } : { error: 'must be "true"' };
}

export function phoneMessage(phoneLength: number): string {
  return `enter a ${phoneLength} digit phone number`;
}

/** Exactly `phoneLength` ASCII digits, nothing else (SPEC 5). */
export function isValidPhone(value: unknown, phoneLength: number): boolean {
  return typeof value === 'string' && value.length === phoneLength && /^[0-9]+$/.test(value);
}

export function isRequired(kind: LeadKind, field: LeadField): boolean {
  return RULES[field].requiredIn.includes(kind);
}

export function maxLength(field: LeadField): number {
  return RULES[field].max;
}

/**
 * Which booking-form shape a body is (the endpoint is shared by three forms):
 * only phone and path -> quick offer; no path -> boarding; otherwise booking.
 * Keys that belong to no form are ignored.
 */
export function inferBookingKind(body: Record<string, unknown>): 'booking' | 'boarding' | 'quick' {
  const keys = Object.keys(body).filter((k) => ALL_LEAD_FIELDS.has(k));
  if (keys.length > 0 && keys.every((k) => k === 'phone' || k === 'path')) return 'quick';
  return Object.prototype.hasOwnProperty.call(body, 'path') ? 'booking' : 'boarding';
}

// Control characters other than tab/newline are never wanted; single-line fields refuse all.
const CONTROL_ANY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;
// No lookbehind: Safari before 16.4 cannot even parse it, and this file ships to browsers.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true/false';
  return typeof value;
}

/**
 * Checks one field of one kind. `value` undefined means the key was absent.
 * Returns the cleaned text or an error message that starts with the field name.
 */
export function validateField(
  kind: LeadKind,
  field: LeadField,
  value: unknown,
  options: RuleOptions,
): { ok: true; value: string } | { ok: false; message: string } {
  const rule = RULES[field];
  const fail = (text: string) => ({ ok: false as const, message: `${field}: ${text}` });
  if (value === undefined || value === '') {
    return rule.requiredIn.includes(kind) ? fail(field === 'phone' ? phoneMessage(options.phoneLength) : rule.words) : { ok: true, value: '' };
  }
  if (typeof value !== 'string') {
    if (field === 'phone' && typeof value === 'number') return fail(`${phoneMessage(options.phoneLength)} as text, not a number`);
    return fail(`expected text, got ${describe(value)}`);
  }
  if (value.length > rule.max) return fail(`at most ${rule.max} characters`);
  if ((rule.multiline ? CONTROL_ANY : CONTROL_LINE).test(value)) return fail('contains control characters');
  if (LONE_SURROGATE.test(value)) return fail('contains invalid characters');
  const trimmed = value.trim();
  if (trimmed === '') {
    return rule.requiredIn.includes(kind) ? fail(field === 'phone' ? phoneMessage(options.phoneLength) : rule.words) : { ok: true, value: '' };
  }
  if (!rule.check) return { ok: true, value: trimmed };
  const checked = rule.check(trimmed, options);
  return 'error' in checked ? fail(checked.error) : { ok: true, value: checked.value };
}

/**
 * Checks a whole lead body of the given kind. Reports the first bad field in form order.
 * Unknown keys are dropped, never stored.
 */
export function validateLead<K extends LeadKind>(kind: K, body: unknown, options: RuleOptions): LeadResult<K> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, field: 'body', message: `body: expected a JSON object, got ${describe(body)}` };
  }
  const record = body as Record<string, unknown>;
  const value: Record<string, string> = {};
  for (const field of LEAD_FIELDS[kind] as readonly LeadField[]) {
    const own = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
    const result = validateField(kind, field, own, options);
    if (!result.ok) return { ok: false, field, message: result.message };
    value[field] = result.value;
  }
  return { ok: true, kind, value: value as LeadValue<K> };
}

/**
 * A pet's name (Bruno), asked by the booking forms beside SPEC 3.1's fields and optional: the desk
 * keeps the pet's profile under it and the customer's phone (leads/pets.ts). One line of at most
 * PET_NAME_MAX characters, no control characters. Returns the trimmed name ('' when none was
 * given) or the refusal, naming the field.
 */
export const PET_NAME_MAX = 40;
export function checkPetName(value: unknown): { ok: true; value: string } | { ok: false; message: string } {
  if (value === undefined || value === null || value === '') return { ok: true, value: '' };
  if (typeof value !== 'string') return { ok: false, message: `petName: expected text, got ${describe(value)}` };
  if (value.length > PET_NAME_MAX) return { ok: false, message: `petName: at most ${PET_NAME_MAX} characters` };
  if (CONTROL_LINE.test(value) || LONE_SURROGATE.test(value)) return { ok: false, message: 'petName: contains control characters' };
  return { ok: true, value: value.trim() };
}
