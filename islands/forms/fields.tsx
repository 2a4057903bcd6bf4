// What every lead form shares: labelled fields with the required markers of SPEC 5, the numeric
// phone input, the honeypot, the loading overlay, and useLeadForm: the SPEC 5 checks with the
// SPEC 8 wording, errors that are announced (role=alert, aria-invalid, aria-describedby) and
// cleared as soon as the visitor types in that field again. On the default language's pages an
// empty required field is pointed at by the browser (SPEC 5: "browser-level"); the browser says
// that in its own language, so pages in another language say it themselves, next to the field,
// in the page's words (fieldError), and never open the browser's bubble.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isValidPhone } from '../../model/lead-rules.ts';
import { useConfig, useText } from '../runtime-config.tsx';

export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {children}
      {error ? <p className="field__error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}

/** A lead form's fields as useLeadForm keeps them: which are wrong, their checks and their values. */
export interface LeadFormFields {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Names of the fields marked invalid. */
  invalid: ReadonlySet<string>;
  phoneError: string;
  /** The form's onInput: keeps the phone to digits and clears the typed field's error. */
  onInput: (e: FormEvent<HTMLFormElement>) => void;
  /** Checks every field; on failure marks them, shows the phone error, and lets the browser point at the first. */
  validate: () => boolean;
  showPhoneError: (text: string) => void;
  /**
   * What the page says itself beside a wrong field (not the phone: PhoneError), in its language;
   * undefined when the field is right, and on the default language's pages, where the browser says it.
   */
  errorOf: (name: string) => string | undefined;
  /**
   * The named fields as untrimmed text, "" when absent (SPEC 7). The honeypot goes along only when
   * something filled it, so a person's quick offer is exactly {phone, path} (SPEC 3.2).
   */
  values: <K extends string>(names: readonly K[]) => Record<K, string>;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useLeadForm(onTyped?: () => void): LeadFormFields {
  const config = useConfig();
  const text = useText();
  // A page in another language than the default carries its islands' words, and says its own errors.
  const ownMessages = config.texts !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [phoneError, setPhoneError] = useState('');
  // What kind of answer each wrong field wants, as validate found it: a choice among radios, an option, or text.
  const [wants, setWants] = useState<ReadonlyMap<string, 'radio' | 'option' | 'text'>>(new Map());
  const phoneInput = () => formRef.current!.elements.namedItem('phone') as HTMLInputElement;

  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const field = e.target as Control;
    if (field.name === 'phone') {
      // Digits only, never more than phoneLength of them (also for pasted text).
      const digits = field.value.replace(/\D/g, '').slice(0, config.phoneLength);
      field.value = digits;
      phoneInput().setCustomValidity('');
      setPhoneError('');
    }
    if (invalid.has(field.name)) setInvalid(new Set([...invalid].filter((n) => n !== field.name)));
    onTyped?.();
  };

  const showPhoneError = (text: string) => {
    setInvalid((now) => new Set([...now, 'phone']));
    setPhoneError(text);
  };

  const validate = () => {
    const form = formRef.current!;
    const phoneOk = isValidPhone(phoneInput().value, config.phoneLength);
    phoneInput().setCustomValidity(phoneOk ? '' : config.messages.phoneInvalid);
    const bad = new Set<string>();
    const kinds = new Map<string, 'radio' | 'option' | 'text'>();
    let first: Control | undefined;
    for (const f of form.elements as unknown as Iterable<Control>) {
      if (!f.willValidate || f.checkValidity()) continue;
      bad.add(f.name);
      kinds.set(f.name, f.type === 'radio' ? 'radio' : f.tagName === 'SELECT' ? 'option' : 'text');
      first ??= f;
    }
    setInvalid(bad);
    setWants(kinds);
    setPhoneError(phoneOk ? '' : config.messages.phoneInvalid);
    if (form.checkValidity()) return true;
    if (ownMessages) first?.focus();
    else form.reportValidity();
    return false;
  };

  const errorOf = (name: string) => {
    if (!ownMessages || name === 'phone' || !invalid.has(name)) return undefined;
    const want = wants.get(name);
    return want === 'radio' ? text('Choose Dog or Cat.') : want === 'option' ? text('Please choose one.') : text('Please fill this in.');
  };

  const values = <K extends string>(names: readonly K[]) => {
    const data = new FormData(formRef.current!);
    const out = {} as Record<string, string>;
    for (const n of names) out[n] = String(data.get(n) ?? '');
    const trap = String(data.get(config.honeypotField) ?? '');
    if (trap.trim() !== '') out[config.honeypotField] = trap;
    return out as Record<K, string>;
  };

  return { formRef, invalid, phoneError, onInput, validate, showPhoneError, errorOf, values };
}

/** The phone input and its error line, named by aria-describedby. */
export function PhoneInput({ id, form, placeholder }: { id: string; form: LeadFormFields; placeholder?: string }) {
  const { phoneLength } = useConfig();
  // type="text": the Nu checker (after the HTML spec) allows "tel-national", the ten digits
  // without +91 that the field wants, only on text fields; inputMode still brings the number pad.
  return (
    <input id={id} name="phone" type="text" inputMode="numeric" pattern={`[0-9]{${phoneLength}}`} maxLength={phoneLength}
      autoComplete="tel-national" required placeholder={placeholder} aria-describedby={`${id}-error`}
      aria-invalid={form.invalid.has('phone') ? 'true' : undefined} />
  );
}

export function PhoneError({ id, form }: { id: string; form: LeadFormFields }) {
  return <p className="field__error" id={`${id}-error`} role="alert">{form.phoneError || null}</p>;
}

/** A field a person leaves empty and a bot fills in (SPEC 7). */
export function Honeypot() {
  const { honeypotField } = useConfig();
  const text = useText();
  return (
    <div className="hp" aria-hidden="true">
      <label>{text('Leave this empty')}<input name={honeypotField} tabIndex={-1} autoComplete="off" /></label>
    </div>
  );
}

export function LoadingOverlay() {
  const text = useText();
  return (
    <div className="loading-overlay" role="status">
      <span className="spinner" aria-hidden="true" /><span className="visually-hidden">{text('Sending…')}</span>
    </div>
  );
}

/** aria-invalid for a field of the form, as React writes it. */
export const invalidIf = (form: LeadFormFields, name: string): 'true' | undefined => (form.invalid.has(name) ? 'true' : undefined);
