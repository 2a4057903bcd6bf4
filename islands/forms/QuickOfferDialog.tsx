// The quick phone-number popup (SPEC 3.2, 4) with the page's own offer: `heading` and `text` come
// from the page (none where no offer holds: then it offers a call back). It opens by itself on a
// city page after `autoOpenAfterMs` (SPEC's 15 s), on other pages once the visitor has scrolled
// past `afterScrollPast` (the packages: a sign of interest rather than a timer). Either way it
// waits while another dialog is open or the visitor is typing in a field, and never opens again
// the same day once closed or answered, nor after a booking made that day. Sends {phone, path};
// every error shows under the phone input.
import { useLayoutEffect, useState } from 'react';
import { useIslandEvent } from '../events.ts';
import { Modal, anyDialogOpen } from './Modal.tsx';
import { Honeypot, PhoneError, PhoneInput, usePhoneForm } from './phone-form.tsx';
import { bookedToday, markPopupDone, popupDoneToday, rememberSent } from './send.ts';
import { useSubmit } from './submit.tsx';
import { useText } from '../runtime-config.tsx';

/** How long after the last key in a field the visitor still counts as typing, and how often a waiting pop-up looks again. */
const TYPING_MS = 4000;

export default function QuickOfferDialog({ heading, text: words, successPath, autoOpenAfterMs, afterScrollPast }: {
  heading?: string; text?: string; successPath: string; autoOpenAfterMs?: number; afterScrollPast?: string;
}) {
  const [open, setOpen] = useState(false);
  const text = useText();
  const form = usePhoneForm();
  useIslandEvent('gs:open-form', ({ form: name }) => { if (name === 'quick-offer') setOpen(true); }, { catchUp: true });
  useLayoutEffect(() => {
    if (typeof autoOpenAfterMs !== 'number' && !afterScrollPast) return;
    let lastKey = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKey = () => { lastKey = Date.now(); };
    const typing = () => {
      const el = document.activeElement;
      return Date.now() - lastKey < TYPING_MS || (!!el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
    };
    // Done for the day: nothing more to wait for. Busy (a dialog open, a field in use): look again shortly.
    const offer = () => {
      if (popupDoneToday() || bookedToday()) return;
      if (anyDialogOpen() || typing()) { timer = setTimeout(offer, TYPING_MS); return; }
      setOpen(true);
    };
    document.addEventListener('input', onKey, true);
    let onScroll: (() => void) | undefined;
    if (afterScrollPast) {
      const target = document.querySelector(afterScrollPast);
      onScroll = () => {
        if (!target || target.getBoundingClientRect().bottom > 0) return;
        removeEventListener('scroll', onScroll!);
        offer();
      };
      addEventListener('scroll', onScroll, { passive: true });
      onScroll();
    } else if (autoOpenAfterMs! <= 0) offer(); // the runtime starts this island when the time is up (islands/client/main.ts)
    else timer = setTimeout(offer, autoOpenAfterMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', onKey, true);
      if (onScroll) removeEventListener('scroll', onScroll);
    };
  }, []);

  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'booking-form', successPath, open,
    body: () => ({ ...form.values(['phone']), path: location.href }),
    onSent: (_sent, id) => {
      markPopupDone();
      rememberSent({ kind: 'call-back', id, ...(heading && { offer: heading }) });
    },
    showError: form.showPhoneError,
  });

  return (
    <Modal id="quick-offer" title={heading ?? text('Shall we call you back?')} titleId="quick-offer-title" small open={open} onClose={() => { markPopupDone(); setOpen(false); }}>
      <p className="modal__text">{words ?? text("Leave your number and we'll call you back to find a time that suits you and your pet.")}</p>
      <form ref={form.formRef} className="lead-form" noValidate onInput={form.onInput} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="quick-offer-phone">{text('Phone number')}</label>
        <PhoneInput id="quick-offer-phone" form={form} placeholder={text('Phone Number *')} />
        <PhoneError id="quick-offer-phone" form={form} />
        <Honeypot />
        <button type="submit" className="button button--accent" disabled={sending}>{text('Confirm')}</button>
      </form>
      {overlay}
    </Modal>
  );
}
