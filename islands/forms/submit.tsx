// Sending a form, the same for the four lead forms: one send at a time, the loading overlay while
// it runs (SPEC 8), the failure shown as the form shows it, and on success the form's own last
// steps, then the next page. The fields are checked first (useLeadForm, usePhoneForm), and nothing is sent
// while they are wrong. Every lead carries the visit's source when the tab kept one (visit-source.ts),
// and how long its form was open (form_ms): the server flags a lead sent faster than a person can
// type as likely spam, and stores it all the same.
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useConfig } from '../runtime-config.tsx';
import { LoadingOverlay, type LeadFormFields } from './phone-form.tsx';
import { sendLead } from './send.ts';
import { keptSource } from './visit-source.ts';

export interface SubmitOptions<B extends object> {
  endpoint: 'booking-form' | 'contact-us';
  /** The lead to send, read from the form when it is sent. */
  body: () => B;
  /** Where the visitor goes once the lead is sent. */
  successPath: string;
  /** A reason not to send at all (asked before the fields are checked), shown as a failure. */
  refuse?: () => string | undefined;
  /**
   * What the form does once its lead is sent, before leaving the page; `id` is the lead API's
   * reference, `answer` the 201's body (a booking reads the visit it holds: held-visit.ts).
   */
  onSent?: (sent: B, id: string, answer: unknown) => void;
  /** What to wait for once the fields are right and before the lead is read and sent (a booking's address lookup, address.ts). */
  before?: () => Promise<void>;
  /** How the form shows a failure: an alert unless it says otherwise. */
  showError?: (message: string, status?: number) => void;
  /** A dialog's form: whether it is open (form_ms counts from its opening); a form on the page counts from hydration. */
  open?: boolean;
  /** When the form was last shown, if the island does not open it itself (the quick offer, opened by the runtime): form_ms counts from then. */
  shownAt?: () => number | undefined;
}

export function useSubmit<B extends object>(form: LeadFormFields, options: SubmitOptions<B>): {
  sending: boolean; onSubmit: (e: FormEvent) => Promise<void>; overlay: ReactNode;
} {
  const config = useConfig();
  const [sending, setSending] = useState(false);
  const { endpoint, body, successPath, refuse, onSent, before, showError = (message: string) => alert(message), open, shownAt } = options;
  const openedAt = useRef(0);
  // (The islands' hooks are Preact's few: a layout effect, which runs once the form is shown.)
  useLayoutEffect(() => {
    if (open !== false) openedAt.current = performance.now();
  }, [open]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const refusal = refuse?.();
    if (refusal) return showError(refusal);
    if (!form.validate()) return;
    // Read at the tap, before the address lookup's wait.
    const formMs = Math.round(performance.now() - (shownAt?.() ?? openedAt.current));
    setSending(true);
    await before?.();
    const sent = body();
    const result = await sendLead(config, endpoint, { ...sent, ...keptSource(), form_ms: formMs });
    setSending(false);
    if (!result.ok) return showError(result.message, result.status);
    onSent?.(sent, result.id, result.answer);
    location.assign(successPath);
  };

  return { sending, onSubmit, overlay: sending ? <LoadingOverlay /> : null };
}
