// What the booking and contact forms share: labelled fields with the required markers of SPEC 5,
// and useLeadForm: the SPEC 5 checks with the
// SPEC 8 wording, errors that are announced (role=alert, aria-invalid, aria-describedby) and
// cleared as soon as the visitor types in that field again. On the default language's pages an
// empty required field is pointed at by the browser (SPEC 5: "browser-level"); the browser says
// that in its own language, so pages in another language say it themselves, next to the field,
// in the page's words (fieldError), and never open the browser's bubble. The phone field, its
// check and the honeypot are phone-form.tsx's, which the quick offer uses without this file.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useConfig, useText } from '../runtime-config.tsx';
import { formValues, keepPhoneDigits, phoneProblem, type LeadFormFields } from './phone-form.tsx';

export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {children}
      {error ? <p className="field__error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
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

  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const field = e.target as Control;
    if (field.name === 'phone') {
      keepPhoneDigits(field as HTMLInputElement, config);
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
    const phone = phoneProblem(form, config);
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
    setPhoneError(phone);
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

  const values = <K extends string>(names: readonly K[]) => formValues(formRef.current!, names, config);

  return { formRef, invalid, phoneError, onInput, validate, showPhoneError, errorOf, values };
}

/** aria-invalid for a field of the form, as React writes it. */
export const invalidIf = (form: LeadFormFields, name: string): 'true' | undefined => (form.invalid.has(name) ? 'true' : undefined);
