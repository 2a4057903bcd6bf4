// The quick phone-number offer popup (SPEC 3.2, 4): opens by itself after `autoOpenAfterMs` on
// city pages, never on top of a form the visitor is already filling in, never again the same day
// once closed or answered, and never after a booking made that day; sends {phone, path}; every
// error shows under the phone input.
import { useLayoutEffect, useState } from 'react';
import { useIslandEvent } from '../events.ts';
import { Modal, anyDialogOpen } from './Modal.tsx';
import { Honeypot, PhoneError, PhoneInput, useLeadForm } from './fields.tsx';
import { bookedToday, markPopupDone, popupDoneToday } from './send.ts';
import { useSubmit } from './submit.tsx';

export default function QuickOfferDialog({ heading, successPath, autoOpenAfterMs }: { heading: string; successPath: string; autoOpenAfterMs?: number }) {
  const [open, setOpen] = useState(false);
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

  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'booking-form', successPath,
    body: () => ({ ...form.values(['phone']), path: location.href }),
    onSent: markPopupDone,
    showError: form.showPhoneError,
  });

  return (
    <Modal id="quick-offer" title={heading} titleId="quick-offer-title" small open={open} onClose={() => { markPopupDone(); setOpen(false); }}>
      <p className="modal__text">Leave your number and we will call you back with today's best offer.</p>
      <form ref={form.formRef} className="lead-form" noValidate onInput={form.onInput} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="quick-offer-phone">Phone number</label>
        <PhoneInput id="quick-offer-phone" form={form} placeholder="Phone Number *" />
        <PhoneError id="quick-offer-phone" form={form} />
        <Honeypot />
        <button type="submit" className="button button--accent" disabled={sending}>Confirm</button>
      </form>
      {overlay}
    </Modal>
  );
}
