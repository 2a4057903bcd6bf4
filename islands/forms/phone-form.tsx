// What every lead form has and the quick offer needs alone: the phone field and its error line, the
// honeypot, the loading overlay, the LeadFormFields they are read through, and usePhoneForm, the
// fields of a form whose one field is the phone (the quick offer). The full forms' useLeadForm
// (fields.tsx) checks the phone with the same functions below, so the rule is written once; the
// quick offer's chunk carries this file and not the booking and contact forms' field logic, and a
// visitor who only reads a page downloads less (islands/registry.ts).
import { useRef, useState, type FormEvent } from 'react';
import { isValidPhone } from '../../model/lead-rules.ts';
import { keepDigits } from './phone-digits.ts';
import { useConfig, useText, type RuntimeConfig } from '../runtime-config.tsx';

/** A lead form's fields as useLeadForm (or usePhoneForm) keeps them: which are wrong, their checks and their values. */
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

/** The form's phone field. */
export const phoneOf = (form: HTMLFormElement): HTMLInputElement => form.elements.namedItem('phone') as HTMLInputElement;

/** Keeps the phone to digits, never more than phoneLength of them (also for pasted text), and clears its own message. */
export function keepPhoneDigits(field: HTMLInputElement, config: RuntimeConfig): void {
  keepDigits(field, config.phoneLength);
  field.setCustomValidity('');
}

/** SPEC 5's phone check: '' when right, else its message (SPEC 8), also set as the field's own. */
export function phoneProblem(form: HTMLFormElement, config: RuntimeConfig): string {
  const problem = isValidPhone(phoneOf(form).value, config.phoneLength) ? '' : config.messages.phoneInvalid;
  phoneOf(form).setCustomValidity(problem);
  return problem;
}

/** The named fields as text, "" when absent, and the honeypot only when something filled it. */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[], config: RuntimeConfig): Record<K, string> {
  const data = new FormData(form);
  const out = {} as Record<string, string>;
  for (const n of names) out[n] = String(data.get(n) ?? '');
  const trap = String(data.get(config.honeypotField) ?? '');
  if (trap.trim() !== '') out[config.honeypotField] = trap;
  return out as Record<K, string>;
}

/**
 * The fields of a form with the phone alone: its check on sending, its error cleared as it is
 * typed in. The browser points at it on the default language's pages, as useLeadForm does.
 */
export function usePhoneForm(): LeadFormFields {
  const config = useConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [phoneError, setPhoneError] = useState('');
  return {
    formRef, phoneError,
    invalid: new Set(phoneError ? ['phone'] : []),
    onInput: (e) => {
      const field = e.target as HTMLInputElement;
      if (field.name !== 'phone') return;
      keepPhoneDigits(field, config);
      setPhoneError('');
    },
    validate: () => {
      const form = formRef.current!;
      const problem = phoneProblem(form, config);
      setPhoneError(problem);
      if (!problem) return true;
      if (config.texts !== undefined) phoneOf(form).focus();
      else form.reportValidity();
      return false;
    },
    showPhoneError: setPhoneError,
    errorOf: () => undefined,
    values: (names) => formValues(formRef.current!, names, config),
  };
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
