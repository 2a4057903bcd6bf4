// The quick phone-number offer popup (SPEC 3.2, 4): opens by itself after `autoOpenAfterMs` on
// city pages, never on top of a form the visitor is already filling in, never again the same day
// once closed or answered, and never after a booking made that day; sends {phone, path}; every
// error shows under the phone input.
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useConfig } from '../runtime-config.tsx';
import { useIslandEvent } from '../events.ts';
import { Modal, anyDialogOpen } from './Modal.tsx';
import { Honeypot, LoadingOverlay, PhoneError, PhoneInput, useLeadForm } from './fields.tsx';
import { bookedToday, markPopupDone, popupDoneToday, sendLead } from './send.ts';

export default function QuickOffer({ heading, successPath, autoOpenAfterMs }: { heading: string; successPath: string; autoOpenAfterMs?: number }) {
  const config = useConfig();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useLeadForm();
  useIslandEvent('gs:open-form', ({ form: name }) => { if (name === 'quick-offer') setOpen(true); });
  useLayoutEffect(() => {
    if (typeof autoOpenAfterMs !== 'number') return;
    const offer = () => { if (!anyDialogOpen() && !popupDoneToday() && !bookedToday()) setOpen(true); };
    // The runtime starts this island when the time is up (islands/client/main.ts): then it opens at once.
    if (autoOpenAfterMs <= 0) { offer(); return; }
    const timer = setTimeout(offer, autoOpenAfterMs);
    return () => clearTimeout(timer);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || !form.validate()) return;
    setSending(true);
    const result = await sendLead(config, 'booking-form', { ...form.values(['phone']), path: location.href });
    setSending(false);
    if (result.ok) {
      markPopupDone();
      location.assign(successPath);
    }
    else form.showPhoneError(result.message);
  };

  return (
    <Modal id="quick-offer" title={heading} titleId="quick-offer-title" small open={open} onClose={() => { markPopupDone(); setOpen(false); }}>
      <p className="modal__text">Leave your number and we will call you back with today's best offer.</p>
      <form ref={form.formRef} className="lead-form" noValidate onInput={form.onInput} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="quick-offer-phone">Phone number</label>
        <PhoneInput id="quick-offer-phone" form={form} placeholder="Phone Number *" />
        <PhoneError id="quick-offer-phone" form={form} />
        <Honeypot />
        <button type="submit" className="button button--accent" disabled={sending}>Confirm</button>
      </form>
      {sending ? <LoadingOverlay /> : null}
    </Modal>
  );
}
