// Field behaviour shared by every lead form: the numeric phone input, the SPEC 5 checks with
// the SPEC 8 wording, errors that are announced (role=alert, aria-invalid, aria-describedby)
// and cleared as soon as the visitor types again.
import { isValidPhone } from '../../leads/rules.ts';
import type { RuntimeConfig } from '../config.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The inline error line under a field (`<id>-error`, already named by aria-describedby). */
function errorLine(field: Field): HTMLElement | null {
  return document.getElementById(`${field.id}-error`);
}

export function showFieldError(field: Field, text: string): void {
  field.setAttribute('aria-invalid', 'true');
  const line = errorLine(field);
  if (line) line.textContent = text;
}

function clearFieldError(field: Field): void {
  field.removeAttribute('aria-invalid');
  if (field.name === 'phone') field.setCustomValidity('');
  const line = errorLine(field);
  if (line) line.textContent = '';
}

export function phoneOf(form: HTMLFormElement): HTMLInputElement {
  return form.elements.namedItem('phone') as HTMLInputElement;
}

/** Digits only, never more than phoneLength of them (also for pasted text); typing clears errors. */
export function wireFields(form: HTMLFormElement, config: RuntimeConfig, onInput?: () => void): void {
  const phone = phoneOf(form);
  phone.maxLength = config.phoneLength;
  form.addEventListener('input', (e) => {
    const field = e.target as Field;
    if (field === phone) phone.value = phone.value.replace(/\D/g, '').slice(0, config.phoneLength);
    for (const f of form.querySelectorAll<Field>('[aria-invalid]')) if (f.name === field.name) clearFieldError(f);
    onInput?.();
  });
}

/**
 * Checks the form; on failure marks every bad field, shows "enter the valid number" under a bad
 * phone, lets the browser point at the first bad field, and returns false (nothing is sent).
 */
export function validate(form: HTMLFormElement, config: RuntimeConfig): boolean {
  const phone = phoneOf(form);
  const phoneOk = isValidPhone(phone.value, config.phoneLength);
  phone.setCustomValidity(phoneOk ? '' : config.messages.phoneInvalid);
  for (const f of form.elements as unknown as Iterable<Field>) {
    if (!f.willValidate) continue;
    if (f.checkValidity()) f.removeAttribute('aria-invalid');
    else f.setAttribute('aria-invalid', 'true');
  }
  if (!phoneOk) showFieldError(phone, config.messages.phoneInvalid);
  if (form.checkValidity()) return true;
  form.reportValidity();
  return false;
}

/**
 * The named fields as untrimmed text, "" when absent (SPEC 7). The honeypot goes along only when
 * something filled it, so a person's quick offer is exactly {phone, path} (SPEC 3.2).
 */
export function values<K extends string>(form: HTMLFormElement, names: readonly K[], config: RuntimeConfig): Record<K, string> {
  const data = new FormData(form);
  const out = {} as Record<string, string>;
  for (const n of names) out[n] = String(data.get(n) ?? '');
  const trap = String(data.get(config.honeypotField) ?? '');
  if (trap.trim() !== '') out[config.honeypotField] = trap;
  return out as Record<K, string>;
}
